/**
 * `model.invitations`: fast-check model-based tests of UMA invitations on a fresh
 * regulated platform whose approved, funded customer invites: create (with and without an
 * amount, short and default lifetimes), claim (sandbox receiver, unknown receiver, the
 * inviter itself), cancel, and clock advances across `expiresAt`. A claim moves no money
 * (live): the inviter's balance never changes, and an amount beyond it is claimed all the
 * same. A fixed walk first touches every rule once; a closing walk (a case's first run)
 * tries the refusals of a creation, the inviter's UMA address taken by another customer, and
 * a platform without an UMA domain (the control API). model.ts predicts.
 */
import fc from "fast-check";
import { modelCheck, type ModelSetupEnv } from "../shared/model-check.js";
import type { ClockedReal } from "../shared/clocked.js";
import { InvitationRefusals } from "./commands/refusals.js";
import { NotConfigured } from "./commands/not-configured.js";
import { individual } from "../../builders/bodies.js";
import { approvedCustomer, fund, usdAccount } from "../../builders/setup.js";
import type { InvitationModel, InvitationReal, Invitee } from "./model.js";
import { CreateInvitation } from "./commands/create.js";
import { ClaimInvitation } from "./commands/claim.js";
import { CancelInvitation } from "./commands/cancel.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { describedRule as d, designedRule, liveRule, safety } from "../../contract/rule-spec.js";

type Cmd = fc.AsyncCommand<InvitationModel, InvitationReal>;
const FUNDS = 200_000;

export function invitationCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  return [
    fc
      .tuple(fc.constantFrom(0, 60, 600), fc.option(fc.integer({ min: 100, max: 5_000 }), { nil: undefined }))
      .map(([t, a]) => new CreateInvitation({ ttlSeconds: t, amount: a })),
    fc.tuple(idx, fc.constantFrom<Invitee>("success", "success", "unknown", "self")).map(([i, w]) => new ClaimInvitation(i, { invitee: w })),
    idx.map((i) => new CancelInvitation(i)),
    fc.constantFrom(30, 120, 700).map((s) => new AdvanceClock(s)),
  ];
}

/**
 * Every rule once: a claim of an invitation with an amount (refused to the inviter itself)
 * moving no money, claimed again and cancelled (both refused); an amount far beyond the
 * inviter's balance claimed all the same; a cancel then a claim and a second cancel refused;
 * an expiry; a claim by an address no receiver answers to, the server followed.
 */
const prefix = (): Cmd[] => [
  new CreateInvitation({ ttlSeconds: 60, amount: 1_000 }),
  new ClaimInvitation(0, { invitee: "self" }),
  new ClaimInvitation(0, { invitee: "success" }),
  new ClaimInvitation(0, { invitee: "success" }),
  new CancelInvitation(0),
  new CreateInvitation({ ttlSeconds: 600, amount: 50 * FUNDS }),
  new ClaimInvitation(1, { invitee: "success" }),
  new CancelInvitation(1),
  new CreateInvitation({ ttlSeconds: 60 }),
  new CancelInvitation(2),
  new ClaimInvitation(2, { invitee: "success" }),
  new CancelInvitation(2),
  new CreateInvitation({ ttlSeconds: 600, amount: 2_000 }),
  new ClaimInvitation(3, { invitee: "unknown" }),
  new CreateInvitation({ ttlSeconds: 60 }),
  new AdvanceClock(120),
  new ClaimInvitation(4, { invitee: "success" }),
  new CancelInvitation(4),
];

export const invitationModelCheck = modelCheck({
  id: "model.invitations",
  area: "Invitations",
  rule: "UMA invitations: PENDING -> CLAIMED / CANCELLED / EXPIRED (at expiresAt on the platform clock); claims and cancels of closed invitations answer INVITATION_ALREADY_CLAIMED, INVITATION_CANCELLED, INVITATION_EXPIRED; a claim moves no money, whatever amountToSend says and whatever the inviter holds.",
  rules: [
    d("setup", "The calls the model needs to get going are answered (an approved, funded inviter with an UMA address)."),
    liveRule(
      "invitations.lifecycle",
      "live: a claim moves a PENDING invitation to CLAIMED with the invitee's address, a cancel to CANCELLED; only a pending invitation is claimed or cancelled: a claim or cancel of a claimed, cancelled or expired invitation answers 400 (INVITATION_ALREADY_CLAIMED, INVITATION_CANCELLED, INVITATION_EXPIRED: the description's codes).",
    ),
    safety(
      liveRule(
        "invitations.no-payment",
        "live: claiming moves no money (amountToSend is for display; the inviter's platform sends it after INVITATION_CLAIMED): the inviter's balance is unchanged by claims, and an invitation whose amountToSend is beyond what the inviter holds is claimed all the same (200 CLAIMED).",
      ),
    ),
    designedRule(
      "invitations.self-claim",
      "Designed (the live claim documents a generic 400): the inviter claiming its own invitation answers 400 SELF_PAYMENT (a code the description lists) and the invitation stays PENDING.",
    ),
    liveRule("invitations.expiry", "A PENDING invitation reads EXPIRED once the platform clock passes expiresAt.", { waitSeconds: 60 }),
    designedRule(
      "invitations.refusal",
      "Designed (live: POST /invitations and its claim answer a generic 400): an inviter, or a claiming invitee, whose address is not an UMA address answers 400 INVALID_UMA_ADDRESS; an amountToSend below 1 400 INVALID_AMOUNT; nothing is created or claimed.",
    ),
    d(
      "customers.uma-address-exists",
      "A customer created with, or updated to, an UMA address another customer holds answers 409 UMA_ADDRESS_EXISTS (the description's 409 table: UMA address exists).",
    ),
    designedRule(
      "invitations.not-configured",
      "Designed (the description lists INVITATIONS_NOT_CONFIGURED; which configuration invitations need is ours): on a platform without an UMA domain POST /invitations answers 400 INVITATIONS_NOT_CONFIGURED.",
      { control: true },
    ),
  ],
  name: "random invitation create, claim, cancel and clock sequences",
  probe: { method: "GET", path: "/invitations/PROBE000", area: "invitations" },
  platform: "regulated",
  setup,
  commands: invitationCommands,
  maxCommands: 10,
  prefix,
  suffix: () => [new InvitationRefusals(), new NotConfigured()],
  runs: { min: 3, per: 4 },
});

async function setup(clocked: ClockedReal, env: ModelSetupEnv): Promise<{ model: InvitationModel; real: InvitationReal }> {
  const { control, platform } = env;
  // The control API's operator call (not every control API has it: 404 then).
  const removeUmaDomain = control
    ? async () => (await control.call("DELETE", "/_sim/config/uma-domain", "/_sim/config/uma-domain", { auth: platform })).status === 204
    : undefined;
  const real: InvitationReal = { ...clocked, removeUmaDomain };
  const { client, s } = real;
  const cfg = await client.call("GET", "/config");
  // An address of its own: a given platform is reused between runs, and an UMA address is taken once.
  const inviterUma = `$inviter.${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@${cfg.body?.umaDomain ?? "uma.example.com"}`;
  const inviter = await approvedCustomer(client, s, { ...individual(), umaAddress: inviterUma });
  const usd = await usdAccount(client, s, inviter.id);
  const available = await fund(client, s, usd.id, FUNDS);
  return { model: { inviterUma, accountId: usd.id, available, invitations: [] }, real };
}
