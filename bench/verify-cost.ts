/**
 * `npx tsx bench/verify-cost.ts [n=2000]`: the cost of one stamp signature check, the
 * reference (@turnkey/crypto's verifyStampSignature, pure JavaScript) against the
 * simulator's (contract/p256-verify.ts, OpenSSL through node:crypto), over the same stamp
 * made by @turnkey/api-key-stamper. Prints microseconds per check.
 */
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { generateP256KeyPair, verifyStampSignature } from "@turnkey/crypto";
import { verifyP256 } from "../contract/p256-verify.js";

const n = Number(process.argv[2] ?? 2000);
const key = generateP256KeyPair();
const payload = JSON.stringify({ requestId: "SignedRequest:bench", body: { privateEnabled: true } });
const stamp = (await new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey }).stamp(payload)).stampHeaderValue;
const { publicKey, signature } = JSON.parse(Buffer.from(stamp, "base64url").toString("utf8")) as { publicKey: string; signature: string };
for (const [name, verify, count] of [
  ["@turnkey/crypto verifyStampSignature", verifyStampSignature, Math.max(1, Math.round(n / 20))],
  ["contract/p256-verify.ts verifyP256", verifyP256, n],
] as const) {
  for (let i = 0; i < 20; i++) await verify(publicKey, signature, payload);
  const t0 = performance.now();
  for (let i = 0; i < count; i++) if (!(await verify(publicKey, signature, payload))) throw new Error(`${name} refused a valid stamp`);
  console.log(`${name.padEnd(40)} ${(((performance.now() - t0) / count) * 1000).toFixed(0).padStart(7)} µs per check (${count} checks)`);
}
