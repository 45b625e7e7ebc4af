/**
 * The sources and destinations the live documentation names, once per run (the model's books
 * untouched: the tokens come from or go outside the platform): a burn from EXTERNAL_ACCOUNT
 * (201, its answer naming the provider's deposit address), a burn from
 * PROVIDER_INTERNAL_BALANCE (a live burn source: never refused as unsupported), a mint
 * funded by wire into an ExternalAccount: Spark wallet (201), and one into a bank account
 * (400 STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED, designed). While the coin itself is refused
 * (not provisioned or not enabled) only its refusal is checked.
 */
import type fc from "fast-check";
import { coinRefusal, operate, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";
import { answered } from "../../../client/answer.js";

/** A Spark wallet external account of `customerId` (an address no earlier call gave); its id. */
async function sparkWallet(r: StablecoinReal, customerId: string): Promise<string | undefined> {
  const tail = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
  const accountInfo = { accountType: "SPARK_WALLET", address: `sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0${tail}` };
  const e = await r.client.call("POST", "/customers/external-accounts", { body: { currency: "BTC", customerId, accountInfo } });
  r.s.expect(e.status === 201, "setup", `a Spark wallet external account answered ${answered(e)}`, 201, e.status);
  return e.body?.id;
}

export class LiveSources implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const coin = coinRefusal(m);
    const units = 1_000 * UNITS_PER_CENT;
    const payout = { type: "EXTERNAL_ACCOUNT", externalAccountId: m.externalAccountId, rail: "ACH_CREDIT" };
    const expect = (rule: string, what: string, refusal?: string) => () =>
      coin ? { refusal: coin, what, tooClose: false } : { refusal, what, tooClose: false, rule };
    const deposit = await operate(
      m,
      r,
      { type: "BURN", units, fiat: 1_000, description: "redeem", ends: { source: { type: "EXTERNAL_ACCOUNT" }, destination: payout }, track: false },
      expect("stablecoins.burn-sources", "a burn from EXTERNAL_ACCOUNT (the issuer deposits the tokens)"),
    );
    if (!coin && deposit.status === 201)
      r.s.expect(
        typeof deposit.body?.fundingInstructions?.address === "string" && deposit.body.fundingInstructions.address.length > 0,
        "stablecoins.burn-deposit",
        `a burn from EXTERNAL_ACCOUNT answered no deposit address: fundingInstructions ${JSON.stringify(deposit.body?.fundingInstructions)}`,
        "fundingInstructions.address",
        deposit.body?.fundingInstructions,
      );
    const provider = await r.client.call("POST", `/stablecoins/${encodeURIComponent(m.coinId)}/burns`, {
      headers: { "idempotency-key": `burn-provider-${m.coinId}-${Math.random().toString(36).slice(2, 10)}` },
      body: { amount: String(units), description: "redeem", source: { type: "PROVIDER_INTERNAL_BALANCE" }, destination: payout },
    });
    if (!coin)
      r.s.expect(
        provider.body?.code !== "STABLECOIN_BURN_SOURCE_NOT_SUPPORTED",
        "stablecoins.burn-sources",
        `a burn from PROVIDER_INTERNAL_BALANCE, a live burn source, answered ${answered(provider)}`,
        "not STABLECOIN_BURN_SOURCE_NOT_SUPPORTED",
        answered(provider),
      );
    const wallet = await sparkWallet(r, m.customerId);
    if (!wallet) return;
    const wire = (accountId: string) => ({ fundingSource: { type: "WIRE" }, destination: { accountId } });
    await operate(
      m,
      r,
      { type: "MINT", units, fiat: 1_000, description: "top-up", ends: wire(wallet), track: false },
      expect("stablecoins.mint-external", "a wire-funded mint into a Spark wallet external account"),
    );
    await operate(
      m,
      r,
      { type: "MINT", units, fiat: 1_000, description: "top-up", ends: wire(m.externalAccountId), track: false },
      expect("stablecoins.mint-external-type", "a mint into a bank external account", "STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED"),
    );
  }
  toString() {
    return "liveSources()";
  }
}
