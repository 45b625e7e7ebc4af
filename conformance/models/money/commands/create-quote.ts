/**
 * POST /quotes from an internal account to an external account (MXN, cross-currency, or
 * USD, same currency) with a sandbox suffix, or to the other customer's internal account;
 * SENDING or RECEIVING lock. Amounts outside the platform's supportedCurrencies bounds
 * (which bind UMA payments only): 201, or 400 TRANSACTION_SIZE_LIMIT_EXCEEDED above the
 * corridor cap, or AMOUNT_OUT_OF_RANGE when the amount does not cover the fees.
 * Otherwise 201 PROCESSING with integer amounts, stated fees and the locked side exact,
 * and GET /quotes/{quoteId} reads it back as created.
 */
import type fc from "fast-check";
import { fxRules } from "../../../../contract/rules/money.js";
import { pick } from "../../shared/command.js";
import { checkCurrencyAmount, observe, type MoneyModel, type MoneyReal } from "../model.js";
import { answered } from "../../../client/answer.js";
import { readBack } from "./read-quote.js";

export type AmountKind = "valid" | "below" | "above";
export interface QuoteSpec {
  source: number;
  dest: { kind: "external"; currency: "MXN" | "USD"; suffix: string } | { kind: "internal"; index: number };
  side: "SENDING" | "RECEIVING";
  amountKind: AmountKind;
  /** 0..1: where in the chosen range the amount falls. */
  at: number;
}

