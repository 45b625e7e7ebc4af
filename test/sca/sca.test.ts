/**
 * Strong Customer Authentication (description, Authentication 5; rules spec/rules/sca.yaml):
 * customers of scaRequired platforms are in an SCA region (designed) and others get 409;
 * SMS_OTP logins with the live sandbox code; TOTP factors with real RFC 6238 codes (or the
 * sandbox's fixed one); enrolment needs no SCA session; passkey
 * factors with a software authenticator; session lifetime on the platform clock and 409
 * SCA_SESSION_REQUIRED where a session is needed; lockout; factor resets; trusted
 * beneficiaries gated by the session.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startEnv, usdExternal, type Env } from "../money/helpers.js";
import { SoftwareAuthenticator } from "../wallet-auth/authenticator.js";
import { SMS_CODE, q, scaCustomer, smsLogin, totpNow } from "./helpers.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";

/** The code of a payment's SCA challenge (spec/rules/sandbox-payouts.yaml `sca.sandboxCode`). */
const PAYMENT_CODE = sandboxPayoutRules().sca.sandboxCode;

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

const sca = () => env.platform({ scaRequired: true });

describe("SCA regions and sessions", () => {
  test("customers outside SCA regions get 409 CONFLICT on every SCA endpoint; unknown customers 404", async () => {
    const p = await env.platform({ scaRequired: false });
    const c = await scaCustomer(p);
    for (const r of [
      await p.get(`/sca/factors${q(c)}`),
      await p.post(`/sca/login/start${q(c)}`, { factor: "SMS_OTP" }),
      await p.post(`/sca/factors/reset${q(c)}`, { factor: "TOTP" }),
    ]) {
      expect([r.status, r.body.code]).toEqual([409, "CONFLICT"]);
    }
    const s = await sca();
    expect((await s.get(`/sca/factors${q("Customer:00000000-0000-4000-8000-000000000000")}`)).body.code).toBe("CUSTOMER_NOT_FOUND");
  });

  test("SMS_OTP: implicit factor of the phone; the live sandbox code 123456 authenticates for 15 minutes of platform time, 000000 (the wallet OTP) is a wrong code", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    expect(SMS_CODE).toBe("123456");
    expect((await p.get(`/sca/factors${q(c)}`)).body).toEqual({ factors: [{ factor: "SMS_OTP", name: "+4********123" }] });
    const start = await p.post(`/sca/login/start${q(c)}`, { factor: "SMS_OTP" });
    expect(start.body).toMatchObject({ factor: "SMS_OTP", challengeId: expect.any(String) });
    const wrong = await p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: "000000", endUserIpAddress: "203.0.113.7" });
    expect([wrong.status, wrong.body.code]).toEqual([400, "INVALID_INPUT"]);
    const ok = await p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: "123456", endUserIpAddress: "203.0.113.7" });
    expect(ok.body.status).toBe("AUTHENTICATED");
    expect(Date.parse(ok.body.sessionExpiresAt) - Date.parse(await p.now())).toBeGreaterThan(899_000);
    await p.advanceClock(901);
    const again = await p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: SMS_CODE, endUserIpAddress: "203.0.113.7" });
    expect([again.status, again.body.code]).toEqual([409, "CONFLICT"]);
  });

  test("a customer whose phone gives the implicit SMS_OTP factor enrols TOTP and a passkey without an SCA session (live: 409 only outside SCA regions and for a second passkey)", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const totp = await p.post(`/sca/factors${q(c)}`, { type: "TOTP" });
    expect([totp.status, totp.body.type]).toEqual([200, "TOTP"]);
    const confirmed = await p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: totp.body.secret, code: SMS_CODE });
    expect([confirmed.status, confirmed.body.recoveryCodes?.length]).toEqual([200, 8]);
    const passkey = await p.post(`/sca/factors${q(c)}`, { type: "PASSKEY" });
    expect([passkey.status, passkey.body.type]).toEqual([200, "PASSKEY"]);
    // A second TOTP enrolment is no conflict: its confirmation replaces the first secret.
    const again = await p.post(`/sca/factors${q(c)}`, { type: "TOTP" });
    expect(again.status).toBe(200);
    await p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: again.body.secret, code: await totpNow(p, again.body.secretBase32Encoded) });
    expect((await p.get(`/sca/factors${q(c)}`)).body.factors.filter((f: { factor: string }) => f.factor === "TOTP")).toHaveLength(1);
  });

  test("a customer without factors enrols the first one without a session", async () => {
    const p = await sca();
    const c = await scaCustomer(p, null);
    expect((await p.get(`/sca/factors${q(c)}`)).body.factors).toEqual([]);
    expect((await p.post(`/sca/factors${q(c)}`, { type: "TOTP" })).status).toBe(200);
    const sms = await p.post(`/sca/login/start${q(c)}`, { factor: "SMS_OTP" });
    expect([sms.status, sms.body.code]).toEqual([409, "CONFLICT"]);
  });

  test("five failed codes lock logins (409) until lockedUntil; a password reset ends the sessions", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    await p.post(`/sca/login/start${q(c)}`, { factor: "SMS_OTP" });
    for (let i = 0; i < 5; i++) await p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: "999999", endUserIpAddress: "203.0.113.7" });
    const locked = await p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: SMS_CODE, endUserIpAddress: "203.0.113.7" });
    expect([locked.status, locked.body.code]).toEqual([409, "CONFLICT"]);
    await p.advanceClock(901);
    expect((await smsLogin(p, c)).body.status).toBe("AUTHENTICATED");
    const ev = await p.post(`/sca/record-event${q(c)}`, { eventType: "RESET_PASSWORD_COMPLETED" });
    expect(ev.body).toEqual({ eventType: "RESET_PASSWORD_COMPLETED", suspended: false, failedAttempts: 0, lockedUntil: null });
    const totp = (await p.post(`/sca/factors${q(c)}`, { type: "TOTP" })).body;
    await p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: totp.secret, code: SMS_CODE });
    const factor = (await p.get(`/sca/factors${q(c)}`)).body.factors.find((x: { factor: string }) => x.factor === "TOTP");
    expect((await p.delete(`/sca/factors/${factor.credentialId}${q(c)}`)).body.code).toBe("SCA_SESSION_REQUIRED");
    const f = await p.post(`/sca/record-event${q(c)}`, { eventType: "FAILED_LOGIN_ATTEMPT" });
    expect(f.body).toMatchObject({ failedAttempts: 1, suspended: false });
  });
});

