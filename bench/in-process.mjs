// The simulator's own cost of a request, without a socket: the request handler the HTTP
// server uses is called with a stand-in request and response, so node's HTTP stack and the
// kernel are out of the figure. Prints, for GET /customers/{id} and POST /customers, the
// CPU per call (median of the repetitions) and the bytes allocated and kept per call (heap
// growth with collections held off by a young generation large enough for the run).
// Run from a built tree (npm run build); <root> compares another build:
//
//   node bench/in-process.mjs [count=20000] [reps=3] [root]
import { spawnSync } from "node:child_process";
import { createRequire, syncBuiltinESMExports } from "node:module";
import { EventEmitter } from "node:events";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [countArg = "20000", repsArg = "3", rootArg] = process.argv.slice(2);
const root = resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
if (typeof globalThis.gc !== "function") {
  // Again with a collection at hand and a young generation that holds a whole measure.
  const r = spawnSync(
    process.execPath,
    ["--expose-gc", "--min-semi-space-size=256", "--max-semi-space-size=256", fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: "inherit" },
  );
  process.exit(r.status ?? 1);
}
const require = createRequire(import.meta.url);
const http = require("node:http");
let handler;
const createServer = http.createServer;
http.createServer = (o, h) => ((handler = h), createServer(o, h));
syncBuiltinESMExports();
const { createSimulator } = await import(pathToFileURL(join(root, "dist", "simulator", "app.js")).href);
const { bundledSpec } = await import(pathToFileURL(join(root, "dist", "contract", "spec.js")).href);
const sim = createSimulator({
  warm: true,
  defaultPlatform: { clientId: "bench", clientSecret: "bench" },
  limits: { maxIdempotencyKeys: 1_000_000 },
  log: () => {},
});
await sim.listen(0, "127.0.0.1");
const auth = "Basic " + Buffer.from("bench:bench").toString("base64");

/** One request through the handler; resolves with the status and body text. */
function call(method, url, body) {
  return new Promise((done) => {
    const req = new EventEmitter();
    Object.assign(req, { url, method, complete: !body, socket: { destroy() {} } });
    req.headers = body
      ? { authorization: auth, host: "127.0.0.1", "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }
      : { authorization: auth, host: "127.0.0.1" };
    const res = {
      headersSent: false,
      destroyed: false,
      writeHead(status) {
        this.status = status;
        this.headersSent = true;
      },
      end(text) {
        done({ status: this.status, text });
      },
      once() {},
      on() {},
    };
    handler(req, res);
    if (body)
      queueMicrotask(() => {
        req.emit("data", Buffer.from(body));
        req.complete = true;
        req.emit("end");
      });
  });
}

const example = bundledSpec().paths["/customers"].post.requestBody.content["application/json"].examples.individual.value;
let n = 0;
const post = () => call("POST", "/2025-10-13/customers", JSON.stringify({ ...example, platformCustomerId: `in${++n}`, umaAddress: `$in${n}@uma.example.com` }));
const id = JSON.parse((await post()).text).id;
const get = () => call("GET", `/2025-10-13/customers/${encodeURIComponent(id)}`);
const run = async (f, count) => {
  for (let i = 0; i < count; i++) {
    const r = await f();
    if (r.status >= 300) throw new Error(`answered ${r.status}: ${r.text}`);
  }
};
await run(post, 3000);
await run(get, 3000);
const count = Number(countArg);
for (const [name, f] of [
  ["GET /customers/{id}", get],
  ["POST /customers", post],
]) {
  const cpu = [];
  for (let i = 0; i < Number(repsArg); i++) {
    const c0 = process.cpuUsage();
    await run(f, count);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / count);
  }
  const few = Math.min(count, 3000);
  globalThis.gc();
  const h0 = process.memoryUsage().heapUsed;
  await run(f, few);
  const h1 = process.memoryUsage().heapUsed;
  globalThis.gc();
  const h2 = process.memoryUsage().heapUsed;
  const median = [...cpu].sort((a, b) => a - b)[cpu.length >> 1];
  console.log(
    `${name.padEnd(20)} ${median.toFixed(1)} µs of CPU per call (${cpu.map((x) => x.toFixed(1)).join(", ")}); ` +
      `${Math.round((h1 - h0) / few)} bytes allocated, ${Math.round((h2 - h0) / few)} kept per call`,
  );
}
process.exit(0);
