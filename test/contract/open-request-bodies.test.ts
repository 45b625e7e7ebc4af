/**
 * Never stricter than the service: the live service's request schemas are open (a property
 * it does not know is ignored), so no request body of the contract closes itself with
 * `additionalProperties: false`. What happens to an unknown property is the pipeline's one
 * policy: accepted with a `Paysim-Warning` header by default, 400 `UNKNOWN_FIELD` under
 * `--strict`. A closed schema would bypass that policy: ajv itself would refuse the property
 * in the default mode too (as the card bodies once did).
 */
import { describe, expect, it } from "vitest";
import { bundledSpec } from "../../contract/spec.js";
import { startSimulator } from "../support/simulator.js";

type Node = Record<string, unknown>;

/** Every pointer under a request body's schema (through $ref, composition, properties and items) where a schema is closed. */
function closedSchemas(doc: Node, schema: unknown, at: string, seen: Set<unknown>, out: string[]): void {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return;
  seen.add(schema);
  const s = schema as Node;
  if (typeof s.$ref === "string") {
    const target = s.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((n, k) => (n as Node | undefined)?.[k], doc);
    closedSchemas(doc, target, s.$ref, seen, out);
  }
  if (s.additionalProperties === false) out.push(at);
  for (const k of ["allOf", "oneOf", "anyOf"] as const)
    if (Array.isArray(s[k])) (s[k] as unknown[]).forEach((b, i) => closedSchemas(doc, b, `${at}/${k}/${i}`, seen, out));
  if (s.properties && typeof s.properties === "object")
    for (const [k, v] of Object.entries(s.properties as Node)) closedSchemas(doc, v, `${at}/properties/${k}`, seen, out);
  if (s.items) closedSchemas(doc, s.items, `${at}/items`, seen, out);
}

describe("request bodies are open, as the service's are", () => {
  it("no request body schema sets additionalProperties: false", () => {
    const doc = bundledSpec() as unknown as Node;
    const closed: string[] = [];
    for (const [path, item] of Object.entries(doc.paths as Node))
      for (const [method, op] of Object.entries(item as Node)) {
        const body = (op as Node | undefined)?.requestBody as Node | undefined;
        const content = body?.content as Record<string, Node> | undefined;
        for (const [type, media] of Object.entries(content ?? {}))
          closedSchemas(doc, media.schema, `${method.toUpperCase()} ${path} ${type}`, new Set(), closed);
      }
    expect(closed).toEqual([]);
  });

  it("a card simulation with a property the contract does not declare is answered, with the warning (default mode)", async () => {
    const env = await startSimulator({ strict: false });
    try {
      const p = await env.createPlatform();
      const res = await p.post("/sandbox/cards/Card:00000000-0000-4000-8000-000000000000/simulate/balance_inquiry", {
        merchant: { descriptor: "ATM MAIN ST", mcc: "6011", country: "US" },
        amount: 5,
      });
      // No such card: 404, past the body's validation; the unknown property only warned about.
      expect(res.status).toBe(404);
      expect(res.headers.get("paysim-warning")).toContain("amount");
    } finally {
      await env.close();
    }
  });
});
