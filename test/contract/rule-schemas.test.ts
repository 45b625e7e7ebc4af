/**
 * The rule tables' schemas state each table's real shape, not only its current data: a table
 * that passes its schema (test/architecture/rules.test.ts checks every one) still fails it
 * when a closed set gains an unknown value, a fixed object gains a key, a delay or amount
 * leaves its bounds, or a suffix map gains a key that is no suffix. Each case below mutates
 * a copy of the loaded table and expects its schema to refuse it; the closed sets the
 * schemas restate from the contract are compared with the contract's enums.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { repoPath } from "../../contract/paths.js";
import { ruleTable, rulesSchemaPath, schemaErrors } from "../../contract/rules/load.js";

type Json = Record<string, unknown>;

/** A copy of the loaded table with the value at `path` (`/`-separated) set, or removed when `value` is undefined. */
function mutated(name: string, path: string, value: unknown): unknown {
  const copy = structuredClone(ruleTable(name)) as Json;
  const keys = path.split("/");
  const last = keys.pop() as string;
  const parent = keys.reduce<Json>((v, k) => v[k] as Json, copy);
  if (value === undefined) delete parent[last];
  else if (last === "-" && Array.isArray(parent)) parent.push(value);
  else parent[last] = value;
  return copy;
}

/** The enum of a contract schema (spec/schemas/<file>). */
function contractEnum(file: string, schema: string): string[] {
  return (parse(readFileSync(repoPath("spec", "schemas", file), "utf8")) as { schemas: Record<string, { enum: string[] }> }).schemas[schema].enum;
}

function schemaOf(name: string): Json {
  return JSON.parse(readFileSync(rulesSchemaPath(name), "utf8")) as Json;
}

/** The value at a `/`-separated path of a schema (`$defs/step/properties/status/enum`). */
function at(schema: Json, path: string): unknown {
  return path.split("/").reduce<unknown>((v, k) => (v as Json)[k], schema);
}

/** Per table: what is wrong, where (a `/` path; `-` appends to a list), the value put there (undefined removes it). */
const CASES: Record<string, [string, string, unknown][]> = {
  "sandbox-payouts": [
    ["an unknown transaction status", "quoteDestinationOutcomes/003/0/status", "SETTLED"],
    ["an unknown money action", "quoteDestinationOutcomes/default/0/money", "burn"],
    ["a negative delay", "quoteDestinationOutcomes/004/0/atMs", -1],
    ["a delay beyond a week", "internalDestinationOutcome/0/atMs", 8 * 86_400_000],
    ["a FAILED step without its failureReason", "quoteDestinationOutcomes/002/0/failureReason", undefined],
    ["a COMPLETED step with a failureReason", "quoteDestinationOutcomes/default/0/failureReason", "QUOTE_EXPIRED"],
    ["an extra key in a step", "quoteDestinationOutcomes/default/0/delayMs", 5],
    ["a suffix key that is no suffix", "quoteDestinationOutcomes/12", [{ atMs: 0, status: "COMPLETED", money: "settle" }]],
    ["no default outcome", "quoteDestinationOutcomes/default", undefined],
    ["an unknown external-account reason", "externalAccountOutcomeReasons/TIMEOUT", "PENDING_TIMEOUT"],
    ["a receiver currency that is no ISO code", "umaReceivers/success.usd/currencies/0/code", "usd"],
    ["a zero receiver minimum", "umaReceivers/success.usd/currencies/0/minAmount", 0],
    ["an unknown payer data field", "umaRequiredPayerData/-", { name: "SHOE_SIZE", mandatory: false }],
    ["an extra sca key", "sca/retries", 3],
    ["an unknown sca factor", "sca/factor", "EMAIL_OTP"],
  ],
  "sandbox-kyc": [
    ["an unknown KYC status at creation", "individual/outcomes/001/atCreation", "ON_HOLD"],
    ["an unknown verification status", "business/default/onCompleteSubmission/verificationStatus", "DONE"],
    ["an unknown error type", "individual/outcomes/003/onCompleteSubmission/errorType", "BLURRY"],
    ["a suffix key of the wrong form", "beneficialOwner/outcomes/abc", "PENDING"],
    ["an extra key in an outcome", "business/outcomes/002/delayMs", 0],
    ["an unknown document type", "documents/proofOfAddress/-", "PHONE_BILL"],
    ["an unknown document side", "documents/identity/DRIVERS_LICENSE/sides", ["FRONT", "TOP"]],
    ["a negative upload limit", "documents/upload/maxBytes", -1],
    ["an unknown transition trigger", "transitions/0/trigger", "timer"],
    ["an unknown provider-required field", "providerRequiredFields/SHOE_SIZE", { INDIVIDUAL: null, BUSINESS: null }],
    ["an unknown provider-required check", "providerRequiredCheck", "always"],
    ["a missing top-level table", "hold", undefined],
    ["an extra top-level key", "holdMs", 5],
  ],
  "sandbox-external-accounts": [
    ["an unknown payment result", "paymentOutcomes/002/result", "PENDING"],
    ["a FAILED outcome without its failureReason", "paymentOutcomes/004/failureReason", undefined],
    ["a negative pending time", "paymentOutcomes/005/pendingMs", -30],
    ["an extra key in an outcome", "paymentOutcomes/005/then fails", null],
    ["an unknown beneficiary verification status", "nameVerification/102/beneficiaryVerificationStatus", "MISMATCH"],
    ["a rejection outside 4xx", "nameVerification/105/reject/httpStatus", 500],
    ["an unknown initial status", "initialStatus/default", "OPEN"],
    ["an account type of the wrong form", "primaryIdentifiers/usd", ["accountNumber"]],
  ],
  "fx-rates": [
    ["an unknown currency kind", "currencies/USD/kind", "METAL"],
    ["negative decimals", "currencies/USD/decimals", -2],
    ["a zero rate", "currencies/EUR/unitsPerUsd", 0],
    ["an extra currency key", "currencies/USD/iso", 840],
    ["a quote lock beyond 15 minutes", "quoteLockMinutes/PULL", 30],
    ["an unknown payment type", "quoteLockMinutes/CHEQUE", 5],
    ["fees above 100%", "fees/crossCurrency/serviceBps", 20_000],
    ["a zero limit", "limits/corridorMaxAmount/USD", 0],
    ["an unknown crypto network", "fundingNetworks/USDC", "DOGECHAIN"],
    ["no default funding rails", "fundingRails/default", undefined],
  ],
};

