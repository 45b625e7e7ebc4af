import { describe, expect, it } from "vitest";
import { creationOutcome, paymentOutcomeFor } from "../../simulator/areas/external-accounts/domain/validation/index.js";
import { primaryIdentifier, primaryIdentifierSuffix } from "../../contract/rules/external-accounts.js";
import { equivalenceKey } from "../../contract/rules/equivalence.js";

const usd = (accountNumber: string) => ({
  accountType: "USD_ACCOUNT",
  accountNumber,
  routingNumber: "021000021",
  bankAccountType: "CHECKING",
  beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe" },
});

describe("primary identifier and suffix", () => {
  it("per account type", () => {
    expect(primaryIdentifierSuffix(usd("123456002"))).toBe("002");
    expect(primaryIdentifierSuffix({ accountType: "MXN_ACCOUNT", clabeNumber: "002010077777777003" })).toBe("003");
    expect(primaryIdentifierSuffix({ accountType: "EUR_ACCOUNT", iban: "FR1420041010050500013M02606" })).toBe("606");
    expect(primaryIdentifierSuffix({ accountType: "KES_ACCOUNT", phoneNumber: "+254712345104" })).toBe("104");
    expect(primaryIdentifierSuffix({ accountType: "GHS_ACCOUNT", phoneNumber: "+233241234005" })).toBe("005");
    expect(primaryIdentifier({ accountType: "EGP_ACCOUNT", iban: "EG380019000500000000263180002" })).toEqual({
      field: "iban",
      value: "EG380019000500000000263180002",
    });
    expect(primaryIdentifierSuffix({ accountType: "BASE_WALLET", address: "0x52908400098527886E0F7030069857D2E4169002" })).toBe("002");
    expect(primaryIdentifierSuffix({ accountType: "LIGHTNING", invoice: "lnbc1xyz004" })).toBe("004");
    expect(primaryIdentifierSuffix({ accountType: "USD_ACCOUNT" })).toBeNull();
  });

  it("identifiers with a domain part: the end of the username part", () => {
    expect(primaryIdentifierSuffix({ accountType: "BRL_ACCOUNT", pixKey: "maria002@example.com.br", pixKeyType: "EMAIL" })).toBe("002");
    expect(primaryIdentifierSuffix({ accountType: "BRL_ACCOUNT", pixKey: "+5511999990105", pixKeyType: "PHONE" })).toBe("105");
    expect(primaryIdentifierSuffix({ accountType: "INR_ACCOUNT", vpa: "priya103@okaxis" })).toBe("103");
    expect(primaryIdentifierSuffix({ accountType: "LIGHTNING", lightningAddress: "satoshi005@example.com" })).toBe("005");
  });
});

describe("payout / pull outcomes (002-005)", () => {
  it("follows the description's table", () => {
    expect(paymentOutcomeFor(usd("1234002"))).toMatchObject({ result: "FAILED", immediate: true, failureReason: "INSUFFICIENT_FUNDS" });
    expect(paymentOutcomeFor(usd("1234003"))).toMatchObject({ result: "FAILED", immediate: true });
    expect(paymentOutcomeFor(usd("1234004"))).toMatchObject({ result: "FAILED", failureReason: "REJECTED_BY_BANK" });
    expect(paymentOutcomeFor(usd("1234005"))).toMatchObject({ result: "FAILED", pendingMs: 30000 });
    expect(paymentOutcomeFor(usd("1234006"))).toMatchObject({ result: "SUCCESS", suffix: "006" });
  });
});

