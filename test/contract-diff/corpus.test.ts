/**
 * The regression corpus (test/contract-diff/corpus/): small real-world-shaped contract
 * pairs, each with the verdict a maintainer expects under the default policy (and under
 * `policy: strict` where it differs), the error check ids it must raise exactly, and the
 * warnings and infos it must include.
 * - split/: a split contract (root file, paths/, components/, webhooks/) and one overlay per
 *   change; each case is also run bundled (the same pair written out as single files) and
 *   as git refs of a scratch repository (REF:PATH and REF with --path): same findings;
 * - bundled/: single-file pairs (base.yaml and one revision file per change).
 * Every case also gives the same findings with and without the witness search.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadContract } from "../../contract-diff/load.js";
import { git } from "./scratch-git.js";
import { diffContracts, exitCodeOf } from "../../contract-diff/diff.js";
import { overridesOf } from "../../contract-diff/config.js";
import { InputError } from "../../contract-diff/errors.js";
import type { Report } from "../../contract-diff/types.js";

interface Case {
  change: string;
  verdict: "pass" | "fail" | "refused";
  strict?: "pass" | "fail";
  errors?: string[];
  warnings?: string[];
  infos?: string[];
  absent?: string[];
  none?: boolean;
  message?: string;
  /** Check id -> how its finding's path ends (the part of the document that changed). */
  paths?: Record<string, string>;
}

const CORPUS = join(import.meta.dirname, "corpus");
const scratch = mkdtempSync(join(tmpdir(), "paysim-corpus-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const ids = (r: Report, severity: string) => [...new Set(r.findings.filter((f) => f.severity === severity).map((f) => f.id))].sort();
const shape = (r: Report) => r.findings.map((f) => `${f.severity} ${f.audience} ${f.id} ${f.operation} ${f.path}`).sort();

function judge(c: Case, base: Awaited<ReturnType<typeof loadContract>>, revision: Awaited<ReturnType<typeof loadContract>>): Report {
  const r = diffContracts(base, revision, { witnesses: false });
  const found = r.findings.map((f) => `${f.severity} ${f.id}: ${f.message}`).join("\n");
  expect(exitCodeOf(r, "breaking") ? "fail" : "pass", `${c.change}\n${found}`).toBe(c.verdict);
  expect(ids(r, "error"), found).toEqual([...(c.errors ?? [])].sort());
  for (const id of c.warnings ?? []) expect(ids(r, "warning"), found).toContain(id);
  for (const id of c.infos ?? []) expect(ids(r, "info"), found).toContain(id);
  for (const id of c.absent ?? []) expect(r.findings.map((f) => f.id)).not.toContain(id);
  if (c.none) expect(r.findings, found).toEqual([]);
  for (const [id, end] of Object.entries(c.paths ?? {}))
    expect(r.findings.find((f) => f.id === id)?.path).toMatch(new RegExp(`${end.replace(/[/]/g, "\\/")}$`));
  if (c.strict) {
    const strict = diffContracts(base, revision, { witnesses: false, overrides: overridesOf("strict") });
    expect(exitCodeOf(strict, "breaking") ? "fail" : "pass", "under policy: strict").toBe(c.strict);
  }
  const proven = diffContracts(base, revision, { witnesses: true });
  expect(shape(proven), "the same findings with and without witnesses").toEqual(shape(r));
  return r;
}

async function refused(c: Case, load: () => Promise<unknown>): Promise<void> {
  const e = await load().then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e, c.change).toBeInstanceOf(InputError);
  expect((e as Error).message).toContain(c.message!);
}

describe("regression corpus: split contracts", () => {
  const root = join(CORPUS, "split");
  const names = readdirSync(join(root, "cases")).sort();

  it("holds every kind of change (at least 15 cases, failing, passing and refused)", () => {
    const cases = names.map((n) => parse(readFileSync(join(root, "cases", n, "case.yaml"), "utf8")) as Case);
    expect(names.length).toBeGreaterThanOrEqual(15);
    for (const v of ["pass", "fail", "refused"]) expect(cases.some((c) => c.verdict === v)).toBe(true);
  });

  for (const name of names) {
    it(name, async () => {
      const c = parse(readFileSync(join(root, "cases", name, "case.yaml"), "utf8")) as Case;
      const dir = join(scratch, "split", name);
      cpSync(join(root, "base"), dir, { recursive: true });
      cpSync(join(root, "cases", name), dir, { recursive: true });
      rmSync(join(dir, "case.yaml"));
      if (c.verdict === "refused") return refused(c, () => loadContract(dir, scratch));
      const [base, revision] = [await loadContract(join(root, "base"), scratch), await loadContract(dir, scratch)];
      expect(revision.how).toContain("split contract bundled by @redocly/openapi-core");
      const r = judge(c, base, revision);

      // The same pair as bundled files.
      const files = join(scratch, "bundled-from-split", name);
      mkdirSync(files, { recursive: true });
      writeFileSync(join(files, "base.json"), JSON.stringify(base.doc));
      writeFileSync(join(files, "revision.json"), JSON.stringify(revision.doc));
      const asFiles = diffContracts(await loadContract(join(files, "base.json"), scratch), await loadContract(join(files, "revision.json"), scratch), {
        witnesses: false,
      });
      expect(shape(asFiles)).toEqual(shape(r));

      // The same pair as two commits of a repository, named REF:PATH and REF with a path.
      const repo = join(scratch, "repos", name);
      mkdirSync(join(repo, "api"), { recursive: true });
      git(repo, "init", "-q");
      cpSync(join(root, "base"), join(repo, "api"), { recursive: true });
      git(repo, "add", "-A");
      git(repo, "commit", "-qm", "base");
      cpSync(dir, join(repo, "api"), { recursive: true });
      git(repo, "add", "-A");
      git(repo, "commit", "-qm", "change");
      const a = await loadContract("HEAD~1:api/openapi.yaml", repo);
      const b = await loadContract("HEAD", repo, { path: "api/openapi.yaml" });
      expect(a.how).toMatch(/^api\/openapi.yaml at HEAD~1 \([0-9a-f]{9}\)/);
      expect(shape(diffContracts(a, b, { witnesses: false }))).toEqual(shape(r));
    });
  }
});

describe("regression corpus: bundled contracts", () => {
  const root = join(CORPUS, "bundled");
  const cases = parse(readFileSync(join(root, "cases.yaml"), "utf8")) as Record<string, Case>;

  it("every revision file has its case", () => {
    const files = readdirSync(root).filter((f) => f.endsWith(".yaml") && f !== "base.yaml" && f !== "cases.yaml");
    expect(files.map((f) => f.slice(0, -5)).sort()).toEqual(Object.keys(cases).sort());
  });

  for (const [name, c] of Object.entries(cases)) {
    it(name, async () => {
      const load = () => loadContract(join(root, `${name}.yaml`), scratch);
      if (c.verdict === "refused") return refused(c, load);
      const base = await loadContract(join(root, "base.yaml"), scratch);
      expect(base.how).toMatch(/^contract file /);
      judge(c, base, await load());
    });
  }
});
