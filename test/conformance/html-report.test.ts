/**
 * The HTML report of a run with failures: its top tiles link to the failures (which come
 * right after them), to the skipped cases and to the coverage; and it never prints the word
 * "undefined", whatever a failure left unset (no expected or actual value, a call that got no
 * answer, a body without a code, a message built from a missing field).
 */
import { describe, expect, it } from "vitest";
import { renderHtml } from "../../conformance/reporters/html.js";
import { answered, statusRead } from "../../conformance/client/answer.js";
import { Coverage } from "../../conformance/runner/coverage.js";
import type { RunResult } from "../../conformance/runner/engine.js";
import type { CaseResult } from "../../conformance/runner/types.js";
import type { RecordedCall } from "../../conformance/client/types.js";

const call = (over: Partial<RecordedCall>): RecordedCall => ({
  seq: 1,
  method: "POST",
  url: "http://127.0.0.1:1/2025-10-13/cards",
  path: "/cards",
  requestHeaders: {},
  status: 201,
  responseHeaders: {},
  responseBody: { id: "Card:1", status: "PROCESSING" },
  durationMs: 2,
  ...over,
});

function failed(name: string, failure: Partial<NonNullable<CaseResult["failure"]>>): CaseResult {
  return {
    checkId: "model.cards",
    area: "Cards",
    kind: "state-machine",
    name,
    rule: "cards follow the description",
    status: "failed",
    durationMs: 5,
    calls: 2,
    failure: { rule: "cards.status-transition", message: "", calls: [], replay: "npx paysim conformance --only model.cards", curl: "", ...failure },
  };
}

function run(cases: CaseResult[]): RunResult {
  const cov = new Coverage(["POST /cards"], { "POST /cards": "Cards" });
  cov.call("POST /cards", "model.cards", 201);
  return {
    target: "http://127.0.0.1:1/2025-10-13",
    seed: 3,
    runs: 2,
    startedAt: "2025-10-13T00:00:00.000Z",
    durationMs: 900,
    capabilities: [],
    totals: { passed: 1, failed: cases.filter((c) => c.status === "failed").length, skipped: 1 },
    checks: [{ id: "model.cards", area: "Cards", kind: "state-machine", rule: "cards follow the description", passed: 1, failed: 2, skipped: 1 }],
    cases,
    coverage: cov.toJSON(),
  };
}

describe("HTML report", () => {
  const noCode = { status: 201, body: { id: "Card:1" } };
  const cases: CaseResult[] = [
    failed("a card answered without the fields a message reads", {
      // What a check writes with the helpers: "201", not "201 undefined".
      message: `POST /cards answered ${answered(noCode)}; the card reads ${statusRead(noCode)}`,
      actual: answered(noCode),
      expected: undefined,
      calls: [call({ seq: 1 }), call({ seq: 2, status: 0, responseBody: undefined, error: "socket hang up" })],
    }),
    failed("a message written with a missing field", { message: "GET /cards/{id} reads undefined", expected: "ACTIVE", actual: undefined, seed: undefined }),
    { ...failed("skipped", {}), status: "skipped", failure: undefined, skipReason: "no production platform given" },
  ];
  const html = renderHtml(run(cases));

  it("never prints undefined", () => {
    expect(answered(noCode)).toBe("201");
    expect(answered({ status: 400, body: { code: "INVALID_INPUT" } })).toBe("400 INVALID_INPUT");
    expect(answered({ status: 0, call: { error: "ECONNREFUSED" } })).toBe("no answer (ECONNREFUSED)");
    expect(html).not.toMatch(/undefined/);
    expect(html).toContain("POST /cards answered 201; the card reads (no status: 201)");
    expect(html).toContain("no answer (socket hang up)");
    expect(html).toContain("(none)");
  });

  it("its failed tile jumps to the failures, which follow the tiles; the others to skipped and coverage", () => {
    expect(html).toMatch(/<a href="#failures"><b>failed<\/b><span class="fail">2<\/span><\/a>/);
    expect(html).toContain('href="#skipped"');
    expect(html).toContain('href="#coverage"');
    const tiles = html.indexOf('class="tot"');
    const failures = html.indexOf('id="failures"');
    expect(failures).toBeGreaterThan(tiles);
    for (const later of ['id="coverage"', 'id="skipped"', "Coverage: operations"]) expect(html.indexOf(later)).toBeGreaterThan(failures);
    expect(html.slice(failures, html.indexOf("</section>", failures))).toContain("a message written with a missing field");
  });
});
