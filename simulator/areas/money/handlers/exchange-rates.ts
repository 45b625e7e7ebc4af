/**
 * GET /exchange-rates: indicative all-in rates of the platform's current cache window
 * (about 5 minutes of platform time; the same answer inside the window). `exchangeRate` is
 * the live service's: sending units per receiving unit (the quote's runs the other way, as
 * the description states); the designed `rate` is its inverse. Without `sendingAmount` the
 * table's default amount is priced (spec/rules/fx-rates.yaml `exchangeRates`).
 */
import { apiError } from "../../../errors/catalogue.js";
import { getPlatformConfig } from "../../../platform/config-state.js";
import { handlerMap, type ResponseBodyOf, type TypedContext, type TypedResult } from "../../types.js";
import { currencyOf, knownCurrency } from "../../../../contract/rules/currencies.js";
import { allInRate, midRate, priceSending } from "../domain/rates.js";
import { fxRules } from "../../../../contract/rules/money.js";
import { envOf, rateSnapshot } from "../books.js";

function list(ctx: TypedContext<"listExchangeRates">): TypedResult<"listExchangeRates"> {
  const env = envOf(ctx);
  const fx = fxRules();
  const src = ctx.query.sourceCurrency;
  const dst = ctx.query.destinationCurrency?.length ? [...new Set(ctx.query.destinationCurrency)] : undefined;
  for (const c of [src, ...(dst ?? [])]) if (c !== undefined && !knownCurrency(c)) throw apiError("INVALID_CURRENCY", `currency ${c} is not supported`);
  const config = getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies;
  const supported = config.map((c) => c.currencyCode).filter((c) => knownCurrency(c));
  const sources = src ? [src] : supported;
  const dests = dst ?? supported;
  const snap = rateSnapshot(env);
  const data: ResponseBodyOf<"listExchangeRates", 200>["data"] = [];
  for (const s of sources) {
    for (const d of dests) {
      if (s === d && !(src && dst)) continue;
      const mid = midRate(snap, s, d);
      if (mid === null) continue;
      const sendingAmount = typeof ctx.query.sendingAmount === "number" ? ctx.query.sendingAmount : fx.exchangeRates.defaultSendingAmount;
      const p = priceSending(sendingAmount, s, d, mid, fx, "sendingAmount");
      const rate = allInRate(mid, s, d);
      const bounds = config.find((c) => c.currencyCode === s);
      data.push({
        sourceCurrency: currencyOf(s),
        destinationCurrency: currencyOf(d),
        rate,
        exchangeRate: sendingPerReceiving(rate),
        destinationPaymentRail: fx.fundingRails[d]?.[0] ?? fx.fundingRails.default?.[0] ?? "SWIFT",
        minSendingAmount: bounds?.minAmount ?? 0,
        maxSendingAmount: bounds?.maxAmount ?? 0,
        fees: { fixed: 0, total: p.fees },
        sendingAmount,
        receivingAmount: p.receiving,
        updatedAt: snap.updatedAt,
        expiresAt: snap.expiresAt,
      });
    }
  }
  if (src && dst && data.length === 0) throw apiError("QUOTE_RATE_UNAVAILABLE", `no exchange rate from ${src} to ${dst.join(", ")} is available`);
  return { status: 200, body: { data } };
}

/** Sending units per receiving unit (the live `exchangeRate`) of a receiving-per-sending rate, to 8 significant digits. */
const sendingPerReceiving = (rate: number): number => Number((1 / rate).toPrecision(8));

export const exchangeRateHandlers = handlerMap({ listExchangeRates: list });
