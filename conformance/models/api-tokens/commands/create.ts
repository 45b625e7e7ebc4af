/** POST /tokens: 201 with the secret (shown once). */
import type fc from "fast-check";
import type { Permission } from "../../../../contract/rules/api-tokens.js";
import type { TokenModel, TokenReal } from "../model.js";

export class CreateToken implements fc.AsyncCommand<TokenModel, TokenReal> {
  constructor(readonly permissions: Permission[]) {}
  check(m: TokenModel) {
    return m.tokens.length < 6;
  }
  async run(m: TokenModel, r: TokenReal) {
    const res = await r.client.call("POST", "/tokens", { body: { name: `model-${m.tokens.length}`, permissions: this.permissions } });
    r.s.expect(res.status === 201, "api-tokens.secret-once", `POST /tokens answered ${res.status}`, 201, res.status);
    r.s.expect(
      typeof res.body?.clientSecret === "string" && res.body.clientSecret.length > 0,
      "api-tokens.secret-once",
      "the create answer carries no clientSecret (it is shown once, there)",
    );
    m.tokens.push({ id: res.body.id, clientId: res.body.clientId, clientSecret: res.body.clientSecret, permissions: this.permissions, deleted: false });
  }
  toString() {
    return `createToken([${this.permissions.join(",")}])`;
  }
}
