/**
 * npm run diff:history -- [--last N] [--skip-witnesses]
 *
 * Every commit of this repository that touched spec/, diffed against its parent with
 * `paysim diff`'s engine: one line per commit (findings by severity, time) and a summary;
 * exit 1 when any commit could not be compared.
 */
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { loadContract } from "../contract-diff/load.js";
import { diffContracts } from "../contract-diff/diff.js";
import { repoRoot } from "../contract/paths.js";

export interface HistoryLine {
  sha: string;
  subject: string;
  ok: boolean;
  line: string;
}

/** Commits that touched spec/, newest first (at most `last`). */
export function specCommits(repo: string, last?: number): { sha: string; subject: string; parent?: string }[] {
  const r = spawnSync("git", ["log", "--format=%H %P|%s", ...(last ? [`-n${last}`] : []), "--", "spec"], {
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

export function diffCommit(repo: string, c: { sha: string; subject: string; parent?: string }, witnesses: boolean): HistoryLine {
  const short = c.sha.slice(0, 9);
  if (!c.parent) return { sha: c.sha, subject: c.subject, ok: true, line: `${short} root commit: nothing to compare with` };
  const t0 = performance.now();
  try {
    const report = diffContracts(loadContract(c.parent, repo), loadContract(c.sha, repo), { witnesses });
    const n = (s: string) => report.findings.filter((f) => f.severity === s).length;
    const proven = report.findings.filter((f) => f.witness).length;
    const fallback = [report.baseHow, report.revisionHow].some((h) => h.startsWith("generated/")) ? " (an old tree read from its generated/openapi.json)" : "";
    return {
      sha: c.sha,
      subject: c.subject,
      ok: true,
      line: `${short} ${report.findings.length} findings (${n("error")} error, ${n("warning")} warning, ${n("info")} info; ${proven} with a witness) in ${((performance.now() - t0) / 1000).toFixed(1)} s${fallback} — ${c.subject.slice(0, 70)}`,
    };
  } catch (e) {
    return { sha: c.sha, subject: c.subject, ok: false, line: `${short} COULD NOT COMPARE: ${(e as Error).message.split("\n")[0]}` };
  }
}

function main(argv: string[]): number {
  const i = argv.indexOf("--last");
  const last = i >= 0 ? Number(argv[i + 1]) : undefined;
  const witnesses = !argv.includes("--skip-witnesses");
  const commits = specCommits(repoRoot, last);
  let bad = 0;
  for (const c of commits) {
    const r = diffCommit(repoRoot, c, witnesses);
    if (!r.ok) bad++;
    process.stdout.write(r.line + "\n");
  }
  process.stdout.write(`${commits.length - bad}/${commits.length} commits that touched spec/ diffed against their parent without an error\n`);
  return bad ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) process.exitCode = main(process.argv.slice(2));
