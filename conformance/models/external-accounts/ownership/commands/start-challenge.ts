/** POST .../challenge {method: WALLET_SIGNATURE}: 201 with messageToSign and a future expiresAt. */
import { IndexedCommand } from "../../../shared/command.js";
import { accountPath, expectStatus, type ModelWallet, type OwnershipModel, type OwnershipReal } from "../model.js";

export class StartChallenge extends IndexedCommand<OwnershipModel, OwnershipReal, ModelWallet> {
  protected readonly items = (m: Readonly<OwnershipModel>) => m.wallets.filter((x) => x.status !== "ACTIVE");
  async run(m: OwnershipModel, r: OwnershipReal) {
    const w = this.item(m);
    const res = await r.client.call("POST", accountPath(w, "/challenge"), { body: { method: "WALLET_SIGNATURE" } });
    r.s.expect(
      res.status === 201,
      "ownership.challenge",
      `starting a WALLET_SIGNATURE challenge answered ${res.status}: ${JSON.stringify(res.body)}`,
      201,
      res.status,
    );
    r.s.expect(
      res.body.type === "WALLET_SIGNATURE" && typeof res.body.messageToSign === "string" && res.body.messageToSign.length > 0,
      "ownership.challenge",
      "the challenge lacks type WALLET_SIGNATURE or messageToSign",
      "WALLET_SIGNATURE + messageToSign",
      res.body,
    );
    const expiresAtMs = Date.parse(res.body.expiresAt);
    m.nowMs = await r.now();
    r.s.expect(
      expiresAtMs > m.nowMs,
      "ownership.challenge",
      `the challenge expires at ${res.body.expiresAt}, not after the platform's now`,
      "> now",
      res.body.expiresAt,
    );
    w.challenge = { message: res.body.messageToSign, expiresAtMs };
    if (w.status === "UNVERIFIED") {
      r.s.transition("externalAccount.status", "UNVERIFIED", "PENDING_OWNERSHIP_VERIFICATION");
      w.status = "PENDING_OWNERSHIP_VERIFICATION";
    }
    await expectStatus(w, r, "ownership.challenge-status", "a new challenge");
  }
  toString() {
    return `startChallenge(#${this.index})`;
  }
}
