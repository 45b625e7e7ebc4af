/**
 * `model.invitations`: fast-check model-based tests of UMA invitations on a fresh
 * regulated platform whose approved, funded customer invites: create (with and without an
 * amount, short and default lifetimes), claim (sandbox receiver, unknown receiver, the
 * inviter itself), cancel, and clock advances across `expiresAt`. A fixed walk first
 * touches every rule once. model.ts predicts.
 */
import fc from "fast-check";
import type { CheckDefinition, PlatformHandle, Scenario } from "../../runner/types.js";
import { adminClient, clockedReal } from "../shared/clocked.js";
import { checkModel } from "../../runner/property.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { individual } from "../customers/bodies.js";
import type { InvitationModel, InvitationReal, Invitee } from "./model.js";
import { CreateInvitation } from "./commands/create.js";
import { ClaimInvitation } from "./commands/claim.js";
import { CancelInvitation } from "./commands/cancel.js";
import { AdvanceClock } from "./commands/advance-clock.js";

type Cmd = fc.AsyncCommand<InvitationModel, InvitationReal>;
const FUNDS = 200_000;

export function invitationCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  return [
    fc.tuple(fc.constantFrom(0, 60, 600), fc.option(fc.integer({ min: 100, max: 5_000 }), { nil: undefined })).map(([t, a]) => new CreateInvitation(t, a)),
    fc.tuple(idx, fc.constantFrom<Invitee>("success", "success", "unknown", "self")).map(([i, w]) => new ClaimInvitation(i, w)),
    idx.map((i) => new CancelInvitation(i)),
    fc.constantFrom(30, 120, 700).map((s) => new AdvanceClock(s)),
  ];
}

const prefix = (): Cmd[] => [
  new CreateInvitation(60, 1_000),
  new ClaimInvitation(0, "self"),
  new ClaimInvitation(0, "unknown"),
  new ClaimInvitation(0, "success"),
  new ClaimInvitation(0, "success"),
  new CancelInvitation(0),
  new CreateInvitation(60),
  new CancelInvitation(1),
  new ClaimInvitation(1, "success"),
  new CreateInvitation(60),
  new AdvanceClock(120),
  new ClaimInvitation(2, "success"),
  new CancelInvitation(2),
];

const NAME = "random invitation create, claim, cancel and clock sequences";

export const invitationModelCheck: CheckDefinition = {
  id: "model.invitations",
  area: "Invitations",
  kind: "state-machine",
  rule: "UMA invitations: PENDING -> CLAIMED / CANCELLED / EXPIRED (at expiresAt on the platform clock); claims and cancels of closed invitations answer INVITATION_ALREADY_CLAIMED, INVITATION_CANCELLED, INVITATION_EXPIRED; a claim with an amount pays exactly that amount from the inviter.",
  needs: ["admin", "clock"],
  async run(ctx) {
    const probe = await ctx.platform("regulated");
    if (!(await skipUnlessImplemented(ctx, probe, { method: "GET", path: "/invitations/PROBE000" }, [NAME], "invitations"))) return;
    await ctx.runCase(NAME, async (s) => {
      await checkModel(s, {
        commands: invitationCommands(),
        maxCommands: 10,
        setup: async () => setup(ctx.adminUrl!, await ctx.platform("regulated", true), s),
        prefix,
        runs: Math.max(3, Math.ceil(s.runs / 4)),
        salt: "model.invitations",
      });
    });
  },
};

async function setup(adminUrl: string, p: PlatformHandle, s: Scenario): Promise<{ model: InvitationModel; real: InvitationReal }> {
  const client = s.clientFor(p);
  const real: InvitationReal = clockedReal(adminClient(adminUrl, p), client, s);
  const cfg = await client.call("GET", "/config");
  const inviterUma = `$inviter@${cfg.body?.umaDomain ?? "uma.example.com"}`;
  const c = await client.call("POST", "/customers", { body: { ...individual(), umaAddress: inviterUma } });
  s.expect(
    c.status === 201 && c.body.kycStatus === "APPROVED",
    "setup",
    `an approved customer could not be created on a regulated platform: ${c.status} ${c.body?.kycStatus ?? c.body?.code}`,
  );
  const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId: c.body.id, currency: "USD" } });
  const usd = l.body?.data?.[0];
  s.expect(usd, "setup", "an approved customer has no USD internal account");
  const f = await client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(usd.id)}/fund`, { body: { amount: FUNDS } });
  s.expect(f.status === 200, "setup", `funding the inviter answered ${f.status}`);
  return { model: { inviterUma, accountId: usd.id, available: f.body.balance.amount, invitations: [] }, real };
}
