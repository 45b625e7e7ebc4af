/**
 * `paysim diff BASE [REVISION]`: what a contract change breaks, for whom, proven by a
 * request. BASE and REVISION are contract files, spec/ folders, `.` (the work tree) or git
 * refs. Exit codes: 0 nothing at or above --fail-on, 1 findings, 2 could not compare.
 */
import { writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { type CommandSpec, type Parsed, str, bool } from "./args.js";
import { CliError } from "./errors.js";
import type { Report } from "../contract-diff/types.js";

export const diffCommand: CommandSpec = {
  usage: "paysim diff BASE [REVISION] [options]   (or: paysim diff --base REF)",
  summary:
    "List every contract change between BASE and REVISION (files, spec/ folders, . or git refs), classified per audience, each proven by a witness request where one exists.",
  positional: [
    { name: "BASE", help: "the contract before: a git ref (origin/main, HEAD~1), a bundled openapi.json/yaml, or a spec/ folder" },
    { name: "REVISION", help: "the contract after (default: . = the work tree's spec/)" },
  ],
  flags: [
    { name: "base", kind: "string", env: "PAYSIM_DIFF_BASE", value: "REF", help: "BASE as a flag (when no BASE argument is given)" },
    { name: "format", kind: "string", default: "text", choices: ["text", "markdown", "json", "junit"], value: "FORMAT", help: "report format on stdout" },
    { name: "out", kind: "string", value: "FILE", help: "also write the report to FILE (format from its extension: .md, .json, .xml, else text)" },
    {
      name: "fail-on",
      kind: "string",
      default: "breaking",
      choices: ["breaking", "warning"],
      value: "LEVEL",
      help: "exit 1 when a finding is at this level or above (breaking = error)",
    },
    { name: "config", kind: "string", default: ".paysim-diff.yaml", value: "FILE", help: "severity per check id (repository root)" },
    { name: "skip-witnesses", kind: "boolean", help: "do not search witness requests (faster)" },
  ],
};

/** The repository the refs belong to: the git top level of the current folder. */
export function repositoryRoot(): string {
  const r = spawnSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : process.cwd();
}

function formatOf(file: string): "text" | "markdown" | "json" | "junit" {
  return /\.md$/i.test(file) ? "markdown" : /\.json$/i.test(file) ? "json" : /\.xml$/i.test(file) ? "junit" : "text";
}

/** Run a diff; every input problem becomes a CliError (exit 2, one line). */
export async function computeDiff(base: string, revision: string, configFile: string, witnesses: boolean): Promise<Report> {
  const repo = repositoryRoot();
  const { loadContract, InputError } = await import("../contract-diff/load.js");
  const { readConfig } = await import("../contract-diff/config.js");
  const { diffContracts } = await import("../contract-diff/diff.js");
  try {
    const overrides = readConfig(resolve(repo, configFile));
    const a = loadContract(base, repo);
    const b = loadContract(revision, repo);
    return diffContracts(a, b, { overrides, witnesses });
  } catch (e) {
    if (e instanceof InputError) throw new CliError(`could not compare: ${e.message}`);
    throw new CliError(`could not compare ${base} with ${revision}: ${(e as Error).message.split("\n")[0]}`);
  }
}

export async function runDiff(args: Parsed): Promise<number> {
  const flagBase = str(args, "base");
  const [base, revision] = flagBase ? [flagBase, args.positional[0] ?? "."] : [args.positional[0], args.positional[1] ?? "."];
  if (!base) throw new CliError("BASE is required: paysim diff BASE [REVISION] or --base REF (see --help)");
  if (flagBase && args.positional.length > 1) throw new CliError("give BASE either as --base or as an argument, not both");
  return finish(await computeDiff(base, revision, str(args, "config")!, !bool(args, "skip-witnesses")), args);
}

async function finish(report: Report, args: Parsed): Promise<number> {
  const { render } = await import("../contract-diff/report/format.js");
  const { exitCodeOf } = await import("../contract-diff/diff.js");
  process.stdout.write(render(report, str(args, "format") as "text"));
  const out = str(args, "out");
  if (out) {
    try {
      writeFileSync(out, render(report, formatOf(out)));
    } catch (e) {
      throw new CliError(`cannot write ${out}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
  }
  return exitCodeOf(report, str(args, "fail-on") as "breaking");
}
