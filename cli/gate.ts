/**
 * `paysim gate`: the contract gate of a CI job. First the diff of the contract against the
 * base ref (what changed, for whom, proven by requests), then the conformance suite against
 * an in-process simulator built from the work tree, then one summary. When the base ref is
 * not in the clone (a shallow CI checkout), the gate compares against HEAD~1 when that is
 * there, else it skips the diff and says so.
 * Exit codes: 0 both passed, 1 a finding at --fail-on or a failed check, 2 could not run.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { type CommandSpec, type Parsed, str, num, bool } from "./args.js";
import { CliError } from "./errors.js";
import { computeDiff, quietOnClosedPipe, repositoryRoot } from "./diff.js";
import type { FailOn } from "../contract-diff/diff.js";

export const gateCommand: CommandSpec = {
  usage: "paysim gate [--base REF] [options]",
  summary: "Diff the contract against the base ref, then run the conformance suite against an in-process simulator; one summary.",
  flags: [
    {
      name: "base",
      kind: "string",
      env: "PAYSIM_GATE_BASE",
      default: "origin/main",
      value: "REF",
      help: "the ref to diff against (falls back to HEAD~1 when missing, else the diff is skipped)",
    },
    {
      name: "fail-on",
      kind: "string",
      env: "PAYSIM_GATE_FAIL_ON",
      default: "breaking",
      choices: ["breaking", "warning", "none"],
      value: "LEVEL",
      help: "diff findings at this level or above fail the gate (none: report only, e.g. on the main branch after the change was accepted)",
    },
    {
      name: "path",
      kind: "string",
      env: "PAYSIM_GATE_PATH",
      value: "PATH",
      help: "where the contract lives in the repository (default: the config's path, else spec/, openapi.yaml, openapi/openapi.yaml, ...)",
    },
    {
      name: "config",
      kind: "string",
      value: "FILE",
      help: "policy, path and severity per check id (default: .paysim-diff.yaml at the repository root, when present)",
    },
    { name: "out", kind: "string", default: "reports/gate", value: "DIR", help: "diff report (Markdown, JSON, JUnit) and conformance reports" },
    { name: "runs", kind: "count", default: "10", value: "N", help: "fast-check runs per conformance property" },
    { name: "seed", kind: "count", value: "N", help: "conformance seed (default: random, printed)" },
    { name: "skip-conformance", kind: "boolean", help: "run the diff only" },
  ],
};

function pickBase(repo: string, wanted: string): Promise<{ ref?: string; line: string }> {
  return import("../contract-diff/load.js").then(({ resolveRef }) => {
    if (resolveRef(repo, wanted)) return { ref: wanted, line: `diff: ${wanted} against the work tree` };
    if (resolveRef(repo, "HEAD~1")) return { ref: "HEAD~1", line: `diff: ${wanted} is not in this clone; comparing HEAD~1 against the work tree instead` };
    return { line: `diff: skipped (${wanted} is not in this clone and HEAD has no parent: a shallow clone; fetch the base ref to compare)` };
  });
}

export async function runGate(args: Parsed): Promise<number> {
  quietOnClosedPipe();
  const repo = repositoryRoot();
  const out = resolve(str(args, "out")!);
  mkdirSync(out, { recursive: true });
  const summary: string[] = [];
  let failed = false;

  const base = await pickBase(repo, str(args, "base")!);
  process.stdout.write(`${base.line}\n`);
  if (base.ref) {
    const report = await computeDiff(base.ref, ".", { config: str(args, "config"), path: str(args, "path"), witnesses: true });
    const { render } = await import("../contract-diff/report/format.js");
    const { exitCodeOf } = await import("../contract-diff/diff.js");
    const failOn = str(args, "fail-on") as FailOn;
    process.stdout.write(render(report, "text", { failOn }));
    writeFileSync(join(out, "contract-diff.md"), render(report, "markdown", { failOn }));
    writeFileSync(join(out, "contract-diff.json"), render(report, "json", { failOn }));
    writeFileSync(join(out, "contract-diff.xml"), render(report, "junit", { failOn }));
    const bad = exitCodeOf(report, failOn) !== 0;
    failed ||= bad;
    const n = (s: string) => report.findings.filter((f) => f.severity === s).length;
    summary.push(
      `contract diff ${base.ref} -> work tree: ${bad ? "FAILED" : "passed"} (${n("error")} error, ${n("warning")} warning, ${n("info")} info; --fail-on ${str(args, "fail-on")})`,
    );
  } else summary.push(`contract diff: skipped (${str(args, "base")} not available)`);

  if (!bool(args, "skip-conformance")) {
    const { createSimulator } = await import("../simulator/app.js");
    const { runSuite } = await import("../conformance/run.js");
    const { writeReports } = await import("../conformance/reporters/files.js");
    const seed = num(args, "seed") ?? Math.floor(Math.random() * 2 ** 31);
    const sim = createSimulator({ strict: true, log: () => {} });
    let listening: { rootUrl: string; baseUrl: string };
    try {
      listening = await sim.listen(0, "127.0.0.1");
    } catch (e) {
      throw new CliError(`could not start the simulator: ${(e as Error).message}`);
    }
    try {
      const t0 = performance.now();
      const { result } = await runSuite(
        { target: listening.baseUrl, admin: listening.rootUrl, out: join(out, "conformance"), seed, runs: num(args, "runs")!, timeoutMs: 10_000, quiet: true },
        { console: false, write: false },
      );
      writeReports(result, join(out, "conformance"));
      const bad = result.cases.filter((c) => c.status === "failed");
      for (const c of bad) process.stdout.write(`conformance FAILED ${c.checkId}: ${c.failure?.rule}: ${c.failure?.message}\n`);
      failed ||= bad.length > 0;
      summary.push(
        `conformance against the simulator: ${bad.length ? "FAILED" : "passed"} (${result.totals.passed} passed, ${bad.length} failed, seed ${seed}, ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
      );
    } finally {
      await sim.close();
    }
  } else summary.push("conformance: skipped (--skip-conformance)");

  process.stdout.write(`\npaysim gate: ${failed ? "FAILED" : "passed"}\n${summary.map((s) => `  ${s}`).join("\n")}\n  reports: ${out}\n`);
  return failed ? 1 : 0;
}