describe("rule schemas refuse what their tables cannot hold", () => {
  for (const [name, cases] of Object.entries(CASES)) {
    describe(name, () => {
      it("the table itself passes", () => expect(schemaErrors(name, ruleTable(name))).toEqual([]));
      for (const [what, path, value] of cases) {
        it(`refuses ${what}`, () => expect(schemaErrors(name, mutated(name, path, value))).not.toEqual([]));
      }
    });
  }
});

describe("closed sets of the rule schemas are the contract's", () => {
  const same: [string, string, string, string][] = [
    ["sandbox-payouts", "$defs/step/properties/status/enum", "transactions.yaml", "TransactionStatus"],
    ["sandbox-payouts", "properties/sca/properties/factor/enum", "sca.yaml", "ScaFactor"],
    ["sandbox-payouts", "properties/umaRequiredPayerData/items/properties/name/enum", "common.yaml", "UserInfoFieldName"],
    ["sandbox-kyc", "$defs/kycStatus/enum", "customers.yaml", "KycStatus"],
    ["sandbox-kyc", "$defs/submission/properties/verificationStatus/enum", "verifications.yaml", "VerificationStatus"],
    ["sandbox-kyc", "$defs/documentType/enum", "documents.yaml", "DocumentType"],
    ["sandbox-kyc", "properties/providerRequiredFields/propertyNames/enum", "common.yaml", "UserInfoFieldName"],
    ["sandbox-external-accounts", "properties/initialStatus/properties/default/enum", "external-accounts.yaml", "ExternalAccountStatus"],
    [
      "sandbox-external-accounts",
      "properties/nameVerification/additionalProperties/properties/beneficiaryVerificationStatus/enum",
      "external-accounts.yaml",
      "ExternalAccountBeneficiaryVerificationStatus",
    ],
    ["fx-rates", "properties/fundingNetworks/additionalProperties/enum", "quotes.yaml", "QuoteCryptoNetwork"],
  ];
  for (const [name, path, file, schema] of same) {
    it(`${name}: ${path} = ${schema}`, () => expect(at(schemaOf(name), path)).toEqual(contractEnum(file, schema)));
  }

  it("sandbox-payouts: the money actions are those the ledger applies", async () => {
    const ledger = readFileSync(repoPath("simulator", "areas", "money", "domain", "ledger.ts"), "utf8");
    const actions = at(schemaOf("sandbox-payouts"), "$defs/step/properties/money/enum") as string[];
    for (const a of actions) expect(ledger, a).toContain(`case "${a}":`);
  });

  it("sandbox-payouts: externalAccountOutcomeReasons maps exactly the external-account failure reasons", () => {
    const reasons = at(schemaOf("sandbox-payouts"), "properties/externalAccountOutcomeReasons/propertyNames/enum");
    expect(reasons).toEqual(at(schemaOf("sandbox-external-accounts"), "properties/paymentOutcomes/additionalProperties/properties/failureReason/enum"));
    expect(Object.keys((ruleTable("sandbox-payouts") as { externalAccountOutcomeReasons: Json }).externalAccountOutcomeReasons).sort()).toEqual(
      [...(reasons as string[])].sort(),
    );
  });
});
