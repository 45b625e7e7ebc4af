/**
 * `model.ownership`: fast-check model-based tests of wallet ownership verification, with
 * signatures from the suite's own signers (viem, bitcoinjs-message, @noble/curves).
 */
import { adminClient, clockedReal } from "../../shared/clocked.js";
import fc from "fast-check";
import type { CheckDefinition } from "../../../runner/types.js";
import { checkProperty } from "../../../runner/property.js";
import { signers, walletSpecArb } from "../../../arbitraries/wallets.js";
import { skipUnlessImplemented } from "../../../checks/implemented.js";
import { individual } from "../../customers/bodies.js";
import type { OwnershipModel, OwnershipReal } from "./model.js";
import { CreateWallet } from "./commands/create-wallet.js";
import { StartChallenge } from "./commands/start-challenge.js";
import { Verify } from "./commands/verify.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { VerifyUnknown } from "./commands/verify-unknown.js";

export function ownershipCommands(): fc.Arbitrary<fc.AsyncCommand<OwnershipModel, OwnershipReal>>[] {
  const idx = fc.nat({ max: 3 });
  const owner = fc.constantFrom("platform" as const, "customer" as const);
  return [
    fc.tuple(walletSpecArb, owner).map(([w, o]) => new CreateWallet(w, o)),
    idx.map((i) => new StartChallenge(i)),
    idx.map((i) => new StartChallenge(i)),
    idx.map((i) => new StartChallenge(i)),
    fc.tuple(idx, fc.constantFrom("valid" as const, "wrongKey" as const, "wrongMessage" as const)).map(([i, m]) => new Verify(i, m)),
    fc.tuple(idx, fc.constantFrom("valid" as const, "wrongKey" as const, "wrongMessage" as const)).map(([i, m]) => new Verify(i, m)),
    fc.tuple(idx, fc.constant("valid" as const)).map(([i, m]) => new Verify(i, m)),
    fc.constantFrom(60, 16 * 60).map((x) => new AdvanceClock(x)),
    owner.map((o) => new VerifyUnknown(o)),
  ];
}

const NAME = "random wallet, challenge, verify and clock sequences";

export const ownershipModelCheck: CheckDefinition = {
  id: "model.ownership",
  area: "External Accounts",
  kind: "state-machine",
  rule: "Ownership verification: valid signature before expiresAt -> 200 ACTIVE; invalid or expired -> 400 and UNVERIFIED; no outstanding challenge -> 409; unknown account -> 404.",
  needs: ["admin", "clock"],
  async run(ctx) {
    try {
      await signers();
    } catch (e) {
      return ctx.skipCase(NAME, `the suite's independent signers (viem, bitcoinjs-message, @noble/curves) cannot be loaded: ${(e as Error).message}`);
    }
    const probe = await ctx.platform("regulated");
    if (!(await skipUnlessImplemented(ctx, probe, { method: "GET", path: "/platform/external-accounts" }, [NAME], "external accounts"))) return;
    await ctx.runCase(NAME, async (s) => {
      const commandsReplay = s.replayPath?.split("|")[1];
      const arb = fc.tuple(walletSpecArb, fc.commands(ownershipCommands(), { maxCommands: 14, ...(commandsReplay ? { replayPath: commandsReplay } : {}) }));
      await checkProperty(
        s,
        arb,
        async ([first, cmds]) => {
          const p = await ctx.platform("regulated", true);
          const client = s.clientFor(p);
          const c = await client.call("POST", "/customers", { body: individual() });
          s.expect(c.status === 201, "setup", `POST /customers answered ${c.status}`);
          const real: OwnershipReal = clockedReal(adminClient(ctx.adminUrl!, p), client, s);
          const model: OwnershipModel = { wallets: [], customerId: c.body.id, nowMs: 0 };
          const create = new CreateWallet(first, "platform");
          await create.run(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
        },
        { runs: Math.max(3, s.runs), describe: ([first, cmds]) => `${new CreateWallet(first, "platform")},${String(cmds)}` },
      );
    });
  },
};
