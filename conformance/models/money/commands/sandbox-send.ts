/**
 * A real-time-funded quote paid with POST /sandbox/send (the description: "a real-time-funded
 * quote is paid with /sandbox/send"): POST /quotes with a REALTIME_FUNDING source (the live
 * RealtimeFundingQuoteSource: currency, customerId) to the other customer's USD internal
 * account, read back; a payment in another currency (400 INVALID_CURRENCY) and one without
 * `currencyCode` (400, the live SandboxSendRequest requires it) move nothing; the payment
 * (200) moves what the quote says: the destination gains its receiving amount (the platform
 * fee lands on the platform's account); a second payment of the paid quote is refused (409
 * CONFLICT) and moves nothing; both checked by one observation under `money.sandbox-send`;
 * the quote read back names the paid transaction. `late`: the clock moved past expiresAt
 * first, then the payment: 400 QUOTE_EXPIRED and the quote reads EXPIRED (anything it moved
 * shows in the model's next observation of the destination).
 */
import { Command } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { applyDue, checkCurrencyAmount, enc, observe, planOf, type ModelQuote, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { answered } from "../../../client/answer.js";
import { readBack } from "./read-quote.js";

export class SandboxSend extends Command<MoneyModel, MoneyReal, { at: number; late: boolean }> {
  check(m: Readonly<MoneyModel>) {
    return m.realtime.length < 4;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const q = await realtimeQuote(m, r, 1_000 + Math.floor(this.params.at * 19_000));
    if (!q) return;
    const send = (body: Record<string, unknown>) => r.client.call("POST", "/sandbox/send", { body });
    const { s } = r;
    if (this.params.late) {
      const now = Date.parse(q.created?.createdAt);
      const after = await r.advance(Math.max(1, Math.ceil((q.expiresAtMs - (Number.isFinite(now) ? now : await r.now())) / 1000) + 1));
      const late = await send({ quoteId: q.id, currencyCode: q.sending });
      s.expect(
        late.status === 400 && late.body?.code === "QUOTE_EXPIRED",
        "money.sandbox-send-refusal",
        `paying a real-time-funded quote after its expiresAt answered ${answered(late)}`,
        "400 QUOTE_EXPIRED",
        answered(late),
      );
      // A payment the model expected refused was taken: the model cannot follow the money it moved.
      if (late.status < 300) throw new Error(`a payment of an expired quote was taken (${answered(late)})`);
      await readBack(r, q, "its expiry", after, m);
      await this.expiredTransaction(r, q);
      return;
    }
    const wrong = await send({ quoteId: q.id, currencyCode: q.sending === "EUR" ? "USD" : "EUR" });
    s.expect(
      wrong.status === 400 && wrong.body?.code === "INVALID_CURRENCY",
      "money.sandbox-send-refusal",
      `paying a ${q.sending} quote in another currency answered ${answered(wrong)}`,
      "400 INVALID_CURRENCY",
      answered(wrong),
    );
    // A payment the model expected refused was taken: the model cannot follow the money it moved.
    if (wrong.status < 300) throw new Error(`a payment in another currency than the quote's was taken (${answered(wrong)})`);
    const bare = await send({ quoteId: q.id });
    s.expect(bare.status === 400, "money.sandbox-send-input", `paying without currencyCode answered ${answered(bare)}`, 400, answered(bare));
    // A refused payment that moved money anyway shows in the observation after the payment
    // (the destination credited twice). The plan of an internal destination settles within the
    // payment: counted from the quote's creation, a moment before, it is due at once all the same.
    const created = Date.parse(q.created?.createdAt);
    const startMs = Number.isFinite(created) ? created : await r.now();
    const res = await send({ quoteId: q.id, currencyCode: q.sending });
    s.expect(
      res.status === 200,
      "money.sandbox-send",
      `paying a real-time-funded quote of ${q.total} ${q.sending} answered ${answered(res)}`,
      200,
      answered(res),
    );
    if (res.status !== 200) return;
    const txId: string = res.body?.id ?? q.created?.transactionId;
    if (res.body?.sentAmount) checkCurrencyAmount(s, "the paid transaction's sentAmount", res.body.sentAmount);
    q.paid = { txId };
    const tx = { id: txId, quote: q, status: "PROCESSING", startMs, steps: planOf(q), applied: 0 };
    m.txs.push({ ...tx, phase: "OUTSIDE" });
    const touched = this.untouched(m, q);
    applyDue(m, startMs, touched);
    await this.expectCredited(m, r, q);
    const again = await send({ quoteId: q.id, currencyCode: q.sending });
    s.expect(
      again.status === 409,
      "money.sandbox-send-refusal",
      `paying a real-time-funded quote already paid answered ${answered(again)}`,
      "409 CONFLICT",
      answered(again),
    );
    // The quote's receiving amount credited once: a second payment of a paid quote credits nothing more.
    await observe(m, r, touched);
    await readBack(r, q, "its payment", undefined, m);
  }

  /** The transaction of a real-time-funded quote past its expiresAt unpaid: EXPIRED with it (the designed transaction table). */
  private async expiredTransaction(r: MoneyReal, q: ModelQuote): Promise<void> {
    const txId = q.created?.transactionId;
    if (typeof txId !== "string") return;
    const tx = await r.client.call("GET", `/transactions/${enc(txId)}`);
    r.s.expect(
      tx.body?.status === "EXPIRED",
      "money.realtime-expiry",
      `the transaction of a real-time-funded quote past its expiresAt unpaid reads ${answered(tx)} ${tx.body?.status ?? ""}`,
      "EXPIRED",
      tx.body?.status,
    );
    if (tx.body?.status === "EXPIRED") r.s.transition(MACHINE.transaction, "PENDING", "EXPIRED");
  }

  /** The destination's balance right after the payment: the quote's receiving amount credited (before anything else is asked). */
  private async expectCredited(m: MoneyModel, r: MoneyReal, q: ModelQuote): Promise<void> {
    const dest = m.accounts.find((a) => a.id === q.destId)!;
    const l = await r.client.call("GET", "/customers/internal-accounts", { query: { customerId: m.customers.B, currency: q.receiving, limit: 100 } });
    const got = (l.body?.data ?? []).find((a: { id: string }) => a.id === dest.id)?.balance?.amount;
    r.s.expect(
      got === dest.available,
      "money.sandbox-send",
      `after paying a real-time-funded quote of ${q.total} ${q.sending} (receiving ${q.receivingAmount}), the destination holds ${got} available, expected ${dest.available}`,
      dest.available,
      got,
    );
  }

  /** The accounts a payment of `q` would credit, under the rule that says they must not change otherwise. */
  private untouched(m: MoneyModel, q: ModelQuote): Map<string, MoneyRule> {
    const ids = [q.destId, m.accounts.find((a) => a.owner === "platform" && a.currency === q.sending)?.id].filter((x): x is string => !!x);
    return new Map(ids.map((id) => [id, "money.sandbox-send"]));
  }

  toString() {
    return `sandboxSend(${(this.params.at * 100).toFixed(0)}%${this.params.late ? ", after expiresAt" : ""})`;
  }
}

/** POST /quotes from real-time funding to customer B's USD account; the model's quote, read back (PROCESSING with its transaction). */
export async function realtimeQuote(m: MoneyModel, r: MoneyReal, amount: number): Promise<ModelQuote | undefined> {
  const { s, client } = r;
  const dest = m.accounts.find((a) => a.owner === "B" && a.currency === "USD");
  if (!dest) return undefined;
  const res = await client.call("POST", "/quotes", {
    body: {
      source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId: m.customers.A },
      destination: { destinationType: "ACCOUNT", accountId: dest.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: amount,
    },
  });
  s.expect(res.status === 201, "money.quote", `a real-time-funded quote of ${amount} USD answered ${answered(res)}`, 201, answered(res));
  const b = res.body;
  s.expect(
    b?.totalSendingAmount === amount,
    "money.quote-amounts",
    `the SENDING side is ${b?.totalSendingAmount}, not the locked ${amount}`,
    amount,
    b?.totalSendingAmount,
  );
  const q: ModelQuote = {
    id: b.id,
    sourceId: "",
    destId: dest.id,
    destKind: "internal",
    origin: "realtime",
    sending: "USD",
    receiving: "USD",
    total: b.totalSendingAmount,
    fees: b.feesIncluded,
    platformFees: b.platformFeesIncluded,
    receivingAmount: b.totalReceivingAmount,
    expiresAtMs: Date.parse(b.expiresAt),
    created: b,
  };
  m.realtime.push(q);
  await readBack(r, q, "its creation", Date.parse(b.createdAt));
  return q;
}
