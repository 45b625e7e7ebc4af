/**
 * Property: money invariants under random sequences of fund, quote + execute (payouts by
 * sandbox suffix, internal transfers), clock advances and cancels. After every step:
 * no negative balance, every posting balanced, API balances = ledger, and the customers'
 * USD total = funded - delivered payouts - unrecovered (007) (same-currency, fee-free).
 */
import { afterAll, beforeAll, expect, test } from "vitest";
import fc from "fast-check";
import { account, customer, fund, quote, startEnv, usdExternal, type Env } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(async () => env?.close());

type Cmd =
  | { k: "fund"; who: number; amount: number }
  | { k: "payout"; who: number; suffix: string; amount: number; immediate: boolean }
  | { k: "transfer"; who: number; amount: number }
  | { k: "advance"; seconds: number }
  | { k: "cancel"; pick: number };

const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  fc.record({ k: fc.constant("fund" as const), who: fc.nat(1), amount: fc.integer({ min: 100, max: 50_000 }) }),
  fc.record({
    k: fc.constant("payout" as const),
    who: fc.nat(1),
    suffix: fc.constantFrom("789", "002", "003", "004", "005", "006", "007"),
    amount: fc.integer({ min: 100, max: 30_000 }),
    immediate: fc.boolean(),
  }),
  fc.record({ k: fc.constant("transfer" as const), who: fc.nat(1), amount: fc.integer({ min: 100, max: 30_000 }) }),
  fc.record({ k: fc.constant("advance" as const), seconds: fc.constantFrom(1, 3, 31, 301, 400) }),
  fc.record({ k: fc.constant("cancel" as const), pick: fc.nat(20) }),
);

test("money is neither created nor destroyed", async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(cmd, { minLength: 1, maxLength: 12 }), async (cmds) => {
      const p = await env.platform();
      const rt = env.s.sim.platforms.get(p.platformId)!;
      const ids = [await customer(p), await customer(p)];
      const accts = [await account(p, ids[0]), await account(p, ids[1])];
      const exts: Record<string, string> = {};
      let funded = 0;
      const txIds: string[] = [];
      for (const c of cmds) {
        if (c.k === "fund") {
          await fund(p, accts[c.who].id, c.amount);
          funded += c.amount;
        } else if (c.k === "payout") {
          const key = `${c.who}:${c.suffix}`;
          exts[key] ??= await usdExternal(p, ids[c.who], c.suffix);
          const q = await quote(p, accts[c.who].id, exts[key], c.amount, { immediatelyExecute: c.immediate });
          if (q.status === 201 && !c.immediate) {
            const x = await p.post(`/quotes/${q.body.id}/execute`);
            if (x.status === 200) txIds.push(x.body.transactionId);
          } else if (q.status === 201) txIds.push(q.body.transactionId);
        } else if (c.k === "transfer") {
          const q = await quote(p, accts[c.who].id, accts[1 - c.who].id, c.amount, { immediatelyExecute: true });
          if (q.status === 201) txIds.push(q.body.transactionId);
        } else if (c.k === "advance") await p.advanceClock(c.seconds);
        else if (txIds.length) await p.post(`/transactions/${txIds[c.pick % txIds.length]}/cancel`);
        // Invariants.
        let total = 0;
        for (const a of accts) {
          const r = (await p.get(`/internal-accounts/${a.id}`)).body;
          const rec = rt.store.collection<any>("internalAccounts").get(a.id);
          expect(r.balance.amount).toBe(rec.available);
          expect(r.totalBalance.amount).toBe(rec.available + rec.held + rec.pending);
          for (const b of ["available", "held", "pending"]) expect(rec[b]).toBeGreaterThanOrEqual(0);
          total += r.totalBalance.amount;
        }
        for (const posting of rt.store.collection<any>("ledgerPostings").values()) {
          const sums: Record<string, number> = {};
          for (const l of posting.legs) sums[l.currency] = (sums[l.currency] ?? 0) + l.amount;
          for (const s of Object.values(sums)) expect(s).toBe(0);
        }
        let out = 0;
        for (const id of txIds) {
          const t = (await p.get(`/transactions/${id}`)).body;
          const payout = String(t.destination?.accountId ?? "").startsWith("ExternalAccount:");
          if (payout && (t.status === "COMPLETED" || t.failureReason === "PAYOUT_AND_REFUND_FAILED")) out += t.sentAmount.amount;
        }
        expect(total).toBe(funded - out);
      }
    }),
    { numRuns: 8, seed: 20251013, endOnFailure: true },
  );
}, 20_000);
