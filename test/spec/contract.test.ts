/**
 * The contract holds everything the description names, and is well formed:
 * operations, tags, statuses, error codes, events, refs, examples.
 */
import { describe, it, expect } from "vitest";
import { loadBundledSpec, loadInventory, operations } from "../support/spec.js";
import { errorCodeTable } from "../../contract/errors.js";
import { unresolvedRefs } from "../../spec/tools/bundle.js";
import { collectExamples } from "../../spec/tools/examples.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";

const doc = loadBundledSpec();
const inv = loadInventory();
const ops = operations(doc);
const byKey = new Map(ops.map((o) => [o.key, o]));
const errorTable = errorCodeTable();

function enumOf(status: string): string[] {
  return doc.components.schemas[`Error${status}`].allOf[1].properties.code.enum;
}

describe("operations", () => {
  it("holds at least 150 operations", () => {
    expect(ops.length).toBeGreaterThanOrEqual(150);
  });

  it("holds every operation the description shows (44), with its exact method and path", () => {
    expect(inv.seedOperations).toHaveLength(44);
    const missing = inv.seedOperations.filter((k) => !byKey.has(k));
    expect(missing).toEqual([]);
  });

  it("holds every operation of the families in interface-facts.md", () => {
    const missing = inv.familyOperations.filter((k) => !byKey.has(k));
    expect(missing).toEqual([]);
  });

  it("keeps the operationIds the description fixes", () => {
    for (const [key, id] of Object.entries(inv.operationIds)) expect(byKey.get(key)?.op.operationId).toBe(id);
  });

  it("gives every operation a unique operationId, one area tag, a summary and responses", () => {
    const ids = new Set<string>();
    const problems: string[] = [];
    for (const { key, op } of ops) {
      if (!op.operationId) problems.push(`${key}: no operationId`);
      else if (ids.has(op.operationId)) problems.push(`${key}: duplicate operationId ${op.operationId}`);
      ids.add(op.operationId);
      if (!Array.isArray(op.tags) || op.tags.length !== 1 || !inv.areas.includes(op.tags[0])) problems.push(`${key}: tags ${JSON.stringify(op.tags)}`);
      if (!op.summary) problems.push(`${key}: no summary`);
      if (!op.responses || !Object.keys(op.responses).some((s) => /^2/.test(s))) problems.push(`${key}: no success response`);
    }
    expect(problems).toEqual([]);
  });

  it("declares one tag per area of the description and uses each", () => {
    expect(doc.tags.map((t: any) => t.name).sort()).toEqual([...inv.areas].sort());
    const used = new Set(ops.map((o) => o.op.tags?.[0]));
    expect(inv.areas.filter((a) => !used.has(a))).toEqual([]);
  });

  it("answers 401 on every authenticated operation", () => {
    const missing = ops.filter(({ op }) => (op.security ?? doc.security).length > 0 && !op.responses["401"]).map((o) => o.key);
    expect(missing).toEqual([]);
  });

  it("uses AgentAuth on agent operations and Basic elsewhere", () => {
    for (const { path, op, key } of ops) {
      const schemes = (op.security ?? doc.security).flatMap((s: object) => Object.keys(s));
      if (path.startsWith("/agents/me")) expect(schemes, key).toEqual(["AgentAuth"]);
      // The agent redeems its device code without credentials (as on the live service).
      else if (op.operationId === "redeemAgentDeviceCode") expect(schemes, key).toEqual([]);
      else expect(schemes, key).toEqual(["BasicAuth"]);
    }
  });

  it("lists in x-error-codes only codes of that status, for statuses the operation documents", () => {
    const problems: string[] = [];
    for (const { key, op } of ops) {
      const xe = op["x-error-codes"];
      if (!xe) {
        problems.push(`${key}: no x-error-codes`);
        continue;
      }
      for (const [status, codes] of Object.entries<string[]>(xe)) {
        if (!op.responses[status]) problems.push(`${key}: x-error-codes ${status} but no ${status} response`);
        const allowed = enumOf(status) ?? [];
        for (const c of codes) if (!allowed.includes(c)) problems.push(`${key}: ${c} is not a ${status} code`);
      }
      for (const status of Object.keys(op.responses)) {
        if (/^[45]/.test(status) && !xe[status]) problems.push(`${key}: ${status} response without x-error-codes`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives every request body and every success response an example", () => {
    const problems: string[] = [];
    const hasExample = (media: any) => media && ("example" in media || Object.keys(media.examples ?? {}).length > 0);
    for (const { key, op } of ops) {
      for (const [ct, media] of Object.entries<any>(op.requestBody?.content ?? {})) if (!hasExample(media)) problems.push(`${key}: request ${ct}`);
      for (const [status, resp] of Object.entries<any>(op.responses)) {
        if (!/^2/.test(status)) continue;
        const r = resp.$ref ? doc.components.responses[resp.$ref.split("/").pop()] : resp;
        for (const [ct, media] of Object.entries<any>(r.content ?? {})) if (!hasExample(media)) problems.push(`${key}: response ${status} ${ct}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("errors", () => {
  it("enumerates every code the description names, under its status", () => {
    for (const [status, codes] of Object.entries(inv.errorCodes)) {
      const e = enumOf(status);
      expect(
        codes.filter((c) => !e.includes(c)),
        `status ${status}`,
      ).toEqual([]);
    }
  });

  it("takes the enums from spec/rules/error-codes.yaml, exactly", () => {
    for (const [status, entries] of Object.entries(errorTable)) expect(enumOf(status)).toEqual(entries.map((e) => e.code));
  });

  it("has one Error shape {code, reason, details} and a FieldError naming the field", () => {
    const e = doc.components.schemas.Error;
    expect(e.required).toEqual(["code", "reason"]);
    expect(Object.keys(e.properties)).toEqual(["code", "reason", "details"]);
    expect(doc.components.schemas.FieldError.required).toContain("field");
  });
});

describe("webhooks", () => {
  const hooks = doc.webhooks ?? {};
  it("has every event type of the description", () => {
    expect(inv.eventTypes.filter((t) => !hooks[t])).toEqual([]);
  });

  it("names the families the description leaves open", () => {
    for (const fam of inv.eventFamilies)
      expect(
        Object.keys(hooks).some((k) => k.startsWith(fam)),
        fam,
      ).toBe(true);
  });

  it("signs every delivery with X-Service-Signature and wraps data in the envelope", () => {
    const reg = new SchemaRegistry(doc);
    for (const [type, item] of Object.entries<any>(hooks)) {
      const params = item.post.parameters ?? [];
      const resolved = params.map((p: any) => (p.$ref ? doc.components.parameters[p.$ref.split("/").pop()] : p));
      expect(
        resolved.some((p: any) => p.in === "header" && p.name === "X-Service-Signature"),
        type,
      ).toBe(true);
      const schemaPtr = `#/webhooks/${type.replace(/~/g, "~0").replace(/\//g, "~1")}/post/requestBody/content/application~1json/schema`;
      // An envelope of another type must be refused: the schema pins `type`.
      expect(reg.check(schemaPtr, { id: "x", type: "NOT_A_TYPE", data: {} }), type).not.toBeNull();
    }
  });
});

describe("well-formedness", () => {
  it("resolves every $ref", () => {
    expect(unresolvedRefs(doc)).toEqual([]);
  });

  it("validates every example against its schema (ajv, 2020-12, formats)", () => {
    const reg = new SchemaRegistry(doc);
    const examples = collectExamples(doc);
    expect(examples.length).toBeGreaterThan(300);
    const bad: string[] = [];
    for (const ex of examples) {
      const errs = reg.check(ex.schema, ex.value);
      if (errs)
        bad.push(
          `${ex.at}: ${errs
            .slice(0, 2)
            .map((e) => `${e.instancePath} ${e.message}`)
            .join("; ")}`,
        );
    }
    expect(bad).toEqual([]);
  });

  it("serves under a URL ending in the version segment", () => {
    expect(doc.servers[0].url.endsWith("/2025-10-13")).toBe(true);
    expect(doc.info.version).toBe("2025-10-13");
  });
});
