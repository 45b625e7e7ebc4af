/**
 * The refusals of a quote, once per run, nothing moving (the observation after them sees
 * anything that moved):
 * - POST /quotes: the same account as source and destination (400 SELF_PAYMENT); executed
 *   at once beyond the source's available balance (400 INSUFFICIENT_FUNDS); a real-time
 *   funding source naming no customer (404 CUSTOMER_NOT_FOUND), in an unknown currency (400
 *   INVALID_CURRENCY) or in one without a rate (HTG, spec/rules/fx-rates.yaml: 400
 *   QUOTE_RATE_UNAVAILABLE); an UMA address that is not one (400 INVALID_UMA_ADDRESS), one
 *   at the platform's domain that no customer holds (404 UMA_NOT_FOUND), customer B's address
 *   above its currency's maxAmount (400 AMOUNT_OUT_OF_RANGE: the supportedCurrencies bounds
 *   bind UMA payments); an external account still PENDING (409 CONFLICT); a customer missing
 *   its currency's provider fields (400 MISSING_MANDATORY_USER_INFO); a self-custody wallet
 *   awaiting ownership verification, above the threshold (400
 *   EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED);
 * - GET /exchange-rates of an unknown currency (400 INVALID_CURRENCY) and of a pair without a
 *   rate (400 QUOTE_RATE_UNAVAILABLE); GET /receiver/uma/{address} of a malformed address (400
 *   INVALID_UMA_ADDRESS) and for a sender customer that does not exist (404 CUSTOMER_NOT_FOUND);
 * - POST /quotes/{quoteId}/execute of an executed quote with a wallet stamp and a Request-Id
 *   the server never issued (404 REQUEST_NOT_FOUND).
 */
