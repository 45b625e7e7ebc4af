// Builds dist/ with tsc when it is missing or older than any TypeScript source.
// Shared by bin/paysim.mjs and bench/run.ts.
import { existsSync, statSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { join } from "node:path";

const SOURCE_DIRS = ["contract", "contract-diff", "cli", "simulator", "conformance", "fidelity", "proxy", "spec/tools"];

function newestSource(dir) {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

/** True when `entry` (a file under dist/) is missing or older than a source. */
export function isStale(root, entry) {
  const sources = SOURCE_DIRS.map((d) => join(root, d)).filter(existsSync);
  return !existsSync(entry) || Math.max(...sources.map(newestSource)) > statSync(entry).mtimeMs;
}

/** Run tsc -p tsconfig.build.json; returns its exit status. */
export function build(root, opts = {}) {
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { stdio: "inherit", timeout: opts.timeoutMs ?? 300_000 });
  return r.status ?? 1;
}
