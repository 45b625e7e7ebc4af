import { describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import {
  isValidEvmAddress,
  toChecksumAddress,
  verifyEvmSignature,
  verifyOwnershipSignature,
} from "../../simulator/areas/external-accounts/domain/ownership/index.js";

// viem is the independent signer: personal_sign (EIP-191) exactly as wallets do it.
const KEY = "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318" as const;
const OTHER = "0x8da4ef21b864d2cc526dbdb2a120bd2874c36c9d0a1fb7f8c63d7f7a8b41de8f" as const;
const account = privateKeyToAccount(KEY);
const other = privateKeyToAccount(OTHER);
const MESSAGE = "Verify ownership of 0xabc for ExternalAccount:1. Nonce: 7f3a9c2e1b4d. Issued: 2025-10-13T12:00:00.000Z. Expires: 2025-10-13T12:15:00.000Z";

describe("EIP-191 personal_sign", () => {
  it("accepts a viem signature for the signer's address, any address case", async () => {
    const sig = await account.signMessage({ message: MESSAGE });
    expect(verifyEvmSignature(account.address, MESSAGE, sig)).toEqual({ valid: true });
    expect(verifyEvmSignature(account.address.toLowerCase(), MESSAGE, sig).valid).toBe(true);
    expect(verifyEvmSignature(`0x${account.address.slice(2).toUpperCase()}`, MESSAGE, sig).valid).toBe(true);
    expect(verifyOwnershipSignature({ accountType: "BASE_WALLET", address: account.address, message: MESSAGE, signature: sig }).valid).toBe(true);
    expect(verifyOwnershipSignature({ chain: "EVM", address: account.address, message: MESSAGE, signature: sig.slice(2) }).valid).toBe(true);
  });

  it("accepts v as 0/1 as well as 27/28", async () => {
    const sig = await account.signMessage({ message: MESSAGE });
    const v = parseInt(sig.slice(-2), 16);
    const low = sig.slice(0, -2) + (v - 27).toString(16).padStart(2, "0");
    expect(verifyEvmSignature(account.address, MESSAGE, low).valid).toBe(true);
  });

  it("handles non-ASCII messages (length in bytes)", async () => {
    const msg = "Vérifier la propriété — 所有権 ✓";
    const sig = await account.signMessage({ message: msg });
    expect(verifyEvmSignature(account.address, msg, sig).valid).toBe(true);
  });

  it("refuses a wrong message, a wrong address, another signer and garbage", async () => {
    const sig = await account.signMessage({ message: MESSAGE });
    expect(verifyEvmSignature(account.address, MESSAGE + " ", sig).valid).toBe(false);
    expect(verifyEvmSignature(other.address, MESSAGE, sig).valid).toBe(false);
    const otherSig = await other.signMessage({ message: MESSAGE });
    expect(verifyEvmSignature(account.address, MESSAGE, otherSig)).toMatchObject({ valid: false, reason: expect.stringMatching(/not made by/) });
    expect(verifyEvmSignature(account.address, MESSAGE, "0x1234").reason).toMatch(/65 bytes/);
    expect(verifyEvmSignature(account.address, MESSAGE, "0x" + "00".repeat(64) + "1b").valid).toBe(false);
    expect(verifyEvmSignature(account.address, MESSAGE, sig.slice(0, -2) + "05").reason).toMatch(/recovery byte/);
    expect(verifyEvmSignature("0x1234", MESSAGE, sig).reason).toMatch(/not an EVM address/);
  });

  it("checks EIP-55 checksums of mixed-case addresses", () => {
    expect(toChecksumAddress(account.address.toLowerCase())).toBe(account.address);
    expect(isValidEvmAddress(account.address)).toBe(true);
    expect(isValidEvmAddress(account.address.toLowerCase())).toBe(true);
    const flipped = account.address.replace(/[a-f]/, (c) => c.toUpperCase());
    if (flipped !== account.address) expect(isValidEvmAddress(flipped)).toBe(false);
    expect(isValidEvmAddress("0x52908400098527886E0F7030069857D2E4169EE7")).toBe(true); // EIP-55 test vector
  });
});
