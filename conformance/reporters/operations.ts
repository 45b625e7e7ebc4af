/**
 * The per-operation coverage table of every report: for each operation of the contract,
 * whether it was answered in its success path, how many of its documented errors were met
 * (and how many no documented input can trigger), and how many rules held on its answers.
 */
import type { RunResult } from "../runner/engine.js";
import type { OperationCoverage } from "../runner/verdict.js";
import { escapeHtml as esc } from "../../contract/html.js";

/** The table's totals: operations in a success path, documented errors met / triggerable / all. */
export function operationTotals(rows: OperationCoverage[]) {
  const documented = rows.reduce((n, r) => n + r.errors.documented, 0);
  const met = rows.reduce((n, r) => n + r.errors.met, 0);
  const unreachable = rows.reduce((n, r) => n + r.errors.unreachable, 0);
  return {
    operations: rows.length,
    success: rows.filter((r) => r.success).length,
    errorsMet: met,
    errorsUnreachable: unreachable,
    errorsDocumented: documented,
    allErrorsAccounted: rows.filter((r) => r.errors.met + r.errors.unreachable === r.errors.documented).length,
  };
}

/** The console's summary line. */
export function operationsLine(r: RunResult): string | undefined {
  const rows = r.verdict?.operationTable;
  if (!rows) return undefined;
  const t = operationTotals(rows);
  return `operations: ${t.success} of ${t.operations} answered in a success path; documented errors: ${t.errorsMet} met, ${t.errorsUnreachable} not triggerable by any documented input, of ${t.errorsDocumented} (every error accounted for on ${t.allErrorsAccounted} operations)`;
}

/** JUnit properties: the totals, then one property per operation (`success; errors met/documented; rules`). */
export function operationProperties(r: RunResult): string[] {
  const rows = r.verdict?.operationTable ?? [];
  const t = operationTotals(rows);
  const attr = (s: string) => esc(s).replace(/"/g, "&quot;");
  return [
    `<property name="operations in a success path" value="${t.success} / ${t.operations}"/>`,
    `<property name="documented errors met" value="${t.errorsMet} / ${t.errorsDocumented} (${t.errorsUnreachable} not triggerable)"/>`,
    ...rows.map(
      (o) =>
        `<property name="operation ${attr(o.operation)}" value="success ${o.success ? "yes" : "no"}; errors ${o.errors.met}/${o.errors.documented}${o.errors.unreachable ? ` (${o.errors.unreachable} not triggerable)` : ""}; rules ${o.rules}"/>`,
    ),
  ];
}

/** The HTML section: three tiles and the table, operations without a success path first. */
export function operationsSection(r: RunResult): string {
  const rows = r.verdict?.operationTable;
  if (!rows) return "";
  const t = operationTotals(rows);
  const sorted = [...rows].sort((a, b) => Number(a.success) - Number(b.success) || a.operation.localeCompare(b.operation));
  const body = sorted
    .map((o) => {
      const accounted = o.errors.met + o.errors.unreachable === o.errors.documented;
      return `<tr><td><code>${esc(o.operation)}</code></td><td class="${o.success ? "hit" : "failcell"}">${o.success ? "yes" : "no"}</td><td class="${accounted ? "hit" : ""}">${o.errors.met} / ${o.errors.documented}${o.errors.unreachable ? ` <span class="skip">(${o.errors.unreachable} not triggerable)</span>` : ""}</td><td>${o.rules}</td></tr>`;
    })
    .join("");
  return `<section id="operations"><h2>Operations</h2><div class="tot"><a href="#operations"><b>success path met</b>${t.success} / ${t.operations}</a><a href="#operations"><b>documented errors met</b>${t.errorsMet} / ${t.errorsDocumented}</a><a href="#operations"><b>not triggerable</b>${t.errorsUnreachable}</a></div><details><summary>every operation</summary><table><tr><th>operation</th><th>success path met</th><th>documented errors met</th><th>rules verified</th></tr>${body}</table></details></section>`;
}
