/**
 * `model.wallet-auth`: fast-check model-based tests of an embedded wallet on a fresh
 * regulated platform: OTP verification (right and wrong codes), signed PATCHes with every
 * defect of the signed-retry protocol (missing, malformed, mismatched, replayed, expired,
 * foreign signatures), sessions revoked and expiring on the platform clock, and
 * credential-set changes between the 202 and the retry, and the one-per-account credential limits. Each run starts with a walk that
 * exercises every defect once, then random commands. model.ts predicts.
 */
import fc from "fast-check";
import { modelCheck } from "../shared/model-check.js";
import { individual } from "../../builders/bodies.js";
import { approvedCustomer } from "../../builders/setup.js";
import { verifyWith, type WalletModel, type WalletReal } from "./model.js";
import { OpenSession } from "./commands/open-session.js";
import { DEFECTS, SignedPatch } from "./commands/signed-patch.js";
import { RevokeSession } from "./commands/revoke-session.js";
import { StaleRequest } from "./commands/stale-request.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { DuplicateCredential } from "./commands/duplicate-credential.js";
import { describedRule as d, designedRule } from "../../contract/rule-spec.js";

type Cmd = fc.AsyncCommand<WalletModel, WalletReal>;

export function walletCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 5 });
  return [
    fc.boolean().map((w) => new OpenSession(w)),
    fc.tuple(idx, fc.constantFrom(...DEFECTS)).map(([i, d]) => new SignedPatch(i, { defect: d })),
    fc.tuple(idx, fc.constant("none" as const)).map(([i, d]) => new SignedPatch(i, { defect: d })),
    idx.map((i) => new RevokeSession(i)),
    fc.constant(new StaleRequest()),
    fc.constantFrom("EMAIL_OTP" as const, "SMS_OTP" as const).map((t) => new DuplicateCredential(t)),
    fc.constantFrom(30, 240, 600).map((s) => new AdvanceClock(s)),
  ];
}

/** Every defect once, a revocation, a credential-set change, an expiry. */
function prefix(): Cmd[] {
  return [
    new OpenSession(true),
    ...DEFECTS.map((d) => new SignedPatch(0, { defect: d })),
    new OpenSession(false),
    new StaleRequest(),
    new DuplicateCredential("EMAIL_OTP"),
    new DuplicateCredential("SMS_OTP"),
    new RevokeSession(0),
    new SignedPatch(0, { defect: "none" }),
    new AdvanceClock(905),
    new SignedPatch(1, { defect: "none" }),
  ];
}

export const walletAuthModelCheck = modelCheck({
  id: "model.wallet-auth",
  area: "Embedded Wallet Auth",
  rule: "Embedded-wallet actions need a wallet signature (description, Authentication 3-4): 202 payloadToSign + requestId, the retry signed with a live session key over the exact payload; every missing, malformed, mismatched, replayed or expired signature refused with its code; sessions expire on the platform clock; a changed credential set refuses older requests; OTP sandbox code 000000.",
  rules: [
    d("setup", "The calls the model needs to get going are answered (an approved customer's internal account on a regulated platform)."),
    d(
      "wallet-auth.otp",
      "The sandbox OTP code 000000, HPKE-encrypted, verifies: 202 payloadToSign + requestId, then the signed retry opens a session; another code answers 401 UNAUTHORIZED.",
    ),
    d(
      "wallet-auth.signed-retry",
      "Embedded-wallet actions: 202 payloadToSign + requestId, the retry signed over the exact payload acts once; a missing, malformed, mismatched or invalid signature is 401 with its code (Authentication 3-4).",
    ),
    designedRule(
      "wallet-auth.signed-retry-designed",
      "An unknown or expired request id answers 404 REQUEST_NOT_FOUND, a replayed one 409 CONFLICT, an expired or revoked session 401 UNAUTHORIZED (designed rows of the signed-retry table).",
    ),
    designedRule(
      "wallet-auth.session-lifetime",
      "Sessions last the designed 900 s of platform time and are listed while live; a revoked session is gone at once.",
      { waitSeconds: 905 },
    ),
    d("wallet-auth.credential-set", "A signed request issued before the wallet's credential set changed answers 409 *_CREDENTIAL_SET_CHANGED."),
    d("wallet-auth.credential-limits", "One EMAIL_OTP and one SMS_OTP per internal account: a second answers its *_CREDENTIAL_ALREADY_EXISTS code."),
  ],
  name: "random OTP verifications, signed PATCHes with protocol defects, revocations, credential changes and clock moves",
  probe: { method: "GET", path: "/auth/sessions?accountId=none", area: "embedded-wallet auth" },
  platform: "regulated",
  setup,
  commands: walletCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 2, per: 8 },
});

async function setup(real: WalletReal): Promise<{ model: WalletModel; real: WalletReal }> {
  const { client, s } = real;
  const c = await approvedCustomer(client, s, {
    ...individual(),
    email: `wallet.${Date.now()}.${Math.floor(Math.random() * 1e9)}@example.com`,
    phoneNumber: `+1415${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
  });
  const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId: c.id, limit: 100 } });
  const account = (l.body?.data ?? [])[0];
  s.expect(account, "setup", "an approved customer has no internal account");
  const reg = await client.call("POST", "/auth/credentials", { body: { type: "EMAIL_OTP", accountId: account.id } });
  s.expect(
    reg.status === 201,
    "wallet-auth.otp",
    `the first EMAIL_OTP credential of an account answered ${reg.status} ${reg.body?.code ?? ""}; expected 201 (no signature needed)`,
    201,
    reg.status,
  );
  const model: WalletModel = { accountId: account.id, emailCredentialId: reg.body?.id, sessions: [], privateEnabled: false, nowMs: await real.now() };
  if (reg.status === 201) await verifyWith(model, real, reg.body.otpEncryptionTargetBundle);
  return { model, real };
}
