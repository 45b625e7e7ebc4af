/**
 * The card model: card statuses, authorization outcomes, daily limits and funding-account
 * balances predicted from the description's card tables, read from spec/rules/cards.yaml
 * (the state table, descriptor and funding-source suffixes, delays) — the same table the
 * simulator reads; nothing is restated here.
 *
 * Rules (the description's words) checked by the commands, each failure named:
 * - `cards.status-transition`: ACTIVE <-> FROZEN, ACTIVE/FROZEN -> CLOSED; any other 409
 *   INVALID_STATE_TRANSITION; CLOSED on closed CARD_ALREADY_CLOSED; other changes of a closed
 *   card CARD_NOT_MUTABLE.
 * - `cards.decline`: descriptor suffixes, a non-ACTIVE card declines CARD_NOT_ACTIVE, an
 *   amount above the available balance declines INSUFFICIENT_FUNDS.
 * - `cards.limit`: exactly maxSpendPerTransaction is allowed, above is declined.
 * - `cards.daily-capacity`: maxSpendPerDay / maxTransactionsPerDay count approved
 *   authorizations per UTC day; refunds, reversals and expiries do not restore capacity.
 * - `cards.balance`: holds, captures, tips, voids and refunds move exactly the amounts;
 *   `balance` (available) never negative, `totalBalance` = available + held.
 * - `cards.pan-leak`: no response carries a card number (a 13-19 digit Luhn-valid run) or a
 *   pan/cvv/cardNumber field.
 */
import type { ClockedReal } from "../shared/clocked.js";
import type { CallResult } from "../../client/client.js";
import { cardRules, descriptorRule, type CardDeclinedReason } from "../../../contract/rules/cards.js";
import { luhnPasses } from "../../../contract/luhn.js";

export type Owner = "A" | "B";

export interface ModelAccount {
  id: string;
  owner: Owner;
  currency: string;
  available: number;
  total: number;
}

export interface ModelCard {
  id: string;
  owner: Owner;
  status: string;
  accountId: string;
  perTx?: number;
  perDay?: number;
  countPerDay?: number;
  usage: { day: string; spend: number; count: number };
}

export interface ModelCardTx {
  id: string;
  cardId: string;
  status: string;
  authorized: number;
  settled?: number;
  refunded: number;
  accountId: string;
  confirmAtMs?: number;
  /** The descriptor suffix it was authorized at. */
  suffix?: string;
}

/** A settled credit of a card (a refund, a single-message credit): what a return reversal takes back. */
export interface ModelCredit {
  id: string;
  cardId: string;
  accountId: string;
  amount: number;
  status: "SETTLED" | "VOIDED";
  /** The purchase a refund refunds. */
  purchaseId?: string;
}

export interface CardModel {
  customers: Record<Owner, string>;
  /** Settled credits (refunds, single-message credits), targets of a return reversal. */
  credits?: ModelCredit[];
  accounts: ModelAccount[];
  /** Other accounts of the customers (ineligible currencies) by owner. */
  ineligible: Record<Owner, string | undefined>;
  cards: ModelCard[];
  txs: ModelCardTx[];
}

export type CardReal = ClockedReal;

export const enc = encodeURIComponent;
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
export const accountOf = (m: CardModel, id: string): ModelAccount | undefined => m.accounts.find((a) => a.id === id);

// ---- PAN leak detection --------------------------------------------------------------

const SECRET_KEYS = /^(pan|cvv|cvc|cvv2|cardNumber|fullCardNumber|primaryAccountNumber|number)$/i;

/** Where a body carries a card number or a secret card field, or undefined. */
export function panLeak(body: unknown, path = ""): string | undefined {
  if (typeof body === "string" || typeof body === "number") {
    for (const run of String(body).match(/[0-9][0-9 ]{11,22}[0-9]/g) ?? []) {
      const d = run.replace(/ /g, "");
      if (d.length >= 13 && d.length <= 19 && luhnPasses(d)) return `${path || "(body)"} holds a Luhn-valid card number`;
    }
    return undefined;
  }
  if (Array.isArray(body)) {
    for (let i = 0; i < body.length; i++) {
      const hit = panLeak(body[i], `${path}[${i}]`);
      if (hit) return hit;
    }
    return undefined;
  }
  if (body && typeof body === "object") {
    for (const [k, v] of Object.entries(body)) {
      if (SECRET_KEYS.test(k)) return `${path ? path + "." : ""}${k} is a card secret field`;
      const hit = panLeak(v, path ? `${path}.${k}` : k);
      if (hit) return hit;
    }
  }
  return undefined;
}

const CARD_PATHS = /^\/(cards|sandbox\/cards|card-transactions)(\/|$|\?)/;

