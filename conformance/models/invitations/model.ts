/**
 * The invitation model: each invitation's status on the platform clock and the inviter's
 * balance, predicted from spec/rules/invitations.yaml (the table the simulator reads).
 * Rules checked, each failure named:
 * - `invitations.lifecycle`: claim and cancel move PENDING to CLAIMED / CANCELLED; on any
 *   other status they answer 400 with the table's code (INVITATION_ALREADY_CLAIMED,
 *   INVITATION_CANCELLED, INVITATION_EXPIRED).
 * - `invitations.self-claim` (designed): a claim by the inviter is SELF_PAYMENT.
 * - `invitations.expiry`: a PENDING invitation reads EXPIRED once the platform clock passes `expiresAt`.
 * - `invitations.no-payment`: a claim moves no money: the inviter's balance stays as funded,
 *   and a claim with an `amountToSend` beyond it is CLAIMED.
 */
import type { CallResult } from "../../client/client.js";
import type { ClockedReal } from "../shared/clocked.js";
import { invitationRules, type InvitationStatus } from "../../../contract/rules/invitations.js";
import { answered } from "../../client/answer.js";
import { ROW } from "../../runner/table-rules.js";
import { codeRule } from "../../contract/codes.js";

export interface ModelInvitation {
  code: string;
  status: InvitationStatus;
  expiresAtMs: number;
  amount?: number;
}

export interface InvitationModel {
  inviterUma: string;
  accountId: string;
  available: number;
  invitations: ModelInvitation[];
}

/** The real system, and (a platform of the run's own, with the control API) a way to remove its UMA domain: whether it did. */
export type InvitationReal = ClockedReal & { removeUmaDomain?: () => Promise<boolean> };

/** Closer than this to expiresAt the outcome is too close to call: the model follows the server. */
export const MARGIN_MS = 2_000;

/** The status as of `nowMs`, or undefined when too close to the expiry to call. */
export function statusAt(inv: ModelInvitation, nowMs: number): InvitationStatus | undefined {
  const r = invitationRules();
  if (inv.status !== r.initial) return inv.status;
  if (Math.abs(nowMs - inv.expiresAtMs) < MARGIN_MS) return undefined;
  return nowMs >= inv.expiresAtMs ? r.actions.expire : inv.status;
}

export const refusalOf = (status: InvitationStatus): string | undefined => invitationRules().refusals[status];

/** The inviter's available balance: the funded amount, whatever was claimed (`invitations.no-payment`). */
export async function expectBalance(m: InvitationModel, r: InvitationReal, after: string): Promise<void> {
  const a = await r.client.call("GET", `/internal-accounts/${encodeURIComponent(m.accountId)}`);
  r.s.expect(
    a.body?.balance?.amount === m.available,
    "invitations.no-payment",
    `after ${after} the inviter's available balance is ${a.body?.balance?.amount}; expected ${m.available} (a claim moves no money)`,
    m.available,
    a.body?.balance?.amount,
  );
}

/**
 * When the table refuses `action` on an invitation in `status`, checks the 400 and its code
 * and answers true (the invitation keeps its status); false when the action is allowed.
 */
export function expectRefusal(
  r: InvitationReal,
  action: string,
  status: InvitationStatus,
  res: { status: number; body?: { code?: string; status?: string } },
): boolean {
  const refusal = refusalOf(status);
  if (!refusal) return false;
  r.s.expect(
    res.status === 400 && res.body?.code === refusal,
    codeRule("invitations.lifecycle", refusal),
    `${action} of a ${status} invitation answered ${answered(res)}; expected 400 ${refusal}`,
    refusal,
    res.body?.code,
  );
  r.s.row(ROW.invitation(`${status} refuses with ${refusal}`));
  return true;
}

export const INVITEES = { success: "$success.usd@uma.sandbox.example", unknown: "$nobody@uma.sandbox.example", self: "" } as const;
export type Invitee = keyof typeof INVITEES;

/** A PENDING invitation's claim or cancel carried out (`also`: what else the answer must hold): 200 with the table's status, under `rule`; the model follows. */
export function expectAction(
  r: InvitationReal,
  inv: ModelInvitation,
  action: "claim" | "cancel",
  res: CallResult,
  also = true,
  rule = "invitations.lifecycle",
): void {
  const to = invitationRules().actions[action];
  r.s.expect(
    res.status === 200 && res.body?.status === to && also,
    rule,
    `${action} of a PENDING invitation answered ${answered(res)}`,
    to,
    res.body?.status ?? res.body?.code,
  );
  r.s.transition("invitation", "PENDING", to);
  r.s.row(ROW.invitation(`${invitationRules().initial} -> ${to}`));
  inv.status = to;
}
