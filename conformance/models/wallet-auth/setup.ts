/**
 * A run's start: an approved customer (unique email and phone) on the platform, its first
 * internal account made an embedded wallet by an EMAIL_OTP credential (201, no signature),
 * and a first session opened with the sandbox code.
 */
import { individual } from "../../builders/bodies.js";
import { approvedCustomer } from "../../builders/setup.js";
import type { WalletModel, WalletReal } from "./model.js";
import { verifyWith } from "./sessions.js";
import { walletContact } from "./other-wallet.js";

export async function setup(real: WalletReal): Promise<{ model: WalletModel; real: WalletReal }> {
  const { client, s } = real;
  const contact = walletContact();
  const c = await approvedCustomer(client, s, { ...individual(), ...contact });
  const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId: c.id, limit: 100 } });
  const accounts: { id: string; balance?: { currency?: { code?: string } } }[] = l.body?.data ?? [];
  const account = accounts[0];
  s.expect(account, "setup", "an approved customer has no internal account");
  const reg = await client.call("POST", "/auth/credentials", { body: { type: "EMAIL_OTP", accountId: account.id } });
  s.expect(
    reg.status === 201,
    "wallet-auth.otp",
    `the first EMAIL_OTP credential of an account answered ${reg.status} ${reg.body?.code ?? ""}; expected 201 (no signature needed)`,
    201,
    reg.status,
  );
  const model: WalletModel = {
    accountId: account.id,
    customerId: c.id,
    emailCredentialId: reg.body?.id,
    sessions: [],
    privateEnabled: false,
    nowMs: await real.now(),
    delegated: [],
    plainAccountId: accounts.find((a) => a.id !== account.id)?.id,
    contact,
    currency: account.balance?.currency?.code,
  };
  if (reg.status === 201) await verifyWith(model, real, reg.body.otpEncryptionTargetBundle);
  return { model, real };
}
