/**
 * The ownership-verification model (description: "External account (`status`)" table and
 * the verify operation's rules 1-5): a self-custody wallet created FIRST_PARTY starts
 * PENDING_OWNERSHIP_VERIFICATION; a WALLET_SIGNATURE challenge carries messageToSign and
 * expiresAt; verify with a valid signature before expiresAt -> 200 ACTIVE; an invalid
 * (wrong key, wrong message) or expired one -> 400 and UNVERIFIED, and the challenge is
 * used up (a new challenge must be started); no outstanding challenge -> 409; unknown
 * account -> 404. Designed (spec text): a new challenge on an UNVERIFIED account moves it
 * back to PENDING_OWNERSHIP_VERIFICATION.
 */
import type { ClockedReal } from "../../shared/clocked.js";
import type { Wallet } from "../../../arbitraries/wallets.js";
import { statusRead } from "../../../client/answer.js";

export interface ModelWallet {
  id: string;
  wallet: Wallet;
  owner: "platform" | "customer";
  status: string;
  challenge?: { message: string; expiresAtMs: number };
}

export interface OwnershipModel {
  wallets: ModelWallet[];
  customerId: string;
  /** The platform's clock, as last read (ms). */
  nowMs: number;
}

export type OwnershipReal = ClockedReal;

export const base = (w: { owner: string }) => (w.owner === "platform" ? "/platform/external-accounts" : "/customers/external-accounts");
export const accountPath = (w: ModelWallet, tail = "") => `${base(w)}/${encodeURIComponent(w.id)}${tail}`;

/** The account's status as GET answers it must be the model's. */
export async function expectStatus(w: ModelWallet, r: OwnershipReal, rule: string, after: string): Promise<void> {
  const g = await r.client.call("GET", accountPath(w));
  r.s.expect(
    g.status === 200 && g.body?.status === w.status,
    rule,
    `after ${after} the account is ${statusRead(g)}, expected ${w.status}`,
    w.status,
    g.body?.status,
  );
}
