// Child process of `npm run bench`: one server under test per process, run with plain
// node from the build (dist/), never through tsx. Prints one JSON line {"ready":...} on
// stdout once listening.
//
//   node bench/server.mjs sim  <port>   the simulator (not strict), platform bench/bench
//   node bench/server.mjs bare <port>   bare Express 5 routes: POST /customers echoing the parsed
//                                       body as a created customer, GET /fixed a fixed customer
//   node bench/server.mjs node <port>   plain node:http answering that fixed customer (reference)
//   node bench/server.mjs simdata <port> the simulator with the data directory $PAYSIM_BENCH_DATA_DIR
//   node bench/server.mjs seed <port>   the simulator with two extra platforms seeded
//                                       through the store (bench only, see below)
//
// Seeding (PAYSIM_BENCH_SEED="<customers>,<transactions>", default 100000,1000000) is a
// bench-only hook that lives here, outside the product's paths: it writes straight into
// one platform's TenantStore (collections "customers" and "transactions", with the
// indexes their areas declare), cloning objects the API itself produced (customers) or
// the spec's Transaction example, so the list handlers serve them as they would their own.
// A second platform gets 100 of each, for the "as fast as with 100" comparison.
// With an IPC channel, the process answers {cmd:"mem"} with process.memoryUsage().
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = (p) => pathToFileURL(join(root, "dist", p)).href;
const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);
const host = "127.0.0.1";

function ready(extra = {}) {
  process.stdout.write(JSON.stringify({ ready: true, pid: process.pid, ...extra }) + "\n");
}

// Exit through process.exit so `node --cpu-prof` writes its profile.
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(0));

if (process.send) {
  process.on("message", (m) => {
    if (m && m.cmd === "mem") {
      if (global.gc) global.gc();
      process.send({ mem: process.memoryUsage() });
    }
  });
  // The bench going away ends this process too.
  process.on("disconnect", () => process.exit(0));
}

if (kind === "node") {
  // Reference only: node:http with no framework (the ceiling under any framework). It
  // answers what the simulator answers to GET /customers/{id}: a stored customer of the
  // contract's example, the same JSON body size and content type.
  const { createServer } = await import("node:http");
  const body = JSON.stringify(await exampleCustomer());
  const s = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  s.keepAliveTimeout = 65_000;
  s.listen(port, host, () => ready());
} else if (kind === "bare") {
  // The least an Express 5 app does to take a customer: POST /customers parses the JSON body
  // (express.json()) and answers 201 with it, an id and timestamps added (the simulator's
  // answer, no validation and no storage). GET /fixed answers a fixed customer body.
  const { default: express } = await import("express");
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const fixed = JSON.stringify(await exampleCustomer());
  app.get("/fixed", (_req, res) => {
    res.setHeader("content-type", "application/json; charset=utf-8");
    res.end(fixed);
  });
  app.post("/customers", express.json(), (req, res) => {
    const now = new Date().toISOString();
    res.status(201).json({ id: `Customer:${randomUUID()}`, ...req.body, createdAt: now, updatedAt: now, kycStatus: "UNVERIFIED" });
  });
  const s = app.listen(port, host, () => ready());
  s.keepAliveTimeout = 65_000;
} else if (kind === "sim" || kind === "seed" || kind === "simdata") {
  const { createSimulator } = await import(dist("simulator/app.js"));
  const dataDir = kind === "simdata" ? process.env.PAYSIM_BENCH_DATA_DIR : undefined;
  // The area benches run tens of thousands of keyed requests (quote executions, mints) on
  // one platform within minutes: the live Idempotency-Key cap (10,000 per platform by
  // default, each key kept 24 h of platform time) is raised so they measure the hot path,
  // not the cap (past it, a new key answers 400 INVALID_INPUT naming maxIdempotencyKeys).
  const sim = createSimulator({
    warm: true,
    dataDir,
    defaultPlatform: { clientId: "bench", clientSecret: "bench" },
    limits: { maxIdempotencyKeys: 1_000_000 },
    log: () => {},
  });
  const { baseUrl } = await sim.listen(port, host);
  if (kind === "sim" || kind === "simdata") ready();
  else ready(await seed(sim, baseUrl));
} else {
  process.stderr.write(`bench/server.mjs: unknown kind ${kind}\n`);
  process.exit(2);
}

/** A customer as the simulator stores the contract's individual example (the bare servers' answer). */
async function exampleCustomer() {
  const { bundledSpec } = await import(dist("contract/spec.js"));
  const example = bundledSpec().paths["/customers"].post.requestBody.content["application/json"].examples.individual.value;
  const now = new Date().toISOString();
  return { id: `Customer:${randomUUID()}`, ...example, createdAt: now, updatedAt: now, kycStatus: "UNVERIFIED" };
}

/** The built module under dist/simulator that exports `name` (the areas' repositories move; the seed follows them). */
function moduleExporting(name) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith(".js") ? [join(dir, e.name)] : []));
  const re = new RegExp(`export (?:const|function) ${name}\\b`);
  const file = walk(join(root, "dist", "simulator")).find((f) => re.test(readFileSync(f, "utf8")));
  if (!file) throw new Error(`seed: no module under dist/simulator exports ${name}`);
  return pathToFileURL(file).href;
}

