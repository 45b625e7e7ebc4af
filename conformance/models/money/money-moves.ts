/**
 * The money moves of the money model: what each outcome step of a transaction does to the
 * predicted balances, and which rule explains an account's change.
 *
 * A transaction's money comes from one of three places (`ModelQuote.origin`):
 * - an internal account (a quote executed, a transfer out): execute holds the total on the
 *   source (available drops, total stays); `settle` delivers (the source's total drops by
 *   the total, the platform fee lands on the platform's internal account in the sending
 *   currency, an internal destination gains the receiving amount); `refund` releases the
 *   hold; `return` (bank return after settlement, suffix 005) gives the full sent amount
 *   back; `unrecovered` (suffix 007, payout and refund failed) loses the held amount;
 * - an external account pulled by POST /transfer-in (`pull`): the amount is pending on the
 *   destination (in its totalBalance, "including pending", not yet available); `settle`
 *   makes it available, `refund` takes the pending amount away;
 * - an UMA sender paying in through POST /sandbox/uma/receive (`incoming`): as a pull, the
 *   amount pending until the platform approves the screened payment and it settles;
 * - the sender of a real-time-funded quote paying through POST /sandbox/send (`realtime`):
 *   nothing is held; `settle` credits the internal destination with the receiving amount
 *   and the platform fee to the platform's account.
 */
import type { ModelAccount, ModelTx, MoneyModel } from "./model.js";

export function account(m: MoneyModel, id: string): ModelAccount | undefined {
  return m.accounts.find((a) => a.id === id);
}

export function feeAccount(m: MoneyModel, currency: string): ModelAccount | undefined {
  return m.accounts.find((a) => a.owner === "platform" && a.currency === currency);
}

/** Per currency: what the sum of the internal accounts' totals must change by. */
export const addSum = (m: MoneyModel, cur: string, amount: number) => m.expectedSum.set(cur, (m.expectedSum.get(cur) ?? 0) + amount);

export type MoneyRule =
  | "money.refund"
  | "money.return"
  | "money.unrecovered"
  | "money.settle"
  | "money.hold"
  | "money.fund"
  | "money.transfer-in"
  | "money.sandbox-send"
  | "money.incoming"
  | "money.no-double-debit";

const PRIORITY: Record<MoneyRule, number> = {
  "money.return": 5,
  "money.refund": 5,
  "money.unrecovered": 5,
  "money.no-double-debit": 4,
  "money.transfer-in": 4,
  "money.sandbox-send": 4,
  "money.incoming": 4,
  "money.settle": 3,
  "money.hold": 2,
  "money.fund": 1,
};

type Touched = { set(id: string, rule: MoneyRule): void };

/** Note the money event explaining an account's change (the most specific one wins). */
function note(touched: Map<string, MoneyRule>, id: string, rule: MoneyRule): void {
  const have = touched.get(id);
  if (!have || PRIORITY[rule] >= PRIORITY[have]) touched.set(id, rule);
}

/** A pull (transfer-in) or an incoming UMA payment: the pending amount becomes available, or goes away. */
function pullMoney(m: MoneyModel, tx: ModelTx, action: string | undefined, touched: Touched, rule: MoneyRule): void {
  const q = tx.quote;
  const dest = account(m, q.destId);
  if (!dest || tx.phase !== "PENDING_IN") return;
  if (action === "settle") {
    dest.available += q.receivingAmount;
    tx.phase = "SETTLED";
    touched.set(dest.id, rule);
  } else if (action === "refund" || action === "return" || action === "unrecovered") {
    dest.total -= q.receivingAmount;
    addSum(m, q.receiving, -q.receivingAmount);
    tx.phase = "CLOSED";
    touched.set(dest.id, rule);
  }
}

