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
  /** When it opened (platform clock). */
  openedMs: number;
  revoked: boolean;
}

/** A delegated key the model created for the wallet's card. */
export interface ModelDelegatedKey {
  id: string;
  active: boolean;
}

/** Another customer's wallet with a live session (its key must not sign for this wallet). */
export interface OtherWallet {
  accountId: string;
  key: KeyPair;
}

export interface WalletModel {
  accountId: string;
  customerId: string;
  emailCredentialId: string;
  smsCredentialId?: string;
  sessions: ModelSession[];
  privateEnabled: boolean;
  nowMs: number;
  /** A card funded by the wallet (for delegated keys), once issued; null when it could not be. */
  cardId?: string | null;
  delegated: ModelDelegatedKey[];
  other?: OtherWallet | null;
  /** Another internal account of the customer: no embedded wallet. */
  plainAccountId?: string;
  /** The customer's email and phone number (the wallet's OTP credentials are tied to them). */
  contact: { email: string; phoneNumber: string };
  /** The wallet's currency (its internal account's). */
  currency?: string;
  /** What paying from the wallet needs (funds, a payee, an agent of the customer), once made; null when it could not be. */
  pay?: WalletPay | null;
}

/** The wallet funded, a payee in its currency, and an agent of the customer (its token; null when none could be made). */
export interface WalletPay {
  payee: string;
  agentToken: string | null;
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

/**
 * Expect a refusal: its status under `rule`, its code under `wallet-auth.refusal-codes` (the
 * description lists the codes, not which operation answers which).
 */
export function expectRefusal(r: WalletReal, res: CallResult, rule: string, what: string, status: number, code: string): void {
  r.s.expect(res.status === status, rule, `${what} answered ${answered(res)}; expected ${status}`, status, answered(res));
  if (res.status === status)
    r.s.expect(res.body?.code === code, "wallet-auth.refusal-codes", `${what} answered ${answered(res)}; expected ${status} ${code}`, code, answered(res));
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
