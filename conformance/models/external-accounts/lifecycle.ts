/**
 * The external-account operations after creation, on one customer's USD account of a
 * regulated platform (customers outside SCA regions):
 * - GET /receiver/external-account/{accountId}: the lookup before paying the account answers
 *   for it (live lookupExternalAccount: 200 naming the account, with the currencies it can be
 *   sent), and names a sender that does not exist (404 CUSTOMER_NOT_FOUND) or is malformed
 *   (400 INVALID_UMA_ADDRESS) as the designed answers say;
 * - PATCH /customers/external-accounts/{id} (designed): the change answered and read back
 *   with GET; refused changes (another currency's accountInfo 400 INVALID_INPUT, sandbox
 *   suffixes 105 400 INVALID_BANK_ACCOUNT and 201 409 BANK_ACCOUNT_VALIDATION_PENDING, the
 *   details of another account of the customer 409 DUPLICATE_EXTERNAL_ACCOUNT) change
 *   nothing;
 * - trust, trust/confirm, untrust, untrust/confirm: 409 for a customer outside the SCA
 *   regions (live: "for customers outside SCA-regulated regions, this returns 409");
 * - POST /platform/external-accounts refused by the sandbox suffixes (platform-refusals.ts).
 */
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import { accountNumber } from "../../builders/setup.js";
import { answered } from "../../client/answer.js";
import { echoDifferences } from "./model.js";
import { designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";
import type { JsonObject } from "../../contract/json.js";
import { scaRules } from "../../../contract/rules/sca.js";
import { platformRefusals } from "./platform-refusals.js";

export const LIFECYCLE_RULES: RuleSpec[] = [
  liveRule(
    "external-accounts.receiver-lookup",
    "live: GET /receiver/external-account/{accountId} (lookupExternalAccount) answers 200 for an existing external account, naming it (accountId) with the currencies it can be sent (supportedCurrencies).",
  ),
  designedRule(
    "external-accounts.receiver-lookup-refusal",
    "The lookup naming an unknown sending customer answers 404 CUSTOMER_NOT_FOUND, a malformed senderUmaAddress 400 INVALID_UMA_ADDRESS (designed answers).",
  ),
  designedRule(
    "external-accounts.update",
    "PATCH /customers/external-accounts/{externalAccountId} (designed; the description: updates to account data may trigger a re-review) answers 200 with platformAccountId and accountInfo changed, and GET reads the change back.",
  ),
  designedRule(
    "external-accounts.update-refusal",
    "PATCH with another currency's accountInfo answers 400 INVALID_INPUT, the create checks run again (suffix 105 400 INVALID_BANK_ACCOUNT, 201 409 BANK_ACCOUNT_VALIDATION_PENDING, an equivalent account 409 DUPLICATE_EXTERNAL_ACCOUNT), and a refused change changes nothing (designed).",
  ),
  liveRule("external-accounts.trust-region", "live: trust, trust/confirm, untrust and untrust/confirm answer 409 for customers outside SCA-regulated regions."),
];

export const USD_BENEFICIARY = {
  beneficiaryType: "INDIVIDUAL",
  fullName: "Jane Roe",
  address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" },
};

/** A USD_ACCOUNT accountInfo whose account number ends in `suffix`. */
export const usdInfo = (suffix: string, bankAccountType = "CHECKING"): JsonObject => ({
  accountType: "USD_ACCOUNT",
  accountNumber: accountNumber(suffix),
  routingNumber: "021000021",
  bankAccountType,
  beneficiary: USD_BENEFICIARY,
});

/** POST a USD account for the customer; its id (the answer expected under `setup`). */
export async function usdAccountOf(client: ApiClient, s: Scenario, customerId: string, info: JsonObject): Promise<string> {
  const r = await client.call("POST", "/customers/external-accounts", { body: { currency: "USD", customerId, accountInfo: info } });
  s.expect(r.status === 201, "setup", `a USD external account answered ${answered(r)}`);
  return r.body.id;
}

const enc = encodeURIComponent;
const UNKNOWN_CUSTOMER = "Customer:00000000-0000-4000-8000-0000000000ee";

async function lookup(client: ApiClient, s: Scenario, id: string, customerId: string): Promise<void> {
  const path = `/receiver/external-account/${enc(id)}`;
  const res = await client.call("GET", path, { query: { customerId } });
  s.expect(res.status === 200, "external-accounts.receiver-lookup", `the receiver lookup of an existing account answered ${answered(res)}`, 200, answered(res));
  s.expect(
    res.body?.accountId === id && Array.isArray(res.body?.supportedCurrencies),
    "external-accounts.receiver-lookup",
    `the receiver lookup of ${id} answered ${JSON.stringify(res.body).slice(0, 200)}: not the account with its supportedCurrencies`,
    { accountId: id, supportedCurrencies: "[...]" },
    res.body,
  );
  for (const [query, status, code] of [
    [{ customerId: UNKNOWN_CUSTOMER }, 404, "CUSTOMER_NOT_FOUND"],
    [{ senderUmaAddress: "not-an-uma-address" }, 400, "INVALID_UMA_ADDRESS"],
  ] as const) {
    const r = await client.call("GET", path, { query });
    s.expect(
      r.status === status && r.body?.code === code,
      "external-accounts.receiver-lookup-refusal",
      `the receiver lookup with ${JSON.stringify(query)} answered ${answered(r)}`,
      `${status} ${code}`,
      answered(r),
    );
  }
}

/** PATCH refusals, then the change, answered and read back. */
async function update(client: ApiClient, s: Scenario, id: string, customerId: string): Promise<void> {
  const path = `/customers/external-accounts/${enc(id)}`;
  const other = usdInfo("789");
  await usdAccountOf(client, s, customerId, other);
  const mxn = { accountType: "MXN_ACCOUNT", clabeNumber: "002010077777777789", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Juan Perez" } };
  for (const [what, accountInfo, status, code] of [
    ["an MXN accountInfo on a USD account", mxn, 400, "INVALID_INPUT"],
    ["an account number ending in 105", usdInfo("105"), 400, "INVALID_BANK_ACCOUNT"],
    ["an account number ending in 201", usdInfo("201"), 409, "BANK_ACCOUNT_VALIDATION_PENDING"],
    ["the details of another account of the customer", other, 409, "DUPLICATE_EXTERNAL_ACCOUNT"],
  ] as const) {
    const r = await client.call("PATCH", path, { body: { accountInfo } });
    s.expect(
      r.status === status && r.body?.code === code,
      "external-accounts.update-refusal",
      `PATCH with ${what} answered ${answered(r)}`,
      `${status} ${code}`,
      answered(r),
    );
  }
  const change = { platformAccountId: `conf-ref-${Date.now().toString(36)}`, accountInfo: usdInfo("789", "SAVINGS") };
  const res = await client.call("PATCH", path, { body: change });
  s.expect(res.status === 200, "external-accounts.update", `PATCH of platformAccountId and accountInfo answered ${answered(res)}`, 200, answered(res));
  if (res.status !== 200) return;
  const sent = { currency: "USD", customerId, accountInfo: change.accountInfo };
  const diffsOf = (body: JsonObject) => [
    ...echoDifferences(sent, body),
    ...(body?.platformAccountId === change.platformAccountId ? [] : [`platformAccountId ${body?.platformAccountId} != ${change.platformAccountId}`]),
  ];
  const answeredDiffs = diffsOf(res.body);
  s.expect(answeredDiffs.length === 0, "external-accounts.update", `the account PATCH answered: ${answeredDiffs.join("; ")}`, change, res.body);
  const read = await client.call("GET", path);
  const readDiffs = diffsOf(read.body);
  s.expect(
    read.status === 200 && readDiffs.length === 0,
    "external-accounts.update",
    `GET after PATCH reads ${answered(read)}: ${readDiffs.join("; ")}`,
    change,
    read.body,
  );
}

/** trust and untrust, with their confirms, for a customer outside the SCA regions: 409. */
async function outsideScaRegions(client: ApiClient, s: Scenario, id: string): Promise<void> {
  const code = scaRules().sandboxSmsCode;
  for (const [tail, body] of [
    ["trust", undefined],
    ["trust/confirm", { code }],
    ["untrust", undefined],
    ["untrust/confirm", { code }],
  ] as const) {
    const r = await client.call("POST", `/customers/external-accounts/${enc(id)}/${tail}`, body ? { body } : {});
    s.expect(r.status === 409, "external-accounts.trust-region", `${tail} for a customer outside the SCA regions answered ${answered(r)}`, 409, answered(r));
  }
}

/**
 * The case: a customer's USD account looked up, updated, and its trust refused outside SCA
 * regions; the platform's own USD accounts refused by the sandbox suffixes.
 */
export async function lifecycleCase(client: ApiClient, s: Scenario, customerId: string): Promise<void> {
  const id = await usdAccountOf(client, s, customerId, usdInfo("789"));
  await lookup(client, s, id, customerId);
  await update(client, s, id, customerId);
  await outsideScaRegions(client, s, id);
  await platformRefusals(client, s);
}
