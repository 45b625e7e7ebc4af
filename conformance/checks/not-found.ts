/** Not found: "unknown ids -> 404 with the area's *_NOT_FOUND code" (a deleted resource: after-delete.ts). */
import type { CheckDefinition } from "../runner/types.js";
import { AREAS_UNDER_TEST, fillPath } from "./scope.js";
import { documentUpload } from "../builders/bodies.js";
import type { Contract, Operation } from "../../contract/operations.js";
import type { MultipartBody } from "../client/types.js";
import { SchemaWalker } from "../contract/schema-walk.js";
import { answered } from "../client/answer.js";
import { describedRule, designedRule } from "../contract/rule-spec.js";

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
  rules: [
    describedRule("not-found.404", "An unknown id answers 404 (description: unknown account -> 404, GET ... 404 when unknown; the 404 codes)."),
    designedRule(
      "not-found.code",
      "That 404 carries the code named after the resource (designed: the description lists the codes, not which endpoint answers which).",
    ),
  ],
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
