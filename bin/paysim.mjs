#!/usr/bin/env node
// paysim: the simulator, the conformance harness and the stateless mock, in one program.
// Builds the TypeScript sources into dist/ when dist/ is missing or older than them,
// then hands over to dist/cli/main.js.
import { existsSync, statSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = join(root, "dist", "cli", "main.js");

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

const sources = ["cli", "simulator", "conformance", "spec/tools"].map((d) => join(root, d)).filter(existsSync);
const stale = !existsSync(entry) || Math.max(...sources.map(newestSource)) > statSync(entry).mtimeMs;
if (stale) {
  process.stderr.write("paysim: building (tsc)...\n");
  const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
  const r = spawnSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], { stdio: "inherit" });
  if (r.status !== 0) {
    process.stderr.write("paysim: build failed\n");
    process.exit(r.status ?? 1);
  }
}
const { main } = await import(pathToFileURL(entry).href);
const code = await main(process.argv.slice(2));
if (typeof code === "number") process.exitCode = code;