/** A real-time-funded quote paid: the destination and the platform fee credited from outside. */
function realtimeMoney(m: MoneyModel, tx: ModelTx, action: string | undefined, touched: Touched): void {
  const q = tx.quote;
  if (tx.phase !== "OUTSIDE") return;
  if (action !== "settle") {
    if (action) tx.phase = "CLOSED";
    return;
  }
  const fee = feeAccount(m, q.sending);
  const creditFee = fee && q.platformFees > 0 ? q.platformFees : 0;
  if (creditFee) {
    fee!.available += creditFee;
    fee!.total += creditFee;
    addSum(m, q.sending, creditFee);
    touched.set(fee!.id, "money.sandbox-send");
  }
  const dest = q.destKind === "internal" ? account(m, q.destId) : undefined;
  if (dest) {
    dest.available += q.receivingAmount;
    dest.total += q.receivingAmount;
    addSum(m, q.receiving, q.receivingAmount);
    touched.set(dest.id, "money.sandbox-send");
  }
  tx.phase = "SETTLED";
}

/** Apply one money action to the model; notes the accounts it touched with the rule that explains them. */
export function applyMoney(m: MoneyModel, tx: ModelTx, action: string | undefined, touched0: Map<string, MoneyRule>): void {
  const touched = { set: (id: string, rule: MoneyRule) => note(touched0, id, rule) };
  const q = tx.quote;
  if (q.origin === "pull") return pullMoney(m, tx, action, touched, "money.transfer-in");
  if (q.origin === "incoming") return pullMoney(m, tx, action, touched, "money.incoming");
  if (q.origin === "realtime") return realtimeMoney(m, tx, action, touched);
  const src = account(m, q.sourceId)!;
  const fee = feeAccount(m, q.sending);
  const dest = q.destKind === "internal" ? account(m, q.destId) : undefined;
  const creditFee = fee && q.platformFees > 0 ? q.platformFees : 0;
  if (action === "settle" && tx.phase === "HELD") {
    src.total -= q.total;
    if (creditFee) {
      fee!.available += creditFee;
      fee!.total += creditFee;
      touched.set(fee!.id, "money.settle");
    }
    if (dest) {
      dest.available += q.receivingAmount;
      dest.total += q.receivingAmount;
      touched.set(dest.id, "money.settle");
    }
    addSum(m, q.sending, -(q.total - creditFee));
    if (dest) addSum(m, q.receiving, q.receivingAmount);
    touched.set(src.id, "money.settle");
    tx.phase = "SETTLED";
  } else if ((action === "refund" || action === "return" || action === "unrecovered") && tx.phase === "HELD") {
    if (action === "unrecovered") {
      src.total -= q.total;
      addSum(m, q.sending, -q.total);
      touched.set(src.id, "money.unrecovered");
    } else {
      src.available += q.total;
      touched.set(src.id, "money.refund");
    }
    tx.phase = "CLOSED";
  } else if (action === "return" && tx.phase === "SETTLED") {
    src.available += q.total;
    src.total += q.total;
    if (creditFee) {
      fee!.available -= creditFee;
      fee!.total -= creditFee;
      touched.set(fee!.id, "money.return");
    }
    if (dest) {
      dest.available -= q.receivingAmount;
      dest.total -= q.receivingAmount;
      touched.set(dest.id, "money.return");
    }
    addSum(m, q.sending, q.total - creditFee);
    if (dest) addSum(m, q.receiving, -q.receivingAmount);
    touched.set(src.id, "money.return");
    tx.phase = "CLOSED";
  }
}

/** Apply every step due by `nowMs`. */
export function applyDue(m: MoneyModel, nowMs: number, touched: Map<string, MoneyRule>): void {
  for (const tx of m.txs) {
    // Every step of the plan lands in order (a bank return moves a COMPLETED payout to FAILED).
    while (tx.applied < tx.steps.length && tx.startMs + tx.steps[tx.applied].atMs <= nowMs) {
      const step = tx.steps[tx.applied++];
      applyMoney(m, tx, step.money, touched);
      tx.status = step.status;
      tx.failureReason = step.failureReason;
    }
  }
}

/** Steps due in (from, to]: an observation over that window could see either side. */
export function dueWithin(m: MoneyModel, from: number, to: number): number[] {
  const out: number[] = [];
  for (const tx of m.txs) {
    for (let i = tx.applied; i < tx.steps.length; i++) {
      const due = tx.startMs + tx.steps[i].atMs;
      if (due > from && due <= to) out.push(due);
    }
  }
  return out;
}
