/**
 * The EIP-191 signer the suite ships (contract/eip191.ts, on @noble/curves and @noble/hashes)
 * signs exactly as a wallet library does: viem (a development dependency now, kept as the
 * independent reference) gives the same address and the same signature for random keys and
 * messages, and the simulator's verifier recovers the signer from it.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { privateKeyToAccount as viemAccount } from "viem/accounts";
import { generatePrivateKey, personalMessageHash, privateKeyToAccount } from "../../contract/eip191.js";
import { recoverEvmSigner } from "../../simulator/areas/external-accounts/domain/ownership/evm.js";
import { bytesToHex } from "@noble/hashes/utils.js";

const keyArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((b) => Buffer.from(b).toString("hex"))
  .filter((h) => /[1-9a-f]/.test(h) && h < "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");

describe("EIP-191 personal_sign on @noble", () => {
  it("a known vector: the key of the EIP-191 examples signs 'hello' as wallets do", async () => {
    const a = privateKeyToAccount("0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318");
    expect(a.address).toBe("0x2c7536E3605D9C16a7a3D7b1898e529396a65c23");
    expect(await a.signMessage({ message: "hello" })).toBe(
      "0xa5d58782075bdf09490159d634d1aae66a8f6777c7247d2f233e9511cfd7c64c34f288cdbcea5370e4863fdbe9f4d86654c2ba1d86589e9ebb64494c649008591b",
    );
    expect(bytesToHex(personalMessageHash(""))).toBe("5f35dce98ba4fba25530a026ed80b2cecdaa31091ba4958b99b52ea1d068adad");
  });

  it("the same address and signature as viem for random keys and messages (unicode, empty, long)", async () => {
    await fc.assert(
      fc.asyncProperty(
        keyArb,
        fc.oneof(fc.string(), fc.string({ unit: "grapheme", maxLength: 40 }), fc.string({ minLength: 200, maxLength: 600 })),
        async (key, message) => {
          const ours = privateKeyToAccount(key);
          const theirs = viemAccount(`0x${key}`);
          expect(ours.address).toBe(theirs.address);
          const sig = await ours.signMessage({ message });
          expect(sig).toBe(await theirs.signMessage({ message }));
          expect(recoverEvmSigner(message, sig)).toBe(ours.address.toLowerCase());
        },
      ),
      { numRuns: 60, seed: 191 },
    );
  });

  it("fresh keys are valid and distinct; a malformed key is refused", () => {
    const keys = Array.from({ length: 8 }, generatePrivateKey);
    expect(new Set(keys).size).toBe(8);
    for (const k of keys) expect(privateKeyToAccount(k).address).toBe(viemAccount(k).address);
    expect(() => privateKeyToAccount("0x1234")).toThrow(/32 bytes/);
    expect(() => privateKeyToAccount("0x" + "0".repeat(64))).toThrow(/secp256k1/);
    expect(() => privateKeyToAccount("0x" + "f".repeat(64))).toThrow(/secp256k1/);
  });
});
