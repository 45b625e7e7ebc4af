/**
 * The Markdown report is a pull-request comment: GitHub refuses one over 65,536 characters.
 * Whatever the report holds (thousands of findings, long messages, long witnesses), the
 * Markdown stays under the limit, opens with the findings per check when it had to leave
 * some out, lists errors before warnings, and says how many findings and witnesses it left
 * out; a report that fits is printed whole.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMENT_LIMIT, toMarkdown } from "../../contract-diff/report/format.js";
import type { Finding, Report } from "../../contract-diff/types.js";

const finding = fc.record({
  severity: fc.constantFrom("error", "warning", "info") as fc.Arbitrary<Finding["severity"]>,
  id: fc.constantFrom("response-property-removed", "request-required-added", "response-enum-value-added", "operation-added", "request-deprecated"),
  message: fc.string({ minLength: 10, maxLength: 2500 }),
  curl: fc.option(fc.string({ minLength: 20, maxLength: 4000 }), { nil: undefined }),
});

function report(items: { severity: Finding["severity"]; id: string; message: string; curl?: string }[]): Report {
  const findings: Finding[] = items.map((x, i) => ({
    id: x.id,
    severity: x.severity,
    audience: x.severity === "info" ? "compatible" : "integrators",
    operation: `POST /things/${i}`,
    path: `#/components/schemas/Thing${i}`,
    message: x.message,
    ...(x.curl
      ? { witness: { kind: "request", validUnder: "BASE", curl: `curl ${x.curl}`, refusedBecause: "REVISION refuses: /x must be string" } }
      : { noWitness: "none" }),
  }));
  const rank = { error: 0, warning: 1, info: 2 };
  findings.sort((a, b) => rank[a.severity] - rank[b.severity]);
  return { base: "HEAD~40", revision: "HEAD", baseHow: "openapi.yaml at HEAD~40", revisionHow: "openapi.yaml at HEAD", findings };
}

describe("Markdown report under the pull-request comment limit", () => {
  it("fits any report under 65,536 characters and says what it left out", () => {
    fc.assert(
      fc.property(fc.array(finding, { maxLength: 400 }), fc.constantFrom(COMMENT_LIMIT, 20_000, 4_000), (items, limit) => {
        const r = report(items);
        const md = toMarkdown(r, { markdownLimit: limit });
        expect(md.length).toBeLessThanOrEqual(limit);
        const shown = md.split("\n").filter((l) => /^\| .* \| `[a-z-]+` \| .* \| POST \/things\/\d+ \|/.test(l));
        const cut = /_This comment is cut to fit a pull-request comment/.test(md);
        if (cut) {
          const [, rowsLeft] = /: (\d+) of (\d+) findings/.exec(md)!.map(Number);
          expect(rowsLeft + shown.length).toBe(r.findings.length);
          for (const id of new Set(r.findings.map((f) => f.id))) expect(md).toContain(`| \`${id}\` |`);
        } else expect(shown.length).toBe(r.findings.length);
        // Errors first: no error row after a warning or info row.
        const sev = shown.map((l) => (l.includes("🔴") ? 0 : l.includes("🟠") ? 1 : 2));
        expect([...sev].sort((a, b) => a - b)).toEqual(sev);
      }),
      { numRuns: 60, seed: 25 },
    );
  });

  it("a 40-commit range with 3,000 findings comes out under the limit with its summary per check", () => {
    const items = Array.from({ length: 3000 }, (_, i) => ({
      severity: (i % 7 === 0 ? "error" : i % 3 === 0 ? "info" : "warning") as Finding["severity"],
      id: i % 7 === 0 ? "response-property-removed" : "response-enum-value-added",
      message: `GET /things/${i} response 200: \`data.${i}.field\` changed in a way that takes a long sentence to explain, as real findings do.`,
      curl: `-X POST "$BASE/things/${i}" --data-raw '${JSON.stringify({ amount: i, note: "x".repeat(200) })}'`,
    }));
    const md = toMarkdown(report(items));
    expect(md.length).toBeLessThanOrEqual(COMMENT_LIMIT);
    expect(md).toContain("| severity | check | audience | findings |");
    expect(md).toMatch(/\| 🔴 error \| `response-property-removed` \| breaks integrators \| 429 \|/);
    expect(md).toMatch(/of 3000 findings and \d+ witness\(es\) are left out; the JSON and JUnit reports hold them all/);
  });

  it("a report that fits is printed whole, with its witnesses", () => {
    const r = report([{ severity: "error", id: "request-required-added", message: "POST /things: `x` is now required.", curl: "-X POST /things" }]);
    const md = toMarkdown(r);
    expect(md).not.toContain("cut to fit");
    expect(md).toContain("<details><summary>Witnesses</summary>");
    expect(md).toContain("curl -X POST /things");
  });
});
