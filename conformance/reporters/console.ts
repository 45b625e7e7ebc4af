/** Progress while the run goes, and a one-screen summary at the end. */
import type { Engine, RunResult } from "../runner/engine.js";

export function attachConsole(engine: Engine, out: NodeJS.WritableStream = process.stdout, quiet = false): void {
  const tty = (out as NodeJS.WriteStream).isTTY === true;
  let n = 0;
  let current = "";
  engine.on("start", ({ checks, capabilities, options }) => {
    out.write(`paysim conformance: ${checks.length} checks against ${options.target}\n`);
    out.write(`seed ${options.seed}, runs ${options.runs}, capabilities: ${capabilities.join(", ") || "none (no admin API)"}\n`);
  });
  engine.on("check", (c) => {
    current = c.id;
    if (!tty && !quiet) out.write(`  ${c.id} ...\n`);
  });
  engine.on("case", (c) => {
    n++;
    const mark = c.status === "passed" ? "." : c.status === "failed" ? "F" : "s";
    if (tty) out.write(`\r\x1b[K  [${n}] ${current} ${mark} ${c.name.slice(0, 60)}`);
    else if (c.status === "failed" && !quiet) out.write(`    FAIL ${c.name}: ${c.failure?.rule}\n`);
  });
  engine.on("end", (r) => {
    if (tty) out.write("\r\x1b[K");
    out.write(renderSummary(r));
  });
}

export function renderSummary(r: RunResult): string {
  const lines: string[] = [""];
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
  lines.push(`${r.totals.passed} passed, ${r.totals.failed} failed, ${r.totals.skipped} skipped in ${(r.durationMs / 1000).toFixed(1)} s (seed ${r.seed})`);
  return lines.join("\n") + "\n";
}
