import { createECDH } from "node:crypto";
import { describe, expect, it } from "vitest";
import * as bitcoin from "bitcoinjs-lib";
import * as bitcoinMessage from "bitcoinjs-message";
import { parseBitcoinAddress, verifyBitcoinSignature, verifyOwnershipSignature } from "../../simulator/areas/external-accounts/domain/ownership/index.js";

// Independent signer: bitcoinjs-message; addresses from bitcoinjs-lib; public key from node:crypto.
const KEY = Buffer.from("1e99423a4ed27608a15a2616a2b0e9e52ced330ac530edcc32c8ffc6a526aedd", "hex");
const OTHER_KEY = Buffer.from("0c28fca386c7a227600b2fe50b7cae11ec86d3bf1fbe471be89827e19d72aa1d", "hex");
const pub = (k: Buffer, compressed = true): Buffer => {
  const ecdh = createECDH("secp256k1");
  ecdh.setPrivateKey(k);
  return ecdh.getPublicKey(null, compressed ? "compressed" : "uncompressed");
};
const addrs = (k: Buffer, network = bitcoin.networks.bitcoin) => ({
  p2pkh: bitcoin.payments.p2pkh({ pubkey: pub(k), network }).address!,
  p2pkhUncompressed: bitcoin.payments.p2pkh({ pubkey: pub(k, false), network }).address!,
  p2shP2wpkh: bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: pub(k), network }), network }).address!,
  p2wpkh: bitcoin.payments.p2wpkh({ pubkey: pub(k), network }).address!,
});
const A = addrs(KEY);
const B = addrs(OTHER_KEY);
const T = addrs(KEY, bitcoin.networks.testnet);
const MSG = "Verify ownership of bc1q... for ExternalAccount:7d3e. Nonce: 01ab. Issued: 2025-10-13T12:00:00.000Z. Expires: 2025-10-13T12:15:00.000Z";
const b64 = (b: Buffer) => b.toString("base64");

describe("Bitcoin address parsing", () => {
  it("parses P2PKH, P2SH, P2WPKH on mainnet and testnet; refuses garbage", () => {
    expect(parseBitcoinAddress(A.p2pkh)).toMatchObject({ network: "mainnet", type: "p2pkh" });
    expect(parseBitcoinAddress(A.p2shP2wpkh)).toMatchObject({ network: "mainnet", type: "p2sh" });
    expect(parseBitcoinAddress(A.p2wpkh)).toMatchObject({ network: "mainnet", type: "p2wpkh" });
    expect(parseBitcoinAddress(A.p2wpkh.toUpperCase())).toMatchObject({ type: "p2wpkh" });
    expect(parseBitcoinAddress(T.p2pkh)).toMatchObject({ network: "testnet", type: "p2pkh" });
    expect(parseBitcoinAddress(T.p2wpkh)).toMatchObject({ network: "testnet", type: "p2wpkh" });
    expect(parseBitcoinAddress("bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr")).toMatchObject({ type: "p2tr" });
    expect(parseBitcoinAddress(A.p2pkh.slice(0, -1) + (A.p2pkh.endsWith("1") ? "2" : "1"))).toBeNull(); // bad checksum
    expect(parseBitcoinAddress("not-an-address")).toBeNull();
  });
});

