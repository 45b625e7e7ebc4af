/**
 * `idempotency`: POST /quotes/{id}/execute with `Idempotency-Key` replays the first answer
 * (status and body) for the same key; concurrent executions of one quote (all with the
 * same key, or all without a key) create exactly one transaction and hold the amount
 * once; the same key used for a different pay request answers 409 (contract:
 * DUPLICATE_PAY_REQUEST). README: "Operations declaring Idempotency-Key replay the first
 * answer ...; concurrent duplicates wait for the first; the same key with another request
 * answers 409." POST /quotes too (live): the same key and body replay the first quote and
 * create nothing; with immediatelyExecute the source is debited once; another body is 409.
 */
import fc from "fast-check";
import type { CheckDefinition, Scenario } from "../../runner/types.js";
import { checkProperty } from "../../runner/property.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { setup } from "./index.js";
import { enc, type MoneyModel, type MoneyReal } from "./model.js";
import type { Json } from "../../contract/json.js";
import { answered } from "../../client/answer.js";
import { IDEMPOTENCY_RULES } from "./rules.js";

async function fundedQuote(m: MoneyModel, r: MoneyReal, amount: number): Promise<{ quoteId: string; sourceId: string }> {
  const src = m.accounts.find((a) => a.owner === "A" && a.currency === "USD")!;
  const dest = m.accounts.find((a) => a.owner === "B" && a.currency === "USD") ?? m.accounts.find((a) => a.owner === "B")!;
  const f = await r.client.call("POST", `/sandbox/internal-accounts/${enc(src.id)}/fund`, { body: { amount: amount * 3 } });
  r.s.expect(f.status === 200, "setup", `funding answered ${f.status}`);
  const q = await r.client.call("POST", "/quotes", {
    body: {
      source: { sourceType: "ACCOUNT", accountId: src.id },
      destination: { destinationType: "ACCOUNT", accountId: dest.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: amount,
    },
  });
  r.s.expect(q.status === 201, "setup", `POST /quotes answered ${q.status}: ${JSON.stringify(q.body)}`);
  return { quoteId: q.body.id, sourceId: src.id };
}

/** POST /quotes with one key, twice, then immediatelyExecute with another key, twice; then the first key with another body. */
async function createReplays(s: Scenario, m: MoneyModel, r: MoneyReal): Promise<void> {
  const src = m.accounts.find((a) => a.owner === "A" && a.currency === "USD")!;
  const dest = m.accounts.find((a) => a.owner === "B" && a.currency === "USD") ?? m.accounts.find((a) => a.owner === "B")!;
  const f = await r.client.call("POST", `/sandbox/internal-accounts/${enc(src.id)}/fund`, { body: { amount: 20_000 } });
  r.s.expect(f.status === 200, "setup", `funding answered ${f.status}`);
  const body = {
    source: { sourceType: "ACCOUNT", accountId: src.id },
    destination: { destinationType: "ACCOUNT", accountId: dest.id },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 3_000,
  };
  const tag = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const before = await available(r, m.customers.A, src.id);
  const replayed = async (b: Json, key: string) => {
    const first = await r.client.call("POST", "/quotes", { body: b, headers: { "idempotency-key": key } });
    s.expect(first.status === 201, "idempotency.setup", `POST /quotes answered ${first.status}: ${JSON.stringify(first.body)}`);
    const again = await r.client.call("POST", "/quotes", { body: b, headers: { "idempotency-key": key } });
    s.expect(
      again.status === first.status && JSON.stringify(again.body) === JSON.stringify(first.body),
      "idempotency.create-replay",
      `repeating POST /quotes with the same Idempotency-Key and body answered ${again.status} ${JSON.stringify(again.body).slice(0, 200)}, not the first answer`,
      { status: first.status, body: first.body },
      { status: again.status, body: again.body },
    );
    return first.body;
  };
  const plain = await replayed(body, `conf-create-${tag}`);
  const paid = await replayed({ ...body, immediatelyExecute: true }, `conf-create-paid-${tag}`);
  const l = await r.client.call("GET", "/transactions", { query: { customerId: m.customers.A, limit: 100 } });
  s.expect(l.status === 200, "idempotency.list", `GET /transactions answered ${l.status}`);
  const quotes = new Set((l.body.data ?? []).map((t: Json) => t.quoteId).filter((q: unknown) => q !== undefined));
  const ours = new Set([plain.id, paid.id]);
  const foreign = [...quotes].filter((q) => !ours.has(q) && !m.quotes.some((mq) => mq.id === q));
  s.expect(foreign.length === 0, "idempotency.create-replay", `the replays created quotes ${foreign.join(", ")}`, [], foreign);
  const after = await available(r, m.customers.A, src.id);
  s.expect(
    before - after === paid.totalSendingAmount,
    "idempotency.create-pays-once",
    `the source's available balance fell by ${before - after}; one immediately executed quote of ${paid.totalSendingAmount} moves exactly that`,
    paid.totalSendingAmount,
    before - after,
  );
  const other = await r.client.call("POST", "/quotes", {
    body: { ...body, lockedCurrencyAmount: 4_000 },
    headers: { "idempotency-key": `conf-create-${tag}` },
  });
  s.expect(
    other.status === 409,
    "idempotency.create-conflict",
    `the same Idempotency-Key with another body answered ${answered(other)}`,
    "409 CONFLICT",
    answered(other),
  );
}

async function transactionsOfQuote(r: MoneyReal, customerId: string, quoteId: string): Promise<Json[]> {
  const l = await r.client.call("GET", "/transactions", { query: { customerId, limit: 100 } });
  r.s.expect(l.status === 200, "idempotency.list", `GET /transactions answered ${l.status}`);
  return (l.body.data ?? []).filter((t: Json) => t.quoteId === quoteId);
}

async function available(r: MoneyReal, customerId: string, accountId: string): Promise<number> {
  const l = await r.client.call("GET", "/customers/internal-accounts", { query: { customerId, limit: 100 } });
  return l.body.data.find((a: Json) => a.id === accountId)?.balance.amount;
}

type ConcurrentCase = { parallel: number; amount: number; keyed: boolean };

async function concurrent(s: Scenario, m: MoneyModel, r: MoneyReal, { parallel, amount, keyed }: ConcurrentCase): Promise<void> {
  const { quoteId, sourceId } = await fundedQuote(m, r, amount);
  const before = await available(r, m.customers.A, sourceId);
  const key = `conf-conc-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const answers = await Promise.all(
    Array.from({ length: parallel }, () => r.client.call("POST", `/quotes/${enc(quoteId)}/execute`, { headers: keyed ? { "idempotency-key": key } : {} })),
  );
  const ok = answers.filter((a) => a.status === 200);
  s.expect(
    answers.every((a) => a.status < 500),
    "idempotency.no-5xx",
    `concurrent executions answered ${answers.map((a) => a.status).join(", ")}`,
  );
  if (keyed) {
    s.expect(
      ok.length === parallel,
      "idempotency.concurrent-same-key",
      `${parallel} concurrent executions with one Idempotency-Key answered ${answers.map((a) => a.status).join(", ")}; all must replay the first answer`,
      Array(parallel).fill(200),
      answers.map((a) => a.status),
    );
    s.expect(
      new Set(ok.map((a) => JSON.stringify(a.body))).size === 1,
      "idempotency.concurrent-same-key",
      "concurrent executions with one key answered different bodies",
      ok[0]?.body,
      ok.map((a) => a.body?.id),
    );
  } else {
    s.expect(
      ok.length === 1,
      "idempotency.concurrent-no-key",
      `${parallel} concurrent executions without a key: ${ok.length} succeeded (${answers.map((a) => a.status).join(", ")}); exactly one may`,
      1,
      ok.length,
    );
    s.expect(
      answers.filter((a) => a.status !== 200).every((a) => a.status === 409),
      "idempotency.concurrent-no-key",
      `the other executions answered ${answers.map((a) => a.status).join(", ")}`,
      409,
      answers.map((a) => a.status),
    );
  }
  const txs = await transactionsOfQuote(r, m.customers.A, quoteId);
  s.expect(
    txs.length === 1,
    keyed ? "idempotency.concurrent-same-key" : "idempotency.concurrent-no-key",
    `${parallel} concurrent executions of one quote created ${txs.length} transactions`,
    1,
    txs.length,
  );
  const after = await available(r, m.customers.A, sourceId);
  s.expect(
    before - after === amount,
    "idempotency.held-once",
    `the source's available balance fell by ${before - after}; one execution of ${amount} moves exactly that`,
    amount,
    before - after,
  );
}

