/**
 * A trusted beneficiary's life on an SCA platform (customers in an SCA region): a customer's
 * USD account, trust refused without an SCA login session (409 SCA_SESSION_REQUIRED), an SCA
 * login (SMS_OTP with the sandbox code of spec/rules/sca.yaml), then
 * - with the platform clock in hand (the control API), trust and untrust are started a minute
 *   before the SCA session ends: their confirms (and untrust again) after it ended answer 409
 *   SCA_SESSION_REQUIRED, and the customer logs in again;
 * - trust (200) and trust/confirm: a body without a code answers 400, a wrong code 401
 *   UNAUTHORIZED, the sandbox code 200 with `trusted` true (live startBeneficiaryTrust,
 *   confirmBeneficiaryTrust);
 * - the trusted beneficiary: DELETE answers 409 BENEFICIARY_TRUSTED (the description), its
 *   accountInfo cannot change (PATCH 409 BENEFICIARY_TRUSTED) and trusting it again is a 409
 *   CONFLICT (designed);
 * - untrust (200): DELETE still answers 409 BENEFICIARY_TRUSTED until untrust/confirm (no
 *   code 400, a wrong one 401, the sandbox code 200 with `trusted` false), then DELETE
 *   answers 204.
 */
import type { ApiClient, CallResult } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import type { PlatformTime } from "../../runner/time.js";
import { answered } from "../../client/answer.js";
import { individual } from "../../builders/bodies.js";
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";
import { scaRules } from "../../../contract/rules/sca.js";
import { usdAccountOf, usdInfo } from "./lifecycle.js";

const RULES: RuleSpec[] = [
  designedRule(
    "external-accounts.trust-session",
    "Trust, untrust and their confirms without the customer's SCA login session (none yet, or ended) answer 409 SCA_SESSION_REQUIRED (the description's Authentication 5 for calls that need the session; that these need one is designed).",
  ),
  designedRule(
    "external-accounts.trust-login",
    "An SCA login (POST /sca/login/start and /sca/login/complete, SMS_OTP with the sandbox code of spec/rules/sca.yaml) authenticates a customer with a phone number (designed).",
  ),
  liveRule(
    "external-accounts.trust",
    "live: trust answers 200 (startBeneficiaryTrust) and trust/confirm with the SCA code answers 200 with trusted true (confirmBeneficiaryTrust); the sandbox code is the SMS code of spec/rules/sca.yaml.",
  ),
  liveRule(
    "external-accounts.trust-input",
    "live: trust/confirm and untrust/confirm take a code or a passkey assertion with its origin (BeneficiaryTrustConfirmRequest): a body with neither answers 400.",
  ),
  designedRule(
    "external-accounts.trust-refusal",
    "trust/confirm and untrust/confirm with a wrong code answer 401 UNAUTHORIZED (the request stays pending); trusting a trusted beneficiary answers 409 CONFLICT; a trusted beneficiary's accountInfo cannot change: PATCH answers 409 BENEFICIARY_TRUSTED (designed).",
  ),
  d(
    "external-accounts.trusted-delete",
    "DELETE /customers/external-accounts/{externalAccountId} of a trusted beneficiary answers 409 BENEFICIARY_TRUSTED (the description: untrust, and confirm, first), also while its untrust awaits confirmation.",
  ),
  liveRule(
    "external-accounts.untrust",
    "live: untrust answers 200 and untrust/confirm with the SCA code 200 with trusted false (startBeneficiaryUntrust, confirmBeneficiaryUntrust); the account is then no trusted beneficiary: DELETE answers 204 (the description).",
  ),
];

/** Trust needs a customer in an SCA region: a platform of kind `sca`. */
export const TRUST_RULES: RuleSpec[] = RULES.map((r) => ({ ...r, needs: { ...r.needs, kind: "sca" } }));

const enc = encodeURIComponent;
const phone = () => `+4477009${String(Math.floor(Math.random() * 1e5)).padStart(5, "0")}`;

type Expectation = [rule: string, what: string, ok: (r: CallResult) => boolean, want: string];

/** Call and expect; the answer. */
async function step(client: ApiClient, s: Scenario, method: string, path: string, body: unknown, [rule, what, ok, want]: Expectation): Promise<CallResult> {
  const r = await client.call(method, path, body === undefined ? {} : { body });
  s.expect(ok(r), rule, `${what} answered ${answered(r)}`, want, answered(r));
  return r;
}

const is = (status: number, code?: string) => (r: CallResult) => r.status === status && (code === undefined || r.body?.code === code);

/** An SCA login of the customer; false (noted as a designed difference) when the target logs customers in otherwise. */
async function login(client: ApiClient, s: Scenario, customerId: string): Promise<boolean> {
  const query = { customerId };
  const start = await client.call("POST", "/sca/login/start", { query, body: { factor: "SMS_OTP" } });
  const done =
    start.status === 200 &&
    (await client.call("POST", "/sca/login/complete", { query, body: { factor: "SMS_OTP", code: scaRules().sandboxSmsCode, endUserIpAddress: "203.0.113.7" } }))
      .status === 200;
  s.expect(done, "external-accounts.trust-login", `an SMS_OTP login with the sandbox code answered ${answered(start)}`, 200, answered(start));
  return done;
}

