#!/usr/bin/env node
// paysim: the simulator, the conformance harness and the stateless mock, in one program.
// Builds the TypeScript sources into dist/ when dist/ is missing or older than them,
// then hands over to dist/cli/main.js.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, isStale } from "./build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const entry = join(root, "dist", "cli", "main.js");

if (isStale(root, entry)) {
  process.stderr.write("paysim: building (tsc)...\n");
  const status = build(root);
  if (status !== 0 || !existsSync(entry)) {
    process.stderr.write("paysim: build failed\n");
    process.exit(status || 1);
  }
}
const { main } = await import(pathToFileURL(entry).href);
const code = await main(process.argv.slice(2));
if (typeof code === "number") process.exitCode = code;
