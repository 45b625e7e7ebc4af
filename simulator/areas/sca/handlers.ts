/**
 * Strong Customer Authentication: factors (list, enrol TOTP or PASSKEY, confirm, delete)
 * and factor resets. Logins and security events are in sca-login.ts. TOTP codes are
 * RFC 6238 (otpauth) on the platform clock; passkeys are verified with WebAuthn.
 */
import { scaRules } from "../../../contract/rules/sca.js";
import { walletAuthRules } from "../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../errors/api-error.js";
import { handlerMap, type HandlerContext, type HandlerMap, type ResponseBodyOf, type Schema, type TypedContext, type TypedResult } from "../types.js";
import { maskPhone, type ScaFactorRecord } from "./domain/records.js";
import { newTotpSecret, totpValid } from "./domain/totp.js";
import { newChallenge, verifyAttestation } from "./domain/passkey.js";
import {
  factorsOfCustomer,
  hasFactor,
  newId,
  requireSession,
  scaCustomer,
  scaEnrollmentsOf,
  scaFactorsOf,
  scaResetsOf,
  scaSecurityOf,
  type ScaCustomer,
} from "./service.js";
import { scaLoginHandlers } from "./handlers/login.js";

const invalid = (field: string, reason: string) => ApiError.invalidInput([{ field, in: "body", code: "INVALID_VALUE", reason }]);
const iso = (ms: number) => new Date(ms).toISOString();

function view(f: ScaFactorRecord): Schema<"ScaFactorView"> {
  return { factor: f.factor, credentialId: f.id, name: f.name };
}

function list(ctx: TypedContext<"listScaFactors">): TypedResult<"listScaFactors"> {
  const c = scaCustomer(ctx);
  const factors: ResponseBodyOf<"listScaFactors", 200>["factors"] = c.phone ? [{ factor: "SMS_OTP", name: maskPhone(c.phone) }] : [];
  for (const f of factorsOfCustomer(ctx.store, c.id)) factors.push(view(f));
  return { status: 200, body: { factors } };
}

function enroll(ctx: TypedContext<"startScaFactorEnrollment">): TypedResult<"startScaFactorEnrollment"> {
  const c = scaCustomer(ctx);
  const r = scaRules();
  const type = ctx.body.type;
  // One passkey per customer (409 PASSKEY_ALREADY_ENROLLED). A TOTP enrolment is refused nothing:
  // confirming it replaces the TOTP factor the customer had (live: POST /sca/factors documents no other 409).
  const existing = type === "PASSKEY" ? factorsOfCustomer(ctx.store, c.id).find((f) => f.factor === type) : undefined;
  if (existing) throw ApiError.conflict("PASSKEY_ALREADY_ENROLLED", `the customer already has a passkey (${existing.id}); delete it before enrolling another`);
  if (r.sessionRequired.enrollWhenFactorExists && hasFactor(ctx, c)) requireSession(ctx, c.id);
  const expiresAt = iso(ctx.clock.now().getTime() + r.ttlSeconds.enrollment * 1000);
  if (type === "TOTP") {
    const s = newTotpSecret(c.id, r.totp);
    scaEnrollmentsOf(ctx.store).put({ id: `${c.id}|TOTP`, customerId: c.id, factor: "TOTP", totpHex: s.hex, totpBase32: s.base32, expiresAt });
    return { status: 200, body: { type, secret: s.hex, secretBase32Encoded: s.base32, totpUri: s.uri } };
  }
  const rp = walletAuthRules().passkey;
  const challenge = newChallenge();
  scaEnrollmentsOf(ctx.store).put({ id: `${c.id}|PASSKEY`, customerId: c.id, factor: "PASSKEY", challenge, expiresAt });
  const options = {
    challenge,
    rp: { id: rp.rpId, name: "Paysim Sandbox" },
    user: { id: Buffer.from(c.id).toString("base64url"), name: c.id, displayName: c.id },
    pubKeyCredParams: [{ type: "public-key", alg: -7 }],
    timeout: r.ttlSeconds.enrollment * 1000,
    attestation: "none",
  };
  return { status: 200, body: { type, options, allowedOrigins: rp.origins, relyingPartyId: rp.rpId } };
}

