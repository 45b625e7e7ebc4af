/**
 * Every shell block of README.md and docs/ marked runnable (test/support/runnable.ts has the
 * convention) runs as written against `paysim serve` started the way `npm start` starts it
 * (default credentials, default key file), exits 0, and prints each output its lines state.
 * The quickstart also shows an APPROVED customer, the funded balance, the transaction going
 * from PROCESSING to COMPLETED, and every webhook verified by the example receiver; the README's
 * signature block verifies a real delivery with node:crypto.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../support/ports.js";
import { repoRoot } from "../../contract/paths.js";
import { missingStated, runnableBlocks, scriptOf } from "../support/runnable.js";
import { startServe } from "../support/serve.js";

const blocks = runnableBlocks(repoRoot);
let child: ChildProcess;
let port: number;

beforeAll(async () => {
  const served = await startServe();
  ({ child, port } = served);
  expect(served.output).toContain("webhook public key: /tmp/paysim-webhook-key-sandbox_client_id.pem");
}, 160_000);

afterAll(() => {
  child?.kill("SIGTERM");
});

async function run(script: string): Promise<ReturnType<typeof spawnSync>> {
  const rx = await freePort();
  return spawnSync("bash", ["-eo", "pipefail", "-c", script], {
    cwd: repoRoot,
    encoding: "utf8",
    timeout: 90_000,
    env: { ...process.env, BASE: `http://127.0.0.1:${port}/2025-10-13`, SIM: `http://127.0.0.1:${port}`, RX_PORT: String(rx) },
  });
}

describe("runnable blocks of the documentation", () => {
  it("finds the quickstart among them", () => {
    expect(blocks.find((b) => b.name === "quickstart")?.at).toMatch(/^README\.md:\d+$/);
  });

  it("covers the README's blocks and a block of each page that shows calls to make", () => {
    const files = blocks.map((b) => b.at.replace(/:\d+$/, ""));
    expect(files.filter((f) => f === "README.md").length).toBeGreaterThanOrEqual(2);
    for (const page of ["docs/admin-api.md", "docs/areas.md", "docs/contract.md", "docs/persistence.md", "docs/toolbox.md"])
      expect(files, page).toContain(page);
    const signature = blocks.find((b) => b.at.startsWith("README.md:") && b.script.includes('createVerify("SHA256")'));
    expect(signature?.expected).toEqual(["verified"]);
  });

  for (const block of blocks) {
    it(`${block.at}${block.name ? ` (${block.name})` : ""}${block.after ? ` after ${block.after}` : ""} runs as written`, async () => {
      const r = await run(scriptOf(block, blocks));
      const out = String(r.stdout);
      expect(r.status, out + r.stderr).toBe(0);
      expect(missingStated(block.expected, out), out).toEqual([]);
      if (block.name !== "quickstart") return;
      const lines = out.split("\n").filter(Boolean);
      expect(lines).toContain("APPROVED");
      expect(lines).toContain("100000");
      expect(lines.indexOf("PROCESSING")).toBeGreaterThanOrEqual(0);
      expect(lines.indexOf("COMPLETED")).toBeGreaterThan(lines.indexOf("PROCESSING"));
      const webhooks = lines.filter((l) => /^(verified|REJECTED) /.test(l));
      expect(webhooks.map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual([
        "verified TEST",
        "verified INTERNAL_ACCOUNT.BALANCE_UPDATED",
        "verified OUTGOING_PAYMENT.PROCESSING",
        "verified OUTGOING_PAYMENT.COMPLETED",
      ]);
    }, 120_000);
  }
});

describe("the runnable convention", () => {
  it("reads markers, names, chains and stated outputs", () => {
    const root = mkdtempSync(join(tmpdir(), "paysim-runnable-"));
    mkdirSync(join(root, "docs", "a"), { recursive: true });
    writeFileSync(join(root, "README.md"), "text\n<!-- runnable first -->\n```sh\nX=1\necho $X   # 1\n```\n\n```sh\nnot runnable\n```\n");
    writeFileSync(join(root, "docs", "a", "b.md"), "<!-- runnable after=first -->\n```bash\necho $((X+1))   # 2\n# a comment   # not-stated\n```\n");
    const found = runnableBlocks(root);
    expect(found.map((b) => [b.at, b.name, b.after, b.expected])).toEqual([
      ["README.md:2", "first", undefined, ["1"]],
      ["docs/a/b.md:1", undefined, "first", ["2"]],
    ]);
    expect(scriptOf(found[1], found)).toBe("X=1\necho $X   # 1\n\necho $((X+1))   # 2\n# a comment   # not-stated\n");
    expect(() => scriptOf({ ...found[1], after: "nope" }, found)).toThrow(/which no runnable block is named/);
    expect(missingStated(["1", "2"], "1\n2\n")).toEqual([]);
    expect(missingStated(["2", "1"], "1\n2\n")).toEqual(["1"]);
  });
});