import { Command } from "../../shared/command.js";
import type { CallResult } from "../../../client/client.js";
import { fxRules } from "../../../../contract/rules/money.js";
import { enc, observe, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { expectRefused, pendingAccount, sparseCustomerAccount, strayRequestId, strayStamp, unverifiedWallet, walkDue, markWalked } from "../refusals.js";

type Body = Record<string, unknown>;
const UNKNOWN_CUSTOMER = "Customer:00000000-0000-4000-8000-000000000000";

export class QuoteRefusals extends Command<MoneyModel, MoneyReal> {
  async run(m: MoneyModel, r: MoneyReal) {
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (!walkDue(r.s, "quoteRefusals")) return;
    await this.walk(m, r);
    markWalked(r.s, "quoteRefusals");
  }

  private async walk(m: MoneyModel, r: MoneyReal) {
    const { client } = r;
    const usd = m.accounts.find((a) => a.owner === "A" && a.currency === "USD");
    const eur = m.accounts.find((a) => a.owner === "A" && a.currency === "EUR");
    const bEur = m.accounts.find((a) => a.owner === "B" && a.currency === "EUR");
    if (!usd) return;
    const quote = (source: Body, destination: Body, amount: number, extra: Body = {}) =>
      client.call("POST", "/quotes", { body: { source, destination, lockedCurrencySide: "SENDING", lockedCurrencyAmount: amount, ...extra } });
    const from = (id: string) => ({ sourceType: "ACCOUNT", accountId: id });
    const to = (id: string) => ({ destinationType: "ACCOUNT", accountId: id });
    const realtime = (currency: string, customerId = m.customers.A) => ({ sourceType: "REALTIME_FUNDING", currency, customerId });
    const uma = (umaAddress: string, currency?: string) => ({ destinationType: "UMA_ADDRESS", umaAddress, ...(currency ? { currency } : {}) });
    const refused =
      (what: string, rule: string, status: number, code: string, moves = false) =>
      (res: CallResult) =>
        expectRefused(r, res, rule, what, status, code, moves);

    refused("a quote from an account to itself", "money.quote-refusal", 400, "SELF_PAYMENT")(await quote(from(usd.id), to(usd.id), 5_000));
    if (eur && bEur) {
      const amount = eur.available + 10_000;
      refused(
        `a quote executed at once for ${amount} EUR from an account holding ${eur.available}`,
        "money.insufficient-funds",
        400,
        "INSUFFICIENT_FUNDS",
        true,
      )(await quote(from(eur.id), to(bEur.id), amount, { immediatelyExecute: true }));
    }
    const dest = m.accounts.find((a) => a.owner === "B" && a.currency === "USD")!;
    refused(
      "a real-time-funded quote naming no customer",
      "money.quote-refusal",
      404,
      "CUSTOMER_NOT_FOUND",
    )(await quote(realtime("USD", UNKNOWN_CUSTOMER), to(dest.id), 5_000));
    refused(
      "a real-time-funded quote in an unknown currency",
      "money.quote-refusal",
      400,
      "INVALID_CURRENCY",
    )(await quote(realtime("ZZZ"), to(dest.id), 5_000));
    refused(
      "a real-time-funded quote in HTG, a currency without a rate",
      "money.quote-refusal",
      400,
      "QUOTE_RATE_UNAVAILABLE",
    )(await quote(realtime("HTG"), to(dest.id), 5_000));
    refused(
      "a quote to an UMA address that is not one",
      "money.uma-refusal",
      400,
      "INVALID_UMA_ADDRESS",
    )(await quote(from(usd.id), uma("not-an-uma-address"), 5_000));
    if (m.umaDomain) {
      const nobody = `$nobody.${Date.now().toString(36)}@${m.umaDomain}`;
      refused(
        `a quote to ${nobody}, an address of the platform's domain no customer holds`,
        "money.uma-refusal",
        404,
        "UMA_NOT_FOUND",
      )(await quote(from(usd.id), uma(nobody, "USD"), 5_000));
    }
    const max = m.bounds.get("USD")?.max;
    if (m.umaB && max !== undefined)
      refused(
        `a quote of ${max + 1} USD to customer B's UMA address (maxAmount ${max})`,
        "money.uma-refusal",
        400,
        "AMOUNT_OUT_OF_RANGE",
      )(await quote(from(usd.id), uma(m.umaB, "USD"), max + 1));
    const pending = await pendingAccount(m, r);
    if (pending) refused("a quote to an external account still PENDING", "money.quote-refusal", 409, "CONFLICT")(await quote(from(usd.id), to(pending), 5_000));
    const sparse = await sparseCustomerAccount(r);
    if (sparse)
      refused(
        "a quote to a customer without the USD provider's fields",
        "money.quote-refusal",
        400,
        "MISSING_MANDATORY_USER_INFO",
      )(await quote(from(usd.id), to(sparse), 5_000));
    const wallet = await unverifiedWallet(m, r);
    const threshold = fxRules().ownershipVerificationThreshold.USDC;
    if (wallet && threshold !== undefined)
      refused(
        `a quote of ${2 * threshold} USDC to a wallet awaiting ownership verification (threshold ${threshold})`,
        "money.verification-required",
        400,
        "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED",
      )(await quote(from(usd.id), to(wallet), 2 * threshold, { lockedCurrencySide: "RECEIVING" }));
    await this.reads(m, r);
    const again = await this.strayRequest(m, r);
    // An executed quote executed again debits nothing more: its source keeps the model's balances.
    await observe(m, r, new Map<string, MoneyRule>(again ? [[again, "money.no-double-debit"]] : []));
  }

  /** Exchange rates and the UMA receiver lookup refused. */
  private async reads(m: MoneyModel, r: MoneyReal) {
    const { client } = r;
    const rates = (query: Record<string, string>) => client.call("GET", "/exchange-rates", { query });
    expectRefused(r, await rates({ sourceCurrency: "ZZZ" }), "money.rates-refusal", "exchange rates from an unknown currency", 400, "INVALID_CURRENCY");
    expectRefused(
      r,
      await rates({ sourceCurrency: "USD", destinationCurrency: "HTG" }),
      "money.rates-refusal",
      "exchange rates from USD to HTG, a currency without a rate",
      400,
      "QUOTE_RATE_UNAVAILABLE",
    );
    const lookup = (address: string, query?: Record<string, string>) => client.call("GET", `/receiver/uma/${enc(address)}`, { query });
    expectRefused(r, await lookup("not-an-uma-address"), "money.uma-refusal", "looking up an UMA address that is not one", 400, "INVALID_UMA_ADDRESS");
    if (m.umaB)
      expectRefused(
        r,
        await lookup(m.umaB, { customerId: UNKNOWN_CUSTOMER }),
        "money.lookup-refusal",
        "looking up customer B's UMA address for a sender customer that does not exist",
        404,
        "CUSTOMER_NOT_FOUND",
      );
  }

  /** An executed quote executed again with a wallet stamp and a Request-Id the server never issued: refused, nothing debited. */
  private async strayRequest(m: MoneyModel, r: MoneyReal): Promise<string | undefined> {
    const q = m.quotes.find((x) => x.executed);
    if (!q) return undefined;
    const res = await r.client.call("POST", `/quotes/${enc(q.id)}/execute`, {
      headers: { "service-wallet-signature": strayStamp(), "request-id": strayRequestId() },
    });
    expectRefused(r, res, "money.request-not-found", "a signed retry naming a Request-Id the server never issued", 404, "REQUEST_NOT_FOUND");
    return q.sourceId;
  }

  toString() {
    return "quoteRefusals()";
  }
}
