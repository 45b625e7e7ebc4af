/**
 * POST /crypto/estimate-withdrawal-fee for a withdrawal to one of the model's wallets: its
 * asset, its network (spec/rules/fx-rates.yaml `walletNetworks`), its address and an amount,
 * under the live request's names (`currency`, `cryptoNetwork`, `destinationAddress`,
 * `amount`). 200 (the request is designed: the live one also names the crypto internal
 * account withdrawn from) with the live EstimateCryptoWithdrawalFeeResponse's fees:
 * `networkFee` in the smallest unit of `networkFeeAsset` (the network's), `applicationFee`
 * and `totalFee` in the withdrawal currency's, integers and never negative (a fee is charged,
 * never paid out). With `refusals`: above the withdrawal currency's single-transaction
 * maximum (400 TRANSACTION_SIZE_LIMIT_EXCEEDED), without an amount (400 INVALID_INPUT; the
 * live request requires it) and on a network the asset is not withdrawn on (400
 * INVALID_CURRENCY).
 */
import { IndexedCommand } from "../../../shared/command.js";
import { fxRules } from "../../../../../contract/rules/money.js";
import { answered } from "../../../../client/answer.js";
import type { ModelWallet, OwnershipModel, OwnershipReal } from "../model.js";

const FEES = ["networkFee", "applicationFee", "totalFee"] as const;

export class EstimateFee extends IndexedCommand<OwnershipModel, OwnershipReal, ModelWallet, { at: number; refusals: boolean }> {
  protected readonly items = (m: Readonly<OwnershipModel>) => m.wallets;
  async run(m: OwnershipModel, r: OwnershipReal) {
    const w = this.item(m);
    const fx = fxRules();
    const network = fx.walletNetworks[w.wallet.accountType];
    const networks = fx.withdrawalNetworks[w.wallet.currency];
    if (!network || !networks || networks[network] === undefined) return;
    const { s, client } = r;
    const cap = fx.limits.withdrawalMaxAmount[w.wallet.currency] ?? 10 ** 12;
    const amount = 1 + Math.floor(this.params.at * Math.min(cap - 1, 10 ** 9));
    const body = { currency: w.wallet.currency, cryptoNetwork: network, destinationAddress: w.wallet.address, amount };
    const what = `estimating the fee of ${amount} ${w.wallet.currency} on ${network}`;
    const res = await client.call("POST", "/crypto/estimate-withdrawal-fee", { body });
    s.expect(res.status === 200, "ownership.fee-estimate", `${what} answered ${answered(res)}`, 200, answered(res));
    if (res.status === 200) {
      const bad = FEES.filter((k) => !Number.isSafeInteger(res.body?.[k]) || res.body[k] < 0);
      s.expect(
        bad.length === 0,
        "ownership.fee-non-negative",
        `${what}: ${bad.map((k) => `${k} ${JSON.stringify(res.body?.[k])}`).join(", ")} (fees are non-negative integers of the smallest unit)`,
        "non-negative integers",
        Object.fromEntries(FEES.map((k) => [k, res.body?.[k]])),
      );
      s.expect(
        typeof res.body?.networkFeeAsset === "string" && res.body.networkFeeAsset.length > 0,
        "ownership.fee-non-negative",
        `${what}: networkFeeAsset ${JSON.stringify(res.body?.networkFeeAsset)} names no asset`,
        "an asset code",
        res.body?.networkFeeAsset,
      );
    }
    if (!this.params.refusals) return;
    const { amount: _, ...noAmount } = body;
    const refused: [string, Record<string, unknown>, string][] = [
      [`of ${cap + 1} (above the withdrawal maximum)`, { ...body, amount: cap + 1 }, "TRANSACTION_SIZE_LIMIT_EXCEEDED"],
      ["without an amount", noAmount, "INVALID_INPUT"],
    ];
    const other = Object.keys(fx.walletNetworks)
      .map((t) => fx.walletNetworks[t])
      .find((n) => networks[n] === undefined);
    if (other) refused.push([`on ${other} (not a network ${w.wallet.currency} is withdrawn on)`, { ...body, cryptoNetwork: other }, "INVALID_CURRENCY"]);
    for (const [how, b, code] of refused) {
      const res2 = await client.call("POST", "/crypto/estimate-withdrawal-fee", { body: b });
      s.expect(
        res2.status === 400 && res2.body?.code === code,
        "ownership.fee-refusal",
        `estimating the fee of a withdrawal ${how} answered ${answered(res2)}`,
        `400 ${code}`,
        answered(res2),
      );
    }
  }
  toString() {
    return `estimateFee(#${this.index}${this.params.refusals ? ", refusals" : ""})`;
  }
}
