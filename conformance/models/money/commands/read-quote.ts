/**
 * GET /quotes/{quoteId}: the quote as the model has it. The amounts, fees, rate,
 * currencies and expiresAt it was created with and, once executed (or paid with
 * /sandbox/send), the transactionId of that execution (live getQuoteById: "if the quote has
 * been settled, it will include the transaction ID"); a quote neither executed, paid nor
 * expired reads PROCESSING (the description's Quote: PROCESSING on a created quote); an
 * executed or paid one, and one past its expiresAt, read as the designed quote states say
 * (spec/rules/quotes.yaml through quoteMove: COMPLETED, EXPIRED); each move read back is
 * noted as the quote table's row.
 */
import { IndexedCommand } from "../../shared/command.js";
import { quoteMove } from "../../../../contract/rules/money-states.js";
import { answered } from "../../../client/answer.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { enc, type ModelQuote, type ModelTx, type MoneyModel, type MoneyReal } from "../model.js";
import type { Json } from "../../../contract/json.js";

/** Too close to expiresAt to say which side of it a read falls on (ms). */
const MARGIN_MS = 2_000;

/**
 * The status a read of `q` at `nowMs` must show, and the rule that says so; undefined when too
 * close to call. `tx`: the model's transaction of an executed or paid quote (a quote follows its
 * payment when it fails: spec/rules/quotes.yaml `transactionFailed`).
 */
export function expectedQuoteStatus(
  q: ModelQuote,
  nowMs: number,
  tx?: Pick<ModelTx, "status" | "steps" | "applied">,
): { status: string; rule: string } | undefined {
  const realtime = q.origin === "realtime";
  // A real-time-funded quote holds its transaction (waiting for the funds) from its creation.
  const txStatus = realtime ? "PENDING" : undefined;
  if (realtime ? q.paid : q.executed) {
    const to = quoteMove("PROCESSING", realtime ? "fund" : "execute", txStatus);
    if (!to) return undefined;
    if (tx?.status === "FAILED") {
      const failed = quoteMove(to, "transactionFailed", "FAILED");
      return failed ? { status: failed, rule: "money.quote-status" } : undefined;
    }
    // A failure still to come may land between the model's last step and this read: too close to call.
    if (!tx || tx.steps.slice(tx.applied).some((st) => st.status === "FAILED")) return tx ? undefined : { status: to, rule: "money.quote-status" };
    return { status: to, rule: "money.quote-status" };
  }
  if (Math.abs(nowMs - q.expiresAtMs) < MARGIN_MS) return undefined;
  if (nowMs < q.expiresAtMs) return { status: "PROCESSING", rule: "money.quote-read-status" };
  const to = quoteMove("PROCESSING", "expire", txStatus);
  return to ? { status: to, rule: "money.quote-status" } : undefined;
}

const SAME = ["id", "totalSendingAmount", "totalReceivingAmount", "feesIncluded", "platformFeesIncluded", "exchangeRate"] as const;

/** What a read of the quote changed from its creation (the fields that must stay as created). */
function changed(created: Json, got: Json): string[] {
  const out: string[] = [];
  for (const k of SAME)
    if (created?.[k] !== undefined && got?.[k] !== created[k]) out.push(`${k} ${JSON.stringify(got?.[k])} (created ${JSON.stringify(created[k])})`);
  for (const k of ["sendingCurrency", "receivingCurrency"])
    if (created?.[k]?.code !== undefined && got?.[k]?.code !== created[k].code) out.push(`${k} ${got?.[k]?.code} (created ${created[k].code})`);
  if (created?.expiresAt && Date.parse(got?.expiresAt) !== Date.parse(created.expiresAt))
    out.push(`expiresAt ${got?.expiresAt} (created ${created.expiresAt})`);
  return out;
}

/**
 * Read the quote back after `after` (its creation, execution, payment, expiry) and check it
 * against the model. `atMs`: the platform's time as the caller knows it (a quote executed or
 * paid needs none; otherwise the platform's clock is read).
 */
export async function readBack(r: MoneyReal, q: ModelQuote, after: string, atMs?: number, m?: MoneyModel): Promise<void> {
  const { s, client } = r;
  const settled = q.origin === "realtime" ? q.paid : q.executed;
  const nowMs = settled ? 0 : Number.isFinite(atMs) ? atMs! : await r.now();
  const res = await client.call("GET", `/quotes/${enc(q.id)}`);
  s.expect(res.status === 200, "money.quote-read", `GET /quotes/${q.id} after ${after} answered ${answered(res)}`, 200, answered(res));
  if (res.status !== 200) return;
  const diffs = changed(q.created, res.body);
  s.expect(diffs.length === 0, "money.quote-read", `the quote read after ${after} differs from the one created: ${diffs.join("; ")}`, q.created, res.body);
  const txId = q.origin === "realtime" ? q.paid?.txId : q.executed?.txId;
  if (txId)
    s.expect(
      res.body?.transactionId === txId,
      "money.quote-read",
      `the quote read after ${after} names transaction ${res.body?.transactionId}, not ${txId} (its execution's)`,
      txId,
      res.body?.transactionId,
    );
  const want = expectedQuoteStatus(
    q,
    nowMs,
    m?.txs.find((t) => t.quote === q),
  );
  if (!want) return;
  s.expect(
    res.body?.status === want.status,
    want.rule,
    `the quote read after ${after} is ${res.body?.status}, expected ${want.status}`,
    want.status,
    res.body?.status,
  );
  // The move read back (a real-time-funded quote holds its transaction while PROCESSING).
  // A quote that followed its failed payment moved on from where its execution (or payment) left it.
  const from =
    want.status === "FAILED"
      ? (quoteMove("PROCESSING", q.origin === "realtime" ? "fund" : "execute", q.origin === "realtime" ? "PENDING" : undefined) ?? "PROCESSING")
      : "PROCESSING";
  if (res.body?.status === want.status && (want.status !== "PROCESSING" || (q.origin === "realtime" && !!res.body?.transactionId)))
    s.transition(MACHINE.quote, from, want.status);
}

/** A read of any quote of the model (executed or not, paid or not, expired or not). */
export class ReadQuote extends IndexedCommand<MoneyModel, MoneyReal, ModelQuote> {
  protected readonly items = (m: Readonly<MoneyModel>) => [...m.quotes, ...m.realtime];
  async run(m: MoneyModel, r: MoneyReal) {
    await readBack(r, this.item(m), "the model's last step", undefined, m);
  }
  toString() {
    return `readQuote(#${this.index})`;
  }
}
