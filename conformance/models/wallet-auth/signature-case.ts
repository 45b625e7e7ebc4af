/**
 * The plain case of model.wallet-auth: every signature failure the description documents for
 * the signed operations (Authentication 3-4), tried once per check on each signed operation
 * the model reaches (verify, adding and revoking a credential, refresh, delegated-key
 * creation, export, session revocation; the privacy PATCH has its own defects in the model),
 * each on one prepared 202 before its good retry, and the execution of quotes from the wallet
 * (by the platform and the customer's agent); every kind of signed request left in flight
 * while the credential set changes (signed by EMAIL_OTP and SMS_OTP sessions); another
 * customer's credentials on the wallet's email and phone; passkeys (a credentialId again, a
 * second passkey); then retries signed by the revoked session and two revocations racing. The model's commands run the walk, with their failure loops
 * on; the model's runs leave them off.
 */
import type { CheckContext } from "../../runner/types.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { clockedReal } from "../shared/clocked.js";
import { guarded } from "../shared/model-check.js";
import type { WalletModel, WalletReal } from "./model.js";
import type fc from "fast-check";
import { setup } from "./setup.js";
import { OpenSession } from "./commands/open-session.js";
import { RefreshSession } from "./commands/refresh-session.js";
import { CreateDelegatedKey } from "./commands/create-delegated-key.js";
import { ExportWallet } from "./commands/export-wallet.js";
import { RevokeCredential } from "./commands/revoke-credential.js";
import { RevokeSession } from "./commands/revoke-session.js";
import { RevokeDelegatedKey } from "./commands/revoke-delegated-key.js";
import { RevokedSigner } from "./commands/revoked-signer.js";
import { RacingRevocations } from "./commands/racing-revocations.js";
import { SignedExecution } from "./commands/signed-execution.js";
import { StaleBatch } from "./commands/stale-batch.js";
import { TakenIdentifiers } from "./commands/taken-identifiers.js";
import { Passkeys } from "./commands/passkeys.js";

export const SIGNATURE_CASE = "every signature failure on each signed wallet operation";

const walk = (): fc.AsyncCommand<WalletModel, WalletReal>[] => [
  new OpenSession(false, true),
  new RefreshSession(0, { defects: true }),
  new CreateDelegatedKey(true),
  new ExportWallet({ foreign: false, defects: true }),
  new RevokeCredential(true),
  new RevokeSession(1, true),
  new RevokeDelegatedKey(0),
  new SignedExecution(),
  new StaleBatch(),
  new TakenIdentifiers(),
  new Passkeys(),
  new RevokedSigner(),
  new RacingRevocations(),
];

export async function signatureFailuresCase(ctx: CheckContext, probe: { method: string; path: string; area: string }): Promise<void> {
  if (!ctx.hasPlatform("regulated")) return ctx.skipCase(SIGNATURE_CASE, ctx.missingPlatform("regulated"));
  const first = await ctx.platform("regulated");
  if (!(await skipUnlessImplemented(ctx, first, probe, [SIGNATURE_CASE], probe.area))) return;
  await ctx.runCase(SIGNATURE_CASE, async (s) => {
    const p = await ctx.platform("regulated", true);
    const { model, real } = await setup(clockedReal(ctx.timeFor(p), s.clientFor(p), s));
    for (const c of walk()) {
      if (!c.check(model)) {
        s.skipStep(String(c), "the walk's earlier steps did not leave what it needs");
        continue;
      }
      await guarded(c, s, !!ctx.control, false).run(model, real);
    }
  });
}
