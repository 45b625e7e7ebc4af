/**
 * `paysim conformance` as the README runs it, against `paysim serve` in its default
 * (non-strict) mode started as a child process: the README's exact command passes and
 * leaves no platform behind; an interrupted run deletes what it created; wrong credentials,
 * a target URL without the version path and a malformed --platform each exit 2 with one line.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServe } from "../support/serve.js";
import { repoRoot } from "../../contract/paths.js";

const bin = join(repoRoot, "bin", "paysim.mjs");
let serve: ChildProcess;
let port: number;
let output: () => string = () => "";

/** The README's command for running the suite against the simulator (`npx paysim conformance ... --control ...`). */
export function readmeCommand(readme = readFileSync(join(repoRoot, "README.md"), "utf8")): string[] {
  const line = readme.split("\n").find((l) => /^npx paysim conformance .*--control http:\/\/127\.0\.0\.1:4010\s*$/.test(l.trim()));
  if (!line) throw new Error("README.md shows no `npx paysim conformance ... --control http://127.0.0.1:4010` command");
  return line.trim().split(/\s+/).slice(2);
}

const platformsNow = async () => ((await (await fetch(`http://127.0.0.1:${port}/_sim/health`)).json()) as { platforms: number }).platforms;

function paysim(args: string[], timeout = 60_000) {
  return spawnSync(process.execPath, [bin, ...args], { cwd: repoRoot, encoding: "utf8", timeout });
}

beforeAll(async () => {
  const started = await startServe(["--client-id", "conf_cli_id", "--client-secret", "conf_cli_secret"]);
  port = started.port;
  serve = started.child;
  output = started.printed;
}, 160_000);

afterAll(() => {
  serve?.kill("SIGTERM");
});

describe("paysim conformance against paysim serve (default mode)", () => {
  it("the README's exact command passes, reports the rule-coverage verdict, and deletes every platform it created", () => {
    expect(output()).not.toContain("strict response validation");
    const args = readmeCommand().map((a) => a.replace("127.0.0.1:4010", `127.0.0.1:${port}`));
    const out = mkdtempSync(join(tmpdir(), "paysim-readme-"));
    const r = spawnSync(process.execPath, [bin, ...args, "--out", out], {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 600_000,
      env: { ...process.env, CI: "true" },
    });
    expect(r.status, (r.stdout.match(/broken rules:[\s\S]*?replay:.*/)?.[0] ?? r.stdout.slice(-4000)) + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\d+ passed, 0 failed/);
    expect(r.stdout).toMatch(/rule-coverage verdict: \d+ verified, 0 failed/);
    const created = /platforms created through the control API: (\d+), deleted: (\d+)/.exec(r.stdout);
    expect(created, r.stdout.slice(-2000)).not.toBeNull();
    expect(Number(created![1])).toBeGreaterThan(10);
    expect(created![2]).toBe(created![1]);
    const report = JSON.parse(readFileSync(join(out, "conformance.json"), "utf8"));
    expect(report.verdict.counts.failed).toBe(0);
    expect(report.platforms.notDeleted).toEqual([]);
  }, 620_000);

  it("no platform is left behind: the simulator holds only its ready one", async () => {
    expect(await platformsNow()).toBe(1);
  });

  it("an interrupted run (SIGTERM) deletes the platforms it had created, then exits 143", async () => {
    const child = spawn(
      process.execPath,
      [bin, "conformance", "--target", `http://127.0.0.1:${port}/2025-10-13`, "--control", `http://127.0.0.1:${port}`, "--seed", "3"],
      {
        cwd: repoRoot,
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, CI: "true" },
      },
    );
    let err = "";
    child.stderr!.on("data", (d) => (err += d));
    const deadline = Date.now() + 120_000;
    while ((await platformsNow()) < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await platformsNow()).toBeGreaterThanOrEqual(4);
    child.kill("SIGTERM");
    const code = await new Promise<number | null>((r) => child.on("exit", (c) => r(c)));
    expect(code, err).toBe(143);
    expect(err).toContain("deleting the platforms this run created");
    // A case still under way when the signal came may finish making its platform: give it a moment, then none may be left but the ready one.
    await new Promise((r) => setTimeout(r, 500));
    expect(await platformsNow()).toBe(1);
  }, 150_000);

  it("wrong credentials: exit 2, one line naming the platform whose credentials are refused", () => {
    const r = paysim(["conformance", "--target", `http://127.0.0.1:${port}/2025-10-13`, "--platform", "regulated=conf_cli_id:not-the-secret"]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/credentials of the regulated platform \(client id conf_cli_id\) do not authenticate: GET .*\/config answered 401/);
    expect(r.stdout).not.toMatch(/passed|failed/);
  });

  it("wrong credentials given besides the control API: exit 2, one line, and the platform the preflight made is deleted", async () => {
    const r = paysim([
      "conformance",
      "--target",
      `http://127.0.0.1:${port}/2025-10-13`,
      "--control",
      `http://127.0.0.1:${port}`,
      "--platform",
      "second=conf_cli_id:not-the-secret",
    ]);
    expect(r.status, r.stdout.slice(-1000)).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/credentials of the second platform \(client id conf_cli_id\) do not authenticate: GET .*\/config answered 401/);
    expect(r.stdout).not.toMatch(/passed|failed/);
    expect(await platformsNow()).toBe(1);
  });

  it("a target without the version path: exit 2, one line saying so", () => {
    const r = paysim(["conformance", "--target", `http://127.0.0.1:${port}`, "--platform", "regulated=conf_cli_id:conf_cli_secret"]);
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(
      /does not serve the API's version path: GET http:\/\/127\.0\.0\.1:\d+\/config answered 404; the target URL ends in the API's version segment, e\.g\. .*\/2025-10-13/,
    );
  });

  it("a malformed --platform, an unknown kind or no platform at all: exit 2, one line", () => {
    for (const [args, message] of [
      [["--platform", "regulated=nosecret"], /--platform takes KIND=ID:SECRET/],
      [["--platform", "offshore=a:b"], /KIND one of unregulated, regulated, skipPaperwork, contactEmailPhone, sca, cardProgram, production, second/],
      [[], /give --control URL, or the credentials of a platform/],
    ] as const) {
      const r = paysim(["conformance", "--target", `http://127.0.0.1:${port}/2025-10-13`, ...args]);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  });
});
