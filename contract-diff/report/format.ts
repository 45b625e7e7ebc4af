/**
 * A diff report as text (terminal), Markdown (a pull-request comment, kept under the
 * comment size limit), JSON and JUnit (one test case per finding; a case fails exactly
 * when its finding fails the run at --fail-on, so the JUnit verdict and the exit code agree).
 */
import type { Finding, Report } from "../types.js";
import { fails, type FailOn } from "../diff.js";
import { escapeHtml } from "../../contract/html.js";

export type Format = "text" | "markdown" | "json" | "junit";

export interface RenderOptions {
  /** The level that fails the run (default breaking). */
  failOn?: FailOn;
  /** Largest Markdown report, in characters (default: a pull-request comment's 65,536). */
  markdownLimit?: number;
}

/** GitHub refuses a pull-request comment longer than this many characters. */
export const COMMENT_LIMIT = 65_536;

/** Whom a finding concerns, as a report says it: an integrators' error breaks them, a warning concerns them. */
export function audienceLabel(f: Finding): string {
  if (f.audience === "integrators") return f.severity === "error" ? "breaks integrators" : "concerns integrators";
  return f.audience === "implementers" ? "breaks implementers" : "compatible";
}

function counts(r: Report): string {
  const n = (s: string) => r.findings.filter((f) => f.severity === s).length;
  const a = (label: string) => r.findings.filter((f) => audienceLabel(f) === label).length;
  return `${r.findings.length} change(s): ${n("error")} error, ${n("warning")} warning, ${n("info")} info; ${a("breaks integrators")} break integrators, ${a("concerns integrators")} concern integrators, ${a("breaks implementers")} break implementers, ${a("compatible")} compatible`;
}

function verdict(r: Report, failOn: FailOn): string {
  const failing = r.findings.filter((f) => fails(f, failOn)).length;
  return failing ? `FAILED: ${failing} finding(s) at --fail-on ${failOn}` : `passed at --fail-on ${failOn}`;
}

const also = (f: Finding) => (f.alsoIn?.length ? ` (+${f.alsoIn.length} more operation${f.alsoIn.length > 1 ? "s" : ""})` : "");

function witnessLines(f: Finding): string[] {
  const w = f.witness;
  if (!w) return [`    ${f.noWitness ?? "no witness"}`];
  if (w.kind === "request") return [`    witness (a request ${w.validUnder} accepts; ${w.refusedBecause}):`, `    ${w.curl ?? JSON.stringify(w.body)}`];
  return [
    `    witness (a ${w.status === "webhook" ? "webhook payload" : `${w.status} response body`} valid under ${w.validUnder}; ${w.refusedBecause}):`,
    `    ${JSON.stringify(w.body)}`,
  ];
}

export function toText(r: Report, failOn: FailOn = "breaking"): string {
  const lines = [`paysim diff ${r.base} -> ${r.revision}`, `  BASE:     ${r.baseHow}`, `  REVISION: ${r.revisionHow}`, counts(r), ""];
  for (const f of r.findings) {
    lines.push(
      `${f.severity.toUpperCase().padEnd(7)} ${f.id} [${audienceLabel(f)}] ${f.operation}${also(f)}`,
      `    ${f.message}`,
      `    at ${f.path}`,
      ...witnessLines(f),
      "",
    );
  }
  lines.push(`verdict: ${verdict(r, failOn)}`, "");
  return lines.join("\n");
}

const md = (s: string, max = 400) => {
  const t = s.replace(/\|/g, "\\|").replace(/\n/g, " ");
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};
const ICON: Record<string, string> = { error: "🔴 error", warning: "🟠 warning", info: "⚪ info" };
const row = (f: Finding) => `| ${ICON[f.severity]} | \`${f.id}\` | ${audienceLabel(f)} | ${md(f.operation)}${also(f)} | ${md(f.message)} |`;

function witnessBlock(f: Finding): string {
  const w = f.witness!;
  const body = w.kind === "request" ? (w.curl ?? JSON.stringify(w.body)) : `${w.status} ${JSON.stringify(w.body)}`;
  return [`**\`${f.id}\`** ${md(f.operation)} — ${md(w.refusedBecause)}`, "", "```", body.length > 2000 ? `${body.slice(0, 1999)}…` : body, "```", ""].join(
    "\n",
  );
}

