/**
 * The customer-verification model as fast-check model-based tests: random sequences of
 * creation (individual or business, random magic suffix, on unregulated, regulated,
 * skip-paperwork and contact-verifying platforms), patches, document uploads,
 * beneficial owners, submissions, contact verification and kyc-link; the model
 * predicts every status, verification status, error entry, final-state 400 and 409.
 * Counterexamples shrink to a minimal sequence. Once per run a records walk reuses a
 * platformCustomerId (409), replaces a flagged document, patches a beneficial owner and
 * follows a bulk CSV import to its end.
 */
import fc from "fast-check";
import type { CheckContext, CheckDefinition, Scenario } from "../../runner/types.js";
import { checkProperty } from "../../runner/property.js";
import { describedRule, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";
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
import { DuplicatePlatformId } from "./commands/duplicate-platform-id.js";
import { ReplaceDocument } from "./commands/replace-document.js";
import { PatchOwner } from "./commands/patch-owner.js";
import { BulkImport } from "./commands/bulk-import.js";
import { EndUserTerms } from "./commands/end-user-terms.js";
import { PatchRefusals } from "./commands/patch-refusals.js";
import { DocumentRefusals } from "./commands/document-refusals.js";
import { UnknownHolders } from "./commands/unknown-holders.js";
import { DeleteHolding } from "./commands/delete-holding.js";
import { ListBounds } from "./commands/list-bounds.js";
import { WrongMethod } from "./commands/wrong-method.js";
import type { Json } from "../../contract/json.js";
import { RECORD_RULES } from "./rules.js";
import { REFUSAL_RULES } from "./refusal-rules.js";
import { LIVE_DOC_RULES } from "./live-rules.js";

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
  // A customer created to use the first supported currency, without a field its provider requires.
  cmds.push(new CreateIndividual({ suffix: "999", gaps: ["birthDate"], singleWordName: false, hold: false, withPhone: true, useFirstCurrency: true }));
  for (let i = 0; i < 5; i++) cmds.push(new Submit(i), new Rename(i, { newSuffix: KYC_SUFFIXES[(i + 1) % KYC_SUFFIXES.length] }));
  cmds.push(new ListCustomers());
  return cmds;
}

/**
 * The contact and document rules once: verify-phone for a customer without a phone, a
 * kyc-link before and after a channel is verified, a channel verified twice, a second
 * passport; a customer's phone refused a wrong code, verified, then verified again.
 */
export function contactWalk(): fc.AsyncCommand<CustomerModel, CustomerReal>[] {
  return [
    new CreateIndividual({ suffix: "999", gaps: [], singleWordName: false, hold: false, withPhone: false }),
    new VerifyContact(0, { channel: "phone", rightCode: true }),
    new KycLink(0),
    new VerifyContact(0, { channel: "email", rightCode: false }),
    new VerifyContact(0, { channel: "email", rightCode: true }),
    new VerifyContact(0, { channel: "email", rightCode: true }),
    new KycLink(0),
    new UploadPassport(0),
    new UploadPassport(0),
    new CreateIndividual({ suffix: "999", gaps: [], singleWordName: false, hold: false, withPhone: true }),
    new VerifyContact(1, { channel: "phone", rightCode: false }),
    new VerifyContact(1, { channel: "phone", rightCode: true }),
    new VerifyContact(1, { channel: "phone", rightCode: true }),
  ];
}

export function businessTableWalk(): fc.AsyncCommand<CustomerModel, CustomerReal>[] {
  const cmds: fc.AsyncCommand<CustomerModel, CustomerReal>[] = [];
  KYB_SUFFIXES.forEach((sfx, i) => cmds.push(new OnboardBusiness({ suffix: sfx, ownerSuffix: OWNER_SUFFIXES[i % OWNER_SUFFIXES.length] })));
  // Every owner suffix on a business that resolves (the default row approves).
  for (const o of OWNER_SUFFIXES.slice(0, 2)) cmds.push(new OnboardBusiness({ suffix: KYB_SUFFIXES[KYB_SUFFIXES.length - 1], ownerSuffix: o }));
  for (let i = 0; i < 4; i++) cmds.push(new Submit(i));
  cmds.push(new ListCustomers());
  return cmds;
}

/**
 * The records once per run: a platformCustomerId reused (409), the identity document of a
 * customer whose complete submission flags it (the KYC table's row with an errorType)
 * replaced with PUT, uploads refused (not an image, a poor photo), the end-user terms
 * consented to (an unknown version refused), patches refused, a business owner patched,
 * lists naming no customer, a bulk CSV import followed to its end, and an approved
 * customer holding money not deleted.
 */
