/**
 * A second customer's embedded wallet with a live session, made once per run when a command
 * needs a key that signs for another wallet (its stamps must not act on the model's wallet).
 */
import { individual } from "../../builders/bodies.js";
import { approvedCustomer } from "../../builders/setup.js";
import { answered } from "../../client/answer.js";
import { call, type OtherWallet, type WalletModel, type WalletReal } from "./model.js";
import { verifySession } from "./sessions.js";

/** A unique email and phone number, so no other wallet's credential holds them. */
export function walletContact(): { email: string; phoneNumber: string } {
  return {
    email: `wallet.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.com`,
    phoneNumber: `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
  };
}

/** The other wallet (made on first use); null, the step named, when the target gives none. */
export async function otherWallet(m: WalletModel, r: WalletReal, step: string): Promise<OtherWallet | null> {
  if (m.other !== undefined) return m.other;
  m.other = null;
  const c = await approvedCustomer(r.client, r.s, { ...individual(), ...walletContact() });
  const l = await call(r, "GET", "/customers/internal-accounts", { query: { customerId: c?.id, limit: 100 } });
  const accountId = l.body?.data?.[0]?.id;
  const reg = accountId ? await call(r, "POST", "/auth/credentials", { body: { type: "EMAIL_OTP", accountId } }) : undefined;
  const s = reg?.status === 201 ? await verifySession(r, reg.body.id, reg.body.otpEncryptionTargetBundle) : undefined;
  if (!s) {
    r.s.skipStep(step, `a second wallet with a live session could not be made (credential ${reg ? answered(reg) : "not registered"})`);
    return null;
  }
  m.other = { accountId, key: s.key };
  return m.other;
}
