/**
 * A diff report as text (terminal), Markdown (a pull-request comment), JSON and JUnit
 * (one test case per finding; errors fail, warnings are marked skipped-free failures of
 * type warning, info passes).
 */
import type { Finding, Report } from "../types.js";
import { escapeHtml } from "../../contract/html.js";

export type Format = "text" | "markdown" | "json" | "junit";

const AUD: Record<Finding["audience"], string> = { integrators: "breaks integrators", implementers: "breaks implementers", compatible: "compatible" };

function counts(r: Report): string {
  const n = (s: string) => r.findings.filter((f) => f.severity === s).length;
  const a = (s: Finding["audience"]) => r.findings.filter((f) => f.audience === s).length;
  return `${r.findings.length} change(s): ${n("error")} error, ${n("warning")} warning, ${n("info")} info; ${a("integrators")} break integrators, ${a("implementers")} break implementers, ${a("compatible")} compatible`;
}

const also = (f: Finding) => (f.alsoIn?.length ? ` (+${f.alsoIn.length} more operation${f.alsoIn.length > 1 ? "s" : ""})` : "");

function witnessLines(f: Finding): string[] {
  const w = f.witness;
  if (!w) return [`    ${f.noWitness ?? "no witness"}`];
  if (w.kind === "request") return [`    witness (a request ${w.validUnder} accepts; ${w.refusedBecause}):`, `    ${w.curl}`];
  return [
    `    witness (a ${w.status === "webhook" ? "webhook payload" : `${w.status} response body`} valid under ${w.validUnder}; ${w.refusedBecause}):`,
    `    ${JSON.stringify(w.body)}`,
  ];
}

export function toText(r: Report): string {
  const lines = [`paysim diff ${r.base} -> ${r.revision}`, `  BASE:     ${r.baseHow}`, `  REVISION: ${r.revisionHow}`, counts(r), ""];
  for (const f of r.findings) {
    lines.push(
      `${f.severity.toUpperCase().padEnd(7)} ${f.id} [${AUD[f.audience]}] ${f.operation}${also(f)}`,
      `    ${f.message}`,
      `    at ${f.path}`,
      ...witnessLines(f),
      "",
    );
  }
  return lines.join("\n");
}

const MD_ROWS = 150;
const md = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

export function toMarkdown(r: Report): string {
  const icon: Record<string, string> = { error: "🔴 error", warning: "🟠 warning", info: "⚪ info" };
  const lines = [`### Contract diff \`${r.base}\` → \`${r.revision}\``, "", `BASE: ${r.baseHow}  `, `REVISION: ${r.revisionHow}`, "", `**${counts(r)}**`, ""];
  if (!r.findings.length) return lines.concat("No change to the contract.", "").join("\n");
  lines.push("| severity | check | audience | operation | change |", "| - | - | - | - | - |");
  // A pull-request comment holds at most 65,536 characters: the table stops at MD_ROWS.
  for (const f of r.findings.slice(0, MD_ROWS))
    lines.push(`| ${icon[f.severity]} | \`${f.id}\` | ${AUD[f.audience]} | ${md(f.operation)}${also(f)} | ${md(f.message)} |`);
  if (r.findings.length > MD_ROWS) lines.push("", `… and ${r.findings.length - MD_ROWS} more (the JSON or JUnit report holds them all).`);
  const proven = r.findings
    .slice(0, MD_ROWS)
    .filter((f) => f.witness && f.severity !== "info")
    .slice(0, 25);
  if (proven.length) {
    lines.push("", "<details><summary>Witnesses</summary>", "");
    for (const f of proven) {
      const w = f.witness!;
      lines.push(
        `**\`${f.id}\`** ${md(f.operation)} — ${md(w.refusedBecause)}`,
        "",
        "```",
        w.kind === "request" ? w.curl! : `${w.status} ${JSON.stringify(w.body)}`,
        "```",
        "",
      );
    }
    lines.push("</details>");
  }
  return lines.concat("").join("\n");
}

export function toJson(r: Report): string {
  return JSON.stringify(r, null, 2) + "\n";
}

const xml = escapeHtml;

export function toJunit(r: Report): string {
  const failures = r.findings.filter((f) => f.severity !== "info").length;
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="paysim diff" tests="${r.findings.length}" failures="${failures}">`,
    `  <testsuite name="${xml(`${r.base} -> ${r.revision}`)}" tests="${r.findings.length}" failures="${failures}">`,
  ];
  for (const f of r.findings) {
    lines.push(`    <testcase classname="${xml(f.id)}" name="${xml(`${f.operation} ${f.path}`)}">`);
    if (f.severity !== "info") {
      const body = [f.message, `at ${f.path}`, ...witnessLines(f).map((l) => l.trim())].join("\n");
      lines.push(`      <failure type="${f.severity}" message="${xml(`[${AUD[f.audience]}] ${f.message}`)}">${xml(body)}</failure>`);
    }
    lines.push("    </testcase>");
  }
  lines.push("  </testsuite>", "</testsuites>", "");
  return lines.join("\n");
}

export function render(r: Report, format: Format): string {
  return format === "markdown" ? toMarkdown(r) : format === "json" ? toJson(r) : format === "junit" ? toJunit(r) : toText(r);
}
