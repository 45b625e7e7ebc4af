/**
 * The stamp check's fast P-256 verification (contract/p256-verify.ts) gives the verdict of
 * the reference (@turnkey/crypto's verifyStampSignature) on every input, and its cache of
 * public keys never lets a signature pass for a message or a key it was not made for. Its
 * synchronous answer (checkP256) is only ever an acceptance by OpenSSL or a refusal of
 * what is not hex; every other refusal is the reference's.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiKeyStamper } from "@turnkey/api-key-stamper";
import { generateP256KeyPair, verifyStampSignature } from "@turnkey/crypto";
import { MAX_CACHED_KEYS, checkP256, verifyP256 } from "../../contract/p256-verify.js";

const N = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

async function stamp(key: { publicKey: string; privateKey: string }, message: string): Promise<{ publicKey: string; signature: string }> {
  const s = await new ApiKeyStamper({ apiPublicKey: key.publicKey, apiPrivateKey: key.privateKey }).stamp(message);
  return JSON.parse(Buffer.from(s.stampHeaderValue, "base64url").toString("utf8"));
}

const reference = (publicKey: string, signature: string, message: string) => verifyStampSignature(publicKey, signature, message).catch(() => false);

/** DER of an ECDSA signature (r, s). */
function der(r: bigint, s: bigint): string {
  const int = (v: bigint) => {
    let h = v.toString(16);
    if (h.length % 2) h = "0" + h;
    if (parseInt(h.slice(0, 2), 16) >= 0x80) h = "00" + h;
    return "02" + (h.length / 2).toString(16).padStart(2, "0") + h;
  };
  const body = int(r) + int(s);
  return "30" + (body.length / 2).toString(16).padStart(2, "0") + body;
}

/** (r, s) of a DER signature. */
function rs(sig: string): [bigint, bigint] {
  const b = Buffer.from(sig, "hex");
  const rLen = b[3];
  const r = BigInt("0x" + b.subarray(4, 4 + rLen).toString("hex"));
  const sLen = b[5 + rLen];
  const s = BigInt("0x" + b.subarray(6 + rLen, 6 + rLen + sLen).toString("hex"));
  return [r, s];
}

