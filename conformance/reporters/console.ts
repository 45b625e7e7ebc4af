/**
 * What a person watching a run sees. On a terminal: one live line naming the area, the
 * check and the property or case being run with running counts, and one line per area as
 * it finishes. Without a terminal (logs): one line per check as it finishes. Quiet (CI=true,
 * or `quiet`): nothing until the end. Always: a summary table per area and per check.
 */
import { operationsLine } from "./operations.js";
import type { Engine, RunResult } from "../runner/engine.js";
import type { CheckDefinition } from "../runner/types.js";
import { areaFigures } from "./areas.js";

export function attachConsole(engine: Engine, out: NodeJS.WritableStream = process.stdout, quiet = isCi()): void {
  const tty = (out as NodeJS.WriteStream).isTTY === true && !quiet;
  const cols = Math.max(60, (out as NodeJS.WriteStream).columns ?? 100);
  let check: CheckDefinition | undefined;
  let area: { name: string; cases: number; failed: number; started: number } | undefined;
  const tally = { passed: 0, failed: 0, skipped: 0, warned: 0 };
  let perCheck = { passed: 0, failed: 0, skipped: 0, warned: 0, started: 0 };
  const line = (s: string) => out.write(tty ? `\r\x1b[K${s}\n` : `${s}\n`);
  const endCheck = () => {
    if (!check || tty || quiet) return;
    line(
      `  ${perCheck.failed ? "✗" : "✓"} ${check.area} › ${check.id}: ${perCheck.passed} passed, ${perCheck.failed} failed, ${perCheck.skipped} skipped${perCheck.warned ? `, ${perCheck.warned} warned` : ""} (${((performance.now() - perCheck.started) / 1000).toFixed(1)} s)`,
    );
  };
  const endArea = () => {
    if (!area || quiet) return;
    if (tty)
      line(
        `${area.failed ? "✗" : "✓"} ${area.name.padEnd(28)} ${String(area.cases).padStart(5)} cases  ${area.failed ? `${area.failed} failed` : "all passed"}  ${((performance.now() - area.started) / 1000).toFixed(1)} s`,
      );
  };
  engine.on("start", ({ checks, capabilities, options }) => {
    out.write(`paysim conformance: ${checks.length} checks against ${options.target}\n`);
    out.write(
      `seed ${options.seed}, runs ${options.runs}, capabilities: ${capabilities.join(", ") || "none"}${capabilities.includes("control") ? "" : " (no control API: the given platforms, the real clock)"}\n`,
    );
  });
  engine.on("check", (c) => {
    endCheck();
    if (area?.name !== c.area) {
      endArea();
      area = { name: c.area, cases: 0, failed: 0, started: performance.now() };
    }
    check = c;
    perCheck = { passed: 0, failed: 0, skipped: 0, warned: 0, started: performance.now() };
  });
  engine.on("case", (c) => {
    tally[c.status]++;
    perCheck[c.status]++;
    if (area) {
      area.cases++;
      if (c.status === "failed") area.failed++;
    }
    if (tty) {
      const head = `${c.area} › ${c.checkId} › `;
      const counts = `  ${tally.passed}✓ ${tally.failed}✗ ${tally.skipped}s${tally.warned ? ` ${tally.warned}!` : ""}`;
      const room = Math.max(10, cols - head.length - counts.length - 2);
      out.write(`\r\x1b[K${head}${c.name.slice(0, room)}${counts}`);
      if (c.status === "failed") line(`  ✗ ${c.checkId} › ${c.name}: ${c.failure?.rule}`);
    } else if (c.status === "failed" && !quiet) out.write(`    FAIL ${c.name}: ${c.failure?.rule}\n`);
  });
  engine.on("end", (r) => {
    endCheck();
    endArea();
    if (tty) out.write("\r\x1b[K");
    out.write(renderSummary(r));
  });
}

