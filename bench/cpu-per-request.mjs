// The simulator's CPU time per request, a measure the machine's load moves far less than
// requests per second: starts `bench/server.mjs <sim|bare|node>` from the build under <root>
// (default: this checkout), sends <count> requests (20 connections, after 3,000 of
// warm-up) <reps> times, and prints the server's user + system time (from /proc) divided
// by the count, per repetition and their median. Linux only. Compare two builds by
// pointing <root> at a copy of the other one (its dist/ and bench/server.mjs).
//
//   node bench/cpu-per-request.mjs <kind> [count=10000] [reps=3] [root] [port=4162]
//
// kind: post, get (the simulator's POST /customers, GET /customers/{id}); bare-post (the bare
// Express route's POST /customers, the same requests); bare (Express GET /fixed); node
// (plain node:http, the GET's headers). Every kind sends the same authorization and
// content-type headers.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";

const [kind = "post", count = "10000", reps = "3", rootArg, port = "4162"] = process.argv.slice(2);
const root = resolve(rootArg ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const server = kind === "bare" || kind === "bare-post" ? "bare" : kind === "node" ? "node" : "sim";
const child = spawn(process.execPath, [join(root, "bench", "server.mjs"), server, port], { stdio: ["ignore", "pipe", "inherit"] });
try {
  await new Promise((r, j) => {
    child.stdout.once("data", r);
    child.once("exit", () => j(new Error("the server exited")));
  });
  const cpuMs = () => {
    const f = readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(f[11]) + Number(f[12])) * 10;
  };
  const base = `http://127.0.0.1:${port}/2025-10-13`;
  const headers = { authorization: "Basic " + Buffer.from("bench:bench").toString("base64"), "content-type": "application/json" };
  const { bundledSpec } = await import(pathToFileURL(join(root, "dist", "contract", "spec.js")).href);
  const example = bundledSpec().paths["/customers"].post.requestBody.content["application/json"].examples.individual.value;
  const run = Math.random().toString(36).slice(2, 8);
  let n = 0;
  const body = () => JSON.stringify({ ...example, platformCustomerId: `p${run}${++n}`, umaAddress: `$c${run}${n}@uma.example.com` });
  const first = server !== "sim" ? undefined : await (await fetch(base + "/customers", { method: "POST", headers, body: body() })).json();
  const postTo = (url) => ({ url, requests: [{ method: "POST", headers, setupRequest: (r) => ({ ...r, body: body() }) }] });
  const o =
    kind === "bare" || kind === "node"
      ? { url: `http://127.0.0.1:${port}/fixed`, headers }
      : kind === "bare-post"
        ? postTo(`http://127.0.0.1:${port}/customers`)
        : kind === "get"
          ? { url: `${base}/customers/${encodeURIComponent(first.id)}`, headers }
          : postTo(`${base}/customers`);
  await autocannon({ ...o, connections: 20, amount: 3000 });
  const per = [];
  for (let i = 0; i < Number(reps); i++) {
    const c0 = cpuMs();
    await autocannon({ ...o, connections: 20, amount: Number(count) });
    per.push(((cpuMs() - c0) * 1000) / Number(count));
  }
  const sorted = [...per].sort((a, b) => a - b);
  console.log(`${kind} (${root}): server CPU per request ${per.map((x) => x.toFixed(1)).join(", ")} µs; median ${sorted[sorted.length >> 1].toFixed(1)} µs`);
} finally {
  child.kill("SIGINT");
}
