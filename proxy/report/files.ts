/** Writes a drift report into a folder: `<name>.json`, `<name>.html`, `<name>.junit.xml` (name: drift for the proxy, replay for a replay). */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Report } from "../session.js";
import { renderHtml } from "./html.js";
import { renderJUnit } from "./junit.js";

export interface ReportFiles {
  json: string;
  html: string;
  junit: string;
}

export function writeReports(r: Report, outDir: string, name: string): ReportFiles {
  mkdirSync(outDir, { recursive: true });
  const files = { json: join(outDir, `${name}.json`), html: join(outDir, `${name}.html`), junit: join(outDir, `${name}.junit.xml`) };
  writeFileSync(files.json, JSON.stringify(r, null, 2) + "\n");
  writeFileSync(files.html, renderHtml(r));
  writeFileSync(files.junit, renderJUnit(r));
  return files;
}