async function seed(sim, baseUrl) {
  const [nCustomers, nTransactions] = (process.env.PAYSIM_BENCH_SEED ?? "100000,1000000").split(",").map(Number);
  const { customersOf } = await import(moduleExporting("customersOf"));
  const { bundledSpec } = await import(dist("contract/spec.js"));
  const doc = bundledSpec();
  const examples = doc.paths["/customers"].post.requestBody.content["application/json"].examples;
  const txExample = doc.components.schemas.Transaction.example;
  if (global.gc) global.gc();
  const memBefore = process.memoryUsage();
  const t0 = performance.now();

  // Templates: one individual and one business customer created through the API itself.
  const auth = "Basic " + Buffer.from("bench:bench").toString("base64");
  const templates = {};
  for (const key of ["individual", "business"]) {
    const body = { ...examples[key].value, platformCustomerId: `tpl-${key}` };
    delete body.umaAddress;
    const r = await fetch(baseUrl + "/customers", {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (r.status !== 201) throw new Error(`seed: POST /customers answered ${r.status}: ${await r.text()}`);
    templates[key] = await r.json();
  }

  // Transactions go where the money area keeps them (its collection and its list index,
  // as saveTransaction does); before that area existed, a plain indexed collection.
  const TX_INDEXES = ["customerId", "platformCustomerId", "status", "type", "reference"];
  const money = await import(moduleExporting("txIndexOf")).catch(() => undefined);
  const txStorage = (store) => {
    if (money?.transactionsOf && money?.txIndexOf) {
      const col = money.transactionsOf(store);
      const idx = money.txIndexOf(store);
      return {
        put: (t) => {
          col.put(t);
          idx.upsert(t);
        },
        deepCursor: (n) => idx.query({ where: {}, order: "desc", limit: n }).nextCursor,
      };
    }
    const col = store.collection("transactions", TX_INDEXES);
    return { put: (t) => col.put(t), deepCursor: (n) => col.list({ limit: n, order: "desc" }).nextCursor };
  };
  const STATUSES = ["COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED", "COMPLETED", "PROCESSING", "PENDING", "FAILED"];
  const baseMs = Date.parse("2025-01-01T00:00:00Z");

  function fill(store, nc, nt, tag) {
    const customers = customersOf(store);
    const ids = new Array(nc);
    for (let i = 0; i < nc; i++) {
      const business = i % 10 === 9;
      const tpl = business ? templates.business : templates.individual;
      const at = new Date(baseMs + i * 1000).toISOString();
      const c = { ...tpl, id: `Customer:${randomUUID()}`, platformCustomerId: `${tag}-c${i}`, createdAt: at, updatedAt: at };
      if (c.address) c.address = { ...c.address };
      customers.put(c);
      ids[i] = c.id;
    }
    const txs = txStorage(store);
    // Bytes per stored transaction (the item with its indexes): the heap's growth over this loop.
    if (global.gc) global.gc();
    const heapBeforeTx = process.memoryUsage().heapUsed;
    for (let i = 0; i < nt; i++) {
      const ci = i % nc;
      const at = new Date(baseMs + i * 100).toISOString();
      const status = STATUSES[i % STATUSES.length];
      const t = {
        ...txExample,
        id: `Transaction:${randomUUID()}`,
        type: i % 4 === 3 ? "INCOMING" : "OUTGOING",
        status,
        sentAmount: { ...txExample.sentAmount, amount: 1000 + (i % 9000) },
        receivedAmount: { ...txExample.receivedAmount, amount: 17000 + (i % 90000) },
        quoteId: `Quote:${randomUUID()}`,
        source: { ...txExample.source },
        destination: { ...txExample.destination },
        customerId: ids[ci],
        platformCustomerId: `${tag}-c${ci}`,
        createdAt: at,
        updatedAt: at,
        reference: `${tag}-ref-${i}`,
      };
      if (status !== "COMPLETED") delete t.settledAt;
      else t.settledAt = at;
      txs.put(t);
    }
    if (global.gc) global.gc();
    const bytesPerTransaction = global.gc ? Math.round((process.memoryUsage().heapUsed - heapBeforeTx) / nt) : undefined;
    return {
      bytesPerTransaction,
      customerId: ids[Math.floor(nc / 2)],
      deepCustomerCursor: customers.list({ limit: Math.floor(nc / 2), order: "desc" }).nextCursor,
      deepTransactionCursor: txs.deepCursor(Math.floor(nt / 2)),
    };
  }

  const big = sim.platforms.create({ clientId: "bench-big", clientSecret: "bench" });
  const bigInfo = fill(big.store, nCustomers, nTransactions, "big");
  const small = sim.platforms.create({ clientId: "bench-small", clientSecret: "bench" });
  const smallInfo = fill(small.store, 100, 100, "small");
  if (global.gc) global.gc();
  return {
    memBefore,
    seeded: { customers: nCustomers, transactions: nTransactions, ms: Math.round(performance.now() - t0) },
    big: { clientId: "bench-big", clientSecret: "bench", ...bigInfo },
    small: { clientId: "bench-small", clientSecret: "bench", ...smallInfo },
  };
}
