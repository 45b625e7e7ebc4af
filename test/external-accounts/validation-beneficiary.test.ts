import { describe, expect, it } from "vitest";
import { normalizeBeneficiary, requiredBeneficiaryFields, validateBeneficiary } from "../../simulator/areas/external-accounts/domain/validation/index.js";

const addr = { line1: "1 Market St", city: "San Francisco", postalCode: "94105", country: "US" };
const fields = (errs: { field: string }[]) => errs.map((e) => e.field).sort();

describe("individual minimums (by destination currency)", () => {
  it("USD: fullName; an address, when given, carries line1/city/postalCode/country", () => {
    const info = { accountType: "USD_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL" } };
    expect(fields(validateBeneficiary(info, { currency: "USD" }))).toEqual(["accountInfo.beneficiary.fullName"]);
    expect(
      validateBeneficiary({ accountType: "USD_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe" } }, { currency: "USD" }),
    ).toEqual([]);
    const partial = {
      accountType: "USD_ACCOUNT",
      beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe", address: { line1: "1 Market St", country: "US" } },
    };
    const errs = validateBeneficiary(partial, { currency: "USD" });
    expect(fields(errs)).toEqual(["accountInfo.beneficiary.address.city", "accountInfo.beneficiary.address.postalCode"]);
    expect(errs[0]).toMatchObject({ in: "body", code: "REQUIRED" });
    expect(
      validateBeneficiary(
        { accountType: "USD_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe", address: addr } },
        { currency: "USD" },
      ),
    ).toEqual([]);
  });

  it("MXN, BRL, PHP: fullName, address optional", () => {
    for (const [t, c] of [
      ["MXN_ACCOUNT", "MXN"],
      ["BRL_ACCOUNT", "BRL"],
      ["PHP_ACCOUNT", "PHP"],
    ]) {
      expect(validateBeneficiary({ accountType: t, beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Juan Perez" } }, { currency: c })).toEqual([]);
      expect(fields(validateBeneficiary({ accountType: t, beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: " " } }, { currency: c }))).toEqual([
        "accountInfo.beneficiary.fullName",
      ]);
    }
  });

  it("GBP, EUR: fullName and address", () => {
    for (const [t, c] of [
      ["GBP_ACCOUNT", "GBP"],
      ["EUR_ACCOUNT", "EUR"],
    ]) {
      expect(fields(validateBeneficiary({ accountType: t, beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "A B" } }, { currency: c }))).toEqual([
        "accountInfo.beneficiary.address",
      ]);
    }
  });

  it("SLV_ACCOUNT (USD) keeps the plain beneficiary; other currencies need only beneficiaryType", () => {
    expect(validateBeneficiary({ accountType: "SLV_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL" } }, { currency: "USD" })).toEqual([]);
    expect(validateBeneficiary({ accountType: "INR_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL" } }, { currency: "INR" })).toEqual([]);
  });
});

describe("business minimums", () => {
  const biz = (extra: Record<string, unknown> = {}) => ({ beneficiaryType: "BUSINESS", ...extra });

  it("USD, MXN: legalName and address", () => {
    expect(fields(validateBeneficiary({ accountType: "MXN_ACCOUNT", beneficiary: biz() }, { currency: "MXN" }))).toEqual([
      "accountInfo.beneficiary.address",
      "accountInfo.beneficiary.legalName",
    ]);
  });

  it("EUR: also registrationNumber", () => {
    expect(fields(validateBeneficiary({ accountType: "EUR_ACCOUNT", beneficiary: biz({ legalName: "X GmbH", address: addr }) }, { currency: "EUR" }))).toEqual([
      "accountInfo.beneficiary.registrationNumber",
    ]);
  });

  it("GBP/INR/... row: registrationNumber only for business senders", () => {
    const info = { accountType: "GBP_ACCOUNT", beneficiary: biz({ legalName: "Acme Ltd", address: addr }) };
    expect(validateBeneficiary(info, { currency: "GBP", senderType: "INDIVIDUAL" })).toEqual([]);
    expect(validateBeneficiary(info, { currency: "GBP" })).toEqual([]);
    expect(fields(validateBeneficiary(info, { currency: "GBP", senderType: "BUSINESS" }))).toEqual(["accountInfo.beneficiary.registrationNumber"]);
    expect(requiredBeneficiaryFields("ILS_ACCOUNT", "BUSINESS", { currency: "ILS", senderType: "BUSINESS" })).toEqual([
      "beneficiaryType",
      "legalName",
      "address",
      "registrationNumber",
    ]);
  });

  it("NGN/ZAR/KES/... row: legalName, address, registrationNumber, taxId; businessInfo aliases count", () => {
    expect(fields(validateBeneficiary({ accountType: "NGN_ACCOUNT", beneficiary: biz() }, { currency: "NGN" }))).toEqual([
      "accountInfo.beneficiary.address",
      "accountInfo.beneficiary.legalName",
      "accountInfo.beneficiary.registrationNumber",
      "accountInfo.beneficiary.taxId",
    ]);
    const viaBusinessInfo = biz({
      businessInfo: { legalName: "Acme Nigeria Ltd", taxId: "12345678-0001" },
      registrationNumber: "RC123456",
      address: { ...addr, country: "NG" },
    });
    expect(validateBeneficiary({ accountType: "NGN_ACCOUNT", beneficiary: viaBusinessInfo }, { currency: "NGN" })).toEqual([]);
    expect(validateBeneficiary({ accountType: "KES_ACCOUNT", beneficiary: viaBusinessInfo }, { currency: "KES" })).toEqual([]);
  });
});

