/**
 * Revoke an ACTIVE delegated key: 204, and the key stops working: it is gone (404) or no
 * longer ACTIVE when read, it cannot be revoked again (400), and it no longer holds the
 * card's one ACTIVE slot (the next creation for the card is accepted).
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered } from "../../../client/answer.js";
import { call, enc, expectRefusal, type ModelDelegatedKey, type WalletModel, type WalletReal } from "../model.js";

export class RevokeDelegatedKey extends IndexedCommand<WalletModel, WalletReal, ModelDelegatedKey> {
  protected readonly items = (m: Readonly<WalletModel>) => m.delegated.filter((k) => k.active);
  async run(m: WalletModel, r: WalletReal) {
    const k = this.item(m);
    const res = await call(r, "DELETE", `/auth/delegated-keys/${enc(k.id)}`);
    r.s.expect(
      res.status === 204,
      "wallet-auth.delegated-keys",
      `revoking an ACTIVE delegated key answered ${answered(res)}; expected 204`,
      204,
      answered(res),
    );
    if (res.status !== 204) return;
    k.active = false;
    const got = await call(r, "GET", `/auth/delegated-keys/${enc(k.id)}`);
    r.s.expect(
      got.status === 404 || (got.status === 200 && got.body?.status !== "ACTIVE"),
      "wallet-auth.delegated-keys",
      `a revoked delegated key read answered ${answered(got)}; expected 404, or the key no longer ACTIVE`,
      "404 or not ACTIVE",
      answered(got),
    );
    if (got.status === 200)
      expectRefusal(
        r,
        await call(r, "DELETE", `/auth/delegated-keys/${enc(k.id)}`),
        "wallet-auth.delegated-keys",
        "revoking a revoked delegated key",
        400,
        "INVALID_INPUT",
      );
  }
  toString() {
    return `revokeDelegatedKey(${this.index})`;
  }
}