export const idempotencyCheck: CheckDefinition = {
  id: "idempotency",
  area: "Cross-Currency Transfers",
  kind: "state-machine",
  rule: "Idempotency-Key on execute and on POST /quotes: the same key replays the first answer; concurrent duplicates (same key, or no key) create exactly one transaction; the same key on another request answers 409.",
  rules: IDEMPOTENCY_RULES,
  async run(ctx) {
    const names = [
      "same key replays the first answer",
      "same key on another quote answers 409",
      "concurrent executions of one quote",
      "POST /quotes with the same key replays and pays once",
    ];
    if (!ctx.hasPlatform("regulated")) {
      for (const n of names) ctx.skipCase(n, ctx.missingPlatform("regulated"));
      return;
    }
    const p = await ctx.platform("regulated");
    if (!(await skipUnlessImplemented(ctx, p, { method: "GET", path: "/platform/internal-accounts" }, names, "quotes"))) return;
    const fresh = async (s: Scenario) => setup(ctx, await ctx.platform("regulated", true), s);
    await ctx.runCase(
      names[0],
      async (s) => {
        const { model, real } = await fresh(s);
        const { quoteId } = await fundedQuote(model, real, 5_000);
        const key = `conf-replay-${Date.now().toString(36)}`;
        const first = await real.client.call("POST", `/quotes/${enc(quoteId)}/execute`, { headers: { "idempotency-key": key } });
        s.expect(first.status === 200, "idempotency.setup", `executing answered ${first.status}: ${JSON.stringify(first.body)}`);
        for (let i = 0; i < 2; i++) {
          const again = await real.client.call("POST", `/quotes/${enc(quoteId)}/execute`, { headers: { "idempotency-key": key } });
          s.expect(
            again.status === first.status && JSON.stringify(again.body) === JSON.stringify(first.body),
            "idempotency.replay",
            `repeating execute with the same Idempotency-Key answered ${again.status} ${JSON.stringify(again.body).slice(0, 200)}, not the first answer`,
            { status: first.status, body: first.body },
            { status: again.status, body: again.body },
          );
        }
        const txs = await transactionsOfQuote(real, model.customers.A, quoteId);
        s.expect(txs.length === 1, "idempotency.replay", `replays created ${txs.length} transactions`, 1, txs.length);
        const without = await real.client.call("POST", `/quotes/${enc(quoteId)}/execute`);
        s.expect(without.status === 409, "money.execute-once", `executing an executed quote without the key answered ${without.status}`, 409, without.status);
      },
      { operationKey: "POST /quotes/{quoteId}/execute" },
    );
    await ctx.runCase(
      names[1],
      async (s) => {
        const { model, real } = await fresh(s);
        const a = await fundedQuote(model, real, 4_000);
        const b = await fundedQuote(model, real, 6_000);
        const key = `conf-reuse-${Date.now().toString(36)}`;
        const first = await real.client.call("POST", `/quotes/${enc(a.quoteId)}/execute`, { headers: { "idempotency-key": key } });
        s.expect(first.status === 200, "idempotency.setup", `executing answered ${first.status}`);
        const other = await real.client.call("POST", `/quotes/${enc(b.quoteId)}/execute`, { headers: { "idempotency-key": key } });
        s.expect(
          other.status === 409,
          "idempotency.key-reuse-409",
          `the same Idempotency-Key on another quote answered ${answered(other)}`,
          "409 DUPLICATE_PAY_REQUEST",
          `${answered(other)}`,
        );
        // The quote's transaction may exist from its creation (live: PENDING until executed); the refusal moves none.
        const moved = (await transactionsOfQuote(real, model.customers.A, b.quoteId)).filter((t) => t.status !== "PENDING");
        s.expect(moved.length === 0, "idempotency.key-reuse-409", `the refused request moved ${moved.length} transactions past PENDING`, 0, moved.length);
      },
      { operationKey: "POST /quotes/{quoteId}/execute" },
    );
    await ctx.runCase(
      names[2],
      async (s) => {
        // Both kinds once, then random ones.
        for (const keyed of [true, false]) {
          const { model, real } = await fresh(s);
          await concurrent(s, model, real, { parallel: 3, amount: 2_500, keyed });
        }
        const arb = fc.record({ parallel: fc.integer({ min: 2, max: 6 }), amount: fc.integer({ min: 1_000, max: 50_000 }), keyed: fc.boolean() });
        await checkProperty(
          s,
          arb,
          async (c) => {
            const { model, real } = await fresh(s);
            await concurrent(s, model, real, c);
          },
          { runs: ctx.control ? Math.max(4, Math.ceil(s.runs / 2)) : 1 },
        );
      },
      { operationKey: "POST /quotes/{quoteId}/execute" },
    );
    await ctx.runCase(
      names[3],
      async (s) => {
        const { model, real } = await fresh(s);
        await createReplays(s, model, real);
      },
      { operationKey: "POST /quotes" },
    );
  },
};
