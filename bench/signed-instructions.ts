/**
 * `npx tsx bench/signed-instructions.ts [n=200] [root]`: the simulator's instructions per
 * unsigned `GET /internal-accounts/{id}` and per signed action (the 202 leg + the signed
 * retry), counted by valgrind's callgrind, a measure the machine's load does not move.
 * Starts `<root>/bench/server.mjs sim` (default: this checkout; point `root` at a copy of
 * another build, its dist/ and bench/, to compare) under callgrind with instrumentation off,
 * sets up a wallet and its session through the API, warms up with 300 of each, then counts
 * n GETs and n signed actions (callgrind_control on, zero, dump). Prints per operation the
 * total, and apart: V8's optimizing compiler (its jobs run on the main thread under
 * valgrind), garbage collection, and the P-256 signature check (OpenSSL's EVP_DigestVerify).
 * Needs valgrind; takes about two minutes (the start under valgrind is the most of it).
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../test/support/ports.js";
import { bundledSpec } from "../contract/spec.js";
import type { OpenApiDoc } from "./lib/spec.js";
import { ensureBuilt, root as here, VERSION } from "./lib/processes.js";
import { signedWallet } from "./wallet-auth.js";

const n = Number(process.argv[2] ?? 200);
const root = resolve(process.argv[3] ?? here);
if (root === here) ensureBuilt();
const port = await freePort();
const out = mkdtempSync(join(tmpdir(), "paysim-callgrind-"));
const child = spawn(
  "valgrind",
  [
    "--tool=callgrind",
    "--instr-atstart=no",
    `--callgrind-out-file=${join(out, "cg.%p")}`,
    process.execPath,
    join(root, "bench", "server.mjs"),
    "sim",
    String(port),
  ],
  { stdio: ["ignore", "pipe", "ignore"], env: { ...process.env, NODE_ENV: "production" } },
);
const deadline = setTimeout(() => {
  console.error("signed-instructions: no answer in 10 minutes, stopping");
  child.kill("SIGKILL");
  process.exit(1);
}, 600_000);
try {
  await new Promise<void>((ok, fail) => {
    child.stdout!.on("data", (d: Buffer) => d.toString().includes('"ready"') && ok());
    child.once("exit", (c) => fail(new Error(`the simulator exited under valgrind (${c}); is valgrind installed?`)));
  });
  const wallet = await signedWallet(`http://127.0.0.1:${port}${VERSION}`, bundledSpec() as OpenApiDoc, "callgrind");
  if (typeof wallet === "string") throw new Error(wallet);
  const { call, path, stamper } = wallet;
  const signedAction = async (i: number) => {
    const body = { privateEnabled: i % 2 === 0 };
    const f = await call("PATCH", path, body);
    const st = await stamper.stamp(f.body.payloadToSign);
    const r = await call("PATCH", path, body, { "Service-Wallet-Signature": st.stampHeaderValue, "Request-Id": f.body.requestId });
    if (f.status !== 202 || r.status !== 200) throw new Error(`signed action answered ${f.status} then ${r.status}`);
  };
  for (let i = 0; i < 300; i++) {
    await call("GET", path);
    await signedAction(i);
  }
  const control = (...args: string[]) => execFileSync("callgrind_control", [...args, String(child.pid)], { stdio: "pipe" });
  control("-i", "on");
  control("-z");
  for (let i = 0; i < n; i++) await call("GET", path);
  control("-d", "get");
  for (let i = 0; i < n; i++) await signedAction(i);
  control("-d", "signed");
  await wallet.close();
  const dumps = readdirSync(out).filter((f) => /\.\d+$/.test(f));
  const inclusive = (file: string, fn: string): number => {
    const text = execFileSync("callgrind_annotate", ["--inclusive=yes", "--threshold=100", file], { maxBuffer: 1 << 28 }).toString();
    const line = text.split("\n").find((l) => l.includes(`:${fn}`));
    return line ? Number(line.trim().split(/\s+/)[0].replace(/,/g, "")) : 0;
  };
  console.log(`instructions per operation (callgrind, ${n} of each, ${root})`);
  for (const [suffix, label] of [
    [".1", "unsigned GET"],
    [".2", "signed action (both legs)"],
  ]) {
    const file = join(
      out,
      dumps.find((f) => f.endsWith(suffix))!,
    );
    const total = Number(/^summary:\s+(\d+)/m.exec(readFileSync(file, "utf8"))![1]);
    const jit = inclusive(file, "v8::internal::OptimizedCompilationJob::ExecuteJob(");
    const gc = inclusive(file, "v8::internal::Heap::CollectGarbage(");
    const verify = inclusive(file, "EVP_DigestVerify ");
    const k = (x: number) => `${Math.round(x / n / 1000).toLocaleString("en")}k`;
    console.log(
      `  ${label.padEnd(26)} ${k(total).padStart(7)} = optimizing compiler ${k(jit)}, GC ${k(gc)}, signature check ${k(verify)}, the rest ${k(total - jit - gc - verify)}`,
    );
  }
} finally {
  clearTimeout(deadline);
  child.kill("SIGINT");
  await new Promise((r) => setTimeout(r, 2000));
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  rmSync(out, { recursive: true, force: true });
}
