import { describe, expect, it } from "vitest";
import {
  corridorFor,
  destinationCountryOf,
  destinationKindOf,
  liveCorridors,
  pickRail,
  railsFor,
} from "../../simulator/areas/external-accounts/domain/corridors.js";
import { loadCorridorRules } from "../../contract/rules/corridors.js";

describe("corridor table", () => {
  it("has exactly 63 live countries, each once", () => {
    const live = liveCorridors();
    expect(live).toHaveLength(63);
    expect(new Set(live.map((c) => c.country)).size).toBe(63);
  });

  it("matches the description's rows", () => {
    const rules = loadCorridorRules();
    const byRails = (rails: string) =>
      liveCorridors()
        .filter((c) => c.rails.join(",") === rails)
        .map((c) => c.country)
        .sort();
    expect(byRails("SEPA_INSTANT,SEPA,SWIFT")).toEqual(
      "AT BE BG CY CZ DK EE FI FR DE GR HU IS IE IT LV LI LT LU MT NL NO PL PT RO SK ES SE CH".split(" ").sort(),
    );
    expect(byRails("SEPA_INSTANT,SEPA")).toEqual(["HR", "SI"]);
    expect(byRails("BANK_TRANSFER,MOBILE_MONEY,SWIFT")).toEqual(["BD", "CO", "EG", "GH", "PK"]);
    expect(byRails("BANK_TRANSFER,SWIFT")).toEqual("ID IL MY NG PH ZA TH AE VN".split(" ").sort());
    expect(byRails("MOBILE_MONEY,SWIFT")).toEqual("BJ CM CI HT KE MW RW SN TZ UG ZM".split(" ").sort());
    expect(railsFor("US")).toEqual(["ACH", "WIRE", "RTP", "FEDNOW", "SWIFT"]);
    expect(railsFor("in")).toEqual(["UPI", "NEFT", "RTGS", "SWIFT"]);
    expect(railsFor("CN")).toEqual(["ALIPAY", "WECHAT_PAY", "BANK_TRANSFER_B2B", "SWIFT"]);
    expect(railsFor("SG")).toEqual(["PAYNOW", "FAST", "BANK_TRANSFER", "SWIFT"]);
    expect(rules.swiftFallbackCurrencies).toEqual(["USD", "EUR"]);
    expect(rules.notYetLive).toEqual(["CA", "HK", "KR"]);
    for (const c of ["CA", "HK", "KR", ...rules.sanctioned.countries]) expect(corridorFor(c)).toBeUndefined();
  });

  it("SWIFT is last wherever listed; local rails first", () => {
    for (const c of liveCorridors()) {
      const i = c.rails.indexOf("SWIFT");
      if (i >= 0) expect(i).toBe(c.rails.length - 1);
      if (c.rails.length > 1 || c.country === "HR") expect(c.rails[0]).not.toBe("SWIFT");
    }
  });

  it("railsFor: SWIFT only outside the table, none when sanctioned or not yet live", () => {
    expect(railsFor("AR")).toEqual(["SWIFT"]);
    expect(railsFor("IR")).toEqual([]);
    expect(railsFor("CA")).toEqual([]);
  });
});

