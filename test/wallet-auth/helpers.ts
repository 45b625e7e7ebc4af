/**
 * Client-side helpers of the embedded-wallet tests, written only with the client
 * libraries integrators ship: @turnkey/crypto (HPKE to the OTP target, opening credential
 * bundles) and @turnkey/api-key-stamper (the Service-Wallet-Signature stamp).
 */
import { decryptCredentialBundle, formatHpkeBuf, generateP256KeyPair, getPublicKey, hpkeEncrypt } from "@turnkey/crypto";
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import type { ApiResponse, TestPlatform } from "../support/simulator.js";
import { account, customer } from "../money/helpers.js";

export type KeyPair = ReturnType<typeof generateP256KeyPair>;
export const newClientKey = (): KeyPair => generateP256KeyPair();

/** The `targetPublic` inside an `otpEncryptionTargetBundle`. */
export function targetPublicOf(bundle: string): string {
  const outer = JSON.parse(bundle) as { data: string };
  return (JSON.parse(Buffer.from(outer.data, "hex").toString("utf8")) as { targetPublic: string }).targetPublic;
}

/** `encryptedOtpBundle`: `{otp_code, public_key}` HPKE-encrypted to the bundle's target. */
export function encryptOtp(bundle: string, code: string, client: KeyPair): string {
  const plain = new TextEncoder().encode(JSON.stringify({ otp_code: code, public_key: client.publicKey }));
  return formatHpkeBuf(hpkeEncrypt({ plainTextBuf: plain, targetKeyBuf: new Uint8Array(Buffer.from(targetPublicOf(bundle), "hex")) }));
}

/** The `Service-Wallet-Signature` value for `payload`, stamped with `key`. */
export async function stamp(payload: string, key: { publicKey: string; privateKey: string }): Promise<string> {
  const s = await new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey }).stamp(payload);
  return s.stampHeaderValue;
}

/** The key pair inside an `encryptedSessionSigningKey` bundle, opened with the client's private key. */
export function openSessionKey(bundle: string, client: KeyPair): { publicKey: string; privateKey: string } {
  const privateKey = decryptCredentialBundle(bundle, client.privateKey);
  return { privateKey, publicKey: Buffer.from(getPublicKey(privateKey, true)).toString("hex") };
}

export { decryptCredentialBundle };

type Send = (headers?: Record<string, string>) => Promise<ApiResponse>;

/** Run a signed flow: the first call must answer 202; the retry is signed with `key`. */
export async function signed(send: Send, key: { publicKey: string; privateKey: string }): Promise<ApiResponse> {
  const first = await send();
  if (first.status !== 202) throw new Error(`expected 202, got ${first.status} ${JSON.stringify(first.body)}`);
  return send({ "Service-Wallet-Signature": await stamp(first.body.payloadToSign, key), "Request-Id": first.body.requestId });
}

/** An approved customer with an email and phone, and its USD internal account. */
export async function walletOwner(
  p: TestPlatform,
  email = `ada.${Math.random().toString(36).slice(2)}@example.com`,
): Promise<{ customerId: string; accountId: string; email: string }> {
  const customerId = await customer(p, { email, phoneNumber: `+1415555${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}` });
  return { customerId, accountId: (await account(p, customerId, "USD")).id, email };
}

/** Register EMAIL_OTP on the account (first credential) and open a session: the session key. */
export async function emailOtpSession(p: TestPlatform, accountId: string): Promise<{ credentialId: string; sessionId: string; key: KeyPair }> {
  const reg = await p.post("/auth/credentials", { type: "EMAIL_OTP", accountId });
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.body)}`);
  const key = newClientKey();
  const body = { type: "EMAIL_OTP", encryptedOtpBundle: encryptOtp(reg.body.otpEncryptionTargetBundle, "000000", key) };
  const r = await signed((h) => p.post(`/auth/credentials/${reg.body.id}/verify`, body, h), key);
  if (r.status !== 200) throw new Error(`verify: ${r.status} ${JSON.stringify(r.body)}`);
  return { credentialId: reg.body.id, sessionId: r.body.id, key };
}
