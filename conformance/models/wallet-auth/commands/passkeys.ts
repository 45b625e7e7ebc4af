/**
 * Passkeys on the wallet: one registered through the signed retry (a software authenticator's
 * `none` attestation for the contract's designed relying party, spec/rules/wallet-auth.yaml;
 * a target with a relying party of its own refuses it, and the step is named); the same
 * WebAuthn credentialId again is refused (400 PASSKEY_CREDENTIAL_ALREADY_EXISTS), and a
 * second passkey of the customer too (409 PASSKEY_ALREADY_ENROLLED: one per customer).
 */
import type fc from "fast-check";
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { CallResult } from "../../../client/client.js";
import { liveSessions, signedCall, type WalletModel, type WalletReal } from "../model.js";
import { newChallenge, SoftwareAuthenticator } from "../authenticator.js";

const RULE = "wallet-auth.passkey-limits";

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
    const again = await refusal(m, r, body(first, "Same passkey"));
    expectAnswer(r.s, again, RULE, "a passkey whose WebAuthn credentialId is already registered", 400, "PASSKEY_CREDENTIAL_ALREADY_EXISTS");
    const second = await refusal(m, r, body(new SoftwareAuthenticator(), "Second passkey"));
    expectAnswer(r.s, second, RULE, "a second passkey of a customer with one", 409, "PASSKEY_ALREADY_ENROLLED");
  }
  toString() {
    return "passkeys(one registered, the same id again, a second one)";
  }
}

/** A registration expected to be refused: its first answer, or (a target that asks for the signature first) the signed retry's. */
async function refusal(m: WalletModel, r: WalletReal, body: unknown): Promise<CallResult> {
  const { first, res } = await signedCall(r, "POST", "/auth/credentials", body, liveSessions(m)[0].key);
  return res ?? first;
}
