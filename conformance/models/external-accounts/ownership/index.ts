/**
 * `model.ownership`: fast-check model-based tests of wallet ownership verification, with
 * signatures from the suite's own signers (viem, bitcoinjs-message, @noble/curves).
 */
import fc from "fast-check";
import type { CheckDefinition } from "../../../runner/types.js";
import { modelCheck } from "../../shared/model-check.js";
import { signers, walletSpecArb, type WalletSpec } from "../../../arbitraries/wallets.js";
import { individual } from "../../../fixtures/bodies.js";
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
    fc.tuple(walletSpecArb, owner).map(([w, o]) => new CreateWallet({ spec: w, owner: o })),
    idx.map((i) => new StartChallenge(i)),
    idx.map((i) => new StartChallenge(i)),
    idx.map((i) => new StartChallenge(i)),
    fc.tuple(idx, fc.constantFrom("valid" as const, "wrongKey" as const, "wrongMessage" as const)).map(([i, m]) => new Verify(i, { mode: m })),
    fc.tuple(idx, fc.constantFrom("valid" as const, "wrongKey" as const, "wrongMessage" as const)).map(([i, m]) => new Verify(i, { mode: m })),
    fc.tuple(idx, fc.constant("valid" as const)).map(([i, m]) => new Verify(i, { mode: m })),
    fc.constantFrom(60, 16 * 60).map((x) => new AdvanceClock(x)),
    owner.map((o) => new VerifyUnknown(o)),
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
  rule: "Ownership verification: valid signature before expiresAt -> 200 ACTIVE; invalid or expired -> 400 and UNVERIFIED; no outstanding challenge -> 409; unknown account -> 404.",
  needs: ["admin", "clock"],
  name: NAME,
  probe: { method: "GET", path: "/platform/external-accounts", area: "external accounts" },
  platform: "regulated",
  setup,
  commands: ownershipCommands,
  maxCommands: 14,
  // Every run starts with one platform wallet.
  lead: (): fc.Arbitrary<WalletSpec> => walletSpecArb,
  prefix: (first) => [new CreateWallet({ spec: first, owner: "platform" })],
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
      return ctx.skipCase(NAME, `the suite's independent signers (viem, bitcoinjs-message, @noble/curves) cannot be loaded: ${(e as Error).message}`);
    }
    await ownershipModel.run(ctx);
  },
};
