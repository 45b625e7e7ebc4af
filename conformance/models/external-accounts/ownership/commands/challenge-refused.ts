/**
 * POST .../challenge where ownership verification does not apply (live: 409 for an account
 * that is not a self-custody crypto wallet, not FIRST_PARTY, or already verified): a
 * THIRD_PARTY wallet of the owner, created for it, and each of the owner's wallets already
 * ACTIVE; the account is left as it was.
 */
import { randomBytes } from "node:crypto";
import { Command } from "../../../shared/command.js";
import { makeWallet, type WalletSpec } from "../../../../arbitraries/wallets.js";
import { accountPath, base, type ModelWallet, type OwnershipModel, type OwnershipReal } from "../model.js";
import { answered } from "../../../../client/answer.js";

export class ChallengeRefused extends Command<OwnershipModel, OwnershipReal, { spec: WalletSpec; owner: "platform" | "customer" }> {
  async run(m: OwnershipModel, { client, s }: OwnershipReal) {
    const { owner } = this.params;
    // The lead's chain and type with a key of its own (the lead's address is the model's first wallet).
    const wallet = await makeWallet({ ...this.params.spec, key: randomBytes(32).toString("hex") });
    const body: Record<string, unknown> = {
      currency: wallet.currency,
      ownershipType: "THIRD_PARTY",
      accountInfo: { accountType: wallet.accountType, address: wallet.address },
    };
    if (owner === "customer") body.customerId = m.customerId;
    const r = await client.call("POST", base({ owner }), { body });
    s.expect(r.status === 201, "setup", `creating a THIRD_PARTY ${wallet.accountType} answered ${answered(r)}`, 201, r.status);
    const third = { id: r.body?.id, owner, status: r.body?.status } as ModelWallet;
    for (const [w, why] of [
      [third, "a THIRD_PARTY wallet"],
      ...m.wallets.filter((x) => x.owner === owner && x.status === "ACTIVE").map((x) => [x, "a wallet already verified"] as const),
    ] as const) {
      const res = await client.call("POST", accountPath(w, "/challenge"), { body: { method: "WALLET_SIGNATURE" } });
      s.expect(res.status === 409, "ownership.challenge-not-applicable", `a challenge on ${why} answered ${answered(res)}`, 409, res.status);
      const g = await client.call("GET", accountPath(w));
      s.expect(
        g.body?.status === w.status,
        "ownership.challenge-not-applicable",
        `a refused challenge moved ${why} from ${w.status} to ${g.body?.status}`,
        w.status,
        g.body?.status,
      );
    }
  }
  toString() {
    return `challengeRefused(${this.params.owner})`;
  }
}
