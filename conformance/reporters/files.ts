/** Writes the reports of a run into the output folder: JUnit XML, JSON, HTML. */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { RunResult } from "../runner/engine.js";
import { renderJUnit } from "./junit.js";
import { renderHtml } from "./html.js";

export function writeReports(r: RunResult, outDir: string): { junit: string; json: string; html: string } {
  mkdirSync(outDir, { recursive: true });
  const files = { junit: join(outDir, "conformance.junit.xml"), json: join(outDir, "conformance.json"), html: join(outDir, "conformance.html") };
  writeFileSync(files.junit, renderJUnit(r));
  writeFileSync(files.json, JSON.stringify(r, null, 2) + "\n");
  writeFileSync(files.html, renderHtml(r));
  return files;
}
