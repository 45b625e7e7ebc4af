/**
 * `model.ownership`: fast-check model-based tests of wallet ownership verification, with
 * signatures from the suite's own signers (EIP-191 and Ed25519 on @noble, bitcoinjs-message), and the
 * crypto withdrawal fee estimates of withdrawals to the model's wallets.
 */
import fc from "fast-check";
import type { CheckDefinition } from "../../../runner/types.js";
import { modelCheck } from "../../shared/model-check.js";
import { signers, walletSpecArb, type WalletSpec } from "../../../arbitraries/wallets.js";
import { individual } from "../../../builders/bodies.js";
import type { OwnershipModel, OwnershipReal } from "./model.js";
import { CreateWallet } from "./commands/create-wallet.js";
import { StartChallenge } from "./commands/start-challenge.js";
import { Verify } from "./commands/verify.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { VerifyUnknown } from "./commands/verify-unknown.js";
import { EstimateFee } from "./commands/estimate-fee.js";
import { ChallengeRefused } from "./commands/challenge-refused.js";
import { describedRule as d, designedRule, liveRule } from "../../../contract/rule-spec.js";

export function ownershipCommands(): fc.Arbitrary<fc.AsyncCommand<OwnershipModel, OwnershipReal>>[] {
  const idx = fc.nat({ max: 3 });
  const owner = fc.constantFrom("platform" as const, "customer" as const);
  return [
    fc.tuple(walletSpecArb, owner).map(([w, o]) => new CreateWallet({ spec: w, owner: o })),
    idx.map((i) => new StartChallenge(i)),
    idx.map((i) => new StartChallenge(i)),
    idx.map((i) => new StartChallenge(i)),
    fc.tuple(idx, fc.constantFrom("valid" as const, "wrongKey" as const, "wrongMessage" as const)).map(([i, m]) => new Verify(i, { mode: m })),
    fc.tuple(idx, fc.constantFrom("valid" as const, "wrongKey" as const, "wrongMessage" as const)).map(([i, m]) => new Verify(i, { mode: m })),
    fc.tuple(idx, fc.constant("valid" as const)).map(([i, m]) => new Verify(i, { mode: m })),
    fc.constantFrom(60, 16 * 60).map((x) => new AdvanceClock(x)),
    owner.map((o) => new VerifyUnknown(o)),
    fc.tuple(idx, fc.double({ min: 0, max: 1, noNaN: true })).map(([i, at]) => new EstimateFee(i, { at, refusals: false })),
  ];
}

async function setup(real: OwnershipReal): Promise<{ model: OwnershipModel; real: OwnershipReal }> {
  const { client, s } = real;
  const c = await client.call("POST", "/customers", { body: individual() });
  s.expect(c.status === 201, "setup", `POST /customers answered ${c.status}`);
  return { model: { wallets: [], customerId: c.body.id, nowMs: 0 }, real };
}

const NAME = "random wallet, challenge, verify and clock sequences";

