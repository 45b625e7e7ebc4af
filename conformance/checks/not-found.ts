/**
 * Not found: "unknown ids -> 404 with the area's *_NOT_FOUND code", and a deleted
 * resource stays gone (no use after delete).
 */
import type { CheckDefinition } from "../runner/types.js";
import { AREAS_UNDER_TEST, fillPath } from "./scope.js";
import { individual, documentUpload } from "../fixtures/bodies.js";
import type { Contract, Operation } from "../../contract/operations.js";
import type { MultipartBody } from "../client/types.js";
import { SchemaWalker } from "../contract/schema-walk.js";
import type { Json } from "../client/json.js";
import { answered } from "../client/answer.js";

/** A valid multipart body for an operation: a document upload keeping only the fields its schema declares. */
function multipartFor(contract: Contract, op: Operation): MultipartBody | undefined {
  const media = op.op.requestBody?.content?.["multipart/form-data"];
  if (!media) return undefined;
  const schema = new SchemaWalker(contract).deref(media.schema);
  const props = Object.keys(schema.properties ?? {});
  const full = documentUpload("Customer:00000000-0000-4000-8000-0000000000ff");
  return { fields: Object.fromEntries(Object.entries(full.fields).filter(([k]) => props.includes(k))), files: full.files };
}

/**
 * The 404 codes an unknown path id may answer: the code named after the last path
 * parameter when the operation documents it (`{accountId}` → ACCOUNT_NOT_FOUND); else the
 * documented specific codes, or any documented code where the operation also documents
 * the generic NOT_FOUND (a resource without a code of its own, e.g. a card).
 */
export function expectedNotFoundCodes(path: string, codes: string[]): string[] {
  const param = /\{([^}]+)\}[^{]*$/.exec(path)?.[1];
  const named =
    param && param !== "id"
      ? `${param
          .replace(/Id$/, "")
          .replace(/([a-z])([A-Z])/g, "$1_$2")
          .toUpperCase()}_NOT_FOUND`
      : undefined;
  if (named && codes.includes(named)) return [named];
  const specific = codes.filter((c) => c !== "NOT_FOUND");
  if (codes.includes("NOT_FOUND")) return codes;
  return specific;
}

export const unknownIdCheck: CheckDefinition = {
  id: "not-found.unknown-id",
  area: "areas under test",
  kind: "not-found",
  rule: "An unknown id answers 404 with the operation's documented *_NOT_FOUND code.",
  async run(ctx) {
    const ops = ctx.contract.operations.filter((o) => AREAS_UNDER_TEST.includes(o.area) && o.path.includes("{") && o.op.responses["404"]);
    for (const op of ops) {
      await ctx.runCase(
        op.key,
        async (s) => {
          const multipart = multipartFor(ctx.contract, op);
          const body = multipart ? undefined : ctx.contract.requestExample(op);
          // Required headers (e.g. a required Idempotency-Key) are sent, so the id is what is judged.
          const headers = Object.fromEntries(
            ((op.op.parameters ?? []) as { in?: string; name?: string; required?: boolean }[])
              .filter((p) => p.in === "header" && p.required && p.name)
              .map((p) => [p.name!.toLowerCase(), `not-found-${op.key.length}-${Date.now()}`]),
          );
          const r = await s.client.call(op.method, fillPath(op.path), { body, multipart, headers });
          s.expect(r.status === 404, "not-found.404", `${op.key} with an unknown id answered ${r.status}`, 404, r.status);
          const expected = expectedNotFoundCodes(op.path, ctx.contract.operationCodes(op, 404) ?? []);
          if (expected.length)
            s.expect(expected.includes(r.body?.code), "not-found.code", `${op.key}: ${answered(r)} instead of the area's code`, expected, r.body?.code);
        },
        { operationKey: op.key },
      );
    }
  },
};

export const useAfterDeleteCheck: CheckDefinition = {
  id: "not-found.after-delete",
  area: "Customers",
  kind: "not-found",
  rule: "A deleted resource stays gone: get, patch, delete and actions answer 404 afterwards.",
  async run(ctx) {
    await ctx.runCase("deleted customer", async (s) => {
      const c = await s.client.call("POST", "/customers", { body: individual() });
      s.expect(c.status === 201, "setup", `creating a customer answered ${c.status}`, 201, c.status);
      const enc = encodeURIComponent(c.body.id);
      const d = await s.client.call("DELETE", `/customers/${enc}`);
      s.expect(d.status === 200, "delete.status", `DELETE /customers/{id} answered ${d.status}`, 200, d.status);
      for (const [m, p, body] of [
        ["GET", `/customers/${enc}`, undefined],
        ["PATCH", `/customers/${enc}`, { customerType: "INDIVIDUAL", fullName: "Ghost Doe" }],
        ["DELETE", `/customers/${enc}`, undefined],
        ["POST", "/verifications", { customerId: c.body.id }],
      ] as const) {
        const r = await s.client.call(m, p, { body });
        s.expect(
          r.status === 404 && r.body?.code === "CUSTOMER_NOT_FOUND",
          "after-delete.404",
          `${m} ${p} after delete answered ${answered(r)}`,
          "404 CUSTOMER_NOT_FOUND",
          `${answered(r)}`,
        );
      }
      const list = await s.client.call("GET", "/customers", { query: { platformCustomerId: c.body.platformCustomerId } });
      s.expect(!list.body?.data?.some((x: Json) => x.id === c.body.id), "after-delete.list", "the deleted customer is still listed");
    });
    await ctx.runCase("deleted document", async (s) => {
      const c = await s.client.call("POST", "/customers", { body: individual() });
      const doc = await s.client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
      s.expect(doc.status === 201, "setup", `uploading a document answered ${doc.status}`, 201, doc.status);
      const enc = encodeURIComponent(doc.body.id);
      const d = await s.client.call("DELETE", `/documents/${enc}`);
      s.expect(d.status === 204, "delete.status", `DELETE /documents/{id} answered ${d.status}`, 204, d.status);
      const g = await s.client.call("GET", `/documents/${enc}`);
      s.expect(g.status === 404, "after-delete.404", `GET /documents/{id} after delete answered ${g.status}`, 404, g.status);
      const again = await s.client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
      s.expect(
        again.status === 201,
        "after-delete.reupload",
        `re-uploading after delete answered ${again.status} (the deleted one must not block it)`,
        201,
        again.status,
      );
    });
  },
};
