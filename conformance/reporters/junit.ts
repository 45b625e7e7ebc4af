/**
 * JUnit XML: one test suite per check, one test case per check per operation or property,
 * then the rule-coverage verdict as a suite of its own: one test case per rule, failed or
 * skipped (not verified, with the reason) as the verdict says.
 */
import { operationProperties } from "./operations.js";
import type { RunResult } from "../runner/engine.js";

import { escapeHtml } from "../../contract/html.js";

/** Escaped for XML, without the control characters XML 1.0 cannot hold. */
function esc(s: string): string {
  return escapeHtml(s).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");
}

export function renderJUnit(r: RunResult): string {
  const lines = [`<?xml version="1.0" encoding="UTF-8"?>`];
  lines.push(
    `<testsuites name="paysim conformance" tests="${r.cases.length}" failures="${r.totals.failed}" skipped="${r.totals.skipped}" time="${(r.durationMs / 1000).toFixed(3)}">`,
  );
  for (const check of r.checks) {
    const cases = r.cases.filter((c) => c.checkId === check.id);
    const time = cases.reduce((n, c) => n + c.durationMs, 0) / 1000;
    lines.push(`  <testsuite name="${esc(check.id)}" tests="${cases.length}" failures="${check.failed}" skipped="${check.skipped}" time="${time.toFixed(3)}">`);
    lines.push(
      `    <properties><property name="rule" value="${esc(check.rule)}"/><property name="area" value="${esc(check.area)}"/><property name="seed" value="${r.seed}"/></properties>`,
    );
    for (const c of cases) {
      const name = c.operationKey && !c.name.includes(c.operationKey) ? `${c.name} [${c.operationKey}]` : c.name;
      lines.push(`    <testcase classname="${esc(check.id)}" name="${esc(name)}" time="${(c.durationMs / 1000).toFixed(3)}">`);
      if (c.status === "skipped") lines.push(`      <skipped message="${esc(c.skipReason ?? "skipped")}"/>`);
      if (c.warnings?.length || c.skippedSteps?.length)
        lines.push(
          `      <system-out>${esc([...(c.warnings ?? []).map((w) => `warning ${w.rule}: ${w.message}`), ...(c.skippedSteps ?? []).map((x) => `step skipped: ${x}`)].join("\n"))}</system-out>`,
        );
      if (c.failure) {
        const f = c.failure;
        const text = [
          `rule: ${f.rule}`,
          `message: ${f.message}`,
          f.expected !== undefined ? `expected: ${JSON.stringify(f.expected)}` : "",
          f.actual !== undefined ? `actual: ${JSON.stringify(f.actual)}` : "",
          `seed: ${f.seed}`,
          f.replayPath ? `replay path: ${f.replayPath}` : "",
          `replay: ${f.replay}`,
          "",
          "calls:",
          ...f.calls.map((k) => `  ${k.seq}. ${k.method} ${k.path} -> ${k.status}`),
        ]
          .filter((l) => l !== "")
          .join("\n");
        lines.push(`      <failure type="${esc(f.rule)}" message="${esc(f.message.slice(0, 500))}">${esc(text)}</failure>`);
      }
      lines.push(`    </testcase>`);
    }
    lines.push(`  </testsuite>`);
  }
  if (r.verdict) {
    const v = r.verdict;
    lines.push(
      `  <testsuite name="rule-coverage verdict" tests="${v.entries.length}" failures="${v.counts.failed}" skipped="${v.counts["not verified"]}" time="0">`,
    );
    lines.push(
      `    <properties><property name="verified" value="${v.counts.verified}"/><property name="warned" value="${v.counts.warned}"/><property name="operations covered" value="${v.operations.covered} / ${v.operations.total}"/>${operationProperties(r).join("")}</properties>`,
    );
    for (const e of v.entries) {
      lines.push(`    <testcase classname="verdict.${e.kind}" name="${esc(e.id)}" time="0">`);
      if (e.status === "failed")
        lines.push(`      <failure type="${esc(e.id)}" message="${esc((e.reason ?? "").slice(0, 500))}">${esc(`${e.says}\n${e.reason ?? ""}`)}</failure>`);
      else if (e.status === "not verified") lines.push(`      <skipped message="${esc(`not verified: ${e.reason ?? ""}`)}"/>`);
      else if (e.status === "warned") lines.push(`      <system-out>${esc(`warned (${e.source} rule): ${e.reason ?? ""}`)}</system-out>`);
      lines.push(`    </testcase>`);
    }
    lines.push(`  </testsuite>`);
  }
  lines.push(`</testsuites>`);
  return lines.join("\n") + "\n";
}