describe("creation outcome", () => {
  it("beneficiary name verification 102-107, other MATCHED", () => {
    expect(creationOutcome(usd("1234102"))).toMatchObject({ status: "ACTIVE", beneficiaryVerificationStatus: "NOT_MATCHED" });
    expect(creationOutcome(usd("1234103"))).toMatchObject({
      beneficiaryVerificationStatus: "PARTIAL_MATCH",
      beneficiaryVerifiedData: { fullName: "Jane Doa" },
    });
    expect(creationOutcome(usd("1234104"))).toMatchObject({ status: "PENDING", beneficiaryVerificationStatus: "PENDING" });
    expect(creationOutcome(usd("1234105"))).toMatchObject({ reject: { httpStatus: 400, code: "INVALID_BANK_ACCOUNT" } });
    expect(creationOutcome(usd("1234106"))).toMatchObject({ beneficiaryVerificationStatus: "UNSUPPORTED" });
    expect(creationOutcome(usd("1234107"))).toMatchObject({ beneficiaryVerificationStatus: "CHECKED_BY_RECEIVING_FI" });
    expect(creationOutcome(usd("123456789"))).toMatchObject({
      status: "ACTIVE",
      beneficiaryVerificationStatus: "MATCHED",
      beneficiaryVerifiedData: { fullName: "Jane Doe" },
    });
  });

  it("designed US ACH triggers 201/202 (USD_ACCOUNT only)", () => {
    expect(creationOutcome(usd("1234201"))).toMatchObject({ reject: { httpStatus: 409, code: "BANK_ACCOUNT_VALIDATION_PENDING" } });
    expect(creationOutcome(usd("1234202"))).toMatchObject({ reject: { httpStatus: 400, code: "INVALID_BANK_ACCOUNT" } });
    const gbp = { accountType: "GBP_ACCOUNT", sortCode: "040004", accountNumber: "12345201", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "A B" } };
    expect(creationOutcome(gbp)).toMatchObject({ status: "ACTIVE", beneficiaryVerificationStatus: "MATCHED" });
  });

  it("wallets: no name verification; FIRST_PARTY self-custody awaits ownership verification", () => {
    const w = { accountType: "BASE_WALLET", address: "0x52908400098527886E0F7030069857D2E4169105" };
    expect(creationOutcome(w, { ownershipType: "FIRST_PARTY" })).toEqual({ suffix: "105", status: "PENDING_OWNERSHIP_VERIFICATION" });
    expect(creationOutcome(w, { ownershipType: "THIRD_PARTY" })).toEqual({ suffix: "105", status: "ACTIVE" });
    expect(creationOutcome({ accountType: "LIGHTNING", lightningAddress: "a@b.co" }, { ownershipType: "FIRST_PARTY" })).toMatchObject({ status: "ACTIVE" });
  });
});

describe("equivalenceKey", () => {
  const c1 = "Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f";
  const c2 = "Customer:11111111-5a4f-4e3b-9c2d-1a2b3c4d5e6f";

  it("same owner, currency and normalized destination are equivalent", () => {
    expect(equivalenceKey(c1, "USD", usd("123456789"))).toBe(
      equivalenceKey(c1, "usd", { ...usd("123456789"), bankName: "Chase", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Other" } }),
    );
    expect(equivalenceKey(c1, "EUR", { accountType: "EUR_ACCOUNT", iban: "DE89 3704 0044 0532 0130 00" })).toBe(
      equivalenceKey(c1, "EUR", { accountType: "EUR_ACCOUNT", iban: "DE89370400440532013000" }),
    );
    const evm = "0x52908400098527886E0F7030069857D2E4169EE7";
    expect(equivalenceKey(null, "USDC", { accountType: "BASE_WALLET", address: evm })).toBe(
      equivalenceKey(null, "USDC", { accountType: "BASE_WALLET", address: evm.toLowerCase() }),
    );
    expect(equivalenceKey(c1, "BRL", { accountType: "BRL_ACCOUNT", pixKey: "Maria@Example.com" })).toBe(
      equivalenceKey(c1, "BRL", { accountType: "BRL_ACCOUNT", pixKey: "maria@example.com" }),
    );
  });

  it("different owner, currency, network, bank or wallet provider are not", () => {
    const k = equivalenceKey(c1, "USD", usd("123456789"));
    expect(equivalenceKey(c2, "USD", usd("123456789"))).not.toBe(k);
    expect(equivalenceKey(null, "USD", usd("123456789"))).not.toBe(k);
    expect(equivalenceKey(c1, "USD", { ...usd("123456789"), routingNumber: "026009593" })).not.toBe(k);
    const evm = "0x52908400098527886E0F7030069857D2E4169EE7";
    expect(equivalenceKey(c1, "USDC", { accountType: "BASE_WALLET", address: evm })).not.toBe(
      equivalenceKey(c1, "USDC", { accountType: "ARBITRUM_WALLET", address: evm }),
    );
    expect(equivalenceKey(c1, "USDC", { accountType: "ARBITRUM_WALLET", address: evm })).not.toBe(
      equivalenceKey(c1, "USDT", { accountType: "ARBITRUM_WALLET", address: evm }),
    );
    const tz = (provider: string) => ({ accountType: "TZS_ACCOUNT", phoneNumber: "+255712345678", provider });
    expect(equivalenceKey(c1, "TZS", tz("AIRTEL"))).not.toBe(equivalenceKey(c1, "TZS", tz("VODACOM")));
    const sol = "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin";
    expect(equivalenceKey(c1, "USDC", { accountType: "SOLANA_WALLET", address: sol })).not.toBe(
      equivalenceKey(c1, "USDC", { accountType: "SOLANA_WALLET", address: sol.toLowerCase() }),
    );
  });
});
