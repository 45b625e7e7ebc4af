/**
 * The default platform of a simulator started with a fixed seed: its id, client secret
 * (when none is given) and webhook key pair derive from the seed, so every start with the
 * same seed (with or without a data directory) gives receivers the same public key and
 * integrators the same credentials. Derivation: HMAC-SHA256(seed, purpose); the P-256
 * private scalar is the first such digest in [1, n-1].
 */
import { createECDH, createHmac, createPrivateKey, createPublicKey } from "node:crypto";
import type { Platform, PlatformSettings } from "./platform.js";

const P256_ORDER = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

function derive(seed: string | number, purpose: string): Buffer {
  return createHmac("sha256", `paysim-seed:${seed}`).update(purpose).digest();
}

/** A P-256 key pair (PEM) determined by the seed. */
export function seededWebhookKeyPair(seed: string | number): { publicKeyPem: string; privateKeyPem: string } {
  let d: Buffer;
  for (let i = 0; ; i++) {
    d = derive(seed, `webhook-key/${i}`);
    const n = BigInt("0x" + d.toString("hex"));
    if (n > 0n && n < P256_ORDER) break;
  }
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(d);
  const pub = ecdh.getPublicKey(); // 0x04 || x || y
  const jwk = {
    kty: "EC",
    crv: "P-256",
    d: d.toString("base64url"),
    x: pub.subarray(1, 33).toString("base64url"),
    y: pub.subarray(33, 65).toString("base64url"),
  };
  const priv = createPrivateKey({ key: jwk, format: "jwk" });
  return {
    privateKeyPem: priv.export({ type: "pkcs8", format: "pem" }).toString(),
    publicKeyPem: createPublicKey(priv).export({ type: "spki", format: "pem" }).toString(),
  };
}

function uuidFrom(b: Buffer): string {
  const h = Buffer.from(b.subarray(0, 16));
  h[6] = (h[6] & 0x0f) | 0x40;
  h[8] = (h[8] & 0x3f) | 0x80;
  const x = h.toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}

/** The whole default platform record for a seed (all but createdAt is determined by it). */
export function seededPlatform(seed: string | number, o: { clientId: string; clientSecret?: string; settings: PlatformSettings }): Platform {
  const keys = seededWebhookKeyPair(seed);
  return {
    id: `Platform:${uuidFrom(derive(seed, "platform-id"))}`,
    clientId: o.clientId,
    clientSecret: o.clientSecret ?? `secret_${derive(seed, "client-secret").subarray(0, 16).toString("hex")}`,
    settings: o.settings,
    webhookPublicKeyPem: keys.publicKeyPem,
    webhookPrivateKeyPem: keys.privateKeyPem,
    createdAt: new Date().toISOString(),
  };
}
