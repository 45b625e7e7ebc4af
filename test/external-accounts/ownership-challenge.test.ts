import { describe, expect, it } from "vitest";
import { privateKeyToAccount } from "viem/accounts";
import {
  buildChallengeMessage,
  completeLivenessChallenge,
  startChallenge,
  toPublicChallenge,
  verifyChallenge,
  type ChallengeableAccount,
} from "../../simulator/areas/external-accounts/domain/ownership/index.js";

const signer = privateKeyToAccount("0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318");
const T0 = Date.parse("2025-10-13T12:00:00Z");
const TTL = 15 * 60_000;
const wallet = (status: ChallengeableAccount["status"] = "PENDING_OWNERSHIP_VERIFICATION"): ChallengeableAccount => ({
  id: "ExternalAccount:9c4b1e7a-2d3f-4a5b-8c6d-7e8f9a0b1c2d",
  status,
  ownershipType: "FIRST_PARTY",
  accountInfo: { accountType: "BASE_WALLET", address: signer.address },
});

function started(status?: ChallengeableAccount["status"]) {
  const r = startChallenge(wallet(status), "WALLET_SIGNATURE", T0, TTL, { nonce: "7f3a9c2e1b4d" });
  if (!r.ok) throw new Error(r.error.reason);
  return r;
}

describe("buildChallengeMessage", () => {
  it("names the account, the address, the nonce and the expiry", () => {
    const m = buildChallengeMessage({
      accountId: "ExternalAccount:1",
      address: "0xabc",
      nonce: "n1",
      issuedAt: "2025-10-13T12:00:00.000Z",
      expiresAt: "2025-10-13T12:15:00.000Z",
    });
    for (const part of ["ExternalAccount:1", "0xabc", "n1", "2025-10-13T12:15:00.000Z"]) expect(m).toContain(part);
  });
});

