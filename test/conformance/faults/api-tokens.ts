/**
 * Faults in the API tokens area, each caught by model.api-tokens under a named rule: a
 * deleted token that still authenticates, and a read-only token allowed to write.
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";
import { apiTokensOf } from "../../../simulator/areas/api-tokens/service.js";

const ONLY = ["model.api-tokens"];

export const apiTokenFaults: Fault[] = [
  {
    name: "deleted token still authenticates",
    kind: "authentication",
    description: "DELETE /tokens/{id} answers 204 but the token keeps working (the description: refused at once after deletion).",
    simulatorOptions: {
      handlers: {
        deleteTokenById(ctx: HandlerContext): HandlerResult {
          return apiTokensOf(ctx.store).get(ctx.params.tokenId) ? { status: 204 } : { status: 404, body: { code: "TOKEN_NOT_FOUND", reason: "no such token" } };
        },
      },
    },
    only: ONLY,
    expectRules: ["api-tokens.revocation"],
  },
  {
    name: "read-only token may write",
    kind: "authentication",
    description:
      "A token created with [VIEW] is stored with MANAGE too (shown as [VIEW]): its credentials pass configuration and token writes instead of 403 FORBIDDEN.",
    simulatorOptions: {
      handlers: {
        async createToken(ctx: HandlerContext) {
          const asked: string[] = ctx.body?.permissions ?? [];
          const res = await original("createToken")({ ...ctx, body: { ...ctx.body, permissions: asked.includes("MANAGE") ? asked : [...asked, "MANAGE"] } });
          return res.status === 201 ? { ...res, body: { ...(res.body as object), permissions: asked } } : res;
        },
      },
    },
    only: ONLY,
    expectRules: ["api-tokens.permissions"],
  },
];
