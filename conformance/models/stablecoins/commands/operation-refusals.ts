/**
 * The input refusals of mints and burns, once per run: amount 0 (400 INVALID_AMOUNT), an
 * account outside the coin's baseCurrency (400 INVALID_CURRENCY), unknown accounts (404
 * ACCOUNT_NOT_FOUND), and an Idempotency-Key reused with another request (409 CONFLICT).
 * While the coin itself is refused (not provisioned or not enabled) only its refusal and the
 * reused key are checked: the coin's refusal comes first. Every request is one the model's
 * books do not feel if a server creates it after all: amounts beyond the funds or holding,
 * or accounts other than the model's.
 */
import type fc from "fast-check";
import { coinRefusal, operate, UNITS_PER_CENT, type OperationExpectation, type StablecoinModel, type StablecoinReal } from "../model.js";
import { eurBankAccount, unknownId } from "../calls.js";

const INPUTS = "stablecoins.operation-inputs";
const NOT_FOUND = { status: 404, rule: "stablecoins.account-not-found", codeRule: "stablecoins.not-found-code" };

export class OperationRefusals implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const coin = coinRefusal(m);
    const mintEnds = (funding: string, destination = m.accountId) => ({
      fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: funding },
      destination: { accountId: destination },
    });
    const burnEnds = (payout: string, source: Record<string, unknown> = { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId }) => ({
      source,
      destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: payout, rail: "ACH_CREDIT" },
    });
    const refused =
      (refusal: string, what: string, more: Partial<OperationExpectation> = {}) =>
      (): OperationExpectation =>
        coin ? { refusal: coin, what, tooClose: false } : { refusal, what, tooClose: false, rule: INPUTS, ...more };
    // Zero, then the same key with another request.
    for (const type of ["MINT", "BURN"] as const) {
      const key = `${type.toLowerCase()}-zero-${m.coinId}-${Math.random().toString(36).slice(2, 10)}`;
      const ends = type === "MINT" ? mintEnds(m.accountId) : burnEnds(m.externalAccountId);
      await operate(m, r, { type, units: 0, fiat: 0, description: "zero", ends, key }, refused("INVALID_AMOUNT", `a ${type} of 0 units`));
      await operate(m, r, { type, units: 0, fiat: 0, description: "zero-again", ends, key }, () => ({
        refusal: "CONFLICT",
        status: 409,
        rule: "stablecoins.key-reuse",
        what: `a ${type} under the Idempotency-Key of an earlier one with another description`,
        tooClose: false,
      }));
    }
    if (coin) return;
    // More than the account holds or the holding has: a server skipping the check refuses it for the funds.
    const beyond = 10 * (m.funded + 1);
    const big = { units: beyond * UNITS_PER_CENT, fiat: beyond, description: "top-up", track: false };
    if (m.otherAccountId)
      await operate(
        m,
        r,
        { type: "MINT", ...big, ends: mintEnds(m.otherAccountId, m.otherAccountId) },
        refused("INVALID_CURRENCY", "a mint funded in another currency"),
      );
    const unknownAccount = unknownId("InternalAccount");
    await operate(
      m,
      r,
      { type: "MINT", ...big, ends: mintEnds(unknownAccount) },
      refused("ACCOUNT_NOT_FOUND", "a mint funded by an unknown account", NOT_FOUND),
    );
    await operate(
      m,
      r,
      { type: "MINT", ...big, ends: mintEnds(m.accountId, unknownAccount) },
      refused("ACCOUNT_NOT_FOUND", "a mint into an unknown account", NOT_FOUND),
    );
    const burn = { ...big, description: "redeem" };
    const eur = await eurBankAccount(r, m.customerId);
    await operate(m, r, { type: "BURN", ...burn, ends: burnEnds(eur) }, refused("INVALID_CURRENCY", "a burn paid out in another currency"));
    await operate(
      m,
      r,
      { type: "BURN", ...burn, ends: burnEnds(m.externalAccountId, { type: "SERVICE_INTERNAL_ACCOUNT", accountId: unknownAccount }) },
      refused("ACCOUNT_NOT_FOUND", "a burn from an unknown account", NOT_FOUND),
    );
    await operate(
      m,
      r,
      { type: "BURN", ...burn, ends: burnEnds(unknownId("ExternalAccount")) },
      refused("ACCOUNT_NOT_FOUND", "a burn paid out to an unknown account", NOT_FOUND),
    );
  }
  toString() {
    return "operationRefusals()";
  }
}