/** Findings per check id (the summary a long report opens with). */
function byCheck(r: Report): string[] {
  const groups = new Map<string, { f: Finding; n: number }>();
  for (const f of r.findings) {
    const g = groups.get(f.id);
    if (g) g.n++;
    else groups.set(f.id, { f, n: 1 });
  }
  return [
    "| severity | check | audience | findings |",
    "| - | - | - | - |",
    ...[...groups.values()].map(({ f, n }) => `| ${ICON[f.severity]} | \`${f.id}\` | ${audienceLabel(f)} | ${n} |`),
    "",
  ];
}

/**
 * The report as a pull-request comment. When everything fits under the limit it is all
 * there; otherwise it opens with the findings per check, lists as many findings as fit
 * (errors first), then witnesses while room is left, and says what it left out.
 */
export function toMarkdown(r: Report, opts: RenderOptions = {}): string {
  const limit = opts.markdownLimit ?? COMMENT_LIMIT;
  const failOn = opts.failOn ?? "breaking";
  const head = [
    `### Contract diff \`${r.base}\` → \`${r.revision}\``,
    "",
    `BASE: ${md(r.baseHow)}  `,
    `REVISION: ${md(r.revisionHow)}`,
    "",
    `**${counts(r)}** — ${verdict(r, failOn)}`,
    "",
  ];
  if (!r.findings.length) return head.concat("No change to the contract.", "").join("\n");
  const table = ["| severity | check | audience | operation | change |", "| - | - | - | - | - |"];
  const rows = r.findings.map(row);
  const proven = r.findings.filter((f) => f.witness && f.severity !== "info").slice(0, 25);
  const witnesses = proven.map(witnessBlock);
  const details = (blocks: string[]) => (blocks.length ? ["", "<details><summary>Witnesses</summary>", "", ...blocks, "</details>"] : []);
  const full = [...head, ...table, ...rows, ...details(witnesses), ""].join("\n");
  if (full.length <= limit) return full;

  const note = (rowsLeft: number, witnessesLeft: number) =>
    rowsLeft || witnessesLeft
      ? `\n_This comment is cut to fit a pull-request comment (${limit.toLocaleString("en")} characters): ${rowsLeft} of ${r.findings.length} findings and ${witnessesLeft} witness(es) are left out; the JSON and JUnit reports hold them all._\n`
      : "";
  const reserve = note(r.findings.length, witnesses.length).length + 64;
  const out = [...head, ...byCheck(r), ...table];
  let size = out.join("\n").length + reserve;
  let shown = 0;
  for (const line of rows) {
    if (size + line.length + 1 > limit) break;
    out.push(line);
    size += line.length + 1;
    shown++;
  }
  const blocks: string[] = [];
  const detailsCost = details(["x"]).join("\n").length;
  for (const b of witnesses) {
    if (size + detailsCost + b.length + 1 > limit) break;
    blocks.push(b);
    size += b.length + 1;
  }
  const text = [...out, ...details(blocks), note(rows.length - shown, witnesses.length - blocks.length)].join("\n");
  return text.length <= limit ? text : `${text.slice(0, limit - 2)}…\n`;
}

export function toJson(r: Report): string {
  return JSON.stringify(r, null, 2) + "\n";
}

const xml = escapeHtml;

export function toJunit(r: Report, failOn: FailOn = "breaking"): string {
  const failures = r.findings.filter((f) => fails(f, failOn)).length;
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites name="paysim diff" tests="${r.findings.length}" failures="${failures}">`,
    `  <testsuite name="${xml(`${r.base} -> ${r.revision}`)}" tests="${r.findings.length}" failures="${failures}">`,
  ];
  for (const f of r.findings) {
    lines.push(`    <testcase classname="${xml(f.id)}" name="${xml(`${f.operation} ${f.path}`)}">`);
    const body = [`${f.severity} [${audienceLabel(f)}] ${f.message}`, `at ${f.path}`, ...witnessLines(f).map((l) => l.trim())].join("\n");
    if (fails(f, failOn)) lines.push(`      <failure type="${f.severity}" message="${xml(`[${audienceLabel(f)}] ${f.message}`)}">${xml(body)}</failure>`);
    else lines.push(`      <system-out>${xml(body)}</system-out>`);
    lines.push("    </testcase>");
  }
  lines.push("  </testsuite>", "</testsuites>", "");
  return lines.join("\n");
}

export function render(r: Report, format: Format, opts: RenderOptions = {}): string {
  const failOn = opts.failOn ?? "breaking";
  return format === "markdown" ? toMarkdown(r, opts) : format === "json" ? toJson(r) : format === "junit" ? toJunit(r, failOn) : toText(r, failOn);
}
