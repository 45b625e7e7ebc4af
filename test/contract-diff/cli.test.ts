/**
 * `paysim diff` as a CI job runs it: --help, unknown flags and unreadable inputs exit 2
 * with one line (no stack trace); findings at --fail-on exit 1, below it 0; the policy and
 * severities come from the config file (a named one must exist); every output format is
 * what it says, JUnit failing exactly what fails the exit code; a reader closing the pipe
 * early ends the output quietly. And the repository's own history: the latest commit that
 * touched spec/ diffs against its parent.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../cli/main.js";
import { contractCommits, diffCommit } from "../../scripts/contract-diff-history.js";
import { repoRoot } from "../../contract/paths.js";
import { fixtureDoc } from "./fixture.js";

let dir: string;
const file = (name: string, doc: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(doc));
  return p;
};

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const o = vi.spyOn(process.stdout, "write").mockImplementation((s) => ((out += String(s)), true));
  const e = vi.spyOn(process.stderr, "write").mockImplementation((s) => ((err += String(s)), true));
  try {
    return { code: await main(argv), out, err };
  } finally {
    o.mockRestore();
    e.mockRestore();
  }
}

let base: string, breaking: string, widening: string, cosmetic: string, newStatus: string, newCode: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "paysim-diff-test-"));
  base = file("base.json", fixtureDoc());
  const b = fixtureDoc();
  b.components.schemas.CustomerCreate.properties.customerType.enum = ["INDIVIDUAL"];
  breaking = file("breaking.json", b);
  const w = fixtureDoc();
  w.components.schemas.CustomerCreate.properties.customerType.enum.push("TRUST");
  widening = file("widening.json", w);
  const c = fixtureDoc();
  c.components.schemas.Customer.properties.nickname = { type: "string" };
  cosmetic = file("cosmetic.json", c);
  const st = fixtureDoc();
  st.components.schemas.Customer.properties.status.enum.push("FROZEN");
  newStatus = file("new-status.json", st);
  const co = fixtureDoc();
  co.components.schemas.Error.properties.code.enum.push("RATE_LIMITED");
  newCode = file("new-code.json", co);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("paysim diff", () => {
  it("--help prints the usage; an unknown flag exits 2 with one line", async () => {
    const help = await run("diff", "--help");
    expect(help.code).toBe(0);
    expect(help.out).toContain("usage: paysim diff BASE");
    expect(help.out).toContain("--fail-on");
    const bad = await run("diff", base, breaking, "--colour");
    expect(bad.code).toBe(2);
    expect(bad.err.trim().split("\n")).toHaveLength(1);
  });

  it("an input that is neither a file nor a ref exits 2 with one line, never a stack trace", async () => {
    const r = await run("diff", "no-such-ref-or-file", breaking);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/^paysim diff: could not compare: "no-such-ref-or-file" is neither a file nor a git ref/);
    expect(r.err).not.toMatch(/\n\s+at /);
    const notApi = file("not-api.json", { hello: 1 });
    expect((await run("diff", notApi, base)).code).toBe(2);
  });

  it("exit 1 on a break, 0 below --fail-on; --fail-on warning catches warnings", async () => {
    const br = await run("diff", base, breaking, "--format", "json");
    expect(br.code).toBe(1);
    const report = JSON.parse(br.out);
    expect(report.findings[0]).toMatchObject({ id: "request-enum-value-removed", audience: "integrators", severity: "error", operation: "POST /customers" });
    expect(report.findings[0].witness.curl).toContain('"customerType":"BUSINESS"');
    expect((await run("diff", base, widening)).code).toBe(0);
    expect((await run("diff", base, widening, "--fail-on", "warning")).code).toBe(1);
    expect((await run("diff", base, cosmetic, "--fail-on", "warning")).code).toBe(0);
  });

  it("severities come from the config file; off drops a check; a bad config exits 2", async () => {
    const cfg = join(dir, "diff.yaml");
    writeFileSync(cfg, "severity:\n  request-enum-value-removed: info\n  request-enum-value-added: error\n");
    expect((await run("diff", base, breaking, "--config", cfg)).code).toBe(0);
    expect((await run("diff", base, widening, "--config", cfg)).code).toBe(1);
    writeFileSync(cfg, "severity:\n  request-enum-value-removed: off\n");
    const off = await run("diff", base, breaking, "--config", cfg, "--format", "json");
    expect(JSON.parse(off.out).findings).toEqual([]);
    writeFileSync(cfg, "severity:\n  no-such-check: error\n");
    const bad = await run("diff", base, breaking, "--config", cfg);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('unknown check id "no-such-check"');
  });

  it("a new response enum value, error code or webhook value is a warning; policy: strict (one line) or --policy strict makes it an error", async () => {
    for (const revision of [newStatus, newCode]) {
      const r = await run("diff", base, revision, "--format", "json");
      expect(r.code).toBe(0);
      const found = JSON.parse(r.out).findings;
      expect(found.length).toBeGreaterThan(0);
      for (const f of found)
        expect(f).toMatchObject({ id: expect.stringMatching(/^(response|webhook)-enum-value-added$/), severity: "warning", audience: "integrators" });
      expect((await run("diff", base, revision, "--policy", "strict")).code).toBe(1);
    }
    const cfg = join(dir, "strict.yaml");
    writeFileSync(cfg, "policy: strict\n");
    const strict = await run("diff", base, newStatus, "--config", cfg, "--format", "json");
    expect(strict.code).toBe(1);
    expect(JSON.parse(strict.out).findings.map((f: { severity: string }) => f.severity)).toEqual(["error", "error"]);
    // A check's own severity still wins over the policy.
    writeFileSync(cfg, "policy: strict\nseverity:\n  webhook-enum-value-added: info\n  response-enum-value-added: warning\n");
    expect((await run("diff", base, newStatus, "--config", cfg)).code).toBe(0);
  });

  it("a --config that does not exist, an unknown key or policy is refused (exit 2), never ignored", async () => {
    const missing = await run("diff", base, breaking, "--config", join(dir, "no-such-config.yaml"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/^paysim diff: could not compare: --config .*no-such-config.yaml: no such file\n$/);
    const cfg = join(dir, "typo.yaml");
    writeFileSync(cfg, "polcy: strict\n");
    expect((await run("diff", base, breaking, "--config", cfg)).err).toContain('unknown key "polcy"');
    writeFileSync(cfg, "policy: lenient\n");
    expect((await run("diff", base, breaking, "--config", cfg)).err).toContain('policy must be one of default, strict, got "lenient"');
  });

  it("JUnit fails exactly what fails the exit code: warnings pass at --fail-on breaking and fail at --fail-on warning", async () => {
    const xmlOut = join(dir, "warn.xml");
    const pass = await run("diff", base, widening, "--out", xmlOut);
    expect(pass.code).toBe(0);
    let xml = readFileSync(xmlOut, "utf8");
    expect(xml).toMatch(/<testsuites name="paysim diff" tests="1" failures="0">/);
    expect(xml).not.toContain("<failure");
    expect(xml).toContain("<system-out>warning [breaks implementers]");
    const fail = await run("diff", base, widening, "--out", xmlOut, "--fail-on", "warning");
    expect(fail.code).toBe(1);
    xml = readFileSync(xmlOut, "utf8");
    expect(xml).toMatch(/tests="1" failures="1"/);
    expect(xml).toContain('<failure type="warning"');
    expect((await run("diff", base, breaking, "--out", xmlOut, "--fail-on", "none")).code).toBe(0);
    expect(readFileSync(xmlOut, "utf8")).toMatch(/tests="1" failures="0"/);
  });

  it("piped into a reader that stops early (| head), the report ends quietly: no stack trace, the exit code is the verdict", () => {
    const big = fixtureDoc();
    const many = fixtureDoc();
    for (let i = 0; i < 600; i++) big.paths[`/things${i}`] = { get: { operationId: `getThing${i}`, responses: { "200": { description: "ok" } } } };
    const [a, b] = [file("many-a.json", big), file("many-b.json", many)];
    const bin = join(repoRoot, "bin", "paysim.mjs");
    // Build once when the sources are newer than dist/ (bin/paysim.mjs compiles on its first run).
    spawnSync(process.execPath, [bin, "--help"], { encoding: "utf8" });
    const r = spawnSync(
      "bash",
      ["-c", `set -o pipefail; node "$0" diff "$1" "$2" --skip-witnesses | head -c 200 >/dev/null; echo "status \${PIPESTATUS[0]}" >&2`, bin, a, b],
      {
        encoding: "utf8",
        cwd: dir,
      },
    );
    expect(r.stderr).toBe("status 1\n");
  }, 300_000);

  it("text, Markdown and JUnit reports; --out writes the format of its extension", async () => {
    const text = await run("diff", base, breaking);
    expect(text.out).toMatch(/ERROR\s+request-enum-value-removed \[breaks integrators\] POST \/customers/);
    expect(text.out).toContain("witness (a request BASE accepts; REVISION refuses:");
    const md = await run("diff", base, breaking, "--format", "markdown");
    expect(md.out).toContain("| severity | check | audience | operation | change |");
    const xmlOut = join(dir, "diff.xml");
    const junit = await run("diff", base, breaking, "--out", xmlOut);
    expect(junit.code).toBe(1);
    const xml = readFileSync(xmlOut, "utf8");
    expect(xml).toMatch(/<testsuites name="paysim diff" tests="1" failures="1">/);
    expect(xml).toContain('<failure type="error"');
  });
});

describe("paysim gate", () => {
  it("without the base ref in the clone it compares HEAD~1 with the work tree and says so", async () => {
    const out = join(dir, "gate");
    const r = await run("gate", "--skip-conformance", "--base", "no-such-base-ref", "--fail-on", "none", "--out", out);
    expect(r.err).toBe("");
    expect(r.out).toContain("diff: no-such-base-ref is not in this clone; comparing HEAD~1 against the work tree instead");
    expect(r.out).toMatch(/paysim gate: passed\n  contract diff HEAD~1 -> work tree: passed \(\d+ error/);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(join(out, "contract-diff.json"), "utf8")).revision).toBe("work tree");
  }, 60_000);
});

describe("the repository's history", () => {
  it("the latest commit that touched spec/ diffs against its parent without an error", async () => {
    const [latest] = contractCommits(repoRoot, ["spec"], 1);
    const r = await diffCommit(repoRoot, latest, "spec", { witnesses: false });
    expect(r.ok, r.line).toBe(true);
  });
});
