import { describe, expect, it } from "vitest";
import { corridorServes } from "../../simulator/areas/external-accounts/domain/validation/discoveries.js";
import {
  deriveSwiftCode,
  ibanProblem,
  listDiscoveries,
  validateDiscoveryBankName,
  validateIbanField,
  withDerivedSwiftCode,
} from "../../simulator/areas/external-accounts/domain/validation/index.js";
import { loadDiscoveryRules } from "../../contract/rules/external-accounts.js";

describe("IBAN", () => {
  it("accepts valid IBANs of each IBAN variant and refuses bad checksums", () => {
    expect(validateIbanField({ accountType: "EUR_ACCOUNT", iban: "DE89370400440532013000" })).toEqual([]);
    expect(validateIbanField({ accountType: "EUR_ACCOUNT", iban: "FR1420041010050500013M02606" })).toEqual([]);
    expect(validateIbanField({ accountType: "AED_ACCOUNT", iban: "AE070331234567890123456" })).toEqual([]);
    expect(validateIbanField({ accountType: "ILS_ACCOUNT", iban: "IL620108000000099999999" })).toEqual([]);
    expect(validateIbanField({ accountType: "EGP_ACCOUNT", iban: "EG380019000500000000263180002" })).toEqual([]);
    expect(validateIbanField({ accountType: "EUR_ACCOUNT", iban: "DE89370400440532013001" })).toMatchObject([
      { field: "accountInfo.iban", code: "INVALID_FORMAT", reason: expect.stringMatching(/checksum/) },
    ]);
    expect(validateIbanField({ accountType: "AED_ACCOUNT", iban: "IL620108000000099999999" })).toMatchObject([{ reason: "must be a AE IBAN" }]);
    expect(ibanProblem("XX00123")).toMatch(/country/);
    expect(validateIbanField({ accountType: "USD_ACCOUNT", iban: "nonsense" })).toEqual([]);
  });

  it("derives the BIC from the designed table, else from iban-to-bic's bank directories; absent otherwise", () => {
    expect(deriveSwiftCode("DE89370400440532013000")).toBe("COBADEFFXXX"); // spec example (Commerzbank)
    expect(deriveSwiftCode("FR1420041010050500013M02606")).toBe("PSSTFRPPPAR"); // spec example
    expect(deriveSwiftCode("NL91ABNA0417164300")).toBe("ABNANL2AXXX");
    expect(deriveSwiftCode("AE070331234567890123456")).toBe("BOMLAEADXXX");
    expect(deriveSwiftCode("DE75512108001245126199")).toBe("SOGEDEFFXXX"); // not in the table: iban-to-bic's Bundesbank directory
    expect(deriveSwiftCode("BE68539007547034")).toBeUndefined();
    expect(deriveSwiftCode("DE89370400440532013001")).toBeUndefined();
    expect(withDerivedSwiftCode({ accountType: "EUR_ACCOUNT", iban: "DE89370400440532013000" })).toMatchObject({ swiftCode: "COBADEFFXXX" });
    expect(withDerivedSwiftCode({ accountType: "EUR_ACCOUNT", iban: "DE89370400440532013000", swiftCode: "MINEDEFFXXX" })).toMatchObject({
      swiftCode: "MINEDEFFXXX",
    });
    expect(withDerivedSwiftCode({ accountType: "EUR_ACCOUNT", iban: "BE68539007547034" })).not.toHaveProperty("swiftCode");
    expect(withDerivedSwiftCode({ accountType: "ILS_ACCOUNT", iban: "IL620108000000099999999" })).not.toHaveProperty("swiftCode");
  });
});

describe("discoveries", () => {
  it("lists entries in the API shape, filtered by country and currency", () => {
    const ph = listDiscoveries({ country: "ph" });
    expect(ph.length).toBeGreaterThanOrEqual(5);
    expect(ph[0]).toEqual({ bankName: "BDO_UNIBANK", displayName: "BDO Unibank", country: "PH", currency: "PHP" }); // spec example
    expect(ph.map((d) => d.bankName)).toContain("GCASH");
    expect(Object.keys(ph[0]).sort()).toEqual(["bankName", "country", "currency", "displayName"]);
    expect(listDiscoveries({ currency: "NGN" }).every((d) => d.country === "NG")).toBe(true);
    expect(listDiscoveries({ country: "XX" })).toEqual([]);
    expect(listDiscoveries().length).toBe(loadDiscoveryRules().entries.length);
    for (const c of ["PHP", "NGN", "ZAR", "COP", "GHS", "BDT", "EGP", "GTQ"]) expect(listDiscoveries({ currency: c }).length).toBeGreaterThanOrEqual(4);
  });

  it("PHP, NGN, ZAR (and the designed others) need an exact discoveries bankName", () => {
    expect(validateDiscoveryBankName({ accountType: "PHP_ACCOUNT", bankName: "BDO_UNIBANK" }, "PHP")).toEqual([]);
    expect(validateDiscoveryBankName({ accountType: "PHP_ACCOUNT", bankName: "GCASH" }, "PHP")).toEqual([]);
    expect(validateDiscoveryBankName({ accountType: "PHP_ACCOUNT", bankName: "BDO Unibank" }, "PHP")).toMatchObject([
      { field: "accountInfo.bankName", code: "INVALID_ENUM" },
    ]);
    expect(validateDiscoveryBankName({ accountType: "NGN_ACCOUNT", bankName: "ABSA" }, "NGN")).toMatchObject([{ code: "INVALID_ENUM" }]);
    expect(validateDiscoveryBankName({ accountType: "ZAR_ACCOUNT" }, "ZAR")).toMatchObject([{ code: "REQUIRED" }]);
    expect(validateDiscoveryBankName({ accountType: "USD_ACCOUNT", bankName: "Anything" }, "USD")).toEqual([]);
    expect(validateDiscoveryBankName({ accountType: "CNY_ACCOUNT", bankName: "Bank of China" }, "CNY")).toEqual([]);
  });

  it("two-shape corridors: bank transfer names a bank, mobile money a wallet", () => {
    expect(validateDiscoveryBankName({ accountType: "GHS_ACCOUNT", bankName: "MTN_MOMO_GH", phoneNumber: "+233241234567" }, "GHS")).toEqual([]);
    expect(validateDiscoveryBankName({ accountType: "GHS_ACCOUNT", bankName: "MTN_MOMO_GH", accountNumber: "1234567890" }, "GHS")).toMatchObject([
      { reason: expect.stringMatching(/mobile-money wallet/) },
    ]);
    expect(validateDiscoveryBankName({ accountType: "COP_ACCOUNT", bankName: "BANCOLOMBIA", phoneNumber: "+573001234567" }, "COP")).toMatchObject([
      { code: "INVALID_ENUM" },
    ]);
    expect(validateDiscoveryBankName({ accountType: "COP_ACCOUNT", bankName: "NEQUI", phoneNumber: "+573001234567" }, "COP")).toEqual([]);
  });
});

describe("discoveries agree with the corridor table", () => {
  it("every entry of the discoveries data is paid by its country's corridor (no entry is silently dropped)", () => {
    const unserved = loadDiscoveryRules()
      .entries.filter((e) => !corridorServes(e))
      .map((e) => `${e.country} ${e.bankName} (${e.kind})`);
    expect(unserved).toEqual([]);
  });

  it("serves nothing for a country without a corridor, a sanctioned one or one not yet live", () => {
    for (const country of ["US", "IR", "CA"]) expect(listDiscoveries({ country })).toEqual([]);
  });
});
