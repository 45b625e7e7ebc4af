/**
 * The conformance run people can watch: coverage counts an operation as exercised only
 * past authentication; the console shows a live line per area / check / case on a
 * terminal, one line per check in logs, nothing but the summary when quiet (CI); the
 * summary and the HTML report carry per-area figures (operations, rules, error codes,
 * magic values) and each failure's curl reproduction. One short real run (the auth check
 * against the simulator) shows that requests refused for credentials exercise nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Coverage } from "../../conformance/runner/coverage.js";
import { Engine, type RunResult } from "../../conformance/runner/engine.js";
import { attachConsole, isCi, renderSummary } from "../../conformance/reporters/console.js";
import { renderHtml } from "../../conformance/reporters/html.js";
import { runSuite } from "../../conformance/run.js";
import { Contract } from "../../contract/operations.js";
import type { CaseResult, CheckDefinition } from "../../conformance/runner/types.js";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";

function result(
  cases: CaseResult[],
  coverage = new Coverage(["GET /customers", "POST /cards"], { "GET /customers": "Customers", "POST /cards": "Cards" }).toJSON(),
): RunResult {
  const checks = [
    {
      id: "data.positive",
      area: "Customers",
      kind: "positive-data",
      rule: "valid data is accepted",
      passed: cases.filter((c) => c.status === "passed").length,
      failed: cases.filter((c) => c.status === "failed").length,
      skipped: 0,
    },
  ];
  return {
    target: "http://127.0.0.1:1/2025-10-13",
    seed: 7,
    runs: 2,
    startedAt: "2025-10-13T00:00:00.000Z",
    durationMs: 1200,
    capabilities: ["control"],
    totals: { passed: checks[0].passed, failed: checks[0].failed, skipped: 0 },
    checks,
    cases,
    coverage,
  };
}

const failedCase: CaseResult = {
  checkId: "data.positive",
  area: "Customers",
  kind: "positive-data",
  name: "createCustomer accepts a full individual",
  rule: "valid data is accepted",
  status: "failed",
  durationMs: 3,
  calls: 1,
  failure: {
    rule: "accepts-valid",
    message: "answered 400",
    calls: [],
    replay: "paysim conformance --seed 7 --only data.positive",
    curl: "curl -sS -X POST 'http://127.0.0.1:1/2025-10-13/customers' -d '{}'",
  },
};

describe("coverage", () => {
  it("an operation only ever refused with 401 is not exercised (its 401 code is recorded); one past authentication is, with its error codes and the area's magic values", () => {
    const c = new Coverage(["GET /customers", "POST /cards", "GET /cards"], { "GET /customers": "Customers", "POST /cards": "Cards", "GET /cards": "Cards" });
    c.call("GET /customers", "auth.credentials", 401, "UNAUTHORIZED");
    c.call("POST /cards", "data.negative", 400, "INVALID_INPUT");
    c.call("GET /cards", "data.positive", 0);
    c.magic("card descriptor suffix", "002", "Cards");
    const d = c.toJSON();
    expect(d.operations["GET /customers"]).toMatchObject({ area: "Customers", checks: [], statuses: [401], refused: 1, codes: ["UNAUTHORIZED"] });
    expect(d.operations["POST /cards"]).toMatchObject({ checks: ["data.negative"], codes: ["INVALID_INPUT"], refused: 0 });
    expect(d.operations["GET /cards"]).toMatchObject({ checks: [], refused: 1 });
    expect(d.magicByArea).toEqual({ Cards: { "card descriptor suffix": ["002"] } });
  });
});

describe("console progress", () => {
  // quiet is given explicitly: its default follows the CI variable, which CI itself sets.
  function drive(tty: boolean, quiet = false): string {
    const engine = new Engine(new Contract({ paths: {} }), []);
    const out = Object.assign(new PassThrough(), { isTTY: tty, columns: 120 });
    let text = "";
    out.on("data", (b) => (text += b));
    attachConsole(engine, out, quiet);
    const check = { id: "data.positive", area: "Customers", kind: "positive-data", rule: "r", run: async () => {} } as CheckDefinition;
    engine.emit("start", { options: { target: "http://t", out: "", seed: 7, runs: 2, timeoutMs: 1 }, checks: [check], capabilities: [] });
    engine.emit("check", check);
    engine.emit("case", { ...failedCase, status: "passed", failure: undefined, name: "property: any individual" });
    engine.emit("case", failedCase);
    engine.emit("end", result([{ ...failedCase, status: "passed" }, failedCase]));
    return text;
  }

  it("on a terminal: a live line naming area, check and property, the failure, one line per area, then the summary", () => {
    const t = drive(true);
    expect(t).toContain("\r\x1b[KCustomers › data.positive › property: any individual  1✓ 0✗ 0s");
    expect(t).toContain("✗ data.positive › createCustomer accepts a full individual: accepts-valid");
    expect(t).toMatch(/✗ Customers\s+2 cases\s+1 failed/);
    expect(t).toContain("1 passed, 1 failed, 0 skipped");
  });

  it("in a log: one line per check, no control characters", () => {
    const t = drive(false);
    expect(t).toContain("✗ Customers › data.positive: 1 passed, 1 failed, 0 skipped");
    expect(t).not.toContain("\x1b[");
  });

  it("quiet (CI): the header and the summary only", () => {
    const t = drive(true, true);
    expect(t).not.toContain("›");
    expect(t).not.toContain("\x1b[");
    expect(t).toContain("1 passed, 1 failed");
    expect(isCi({ CI: "true" })).toBe(true);
    expect(isCi({ CI: "false" })).toBe(false);
    expect(isCi({})).toBe(false);
  });
});

describe("summary and HTML report", () => {
  it("per-area rows, the exercised count past authentication, and each failure's curl reproduction", () => {
    const cov = new Coverage(["GET /customers", "POST /cards"], { "GET /customers": "Customers", "POST /cards": "Cards" });
    cov.call("GET /customers", "data.positive", 200);
    cov.call("POST /cards", "auth.credentials", 401);
    const r = result([failedCase], cov.toJSON());
    const summary = renderSummary(r);
    expect(summary).toMatch(/Customers\s+1\s+0\s+1\s+0\s+1\/1/);
    expect(summary).toContain("operations covered (an answer other than 401 and 404): 1 / 2");
    const html = renderHtml(r);
    expect(html).toContain("Coverage by area");
    expect(html).toContain("only refused for credentials");
    expect(html).toContain("curl -sS -X POST");
  });
});

describe("a real run", () => {
  let sim: StartedSimulator;
  beforeAll(async () => {
    sim = await startSimulator();
  });
  afterAll(() => sim?.close());

  it("the auth check alone exercises no operation: every request it makes is refused for credentials", async () => {
    const out = mkdtempSync(join(tmpdir(), "paysim-conf-"));
    const { result: r, files } = await runSuite(
      { target: sim.baseUrl, control: sim.rootUrl, out, seed: 7, runs: 2, timeoutMs: 10_000, quiet: true, only: ["auth.credentials"] },
      { console: false },
    );
    expect(r.totals.failed).toBe(0);
    const ops = Object.values(r.coverage.operations);
    expect(ops.filter((o) => (o.refused ?? 0) > 0).length).toBeGreaterThan(100);
    expect(ops.filter((o) => o.checks.includes("auth.credentials"))).toEqual([]);
    expect(readFileSync(files!.html, "utf8")).toContain("Coverage by area");
  }, 60_000);
});
