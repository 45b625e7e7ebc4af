/**
 * A real-time-funded quote paid with another amount than it asked, once per run: POST
 * /sandbox/send with `currencyAmount` one unit short of the quote's totalSendingAmount fails
 * the payment (live): the transaction FAILED with failureReason FUNDING_AMOUNT_MISMATCH, the
 * quote FAILED with it (spec/rules/quotes.yaml transactionFailed), nothing credited (the
 * observation after it sees any money moved).
 */
import { Command } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { answered } from "../../../client/answer.js";
import { enc, observe, type MoneyModel, type MoneyReal } from "../model.js";
import { realtimeQuote } from "./sandbox-send.js";
import { walkDue, markWalked } from "../refusals.js";

const RULE = "money.funding-mismatch";

export class FundingMismatch extends Command<MoneyModel, MoneyReal> {
  async run(m: MoneyModel, r: MoneyReal) {
    if (!walkDue(r.s, "fundingMismatch")) return;
    await this.walk(m, r);
    markWalked(r.s, "fundingMismatch");
  }

  private async walk(m: MoneyModel, r: MoneyReal) {
    const q = await realtimeQuote(m, r, 2_000);
    if (!q) return;
    // The model follows this quote here only: its other commands expect it unpaid.
    m.realtime = m.realtime.filter((x) => x !== q);
    const res = await r.client.call("POST", "/sandbox/send", { body: { quoteId: q.id, currencyCode: q.sending, currencyAmount: q.total - 1 } });
    const txId = q.created?.transactionId ?? res.body?.id;
    const tx = typeof txId === "string" ? await r.client.call("GET", `/transactions/${enc(txId)}`) : undefined;
    r.s.expect(
      res.status < 300 && tx?.body?.status === "FAILED" && tx?.body?.failureReason === "FUNDING_AMOUNT_MISMATCH",
      RULE,
      `paying ${q.total - 1} of a quote asking ${q.total} answered ${answered(res)}; its transaction reads ${tx?.body?.status ?? "nothing"} ${tx?.body?.failureReason ?? ""}`,
      "FAILED FUNDING_AMOUNT_MISMATCH",
      `${tx?.body?.status ?? ""} ${tx?.body?.failureReason ?? ""}`,
    );
    if (tx?.body?.status === "FAILED") r.s.transition(MACHINE.transaction, "PENDING", "FAILED");
    const quote = await r.client.call("GET", `/quotes/${enc(q.id)}`);
    r.s.expect(quote.body?.status === "FAILED", RULE, `the quote of a payment that failed reads ${quote.body?.status}`, "FAILED", quote.body?.status);
    if (quote.body?.status === "FAILED") r.s.transition(MACHINE.quote, "PROCESSING", "FAILED");
    await observe(m, r);
  }
  toString() {
    return "fundingMismatch()";
  }
}
