import { generateKeyPairSync, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { base58 } from "@scure/base";
import { isValidSolanaAddress, verifyOwnershipSignature, verifySolanaSignature } from "../../simulator/areas/external-accounts/domain/ownership/index.js";

// Independent signer: node:crypto Ed25519 (RFC 8032) over the UTF-8 message.
function keypair() {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = Buffer.from(publicKey.export({ format: "jwk" }).x!, "base64url");
  return { address: base58.encode(raw), sign: (m: string) => base58.encode(sign(null, Buffer.from(m, "utf8"), privateKey)) };
}
const MSG = "Verify ownership of So1ana... for ExternalAccount:42. Nonce: aa. Issued: 2025-10-13T12:00:00.000Z. Expires: 2025-10-13T12:15:00.000Z ✓";

describe("Solana Ed25519 signatures", () => {
  const a = keypair();
  const b = keypair();

  it("accepts a valid base58 signature by the address's key", () => {
    expect(isValidSolanaAddress(a.address)).toBe(true);
    expect(verifySolanaSignature(a.address, MSG, a.sign(MSG))).toEqual({ valid: true });
    expect(
      verifyOwnershipSignature({ accountType: "SOLANA_WALLET", address: a.address, message: MSG, signature: a.sign(MSG), signatureScheme: "electrum" }).valid,
    ).toBe(true);
  });

  it("refuses a wrong message, a wrong address and garbage", () => {
    const sig = a.sign(MSG);
    expect(verifySolanaSignature(a.address, MSG + ".", sig).valid).toBe(false);
    expect(verifySolanaSignature(b.address, MSG, sig).valid).toBe(false);
    expect(verifySolanaSignature(a.address, MSG, "0OIl").reason).toMatch(/base58/);
    expect(verifySolanaSignature(a.address, MSG, base58.encode(new Uint8Array(63))).reason).toMatch(/64 bytes/);
    expect(verifySolanaSignature(a.address, MSG, Buffer.from(base58.decode(sig)).toString("base64")).valid).toBe(false);
    expect(verifySolanaSignature("short", MSG, sig).reason).toMatch(/not a Solana address/);
  });

  it("refuses account types without wallet signatures", () => {
    expect(verifyOwnershipSignature({ accountType: "USD_ACCOUNT", address: a.address, message: MSG, signature: a.sign(MSG) }).valid).toBe(false);
  });
});