function pendingEnrollment(ctx: HandlerContext, c: ScaCustomer, type: "TOTP" | "PASSKEY") {
  const e = scaEnrollmentsOf(ctx.store).get(`${c.id}|${type}`);
  if (!e || Date.parse(e.expiresAt) <= ctx.clock.now().getTime())
    throw ApiError.conflict("CONFLICT", `no pending ${type} enrolment for customer ${c.id}: start one with POST /sca/factors`);
  return e;
}

/** Enrol the factor, in place of the customer's factor of that kind if any (a new TOTP secret replaces the old one). */
function rememberFactor(ctx: HandlerContext, f: Omit<ScaFactorRecord, "id" | "createdAt">): ScaFactorRecord {
  for (const old of factorsOfCustomer(ctx.store, f.customerId)) if (old.factor === f.factor) scaFactorsOf(ctx.store).delete(old.id);
  const rec = { ...f, id: newId("ScaFactor"), createdAt: ctx.clock.iso() };
  scaFactorsOf(ctx.store).put(rec);
  scaEnrollmentsOf(ctx.store).delete(`${f.customerId}|${f.factor}`);
  return rec;
}

async function confirm(ctx: TypedContext<"confirmScaFactorEnrollment">): Promise<TypedResult<"confirmScaFactorEnrollment">> {
  const c = scaCustomer(ctx);
  const b = ctx.body;
  if (b.type === "TOTP") {
    const e = pendingEnrollment(ctx, c, "TOTP");
    if (b.secret !== e.totpHex && b.secret !== e.totpBase32) throw invalid("secret", "not the secret of the pending TOTP enrolment");
    if (!totpValid(e.totpBase32!, String(b.code), ctx.clock.now().getTime(), scaRules().totp))
      throw invalid(
        "code",
        `the code is not valid for this secret now (RFC 6238${scaRules().totp.sandboxCode ? `, or the sandbox code ${scaRules().totp.sandboxCode}` : ""})`,
      );
    rememberFactor(ctx, { customerId: c.id, factor: "TOTP", name: "Authenticator app", totpBase32: e.totpBase32 });
    const recoveryCodes = Array.from({ length: scaRules().totp.recoveryCodes }, () => newChallenge().slice(0, 10).toUpperCase());
    return { status: 200, body: { type: "TOTP", recoveryCodes } };
  }
  const e = pendingEnrollment(ctx, c, "PASSKEY");
  const rp = walletAuthRules().passkey;
  if (!rp.origins.includes(String(b.origin))) throw invalid("origin", `origin must be one of ${rp.origins.join(", ")}`);
  const cred = b.credential as { id?: string; response?: { clientDataJSON?: string; attestationObject?: string } };
  const r = await verifyAttestation(
    { credentialId: String(cred.id), clientDataJson: String(cred.response?.clientDataJSON), attestationObject: String(cred.response?.attestationObject) },
    e.challenge!,
    { rpId: rp.rpId, origins: [String(b.origin)] },
  );
  if (!r.ok) throw invalid("credential", r.reason);
  const f = rememberFactor(ctx, {
    customerId: c.id,
    factor: "PASSKEY",
    name: "Passkey",
    passkey: { credentialId: r.passkey.credentialId, publicKey: r.passkey.publicKey, counter: r.passkey.counter },
  });
  return { status: 200, body: { type: "PASSKEY", factor: view(f) } };
}