describe("startChallenge", () => {
  it("WALLET_SIGNATURE: messageToSign, expiresAt = now + ttl, signature format of the chain", () => {
    const { challenge, account } = started();
    expect(challenge).toMatchObject({ type: "WALLET_SIGNATURE", expiresAt: "2025-10-13T12:15:00.000Z", signatureFormat: "EIP191_HEX", nonce: "7f3a9c2e1b4d" });
    expect(challenge.messageToSign).toContain(signer.address);
    expect(account.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    expect(toPublicChallenge(challenge)).not.toHaveProperty("nonce");
  });

  it("generates a fresh nonce when none is given", () => {
    const a = startChallenge(wallet(), "WALLET_SIGNATURE", T0, TTL);
    const b = startChallenge(wallet(), "WALLET_SIGNATURE", T0, TTL);
    expect(a.ok && b.ok && a.challenge.nonce !== b.challenge.nonce).toBe(true);
  });

  it("UNVERIFIED -> PENDING_OWNERSHIP_VERIFICATION (designed next state)", () => {
    const { account } = started("UNVERIFIED");
    expect(account).toMatchObject({ status: "PENDING_OWNERSHIP_VERIFICATION", updatedAt: "2025-10-13T12:00:00.000Z" });
  });

  it("not applicable (live): a bank account, a wallet not FIRST_PARTY, a verified (ACTIVE) or INACTIVE wallet -> 409 CONFLICT, either method", () => {
    const conflict = { ok: false, error: { httpStatus: 409, code: "CONFLICT" } };
    const bank: ChallengeableAccount = { id: "ExternalAccount:x", status: "ACTIVE", ownershipType: "FIRST_PARTY", accountInfo: { accountType: "USD_ACCOUNT" } };
    const cases: [string, ChallengeableAccount, RegExp][] = [
      ["bank", bank, /self-custody/],
      ["third party", { ...wallet(), ownershipType: "THIRD_PARTY" }, /FIRST_PARTY/],
      ["no ownershipType", { ...wallet("ACTIVE"), ownershipType: undefined }, /FIRST_PARTY/],
      ["verified", wallet("ACTIVE"), /already verified/],
      ["inactive", wallet("INACTIVE"), /INACTIVE/],
      ["pending review", wallet("UNDER_REVIEW"), /UNDER_REVIEW/],
    ];
    for (const [, account, reason] of cases)
      for (const method of ["WALLET_SIGNATURE", "LIVENESS"] as const) {
        const r = startChallenge(account, method, T0, TTL);
        expect(r).toMatchObject(conflict);
        expect(!r.ok && r.error.reason).toMatch(reason);
      }
    expect(startChallenge(wallet(), "LIVENESS", T0, TTL)).toMatchObject({ ok: true, challenge: { type: "LIVENESS" } });
  });

  it("LIVENESS carries a verification link and no message", () => {
    const r = startChallenge(wallet(), "LIVENESS", new Date(T0), TTL, { nonce: "abc", livenessBaseUrl: "https://l.example/x" });
    expect(r).toMatchObject({ ok: true, challenge: { type: "LIVENESS", verificationLink: "https://l.example/x/abc" } });
    expect(r.ok && r.challenge.messageToSign).toBeUndefined();
  });
});

describe("verifyChallenge (transition table)", () => {
  it("valid signature before expiresAt -> ACTIVE, challenge consumed", async () => {
    const { account, challenge } = started();
    const sig = await signer.signMessage({ message: challenge.messageToSign! });
    const r = verifyChallenge(account, challenge, sig, undefined, T0 + TTL - 1);
    expect(r).toMatchObject({ status: "ACTIVE", challenge: null, statusChanged: true, account: { status: "ACTIVE" } });
    expect("error" in r).toBe(false);
  });

  it("invalid signature -> 400 and UNVERIFIED, challenge consumed", async () => {
    const { account, challenge } = started();
    const sig = await signer.signMessage({ message: "something else" });
    const r = verifyChallenge(account, challenge, sig, undefined, T0 + 1000);
    expect(r).toMatchObject({ status: "UNVERIFIED", error: { httpStatus: 400, code: "INVALID_INPUT" }, challenge: null, account: { status: "UNVERIFIED" } });
  });

  it("expired (submitted at or after expiresAt) -> 400 and UNVERIFIED even with a valid signature", async () => {
    const { account, challenge } = started();
    const sig = await signer.signMessage({ message: challenge.messageToSign! });
    const r = verifyChallenge(account, challenge, sig, undefined, T0 + TTL);
    expect(r).toMatchObject({ status: "UNVERIFIED", error: { httpStatus: 400, reason: expect.stringMatching(/expired/) } });
  });

  it("no outstanding WALLET_SIGNATURE challenge -> 409, nothing changes", async () => {
    const acc = wallet();
    const sig = await signer.signMessage({ message: "x" });
    expect(verifyChallenge(acc, null, sig, undefined, T0)).toMatchObject({
      status: "PENDING_OWNERSHIP_VERIFICATION",
      error: { httpStatus: 409, code: "CONFLICT" },
      account: acc,
    });
    const live = startChallenge(acc, "LIVENESS", T0, TTL);
    if (!live.ok) throw new Error();
    expect(verifyChallenge(acc, live.challenge, sig, undefined, T0)).toMatchObject({ error: { httpStatus: 409, reason: expect.stringMatching(/LIVENESS/) } });
    // a consumed challenge (null after a verify) answers 409 on retry
    const { account, challenge } = started();
    const first = verifyChallenge(account, challenge, sig, undefined, T0);
    expect(verifyChallenge(first.account, first.challenge, sig, undefined, T0)).toMatchObject({ error: { httpStatus: 409 } });
  });

  it("UNVERIFIED -> new challenge -> ACTIVE", async () => {
    const { account, challenge } = started();
    const bad = verifyChallenge(account, challenge, "0x00", undefined, T0);
    expect(bad.account.status).toBe("UNVERIFIED");
    const again = startChallenge(bad.account, "WALLET_SIGNATURE", T0 + 5000, TTL, { nonce: "second" });
    if (!again.ok) throw new Error();
    expect(again.account.status).toBe("PENDING_OWNERSHIP_VERIFICATION");
    const sig = await signer.signMessage({ message: again.challenge.messageToSign! });
    expect(verifyChallenge(again.account, again.challenge, sig, "bip137", T0 + 6000).status).toBe("ACTIVE");
    // the first challenge's message does not answer the second challenge
    const oldSig = await signer.signMessage({ message: challenge.messageToSign! });
    expect(verifyChallenge(again.account, again.challenge, oldSig, undefined, T0 + 6000).status).toBe("UNVERIFIED");
  });
});

describe("completeLivenessChallenge", () => {
  it("moves the account to the outcome and asks for EXTERNAL_ACCOUNT.STATUS_UPDATED", () => {
    const r = startChallenge(wallet(), "LIVENESS", T0, TTL);
    if (!r.ok) throw new Error();
    expect(completeLivenessChallenge(r.account, r.challenge, "ACTIVE", T0 + 3000)).toMatchObject({
      account: { status: "ACTIVE" },
      challenge: null,
      event: "EXTERNAL_ACCOUNT.STATUS_UPDATED",
    });
    const w = started();
    expect(completeLivenessChallenge(w.account, w.challenge, "ACTIVE", T0)).toBeNull();
  });
});
