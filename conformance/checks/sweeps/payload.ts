/**
 * `limits.payload`: a body over the size an operation accepts is refused 413
 * PAYLOAD_TOO_LARGE without being read (designed: the description gives a size only for
 * documents, 10 MB; the JSON limit is ours). Each operation with a body gets one just over
 * spec/rules/limits.yaml's limit for its content type; a server that accepts larger bodies
 * may answer anything documented but a 5xx, and is only warned.
 */
import type { CheckDefinition } from "../../runner/types.js";
import { fillPath } from "../scope.js";
import { answered } from "../../client/answer.js";
import { designedRule } from "../../contract/rule-spec.js";
import { loadLimitRules } from "../../../contract/rules/limits.js";
import { agentBearer, isAgentOperation } from "./agent.js";

export const payloadSweep: CheckDefinition = {
  id: "limits.payload",
  area: "all",
  kind: "status",
  rule: "A request body over the operation's size limit is refused 413 PAYLOAD_TOO_LARGE, never answered with a 5xx.",
  rules: [
    designedRule("limits.payload-too-large", "A body over the size limit answers 413 PAYLOAD_TOO_LARGE (the limits are designed: spec/rules/limits.yaml)."),
  ],
  async run(ctx) {
    const limits = loadLimitRules();
    const p = await ctx.platform("default");
    const ops = ctx.contract.operations.filter((o) => o.op.responses?.["413"] && o.op.requestBody);
    const bearer = ops.some(isAgentOperation) ? await agentBearer(ctx, "limits.payload") : undefined;
    for (const op of ops) {
      if (isAgentOperation(op) && !bearer) continue;
      const auth = isAgentOperation(op) ? { bearer: bearer! } : undefined;
      const multipart = !!op.op.requestBody.content?.["multipart/form-data"];
      const size = (multipart ? limits.multipart.requestMaxBytes : limits.body.jsonMaxBytes) + 1024;
      await ctx.runCase(
        op.key,
        async (s) => {
          const opts = multipart
            ? {
                auth,
                multipart: {
                  fields: { documentType: "PASSPORT" },
                  files: [{ field: "file", filename: "large.pdf", contentType: "application/pdf", data: Buffer.alloc(size, 0x20) }],
                },
              }
            : { auth, rawBody: `{"padding":"${"x".repeat(size)}"}`, recordAs: `(a JSON body of ${size} bytes)` };
          const res = await s.client.call(op.method, fillPath(op.path), opts);
          s.expect(
            res.status === 413 && res.body?.code === "PAYLOAD_TOO_LARGE",
            "limits.payload-too-large",
            `${op.key} with a ${size}-byte body answered ${answered(res)}; expected 413 PAYLOAD_TOO_LARGE`,
            "413 PAYLOAD_TOO_LARGE",
            answered(res),
          );
        },
        { operationKey: op.key, platform: p },
      );
    }
  },
};
