/**
 * The customer-verification model as fast-check model-based tests: random sequences of
 * creation (individual or business, random magic suffix, on unregulated, regulated,
 * skip-paperwork and contact-verifying platforms), patches, document uploads,
 * beneficial owners, submissions, contact verification and kyc-link; the model
 * predicts every status, verification status, error entry, final-state 400 and 409.
 * Counterexamples shrink to a minimal sequence.
 */
import fc from "fast-check";
import type { CheckContext, CheckDefinition, Scenario } from "../../runner/types.js";
import { checkProperty } from "../../runner/property.js";
import { INDIVIDUAL_GAPS, kycRules, type CustomerModel, type CustomerReal, type PlatformKind } from "./model.js";
import { CreateIndividual } from "./commands/create-individual.js";
import { CreateBusiness } from "./commands/create-business.js";
import { UploadPassport } from "./commands/upload-passport.js";
import { CompleteIndividual } from "./commands/complete-individual.js";
import { Rename } from "./commands/rename.js";
import { Submit } from "./commands/submit.js";
import { AddOwner } from "./commands/add-owner.js";
import { UploadBusinessDocuments } from "./commands/upload-business-documents.js";
import { VerifyContact } from "./commands/verify-contact.js";
import { KycLink } from "./commands/kyc-link.js";
import { OnboardIndividual, OnboardBusiness } from "./commands/onboard.js";
import { ListCustomers } from "./commands/list-customers.js";
import type { Json } from "../../client/json.js";

/** Every row of a suffix table (spec/rules/sandbox-kyc.yaml), and `other`, which matches none (the default row). */
function suffixesOf(outcomes: Record<string, unknown>, other: string): string[] {
  if (other in outcomes) throw new Error(`suffix ${other} is a row of the table; pick one that matches none`);
  return [...Object.keys(outcomes), other];
}
const KYC_SUFFIXES = suffixesOf(kycRules().individual.outcomes, "999");
const KYB_SUFFIXES = suffixesOf(kycRules().business.outcomes, "777");
const OWNER_SUFFIXES = suffixesOf(kycRules().beneficialOwner.outcomes, "555");

export function customerCommands(): fc.Arbitrary<fc.AsyncCommand<CustomerModel, CustomerReal>>[] {
  const idx = fc.nat({ max: 5 });
  return [
    fc
      .record({
        suffix: fc.constantFrom(...KYC_SUFFIXES),
        gaps: fc.subarray([...INDIVIDUAL_GAPS], { maxLength: 2 }),
        single: fc.boolean(),
        hold: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
        phone: fc.boolean(),
      })
      .map((r) => new CreateIndividual({ suffix: r.suffix, gaps: r.gaps, singleWordName: r.single, hold: r.hold, withPhone: r.phone })),
    fc.tuple(fc.constantFrom(...KYB_SUFFIXES), fc.boolean()).map(([s, p]) => new CreateBusiness({ suffix: s, withPhone: p })),
    idx.map((i) => new UploadPassport(i)),
    idx.map((i) => new CompleteIndividual(i)),
    fc.tuple(idx, fc.constantFrom(...KYC_SUFFIXES)).map(([i, s]) => new Rename(i, { newSuffix: s })),
    idx.map((i) => new Submit(i)),
    idx.map((i) => new Submit(i)),
    fc.tuple(idx, fc.constantFrom(...OWNER_SUFFIXES)).map(([i, s]) => new AddOwner(i, { lastSuffix: s })),
    idx.map((i) => new UploadBusinessDocuments(i)),
    fc.tuple(idx, fc.constantFrom("email" as const, "phone" as const), fc.boolean()).map(([i, ch, ok]) => new VerifyContact(i, { channel: ch, rightCode: ok })),
    idx.map((i) => new KycLink(i)),
    fc.tuple(fc.constantFrom(...KYC_SUFFIXES), fc.integer({ min: 0, max: 4 })).map(([sfx, h]) => new OnboardIndividual({ suffix: sfx, hold: h === 0 })),
    fc.tuple(fc.constantFrom(...KYC_SUFFIXES), fc.constant(false)).map(([sfx, h]) => new OnboardIndividual({ suffix: sfx, hold: h })),
    fc.tuple(fc.constantFrom(...KYB_SUFFIXES), fc.constantFrom(...OWNER_SUFFIXES)).map(([sfx, o]) => new OnboardBusiness({ suffix: sfx, ownerSuffix: o })),
    fc.constant(new ListCustomers()),
  ];
}