describe("BIP-137 signatures", () => {
  it("P2PKH compressed and uncompressed", () => {
    expect(verifyBitcoinSignature(A.p2pkh, MSG, b64(bitcoinMessage.sign(MSG, KEY, true)))).toEqual({ valid: true });
    expect(verifyBitcoinSignature(A.p2pkhUncompressed, MSG, b64(bitcoinMessage.sign(MSG, KEY, false))).valid).toBe(true);
    // compressed-key signature does not prove the uncompressed-key address
    expect(verifyBitcoinSignature(A.p2pkhUncompressed, MSG, b64(bitcoinMessage.sign(MSG, KEY, true))).valid).toBe(false);
  });

  it("P2SH-P2WPKH and P2WPKH (segwit headers 35-42)", () => {
    const p2sh = b64(bitcoinMessage.sign(MSG, KEY, true, { segwitType: "p2sh(p2wpkh)" }));
    const p2wpkh = b64(bitcoinMessage.sign(MSG, KEY, true, { segwitType: "p2wpkh" }));
    expect(verifyBitcoinSignature(A.p2shP2wpkh, MSG, p2sh).valid).toBe(true);
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, p2wpkh).valid).toBe(true);
    expect(verifyOwnershipSignature({ accountType: "BITCOIN_WALLET", address: A.p2wpkh, message: MSG, signature: p2wpkh }).valid).toBe(true);
    // header names the address type: a P2WPKH header does not prove the P2SH address
    expect(verifyBitcoinSignature(A.p2shP2wpkh, MSG, p2wpkh).valid).toBe(false);
    // testnet address of the same key
    expect(verifyBitcoinSignature(T.p2wpkh, MSG, p2wpkh).valid).toBe(true);
  });

  it("an Electrum-style (header 31-34) signature for a segwit address needs scheme electrum", () => {
    const electrum = b64(bitcoinMessage.sign(MSG, KEY, true));
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, electrum, "bip137")).toMatchObject({ valid: false, reason: expect.stringMatching(/electrum/) });
  });

  it("refuses a wrong message, a wrong address and garbage", () => {
    const sig = b64(bitcoinMessage.sign(MSG, KEY, true, { segwitType: "p2wpkh" }));
    expect(verifyBitcoinSignature(A.p2wpkh, MSG + "!", sig).valid).toBe(false);
    expect(verifyBitcoinSignature(B.p2wpkh, MSG, sig).valid).toBe(false);
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, "garbage!!").reason).toMatch(/base64|65 bytes/);
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, Buffer.alloc(65, 7).toString("base64")).valid).toBe(false);
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, Buffer.alloc(10).toString("base64")).reason).toMatch(/65 bytes/);
    expect(verifyBitcoinSignature("1BoatSLRHtKNngkdXEeobR76b53LETtpyT", MSG, sig).valid).toBe(false);
    expect(verifyBitcoinSignature("bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr", MSG, sig).reason).toMatch(/Taproot/);
  });
});

describe("Electrum signatures (header 27-34 whatever the address type)", () => {
  const electrum = b64(bitcoinMessage.sign(MSG, KEY, true));

  it("verifies against P2PKH, P2SH-P2WPKH and P2WPKH derived from the recovered key", () => {
    for (const a of [A.p2pkh, A.p2shP2wpkh, A.p2wpkh]) {
      expect(verifyBitcoinSignature(a, MSG, electrum, "electrum")).toEqual({ valid: true });
      // bitcoinjs-message agrees (checkSegwitAlways = Electrum reading)
      expect(bitcoinMessage.verify(MSG, a, electrum, undefined, true)).toBe(true);
    }
    expect(
      verifyOwnershipSignature({ accountType: "BITCOIN_WALLET", address: A.p2shP2wpkh, message: MSG, signature: electrum, signatureScheme: "electrum" }).valid,
    ).toBe(true);
  });

  it("refuses a BIP-137 segwit header, a wrong message, a wrong address and garbage", () => {
    const segwitHeader = b64(bitcoinMessage.sign(MSG, KEY, true, { segwitType: "p2wpkh" }));
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, segwitHeader, "electrum").reason).toMatch(/Electrum header/);
    expect(verifyBitcoinSignature(A.p2wpkh, "other", electrum, "electrum").valid).toBe(false);
    expect(verifyBitcoinSignature(B.p2wpkh, MSG, electrum, "electrum").valid).toBe(false);
    expect(verifyBitcoinSignature(B.p2pkh, MSG, electrum, "electrum").valid).toBe(false);
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, "AAAA", "electrum").valid).toBe(false);
  });

  it("an uncompressed-key Electrum signature only proves the uncompressed P2PKH address", () => {
    const unc = b64(bitcoinMessage.sign(MSG, KEY, false));
    expect(verifyBitcoinSignature(A.p2pkhUncompressed, MSG, unc, "electrum").valid).toBe(true);
    expect(verifyBitcoinSignature(A.p2wpkh, MSG, unc, "electrum").valid).toBe(false);
  });
});
