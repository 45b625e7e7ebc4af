// What a warmed-up simulator in the same process does to node:http's own cost: a plain
// node:http route (a fixed 650-byte answer) served from three processes, alternately,
// and its CPU per request read from /proc (Linux):
//   bare       nothing else loaded;
//   warmed     createSimulator({ warm: true }) with its collection after warming skipped;
//   collected  createSimulator({ warm: true }) as it is (one full collection after warming).
// Run from a built tree (npm run build):
//
//   node bench/warm-heap.mjs [rounds=5] [seconds=2]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [mode, portArg] = process.argv.slice(2);

if (mode === "serve") {
  // Child: `serve <port> <kind>`.
  const kind = process.argv[4];
  if (kind !== "bare") {
    const v8 = await import("node:v8");
    const { createSimulator } = await import(pathToFileURL(join(root, "dist", "simulator", "app.js")).href);
    if (kind === "warmed") {
      // The collection after warming is skipped by making gc() a no-op before the simulator looks for it.
      v8.setFlagsFromString("--expose-gc");
      globalThis.gc = () => {};
    }
    globalThis.keep = createSimulator({ warm: true, defaultPlatform: { clientId: "bench", clientSecret: "bench" }, log: () => {} });
  }
  const body = JSON.stringify({ id: "Customer:" + "x".repeat(36), data: "y".repeat(560) });
  const s = createServer((req, res) => {
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(body) });
    res.end(body);
  });
  s.keepAliveTimeout = 65_000;
  s.listen(Number(portArg), "127.0.0.1", () => process.stdout.write("ready\n"));
} else {
  const { default: autocannon } = await import("autocannon");
  const rounds = Number(process.argv[2] ?? 5);
  const seconds = Number(process.argv[3] ?? 2);
  const kinds = ["bare", "warmed", "collected"];
  const procs = {};
  let port = 4231;
  for (const k of kinds) {
    const c = spawn(process.execPath, [fileURLToPath(import.meta.url), "serve", String(port), k], { stdio: ["ignore", "pipe", "inherit"] });
    await new Promise((r, j) => {
      c.stdout.once("data", r);
      c.once("exit", () => j(new Error(`${k} exited`)));
    });
    procs[k] = { c, url: `http://127.0.0.1:${port++}/` };
  }
  const cpu = (c) => {
    const f = readFileSync(`/proc/${c.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(f[11]) + Number(f[12])) * 10; // ms
  };
  const per = Object.fromEntries(kinds.map((k) => [k, []]));
  try {
    for (const k of kinds) await autocannon({ url: procs[k].url, connections: 50, amount: 5000 });
    for (let r = 0; r < rounds; r++)
      for (const k of kinds) {
        const before = cpu(procs[k].c);
        const out = await autocannon({ url: procs[k].url, connections: 50, duration: seconds });
        per[k].push(((cpu(procs[k].c) - before) * 1000) / out.requests.total);
      }
  } finally {
    for (const k of kinds) procs[k].c.kill();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
  for (const k of kinds)
    console.log(`${k.padEnd(10)} ${median(per[k]).toFixed(1)} µs of CPU per request (rounds: ${per[k].map((x) => x.toFixed(0)).join(", ")})`);
}
