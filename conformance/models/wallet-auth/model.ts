/**
 * The embedded-wallet model: one wallet (an EMAIL_OTP credential on an approved
 * customer's internal account), its sessions with their signing keys and expiry, its
 * credential set and privateEnabled. The suite acts as a client with the libraries
 * integrators ship (@turnkey/crypto for HPKE, @turnkey/api-key-stamper for stamps); the
 * answers of the signed-retry protocol are read from spec/rules/wallet-auth.yaml.
 *
 * Rules (the description's words) checked by the commands, each failure named:
 * - `wallet-auth.otp`: the sandbox code 000000 opens a session after a signed retry; any
 *   other decrypted code is 401 UNAUTHORIZED.
 * - `wallet-auth.signed-retry`: every missing, malformed, mismatched, replayed or expired
 *   signature is refused with its code; a good one acts once.
 * - `wallet-auth.session-lifetime`: sessions expire on the platform clock and revoked
 *   sessions cannot sign; the live-session list matches.
 * - `wallet-auth.credential-set`: a signed request issued before the credential set
 *   changed answers 409 *_CREDENTIAL_SET_CHANGED.
 * - `wallet-auth.credential-limits`: one EMAIL_OTP and one SMS_OTP per internal account.
 */
import type { ClockedReal } from "../shared/clocked.js";
import { formatHpkeBuf, generateP256KeyPair, hpkeEncrypt } from "@turnkey/crypto";
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import type { CallOptions, CallResult } from "../../client/client.js";
import { signedRetryFailure, walletAuthRules, type AuthMethodType, type SignedRetryCheck } from "../../../contract/rules/wallet-auth.js";
import { ROW } from "../../runner/table-rules.js";
import { answered } from "../../client/answer.js";

export type KeyPair = ReturnType<typeof generateP256KeyPair>;

export interface ModelSession {
  id: string;
  key: KeyPair;
  expiresAtMs: number;
  revoked: boolean;
}

export interface WalletModel {
  accountId: string;
  emailCredentialId: string;
  smsCredentialId?: string;
  sessions: ModelSession[];
  privateEnabled: boolean;
  nowMs: number;
}

export type WalletReal = ClockedReal;

export const enc = encodeURIComponent;
export const MARGIN_MS = 3_000;

export const call = (r: WalletReal, method: string, path: string, opts: CallOptions = {}): Promise<CallResult> => r.client.call(method, path, opts);

export const newKey = (): KeyPair => generateP256KeyPair();

export function encryptOtp(bundle: string, code: string, key: KeyPair): string {
  const target = (JSON.parse(Buffer.from((JSON.parse(bundle) as { data: string }).data, "hex").toString("utf8")) as { targetPublic: string }).targetPublic;
  return formatHpkeBuf(
    hpkeEncrypt({
      plainTextBuf: new TextEncoder().encode(JSON.stringify({ otp_code: code, public_key: key.publicKey })),
      targetKeyBuf: new Uint8Array(Buffer.from(target, "hex")),
    }),
  );
}

export async function stamp(payload: string, key: { publicKey: string; privateKey: string }): Promise<string> {
  return (await new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey }).stamp(payload)).stampHeaderValue;
}

/** Live on the model clock; undefined when too close to call. */
export function liveAt(s: ModelSession, nowMs: number): boolean | undefined {
  if (s.revoked) return false;
  if (Math.abs(s.expiresAtMs - nowMs) < MARGIN_MS) return undefined;
  return s.expiresAtMs > nowMs;
}

/** Expect the answer the rules table gives for `check`. */
export function expectFailure(r: WalletReal, res: CallResult, check: SignedRetryCheck, what: string, type?: AuthMethodType): void {
  const f = signedRetryFailure(check, type);
  const designed = walletAuthRules().signedRetryFailures.find((x) => x.check === check)?.designed;
  r.s.expect(
    res.status === f.status && res.body?.code === f.code,
    designed ? "wallet-auth.signed-retry-designed" : "wallet-auth.signed-retry",
    `${what} (${f.when}) answered ${answered(res)}; expected ${f.status} ${f.code}`,
    `${f.status} ${f.code}`,
    answered(res),
  );
  if (!designed) r.s.row(ROW.signedRetry(check));
}

/** Register-or-challenge EMAIL_OTP and verify with the sandbox code: a new session. */
export async function openSession(m: WalletModel, r: WalletReal): Promise<ModelSession | undefined> {
  const ch = await call(r, "POST", `/auth/credentials/${enc(m.emailCredentialId)}/challenge`);
  r.s.expect(
    ch.status === 200 && typeof ch.body?.otpEncryptionTargetBundle === "string",
    "wallet-auth.otp",
    `an EMAIL_OTP challenge answered ${ch.status}`,
    200,
    ch.status,
  );
  if (ch.status !== 200) return undefined;
  return verifyWith(m, r, ch.body.otpEncryptionTargetBundle);
}

export async function verifyWith(m: WalletModel, r: WalletReal, bundle: string): Promise<ModelSession | undefined> {
  const key = newKey();
  const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(bundle, "000000", key) };
  const path = `/auth/credentials/${enc(m.emailCredentialId)}/verify`;
  const first = await call(r, "POST", path, { body });
  r.s.expect(
    first.status === 202 && typeof first.body?.payloadToSign === "string",
    "wallet-auth.otp",
    `verify with the sandbox code answered ${first.status}; expected 202 with payloadToSign`,
    202,
    first.status,
  );
  if (first.status !== 202) return undefined;
  const res = await call(r, "POST", path, {
    body,
    headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId },
  });
  r.s.expect(
    res.status === 200 && typeof res.body?.id === "string",
    "wallet-auth.otp",
    `the signed retry of verify answered ${res.status} ${res.body?.code ?? ""}`,
    200,
    res.status,
  );
  if (res.status !== 200) return undefined;
  m.nowMs = await r.now();
  const s: ModelSession = { id: res.body.id, key, expiresAtMs: Date.parse(res.body.expiresAt), revoked: false };
  m.sessions.push(s);
  return s;
}

/** A signed call with a live session; the model's expectation of 200/201/204 checked by the caller. */
export async function signedCall(r: WalletReal, method: string, path: string, body: unknown, key: KeyPair): Promise<{ first: CallResult; res?: CallResult }> {
  const first = await call(r, method, path, body === undefined ? {} : { body });
  if (first.status !== 202) return { first };
  const res = await call(r, method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId },
  });
  return { first, res };
}

export const liveSessions = (m: WalletModel) => m.sessions.filter((s) => liveAt(s, m.nowMs) === true);