export function recordsWalk(): fc.AsyncCommand<CustomerModel, CustomerReal>[] {
  const flagged = Object.entries(kycRules().individual.outcomes).find(([, o]) => o.onCompleteSubmission.errorType)?.[0] ?? "003";
  return [
    new CreateIndividual({ suffix: flagged, gaps: [], singleWordName: false, hold: false, withPhone: true }),
    new DuplicatePlatformId(0),
    new ListBounds(0),
    new WrongMethod(),
    new UploadPassport(0),
    new Submit(0),
    new ReplaceDocument(0),
    new DocumentRefusals(0),
    new EndUserTerms(0),
    new PatchRefusals(0),
    new CreateBusiness({ suffix: KYB_SUFFIXES[KYB_SUFFIXES.length - 1], withPhone: true }),
    new AddOwner(0, { lastSuffix: OWNER_SUFFIXES[OWNER_SUFFIXES.length - 1] }),
    new PatchOwner(0),
    new UnknownHolders(),
    new BulkImport(),
    new OnboardIndividual({ suffix: KYC_SUFFIXES[KYC_SUFFIXES.length - 1], hold: false }),
    new DeleteHolding(0),
  ];
}

const KINDS: PlatformKind[] = ["unregulated", "regulated", "skipPaperwork", "contactEmailPhone"];

/** A fresh model and real system on a platform of `kind` (fresh when the target has the control API). */
async function setup(ctx: CheckContext, kind: PlatformKind, s: Scenario): Promise<{ model: CustomerModel; real: CustomerReal }> {
  const platform = await ctx.platform(kind, !!ctx.control);
  const client = s.clientFor(platform);
  const cfg = await client.call("GET", "/config");
  const currencies: Json[] = cfg.body?.supportedCurrencies ?? [];
  const providerRequired = new Set<string>(currencies.flatMap((c) => c.providerRequiredCustomerFields ?? []));
  const providerRequiredBy = Object.fromEntries(currencies.map((c) => [c.currencyCode, c.providerRequiredCustomerFields ?? []]));
  return { model: { kind, rules: kycRules(), providerRequired, providerRequiredBy, customers: [] }, real: { client, s, time: ctx.timeFor(platform) } };
}

