/**
 * UMA invitations (pure): creation, the effective status on the platform clock, and the
 * claim / cancel / expire actions, all read from spec/rules/invitations.yaml. Actions are
 * allowed from the initial status only; any other status refuses with the table's code.
 */
import { invitationRules, type InvitationRules, type InvitationStatus } from "../../../../contract/rules/invitations.js";
import { omitUndefined, type Schema } from "../../response.js";

export interface CurrencyAmountLike {
  amount: number;
  currency: { code: string; name: string; symbol: string; decimals: number };
}

export interface InvitationRecord {
  /** The code (the store's key). */
  id: string;
  code: string;
  url: string;
  inviterUma: string;
  firstName?: string;
  amountToSend?: CurrencyAmountLike;
  status: InvitationStatus;
  inviteeUma?: string;
  createdAt: string;
  expiresAt: string;
  claimedAt?: string;
}

/** A code from random bytes (one byte per character, modulo the alphabet). */
export function invitationCode(random: Uint8Array, r: InvitationRules = invitationRules()): string {
  let out = "";
  for (let i = 0; i < r.codeLength; i++) out += r.codeAlphabet[random[i % random.length] % r.codeAlphabet.length];
  return out;
}

export interface NewInvitation {
  code: string;
  umaDomain: string;
  inviterUma: string;
  firstName?: string;
  amountToSend?: CurrencyAmountLike;
  expiresAt?: string;
  now: string;
}

export function newInvitation(n: NewInvitation, r: InvitationRules = invitationRules()): InvitationRecord {
  const rec: InvitationRecord = {
    id: n.code,
    code: n.code,
    url: r.urlTemplate.replace("{umaDomain}", n.umaDomain).replace("{code}", n.code),
    inviterUma: n.inviterUma,
    status: r.initial,
    createdAt: n.now,
    expiresAt: n.expiresAt ?? new Date(Date.parse(n.now) + r.defaultTtlSeconds * 1000).toISOString(),
  };
  if (n.firstName !== undefined) rec.firstName = n.firstName;
  if (n.amountToSend !== undefined) rec.amountToSend = n.amountToSend;
  return rec;
}

/** The invitation as of `nowMs`: an open one whose `expiresAt` has passed is expired. */
export function effective(rec: InvitationRecord, nowMs: number, r: InvitationRules = invitationRules()): InvitationRecord {
  if (rec.status === r.initial && nowMs >= Date.parse(rec.expiresAt)) return { ...rec, status: r.actions.expire };
  return rec;
}

export type Action = keyof InvitationRules["actions"];

/** Apply an action to the invitation as of `now`: the next record, or the refusal code. */
export function act(
  rec: InvitationRecord,
  action: Action,
  now: string,
  extra: Partial<Pick<InvitationRecord, "inviteeUma">> = {},
  r: InvitationRules = invitationRules(),
): { next: InvitationRecord } | { refusal: string; status: InvitationStatus } {
  const cur = effective(rec, Date.parse(now), r);
  if (cur.status !== r.initial) return { refusal: r.refusals[cur.status]!, status: cur.status };
  const next: InvitationRecord = { ...cur, ...extra, status: r.actions[action] };
  if (action === "claim") next.claimedAt = now;
  return { next };
}

/** The resource as the API shows it. */
export function renderInvitation(rec: InvitationRecord, nowMs: number): Schema<"UmaInvitation"> {
  const shown = effective(rec, nowMs);
  return omitUndefined<Schema<"UmaInvitation">>({
    code: shown.code,
    url: shown.url,
    inviterUma: shown.inviterUma,
    firstName: shown.firstName,
    amountToSend: shown.amountToSend,
    status: shown.status,
    inviteeUma: shown.inviteeUma,
    createdAt: shown.createdAt,
    expiresAt: shown.expiresAt,
    claimedAt: shown.claimedAt,
  });
}
