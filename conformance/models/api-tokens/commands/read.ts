/** GET /tokens/{id} and GET /tokens: never a secret; a deleted token is 404 TOKEN_NOT_FOUND and absent from the list. */
import type fc from "fast-check";
import { pick, type TokenModel, type TokenReal } from "../model.js";

export class ReadToken implements fc.AsyncCommand<TokenModel, TokenReal> {
  constructor(readonly index: number) {}
  check(m: TokenModel) {
    return m.tokens.length > 0;
  }
  async run(m: TokenModel, r: TokenReal) {
    const t = pick(m.tokens, this.index)!;
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
