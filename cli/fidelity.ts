/**
 * `paysim fidelity --live FILE`: what the fidelity tests measure, on any version of the live
 * service's OpenAPI document (fidelity/): the live operations the simulator does not
 * serve, the live-valid requests it refuses, its answers and webhook deliveries that do
 * not fit the live schemas, and the live enum values it does not know, each with its
 * operation and JSON pointer; then one summary line with the percentages. FILE is the
 * structure-only extract (`live-shapes.json`) or a real OpenAPI 3.x document, bundled or
 * split, read as the contract gate reads sources. Given more than once (oldest first), each
 * version is measured and what changed between consecutive ones is listed.
 * Exit codes: 0 measured; 2 bad invocation or a source that cannot be read.
 */
import { behaviourCounts, behaviourLine } from "../fidelity/behaviour.js";
import { writeFileSync } from "node:fs";
import { type CommandSpec, type Parsed, list, num, str } from "./args.js";
import { CliError } from "./errors.js";
import { quietOnClosedPipe, repositoryRoot } from "./diff.js";

const SIDE_NAMES = ["requests", "responses", "webhooks", "enums"];

export const fidelityCommand: CommandSpec = {
  usage: "paysim fidelity --live FILE [--live FILE ...] [options]",
  summary:
    "Measure the simulator against a version of the live service's OpenAPI document (the shapes extract, a bundled file, a split root file or a folder, or REF:PATH of this repository): operations not served, live-valid requests refused, answers and deliveries that do not fit the live schemas, live enum values unknown, each with its operation and JSON pointer, and a summary line with the percentages. Several --live (oldest first): each measured, then what changed between them.",
  flags: [
    {
      name: "live",
      kind: "string",
      repeatable: true,
      env: "PAYSIM_LIVE",
      value: "FILE",
      help: "the live document: ../shared/live-shapes.json, openapi.yaml, openapi/openapi.yaml (split), a folder, or REF:PATH",
    },
    { name: "json", kind: "string", value: "FILE", help: "also write the report (every finding and figure) to FILE as JSON" },
    { name: "runs", kind: "count", default: "12", value: "N", help: "live-valid requests drawn per shared operation (the fidelity test draws 12)" },
    { name: "sides", kind: "list", value: "LIST", help: `measure only these (comma-separated: ${SIDE_NAMES.join(", ")}; default all)` },
  ],
};

export async function runFidelity(args: Parsed): Promise<number> {
  quietOnClosedPipe();
  const files = list(args, "live") ?? [];
  if (!files.length) throw new CliError("--live FILE is required: the live document to measure against (see --help)");
  const sides = list(args, "sides");
  const unknownSide = sides?.find((s) => !SIDE_NAMES.includes(s));
  if (unknownSide) throw new CliError(`--sides: unknown side "${unknownSide}" (sides: ${SIDE_NAMES.join(", ")})`);
  const runs = num(args, "runs") ?? 12;
  if (runs < 1) throw new CliError("--runs must be at least 1");
  const out = str(args, "json");

  const { readLiveSource, InputError } = await import("../fidelity/live-source.js");
  const { measureFidelity, SIDES } = await import("../fidelity/measure.js");
  const { buildReport, reportText, compareReports, changeText } = await import("../fidelity/report.js");
  const repo = repositoryRoot();
  // Every source is read before any is measured: an unreadable one fails at once.
  const sources = [];
  for (const f of files) {
    try {
      sources.push(await readLiveSource(f, repo));
    } catch (e) {
      if (e instanceof InputError) throw new CliError(`cannot read ${f}: ${e.message}`);
      throw new CliError(`cannot read ${f}: ${(e as Error).message.split("\n")[0]}`);
    }
  }
  const reports = [];
  for (const src of sources) {
    process.stderr.write(`paysim fidelity: measuring ${src.label} (${src.how})\n`);
    const m = await measureFidelity(src.shapes, {
      sides: sides ? SIDES.filter((s) => sides.includes(s)) : undefined,
      requestsPerOperation: runs,
      progress: (line) => process.stderr.write(`  ${line}\n`),
    });
    const r = buildReport(src, m);
    reports.push(r);
    process.stdout.write(reportText(r));
  }
  const changes = [];
  for (let i = 1; i < reports.length; i++) changes.push(compareReports(reports[i - 1], reports[i]));
  if (reports.length > 2) changes.push(compareReports(reports[0], reports[reports.length - 1]));
  for (const c of changes) process.stdout.write(changeText(c));
  // What the live documentation states in words, beside what its shapes measure (spec/fidelity/behaviour/).
  process.stdout.write(`${behaviourLine(behaviourCounts())}\n`);
  if (out) {
    try {
      writeFileSync(out, JSON.stringify(reports.length === 1 ? reports[0] : { reports, changes }, null, 2) + "\n");
    } catch (e) {
      throw new CliError(`cannot write --json ${out}: ${(e as Error).message}`);
    }
  }
  return 0;
}
