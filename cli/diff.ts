/**
 * `paysim diff BASE [REVISION]`: what a contract change breaks, for whom, proven by a
 * request. BASE and REVISION are contract files or folders (bundled, split, or paysim's
 * spec/), `.` (the work tree), or git refs of the repository the command runs in (`REF`,
 * `REF:PATH`). Exit codes: 0 nothing at or above --fail-on, 1 findings, 2 could not compare.
 */
import { writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { type CommandSpec, type Parsed, str, bool } from "./args.js";
import { CliError } from "./errors.js";
import type { Report } from "../contract-diff/types.js";
import type { FailOn } from "../contract-diff/diff.js";
import type { Format } from "../contract-diff/report/format.js";

export const diffCommand: CommandSpec = {
  usage: "paysim diff BASE [REVISION] [options]   (or: paysim diff --base REF)",
  summary:
    "List every contract change between BASE and REVISION (files, folders, . or git refs of this repository), classified per audience, each proven by a witness request where one exists.",
  positional: [
    {
      name: "BASE",
      help: "the contract before: a git ref (origin/main, HEAD~1), REF:PATH (HEAD~1:openapi/openapi.yaml), a bundled or split contract file, or a folder",
    },
    { name: "REVISION", help: "the contract after (default: . = the work tree's contract)" },
  ],
  flags: [
    { name: "base", kind: "string", env: "PAYSIM_DIFF_BASE", value: "REF", help: "BASE as a flag (when no BASE argument is given)" },
    {
      name: "path",
      kind: "string",
      env: "PAYSIM_DIFF_PATH",
      value: "PATH",
      help: "where the contract lives in the repository, for . and refs given without :PATH (default: the config's path, else spec/, openapi.yaml, openapi/openapi.yaml, ...)",
    },
    { name: "format", kind: "string", default: "text", choices: ["text", "markdown", "json", "junit"], value: "FORMAT", help: "report format on stdout" },
    { name: "out", kind: "string", value: "FILE", help: "also write the report to FILE (format from its extension: .md, .json, .xml, else text)" },
    {
      name: "fail-on",
      kind: "string",
      default: "breaking",
      choices: ["breaking", "warning", "none"],
      value: "LEVEL",
      help: "exit 1 when a finding is at this level or above (breaking = error; none: report only)",
    },
    {
      name: "policy",
      kind: "string",
      choices: ["default", "strict"],
      value: "POLICY",
      help: "strict: new response/webhook enum values and oneOf branches are errors (default: the config's, else default)",
    },
    {
      name: "config",
      kind: "string",
      value: "FILE",
      help: "policy, path and severity per check id (default: .paysim-diff.yaml at the repository root, when present)",
    },
    { name: "skip-witnesses", kind: "boolean", help: "do not search witness requests (faster; the verdicts are the same)" },
  ],
};

/** The repository the refs belong to: the git top level of the current folder. */
export function repositoryRoot(): string {
  const r = spawnSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : process.cwd();
}

function formatOf(file: string): Format {
  return /\.md$/i.test(file) ? "markdown" : /\.json$/i.test(file) ? "json" : /\.xml$/i.test(file) ? "junit" : "text";
}

/**
 * A reader that closes its end of the pipe (`paysim diff ... | head`) ends the output, not
 * the program: the rest of the report is dropped quietly and the exit code stays the verdict.
 */
export function quietOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    if (stream.listenerCount("error") > 0) continue;
    stream.on("error", (e: NodeJS.ErrnoException) => {
      if (e.code !== "EPIPE") throw e;
    });
  }
}

export interface DiffRun {
  /** --config as given (a named file must exist); undefined: .paysim-diff.yaml when present. */
  config?: string;
  path?: string;
  policy?: "default" | "strict";
  witnesses: boolean;
}

/** Run a diff; every input problem becomes a CliError (exit 2, one line). */
export async function computeDiff(base: string, revision: string, run: DiffRun): Promise<Report> {
  const repo = repositoryRoot();
  const { loadContract, InputError } = await import("../contract-diff/load.js");
  const { readConfig, overridesOf, CONFIG_FILE } = await import("../contract-diff/config.js");
  const { diffContracts } = await import("../contract-diff/diff.js");
  try {
    const config = readConfig(run.config ? resolve(run.config) : resolve(repo, CONFIG_FILE), run.config !== undefined);
    const overrides = overridesOf(run.policy ?? config.policy, config.severity);
    const path = run.path ?? config.path;
    const a = await loadContract(base, repo, { path });
    const b = await loadContract(revision, repo, { path });
    return diffContracts(a, b, { overrides, witnesses: run.witnesses });
  } catch (e) {
    if (e instanceof InputError) throw new CliError(`could not compare: ${e.message}`);
    throw new CliError(`could not compare ${base} with ${revision}: ${(e as Error).message.split("\n")[0]}`);
  }
}

export async function runDiff(args: Parsed): Promise<number> {
  quietOnClosedPipe();
  const flagBase = str(args, "base");
  const [base, revision] = flagBase ? [flagBase, args.positional[0] ?? "."] : [args.positional[0], args.positional[1] ?? "."];
  if (!base) throw new CliError("BASE is required: paysim diff BASE [REVISION] or --base REF (see --help)");
  if (flagBase && args.positional.length > 1) throw new CliError("give BASE either as --base or as an argument, not both");
  const report = await computeDiff(base, revision, {
    config: str(args, "config"),
    path: str(args, "path"),
    policy: str(args, "policy") as DiffRun["policy"],
    witnesses: !bool(args, "skip-witnesses"),
  });
  return finish(report, args);
}

async function finish(report: Report, args: Parsed): Promise<number> {
  const { render } = await import("../contract-diff/report/format.js");
  const { exitCodeOf } = await import("../contract-diff/diff.js");
  const failOn = str(args, "fail-on") as FailOn;
  process.stdout.write(render(report, str(args, "format") as Format, { failOn }));
  const out = str(args, "out");
  if (out) {
    try {
      writeFileSync(out, render(report, formatOf(out), { failOn }));
    } catch (e) {
      throw new CliError(`cannot write ${out}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }
  return exitCodeOf(report, failOn);
}
