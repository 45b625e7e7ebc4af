/**
 * POST /quotes/{id}/execute (with or without Idempotency-Key): expired -> 400
 * QUOTE_EXPIRED; source short of available balance -> 400 INSUFFICIENT_FUNDS; already
 * executed -> 409 (or, with the same key, the first answer replayed); else 200 with the
 * executed quote naming its `transactionId` (the transaction read with GET
 * /transactions/{id}), the total held on the source and the outcome plan of the
 * destination's suffix started (`002` fails within the call, refunded). The quote is read
 * back after an execution and after expiry. An executed quote executed again (without its
 * key, or with another) answers 409 and debits nothing more: the source's balances after it
 * are checked under `money.no-double-debit`.
 */
import { IndexedCommand } from "../../shared/command.js";
import { account, applyDue, enc, observe, planOf, type ModelQuote, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { answered } from "../../../client/answer.js";
import { readBack } from "./read-quote.js";
import type { Json } from "../../../contract/json.js";

export class Execute extends IndexedCommand<MoneyModel, MoneyReal, ModelQuote, { withKey: boolean; reuseKey: boolean }> {
  protected readonly items = (m: Readonly<MoneyModel>) => m.quotes;
  async run(m: MoneyModel, r: MoneyReal) {
    const { s, client } = r;
    const q = this.item(m);
    const src = account(m, q.sourceId)!;
    const key = this.params.withKey
      ? this.params.reuseKey && q.executed?.key
        ? q.executed.key
        : `conf-exec-${++m.keySeq}-${Date.now().toString(36)}`
      : undefined;
    const before = await r.now();
    const res = await client.call("POST", `/quotes/${enc(q.id)}/execute`, { headers: key ? { "idempotency-key": key } : {} });
    const what = `executing a quote of ${q.total} ${q.sending} (available ${src.available})`;
    if (q.executed) {
      if (key && key === q.executed.key) {
        s.expect(
          res.status === 200 && JSON.stringify(res.body) === JSON.stringify(q.executed.body),
          "idempotency.replay",
          `re-executing with the same Idempotency-Key did not replay the first answer (${res.status})`,
          q.executed.body,
          res.body,
        );
      } else {
        s.expect(
          res.status === 409,
          "money.execute-once",
          `executing an already executed quote ${key ? "with another Idempotency-Key" : "without its Idempotency-Key"} answered ${answered(res)}`,
          409,
          answered(res),
        );
      }
      // Whatever the answer, the quote's total was debited once: the source keeps the model's balances.
      await observe(m, r, new Map<string, MoneyRule>([[src.id, "money.no-double-debit"]]));
      await readBack(r, q, "a repeated execution", undefined, m);
      return;
    }
    if (before >= q.expiresAtMs) {
      s.expect(
        res.status === 400 && res.body?.code === "QUOTE_EXPIRED",
        "money.quote-expired",
        `${what} after its expiresAt answered ${answered(res)}`,
        "400 QUOTE_EXPIRED",
        `${answered(res)}`,
      );
      await observe(m, r);
      await readBack(r, q, "its expiry", before, m);
      return;
    }
    if (src.available < q.total) {
      s.expect(
        res.status === 400 && res.body?.code === "INSUFFICIENT_FUNDS",
        "money.insufficient-funds",
        `${what} answered ${answered(res)}`,
        "400 INSUFFICIENT_FUNDS",
        `${answered(res)}`,
      );
      await observe(m, r);
      return;
    }
    s.expect(res.status === 200, "money.execute", `${what} answered ${res.status}: ${JSON.stringify(res.body)}`, 200, res.status);
    const txId: string = res.body?.transactionId;
    s.expect(
      res.body?.id === q.id && typeof txId === "string",
      "money.execute",
      `${what} answered ${JSON.stringify(res.body).slice(0, 200)}: not the executed quote with its transactionId`,
      `the quote ${q.id} with its transactionId`,
      res.body,
    );
    q.executed = { txId, key, body: res.body };
    src.available -= q.total;
    const touched = new Map<string, MoneyRule>([[src.id, "money.hold"]]);
    const read = await client.call("GET", `/transactions/${enc(txId)}`);
    const tx = {
      id: txId,
      quote: q,
      status: "PROCESSING",
      // The plan runs from the execution: a transaction may exist from the quote's creation
      // (live), so its createdAt can be earlier; the executed quote's updatedAt, or the
      // transaction's while still PROCESSING, is the execution's instant.
      startMs: executedAt(res.body, read.body),
      steps: planOf(q),
      applied: 0,
      phase: "HELD" as const,
    };
    m.txs.push(tx);
    applyDue(m, tx.startMs, touched);
    s.expect(read.status === 200, "money.transaction", `GET /transactions/${txId} of the executed quote answered ${answered(read)}`, 200, read.status);
    s.transition("transaction.status", "(executed)", tx.status);
    await observe(m, r, touched);
    await readBack(r, q, "its execution", undefined, m);
  }
  toString() {
    return `execute(#${this.index}${this.params.withKey ? (this.params.reuseKey ? ", same key" : ", key") : ""})`;
  }
}

/** The instant a quote was executed, as the answers show it (the transaction's createdAt when nothing later is given). */
function executedAt(quote: Json | undefined, tx: Json | undefined): number {
  for (const v of [quote?.updatedAt, tx?.status === "PROCESSING" ? tx?.updatedAt : undefined, tx?.createdAt]) {
    const t = Date.parse(String(v ?? ""));
    if (Number.isFinite(t)) return t;
  }
  return NaN;
}
