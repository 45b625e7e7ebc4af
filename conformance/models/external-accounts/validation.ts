/**
 * `model.external-accounts`: for every accountInfo variant of the contract, valid
 * accounts generated from the variant schema and the description's tables are accepted
 * (201, the account echoed, status and name verification as the sandbox tables predict,
 * or the table's refusal), and each single constraint violation (digit count, phone
 * prefix, provider, IBAN length/prefix/checksum, exactly-one-of, missing beneficiary
 * minimum field, paymentRails sent, currency mismatch, bankName outside the discoveries)
 * answers 400 naming that field in details.errors[].field. Never a 5xx. Then an account's
 * life after creation (lifecycle.ts: the receiver lookup, PATCH read back, trust refused
 * outside SCA regions) and, on an SCA platform, a trusted beneficiary's (trust.ts).
 */
import fc from "fast-check";
import type { ApiClient } from "../../client/client.js";
import type { CheckDefinition, Scenario } from "../../runner/types.js";
import { checkProperty } from "../../runner/property.js";
import {
  accountTables,
  accountVariants,
  validAccountArb,
  violationsOf,
  type GeneratedAccount,
  type VariantInfo,
  type Violation,
} from "../../arbitraries/account-info.js";
import { individual } from "../../builders/bodies.js";
import { signers } from "../../arbitraries/wallets.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { echoDifferences, equivalenceKey, predictCreate, type ExternalAccountModel } from "./model.js";
import type { Json, JsonObject } from "../../contract/json.js";
import { answered, statusRead } from "../../client/answer.js";
import { describedRule as d, designedRule, liveRule } from "../../contract/rule-spec.js";
import { LIFECYCLE_RULES, lifecycleCase } from "./lifecycle.js";
import { TRUST_RULES, trustCase } from "./trust.js";

const LIFECYCLE_CASE = "receiver lookup, update and trust outside SCA regions";
const TRUST_CASE = "trusted beneficiary: trust, confirm, delete refused, untrust, confirm, delete";

const CREATE = "/customers/external-accounts";

export function magicSuffixes(v: VariantInfo): string[] {
  const t = accountTables().sandbox;
  const out = ["789"];
  if (v.fiat) out.push(...Object.keys(t.nameVerification).filter((k) => k !== "default"));
  if (t.achValidation.accountTypes.includes(v.accountType)) out.push(...Object.keys(t.achValidation.outcomes));
  return out;
}

