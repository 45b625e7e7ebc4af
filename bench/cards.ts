/**
 * Section of the bench: card authorization throughput (POST
 * /sandbox/cards/{id}/simulate/authorization, approved, each a ledger hold) next to
 * customer creation (POST /customers, 201 only), measured in interleaved rounds on the
 * same simulator so the ratio compares like with like. Setup: a regulated platform made
 * through /_sim, one approved cardholder, its USD account funded, one ACTIVE card.
 */
import { CONNECTIONS, DURATION, ROUNDS, VERSION, WARMUP } from "./lib/processes.js";
import { customerBodies, fmtRow, HEADER, is201, json, load, why, type AcOpts, type Row } from "./lib/load.js";
import { regulatedPlatform, skipper } from "./sections.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
export async function cards(simBase: string, doc: any, report: Record<string, unknown>): Promise<void> {
  console.log(`\n[cards] card authorization throughput next to customer creation (${CONNECTIONS} connections, ${ROUNDS} interleaved rounds)`);
  const skip = skipper(report, "cards");
  const platform = await regulatedPlatform(simBase, "bench-cards");
  if ("failed" in platform) return skip(platform.failed);
  const { auth, root } = platform;
  const call = (path: string, body?: unknown) =>
    json(simBase + path, { method: body === undefined ? "GET" : "POST", auth, body: body === undefined ? undefined : JSON.stringify(body) });
  const customer = await call("/customers", JSON.parse(customerBodies(doc)()));
  if (customer.status !== 201) return skip(why("POST /customers", customer));
  const accounts = await call(`/customers/internal-accounts?customerId=${encodeURIComponent(customer.body.id)}&currency=USD`);
  const account = accounts.body?.data?.[0];
  if (!account?.id) return skip(`the cardholder has no USD account (${customer.body.kycStatus})`);
  const funded = await call(`/sandbox/internal-accounts/${encodeURIComponent(account.id)}/fund`, { amount: 1_000_000_000_000 });
  if (funded.status !== 200) return skip(why("POST /sandbox/internal-accounts/{id}/fund", funded));
  const card = await call("/cards", { customerId: customer.body.id, form: "VIRTUAL", fundingSource: account.id });
  if (card.status !== 201) return skip(why("POST /cards", card));
  await json(root + "/_sim/clock/advance", { method: "POST", auth, body: JSON.stringify({ seconds: 5 }) });
  const path = `${VERSION}/sandbox/cards/${encodeURIComponent(card.body.id)}/simulate/authorization`;
  const authBody = JSON.stringify({ amount: 1, currency: { code: "USD" }, merchant: { descriptor: "BENCH COFFEE 001", mcc: "5814", country: "US" } });
  const probe = await json(simBase + path.slice(VERSION.length), { method: "POST", auth, body: authBody });
  if (probe.status !== 202 || probe.body?.status !== "AUTHORIZED")
    return skip(`the probe authorization answered ${probe.status} ${probe.body?.status ?? probe.body?.code}`);

  const headers = { authorization: auth, "content-type": "application/json" };
  const nextBody = customerBodies(doc);
  let declined = 0;
  const cases: { name: string; o: AcOpts; ok: (s: number) => boolean }[] = [
    {
      name: "sim   POST /customers (201 only)",
      o: {
        url: simBase,
        connections: CONNECTIONS,
        requests: [{ method: "POST", path: `${VERSION}/customers`, headers, setupRequest: (req) => ({ ...req, body: nextBody() }) }],
      },
      ok: is201,
    },
    {
      name: "sim   card authorization (approved)",
      o: {
        url: simBase,
        connections: CONNECTIONS,
        requests: [
          {
            method: "POST",
            path,
            headers,
            body: authBody,
            onResponse: (status, body) => {
              if (status === 202 && !body.includes('"AUTHORIZED"')) declined++;
            },
          },
        ],
      },
      ok: (s) => s === 202,
    },
  ];
  const per: Row[][] = cases.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < cases.length; i++) per[i].push(await load(cases[i].name, cases[i].o, cases[i].ok, DURATION / ROUNDS, round === 0 ? WARMUP : 0));
  }
  const rows = per.map((rs) => {
    const duration = rs.reduce((n, r) => n + r.seconds, 0);
    const ok = rs.reduce((n, r) => n + r.ok, 0);
    const nonOk = rs.reduce((n, r) => n + r.nonOk, 0);
    const statuses: Record<string, number> = {};
    for (const r of rs) for (const [k, v] of Object.entries(r.statuses)) statuses[k] = (statuses[k] ?? 0) + v;
    return {
      ...rs[0],
      statuses,
      rounds: rs.map((r) => ({ rps: r.rps, p50: r.p50, p99: r.p99 })),
      rps: Math.round(ok / duration),
      total: Math.round((ok + nonOk) / duration),
      ok,
      nonOk,
      p50: Math.round((rs.reduce((n, r) => n + r.p50, 0) / rs.length) * 10) / 10,
      p99: Math.max(...rs.map((r) => r.p99)),
      errors: rs.reduce((n, r) => n + r.errors, 0),
      seconds: duration,
    };
  });
  console.log(HEADER);
  for (const r of rows) console.log(fmtRow(r));
  const ratio = rows[0].rps ? rows[1].rps / rows[0].rps : 0;
  console.log(`  card authorizations / customer creations: ${ratio.toFixed(2)}x${declined ? ` (${declined} answered but not AUTHORIZED)` : ""}`);
  report.cards = { rows, authorizationsPerCustomerCreation: Math.round(ratio * 100) / 100, declined };
}