/** The case on an SCA platform's client; with its clock in hand (`time`), the confirms after the SCA session ended too. */
export async function trustCase(client: ApiClient, s: Scenario, time?: PlatformTime): Promise<void> {
  const c = await client.call("POST", "/customers", { body: { ...individual(), phoneNumber: phone() } });
  s.expect(c.status === 201, "setup", `a customer with a phone number answered ${answered(c)}`);
  const id = await usdAccountOf(client, s, c.body.id, usdInfo("789"));
  const path = `/customers/external-accounts/${enc(id)}`;
  const code = scaRules().sandboxSmsCode;
  const wrong = ["999999", "999998"].find((x) => x !== code)!;
  await step(client, s, "POST", `${path}/trust`, undefined, [
    "external-accounts.trust-session",
    "trust without an SCA login session",
    is(409, "SCA_SESSION_REQUIRED"),
    "409 SCA_SESSION_REQUIRED",
  ]);
  if (!(await login(client, s, c.body.id))) return;
  const lapse = async (action: "trust" | "untrust", rule: string) => {
    if (!time) return step(client, s, "POST", `${path}/${action}`, undefined, [rule, action, is(200), "200"]);
    // The request started a minute before the SCA session ends; the confirm comes after it ended.
    await time.advance(scaRules().ttlSeconds.session - 60);
    await step(client, s, "POST", `${path}/${action}`, undefined, [rule, `${action} near the end of the SCA session`, is(200), "200"]);
    await time.advance(70);
    const lapsed = (what: string): Expectation => ["external-accounts.trust-session", what, is(409, "SCA_SESSION_REQUIRED"), "409 SCA_SESSION_REQUIRED"];
    await step(client, s, "POST", `${path}/${action}/confirm`, { code }, lapsed(`${action}/confirm after the SCA session ended`));
    if (action === "untrust") await step(client, s, "POST", `${path}/untrust`, undefined, lapsed("untrust after the SCA session ended"));
    if (!(await login(client, s, c.body.id))) throw new Error("the customer could not log in again");
  };
  if (!time) s.skipStep("confirms after the SCA session ended", `need ${scaRules().ttlSeconds.session} s of platform time (give --control)`);
  await lapse("trust", "external-accounts.trust");
  await step(client, s, "POST", `${path}/trust/confirm`, {}, ["external-accounts.trust-input", "trust/confirm without a code", is(400), "400"]);
  await step(client, s, "POST", `${path}/trust/confirm`, { code: wrong }, [
    "external-accounts.trust-refusal",
    "trust/confirm with a wrong code",
    is(401, "UNAUTHORIZED"),
    "401 UNAUTHORIZED",
  ]);
  const trusted = await step(client, s, "POST", `${path}/trust/confirm`, { code }, [
    "external-accounts.trust",
    "trust/confirm with the sandbox code",
    is(200),
    "200",
  ]);
  s.expect(trusted.body?.trusted === true, "external-accounts.trust", `trust/confirm answered trusted ${trusted.body?.trusted}`, true, trusted.body?.trusted);
  const refusedDelete = (what: string): Expectation => ["external-accounts.trusted-delete", what, is(409, "BENEFICIARY_TRUSTED"), "409 BENEFICIARY_TRUSTED"];
  if ((await step(client, s, "DELETE", path, undefined, refusedDelete("DELETE of a trusted beneficiary"))).status === 204) return;
  const patch = await step(client, s, "PATCH", path, { accountInfo: usdInfo("789") }, [
    "external-accounts.trust-refusal",
    "PATCH of a trusted beneficiary's accountInfo",
    is(409, "BENEFICIARY_TRUSTED"),
    "409 BENEFICIARY_TRUSTED",
  ]);
  // A change the model expected refused was taken: the account is not the one trusted any more.
  if (patch.status < 300) throw new Error("a trusted beneficiary's accountInfo changed");
  await step(client, s, "POST", `${path}/trust`, undefined, [
    "external-accounts.trust-refusal",
    "trust of a trusted beneficiary",
    is(409, "CONFLICT"),
    "409 CONFLICT",
  ]);
  await lapse("untrust", "external-accounts.untrust");
  if ((await step(client, s, "DELETE", path, undefined, refusedDelete("DELETE while the untrust awaits its confirmation"))).status === 204) return;
  await step(client, s, "POST", `${path}/untrust/confirm`, {}, ["external-accounts.trust-input", "untrust/confirm without a code", is(400), "400"]);
  await step(client, s, "POST", `${path}/untrust/confirm`, { code: wrong }, [
    "external-accounts.trust-refusal",
    "untrust/confirm with a wrong code",
    is(401, "UNAUTHORIZED"),
    "401 UNAUTHORIZED",
  ]);
  const untrusted = await step(client, s, "POST", `${path}/untrust/confirm`, { code }, [
    "external-accounts.untrust",
    "untrust/confirm with the sandbox code",
    is(200),
    "200",
  ]);
  s.expect(
    untrusted.body?.trusted === false,
    "external-accounts.untrust",
    `untrust/confirm answered trusted ${untrusted.body?.trusted}`,
    false,
    untrusted.body?.trusted,
  );
  await step(client, s, "DELETE", path, undefined, ["external-accounts.untrust", "DELETE of the account no longer trusted", is(204), "204"]);
}