/** A recorded call; answers of the card paths are checked for leaked card numbers. */
export async function call(
  r: CardReal,
  method: string,
  path: string,
  opts: { body?: unknown; query?: Record<string, string | number | undefined> } = {},
): Promise<CallResult> {
  const res = await r.client.call(method, path, opts);
  const leak = CARD_PATHS.test(path) ? panLeak(res.body) : undefined;
  r.s.expect(!leak, "cards.pan-leak", `${method} ${path}: ${leak} (the full card number, CVV and expiry are never part of a response)`);
  return res;
}

// ---- predictions ------------------------------------------------------------------------

export interface Predicted {
  status: string;
  reason?: CardDeclinedReason;
  /** The rule a wrong answer breaks. */
  rule: string;
  confirmAfterMs?: number;
}

/** The outcome of an authorization of `amount` at `descriptor` on `card`, at platform time `nowMs`. */
export function predictAuthorization(m: CardModel, card: ModelCard, amount: number, descriptor: string, nowMs: number): Predicted {
  const r = cardRules();
  const rule = descriptorRule(descriptor, r);
  if (!r.authorizableStatuses.includes(card.status as never)) return { status: "DECLINED", reason: "CARD_NOT_ACTIVE", rule: "cards.decline" };
  if (rule.outcome === "DECLINED") return { status: "DECLINED", reason: rule.declinedReason, rule: "cards.decline" };
  if (card.perTx !== undefined && amount > card.perTx) return { status: "DECLINED", reason: "SPEND_LIMIT_EXCEEDED", rule: "cards.limit" };
  const u = card.usage.day === utcDay(nowMs) ? card.usage : { spend: 0, count: 0 };
  if (card.countPerDay !== undefined && u.count + 1 > card.countPerDay)
    return { status: "DECLINED", reason: "DAILY_TRANSACTION_LIMIT_EXCEEDED", rule: "cards.daily-capacity" };
  if (card.perDay !== undefined && u.spend + amount > card.perDay)
    return { status: "DECLINED", reason: "DAILY_SPEND_LIMIT_EXCEEDED", rule: "cards.daily-capacity" };
  if (accountOf(m, card.accountId)!.available < amount) return { status: "DECLINED", reason: "INSUFFICIENT_FUNDS", rule: "cards.decline" };
  const exact =
    card.perTx !== undefined && amount === card.perTx
      ? "cards.limit"
      : card.perDay !== undefined && u.spend + amount === card.perDay
        ? "cards.daily-capacity"
        : "cards.decline";
  if (rule.outcome === "EXCEPTION") return { status: "EXCEPTION", rule: exact };
  if (rule.outcome === "PENDING") return { status: "PENDING", rule: exact, confirmAfterMs: rule.confirmAfterMs };
  return { status: "AUTHORIZED", rule: exact };
}

/** The status the state table gives a PATCH {status: to}, or the 409 code. */
export function predictTransition(from: string, to: string): { ok: true } | { code: string } {
  const r = cardRules();
  if (from === r.terminalStatus) return { code: to === r.terminalStatus ? "CARD_ALREADY_CLOSED" : "CARD_NOT_MUTABLE" };
  return r.transitions.some((t) => t.from === from && t.to === to) ? { ok: true } : { code: "INVALID_STATE_TRANSITION" };
}

// ---- observation ----------------------------------------------------------------------

/** Apply delayed-pull confirmations due by `nowMs` (those within `marginMs` stay undecided: undefined). */
export function confirmDue(m: CardModel, nowMs: number): void {
  for (const t of m.txs) if (t.status === "PENDING" && t.confirmAtMs !== undefined && t.confirmAtMs <= nowMs) t.status = "CONFIRMED";
}

/** Check the funding accounts' balances and the model's invariants. */
export async function observeBalances(m: CardModel, r: CardReal, rule = "cards.balance"): Promise<void> {
  for (const a of m.accounts) {
    const res = await call(r, "GET", `/internal-accounts/${enc(a.id)}`);
    r.s.expect(res.status === 200, rule, `GET /internal-accounts/${a.id} answered ${res.status}`);
    const got = { available: res.body?.balance?.amount, total: res.body?.totalBalance?.amount };
    r.s.expect(got.available >= 0, "cards.balance", `account ${a.id}: balance ${got.available} is negative`);
    r.s.expect(
      got.available === a.available && got.total === a.total,
      rule,
      `account ${a.id} (${a.owner}): expected balance ${a.available} / totalBalance ${a.total}, got ${got.available} / ${got.total}`,
      { available: a.available, total: a.total },
      got,
    );
  }
}

/** Move the platform clock; delayed pulls due by then are confirmed (checked on read). */
export async function advanceModel(m: CardModel, r: CardReal, seconds: number): Promise<number> {
  const now = await r.advance(seconds);
  confirmDue(m, now);
  return now;
}
