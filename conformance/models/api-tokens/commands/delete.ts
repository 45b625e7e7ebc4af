/** DELETE /tokens/{id}: 204 the first time, 404 TOKEN_NOT_FOUND after. */
import { IndexedCommand } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import type { ModelToken, TokenModel, TokenReal } from "../model.js";

export class DeleteToken extends IndexedCommand<TokenModel, TokenReal, ModelToken> {
  protected readonly items = (m: Readonly<TokenModel>) => m.tokens;
  async run(m: TokenModel, r: TokenReal) {
    const t = this.item(m);
    const res = await r.client.call("DELETE", `/tokens/${encodeURIComponent(t.id)}`);
    const what = `DELETE of a ${t.deleted ? "deleted" : "live"} token`;
    if (t.deleted) expectAnswer(r.s, res, "api-tokens.revocation", what, 404, "TOKEN_NOT_FOUND");
    else expectAnswer(r.s, res, "api-tokens.revocation", what, 204);
    t.deleted = true;
  }
  toString() {
    return `deleteToken(${this.index})`;
  }
}
