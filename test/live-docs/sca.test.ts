/**
 * Strong Customer Authentication as a client written against the live documentation meets
 * it, where the area's own tests do not already show it: every operation of the area answers
 * 409 for a customer outside SCA regions; SMS_OTP is not enrolled (400); a login completion
 * needs `endUserIpAddress` and a security event a known `eventType` (400); a passkey login
 * answers the WebAuthn options, origins and relying party, and the factor is deleted by its
 * `credentialId`; a reset shows `completedAt` once completed and the
 * replacement factor's enrolment as COMPLETED once re-enrolled; a beneficiary is trusted with
 * the sandbox code 123456 and an unknown one is 404; a quote's code is re-sent only while it
 * awaits authorization (409 after, 404 for an unknown quote).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { account, fund, quote, startEnv, usdExternal, type Env } from "../money/helpers.js";
import { SoftwareAuthenticator } from "../wallet-auth/authenticator.js";
import { q, scaCustomer, smsLogin, totpNow } from "../sca/helpers.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

const sca = () => env.platform({ scaRequired: true });
const UNKNOWN_QUOTE = "Quote:00000000-0000-4000-8000-000000000000";

describe("SCA regions", () => {
  test("every operation of the area answers 409 CONFLICT for a customer outside SCA regions", async () => {
    const p = await env.platform({ scaRequired: false });
    const c = await scaCustomer(p);
    const ext = await usdExternal(p, c);
    const usd = (await account(p, c, "USD")).id;
    await fund(p, usd, 5_000);
    const qt = await quote(p, usd, ext, 1_000);
    expect((await p.post(`/quotes/${qt.body.id}/execute`)).status).toBe(200);
    const calls: [string, Promise<{ status: number; body: any }>][] = [
      ["list factors", p.get(`/sca/factors${q(c)}`)],
      ["enrol", p.post(`/sca/factors${q(c)}`, { type: "TOTP" })],
      ["confirm", p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: "00", code: "123456" })],
      ["delete factor", p.delete(`/sca/factors/ScaFactor:none${q(c)}`)],
      ["login start", p.post(`/sca/login/start${q(c)}`, { factor: "SMS_OTP" })],
      ["login complete", p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: "123456", endUserIpAddress: "203.0.113.7" })],
      ["record event", p.post(`/sca/record-event${q(c)}`, { eventType: "FAILED_LOGIN_ATTEMPT" })],
      ["reset", p.post(`/sca/factors/reset${q(c)}`, { factor: "TOTP" })],
      ["reset status", p.get(`/sca/factors/reset/ScaReset:none${q(c)}`)],
      ["reset complete", p.post(`/sca/factors/reset/ScaReset:none/complete${q(c)}`, {})],
      ["trust", p.post(`/customers/external-accounts/${ext}/trust`)],
      ["trust confirm", p.post(`/customers/external-accounts/${ext}/trust/confirm`, { code: "123456" })],
      ["untrust", p.post(`/customers/external-accounts/${ext}/untrust`)],
      ["untrust confirm", p.post(`/customers/external-accounts/${ext}/untrust/confirm`, { code: "123456" })],
      ["authorize", p.post(`/quotes/${qt.body.id}/authorize`, { code: "123456" })],
      ["resend", p.post(`/quotes/${qt.body.id}/authorize/resend`)],
    ];
    for (const [name, call] of calls) {
      const r = await call;
      expect([r.status, r.body.code], name).toEqual([409, "CONFLICT"]);
    }
  });
});

describe("factors, logins and events", () => {
  test("SMS_OTP is not enrolled (400); a login completion needs endUserIpAddress, an event a known eventType (400)", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const sms = await p.post(`/sca/factors${q(c)}`, { type: "SMS_OTP" });
    expect([sms.status, sms.body.code]).toEqual([400, "INVALID_INPUT"]);
    await p.post(`/sca/login/start${q(c)}`, { factor: "SMS_OTP" });
    const noIp = await p.post(`/sca/login/complete${q(c)}`, { factor: "SMS_OTP", code: "123456" });
    expect([noIp.status, noIp.body.details?.errors?.[0]?.field]).toEqual([400, "endUserIpAddress"]);
    const event = await p.post(`/sca/record-event${q(c)}`, { eventType: "PASSWORD_CHANGED" });
    expect([event.status, event.body.code]).toEqual([400, "INVALID_INPUT"]);
  });

  test("a passkey factor is listed with its credentialId, its login answers the WebAuthn options, origins and relying party, and it is deleted by its credentialId", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const e = await p.post(`/sca/factors${q(c)}`, { type: "PASSKEY" });
    const att = new SoftwareAuthenticator().attest(e.body.options.challenge);
    const credential = {
      id: att.credentialId,
      rawId: att.credentialId,
      type: "public-key",
      response: { clientDataJSON: att.clientDataJson, attestationObject: att.attestationObject },
    };
    const ok = await p.post(`/sca/factors/confirm${q(c)}`, { type: "PASSKEY", origin: "http://localhost", credential });
    expect(ok.status).toBe(200);
    const listed = (await p.get(`/sca/factors${q(c)}`)).body.factors.find((f: { factor: string }) => f.factor === "PASSKEY");
    expect(listed.credentialId).toBe(ok.body.factor.credentialId);
    const login = await p.post(`/sca/login/start${q(c)}`, { factor: "PASSKEY" });
    expect(login.body).toMatchObject({ factor: "PASSKEY", passkeyOptions: { challenge: expect.any(String) }, relyingPartyId: "localhost" });
    expect(login.body.allowedOrigins).toContain("http://localhost");
    await smsLogin(p, c);
    expect((await p.delete(`/sca/factors/${listed.credentialId}${q(c)}`)).status).toBe(204);
    expect((await p.get(`/sca/factors${q(c)}`)).body.factors.map((f: { factor: string }) => f.factor)).toEqual(["SMS_OTP"]);
  });

  test("a reset: completedAt null until completed, then set; the replacement factor's enrolment PENDING, then COMPLETED once re-enrolled", async () => {
    const p = await sca();
    const c = await scaCustomer(p, null);
    const enrol = async () => {
      const e = await p.post(`/sca/factors${q(c)}`, { type: "TOTP" });
      const r = await p.post(`/sca/factors/confirm${q(c)}`, { type: "TOTP", secret: e.body.secret, code: await totpNow(p, e.body.secretBase32Encoded) });
      expect(r.status).toBe(200);
    };
    await enrol();
    const r = await p.post(`/sca/factors/reset${q(c)}`, { factor: "TOTP" });
    const status = () => p.get(`/sca/factors/reset/${r.body.resetId}${q(c)}`);
    expect((await status()).body).toMatchObject({ status: "INITIATED", completedAt: null });
    expect((await p.post(`/sca/factors/reset/${r.body.resetId}/complete${q(c)}`)).status).toBe(204);
    const done = (await status()).body;
    expect(done).toMatchObject({ status: "COMPLETED", enrollmentStatus: "PENDING" });
    expect(Date.parse(done.completedAt)).not.toBeNaN();
    await enrol();
    expect((await status()).body.enrollmentStatus).toBe("COMPLETED");
  });
});

describe("trusted beneficiaries and quote codes", () => {
  test("trust is confirmed with the sandbox code 123456 and answers trusted true; an unknown account is 404", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const ext = await usdExternal(p, c);
    await smsLogin(p, c);
    expect((await p.post(`/customers/external-accounts/${ext}/trust`)).status).toBe(200);
    const ok = await p.post(`/customers/external-accounts/${ext}/trust/confirm`, { code: "123456" });
    expect([ok.status, ok.body.trusted]).toEqual([200, true]);
    const unknown = await p.post("/customers/external-accounts/ExternalAccount:00000000-0000-4000-8000-000000000000/trust");
    expect(unknown.status).toBe(404);
  });

  test("a quote's code is re-sent while it awaits authorization (204), not after (409); an unknown quote is 404", async () => {
    const p = await sca();
    const c = await scaCustomer(p);
    const usd = (await account(p, c, "USD")).id;
    await fund(p, usd, 5_000);
    const qt = await quote(p, usd, await usdExternal(p, c), 1_000);
    expect((await p.post(`/quotes/${qt.body.id}/execute`)).body.status).toBe("PENDING_AUTHORIZATION");
    expect((await p.post(`/quotes/${qt.body.id}/authorize/resend`)).status).toBe(204);
    await smsLogin(p, c);
    expect((await p.post(`/quotes/${qt.body.id}/authorize`, { code: sandboxPayoutRules().sca.sandboxCode })).status).toBe(200);
    const late = await p.post(`/quotes/${qt.body.id}/authorize/resend`);
    expect([late.status, late.body.code]).toEqual([409, "CONFLICT"]);
    const unknown = await p.post(`/quotes/${UNKNOWN_QUOTE}/authorize/resend`);
    expect([unknown.status, unknown.body.code]).toEqual([404, "QUOTE_NOT_FOUND"]);
  });
});