describe("pickRail", () => {
  it("prefers the local rail, falls back to SWIFT for USD/EUR", () => {
    expect(pickRail({ country: "DE", currency: "EUR", amount: 50_00, accountType: "EUR_ACCOUNT" })).toMatchObject({ ok: true, rail: "SEPA_INSTANT" });
    expect(pickRail({ country: "DE", currency: "EUR", amount: 500_000_00, accountType: "EUR_ACCOUNT" })).toMatchObject({ ok: true, rail: "SEPA" });
    expect(pickRail({ country: "DE", currency: "USD", amount: 100_00 })).toMatchObject({ ok: true, rail: "SWIFT" });
    expect(pickRail({ country: "MX", currency: "MXN", amount: 100_00, accountType: "MXN_ACCOUNT" })).toMatchObject({ ok: true, rail: "SPEI" });
    expect(pickRail({ country: "MX", currency: "USD", amount: 100_00 })).toMatchObject({ ok: true, rail: "SWIFT" });
    expect(pickRail({ country: "BR", currency: "BRL", amount: 1, accountType: "BRL_ACCOUNT" })).toMatchObject({ rail: "PIX" });
    expect(pickRail({ country: "GB", currency: "GBP", amount: 1, accountType: "GBP_ACCOUNT" })).toMatchObject({ rail: "FASTER_PAYMENTS" });
  });

  it("US: ACH up to its cap, WIRE above", () => {
    expect(pickRail({ country: "US", currency: "USD", amount: 1_000_000_00, accountType: "USD_ACCOUNT" })).toMatchObject({ rail: "ACH" });
    expect(pickRail({ country: "US", currency: "USD", amount: 1_000_000_01, accountType: "USD_ACCOUNT" })).toMatchObject({ rail: "WIRE" });
  });

  it("HR/SI have no SWIFT: a USD payout has no rail", () => {
    expect(pickRail({ country: "HR", currency: "EUR", amount: 100 })).toMatchObject({ ok: true, rail: "SEPA_INSTANT" });
    expect(pickRail({ country: "SI", currency: "USD", amount: 100 })).toMatchObject({ ok: false, refusal: "NO_RAIL" });
  });

  it("refuses sanctioned and not-yet-live destinations", () => {
    expect(pickRail({ country: "IR", currency: "USD", amount: 100 })).toMatchObject({ ok: false, refusal: "SANCTIONED" });
    expect(pickRail({ country: "CA", currency: "CAD", amount: 100, accountType: "CAD_ACCOUNT" })).toMatchObject({ ok: false, refusal: "NOT_YET_LIVE" });
  });

  it("SWIFT reaches countries outside the table in USD/EUR only", () => {
    expect(pickRail({ country: "AR", currency: "USD", amount: 100 })).toMatchObject({ ok: true, rail: "SWIFT", corridor: undefined });
    expect(pickRail({ country: "AR", currency: "ARS", amount: 100 })).toMatchObject({ ok: false, refusal: "NO_RAIL" });
    expect(pickRail({ country: "DK", currency: "DKK", amount: 100 })).toMatchObject({ ok: false, refusal: "NO_RAIL" });
  });

  it("mobile money and bank transfer corridors", () => {
    expect(pickRail({ country: "KE", currency: "KES", amount: 100, accountType: "KES_ACCOUNT" })).toMatchObject({ rail: "MOBILE_MONEY", kind: "MOBILE_MONEY" });
    expect(pickRail({ country: "KE", currency: "KES", amount: 100, kind: "BANK_ACCOUNT" })).toMatchObject({ ok: false, refusal: "NO_RAIL" });
    const ghBank = { accountType: "GHS_ACCOUNT", bankName: "GCB_BANK", accountNumber: "1234567890" };
    const ghMomo = { accountType: "GHS_ACCOUNT", bankName: "MTN_MOMO_GH", phoneNumber: "+233241234567" };
    expect(pickRail({ country: "GH", currency: "GHS", amount: 100, accountInfo: ghBank })).toMatchObject({ rail: "BANK_TRANSFER" });
    expect(pickRail({ country: "GH", currency: "GHS", amount: 100, accountInfo: ghMomo })).toMatchObject({ rail: "MOBILE_MONEY" });
    expect(pickRail({ country: "NG", currency: "NGN", amount: 100, accountType: "NGN_ACCOUNT" })).toMatchObject({ rail: "BANK_TRANSFER" });
  });

  it("CN: wallets pay individuals, bank transfer pays businesses only", () => {
    const alipay = { accountType: "CNY_ACCOUNT", bankName: "AliPay", phoneNumber: "+8613812345678" };
    const wechat = { accountType: "CNY_ACCOUNT", bankName: "WechatPay", phoneNumber: "+8613812345678" };
    const bank = { accountType: "CNY_ACCOUNT", bankName: "Bank of China", accountNumber: "6217000010001234567" };
    expect(pickRail({ country: "CN", currency: "CNY", amount: 100, accountInfo: alipay, beneficiaryType: "INDIVIDUAL" })).toMatchObject({ rail: "ALIPAY" });
    expect(pickRail({ country: "CN", currency: "CNY", amount: 100, accountInfo: wechat, beneficiaryType: "INDIVIDUAL" })).toMatchObject({ rail: "WECHAT_PAY" });
    expect(pickRail({ country: "CN", currency: "CNY", amount: 100, accountInfo: alipay, beneficiaryType: "BUSINESS" })).toMatchObject({ ok: false });
    expect(pickRail({ country: "CN", currency: "CNY", amount: 100, accountInfo: bank, beneficiaryType: "BUSINESS" })).toMatchObject({
      rail: "BANK_TRANSFER_B2B",
    });
    expect(pickRail({ country: "CN", currency: "CNY", amount: 100, accountInfo: bank, beneficiaryType: "INDIVIDUAL" })).toMatchObject({
      ok: false,
      refusal: "NO_RAIL",
      reason: expect.stringMatching(/BUSINESS/),
    });
  });

  it("IN: UPI for a vpa, the requested NEFT/RTGS rail for bank transfers", () => {
    expect(pickRail({ country: "IN", currency: "INR", amount: 100, accountInfo: { accountType: "INR_ACCOUNT", vpa: "priya@okaxis" } })).toMatchObject({
      rail: "UPI",
    });
    const neft = { accountType: "INR_ACCOUNT", accountNumber: "123456789012", ifsc: "HDFC0000001", rail: "NEFT" };
    expect(pickRail({ country: "IN", currency: "INR", amount: 100, accountInfo: neft })).toMatchObject({ rail: "NEFT" });
    expect(pickRail({ country: "IN", currency: "INR", amount: 300_000_00, accountInfo: { ...neft, rail: "RTGS" } })).toMatchObject({ rail: "RTGS" });
    expect(pickRail({ country: "IN", currency: "INR", amount: 100, accountInfo: { ...neft, rail: "RTGS" } })).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/RTGS needs at least/),
    });
  });

  it("crypto destinations are global (but never sanctioned countries)", () => {
    expect(pickRail({ country: "AR", currency: "USDC", amount: 1, accountType: "BASE_WALLET" })).toMatchObject({ ok: true, rail: "BLOCKCHAIN" });
    expect(pickRail({ country: "CA", currency: "BTC", amount: 1, accountType: "LIGHTNING" })).toMatchObject({ ok: true, rail: "LIGHTNING" });
    expect(pickRail({ country: "KP", currency: "BTC", amount: 1, accountType: "LIGHTNING" })).toMatchObject({ ok: false, refusal: "SANCTIONED" });
  });

  it("designed destinations for SLV/GTQ/BWP variants", () => {
    expect(pickRail({ country: "SV", currency: "USD", amount: 1, accountInfo: { accountType: "SLV_ACCOUNT", phoneNumber: "+50370000000" } })).toMatchObject({
      rail: "MOBILE_MONEY",
    });
    expect(pickRail({ country: "GT", currency: "GTQ", amount: 1, accountType: "GTQ_ACCOUNT" })).toMatchObject({ rail: "BANK_TRANSFER" });
  });
});

describe("destination helpers", () => {
  it("country and kind of an accountInfo", () => {
    expect(destinationCountryOf({ accountType: "EUR_ACCOUNT", iban: "FR1420041010050500013M02606" })).toBe("FR");
    expect(destinationCountryOf({ accountType: "XOF_ACCOUNT", phoneNumber: "+2250700000000" })).toBe("CI");
    expect(destinationCountryOf({ accountType: "USD_ACCOUNT" })).toBe("US");
    expect(destinationCountryOf({ accountType: "BASE_WALLET" })).toBeNull();
    expect(destinationKindOf("TZS_ACCOUNT")).toBe("MOBILE_MONEY");
    expect(destinationKindOf(undefined, { accountType: "EGP_ACCOUNT", iban: "EG..." })).toBe("BANK_ACCOUNT");
  });
});