describe("variant extras and type rules", () => {
  it("AED needs an address for every beneficiary; GTQ phoneNumber and countryOfResidence", () => {
    expect(
      fields(validateBeneficiary({ accountType: "AED_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "A B" } }, { currency: "AED" })),
    ).toEqual(["accountInfo.beneficiary.address"]);
    expect(fields(validateBeneficiary({ accountType: "GTQ_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL" } }, { currency: "GTQ" }))).toEqual([
      "accountInfo.beneficiary.countryOfResidence",
      "accountInfo.beneficiary.phoneNumber",
    ]);
  });

  it("CNY: wallets pay individuals, bank transfers businesses", () => {
    const wallet = { accountType: "CNY_ACCOUNT", bankName: "AliPay", phoneNumber: "+8613812345678", beneficiary: { beneficiaryType: "BUSINESS" } };
    expect(validateBeneficiary(wallet, { currency: "CNY" })).toMatchObject([
      { field: "accountInfo.beneficiary.beneficiaryType", code: "INVALID_ENUM", expected: ["INDIVIDUAL"] },
    ]);
    const bank = {
      accountType: "CNY_ACCOUNT",
      bankName: "Bank of China",
      accountNumber: "6217000010001234567",
      beneficiary: { beneficiaryType: "INDIVIDUAL" },
    };
    expect(validateBeneficiary(bank, { currency: "CNY" })).toMatchObject([{ expected: ["BUSINESS"] }]);
  });

  it("COP documentType must be one of CC, CE, TI, NIT, PP", () => {
    const info = { accountType: "COP_ACCOUNT", beneficiary: { beneficiaryType: "INDIVIDUAL", documentType: "DNI" } };
    expect(validateBeneficiary(info, { currency: "COP" })).toMatchObject([{ field: "accountInfo.beneficiary.documentType", code: "INVALID_ENUM" }]);
  });

  it("missing beneficiary / type; crypto variants take none", () => {
    expect(validateBeneficiary({ accountType: "USD_ACCOUNT" }, { currency: "USD" })).toMatchObject([{ field: "accountInfo.beneficiary", code: "REQUIRED" }]);
    expect(validateBeneficiary({ accountType: "USD_ACCOUNT", beneficiary: {} }, { currency: "USD" })).toMatchObject([
      { field: "accountInfo.beneficiary.beneficiaryType", code: "REQUIRED" },
    ]);
    expect(validateBeneficiary({ accountType: "BASE_WALLET" }, { currency: "USDC" })).toEqual([]);
  });

  it("normalizeBeneficiary lifts businessInfo and drops it", () => {
    expect(normalizeBeneficiary({ beneficiaryType: "BUSINESS", businessInfo: { legalName: "Acme", taxId: "T1" } })).toEqual({
      beneficiaryType: "BUSINESS",
      legalName: "Acme",
      taxId: "T1",
    });
    expect(normalizeBeneficiary({ beneficiaryType: "BUSINESS", legalName: "Top", businessInfo: { legalName: "Nested" } })).toEqual({
      beneficiaryType: "BUSINESS",
      legalName: "Top",
    });
  });
});
