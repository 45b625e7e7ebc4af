/** Currencies of the money rules (spec/rules/fx-rates.yaml): the API's Currency / CurrencyAmount objects, read by the simulator's areas. */
import { fxRules, type FxRules } from "./money.js";

export interface Currency {
  code: string;
  name: string;
  symbol: string;
  decimals: number;
}

export interface CurrencyAmount {
  amount: number;
  currency: Currency;
}

export function knownCurrency(code: string, rules: FxRules = fxRules()): boolean {
  return Object.prototype.hasOwnProperty.call(rules.currencies, code);
}

export function currencyOf(code: string, rules: FxRules = fxRules()): Currency {
  const c = rules.currencies[code];
  if (!c) return { code, name: code, symbol: code, decimals: 2 };
  return { code, name: c.name, symbol: c.symbol, decimals: c.decimals };
}

export function amountOf(amount: number, code: string, rules: FxRules = fxRules()): CurrencyAmount {
  return { amount, currency: currencyOf(code, rules) };
}

export function isCrypto(code: string, rules: FxRules = fxRules()): boolean {
  return rules.currencies[code]?.kind === "CRYPTO";
}
