/**
 * The `paysim` program as a newcomer runs it: `serve` builds what it needs and serves the
 * simulator with a ready sandbox platform; `conformance` runs against it and exits 0;
 * an unknown command exits 2.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../../contract/paths.js";
import { PAYSIM_BIN as bin, startServe } from "../support/serve.js";

let child: ChildProcess;
let port: number;
let output = "";

beforeAll(async () => {
  ({ child, port, output } = await startServe(["--client-id", "cli_test_id", "--client-secret", "cli_test_secret"]));
}, 160_000);

afterAll(() => {
  child?.kill("SIGTERM");
});

describe("paysim serve", () => {
  it("prints the base URL, the ready platform's credentials and its start-up time", () => {
    expect(output).toContain(`http://127.0.0.1:${port}/2025-10-13`);
    expect(output).toContain("cli_test_id");
    expect(output).toContain("cli_test_secret");
    expect(output).toMatch(/ready in \d+ ms/);
  });

  it("names the contracts it serves, and each URL answers its document", async () => {
    const urls = [...output.matchAll(/http:\/\/127\.0\.0\.1:\d+\/_sim\/contracts\/(api|admin)\.json/g)];
    expect(urls.map((m) => m[1]).sort()).toEqual(["admin", "api"]);
    for (const [url, which] of urls) {
      const doc = await (await fetch(url)).json();
      expect(doc.info.title).toBe(which === "api" ? "Platform Payments API" : "paysim simulator admin API");
    }
  });

  it("lists the resource browser, the API reference and the index in its banner, each answering", async () => {
    const root = `http://127.0.0.1:${port}`;
    expect(output).toContain(`  browser:     ${root}/_sim/ui  `);
    expect(output).toContain(`  API docs:    ${root}/_sim/docs  `);
    expect(output).toContain(`every link: ${root}/_sim)`);
    expect((await fetch(`${root}/_sim/ui/login`)).status).toBe(200);
    expect((await fetch(`${root}/_sim/docs`)).status).toBe(200);
    expect((await (await fetch(`${root}/_sim`)).json()).links.browser.href).toBe(`${root}/_sim/ui`);
  });

  it("answers health, and serves the platform end to end from the build", async () => {
    const health = await fetch(`http://127.0.0.1:${port}/_sim/health`);
    expect(health.status).toBe(200);
    const auth = "Basic " + Buffer.from("cli_test_id:cli_test_secret").toString("base64");
    const res = await fetch(`http://127.0.0.1:${port}/2025-10-13/customers`, {
      method: "POST",
      headers: { authorization: auth, "content-type": "application/json" },
      body: JSON.stringify({ customerType: "INDIVIDUAL", fullName: "Ada Lovelace", birthDate: "1815-12-10" }),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.id).toMatch(/^Customer:/);
    // The ready platform is regulated: customers are APPROVED at creation.
    expect(body.kycStatus).toBe("APPROVED");
  });

  it("runs the conformance suite against it and exits 0, writing the three reports", () => {
    const out = mkdtempSync(join(tmpdir(), "paysim-cli-"));
    const r = spawnSync(
      process.execPath,
      [
        bin,
        "conformance",
        "--target",
        `http://127.0.0.1:${port}/2025-10-13`,
        "--admin",
        `http://127.0.0.1:${port}`,
        "--only",
        "auth,tenancy",
        "--runs",
        "3",
        "--seed",
        "7",
        "--out",
        out,
      ],
      { cwd: repoRoot, encoding: "utf8", timeout: 120_000 },
    );
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/\d+ passed, 0 failed/);
    for (const f of ["conformance.junit.xml", "conformance.json", "conformance.html"]) expect(existsSync(join(out, f))).toBe(true);
  }, 130_000);

  it("exits 2 on an unknown command", () => {
    const r = spawnSync(process.execPath, [bin, "frobnicate"], { cwd: repoRoot, encoding: "utf8" });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("unknown command");
  });
});
