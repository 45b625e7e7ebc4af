/**
 * npm run diff:history -- [--repo DIR] [--path PATH]... [--last N] [--skip-witnesses] [--policy strict] [--json FILE]
 *
 * The gate run over a repository's history: every commit that touched the contract (each
 * --path; a split root file watches its folder), diffed against its parent with
 * `paysim diff`'s engine, one line per commit and path (the verdict at --fail-on breaking,
 * findings by severity, the error and deprecation check ids, time) and a summary. Without
 * --repo it is this repository and its spec/. Exit 1 when a commit could not be compared.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { posix, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadContract } from "../contract-diff/load.js";
import { diffContracts, exitCodeOf } from "../contract-diff/diff.js";
import { overridesOf, type Policy } from "../contract-diff/config.js";
import { repoRoot } from "../contract/paths.js";

export interface Commit {
  sha: string;
  subject: string;
  parent?: string;
}

export interface HistoryLine {
  sha: string;
  subject: string;
  path: string;
  ok: boolean;
  verdict?: "FAIL" | "pass";
  errors?: string[];
  deprecations?: string[];
  counts?: { error: number; warning: number; info: number };
  seconds?: number;
  line: string;
}

/** Where a change to a contract path shows in git: the folder of a split root, else the path itself. */
export function watchOf(path: string): string {
  return /\.(ya?ml|json)$/i.test(path) && posix.dirname(path) !== "." ? posix.dirname(path) : path;
}

/** Commits that touched any of `watch`, newest first (at most `last`). */
export function contractCommits(repo: string, watch: string[], last?: number): Commit[] {
  const r = spawnSync("git", ["log", "--first-parent", "--format=%H %P|%s", ...(last ? [`-n${last}`] : []), "--", ...watch], {
    cwd: repo,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`git log failed: ${r.stderr}`);
  return r.stdout
    .split("\n")
    .filter(Boolean)
    .map((l) => {
      const [ids, ...rest] = l.split("|");
      const [sha, parent] = ids.trim().split(" ");
      return { sha, parent, subject: rest.join("|") };
    });
}

/** One commit against its parent at one contract path. */
export async function diffCommit(repo: string, c: Commit, path: string, opts: { witnesses: boolean; policy?: Policy }): Promise<HistoryLine> {
  const short = c.sha.slice(0, 9);
  const base = { sha: c.sha, subject: c.subject, path };
  if (!c.parent) return { ...base, ok: true, line: `${short} root commit: nothing to compare with` };
  const t0 = performance.now();
  try {
    const where = path === "spec" ? "" : `:${path}`;
    const [a, b] = [await loadContract(`${c.parent}${where}`, repo, { path }), await loadContract(`${c.sha}${where}`, repo, { path })];
    const report = diffContracts(a, b, { witnesses: opts.witnesses, overrides: overridesOf(opts.policy ?? "default") });
    const n = (s: string) => report.findings.filter((f) => f.severity === s).length;
    const ids = (pick: (id: string) => boolean) => [...new Set(report.findings.filter((f) => pick(f.id)).map((f) => f.id))];
    const errors = [...new Set(report.findings.filter((f) => f.severity === "error").map((f) => f.id))];
    const deprecations = ids((id) => /deprecated$/.test(id));
    const verdict = exitCodeOf(report, "breaking") ? "FAIL" : "pass";
    const seconds = (performance.now() - t0) / 1000;
    const fallback = [report.baseHow, report.revisionHow].some((h) => h.startsWith("generated/")) ? " (an old tree read from its generated/openapi.json)" : "";
    return {
      ...base,
      ok: true,
      verdict,
      errors,
      deprecations,
      counts: { error: n("error"), warning: n("warning"), info: n("info") },
      seconds,
      line: `${short} ${verdict} ${report.findings.length} findings (${n("error")} error, ${n("warning")} warning, ${n("info")} info)${errors.length ? ` errors: ${errors.join(",")}` : ""}${deprecations.length ? ` deprecations: ${deprecations.join(",")}` : ""} in ${seconds.toFixed(1)} s${fallback} — ${c.subject.slice(0, 70)}`,
    };
  } catch (e) {
    return { ...base, ok: false, line: `${short} COULD NOT COMPARE: ${(e as Error).message.split("\n")[0]}` };
  }
}

function option(argv: string[], name: string): string[] {
  return argv.flatMap((a, i) => (a === name && argv[i + 1] !== undefined ? [argv[i + 1]] : []));
}

async function main(argv: string[]): Promise<number> {
  const repo = option(argv, "--repo")[0] ? resolve(option(argv, "--repo")[0]) : repoRoot;
  const paths = option(argv, "--path").length ? option(argv, "--path") : ["spec"];
  const last = option(argv, "--last")[0] ? Number(option(argv, "--last")[0]) : undefined;
  const policy = option(argv, "--policy")[0] as Policy | undefined;
  const json = option(argv, "--json")[0];
  const witnesses = !argv.includes("--skip-witnesses");
  const commits = contractCommits(repo, [...new Set(paths.map(watchOf))], last);
  const results: HistoryLine[] = [];
  for (const c of commits) {
    for (const path of paths) {
      const r = await diffCommit(repo, c, path, { witnesses, policy });
      results.push(r);
      process.stdout.write(`${paths.length > 1 ? `[${path}] ` : ""}${r.line}\n`);
    }
  }
  const bad = results.filter((r) => !r.ok).length;
  const failed = results.filter((r) => r.verdict === "FAIL").length;
  process.stdout.write(
    `${results.length - bad}/${results.length} (commit, path) pairs of ${commits.length} commits diffed against their parent without an error; ${failed} FAIL at --fail-on breaking\n`,
  );
  if (json) writeFileSync(json, JSON.stringify(results, null, 2) + "\n");
  return bad ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) main(process.argv.slice(2)).then((code) => (process.exitCode = code));
