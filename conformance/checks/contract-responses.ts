/**
 * Check 1 as a sweep: every operation of the areas under test is called once with its
 * documented example (unknown ids in the path), and its answer must be a documented
 * status with the right content type and a body valid against the spec's schema; error
 * bodies must carry a documented code. (The same rules apply to every response of every
 * other check too; this sweep makes sure each operation is seen at least once.)
 */
import type { CheckDefinition } from "../runner/types.js";
import { AREAS_UNDER_TEST, fillPath } from "./scope.js";
import { documentUpload } from "../builders/bodies.js";
import { SchemaWalker } from "../contract/schema-walk.js";
import { describedRule } from "../contract/rule-spec.js";

export const contractResponsesCheck: CheckDefinition = {
  id: "contract.responses",
  area: "areas under test",
  kind: "schema",
  rule: "Every response has a documented status, JSON content type, a body matching the operation's schema, and a documented error code.",
  rules: [describedRule("response.no-5xx", "A documented request is never answered with a 5xx.")],
  async run(ctx) {
    const walker = new SchemaWalker(ctx.contract);
    for (const op of ctx.contract.operations.filter((o) => AREAS_UNDER_TEST.includes(o.area))) {
      await ctx.runCase(
        op.key,
        async (s) => {
          const media = op.op.requestBody?.content?.["multipart/form-data"];
          let multipart;
          if (media) {
            const props = Object.keys(walker.deref(media.schema).properties ?? {});
            const full = documentUpload("Customer:00000000-0000-4000-8000-0000000000ff");
            multipart = { fields: Object.fromEntries(Object.entries(full.fields).filter(([k]) => props.includes(k))), files: full.files };
          }
          const body = media ? undefined : ctx.contract.requestExample(op);
          const r = await s.client.call(op.method, fillPath(op.path), { body, multipart });
          s.expect(r.status < 500, "response.no-5xx", `${op.key} answered ${r.status}`, "< 500", r.status);
        },
        { operationKey: op.key },
      );
    }
  },
};
