/**
 * Passkeys on the wallet: one registered through the signed retry (a software authenticator's
 * `none` attestation for the contract's designed relying party, spec/rules/wallet-auth.yaml;
 * a target with a relying party of its own refuses it, and the step is named) and signed in
 * with (one call with the challenge's requestId; a compressed client key holds the session
 * key, an uncompressed one gets it sealed); the same
 * WebAuthn credentialId again is refused (400 PASSKEY_CREDENTIAL_ALREADY_EXISTS), and a
 * second passkey of the customer too (409 PASSKEY_ALREADY_ENROLLED: one per customer).
 */
import type fc from "fast-check";
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { CallResult } from "../../../client/client.js";
import { decryptCredentialBundle, getPublicKey } from "@turnkey/crypto";
import { call, enc, liveSessions, newKey, signedCall, type KeyPair, type WalletModel, type WalletReal } from "../model.js";
import { newChallenge, SoftwareAuthenticator, textChallenge } from "../authenticator.js";

const RULE = "wallet-auth.passkey-limits";
const SIGN_IN = "wallet-auth.passkey-sign-in";
const SEALED = "wallet-auth.sealed-session";

export class Passkeys implements fc.AsyncCommand<WalletModel, WalletReal> {
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0;
  }
  async run(m: WalletModel, r: WalletReal) {
    const { rpId, origins } = walletAuthRules().passkey;
    const body = (auth: SoftwareAuthenticator, nickname: string) => {
      const challenge = newChallenge();
      return { type: "PASSKEY", accountId: m.accountId, nickname, challenge, attestation: auth.attest(challenge, rpId, origins[0]) };
    };
    const first = new SoftwareAuthenticator();
    const { first: leg, res } = await signedCall(r, "POST", "/auth/credentials", body(first, "Conformance passkey"), liveSessions(m)[0].key);
    if (res?.status !== 201) {
      r.s.skipStep(
        String(this),
        `registering a passkey for the designed relying party ${rpId} (${origins[0]}) answered ${answered(leg)}${res ? ` then ${answered(res)}` : ""}: the target verifies passkeys against a relying party of its own`,
      );
      return;
    }
    await signIn(m, r, res.body.id as string, first, rpId, origins[0]);
    const again = await refusal(m, r, body(first, "Same passkey"));
    expectAnswer(r.s, again, RULE, "a passkey whose WebAuthn credentialId is already registered", 400, "PASSKEY_CREDENTIAL_ALREADY_EXISTS");
    const second = await refusal(m, r, body(new SoftwareAuthenticator(), "Second passkey"));
    expectAnswer(r.s, second, RULE, "a second passkey of a customer with one", 409, "PASSKEY_ALREADY_ENROLLED");
  }
  toString() {
    return "passkeys(one registered and signed in with, the same id again, a second one)";
  }
}

/**
 * Sign in with the passkey, twice: the challenge for a compressed client key, then its verify
 * in one call with the challenge's requestId in Request-Id (first without it: 401); the session
 * carries no key material and the client's own key signs a privacy PATCH (live). Then the
 * challenge for an uncompressed key: the verify seals the session signing key to it
 * (encryptedSessionSigningKey), and the key it holds signs (the description's sealed flow).
 */
async function signIn(m: WalletModel, r: WalletReal, credentialId: string, auth: SoftwareAuthenticator, rpId: string, origin: string): Promise<void> {
  const path = `/auth/credentials/${enc(credentialId)}`;
  const challenge = async (clientPublicKey: string, rule: string) => {
    const ch = await call(r, "POST", `${path}/challenge`, { body: { clientPublicKey } });
    const ok = ch.status === 200 && typeof ch.body?.challenge === "string" && typeof ch.body?.requestId === "string";
    r.s.expect(ok, rule, `a PASSKEY challenge answered ${answered(ch)}; expected 200 with challenge and requestId`, 200, answered(ch));
    return ok ? { challenge: ch.body.challenge as string, requestId: ch.body.requestId as string } : undefined;
  };
  const verify = (c: { challenge: string }, headers: Record<string, string>) =>
    call(r, "POST", `${path}/verify`, { body: { type: "PASSKEY", assertion: auth.assert(textChallenge(c.challenge), rpId, origin) }, headers });
  const held = newKey();
  const c1 = await challenge(held.publicKey, SIGN_IN);
  if (!c1) return;
  const bare = await verify(c1, {});
  r.s.expect(bare.status === 401, SIGN_IN, `a PASSKEY verify without Request-Id answered ${answered(bare)}; expected 401`, 401, answered(bare));
  const ok = await verify(c1, { "Request-Id": c1.requestId });
  r.s.expect(
    ok.status === 200 && typeof ok.body?.id === "string" && ok.body?.encryptedSessionSigningKey === undefined,
    SIGN_IN,
    `a PASSKEY verify with the challenge's requestId, for a compressed client key, answered ${answered(ok)}${ok.body?.encryptedSessionSigningKey ? " with encryptedSessionSigningKey" : ""}; expected 200 with the session and no key material`,
    "200, no key material",
    answered(ok),
  );
  if (ok.status === 200) await signsPatch(m, r, held, SIGN_IN, "the client's own compressed key");
  const legacy = newKey();
  const c2 = await challenge(legacy.publicKeyUncompressed, SEALED);
  if (!c2) return;
  const sealed = await verify(c2, { "Request-Id": c2.requestId });
  const bundle: unknown = sealed.body?.encryptedSessionSigningKey;
  r.s.expect(
    sealed.status === 200 && typeof bundle === "string",
    SEALED,
    `a PASSKEY verify for an uncompressed client key answered ${answered(sealed)}${typeof bundle === "string" ? "" : " without encryptedSessionSigningKey"}; expected 200 with the sealed session key`,
    "200 with encryptedSessionSigningKey",
    answered(sealed),
  );
  if (sealed.status !== 200 || typeof bundle !== "string") return;
  let privateKey: string;
  try {
    privateKey = decryptCredentialBundle(bundle, legacy.privateKey);
  } catch (e) {
    r.s.expect(false, SEALED, `encryptedSessionSigningKey does not open with the client's private key: ${(e as Error).message}`, "opens", "does not open");
    return;
  }
  await signsPatch(m, r, { privateKey, publicKey: Buffer.from(getPublicKey(privateKey, true)).toString("hex") }, SEALED, "the sealed session key");
}

/** A privacy PATCH signed with `key`: 200 with the new value. */
async function signsPatch(m: WalletModel, r: WalletReal, key: { publicKey: string; privateKey: string }, rule: string, what: string): Promise<void> {
  const { first, res } = await signedCall(r, "PATCH", `/internal-accounts/${enc(m.accountId)}`, { privateEnabled: !m.privateEnabled }, key as KeyPair);
  r.s.expect(
    res?.status === 200 && res.body?.privateEnabled === !m.privateEnabled,
    rule,
    `a privacy PATCH signed by ${what} answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202 then 200`,
    "202 then 200",
    `${first.status} then ${res ? answered(res) : "(no retry)"}`,
  );
  if (res?.status === 200) m.privateEnabled = !m.privateEnabled;
}

/** A registration expected to be refused: its first answer, or (a target that asks for the signature first) the signed retry's. */
async function refusal(m: WalletModel, r: WalletReal, body: unknown): Promise<CallResult> {
  const { first, res } = await signedCall(r, "POST", "/auth/credentials", body, liveSessions(m)[0].key);
  return res ?? first;
}