const d = describedRule;
/** The rules the customer model's expectations name. */
const CUSTOMER_RULES: RuleSpec[] = [
  d("setup", "The calls a check needs to get going are answered (a customer created, a document uploaded)."),
  d("customers.create", "POST /customers answers the Customer (description, Customers and verification)."),
  designedRule(
    "customers.provider-required",
    "Creating an APPROVED customer without a providerRequiredCustomerFields field answers 400 MISSING_MANDATORY_USER_INFO naming it (when the check binds is designed).",
  ),
  d(
    "kyc.status-at-creation",
    "An individual is created UNVERIFIED on an unregulated platform, resolved by its fullName suffix on a regulated or skip-paperwork one (Customer verification table, KYC suffixes).",
  ),
  d("kyb.status-at-creation", "Businesses are always created UNVERIFIED."),
  designedRule(
    "kyb.no-kyc-status",
    "A business carries kybStatus, not kycStatus (designed: the live shapes give a business kybStatus; that it carries no kycStatus is our reading).",
  ),
  d("contact.pending", "contactVerification lists each channel the provider requires, PENDING until confirmed.", { kind: "contactEmailPhone" }),
  d("contact.absent", "contactVerification is present only where the customer's provider requires it."),
  d("contact.not-required-409", "verify-email / verify-phone for a channel the provider does not require answers 409."),
  designedRule(
    "contact.no-phone",
    "verify-phone for a customer without a phoneNumber answers 400 (designed: the description names only the 409 of a channel not required).",
    { kind: "contactEmailPhone" },
  ),
  liveRule("contact.already-verified", "live: verify-email / verify-phone answer 409 when the email or phone is already verified.", {
    kind: "contactEmailPhone",
  }),
  liveRule(
    "contact.confirm-409",
    "live: verify-email/confirm and verify-phone/confirm answer 409 when the customer's provider does not require contact verification, or the channel is already verified.",
  ),
  d("contact.send", "verify-email / verify-phone sends a code for a required channel.", { kind: "contactEmailPhone" }),
  liveRule("contact.wrong-code", "live: verify-email/confirm and verify-phone/confirm answer 400 for an invalid or expired code.", {
    kind: "contactEmailPhone",
  }),
  liveRule("contact.confirm", "live: in sandbox the contact verification code is always 123456; confirming it marks the channel VERIFIED.", {
    kind: "contactEmailPhone",
  }),
  d("contact.verified", "A channel moves PENDING -> VERIFIED when its confirm call succeeds.", { kind: "contactEmailPhone" }),
  d("customers.patch", "PATCH /customers/{id} answers the Customer."),
  d("customers.patch-discriminator", "customerType is required on PATCH."),
  d("kyc.patch-keeps-status", "Patching a customer's fields does not change its status."),
  d("kyc.rename-keeps-status", "Renaming the customer does not re-derive the status."),
  d("documents.upload", "POST /documents answers the Document (multipart)."),
  d("documents.duplicate", "A document of a type the holder already has answers 409 DOCUMENT_ALREADY_EXISTS."),
  d("verification.final-400", "POST /verifications for a customer APPROVED or REJECTED answers 400."),
  d("verification.submit", "POST /verifications answers the Verification."),
  d("verification.customer", "The Verification names the customer submitted."),
  d("verification.status", "verificationStatus follows the suffix tables: RESOLVE_ERRORS for an incomplete packet, else the suffix's outcome."),
  d(
    "verification.errors",
    "An incomplete individual submission lists one errors entry per gap (MISSING_FIELD with field, MISSING_IDENTITY_DOCUMENT, INVALID_FIELD for a one-word name, POOR_QUALITY_DOCUMENT for 003).",
  ),
  designedRule(
    "verification.designed-errors",
    "Business and provider-required error entries: the required business documents and provider fields are designed.",
  ),
  designedRule("verification.hold", "A complete submission with the designed HOLD trigger (identifier ending 909) puts the customer on HOLD."),
  d("verification.error-shape", "Each error entry carries resourceId and a reason."),
  liveRule("verification.read", "GET /verifications/{id} and GET /verifications?customerId answer the submission's verification."),
  d("verification.customer-status", "After a submission the customer's kycStatus / kybStatus is the table's."),
  d("kyb.owner-create", "POST /beneficial-owners answers the BeneficialOwner."),
  d("kyb.owner-resolution", "Beneficial owners resolve by their lastName suffix when the business resolves terminally."),
  liveRule("customers.list", "GET /customers answers a page of customers."),
  liveRule("customers.list-complete", "Every customer created is listed by GET /customers."),
  liveRule("customers.list-status", "GET /customers shows each customer with its current status."),
  d("kyc-link.contact-409", "A kyc-link while any present contact channel is not VERIFIED answers 409.", { kind: "contactEmailPhone" }),
  d("kyc-link.create", "POST /customers/{id}/kyc-link answers kycUrl, expiresAt and token."),
  d("kyc-link.redirect", "redirectUri is embedded in kycUrl."),
  d("kyc-link.fresh", "Each kyc-link call returns a fresh single-use link."),
  ...RECORD_RULES,
  ...REFUSAL_RULES,
  ...LIVE_DOC_RULES,
];

export const customerModelCheck: CheckDefinition = {
  id: "model.customer-verification",
  area: "KYC/KYB Verifications",
  kind: "state-machine",
  rule: "kycStatus/kybStatus, verificationStatus, error entries, final-state 400s and contact/kyc-link 409s follow the description's customer verification tables.",
  rules: CUSTOMER_RULES,
  async run(ctx) {
    // The records walk runs once, on the first kind of platform the run has.
    let records = true;
    for (const kind of KINDS) {
      const name = `random command sequences on a ${kind} platform`;
      const walkName = `every suffix of the tables on a ${kind} platform`;
      if (!ctx.hasPlatform(kind)) {
        for (const n of [walkName, name]) ctx.skipCase(n, ctx.missingPlatform(kind));
        continue;
      }
      const walks = [tableWalk(), businessTableWalk(), contactWalk(), ...(records ? [recordsWalk()] : [])];
      records = false;
      await ctx.runCase(walkName, async (s) => {
        for (const walk of walks) {
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
          { runs: ctx.control ? Math.max(2, Math.ceil(s.runs / 2)) : 1, describe: (cmds) => String(cmds), salt: kind, shrink: !!ctx.control },
        );
      });
    }
  },
};

export const customerModelChecks: CheckDefinition[] = [customerModelCheck];
