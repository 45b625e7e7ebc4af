/**
 * `model.api-tokens`: fast-check model-based tests of API tokens on a fresh platform:
 * create with random permissions, use the credentials on a read, a MANAGE write and a
 * TRANSACT write, delete, read back. A fixed walk first touches every rule once (a VIEW
 * token refused on writes, deletion refusing at once). model.ts predicts.
 */
import fc from "fast-check";
import { modelCheck } from "../shared/model-check.js";
import type { Permission } from "../../../contract/rules/api-tokens.js";
import type { TokenModel, TokenReal } from "./model.js";
import { CreateToken } from "./commands/create.js";
import { UseToken } from "./commands/use.js";
import { DeleteToken } from "./commands/delete.js";
import { ReadToken } from "./commands/read.js";
import { designedRule, liveRule } from "../../contract/rule-spec.js";

type Cmd = fc.AsyncCommand<TokenModel, TokenReal>;

const permissions = fc.subarray<Permission>(["VIEW", "TRANSACT", "MANAGE"], { minLength: 1 });
const kind = fc.constantFrom("read" as const, "manage" as const, "transact" as const);

export function tokenCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  return [
    permissions.map((p) => new CreateToken(p)),
    fc.tuple(idx, kind).map(([i, k]) => new UseToken(i, { kind: k })),
    fc.tuple(idx, kind).map(([i, k]) => new UseToken(i, { kind: k })),
    idx.map((i) => new DeleteToken(i)),
    idx.map((i) => new ReadToken(i)),
  ];
}

const prefix = (): Cmd[] => [
  new CreateToken(["VIEW"]),
  new UseToken(0, { kind: "read" }),
  new UseToken(0, { kind: "manage" }),
  new UseToken(0, { kind: "transact" }),
  new CreateToken(["TRANSACT", "MANAGE"]),
  new UseToken(1, { kind: "transact" }),
  new ReadToken(1),
  new DeleteToken(1),
  new UseToken(1, { kind: "read" }),
  new ReadToken(1),
];

export const apiTokenModelCheck = modelCheck({
  id: "model.api-tokens",
  area: "API Tokens",
  rule: "API tokens: the secret is shown once (create answer only); token credentials authenticate with HTTP Basic limited to their permissions (403 FORBIDDEN outside them); a deleted token is refused at once and reads 404 TOKEN_NOT_FOUND.",
  rules: [
    liveRule("api-tokens.secret-once", "A token's secret is shown once: in the create answer only (interface facts)."),
    designedRule(
      "api-tokens.permissions",
      "Token credentials authenticate with HTTP Basic, limited to their permissions: 403 FORBIDDEN outside them (what each permission allows is designed).",
    ),
    liveRule("api-tokens.revocation", "A deleted token is refused at once and reads 404 TOKEN_NOT_FOUND."),
  ],
  name: "random token create, use, delete and read sequences",
  probe: { method: "GET", path: "/tokens", area: "API tokens" },
  platform: "default",
  setup: async (real: TokenReal) => ({ model: { tokens: [] }, real }),
  commands: tokenCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 3, per: 4 },
});
