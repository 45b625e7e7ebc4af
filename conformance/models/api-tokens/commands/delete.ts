/** DELETE /tokens/{id}: 204 the first time, 404 TOKEN_NOT_FOUND after. */
import type fc from "fast-check";
import { pick, type TokenModel, type TokenReal } from "../model.js";

export class DeleteToken implements fc.AsyncCommand<TokenModel, TokenReal> {
  constructor(readonly index: number) {}
  check(m: TokenModel) {
    return m.tokens.length > 0;
  }
  async run(m: TokenModel, r: TokenReal) {
    const t = pick(m.tokens, this.index)!;
    const res = await r.client.call("DELETE", `/tokens/${encodeURIComponent(t.id)}`);
    const expected = t.deleted ? 404 : 204;
    r.s.expect(
      res.status === expected && (expected === 204 || res.body?.code === "TOKEN_NOT_FOUND"),
      "api-tokens.revocation",
      `DELETE of a ${t.deleted ? "deleted" : "live"} token answered ${res.status} ${res.body?.code ?? ""}`,
      expected,
      res.status,
    );
    t.deleted = true;
  }
  toString() {
    return `deleteToken(${this.index})`;
  }
}
