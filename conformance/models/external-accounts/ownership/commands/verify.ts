/**
 * POST .../verify with a signature made by the suite's own signer: valid and in time ->
 * 200 ACTIVE; wrong key, wrong message or past expiresAt -> 400 and UNVERIFIED; no
 * outstanding challenge -> 409. The challenge is used up by either answer.
 */
import { IndexedCommand } from "../../../shared/command.js";
import { otherKey } from "../../../../arbitraries/wallets.js";
import { accountPath, expectStatus, type ModelWallet, type OwnershipModel, type OwnershipReal } from "../model.js";
import { answered } from "../../../../client/answer.js";
import { ROW } from "../../../../runner/table-rules.js";

export type VerifyMode = "valid" | "wrongKey" | "wrongMessage";

export class Verify extends IndexedCommand<OwnershipModel, OwnershipReal, ModelWallet, { mode: VerifyMode }> {
  protected readonly items = (m: Readonly<OwnershipModel>) => m.wallets;
  async run(m: OwnershipModel, r: OwnershipReal) {
    const w = this.item(m);
    const message = w.challenge?.message ?? `Verify ownership of ${w.wallet.address}`;
    const signed = await w.wallet.sign(
      this.params.mode === "wrongMessage" ? `${message} (altered)` : message,
      this.params.mode === "wrongKey" ? otherKey(w.wallet.key) : undefined,
    );
    const res = await r.client.call("POST", accountPath(w, "/verify"), { body: signed });
    const { s } = r;
    if (!w.challenge) {
      s.expect(
        res.status === 409,
        "ownership.no-challenge-409",
        `verify without an outstanding WALLET_SIGNATURE challenge answered ${res.status}`,
        409,
        res.status,
      );
      await expectStatus(w, r, "ownership.no-challenge-409", "a verify without a challenge");
      s.row(ROW.ownership("noChallenge"));
      return;
    }
    m.nowMs = await r.now();
    const expired = m.nowMs >= w.challenge.expiresAtMs;
    const good = this.params.mode === "valid" && !expired;
    w.challenge = undefined;
    const from = w.status;
    if (good) {
      s.expect(
        res.status === 200 && res.body?.status === "ACTIVE",
        "ownership.valid-signature",
        `a valid ${w.wallet.accountType} signature answered ${answered(res)}`,
        "200 ACTIVE",
        `${answered(res)}`,
      );
      w.status = "ACTIVE";
      s.row(ROW.ownership("valid"));
    } else {
      const rule = expired ? "ownership.expired-signature" : "ownership.invalid-signature";
      s.expect(
        res.status === 400,
        rule,
        `a ${expired ? "signature past expiresAt" : `${this.params.mode} signature`} on a ${w.wallet.accountType} answered ${res.status}`,
        400,
        res.status,
      );
      w.status = "UNVERIFIED";
      await expectStatus(w, r, rule, `a ${expired ? "expired" : this.params.mode} signature`);
      s.row(ROW.ownership(expired ? "expired" : "invalid"));
    }
    s.transition("externalAccount.status", from, w.status);
    if (good) await expectStatus(w, r, "ownership.valid-signature", "a valid signature");
  }
  toString() {
    return `verify(#${this.index}, ${this.params.mode})`;
  }
}
