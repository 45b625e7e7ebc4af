/** GET /tokens/{id} and GET /tokens: never a secret; a deleted token is 404 TOKEN_NOT_FOUND and absent from the list. */
import { IndexedCommand } from "../../shared/command.js";
import type { ModelToken, TokenModel, TokenReal } from "../model.js";

export class ReadToken extends IndexedCommand<TokenModel, TokenReal, ModelToken> {
  protected readonly items = (m: Readonly<TokenModel>) => m.tokens;
  async run(m: TokenModel, r: TokenReal) {
    const t = this.item(m);
    const res = await r.client.call("GET", `/tokens/${encodeURIComponent(t.id)}`);
    if (t.deleted) {
      r.s.expect(
        res.status === 404 && res.body?.code === "TOKEN_NOT_FOUND",
        "api-tokens.revocation",
        `GET of a deleted token answered ${res.status} ${res.body?.code ?? ""}`,
        404,
        res.status,
      );
    } else {
      r.s.expect(res.status === 200, "api-tokens.revocation", `GET of a live token answered ${res.status}`, 200, res.status);
      r.s.expect(!JSON.stringify(res.body).includes(t.clientSecret), "api-tokens.secret-once", "GET /tokens/{id} shows the token's secret again");
    }
    const list = await r.client.call("GET", "/tokens", { query: { limit: 100 } });
    const text = JSON.stringify(list.body);
    r.s.expect(
      m.tokens.every((x) => !text.includes(x.clientSecret)),
      "api-tokens.secret-once",
      "GET /tokens shows a secret",
    );
    const ids = new Set((list.body?.data ?? []).map((x: { id: string }) => x.id));
    r.s.expect(
      m.tokens.every((x) => ids.has(x.id) === !x.deleted),
      "api-tokens.revocation",
      "GET /tokens does not list exactly the live tokens",
    );
  }
  toString() {
    return `readToken(${this.index})`;
  }
}
