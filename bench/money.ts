/** Section 2 of the bench: money movement (quote + execute pairs). */
import autocannon from "autocannon";
import { randomUUID } from "node:crypto";
import { AUTH, DURATION, VERSION, WARMUP } from "./lib/processes.js";
import { json, why, type AcOpts } from "./lib/load.js";
import { skipper } from "./sections.js";

/** (a) quote-and-execute pairs/s on the simulator. */
export async function money(simBase: string, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[2] money movement: quote + execute pairs`);
  const skip = skipper(report, "money");
  const accounts = await json(simBase + "/platform/internal-accounts?currency=USD");
  if (accounts.status !== 200) return skip(why("GET /platform/internal-accounts", accounts));
  const account = (accounts.body?.data ?? [])[0];
  if (!account?.id) return skip("the platform has no USD internal account to fund");
  const fund = await json(simBase + `/sandbox/internal-accounts/${encodeURIComponent(account.id)}/fund`, {
    method: "POST",
    body: JSON.stringify({ amount: 1_000_000_000_000 }),
  });
  if (fund.status !== 200) return skip(why("POST /sandbox/internal-accounts/{id}/fund", fund));
  const quoteBody = JSON.stringify({
    source: { sourceType: "ACCOUNT", accountId: account.id },
    destination: { destinationType: "UMA_ADDRESS", umaAddress: "$success.eur@uma.sandbox.example", currency: "EUR" },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 1000,
  });
  const q = await json(simBase + "/quotes", { method: "POST", body: quoteBody });
  if (q.status !== 201 || !q.body?.id) return skip(why("POST /quotes", q));
  const x = await json(simBase + `/quotes/${encodeURIComponent(q.body.id)}/execute`, { method: "POST", headers: { "idempotency-key": randomUUID() } });
  if (x.status !== 200 && x.status !== 202) return skip(why("POST /quotes/{id}/execute", x));

  const headers = { authorization: AUTH, "content-type": "application/json" };
  let pairs = 0;
  let failed = 0;
  const opts = (count: boolean): AcOpts => ({
    url: simBase,
    connections: 20,
    requests: [
      {
        method: "POST",
        path: `${VERSION}/quotes`,
        headers,
        body: quoteBody,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer of the server under test, read before (or while) checking it against the contract
        onResponse: (status, body, context: any) => {
          context.quoteId = status === 201 ? JSON.parse(body).id : undefined;
        },
      },
      {
        method: "POST",
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON answer of the server under test, read before (or while) checking it against the contract
        setupRequest: (req, context: any) =>
          context.quoteId
            ? { ...req, path: `${VERSION}/quotes/${encodeURIComponent(context.quoteId)}/execute`, headers: { ...headers, "idempotency-key": randomUUID() } }
            : // eslint-disable-next-line @typescript-eslint/no-explicit-any -- autocannon's setupRequest skips a request by answering undefined, which its type does not admit
              (undefined as any),
        onResponse: (status) => {
          if (!count) return;
          if (status === 200 || status === 202) pairs++;
          else failed++;
        },
      },
    ],
  });
  await autocannon({ ...opts(false), duration: WARMUP });
  const r = await autocannon({ ...opts(true), duration: DURATION });
  const row = {
    pairsPerSecond: Math.round(pairs / r.duration),
    pairs,
    failedExecutes: failed,
    requestP50: r.latency.p50,
    requestP99: r.latency.p99,
    connections: 20,
  };
  console.log(
    `  ${row.pairsPerSecond} completed pairs/s (${pairs} pairs, ${failed} failed executes; request p50 ${row.requestP50} ms, p99 ${row.requestP99} ms, 20 connections)`,
  );
  report.money = row;
}
