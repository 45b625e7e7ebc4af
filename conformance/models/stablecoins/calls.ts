/**
 * The calls the stablecoin model's refusal steps share: linking a provider account,
 * registering a coin, a customer's EUR bank account to pay out to, and an expectation whose
 * status and code rest on different sources.
 */
import { composeIBAN } from "ibantools";
import type { CallResult } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import { answered } from "../../client/answer.js";
import type { StablecoinReal } from "./model.js";

/** Eight characters no earlier run used. */
export const unique = (): string =>
  `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, "0")}`;

/** A random id of the form an API gives (`<Kind>:<uuid>`), known to no platform. */
export const unknownId = (kind: string): string => `${kind}:${crypto.randomUUID()}`;

/** POST /stablecoin-provider-accounts for `apiClientId` (BRALE), under `key` (default: one for this client id). */
export const link = (r: StablecoinReal, apiClientId: string, key = `model-link-${apiClientId}`): Promise<CallResult> =>
  r.client.call("POST", "/stablecoin-provider-accounts", {
    headers: { "idempotency-key": key },
    body: { provider: "BRALE", apiClientId, apiClientSecret: "model_secret" },
  });

/** POST /stablecoins for `token` (`<token>-1` at the provider unless `provider` says, `btkn1<token>` on SPARK unless `network` says). */
export const register = (
  r: StablecoinReal,
  ids: { token: string; provider?: string; network?: string; linkId?: string },
  key = `model-coin-${ids.token}-${unique()}`,
): Promise<CallResult> =>
  r.client.call("POST", "/stablecoins", {
    headers: { "idempotency-key": key },
    body: {
      providerTokenIdentifier: ids.provider ?? `${ids.token}-1`,
      networkTokenIdentifier: ids.network ?? `btkn1${ids.token}`,
      network: "SPARK",
      ...(ids.linkId ? { stablecoinProviderAccountId: ids.linkId } : {}),
    },
  });

/** A EUR bank account of `customerId` (a German IBAN no earlier call gave); its id. */
export async function eurBankAccount(r: StablecoinReal, customerId: string): Promise<string> {
  const digits = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.padStart(15, "0").slice(-15);
  const accountInfo = {
    accountType: "EUR_ACCOUNT",
    iban: composeIBAN({ countryCode: "DE", bban: `${digits}789` }) ?? "",
    beneficiary: {
      beneficiaryType: "INDIVIDUAL",
      fullName: "Jane Roe",
      address: { line1: "Unter den Linden 1", city: "Berlin", postalCode: "10117", country: "DE" },
    },
  };
  const e = await r.client.call("POST", "/customers/external-accounts", { body: { currency: "EUR", customerId, accountInfo } });
  r.s.expect(e.status === 201, "setup", `a EUR external account answered ${answered(e)}`, 201, e.status);
  return e.body?.id;
}

/** Expect `res` to answer `status` under `statusRule` and carry `code` under `codeRule` (a code another source states). */
export function expectSplit(s: Scenario, res: CallResult, rules: { status: string; code: string }, what: string, status: number, code: string): void {
  const want = `${status} ${code}`;
  s.expect(res.status === status, rules.status, `${what} must answer ${want}; got ${answered(res)}`, want, answered(res));
  s.expect(res.status !== status || res.body?.code === code, rules.code, `${what} must answer ${want}; got ${answered(res)}`, code, res.body?.code);
}