function remove(ctx: TypedContext<"deleteScaFactor">): TypedResult<"deleteScaFactor"> {
  const c = scaCustomer(ctx);
  const f = scaFactorsOf(ctx.store).get(ctx.params.credentialId);
  if (!f || f.customerId !== c.id) throw ApiError.notFound("NOT_FOUND", `customer ${c.id} has no factor ${ctx.params.credentialId}`);
  if (scaRules().sessionRequired.deleteFactor) requireSession(ctx, c.id);
  scaFactorsOf(ctx.store).delete(f.id);
  return { status: 204 };
}

function resetOr404(ctx: HandlerContext, c: ScaCustomer) {
  const r = scaResetsOf(ctx.store).get(ctx.params.resetId);
  if (!r || r.customerId !== c.id) throw ApiError.notFound("NOT_FOUND", `customer ${c.id} has no factor reset ${ctx.params.resetId}`);
  if (r.status === "INITIATED" && Date.parse(r.expiresAt) <= ctx.clock.now().getTime()) {
    const expired = { ...r, status: "EXPIRED" as const };
    scaResetsOf(ctx.store).put(expired);
    return expired;
  }
  return r;
}

function startReset(ctx: TypedContext<"startTwoFactorReset">): TypedResult<"startTwoFactorReset"> {
  const c = scaCustomer(ctx);
  const r = {
    id: newId("ScaReset"),
    customerId: c.id,
    factor: ctx.body.factor,
    status: "INITIATED" as const,
    expiresAt: iso(ctx.clock.now().getTime() + scaRules().ttlSeconds.reset * 1000),
    completedAt: null,
  };
  scaResetsOf(ctx.store).put(r);
  return { status: 201, body: { resetId: r.id, expiresAt: r.expiresAt, verificationLink: null, livenessAccessToken: null } };
}

function getReset(ctx: TypedContext<"getTwoFactorResetStatus">): TypedResult<"getTwoFactorResetStatus"> {
  const r = resetOr404(ctx, scaCustomer(ctx));
  // The replacement factor's enrolment once the reset completed; an SMS_OTP reset enrols the new mobile itself, so it has none (null).
  const enrollmentStatus =
    r.status !== "COMPLETED" || r.factor === "SMS_OTP"
      ? null
      : factorsOfCustomer(ctx.store, r.customerId).some((f) => f.factor === r.factor)
        ? "COMPLETED"
        : "PENDING";
  return { status: 200, body: { status: r.status, factor: r.factor, expiresAt: r.expiresAt, completedAt: r.completedAt, enrollmentStatus } };
}

function completeReset(ctx: TypedContext<"completeTwoFactorReset">): TypedResult<"completeTwoFactorReset"> {
  const c = scaCustomer(ctx);
  const r = resetOr404(ctx, c);
  if (r.status !== "INITIATED") throw ApiError.conflict("CONFLICT", `factor reset ${r.id} is ${r.status}`);
  if (r.factor === "SMS_OTP") {
    const m = ctx.body?.mobile;
    if (m) {
      const sec = scaSecurityOf(ctx.store).get(c.id) ?? { id: c.id, failedAttempts: 0, lockedUntil: null };
      scaSecurityOf(ctx.store).put({ ...sec, mobile: `${m.countryCode}${m.number}`.replace(/[^+0-9]/g, "") });
    }
  } else for (const f of factorsOfCustomer(ctx.store, c.id)) if (f.factor === r.factor) scaFactorsOf(ctx.store).delete(f.id);
  scaResetsOf(ctx.store).put({ ...r, status: "COMPLETED", completedAt: ctx.clock.iso() });
  return { status: 204 };
}

export const scaHandlers: HandlerMap = {
  ...handlerMap({
    listScaFactors: list,
    startScaFactorEnrollment: enroll,
    confirmScaFactorEnrollment: confirm,
    deleteScaFactor: remove,
    startTwoFactorReset: startReset,
    getTwoFactorResetStatus: getReset,
    completeTwoFactorReset: completeReset,
  }),
  ...scaLoginHandlers,
};