export async function createCustomer(client: ApiClient, s: Scenario): Promise<string> {
  const r = await client.call("POST", "/customers", { body: individual() });
  s.expect(r.status === 201, "setup", `POST /customers answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body.id;
}

/** Create a valid account and check the answer against the model; returns the account when created. */
export async function createValid(s: Scenario, m: ExternalAccountModel, body: JsonObject): Promise<JsonObject | undefined> {
  const p = predictCreate(m, body);
  const r = await s.client.call("POST", CREATE, { body });
  const what = `${body.accountInfo.accountType} ${JSON.stringify(body.accountInfo).slice(0, 200)}`;
  s.expect(r.status < 500, "external-accounts.no-5xx", `a valid ${what} answered ${r.status}`, "201 or a documented refusal", r.status);
  if (p.magic) s.magic("external account suffix", p.magic);
  if (p.httpStatus !== 201) {
    s.expect(
      r.status === p.httpStatus && r.body?.code === p.code,
      p.designed ? "external-accounts.designed-outcome" : "external-accounts.magic-outcome",
      `${p.magic}: expected ${p.httpStatus} ${p.code}, got ${answered(r)} for ${what}`,
      `${p.httpStatus} ${p.code}`,
      `${answered(r)}`,
    );
    if (p.row) s.row(p.row);
    return undefined;
  }
  s.expect(
    r.status === 201,
    "external-accounts.valid-accepted",
    `a valid account was refused: ${r.status} ${JSON.stringify(r.body?.details ?? r.body?.reason)} for ${what}`,
    201,
    `${answered(r)}`,
  );
  m.keys.add(equivalenceKey(body));
  const diffs = echoDifferences(body, r.body);
  s.expect(diffs.length === 0, "external-accounts.echo", `the created account does not echo what was sent: ${diffs.join("; ")}`, body, r.body);
  s.expect(r.body.status === p.status, "external-accounts.initial-status", `${what}: status ${statusRead(r)}, expected ${p.status}`, p.status, r.body.status);
  s.transition("externalAccount.status", "(created)", r.body.status);
  s.expect(
    r.body.beneficiaryVerificationStatus === p.beneficiaryVerificationStatus,
    "external-accounts.name-verification",
    `${what}: beneficiaryVerificationStatus ${r.body.beneficiaryVerificationStatus}, expected ${p.beneficiaryVerificationStatus}`,
    p.beneficiaryVerificationStatus,
    r.body.beneficiaryVerificationStatus,
  );
  if (p.row) s.row(p.row);
  return r.body;
}

export async function expectViolation(s: Scenario, v: VariantInfo, base: GeneratedAccount, violation: Violation, m?: ExternalAccountModel): Promise<void> {
  const body = violation.apply(base.body);
  if (!body) return;
  const r = await s.client.call("POST", CREATE, { body });
  const what = `${v.accountType}: ${violation.describe}`;
  s.expect(r.status < 500, "external-accounts.no-5xx", `${what} answered ${r.status}`, "400", r.status);
  // paymentRails "is returned by the service and never sent": the description does not say the
  // service refuses it. A server that accepts it is not wrong (a warning); one that refuses it names it.
  if (violation.kind === "payment-rails" && r.status >= 200 && r.status < 300) {
    s.warn("external-accounts.payment-rails", `${what}: accepted (${r.status}); paymentRails is returned by the service and never sent`);
    m?.keys.add(equivalenceKey(body));
    return;
  }
  // Which platforms are "subject to counterparty requirements" the description does not say
  // (the live service takes wallets without ownershipType): a server that accepts it is not wrong.
  if (violation.kind === "ownership-type" && r.status >= 200 && r.status < 300) {
    s.warn("external-accounts.ownership-type", `${what}: accepted (${r.status}); this platform is not one subject to counterparty requirements`);
    m?.keys.add(equivalenceKey(body));
    return;
  }
  s.expect(
    r.status === 400 && r.body?.code === "INVALID_INPUT",
    `external-accounts.${violation.kind}`,
    `${what} answered ${answered(r)}`,
    "400 INVALID_INPUT",
    `${answered(r)}`,
  );
  const named: string[] = (r.body?.details?.errors ?? []).map((e: Json) => e.field);
  s.expect(
    violation.fields.some((f) => named.includes(f)),
    `external-accounts.${violation.kind}`,
    `${what}: no FieldError names ${violation.fields[0]} (named: ${named.join(", ") || "none"})`,
    violation.fields[0],
    named,
  );
}

function otherCurrency(v: VariantInfo): string {
  return v.currencies.includes("USD") ? "EUR" : "USD";
}

export const externalAccountModelCheck: CheckDefinition = {
  id: "model.external-accounts",
  area: "External Accounts",
  kind: "negative-data",
  rule: "Every accountInfo variant: valid accounts (generated from the variant schema and the beneficiary minimum tables) are accepted and echoed; each single constraint violation answers 400 naming that field; never a 5xx. The receiver lookup answers for an account; a PATCH is read back; a trusted beneficiary cannot be deleted until untrusted and confirmed.",
  rules: [
    d("setup", "The calls the check needs to get going are answered (a customer)."),
    d("external-accounts.no-5xx", "An account body, valid or not, is never answered with a 5xx."),
    liveRule(
      "external-accounts.valid-accepted",
      "A valid account (the variant's schema, its currency, the beneficiary minimums, the discoveries) is accepted: 201.",
    ),
    liveRule("external-accounts.echo", "The created account echoes the fields sent."),
    designedRule(
      "external-accounts.initial-status",
      "A created account starts ACTIVE, a FIRST_PARTY self-custody wallet PENDING_OWNERSHIP_VERIFICATION, a 104 account PENDING (designed initial statuses).",
    ),
    d(
      "external-accounts.name-verification",
      "beneficiaryVerificationStatus follows the 1xx suffix table (102 NOT_MATCHED, 103 PARTIAL_MATCH, 104 PENDING, 106 UNSUPPORTED, 107 CHECKED_BY_RECEIVING_FI, other MATCHED).",
    ),
    d("external-accounts.magic-outcome", "Suffix 105 answers 400 INVALID_BANK_ACCOUNT."),
    designedRule(
      "external-accounts.designed-outcome",
      "The designed US ACH validation triggers (sandbox-external-accounts.yaml achValidation: 409 BANK_ACCOUNT_VALIDATION_PENDING, 400 INVALID_BANK_ACCOUNT) and the designed equivalence (409 DUPLICATE_EXTERNAL_ACCOUNT).",
    ),
    d("external-accounts.digit-count", "Account identifier lengths as each account type gives them: 400 naming the field."),
    d("external-accounts.prefix", "Mobile-money phone numbers carry the corridor's prefix: 400 naming the field."),
    liveRule("external-accounts.enum", "Enumerated fields take their listed values: 400 naming the field."),
    designedRule("external-accounts.iban-checksum", "An IBAN with a wrong check digit answers 400 naming it (checksum validation is designed)."),
    designedRule("external-accounts.iban-length", "An IBAN of the wrong length answers 400 naming it (designed: the per-country IBAN length check is ours)."),
    d("external-accounts.iban-prefix", "AED and ILS IBANs start AE and IL: another country answers 400 naming it."),
    d("external-accounts.discoveries", "bankName must match a discoveries value in corridors that require it: 400 naming it."),
    d("external-accounts.exactly-one-of", "LIGHTNING takes exactly one of lightningAddress, invoice, bolt12: 400 naming them."),
    designedRule(
      "external-accounts.one-shape",
      "An account of a variant with two shapes (bank transfer, mobile money) sent with both answers 400 (designed: the description says either is accepted, not that both at once are refused).",
    ),
    d("external-accounts.beneficiary-minimum", "The minimum beneficiary fields per destination and beneficiary type: a missing one answers 400 naming it."),
    d(
      "external-accounts.ownership-type",
      "ownershipType is required for self-custody wallets on platforms subject to counterparty requirements: 400 naming it (a server whose platform is not subject accepts it: a warning).",
    ),
    designedRule(
      "external-accounts.payment-rails",
      "paymentRails is returned by the service and never sent: a server may refuse it (400 naming it) or ignore it (a warning; which of the two is designed).",
    ),
    d("external-accounts.currency", "Each account type takes its currency: another answers 400 naming the field."),
    ...LIFECYCLE_RULES,
    ...TRUST_RULES,
  ],
  async run(ctx) {
    const variants = accountVariants(ctx.contract);
    if (!ctx.hasPlatform("regulated")) {
      for (const v of variants) ctx.skipCase(v.accountType, ctx.missingPlatform("regulated"));
      return;
    }
    const p = await ctx.platform("regulated");
    if (
      !(await skipUnlessImplemented(
        ctx,
        p,
        { method: "GET", path: CREATE },
        variants.map((v) => v.accountType),
        "external accounts",
      ))
    )
      return;
    for (const v of variants) {
      await ctx.runCase(
        `${v.accountType}`,
        async (s) => {
          const client = s.clientFor(p);
          const customerId = await createCustomer(client, s);
          await signers();
          const cfg = await client.call("GET", "/config");
          // "Required when creating self-custody crypto wallet accounts on platforms subject to counterparty
          // requirements" (requiredCounterpartyFields: "for regulated entities"; this platform is regulated).
          const ownershipRequired =
            p.kind === "regulated" && (cfg.body?.supportedCurrencies ?? []).some((c: Json) => (c.requiredCounterpartyFields ?? []).length > 0);
          const sc = { ...s, client } as Scenario;
          const m: ExternalAccountModel = { keys: new Set() };
          // A deterministic sweep: every violation this variant admits, once.
          const [sample] = fc.sample(validAccountArb(v, { customerId, ownershipRequired }), { seed: s.seed, numRuns: 1 });
          for (const violation of violationsOf(v, sample, otherCurrency(v), ownershipRequired)) await expectViolation(sc, v, sample, violation, m);
          // Every sandbox suffix once (name verification, ACH), on a variant the tables apply to.
          if (v.accountType === "USD_ACCOUNT")
            for (const suffix of magicSuffixes(v)) {
              const [one] = fc.sample(validAccountArb(v, { customerId, ownershipRequired, suffix: fc.constant(suffix) }), { seed: s.seed, numRuns: 1 });
              await createValid(sc, m, one.body);
            }
          // Random valid accounts (with sandbox suffixes) and a random violation of another.
          const arb = fc.record({
            account: validAccountArb(v, { customerId, ownershipRequired, suffix: fc.constantFrom(...magicSuffixes(v)) }),
            base: validAccountArb(v, { customerId, ownershipRequired }),
            pick: fc.nat(),
          });
          await checkProperty(
            sc,
            arb,
            async ({ account, base, pick }) => {
              await createValid(sc, m, account.body);
              const vs = violationsOf(v, base, otherCurrency(v), ownershipRequired);
              if (vs.length) await expectViolation(sc, v, base, vs[pick % vs.length], m);
            },
            { runs: Math.max(3, Math.ceil(s.runs / 2)), describe: (x) => JSON.stringify({ account: x.account.body, violationOf: x.base.body, pick: x.pick }) },
          );
        },
        { operationKey: `POST ${CREATE}` },
      );
    }
    await ctx.runCase(LIFECYCLE_CASE, async (s) => {
      const client = s.clientFor(p);
      await lifecycleCase(client, s, await createCustomer(client, s));
    });
    if (!ctx.hasPlatform("sca")) return ctx.skipCase(TRUST_CASE, ctx.missingPlatform("sca"));
    // With the control API, a platform of its own: the case moves its clock past an SCA session.
    const sca = await ctx.platform("sca", !!ctx.control);
    await ctx.runCase(TRUST_CASE, (s) => trustCase(s.clientFor(sca), s, ctx.control ? ctx.timeFor(sca) : undefined));
  },
};