describe("factors", () => {
  test("TOTP: enrol, confirm with a real RFC 6238 code, log in with it or the sandbox code, delete with a session", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    await smsLogin(p, c);
    const e = await p.post(`/sca/factors${q(c)}`, { type: "TOTP" });
    expect(e.body.totpUri).toMatch(/^otpauth:\/\/totp\//);
    const bad = await p.post(`/sca/factors/confirm${q(c)}`, {
      type: "TOTP",
      secret: e.body.secret,
      code: "000000" === (await totpNow(p, e.body.secretBase32Encoded)) ? "111111" : "000000",
    });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
    const ok = await p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: e.body.secret, code: await totpNow(p, e.body.secretBase32Encoded) });
    expect([ok.status, ok.body.recoveryCodes.length]).toEqual([200, 8]);
    const totp = (await p.get(`/sca/factors${q(c)}`)).body.factors.find((f: any) => f.factor === "TOTP");
    expect(totp.credentialId).toMatch(/^ScaFactor:/);
    await p.post(`/sca/login/start${q(c)}`, { factor: "TOTP" });
    const login = await p.post(`/sca/login/complete${q(c)}`, {
      factor: "TOTP",
      code: await totpNow(p, e.body.secretBase32Encoded),
      endUserIpAddress: "203.0.113.7",
    });
    expect(login.body.status).toBe("AUTHENTICATED");
    await p.post(`/sca/login/start${q(c)}`, { factor: "TOTP" });
    const bySandboxCode = await p.post(`/sca/login/complete${q(c)}`, { factor: "TOTP", code: "123456", endUserIpAddress: "203.0.113.7" });
    expect(bySandboxCode.body.status).toBe("AUTHENTICATED");
    await p.advanceClock(901);
    expect((await p.delete(`/sca/factors/${totp.credentialId}${q(c)}`)).body.code).toBe("SCA_SESSION_REQUIRED");
    await smsLogin(p, c);
    expect((await p.delete(`/sca/factors/${totp.credentialId}${q(c)}`)).status).toBe(204);
    const notFound = await p.delete(`/sca/factors/${totp.credentialId}${q(c)}`);
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
  });

  test("PASSKEY: enrol with a software authenticator, log in with an assertion; one passkey per customer", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    await smsLogin(p, c);
    const e = await p.post(`/sca/factors${q(c)}`, { type: "PASSKEY" });
    expect(e.body).toMatchObject({ type: "PASSKEY", relyingPartyId: "localhost" });
    const auth = new SoftwareAuthenticator();
    const att = auth.attest(e.body.options.challenge);
    const credential = {
      id: att.credentialId,
      rawId: att.credentialId,
      type: "public-key",
      response: { clientDataJSON: att.clientDataJson, attestationObject: att.attestationObject },
    };
    const ok = await p.post(`/sca/factors/confirm${q(c)}`, { type: "PASSKEY", origin: "http://localhost", credential });
    expect(ok.body).toMatchObject({ type: "PASSKEY", factor: { factor: "PASSKEY", credentialId: expect.any(String) } });
    expect((await p.post(`/sca/factors${q(c)}`, { type: "PASSKEY" })).body.code).toBe("PASSKEY_ALREADY_ENROLLED");
    const start = await p.post(`/sca/login/start${q(c)}`, { factor: "PASSKEY" });
    const a = auth.assert(start.body.passkeyOptions.challenge);
    const assertion = {
      id: a.credentialId,
      rawId: a.credentialId,
      type: "public-key",
      response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature },
    };
    const forged = new SoftwareAuthenticator().assert(start.body.passkeyOptions.challenge);
    const bad = await p.post(`/sca/login/complete${q(c)}`, {
      factor: "PASSKEY",
      origin: "http://localhost",
      endUserIpAddress: "203.0.113.7",
      passkeyAssertion: { ...assertion, response: { ...assertion.response, signature: forged.signature } },
    });
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_INPUT"]);
    const login = await p.post(`/sca/login/complete${q(c)}`, {
      factor: "PASSKEY",
      origin: "http://localhost",
      endUserIpAddress: "203.0.113.7",
      passkeyAssertion: assertion,
    });
    expect(login.body.status).toBe("AUTHENTICATED");
  });

  test("factor reset: INITIATED, completed (the factor is gone, re-enrolment PENDING), then 409; expires after 24 h", async () => {
    const p = await sca();
    const c = await scaCustomer(p, null);
    const e = await p.post(`/sca/factors${q(c)}`, { type: "TOTP" });
    await p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: e.body.secretBase32Encoded, code: await totpNow(p, e.body.secretBase32Encoded) });
    const r = await p.post(`/sca/factors/reset${q(c)}`, { factor: "TOTP" });
    expect(r.status).toBe(201);
    expect((await p.get(`/sca/factors/reset/${r.body.resetId}${q(c)}`)).body).toMatchObject({ status: "INITIATED", factor: "TOTP" });
    expect((await p.post(`/sca/factors/reset/${r.body.resetId}/complete${q(c)}`, {})).status).toBe(204);
    expect((await p.get(`/sca/factors${q(c)}`)).body.factors).toEqual([]);
    expect((await p.get(`/sca/factors/reset/${r.body.resetId}${q(c)}`)).body).toMatchObject({ status: "COMPLETED", enrollmentStatus: "PENDING" });
    expect((await p.post(`/sca/factors/reset/${r.body.resetId}/complete${q(c)}`, {})).body.code).toBe("CONFLICT");
    const r2 = await p.post(`/sca/factors/reset${q(c)}`, { factor: "SMS_OTP" });
    await p.advanceClock(86_401);
    expect((await p.get(`/sca/factors/reset/${r2.body.resetId}${q(c)}`)).body.status).toBe("EXPIRED");
    const notFound2 = await p.get(`/sca/factors/reset/ScaReset:none${q(c)}`);
    expect([notFound2.status, notFound2.body.code]).toEqual([404, "NOT_FOUND"]);
  });

  test("SMS_OTP reset moves the factor to the new mobile; it has no re-enrolment (enrollmentStatus null, as the live service)", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const r = await p.post(`/sca/factors/reset${q(c)}`, { factor: "SMS_OTP" });
    await p.post(`/sca/factors/reset/${r.body.resetId}/complete${q(c)}`, { mobile: { countryCode: "+44", number: "7700900999" } });
    expect((await p.get(`/sca/factors${q(c)}`)).body.factors[0]).toEqual({ factor: "SMS_OTP", name: "+4********999" });
    expect((await p.get(`/sca/factors/reset/${r.body.resetId}${q(c)}`)).body).toMatchObject({ status: "COMPLETED", enrollmentStatus: null });
  });
});

