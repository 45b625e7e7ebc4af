/**
 * The money model: internal-account balances (available vs total) and transaction
 * statuses predicted from the description's tables, read through the contract's accessors
 * (spec/rules/sandbox-payouts.yaml: the quote-destination suffix outcomes, their timings
 * and money actions; spec/rules/fx-rates.yaml: currencies and decimals), the platform's
 * own configuration (supportedCurrencies bounds) and the amounts the quotes state.
 *
 * Money actions of a transaction (sandbox-payouts.yaml): execute holds the total on the
 * source (available drops, total stays); `settle` delivers (the source's total drops by
 * the total, the platform fee lands on the platform's internal account in the sending
 * currency, an internal destination gains the receiving amount); `refund` releases the
 * hold; `return` (bank return after settlement, suffix 005) gives the full sent amount
 * back; `unrecovered` (suffix 007, payout and refund failed) loses the held amount.
 *
 * Invariants checked after every command (`observe`): amounts are integers with the
 * currency's decimals; available is never negative nor above total; no amount is created
 * or destroyed except funding and stated fees (conservation per currency); every account
 * and transaction is what the model predicts.
 */
import type { Scenario } from "../../runner/types.js";
import type { ClockedReal } from "../shared/clocked.js";
import { fxRules, sandboxPayoutRules, type OutcomeStep } from "../../../contract/rules/money.js";
import { OTHER, ROW } from "../../runner/table-rules.js";
import type { Json } from "../../contract/json.js";

export interface ModelAccount {
  id: string;
  currency: string;
  owner: "A" | "B" | "platform";
  available: number;
  total: number;
}

export interface ModelQuote {
  id: string;
  sourceId: string;
  destId: string;
  destKind: "external" | "internal";
  suffix?: string;
  sending: string;
  receiving: string;
  total: number;
  fees: number;
  platformFees: number;
  receivingAmount: number;
  expiresAtMs: number;
  executed?: { txId: string; key?: string; body: unknown };
  /**
   * Where the money comes from when not from the internal source account: an external
   * account pulled by POST /transfer-in, the sender of a real-time-funded quote, or an UMA
   * sender paying in (POST /sandbox/uma/receive).
   */
  origin?: "pull" | "realtime" | "incoming";
  /** A real-time-funded quote: paid with POST /sandbox/send. */
  paid?: { txId: string };
  /** The quote as POST /quotes answered it (what GET /quotes/{quoteId} must read back). */
  created?: Json;
}

export interface ModelTx {
  id: string;
  quote: ModelQuote;
  status: string;
  failureReason?: string;
  startMs: number;
  steps: OutcomeStep[];
  /** Steps applied so far. */
  applied: number;
  /** HELD on the source, PENDING_IN on the destination (a pull), OUTSIDE (paid from outside), then SETTLED or CLOSED. */
  phase: "HELD" | "PENDING_IN" | "OUTSIDE" | "SETTLED" | "CLOSED";
}

export interface MoneyModel {
  accounts: ModelAccount[];
  /** External destinations by `${currency}|${suffix}`. */
  destinations: Map<string, string>;
  quotes: ModelQuote[];
  /** Real-time-funded quotes (paid with POST /sandbox/send, never executed). */
  realtime: ModelQuote[];
  txs: ModelTx[];
  customers: { A: string; B: string };
  bounds: Map<string, { min: number; max: number }>;
  /** Per currency: funded - outflows (what the sum of internal totals must be). */
  expectedSum: Map<string, number>;
  keySeq: number;
  /** The platform's UMA domain and customer B's UMA address there (when the platform gave B one). */
  umaDomain?: string;
  umaB?: string;
  /** The Idempotency-Key of the transfer out the closing walk made (reused on another request: 409). */
  transferKey?: string;
}

export type MoneyReal = ClockedReal;

export const enc = encodeURIComponent;

export { account, feeAccount, addSum, applyDue, applyMoney, dueWithin, type MoneyRule } from "./money-moves.js";
import { applyDue, dueWithin, type MoneyRule } from "./money-moves.js";

