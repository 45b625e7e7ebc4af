/**
 * WebAuthn for embedded-wallet passkeys and SCA passkey factors, with
 * @simplewebauthn/server: registration (attestation) and authentication (assertion)
 * verified for real against the relying party of the rules table. No I/O.
 */
import { randomBytes } from "node:crypto";
import { verifyAuthenticationResponse, verifyRegistrationResponse } from "@simplewebauthn/server";

export interface RelyingParty {
  rpId: string;
  origins: string[];
}

export interface Attestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports?: string[];
}

export interface Assertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

export interface StoredPasskey {
  credentialId: string;
  /** COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports?: string[];
}

export const newChallenge = (): string => randomBytes(32).toString("base64url");

export async function verifyAttestation(
  a: Attestation,
  expectedChallenge: string,
  rp: RelyingParty,
): Promise<{ ok: true; passkey: StoredPasskey } | { ok: false; reason: string }> {
  try {
    const r = await verifyRegistrationResponse({
      response: {
        id: a.credentialId,
        rawId: a.credentialId,
        type: "public-key",
        clientExtensionResults: {},
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the library's declared type differs from the value it documents and accepts
        response: { clientDataJSON: a.clientDataJson, attestationObject: a.attestationObject, transports: a.transports as any },
      },
      expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      requireUserVerification: false,
    });
    if (!r.verified) return { ok: false, reason: "the attestation does not verify" };
    const c = r.registrationInfo.credential;
    return {
      ok: true,
      passkey: { credentialId: c.id, publicKey: Buffer.from(c.publicKey).toString("base64url"), counter: c.counter, transports: a.transports },
    };
  } catch (e) {
    return { ok: false, reason: `the attestation does not verify: ${(e as Error).message}` };
  }
}

/**
 * Verify an assertion over `expectedChallenge`. With `challengeAsText`, the challenge may also
 * have been handed to the authenticator as the UTF-8 bytes of its text (a hex challenge a
 * client encodes with TextEncoder: clientDataJSON then carries the base64url of those bytes).
 */
export async function verifyAssertion(
  a: Assertion,
  expectedChallenge: string,
  stored: StoredPasskey,
  rp: RelyingParty,
  challengeAsText = false,
): Promise<{ ok: true; counter: number } | { ok: false; reason: string }> {
  const asText = Buffer.from(expectedChallenge, "utf8").toString("base64url");
  if (a.credentialId !== stored.credentialId) return { ok: false, reason: "the assertion is for another credentialId" };
  try {
    const r = await verifyAuthenticationResponse({
      response: {
        id: a.credentialId,
        rawId: a.credentialId,
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: a.clientDataJson, authenticatorData: a.authenticatorData, signature: a.signature, userHandle: a.userHandle },
      },
      expectedChallenge: challengeAsText ? (c: string) => c === expectedChallenge || c === asText : expectedChallenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpId,
      credential: {
        id: stored.credentialId,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
    return r.verified ? { ok: true, counter: r.authenticationInfo.newCounter } : { ok: false, reason: "the assertion does not verify" };
  } catch (e) {
    return { ok: false, reason: `the assertion does not verify: ${(e as Error).message}` };
  }
}