describe("P-256 stamp verification", () => {
  const alice = generateP256KeyPair();
  const bob = generateP256KeyPair();

  it("accepts a stamp over its own payload, by its own key (compressed or uncompressed)", async () => {
    const s = await stamp(alice, '{"requestId":"SignedRequest:1"}');
    expect(await verifyP256(s.publicKey, s.signature, '{"requestId":"SignedRequest:1"}')).toBe(true);
    expect(await verifyP256(alice.publicKeyUncompressed, s.signature, '{"requestId":"SignedRequest:1"}')).toBe(true);
  });

  it("with the key cached, refuses the signature for any other message, by any other key, or altered", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), fc.nat(), async (message, other, at) => {
        fc.pre(message !== other);
        const s = await stamp(alice, message);
        expect(await verifyP256(s.publicKey, s.signature, message)).toBe(true); // the key is cached now
        expect(await verifyP256(s.publicKey, s.signature, other)).toBe(false);
        expect(await verifyP256(bob.publicKey, s.signature, message)).toBe(false);
        // A digit of s (the last 32 bytes); the reference's DER reading tolerates some changes to the framing.
        const i = s.signature.length - 1 - (at % 64);
        const flipped = s.signature.slice(0, i) + (parseInt(s.signature[i], 16) ^ 1).toString(16) + s.signature.slice(i + 1);
        expect(await verifyP256(s.publicKey, flipped, message)).toBe(await reference(s.publicKey, flipped, message));
        expect(await verifyP256(s.publicKey, flipped, message)).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it("gives the reference's verdict on mutated inputs (never stricter, never more lenient)", async () => {
    const message = "payload";
    const s = await stamp(alice, message);
    const [r, sv] = rs(s.signature);
    const cases: [string, string, string][] = [
      [s.publicKey, der(r, N - sv), message], // the high-S twin: P-256 stamps do not require low S
      [s.publicKey, der(r, sv), message], // re-encoded
      [s.publicKey, s.signature + "00", message], // trailing byte
      [s.publicKey, der(r, 0n), message],
      [s.publicKey, der(0n, sv), message],
      [s.publicKey, der(r + N, sv), message],
      ["02" + "ff".repeat(32), s.signature, message], // not a point of the curve
      [s.publicKey.slice(0, 64), s.signature, message], // short key
      [bob.publicKey, s.signature, message],
    ];
    for (const [k, sig, m] of cases) expect(await verifyP256(k, sig, m), `${k} ${sig}`).toBe(await reference(k, sig, m));
    expect(await verifyP256(s.publicKey, der(r, N - sv), message)).toBe(true);
  });

  it("refuses what is not hex outright (a hex decoder would stop at the first bad digit and check a prefix)", async () => {
    const s = await stamp(alice, "m");
    expect(await verifyP256(s.publicKey, s.signature + "zz", "m")).toBe(false);
    expect(await verifyP256(s.publicKey + "x", s.signature, "m")).toBe(false);
    expect(await verifyP256(s.publicKey, s.signature.slice(1), "m")).toBe(false);
    expect(await verifyP256("", "", "m")).toBe(false);
  });

  it("keeps verifying correctly past its bound of cached keys", async () => {
    const first = await stamp(alice, "first");
    for (let i = 0; i <= MAX_CACHED_KEYS; i++) await verifyP256(`02${i.toString(16).padStart(64, "0")}`, "3000", "first");
    expect(await verifyP256(first.publicKey, first.signature, "first")).toBe(true);
    expect(await verifyP256(first.publicKey, first.signature, "second")).toBe(false);
  });

  it("answers at once only when OpenSSL accepts; another payload, another key or a broken DER is the reference's verdict", async () => {
    const message = '{"requestId":"Request:1","operation":"updateInternalAccount"}';
    const s = await stamp(alice, message);
    const [r, sv] = rs(s.signature);
    expect(checkP256(s.publicKey, s.signature, message)).toBe(true); // a boolean, not a promise
    expect(checkP256(s.publicKey.toUpperCase(), s.signature, message)).toBe(true);
    expect(checkP256(s.publicKey, der(r, N - sv), message)).toBe(true); // the high-S twin, as the reference decides
    expect(await reference(s.publicKey, der(r, N - sv), message)).toBe(true);
    const refused: [string, string, string][] = [
      [s.publicKey, s.signature, message + " "], // a signature over another payload
      [s.publicKey, s.signature, message.replace("1", "2")],
      [bob.publicKey, s.signature, message], // another key
      [bob.publicKeyUncompressed, s.signature, message],
      [s.publicKey, s.signature.slice(0, -2), message], // DER cut short
      [s.publicKey, "30" + s.signature.slice(2, 4) + "03" + s.signature.slice(6), message], // not an INTEGER
      [s.publicKey, der(r, 0n), message],
    ];
    for (const [k, sig, m] of refused) {
      const v = checkP256(k, sig, m);
      expect(v, `${k} ${sig}`).toBeInstanceOf(Promise); // OpenSSL refused: the reference decides
      expect(await v, `${k} ${sig}`).toBe(await reference(k, sig, m));
      expect(await v).toBe(false);
    }
    // A trailing byte after the DER: OpenSSL refuses it, the reference reads past it and accepts, so it is accepted.
    const trailing = checkP256(s.publicKey, s.signature + "00", message);
    expect(trailing).toBeInstanceOf(Promise);
    expect(await trailing).toBe(await reference(s.publicKey, s.signature + "00", message));
    for (const [k, sig] of [
      [s.publicKey, s.signature + "z0"],
      [s.publicKey + "0", s.signature],
      ["", s.signature],
      [s.publicKey, ""],
    ])
      expect(checkP256(k, sig, message), `${k} ${sig}`).toBe(false); // not hex: refused at once
  });
});