/** The outcome steps of a quote's transaction (sandbox-payouts.yaml by the destination's suffix). */
export function planOf(q: ModelQuote): OutcomeStep[] {
  const rules = sandboxPayoutRules();
  if (q.destKind === "internal") return rules.internalDestinationOutcome;
  return (q.suffix && rules.quoteDestinationOutcomes[q.suffix]) || rules.quoteDestinationOutcomes.default;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const MARGIN_MS = 60;

/**
 * Read every internal account and transaction at a moment no scheduled step straddles
 * (the clock is flushed first: `advance(0)` fires what is due), bring the model to that
 * moment and check the invariants and predictions. `touched` names the money event that
 * explains an account's change (a refund not credited fails as `money.refund`).
 */
export async function observe(m: MoneyModel, r: MoneyReal, touched = new Map<string, MoneyRule>()): Promise<void> {
  const { client, s } = r;
  for (let attempt = 0; ; attempt++) {
    const t0 = await r.advance(0);
    const lists = await Promise.all([
      client.call("GET", "/customers/internal-accounts", { query: { customerId: m.customers.A, limit: 100 } }),
      client.call("GET", "/customers/internal-accounts", { query: { customerId: m.customers.B, limit: 100 } }),
      client.call("GET", "/platform/internal-accounts", { query: { limit: 100 } }),
    ]);
    const txs = await Promise.all(m.txs.map((t) => client.call("GET", `/transactions/${enc(t.id)}`)));
    const t1 = await r.now();
    const straddling = dueWithin(m, t0 - MARGIN_MS, t1 + MARGIN_MS);
    if (straddling.length && attempt < 5) {
      await sleep(Math.max(...straddling) - t1 + MARGIN_MS + 20);
      continue;
    }
    applyDue(m, t0, touched);
    const seen = new Map<string, Json>();
    for (const l of lists) {
      s.expect(l.status === 200, "money.list-accounts", `listing internal accounts answered ${l.status}`, 200, l.status);
      for (const a of l.body.data ?? []) seen.set(a.id, a);
    }
    // Transactions first: a transaction later than the designed timing is named as such before its balances.
    for (let i = 0; i < txs.length; i++) checkTransaction(s, m.txs[i], txs[i].body, txs[i].status);
    checkAccounts(m, s, seen, touched);
    return;
  }
}

export function checkCurrencyAmount(s: Scenario, what: string, v: Json): void {
  const decimals = fxRules().currencies[v?.currency?.code]?.decimals;
  s.expect(
    Number.isSafeInteger(v?.amount),
    "money.integer-amounts",
    `${what}: amount ${v?.amount} is not an integer of the smallest unit`,
    "integer",
    v?.amount,
  );
  if (decimals !== undefined)
    s.expect(
      v.currency.decimals === decimals,
      "money.integer-amounts",
      `${what}: ${v.currency.code} decimals ${v.currency.decimals}, expected ${decimals}`,
      decimals,
      v.currency.decimals,
    );
}

function checkAccounts(m: MoneyModel, s: Scenario, seen: Map<string, Json>, touched: Map<string, MoneyRule>): void {
  const sums = new Map<string, number>();
  for (const a of m.accounts) {
    const got = seen.get(a.id);
    s.expect(got, "money.list-accounts", `internal account ${a.id} is missing from the lists`, a.id, [...seen.keys()]);
    checkCurrencyAmount(s, `${a.id} balance`, got.balance);
    checkCurrencyAmount(s, `${a.id} totalBalance`, got.totalBalance);
    s.expect(
      got.balance.amount >= 0,
      "money.available-non-negative",
      `${a.currency} account ${a.id} has available balance ${got.balance.amount}`,
      ">= 0",
      got.balance.amount,
    );
    s.expect(
      got.balance.amount <= got.totalBalance.amount,
      "money.available-within-total",
      `${a.id}: available ${got.balance.amount} exceeds total ${got.totalBalance.amount}`,
      `<= ${got.totalBalance.amount}`,
      got.balance.amount,
    );
  }
  // Accounts a money event of this step explains first (a refund not credited fails as
  // money.refund), then conservation over every account, then the other accounts.
  const byAccount = (a: ModelAccount) => {
    const got = seen.get(a.id);
    const rule = touched.get(a.id) ?? "money.balance";
    s.expect(
      got.balance.amount === a.available && got.totalBalance.amount === a.total,
      rule,
      `${a.owner === "platform" ? "platform" : `customer ${a.owner}`} ${a.currency} account: balance ${got.balance.amount} / total ${got.totalBalance.amount}, expected ${a.available} / ${a.total}`,
      { available: a.available, total: a.total },
      { available: got.balance.amount, total: got.totalBalance.amount },
    );
  };
  for (const a of m.accounts) if (touched.has(a.id)) byAccount(a);
  for (const got of seen.values()) sums.set(got.currency, (sums.get(got.currency) ?? 0) + got.totalBalance.amount);
  for (const [cur, want] of m.expectedSum) {
    const have = sums.get(cur) ?? 0;
    s.expect(
      have === want,
      "money.conservation",
      `the internal accounts hold ${have} ${cur} in total; funding minus settled outflows (fees stated) is ${want}`,
      want,
      have,
    );
  }
  for (const a of m.accounts) if (!touched.has(a.id)) byAccount(a);
}

export function checkTransaction(s: Scenario, t: ModelTx, body: Json, status: number): void {
  s.expect(status === 200, "money.transaction", `GET /transactions/${t.id} answered ${status}`, 200, status);
  const q = t.quote;
  // A status the plan passes through before the one due (PROCESSING, or an earlier step) is
  // the designed timing of the sandbox outcome, not its outcome.
  const earlier = ["PROCESSING", ...t.steps.slice(0, Math.max(0, t.applied - 1)).map((x) => x.status)];
  s.expect(
    !(earlier.includes(body?.status) && body?.status !== t.status),
    "money.timing",
    `transaction of a quote to ${q.destKind === "external" ? `an external account with suffix ${q.suffix}` : "an internal account"}: still ${body?.status} when the designed timing has it ${t.status}`,
    t.status,
    body?.status,
  );
  s.expect(
    body.status === t.status,
    "money.transaction-status",
    `transaction of a quote to ${q.destKind === "external" ? `an external account with suffix ${q.suffix}` : "an internal account"}: status ${body?.status ?? "(none)"}, expected ${t.status}`,
    t.status,
    body.status,
  );
  if (t.failureReason)
    s.expect(
      body.failureReason === t.failureReason,
      "money.failure-reason",
      `failureReason ${body.failureReason}, expected ${t.failureReason}`,
      t.failureReason,
      body.failureReason,
    );
  for (const k of ["sentAmount", "receivedAmount"]) if (body[k]) checkCurrencyAmount(s, `transaction ${k}`, body[k]);
  for (const k of ["fees", "platformFees"])
    if (body[k] !== undefined)
      s.expect(
        Number.isSafeInteger(body[k]) && body[k] >= 0,
        "money.integer-amounts",
        `transaction ${k} ${JSON.stringify(body[k])} is not a non-negative integer in the smallest unit`,
        "integer",
        body[k],
      );
  // An incoming transaction (a pull) states what it received; the live IncomingTransaction has no sentAmount.
  const sent = q.origin === "pull" || q.origin === "incoming" ? q.total : body.sentAmount?.amount;
  s.expect(
    sent === q.total && body.receivedAmount?.amount === q.receivingAmount,
    "money.transaction-amounts",
    "the transaction's amounts differ from its quote's",
    { sent: q.total, received: q.receivingAmount },
    { sent: body.sentAmount?.amount, received: body.receivedAmount?.amount },
  );
  if (q.destKind === "external" && t.applied === t.steps.length) {
    const table = sandboxPayoutRules().quoteDestinationOutcomes;
    s.row(ROW.payout(q.suffix && q.suffix in table ? q.suffix : OTHER));
  }
}
