/**
 * `model.wallet-auth`: fast-check model-based tests of an embedded wallet on a fresh
 * regulated platform: OTP verification (right and wrong codes), signed PATCHes with every
 * defect of the signed-retry protocol (missing, malformed, mismatched, replayed, expired,
 * foreign signatures), sessions refreshed, revoked and expiring on the platform clock,
 * credential-set changes between the 202 and the retry, the one-per-account credential
 * limits, credential revocation, delegated keys for a card the wallet funds, and the wallet's
 * export (by its own session, and refused to another wallet's). Each run starts with a walk
 * that exercises every defect once, then random commands. model.ts predicts. A plain case
 * tries every signature failure on each signed operation once (signature-case.ts).
 */
import fc from "fast-check";
import { modelCheck } from "../shared/model-check.js";
import type { CheckDefinition } from "../../runner/types.js";
import type { WalletModel, WalletReal } from "./model.js";
import { setup } from "./setup.js";
import { signatureFailuresCase } from "./signature-case.js";
import { OpenSession } from "./commands/open-session.js";
import { DEFECTS, SignedPatch } from "./commands/signed-patch.js";
import { RevokeSession } from "./commands/revoke-session.js";
import { STALE_TARGETS, StaleRequest } from "./commands/stale-request.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { DuplicateCredential } from "./commands/duplicate-credential.js";
import { RefreshSession } from "./commands/refresh-session.js";
import { CreateDelegatedKey } from "./commands/create-delegated-key.js";
import { RevokeDelegatedKey } from "./commands/revoke-delegated-key.js";
import { UnboundExecution } from "./commands/unbound-execution.js";
import { ExportWallet } from "./commands/export-wallet.js";
import { RevokeCredential } from "./commands/revoke-credential.js";
import { UnknownIds } from "./commands/unknown-ids.js";
import { walletAuthRules } from "./rules.js";

type Cmd = fc.AsyncCommand<WalletModel, WalletReal>;

export function walletCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 5 });
  return [
    fc.boolean().map((w) => new OpenSession(w)),
    fc.tuple(idx, fc.constantFrom(...DEFECTS)).map(([i, d]) => new SignedPatch(i, { defect: d })),
    fc.tuple(idx, fc.constant("none" as const)).map(([i, d]) => new SignedPatch(i, { defect: d })),
    idx.map((i) => new RevokeSession(i)),
    fc.constantFrom(...STALE_TARGETS).map((t) => new StaleRequest(t)),
    fc.constantFrom("EMAIL_OTP" as const, "SMS_OTP" as const).map((t) => new DuplicateCredential(t)),
    fc.constantFrom(30, 240, 600).map((s) => new AdvanceClock(s)),
    idx.map((i) => new RefreshSession(i, { defects: false })),
    fc.constant(new CreateDelegatedKey(false)),
    idx.map((i) => new RevokeDelegatedKey(i)),
    fc.boolean().map((foreign) => new ExportWallet({ foreign, defects: false })),
    fc.constant(new RevokeCredential(false)),
  ];
}

/**
 * Every defect once, a refresh, delegated keys created, refused and revoked, the export (by
 * its own session and another wallet's), a credential revoked, unknown ids, a quote whose
 * source became a wallet after it executed with a stamp but no Request-Id, credential-set
 * changes, a session revoked (then refused a refresh), an expiry.
 */
function prefix(): Cmd[] {
  return [
    new OpenSession(true),
    ...DEFECTS.map((d) => new SignedPatch(0, { defect: d })),
    new OpenSession(false),
    new StaleRequest(),
    new DuplicateCredential("EMAIL_OTP"),
    new DuplicateCredential("SMS_OTP"),
    new RefreshSession(0, { defects: false }),
    new SignedPatch(2, { defect: "none" }),
    new CreateDelegatedKey(false),
    new CreateDelegatedKey(false),
    new RevokeDelegatedKey(0),
    new CreateDelegatedKey(false),
    new ExportWallet({ foreign: false, defects: false }),
    new ExportWallet({ foreign: true, defects: false }),
    new RevokeCredential(false),
    new UnknownIds(),
    new UnboundExecution(),
    new RevokeDelegatedKey(0),
    ...STALE_TARGETS.filter((t) => t !== "patch").map((t) => new StaleRequest(t)),
    new RevokeSession(0),
    new RefreshSession(0, { defects: false }),
    new SignedPatch(0, { defect: "none" }),
    new AdvanceClock(905),
    new SignedPatch(1, { defect: "none" }),
    new RefreshSession(1, { defects: false }),
  ];
}

const probe = { method: "GET", path: "/auth/sessions?accountId=none", area: "embedded-wallet auth" };

const walletModel = modelCheck({
  id: "model.wallet-auth",
  area: "Embedded Wallet Auth",
  rule: "Embedded-wallet actions need a wallet signature (description, Authentication 3-4): 202 payloadToSign + requestId, the retry signed with a live session key over the exact payload; every missing, malformed, mismatched, replayed or expired signature refused with its code; sessions expire on the platform clock; a changed credential set refuses older requests; OTP sandbox code 000000.",
  rules: walletAuthRules,
  name: "random OTP verifications, signed PATCHes with protocol defects, revocations, credential changes and clock moves",
  probe,
  platform: "regulated",
  setup,
  commands: walletCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 2, per: 8 },
});

export const walletAuthModelCheck: CheckDefinition = {
  ...walletModel,
  async run(ctx) {
    await signatureFailuresCase(ctx, probe);
    await walletModel.run(ctx);
  },
};
