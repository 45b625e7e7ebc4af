/** A call with a token's credentials: allowed -> past authentication; else 403 FORBIDDEN; deleted -> 401. */
import { IndexedCommand } from "../../shared/command.js";
import { allowed, PROBES, type ModelToken, type ProbeKind, type TokenModel, type TokenReal } from "../model.js";
import { answered } from "../../../client/answer.js";

export class UseToken extends IndexedCommand<TokenModel, TokenReal, ModelToken, { kind: ProbeKind }> {
  protected readonly items = (m: Readonly<TokenModel>) => m.tokens;
  async run(m: TokenModel, r: TokenReal) {
    const t = this.item(m);
    const { kind } = this.params;
    const p = PROBES[kind];
    const res = await r.client.call(p.method, p.path, { body: "body" in p ? p.body : undefined, auth: { clientId: t.clientId, clientSecret: t.clientSecret } });
    if (t.deleted) {
      r.s.expect(
        res.status === 401,
        "api-tokens.revocation",
        `${p.method} ${p.path} with a deleted token's credentials answered ${res.status}; a deleted token is refused at once`,
        401,
        res.status,
      );
      return;
    }
    if (allowed(t, kind)) {
      r.s.expect(
        res.status !== 401 && res.status !== 403,
        "api-tokens.permissions",
        `a token with [${t.permissions.join(", ")}] was refused ${answered(res)} on ${p.method} ${p.path}`,
        "past authorization",
        res.status,
      );
      if (kind === "manage" && res.status === 201)
        m.tokens.push({ id: res.body.id, clientId: res.body.clientId, clientSecret: res.body.clientSecret, permissions: ["VIEW"], deleted: false });
    } else {
      r.s.expect(
        res.status === 403 && res.body?.code === "FORBIDDEN",
        "api-tokens.permissions",
        `a token with [${t.permissions.join(", ")}] on ${p.method} ${p.path} answered ${res.status} ${res.body?.code ?? ""}; expected 403 FORBIDDEN`,
        403,
        res.status,
      );
    }
  }
  toString() {
    return `useToken(${this.index}, ${this.params.kind})`;
  }
}
