/**
 * POST /transfer-out without `amount`: the live service's "full balance" transfer. It moves
 * the source's whole available balance (the model's prediction of it) to a USD external
 * account: 201 with a transaction whose sent amount is that balance, held on the source,
 * then the external-account table's outcome for the destination
 * (spec/rules/sandbox-external-accounts.yaml `paymentOutcomes`). Nothing available: 400
 * INSUFFICIENT_FUNDS; above the corridor's single-transaction maximum: 400
 * TRANSACTION_SIZE_LIMIT_EXCEEDED.
 */
import { Command } from "../../shared/command.js";
import { account, applyDue, observe, type ModelQuote, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { destination } from "./create-quote.js";
import { answered } from "../../../client/answer.js";
import { fxRules, sandboxPayoutRules, type OutcomeStep } from "../../../../contract/rules/money.js";
import { loadSandboxExternalAccountRules } from "../../../../contract/rules/external-accounts.js";

/** The destination's suffix: the table's default outcome (a transfer that settles). */
const SUFFIX = "789";

/** The outcome steps of a payout to an external account whose identifier ends in `suffix` (the external-account table). */
export function transferPlan(suffix: string): OutcomeStep[] {
  const table = loadSandboxExternalAccountRules().paymentOutcomes;
  const payout = sandboxPayoutRules();
  const o = table[suffix] ?? table.default;
  if (o.result !== "FAILED") return [{ atMs: payout.processingMs, status: "COMPLETED", money: "settle" }];
  const failureReason = payout.externalAccountOutcomeReasons[o.failureReason ?? ""] ?? o.failureReason;
  if (o.immediate) return [{ atMs: 0, status: "FAILED", failureReason, money: "refund" }];
  if (o.pendingMs)
    return [
      { atMs: 0, status: "PENDING" },
      { atMs: o.pendingMs, status: "FAILED", failureReason, money: "refund" },
    ];
  return [{ atMs: payout.processingMs, status: "FAILED", failureReason, money: "refund" }];
}

export class TransferAll extends Command<MoneyModel, MoneyReal> {
  check(m: Readonly<MoneyModel>) {
    return m.txs.length < 24;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const { s, client } = r;
    const src = m.accounts.find((a) => a.owner === "A" && a.currency === "USD");
    if (!src) return;
    const destId = await destination(m, r, "USD", SUFFIX);
    // With an Idempotency-Key, which the closing refusals reuse on another request (409 DUPLICATE_PAY_REQUEST).
    const key = `conf-out-${++m.keySeq}-${Date.now().toString(36)}`;
    const res = await client.call("POST", "/transfer-out", {
      body: { source: { accountId: src.id }, destination: { accountId: destId } },
      headers: { "idempotency-key": key },
    });
    const what = `a transfer-out without amount from ${src.id} (available ${src.available} USD)`;
    const cap = fxRules().limits.corridorMaxAmount.USD;
    const refusal = src.available <= 0 ? "INSUFFICIENT_FUNDS" : cap !== undefined && src.available > cap ? "TRANSACTION_SIZE_LIMIT_EXCEEDED" : undefined;
    if (refusal) {
      s.expect(
        res.status === 400 && res.body?.code === refusal,
        "money.transfer-full-balance",
        `${what} answered ${answered(res)}`,
        `400 ${refusal}`,
        answered(res),
      );
      await observe(m, r);
      return;
    }
    s.expect(res.status === 201, "money.transfer-full-balance", `${what} answered ${answered(res)}`, 201, res.status);
    const sent = res.body?.sentAmount?.amount;
    s.expect(sent === src.available, "money.transfer-full-balance", `${what} moved ${sent} USD, not the whole available balance`, src.available, sent);
    if (res.status !== 201 || typeof res.body?.id !== "string") return;
    m.transferKey = key;
    const amount = src.available;
    // A transfer priced like a quote without fees: its total is what it moves.
    const asQuote: ModelQuote = {
      id: `transfer ${res.body.id}`,
      sourceId: src.id,
      destId,
      destKind: "external",
      suffix: SUFFIX,
      sending: "USD",
      receiving: "USD",
      total: amount,
      fees: 0,
      platformFees: 0,
      receivingAmount: amount,
      expiresAtMs: Number.POSITIVE_INFINITY,
    };
    account(m, src.id)!.available -= amount;
    const touched = new Map<string, MoneyRule>([[src.id, "money.hold"]]);
    const tx = {
      id: res.body.id as string,
      quote: asQuote,
      status: "PROCESSING",
      startMs: Date.parse(res.body.createdAt),
      steps: transferPlan(SUFFIX),
      applied: 0,
      phase: "HELD" as const,
    };
    m.txs.push(tx);
    applyDue(m, tx.startMs, touched);
    await observe(m, r, touched);
  }
  toString() {
    return "transferOut(no amount)";
  }
}
