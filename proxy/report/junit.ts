/**
 * The drift report as JUnit XML, for CI: one test suite for the contract (one test case per
 * exchange, failed with its violations), one for the comparison (one test case per exchange
 * compared, failed with its differences, skipped when not compared).
 */
import { escapeHtml } from "../../contract/html.js";
import type { ExchangeBrief, Report } from "../session.js";
import { violationLine } from "../session.js";

const esc = (s: unknown): string => escapeHtml(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

const name = (e: ExchangeBrief): string => `#${e.seq} ${e.method} ${e.path}`.slice(0, 200);

export function renderJUnit(r: Report): string {
  const t = r.totals;
  const compared = r.observed !== undefined;
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`];
  const suites = compared ? 2 : 1;
  lines.push(
    `<testsuites name="${esc(r.tool)}" tests="${r.exchanges.length * suites}" failures="${t.exchangesWithViolations + (compared ? t.exchangesWithDifferences : 0)}" time="${(r.durationMs / 1000).toFixed(3)}">`,
  );
  lines.push(`  <testsuite name="contract" tests="${r.exchanges.length}" failures="${t.exchangesWithViolations}" skipped="0">`);
  for (const e of r.exchanges) {
    lines.push(`    <testcase classname="contract.${esc(e.operation)}" name="${esc(name(e))}" time="${((e.durationMs ?? 0) / 1000).toFixed(3)}">`);
    const vs = e.violations ? r.violations.filter((v) => v.seq === e.seq) : [];
    if (vs.length)
      lines.push(`      <failure type="${esc(vs[0].rule)}" message="${esc(vs[0].message.slice(0, 500))}">${esc(vs.map(violationLine).join("\n"))}</failure>`);
    lines.push(`    </testcase>`);
  }
  lines.push(`  </testsuite>`);
  if (compared) {
    lines.push(`  <testsuite name="drift" tests="${r.exchanges.length}" failures="${t.exchangesWithDifferences}" skipped="${t.notCompared}">`);
    for (const e of r.exchanges) {
      lines.push(`    <testcase classname="drift.${esc(e.operation)}" name="${esc(name(e))}" time="0">`);
      const ds = e.differences ? r.differences.filter((d) => d.seq === e.seq) : [];
      if (ds.length)
        lines.push(
          `      <failure type="${esc(ds[0].kind)}" message="${esc(ds[0].message.slice(0, 500))}">${esc(ds.map((d) => d.message).join("\n"))}</failure>`,
        );
      else if (e.notCompared) lines.push(`      <skipped message="${esc(e.notCompared)}"/>`);
      lines.push(`    </testcase>`);
    }
    lines.push(`  </testsuite>`);
  }
  lines.push(`</testsuites>`);
  return lines.join("\n") + "\n";
}