const ownershipModel = modelCheck({
  id: "model.ownership",
  area: "External Accounts",
  rule: "Ownership verification: valid signature before expiresAt -> 200 ACTIVE; invalid or expired -> 400 and UNVERIFIED; no outstanding challenge -> 409; unknown account -> 404. Withdrawal fee estimates to the wallets are non-negative integers.",
  rules: [
    d("setup", "The calls the model needs to get going are answered (a customer)."),
    designedRule(
      "ownership.create",
      "A self-custody wallet account is created (201); an equivalent one answers 409 DUPLICATE_EXTERNAL_ACCOUNT (designed: when two wallets are equivalent is ours, spec/rules/external-account-equivalence.yaml).",
    ),
    designedRule("ownership.initial-status", "A FIRST_PARTY self-custody wallet starts PENDING_OWNERSHIP_VERIFICATION (the initial status is designed)."),
    liveRule("ownership.challenge", "Starting a WALLET_SIGNATURE challenge answers 201 with messageToSign and a future expiresAt (interface facts)."),
    designedRule(
      "ownership.challenge-status",
      "A new challenge on an UNVERIFIED account moves it back to PENDING_OWNERSHIP_VERIFICATION (next state: not shown).",
    ),
    d("ownership.valid-signature", "A valid signature over messageToSign before expiresAt -> 200, the account ACTIVE."),
    d("ownership.invalid-signature", "An invalid signature -> 400, the account UNVERIFIED."),
    d("ownership.expired-signature", "A signature after expiresAt -> 400, the account UNVERIFIED.", { waitSeconds: 15 * 60 }),
    d("ownership.no-challenge-409", "Verify with no outstanding WALLET_SIGNATURE challenge -> 409."),
    liveRule(
      "ownership.challenge-not-applicable",
      "live: POST .../challenge answers 409 when ownership verification is not applicable to the external account (not a self-custody crypto wallet, not FIRST_PARTY, or already verified); a refused challenge leaves the account as it was.",
    ),
    d("ownership.unknown-404", "Verify on an unknown account -> 404."),
    designedRule(
      "ownership.fee-estimate",
      "POST /crypto/estimate-withdrawal-fee for a wallet's asset, its network (spec/rules/fx-rates.yaml walletNetworks), its address and an amount answers 200 (the request is designed: the live one also names the crypto internal account withdrawn from).",
    ),
    liveRule(
      "ownership.fee-non-negative",
      "live: the EstimateCryptoWithdrawalFeeResponse gives networkFee (smallest unit of networkFeeAsset, the network's asset), applicationFee and totalFee (smallest unit of the withdrawal currency) as integers; a fee is charged, never paid out (no amount created): none is negative.",
    ),
    designedRule(
      "ownership.fee-refusal",
      "The estimate above the withdrawal currency's single-transaction maximum answers 400 TRANSACTION_SIZE_LIMIT_EXCEEDED (the description's code for that maximum; the maximum is designed), without an amount 400 INVALID_INPUT (the live request requires it), on a network the asset is not withdrawn on 400 INVALID_CURRENCY (designed).",
    ),
  ],
  name: NAME,
  probe: { method: "GET", path: "/platform/external-accounts", area: "external accounts" },
  platform: "regulated",
  setup,
  commands: ownershipCommands,
  maxCommands: 14,
  // Every run starts with one platform wallet.
  lead: (): fc.Arbitrary<WalletSpec> => walletSpecArb,
  // Every row of the verify rules once: no challenge, an invalid signature, a valid one, an unknown account.
  prefix: (first) => [
    new CreateWallet({ spec: first, owner: "platform" }),
    // The fee of a withdrawal to it, and two estimates refused.
    new EstimateFee(0, { at: 0.01, refusals: true }),
    new Verify(0, { mode: "valid" }),
    new StartChallenge(0),
    new Verify(0, { mode: "wrongKey" }),
    new StartChallenge(0),
    new Verify(0, { mode: "valid" }),
    new VerifyUnknown("platform"),
    // Challenges where verification does not apply: a THIRD_PARTY wallet, the wallet just verified.
    new ChallengeRefused({ spec: first, owner: "platform" }),
    new ChallengeRefused({ spec: first, owner: "customer" }),
    // A signature after expiresAt (the platform clock moved past it; on the real clock, named as skipped).
    new CreateWallet({ spec: first, owner: "customer" }),
    new StartChallenge(1),
    new AdvanceClock(16 * 60),
    new Verify(1, { mode: "valid" }),
  ],
  runs: { min: 3, per: 1 },
  unsalted: true,
  size: "small",
});

export const ownershipModelCheck: CheckDefinition = {
  ...ownershipModel,
  async run(ctx) {
    try {
      await signers();
    } catch (e) {
      return ctx.skipCase(NAME, `the suite's independent signers (EIP-191 and Ed25519 on @noble, bitcoinjs-message) cannot be loaded: ${(e as Error).message}`);
    }
    await ownershipModel.run(ctx);
  },
};
