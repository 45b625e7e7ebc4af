/** A call with a token's credentials: allowed -> past authentication; else 403 FORBIDDEN; deleted -> 401. */
import type fc from "fast-check";
import { allowed, pick, PROBES, type ProbeKind, type TokenModel, type TokenReal } from "../model.js";

export class UseToken implements fc.AsyncCommand<TokenModel, TokenReal> {
  constructor(
    readonly index: number,
    readonly kind: ProbeKind,
  ) {}
  check(m: TokenModel) {
    return m.tokens.length > 0;
  }
  async run(m: TokenModel, r: TokenReal) {
    const t = pick(m.tokens, this.index)!;
    const p = PROBES[this.kind];
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
    if (allowed(t, this.kind)) {
      r.s.expect(
        res.status !== 401 && res.status !== 403,
        "api-tokens.permissions",
        `a token with [${t.permissions.join(", ")}] was refused ${res.status} ${res.body?.code} on ${p.method} ${p.path}`,
        "past authorization",
        res.status,
      );
      if (this.kind === "manage" && res.status === 201)
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
    return `useToken(${this.index}, ${this.kind})`;
  }
}