/**
 * Every row of the description's suffix tables once, whatever the depth: onboard each KYC
 * and KYB suffix (and the HOLD trigger), submit each again (final states answer 400),
 * rename each, list.
 */
export function tableWalk(): fc.AsyncCommand<CustomerModel, CustomerReal>[] {
  const cmds: fc.AsyncCommand<CustomerModel, CustomerReal>[] = [];
  for (const sfx of KYC_SUFFIXES) cmds.push(new OnboardIndividual({ suffix: sfx, hold: false }));
  cmds.push(new OnboardIndividual({ suffix: "999", hold: true }));
  for (let i = 0; i < 5; i++) cmds.push(new Submit(i), new Rename(i, { newSuffix: KYC_SUFFIXES[(i + 1) % KYC_SUFFIXES.length] }));
  cmds.push(new ListCustomers());
  return cmds;
}

export function businessTableWalk(): fc.AsyncCommand<CustomerModel, CustomerReal>[] {
  const cmds: fc.AsyncCommand<CustomerModel, CustomerReal>[] = [];
  KYB_SUFFIXES.forEach((sfx, i) => cmds.push(new OnboardBusiness({ suffix: sfx, ownerSuffix: OWNER_SUFFIXES[i % OWNER_SUFFIXES.length] })));
  for (let i = 0; i < 4; i++) cmds.push(new Submit(i));
  cmds.push(new ListCustomers());
  return cmds;
}

const KINDS: PlatformKind[] = ["unregulated", "regulated", "skipPaperwork", "contactEmailPhone"];

/** A fresh model and real system on a platform of `kind` (fresh when the target has an admin API). */
async function setup(ctx: CheckContext, kind: PlatformKind, s: Scenario): Promise<{ model: CustomerModel; real: CustomerReal }> {
  const client = s.clientFor(await ctx.platform(kind, !!ctx.adminUrl));
  const cfg = await client.call("GET", "/config");
  const providerRequired = new Set<string>((cfg.body?.supportedCurrencies ?? []).flatMap((c: Json) => c.providerRequiredCustomerFields ?? []));
  return { model: { kind, rules: kycRules(), providerRequired, customers: [] }, real: { client, s } };
}

export const customerModelCheck: CheckDefinition = {
  id: "model.customer-verification",
  area: "KYC/KYB Verifications",
  kind: "state-machine",
  rule: "kycStatus/kybStatus, verificationStatus, error entries, final-state 400s and contact/kyc-link 409s follow the description's customer verification tables.",
  async run(ctx) {
    for (const kind of KINDS) {
      const name = `random command sequences on a ${kind} platform`;
      if (!ctx.hasPlatform(kind)) {
        ctx.skipCase(name, `no ${kind} platform on this target (give --admin, or --platform-kind ${kind} for the given credentials)`);
        continue;
      }
      await ctx.runCase(`every suffix of the tables on a ${kind} platform`, async (s) => {
        for (const walk of [tableWalk(), businessTableWalk()]) {
          const run = await setup(ctx, kind, s);
          await fc.asyncModelRun(() => run, walk);
        }
      });
      await ctx.runCase(name, async (s) => {
        const commandsReplay = s.replayPath?.split("|")[1];
        const arb = fc.commands(customerCommands(), { maxCommands: 14, ...(commandsReplay ? { replayPath: commandsReplay } : {}) });
        await checkProperty(
          s,
          arb,
          async (cmds) => {
            const run = await setup(ctx, kind, s);
            await fc.asyncModelRun(() => run, cmds);
          },
          { runs: Math.max(2, Math.ceil(s.runs / 2)), describe: (cmds) => String(cmds), salt: kind },
        );
      });
    }
  },
};

export const customerModelChecks: CheckDefinition[] = [customerModelCheck];