/** The rule-coverage verdict as console lines: the counts, what failed or warned, and why the rest is not verified. */
export function renderVerdict(r: RunResult): string[] {
  const v = r.verdict;
  if (!v) return [];
  const lines = [
    "",
    `rule-coverage verdict: ${v.counts.verified} verified, ${v.counts.failed} failed, ${v.counts.warned} warned, ${v.counts["not verified"]} not verified (of ${v.entries.length} catalogue entries${v.reasonKinds["no check"] ? `; ${v.reasonKinds["no check"]} with no check` : ""})`,
    `  by kind: ${(Object.keys(v.byKind) as (keyof typeof v.byKind)[]).map((k) => `${k} ${v.byKind[k].verified}/${Object.values(v.byKind[k]).reduce((a, b) => a + b, 0)}`).join(", ")}`,
  ];
  for (const e of v.entries.filter((x) => x.status === "failed").slice(0, 15)) lines.push(`  FAILED  ${e.id}: ${e.reason}`);
  for (const e of v.entries.filter((x) => x.status === "warned").slice(0, 10)) lines.push(`  warned  ${e.id} (${e.source}): ${e.reason}`);
  const why = Object.entries(v.reasons).sort((a, b) => b[1] - a[1]);
  if (why.length) {
    lines.push("  not verified, by reason:");
    for (const [reason, n] of why.slice(0, 10)) lines.push(`    ${String(n).padStart(4)}  ${reason}`);
  }
  lines.push(
    `  operations: ${v.operations.covered} covered, ${v.operations.refusedOnly} only refused (401), ${v.operations.notFoundOnly} only not found (404), ${v.operations.notCalled} not called`,
    `  ${operationsLine(r)}`,
    "",
  );
  return lines;
}

/** CI systems set CI (GitHub Actions, GitLab, Buildkite, ...). */
export const isCi = (env: NodeJS.ProcessEnv = process.env): boolean => !!env.CI && env.CI !== "false" && env.CI !== "0";

export function renderSummary(r: RunResult): string {
  const lines: string[] = [""];
  const areas = areaFigures(r);
  const aw = Math.max(...areas.map((a) => a.area.length), 6);
  lines.push(`${"area".padEnd(aw)}  checks   pass   fail   skip  operations  codes  magic`);
  for (const a of areas) {
    const magic = Object.values(a.magic).reduce((n, v) => n + v.length, 0);
    lines.push(
      `${a.area.padEnd(aw)}  ${[a.checks, a.passed, a.failed, a.skipped].map((n) => String(n).padStart(5)).join("  ")}  ${`${a.exercised}/${a.operations}`.padStart(10)}  ${String(a.codes.length).padStart(5)}  ${String(magic).padStart(5)}`,
    );
  }
  lines.push("");
  const w = Math.max(...r.checks.map((c) => c.id.length), 10);
  lines.push(`${"check".padEnd(w)}  pass  fail  skip`);
  for (const c of r.checks) {
    const flag = c.failed ? " ✗" : c.passed ? " ✓" : " -";
    lines.push(`${c.id.padEnd(w)}  ${String(c.passed).padStart(4)}  ${String(c.failed).padStart(4)}  ${String(c.skipped).padStart(4)}${flag}`);
  }
  lines.push("");
  const failed = r.cases.filter((c) => c.status === "failed");
  const byRule = new Map<string, number>();
  for (const f of failed) byRule.set(`${f.checkId} / ${f.failure!.rule}`, (byRule.get(`${f.checkId} / ${f.failure!.rule}`) ?? 0) + 1);
  if (failed.length) {
    lines.push("broken rules:");
    for (const [k, v] of [...byRule].sort((a, b) => b[1] - a[1]).slice(0, 12)) lines.push(`  ${v} x ${k}`);
    const first = failed[0];
    lines.push("", `first failure: ${first.name}`, `  ${first.failure!.message.slice(0, 300)}`, `  replay: ${first.failure!.replay}`);
    lines.push("");
  }
  const ops = Object.values(r.coverage.operations);
  const exercised = ops.filter((o) => o.checks.length).length;
  lines.push(`operations covered (an answer other than 401 and 404): ${exercised} / ${ops.length}`);
  if (r.platforms?.created) lines.push(`platforms created through the control API: ${r.platforms.created}, deleted: ${r.platforms.deleted}`);
  for (const p of r.platforms?.notDeleted ?? []) lines.push(`  NOT deleted: ${p.platformId}: ${p.reason}`);
  if (r.waits && !r.control)
    lines.push(`real time waited for platform time: ${(r.waits.spentMs / 1000).toFixed(0)} s of the ${r.waits.budgetMs / 1000} s budget`);
  lines.push(...renderVerdict(r));
  lines.push(
    `${r.totals.passed} passed, ${r.totals.failed} failed, ${r.totals.skipped} skipped${r.totals.warned ? `, ${r.totals.warned} warned` : ""} in ${(r.durationMs / 1000).toFixed(1)} s (seed ${r.seed})`,
  );
  return lines.join("\n") + "\n";
}
