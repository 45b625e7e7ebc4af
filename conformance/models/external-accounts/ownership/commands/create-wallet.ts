/** POST a self-custody wallet (FIRST_PARTY): 201, PENDING_OWNERSHIP_VERIFICATION. */
import { Command } from "../../../shared/command.js";
import { makeWallet, type WalletSpec } from "../../../../arbitraries/wallets.js";
import { accountTables } from "../../../../arbitraries/account-info.js";
import type { OwnershipModel, OwnershipReal } from "../model.js";
import { equivalenceKey } from "../../../../../contract/rules/equivalence.js";
import { statusRead } from "../../../../client/answer.js";

export class CreateWallet extends Command<OwnershipModel, OwnershipReal, { spec: WalletSpec; owner: "platform" | "customer" }> {
  check(m: Readonly<OwnershipModel>) {
    return m.wallets.length < 4;
  }
  async run(m: OwnershipModel, { client, s }: OwnershipReal) {
    const wallet = await makeWallet(this.params.spec);
    const body: Record<string, unknown> = {
      currency: wallet.currency,
      ownershipType: "FIRST_PARTY",
      accountInfo: { accountType: wallet.accountType, address: wallet.address },
    };
    if (this.params.owner === "customer") body.customerId = m.customerId;
    const r = await client.call("POST", this.params.owner === "platform" ? "/platform/external-accounts" : "/customers/external-accounts", { body });
    const keyOf = (w: { currency: string; accountType: string; address: string }, owner: string) =>
      equivalenceKey(owner === "customer" ? m.customerId : null, w.currency, { accountType: w.accountType, address: w.address });
    if (
      r.status === 409 &&
      r.body?.code === "DUPLICATE_EXTERNAL_ACCOUNT" &&
      m.wallets.some((w) => keyOf(w.wallet, w.owner) === keyOf(wallet, this.params.owner))
    )
      return;
    s.expect(r.status === 201, "ownership.create", `creating a ${wallet.accountType} answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    const expected = accountTables().sandbox.initialStatus.selfCustodyFirstParty;
    s.expect(
      r.body.status === expected,
      "ownership.initial-status",
      `a FIRST_PARTY ${wallet.accountType} was created ${statusRead(r)}`,
      expected,
      r.body.status,
    );
    s.transition("externalAccount.status", "(created)", expected);
    m.wallets.push({ id: r.body.id, wallet, owner: this.params.owner, status: expected });
  }
  toString() {
    return `createWallet(${this.params.spec.accountType}${this.params.spec.bitcoinForm ? `/${this.params.spec.bitcoinForm}${this.params.spec.electrum ? "/electrum" : ""}` : ""}, ${this.params.owner})`;
  }
}