function beneficiary(currency: string) {
  return currency === "USD"
    ? { beneficiaryType: "INDIVIDUAL", fullName: "Jane Roe", address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" } }
    : { beneficiaryType: "INDIVIDUAL", fullName: "Juan Perez" };
}

/** The external destination of `currency` whose primary identifier ends in `suffix` (created once per model). */
export async function destination(m: MoneyModel, r: MoneyReal, currency: string, suffix: string): Promise<string> {
  const key = `${currency}|${suffix}`;
  const known = m.destinations.get(key);
  if (known) return known;
  const n = String(m.destinations.size + 1).padStart(4, "0");
  const accountInfo =
    currency === "MXN"
      ? {
          accountType: "MXN_ACCOUNT",
          clabeNumber: `0020100${n}${String(Date.now() % 10000).padStart(4, "0")}${suffix}`.slice(-18).padStart(18, "0"),
          beneficiary: beneficiary(currency),
        }
      : {
          accountType: "USD_ACCOUNT",
          accountNumber: `4${n}${suffix}`,
          routingNumber: "021000021",
          bankAccountType: "CHECKING",
          beneficiary: beneficiary(currency),
        };
  if (currency === "MXN") accountInfo.clabeNumber = accountInfo.clabeNumber!.slice(0, 15) + suffix;
  const res = await r.client.call("POST", "/customers/external-accounts", { body: { currency, customerId: m.customers.A, accountInfo } });
  r.s.expect(
    res.status === 201 && res.body.status === "ACTIVE",
    "setup",
    `creating the ${currency} destination with suffix ${suffix} answered ${answered(res)}`,
  );
  m.destinations.set(key, res.body.id);
  return res.body.id;
}

export class CreateQuote implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  /** `readBack` false: the caller executes the quote at once and reads it back then. */
  constructor(
    readonly spec: QuoteSpec,
    readonly readBack = true,
  ) {}
  check(m: Readonly<MoneyModel>) {
    return m.quotes.length < 8;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const { s, client } = r;
    const sources = m.accounts.filter((a) => a.owner === "A" && (a.currency === "USD" || a.currency === "EUR"));
    const src = pick(sources, this.spec.source)!;
    let destId: string;
    let receiving: string;
    let suffix: string | undefined;
    if (this.spec.dest.kind === "external") {
      receiving = this.spec.dest.currency;
      suffix = this.spec.dest.suffix;
      destId = await destination(m, r, receiving, suffix);
    } else {
      const d = pick(
        m.accounts.filter((a) => a.owner === "B" && (a.currency === "USD" || a.currency === "EUR" || a.currency === "MXN")),
        this.spec.dest.index,
      )!;
      destId = d.id;
      receiving = d.currency;
    }
    const lockedCur = this.spec.side === "SENDING" ? src.currency : receiving;
    const b = m.bounds.get(lockedCur) ?? { min: 100, max: 10_000_000 };
    const fx = fxRules();
    const perUsd = (c: string) => fx.currencies[c]?.unitsPerUsd ?? 1;
    // valid amounts stay well inside both sides' bounds: 3x the larger minimum .. 200 USD worth
    const otherCur = lockedCur === src.currency ? receiving : src.currency;
    const conv = perUsd(lockedCur) / perUsd(otherCur);
    const ob = m.bounds.get(otherCur) ?? { min: 100, max: 10_000_000 };
    const lo = Math.max(b.min, Math.ceil(ob.min * conv)) * 3;
    const hi = Math.max(lo + 1, Math.round(20_000 * perUsd(lockedCur)));
    const amount =
      this.spec.amountKind === "below"
        ? Math.max(1, Math.floor((b.min - 1) * this.spec.at))
        : this.spec.amountKind === "above"
          ? b.max + 1 + Math.floor(b.max * 0.05 * this.spec.at)
          : lo + Math.floor((hi - lo) * this.spec.at);
    const body = {
      source: { sourceType: "ACCOUNT", accountId: src.id },
      destination: { destinationType: "ACCOUNT", accountId: destId },
      lockedCurrencySide: this.spec.side,
      lockedCurrencyAmount: amount,
    };
    const res = await client.call("POST", "/quotes", { body });
    if (this.spec.amountKind !== "valid") {
      // Limits table: the supportedCurrencies bounds bind UMA payments only; an account
      // payout outside them is accepted unless it is above the corridor cap
      // (TRANSACTION_SIZE_LIMIT_EXCEEDED) or does not cover the fees (AMOUNT_OUT_OF_RANGE).
      const codes = ["AMOUNT_OUT_OF_RANGE"];
      if (this.spec.amountKind === "above") codes.push("TRANSACTION_SIZE_LIMIT_EXCEEDED");
      s.expect(
        res.status === 201 || (res.status === 400 && codes.includes(res.body?.code)),
        "money.amount-out-of-range",
        `a ${this.spec.side} amount of ${amount} ${lockedCur} (bounds ${b.min}..${b.max}, UMA only) to an account answered ${answered(res)}`,
        `201 or 400 ${codes.join("/")}`,
        `${answered(res)}`,
      );
      await observe(m, r);
      return;
    }
    s.expect(res.status === 201, "money.quote", `POST /quotes answered ${res.status}: ${JSON.stringify(res.body)}`, 201, res.status);
    const q = res.body;
    s.expect(q.status === "PROCESSING", "money.quote", `a created quote is ${q.status}`, "PROCESSING", q.status);
    for (const k of ["totalSendingAmount", "totalReceivingAmount", "feesIncluded", "platformFeesIncluded"]) {
      s.expect(Number.isSafeInteger(q[k]) && q[k] >= 0, "money.integer-amounts", `quote ${k} ${q[k]} is not a non-negative integer`, "integer", q[k]);
    }
    checkCurrencyAmount(s, "quote sendingCurrency", { amount: 0, currency: q.sendingCurrency });
    checkCurrencyAmount(s, "quote receivingCurrency", { amount: 0, currency: q.receivingCurrency });
    s.expect(
      q.feesIncluded >= q.platformFeesIncluded && q.feesIncluded < q.totalSendingAmount,
      "money.quote-amounts",
      `fees ${q.feesIncluded} (platform ${q.platformFeesIncluded}) on ${q.totalSendingAmount}`,
      "platform <= fees < total",
      q,
    );
    const locked = this.spec.side === "SENDING" ? q.totalSendingAmount : q.totalReceivingAmount;
    s.expect(locked === amount, "money.quote-amounts", `the ${this.spec.side} side is ${locked}, not the locked ${amount}`, amount, locked);
    // Receiving units per sending unit, in smallest units: floor((sending - fees) * rate * 10^(dR - dS)), +-1.
    const scale = 10 ** (q.receivingCurrency.decimals - q.sendingCurrency.decimals);
    const implied = (q.totalSendingAmount - q.feesIncluded) * q.exchangeRate * scale;
    s.expect(
      Math.abs(implied - q.totalReceivingAmount) <= Math.max(2, implied * 1e-6) + (this.spec.side === "RECEIVING" ? q.exchangeRate * scale : 0),
      "money.quote-amounts",
      `receiving ${q.totalReceivingAmount} does not follow from (sending ${q.totalSendingAmount} - fees ${q.feesIncluded}) x rate ${q.exchangeRate}`,
      Math.floor(implied),
      q.totalReceivingAmount,
    );
    s.expect(Date.parse(q.expiresAt) > Date.parse(q.createdAt), "money.quote", "the quote expires before it is created", q.createdAt, q.expiresAt);
    m.quotes.push({
      id: q.id,
      sourceId: src.id,
      destId,
      destKind: this.spec.dest.kind,
      suffix,
      sending: src.currency,
      receiving,
      total: q.totalSendingAmount,
      fees: q.feesIncluded,
      platformFees: q.platformFeesIncluded,
      receivingAmount: q.totalReceivingAmount,
      expiresAtMs: Date.parse(q.expiresAt),
      created: q,
    });
    if (suffix) s.magic("quote destination suffix", suffix);
    if (this.readBack) await readBack(r, m.quotes[m.quotes.length - 1], "its creation", Date.parse(q.createdAt));
    await observe(m, r);
  }
  toString() {
    const d = this.spec.dest.kind === "external" ? `${this.spec.dest.currency}/${this.spec.dest.suffix}` : `internal#${this.spec.dest.index}`;
    return `quote(src#${this.spec.source} -> ${d}, ${this.spec.side}, ${this.spec.amountKind}@${this.spec.at.toFixed(2)})`;
  }
}
