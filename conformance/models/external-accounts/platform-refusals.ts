/**
 * The platform's own US bank accounts go through the create checks of a customer's: an
 * account number ending in 105 answers 400 INVALID_BANK_ACCOUNT (the description's suffix
 * table), the designed ACH validation triggers 201 and 202 answer 409
 * BANK_ACCOUNT_VALIDATION_PENDING and 400 INVALID_BANK_ACCOUNT.
 */
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import { accountTables } from "../../arbitraries/account-info.js";
import { expectAnswer } from "../../runner/expect.js";
import { usdInfo } from "./lifecycle.js";

const CREATE = "/platform/external-accounts";

/** Each refused suffix, its answer, and the rule it rests on. */
function refusals(): [string, number, string, string][] {
  const t = accountTables().sandbox;
  const out: [string, number, string, string][] = [];
  for (const [sfx, row] of Object.entries(t.nameVerification))
    if (row.reject) out.push([sfx, row.reject.httpStatus, row.reject.code, "external-accounts.magic-outcome"]);
  for (const [sfx, row] of Object.entries(t.achValidation.outcomes))
    out.push([sfx, row.reject.httpStatus, row.reject.code, "external-accounts.designed-outcome"]);
  return out;
}

export async function platformRefusals(client: ApiClient, s: Scenario): Promise<void> {
  for (const [sfx, status, code, rule] of refusals()) {
    const r = await client.call("POST", CREATE, { body: { currency: "USD", accountInfo: usdInfo(sfx) } });
    expectAnswer(s, r, rule, `a platform USD account whose number ends in ${sfx}`, status, code);
  }
}
