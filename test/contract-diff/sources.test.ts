/**
 * What BASE and REVISION can name, and the refusals when they cannot be read: a folder
 * holding a split root, a root file beside its sources, a ref of any repository with the
 * contract found at the usual places or named by --path, paths relative to the current
 * folder; and each unreadable source refused with one clear line (never "no changes").
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../contract-diff/load.js";
import { git } from "./scratch-git.js";
import { InputError } from "../../contract-diff/errors.js";
import { diffContracts } from "../../contract-diff/diff.js";
import { repoRoot } from "../../contract/paths.js";

const SPLIT = join(import.meta.dirname, "corpus", "split", "base");
const BUNDLED = join(import.meta.dirname, "corpus", "bundled", "base.yaml");
let dir: string;
let repo: string;

async function refusal(arg: string, where: string, path?: string): Promise<string> {
  const e = await loadContract(arg, where, { path }).then(
    () => undefined,
    (x: unknown) => x,
  );
  expect(e, `${arg} must be refused`).toBeInstanceOf(InputError);
  return (e as Error).message;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "paysim-sources-"));
  // A repository whose contract lives at openapi/openapi.yaml (split), with a bundled copy at the root from the second commit on.
  repo = join(dir, "repo");
  mkdirSync(join(repo, "openapi"), { recursive: true });
  git(repo, "init", "-q");
  cpSync(SPLIT, join(repo, "openapi"), { recursive: true });
  git(repo, "add", "-A");
  git(repo, "commit", "-qm", "split contract");
  const transfer = join(repo, "openapi", "components", "schemas", "transfers", "Transfer.yaml");
  writeFileSync(transfer, readFileSync(transfer, "utf8").replace("  settlementHash:\n    type: string\n", ""));
  writeFileSync(join(repo, "openapi.yaml"), readFileSync(BUNDLED, "utf8"));
  git(repo, "add", "-A");
  git(repo, "commit", "-qm", "drop settlementHash, add a bundled payouts file");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("contract sources", () => {
  it("a folder holding a split root, and the root file itself, bundle to the same document", async () => {
    const folder = await loadContract(SPLIT, dir);
    const file = await loadContract(join(SPLIT, "openapi.yaml"), dir);
    expect(folder.how).toContain("split contract bundled by @redocly/openapi-core");
    expect(folder.doc).toEqual(file.doc);
    expect(Object.keys(folder.doc.paths as object)).toEqual(["/customers", "/customers/{customerId}", "/transfers"]);
    expect(JSON.stringify(folder.doc)).not.toMatch(/"\$ref":"[^#]/);
  });

  it("a bundled file is read as it is", async () => {
    const c = await loadContract(BUNDLED, dir);
    expect(c.how).toBe(`contract file ${BUNDLED.startsWith(process.cwd()) ? BUNDLED.slice(process.cwd().length + 1) : BUNDLED}`);
    expect(Object.keys(c.doc.paths as object)).toEqual(["/payouts", "/payouts/{payoutId}"]);
  });

  it("paysim's own spec/ folder bundles like npm run gen, with its rule tables", async () => {
    const c = await loadContract(join(repoRoot, "spec"), repoRoot);
    const generated = JSON.parse(readFileSync(join(repoRoot, "generated", "openapi.json"), "utf8"));
    expect(c.doc).toEqual(generated);
    expect(Object.keys(c.rules)).toContain("sandbox-kyc");
  });

  it("REF:PATH and REF with a path read any repository's history without touching its work tree", async () => {
    const before = git(repo, "status", "--porcelain");
    const a = await loadContract("HEAD~1:openapi/openapi.yaml", repo);
    const b = await loadContract("HEAD", repo, { path: "openapi/openapi.yaml" });
    expect(a.how).toMatch(/^openapi\/openapi.yaml at HEAD~1 \([0-9a-f]{9}\), a split contract bundled/);
    const r = diffContracts(a, b, { witnesses: false });
    expect(r.findings.map((f) => f.id).sort()).toEqual(["response-property-removed", "webhook-property-removed"]);
    expect(git(repo, "status", "--porcelain")).toBe(before);
    // A folder at a ref: its root file is found inside.
    expect((await loadContract("HEAD:openapi", repo)).doc).toEqual(b.doc);
  });

  it("REF alone finds the contract at the usual places: the root openapi.yaml first, else openapi/openapi.yaml", async () => {
    expect((await loadContract("HEAD~1", repo)).how).toMatch(/^openapi\/openapi.yaml at HEAD~1/);
    expect((await loadContract("HEAD", repo)).how).toMatch(/^openapi.yaml at HEAD \(/);
    expect((await loadContract(".", repo)).how).toMatch(/^contract file .*openapi.yaml \(work tree\)$/);
  });

  it("a path starting with ./ is relative to the current folder, others to the repository root", async () => {
    const cwd = process.cwd();
    try {
      process.chdir(join(repo, "openapi"));
      expect((await loadContract("HEAD~1:./openapi.yaml", repo)).how).toMatch(/^openapi\/openapi.yaml at HEAD~1/);
    } finally {
      process.chdir(cwd);
    }
  });

  it("refuses, in one line naming the problem, what cannot be compared", async () => {
    expect(await refusal("HEAD:nowhere/openapi.yaml", repo)).toMatch(/^HEAD \([0-9a-f]{9}\) has no nowhere\/openapi.yaml$/);
    expect(await refusal("no-such-ref:openapi.yaml", repo)).toContain('"no-such-ref" (in no-such-ref:openapi.yaml) is not a git ref of');
    expect(await refusal("no-such-thing", repo)).toMatch(/^"no-such-thing" is neither a file nor a git ref of this repository/);
    expect(await refusal("HEAD:../elsewhere.yaml", repo)).toMatch(/lies outside the repository/);
    const empty = join(dir, "empty");
    mkdirSync(empty);
    git(empty, "init", "-q");
    writeFileSync(join(empty, "README.md"), "no contract here\n");
    git(empty, "add", "-A");
    git(empty, "commit", "-qm", "readme");
    expect(await refusal("HEAD", empty)).toMatch(/has no contract at the usual places \(spec, openapi.yaml, .*\): name it as HEAD:PATH or with --path$/);
    expect(await refusal(".", empty)).toMatch(/^the work tree has no contract at the usual places/);
    expect(await refusal(empty, empty)).toMatch(/is a folder without a contract/);
  });

  it("refuses a split contract whose reference does not resolve, naming the reference and where it is", async () => {
    const broken = join(dir, "broken");
    cpSync(SPLIT, broken, { recursive: true });
    const p = join(broken, "paths", "customers.yaml");
    writeFileSync(p, readFileSync(p, "utf8").replace("../components/schemas/customers/Customer.yaml", "../components/schemas/customers/Client.yaml"));
    expect(await refusal(broken, dir)).toMatch(
      /openapi.yaml does not bundle: unresolved reference "..\/components\/schemas\/customers\/Client.yaml" at .*paths\/customers.yaml#\/post\/responses\/201\/content\/application~1json\/schema: .*Client.yaml does not exist$/,
    );
    // A pointer into a file that exists but holds no such node.
    writeFileSync(
      p,
      readFileSync(p, "utf8").replace("../components/schemas/customers/Client.yaml", "../components/schemas/customers/Customer.yaml#/properties/nope"),
    );
    expect(await refusal(broken, dir)).toContain('unresolved reference "../components/schemas/customers/Customer.yaml#/properties/nope"');
  });

  it("refuses remote references (never fetched), Swagger 2 documents, non-OpenAPI files and bad YAML", async () => {
    const f = (name: string, text: string) => {
      writeFileSync(join(dir, name), text);
      return join(dir, name);
    };
    const remote = f("remote.yaml", "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    $ref: 'https://example.test/paths/a.yaml'\n");
    expect(await refusal(remote, dir)).toMatch(
      /unresolved reference "https:\/\/example.test\/paths\/a.yaml" at .*remote.yaml#\/paths\/~1a: remote references are not followed$/,
    );
    expect(await refusal(f("swagger.yaml", "swagger: '2.0'\ninfo: {title: t, version: '1'}\npaths: {}\n"), dir)).toMatch(/is a Swagger 2.0 document/);
    expect(await refusal(f("other.json", '{"hello": 1}'), dir)).toMatch(/is not an OpenAPI 3 document/);
    expect(await refusal(f("bad.yaml", "openapi: 3.1.0\npaths: {\n"), dir)).toMatch(/is not JSON or YAML/);
  });
});
