/** Delete the TOTP factor: needs a live SCA session (designed). */
import type fc from "fast-check";
import { call, expectSessionRule, q, type ScaModel, type ScaReal } from "../model.js";

export class DeleteTotp implements fc.AsyncCommand<ScaModel, ScaReal> {
  check(m: Readonly<ScaModel>) {
    return !!m.totp;
  }
  async run(m: ScaModel, r: ScaReal) {
    m.nowMs = await r.now();
    const res = await call(r, "DELETE", `/sca/factors/${encodeURIComponent(m.totp!.credentialId)}`, { query: q(m) });
    if (expectSessionRule(m, r, res, "deleting a factor", 204, "sca.delete-needs-session")) m.totp = undefined;
  }
  toString() {
    return "deleteTotp()";
  }
}
