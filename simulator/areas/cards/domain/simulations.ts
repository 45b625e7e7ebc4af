/**
 * The sandbox card simulations beyond authorization, clearing and return (pure): the
 * messages that create a card transaction from an authorization body (credit
 * authorizations, their advice, single-message purchases and credits; spec/rules/cards.yaml
 * `messageSimulations`), an authorization advice (a changed authorized amount) and the
 * reversal of a return. Each gives the ledger legs it posts; the merchant side is the world
 * account `card-network`, as for purchases.
 */
import { cardRules, descriptorRule, type CardRules, type MessageSimulation } from "../../../../contract/rules/cards.js";
import { world, type Leg } from "../../money/service.js";
import { authorize, newCardTx, type AuthorizationInput, type AuthorizationResult, type Funding, type Outcome } from "./transactions.js";
import type { CardRecord, CardTxRecord } from "./types.js";
import { wrongState, type Refusal } from "./card.js";

const NETWORK = "card-network";

/** The issuer's token of a card transaction (the live service's `issuerTransactionToken`): derived from its id, so it is stable. */
export const issuerToken = (txId: string): string => txId.replace(/^Transaction:/, "");

const move = (from: string, to: string, currency: string, amount: number): Leg[] => [
  { account: from, bucket: "available", currency, amount: -amount },
  { account: to, bucket: "available", currency, amount },
];

const conflict = (tx: CardTxRecord, wanted: string): { refusal: Refusal } => ({
  refusal: wrongState(tx.id, `is a ${tx.status} ${tx.type}; only ${wanted}`),
});

const short = (what: string, amount: number, available: number): { refusal: Refusal } => ({
  refusal: { status: 400, code: "INSUFFICIENT_FUNDS", reason: `${what} needs ${amount} available, but the funding account holds only ${available}` },
});

/** A credit as the descriptor table decides it (spec/rules/cards.yaml `messageSimulations`): declined, pending, failed, or undefined to go on. */
function creditOutcome(
  sim: MessageSimulation,
  base: CardTxRecord,
  descriptor: string,
  r: CardRules,
): AuthorizationResult["tx"] | { pending: number } | undefined {
  if (!sim.descriptorOutcomes) return undefined;
  const rule = descriptorRule(descriptor, r);
  if (rule.outcome === "DECLINED") return { ...base, status: "DECLINED", cardDeclinedReason: rule.declinedReason };
  if (rule.outcome === "EXCEPTION") return { ...base, status: "EXCEPTION" };
  if (rule.outcome === "PENDING" && !sim.settles) return { pending: rule.confirmAfterMs! };
  return undefined;
}

/** A message simulation on `card` (a DEBIT draws on `funding`, chosen as for an authorization). */
export function messageTransaction(
  sim: MessageSimulation,
  card: CardRecord,
  input: AuthorizationInput,
  funding: Funding | undefined,
  now: Date,
  r: CardRules = cardRules(),
): AuthorizationResult {
  const cur = card.currency;
  if (sim.type === "DEBIT") {
    const decided = authorize(card, input, funding, now, r);
    const { tx } = decided;
    if (!sim.settles || (tx.status !== "AUTHORIZED" && tx.status !== "PENDING")) return decided;
    const settled: CardTxRecord = { ...tx, status: "SETTLED", settledAmount: input.amount };
    return { tx: settled, card: decided.card, legs: move(tx.accountId, world(NETWORK, cur), cur, input.amount) };
  }
  const iso = now.toISOString();
  const base = newCardTx(card, input, "CREDIT", "AUTHORIZED", iso);
  if (sim.declinable && !r.authorizableStatuses.includes(card.status))
    return { tx: { ...base, status: "DECLINED", cardDeclinedReason: "CARD_NOT_ACTIVE" }, card, legs: [] };
  const outcome = creditOutcome(sim, base, input.merchant.descriptor, r);
  if (outcome && "pending" in outcome) return { tx: { ...base, status: "PENDING" }, card, legs: [], confirmAfterMs: outcome.pending };
  if (outcome) return { tx: outcome, card, legs: [] };
  if (!sim.settles) return { tx: base, card, legs: [] };
  return { tx: { ...base, status: "SETTLED", settledAmount: input.amount }, card, legs: move(world(NETWORK, cur), card.fundingSource, cur, input.amount) };
}

const ADVISABLE = new Set(["AUTHORIZED", "CONFIRMED"]);
const CLEARABLE = ADVISABLE;

/** An authorization advice: the authorization now stands at `amount`; the hold follows it. */
export function advise(tx: CardTxRecord, amount: number, available: number, now: Date): Outcome<{ tx: CardTxRecord; legs: Leg[] }> {
  if (tx.type !== "DEBIT" || !ADVISABLE.has(tx.status)) return conflict(tx, "an AUTHORIZED or CONFIRMED DEBIT takes an advice");
  const delta = amount - (tx.authorizedAmount ?? 0);
  if (delta > available) return short(`raising the authorization by ${delta}`, delta, available);
  const legs: Leg[] = delta
    ? [
        { account: tx.accountId, bucket: "available", currency: tx.currency, amount: -delta },
        { account: tx.accountId, bucket: "held", currency: tx.currency, amount: delta },
      ]
    : [];
  return { ok: { tx: { ...tx, authorizedAmount: amount, updatedAt: now.toISOString() }, legs } };
}

/** Clear an AUTHORIZED credit: `amount` credited (SETTLED), or 0 voids it. */
export function clearCredit(tx: CardTxRecord, amount: number, now: Date): Outcome<{ tx: CardTxRecord; legs: Leg[] }> {
  if (tx.type !== "CREDIT" || !CLEARABLE.has(tx.status)) return conflict(tx, "an AUTHORIZED or CONFIRMED CREDIT can be cleared as a credit");
  const iso = now.toISOString();
  if (amount === 0) return { ok: { tx: { ...tx, status: "VOIDED", updatedAt: iso }, legs: [] } };
  return {
    ok: { tx: { ...tx, status: "SETTLED", settledAmount: amount, updatedAt: iso }, legs: move(world(NETWORK, tx.currency), tx.accountId, tx.currency, amount) },
  };
}

/** Reverse a return (a SETTLED credit): the money leaves the account again, the credit is VOIDED, the purchase may be refunded again. */
export function reverseReturn(
  credit: CardTxRecord,
  purchase: CardTxRecord | undefined,
  available: number,
  now: Date,
): Outcome<{ credit: CardTxRecord; purchase?: CardTxRecord; legs: Leg[] }> {
  if (credit.type !== "CREDIT" || credit.status !== "SETTLED") return conflict(credit, "a SETTLED CREDIT (a return) can be reversed");
  const amount = credit.settledAmount ?? 0;
  if (amount > available) return short("reversing the return", amount, available);
  const iso = now.toISOString();
  return {
    ok: {
      credit: { ...credit, status: "VOIDED", updatedAt: iso },
      purchase: purchase && { ...purchase, refunded: Math.max(0, purchase.refunded - amount), updatedAt: iso },
      legs: move(credit.accountId, world(NETWORK, credit.currency), credit.currency, amount),
    },
  };
}
