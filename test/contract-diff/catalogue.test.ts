/**
 * The mutation catalogue through the diff engine: each small change to the fixture
 * contract, in both directions, yields exactly its expected check ids; every change that
 * breaks integrators on the request side carries a witness request that BASE accepts and
 * REVISION refuses (judged independently, from the curl line); every response-side break
 * of integrators carries a body valid under REVISION that BASE rejects; and the same
 * findings, severities and messages come out with the witness search skipped.
 */
import { describe, expect, it } from "vitest";
import { diffDocs } from "../../contract-diff/diff.js";
import { CHECKS, SCHEMA_KINDS } from "../../contract-diff/checks.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";
import { MUTATIONS } from "./catalogue.js";
import { fixtureDoc, fixtureRules } from "./fixture.js";
import { parseCurl, refusal } from "./request-check.js";
import type { Finding } from "../../contract-diff/types.js";

const REQUEST_PROVEN =
  /^(request-|parameter-(added-required|required-added)$|operation-removed$|operation-security-removed$|request-media-type-removed$|request-body-required-added$)/;

function cases() {
  return MUTATIONS.flatMap((m) => {
    const doc = fixtureDoc();
    const rules = fixtureRules();
    m.apply(doc, rules);
    return [
      { name: `${m.name} (forward)`, A: fixtureDoc(), B: doc, rA: fixtureRules(), rB: rules, expected: m.forward },
      { name: `${m.name} (backward)`, A: doc, B: fixtureDoc(), rA: rules, rB: fixtureRules(), expected: m.backward },
    ];
  });
}

function checkWitness(f: Finding, A: any, B: any): void {
  if (f.audience !== "integrators" || f.severity !== "error") return;
  if (REQUEST_PROVEN.test(f.id) && f.witness?.effect === "ignored") {
    // A request property removed or renamed: BASE and REVISION both accept the request, REVISION no longer names what it carries.
    const req = parseCurl(f.witness.curl!);
    const name = /`([^`]+)`/.exec(f.message)![1].split(".").pop()!;
    expect(refusal(A, req), `${f.id}: BASE must accept ${f.witness.curl}`).toBeNull();
    expect(refusal(B, req), `${f.id}: REVISION accepts ${f.witness.curl} too`).toBeNull();
    expect(JSON.stringify(req.body), `${f.id}: the witness carries ${name}`).toContain(`"${name}":`);
  } else if (REQUEST_PROVEN.test(f.id)) {
    expect(f.witness, `${f.id}: ${f.message} has no witness (${f.noWitness})`).toBeDefined();
    const req = parseCurl(f.witness!.curl!);
    expect(refusal(A, req), `${f.id}: BASE must accept ${f.witness!.curl}`).toBeNull();
    expect(refusal(B, req), `${f.id}: REVISION must refuse ${f.witness!.curl}`).not.toBeNull();
  } else if (/^(response|webhook)-/.test(f.id) && SCHEMA_KINDS[f.id.replace(/^(response|webhook)-/, "")].dir !== "special") {
    expect(f.witness?.kind, `${f.id}: ${f.message} has no response witness`).toBe("response");
    expect(f.witness!.validUnder).toBe("REVISION");
  }
}

describe("contract diff: mutation catalogue", () => {
  const all = cases();
  it("holds at least 60 cases over every kind of change", () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    const ids = new Set(all.flatMap((c) => c.expected));
    for (const id of ids) expect(CHECKS.has(id), id).toBe(true);
    expect(ids.size).toBeGreaterThanOrEqual(60);
  });

  for (const c of all) {
    it(c.name, () => {
      const findings = diffDocs(c.A, c.B, c.rA, c.rB);
      expect([...new Set(findings.map((f) => f.id))].sort()).toEqual([...new Set(c.expected)].sort());
      // The witness search proves findings; it never changes them or their severity.
      const shape = (fs: Finding[]) => fs.map((f) => `${f.id} ${f.severity} ${f.audience} ${f.path} ${f.message}`);
      expect(shape(diffDocs(c.A, c.B, c.rA, c.rB, { witnesses: false }))).toEqual(shape(findings));
      for (const f of findings) {
        expect(f.message.length).toBeGreaterThan(10);
        expect(f.path).toMatch(/^(#|spec\/rules\/)/);
        expect(f.witness || f.noWitness).toBeTruthy();
        checkWitness(f, c.A, c.B);
      }
    });
  }

  it("a response witness is valid under REVISION and rejected by BASE", () => {
    const B = fixtureDoc();
    B.components.schemas.Customer.properties.status.enum.push("FROZEN");
    const f = diffDocs(fixtureDoc(), B).find((x) => x.id === "response-enum-value-added")!;
    const { base, revision } = f.witness!.pointers!;
    expect(new SchemaRegistry(B).check(revision, f.witness!.body)).toBeNull();
    expect(new SchemaRegistry(fixtureDoc()).check(base, f.witness!.body)).not.toBeNull();
  });
});