describe("trusted beneficiaries need the SCA session", () => {
  test("trust answers 409 SCA_SESSION_REQUIRED without a session and proceeds after a login", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const ext = await usdExternal(p, c);
    const before = await p.post(`/customers/external-accounts/${ext}/trust`);
    expect([before.status, before.body.code]).toEqual([409, "SCA_SESSION_REQUIRED"]);
    await smsLogin(p, c);
    expect((await p.post(`/customers/external-accounts/${ext}/trust`)).status).toBe(200);
  });
});

describe("payment authorization (PENDING_AUTHORIZATION) on SCA platforms", () => {
  test("an embedded-wallet payment: signed execution, then PENDING_AUTHORIZATION until the SCA code (with a live SCA session: 409 SCA_SESSION_REQUIRED without); resend issues a new challenge; outside SCA regions 409", async () => {
    const { fund, quote } = await import("../money/helpers.js");
    const { emailOtpSession, signed, walletOwner } = await import("../wallet-auth/helpers.js");
    const { account } = await import("../money/helpers.js");
    const p = await sca();
    const { customerId: c, accountId } = await walletOwner(p);
    await fund(p, accountId, 50_000);
    const s = await emailOtpSession(p, accountId);
    const q1 = await quote(p, accountId, await usdExternal(p, c), 1_000);
    const exec = await signed((h) => p.post(`/quotes/${q1.body.id}/execute`, undefined, h), s.key);
    expect([exec.status, exec.body.status]).toEqual([200, "PENDING_AUTHORIZATION"]);
    const resend = await p.post(`/quotes/${q1.body.id}/authorize/resend`);
    expect(resend.status).toBe(204);
    // Authorizing needs the customer's SCA login session (the live service: 409 SCA_SESSION_REQUIRED without one).
    const noSession = await p.post(`/quotes/${q1.body.id}/authorize`, { code: PAYMENT_CODE });
    expect([noSession.status, noSession.body.code]).toEqual([409, "SCA_SESSION_REQUIRED"]);
    expect((await smsLogin(p, c)).status).toBe(200);
    const wrong = await p.post(`/quotes/${q1.body.id}/authorize`, { code: "999999" });
    expect([wrong.status, wrong.body.code]).toEqual([400, "INVALID_INPUT"]);
    const ok = await p.post(`/quotes/${q1.body.id}/authorize`, { code: PAYMENT_CODE });
    expect(ok.status).toBe(200);
    expect((await p.get(`/transactions/${exec.body.id}`)).body.status).not.toBe("PENDING_AUTHORIZATION");

    const other = await env.platform({ scaRequired: false });
    const oc = await scaCustomer(other);
    const oa = (await account(other, oc, "USD")).id;
    await fund(other, oa, 5_000);
    const q2 = await quote(other, oa, await usdExternal(other, oc), 1_000);
    await other.post(`/quotes/${q2.body.id}/execute`);
    const outside = await other.post(`/quotes/${q2.body.id}/authorize`, { code: PAYMENT_CODE });
    expect([outside.status, outside.body.code]).toEqual([409, "CONFLICT"]);
  });
});
