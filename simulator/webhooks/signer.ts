/**
 * Webhook signing: ECDSA P-256 / SHA-256 over the exact raw body, DER-encoded, base64,
 * carried as `X-Service-Signature: {"v":"1","s":"<base64>"}` (or under the live service's
 * name of the header, spec/rules/header-names.yaml, when the simulator is asked to). A receiver verifies with
 * node:crypto `createVerify("SHA256").update(body).verify(spkiPem, sig, "base64")`.
 */
import { sign, createVerify, generateKeyPairSync, createPrivateKey, type KeyObject } from "node:crypto";
import { loadHeaderNames, type SignatureHeaderChoice } from "../../contract/rules/header-names.js";

/** The description's name of the webhook signature header (spec/rules/header-names.yaml). */
export const SIGNATURE_HEADER = loadHeaderNames().webhookSignature.description;

/** The header a platform's deliveries are signed under: the description's name, or the live service's. */
export const signatureHeaderOf = (choice: SignatureHeaderChoice = "description"): string => loadHeaderNames().webhookSignature[choice];

export function generateWebhookKeyPair(): { publicKeyPem: string; privateKeyPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  return {
    publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

export class WebhookSigner {
  private readonly key: KeyObject;
  constructor(privateKeyPem: string) {
    this.key = createPrivateKey(privateKeyPem);
  }

  /** The header value for a raw body. */
  sign(rawBody: string | Buffer): string {
    // One-shot sign (no stream object per call): DER-encoded ECDSA, as createSign gives.
    const s = sign("sha256", typeof rawBody === "string" ? Buffer.from(rawBody) : rawBody, this.key).toString("base64");
    return JSON.stringify({ v: "1", s });
  }
}

/** Verify a delivery as a receiver would (used by tests and the receiver helper). */
export function verifyWebhookSignature(rawBody: string | Buffer, headerValue: string, publicKeyPem: string): boolean {
  try {
    const { v, s } = JSON.parse(headerValue) as { v: string; s: string };
    if (v !== "1" || typeof s !== "string") return false;
    return createVerify("SHA256").update(rawBody).verify(publicKeyPem, s, "base64");
  } catch {
    return false;
  }
}
