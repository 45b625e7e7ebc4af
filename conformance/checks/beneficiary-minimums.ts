/**
 * `beneficiary-minimums`: the description's minimum beneficiary tables
 * (spec/rules/beneficiary-minimums.yaml, read through contract/rules/external-accounts.ts).
 * On a regulated platform, one approved individual customer; then per row of the
 * individuals and businesses tables, an account type of the contract paying a currency of
 * the row: an account whose beneficiary holds exactly the row's fields (plus the type's
 * extras) is accepted (201), and without each of them (an address field too, where the row
 * requires an address) it is refused, 400 INVALID_INPUT with a FieldError naming it (the
 * refusals first, so that none meets the created account as a duplicate). Per
 * entry of `accountTypeExtras`, the same for that type's extra fields. The accounts come
 * from the variant generator (conformance/arbitraries/account-info.ts) and the fields to
 * drop from its beneficiary-minimum violations, as model.external-accounts uses them.
 */
import fc from "fast-check";
import type { ApiClient } from "../client/client.js";
import type { Json, JsonObject } from "../contract/json.js";
import type { CaseResult, CheckDefinition, Scenario } from "../runner/types.js";
import { answered } from "../client/answer.js";
import { describedRule, designedRule } from "../contract/rule-spec.js";
import { approvedCustomer } from "../builders/setup.js";
import { accountTables, accountVariants, requiredBeneficiaryFields, validAccountArb, violationsOf, type VariantInfo } from "../arbitraries/account-info.js";
import { TABLE_ROW } from "../catalogue/tables.js";
import type { BeneficiaryMinimums, BeneficiaryType, MinimumRow } from "../../contract/rules/external-accounts.js";
import { pool } from "./pool.js";

const CREATE = "/customers/external-accounts";
const POOL = 4;
type Who = "individuals" | "businesses";
const TYPE_OF: Record<Who, BeneficiaryType> = { individuals: "INDIVIDUAL", businesses: "BUSINESS" };

/** The row of a table that applies to an account type paid in `currency`. */
const rowOf = (m: BeneficiaryMinimums, who: Who, currency: string, accountType: string): MinimumRow =>
  m[who].find((r) => r.currencies?.includes(currency) && !r.exceptAccountTypes?.includes(accountType)) ?? m[who].find((r) => r.default)!;

interface Pick {
  variant: VariantInfo;
  currency: string;
}

/** The first fiat variant of the contract (and its currency) the row applies to, one without extras first. */
function pickFor(m: BeneficiaryMinimums, variants: VariantInfo[], who: Who, row: MinimumRow): Pick | undefined {
  const fits = variants.flatMap((variant) =>
    variant.fiat ? variant.currencies.filter((c) => rowOf(m, who, c, variant.accountType) === row).map((currency) => ({ variant, currency })) : [],
  );
  return fits.find((p) => !m.accountTypeExtras[p.variant.accountType]) ?? fits[0];
}

interface RowCase {
  name: string;
  row: string;
  pick: Pick;
  beneficiaryType: BeneficiaryType;
  /** The fields dropped one at a time (empty: every required one). */
  only?: string[];
  /** The rule the 201 rests on; the rule a missing field's refusal rests on. */
  accepted: string;
  refused: string;
}

/** The value of a beneficiary field, read through its request alias (businessInfo.legalName) when absent. */
function fieldOf(ben: JsonObject, field: string, m: BeneficiaryMinimums): Json {
  if (ben[field] !== undefined) return ben[field];
  const alias = m.aliases[field];
  return alias ? alias.split(".").reduce<Json>((o, k) => o?.[k], ben) : undefined;
}

/** A valid account of the case's variant whose beneficiary holds exactly `fields` (the address with the address fields only). */
function minimalAccount(c: RowCase, fields: string[], customerId: string, seed: number, m: BeneficiaryMinimums): JsonObject {
  const arb = validAccountArb(c.pick.variant, { customerId }).filter((g) => g.beneficiaryType === c.beneficiaryType && g.body.currency === c.pick.currency);
  const [g] = fc.sample(arb, { seed, numRuns: 1 });
  const full: JsonObject = g.body.accountInfo.beneficiary;
  const ben: JsonObject = {};
  for (const f of fields) ben[f] = f === "address" ? Object.fromEntries(m.addressFields.map((k) => [k, full.address?.[k]])) : fieldOf(full, f, m);
  return { ...g.body, accountInfo: { ...g.body.accountInfo, beneficiary: ben } };
}

async function rowCase(s: Scenario, client: ApiClient, c: RowCase, customerId: string, seed: number): Promise<void> {
  const m = accountTables().minimums;
  const v = c.pick.variant;
  const fields = requiredBeneficiaryFields(v.accountType, c.pick.currency, c.beneficiaryType, m);
  const body = minimalAccount(c, fields, customerId, seed, m);
  const what = `a ${c.pick.currency} ${v.accountType} paying a ${c.beneficiaryType} beneficiary`;
  const drops = violationsOf(v, { body, beneficiaryType: c.beneficiaryType }, v.currencies.includes("USD") ? "EUR" : "USD").filter(
    (x) => x.kind === "beneficiary-minimum" && (!c.only || c.only.some((f) => x.fields[0].startsWith(`accountInfo.beneficiary.${f}`))),
  );
  for (const drop of drops) {
    const res = await client.call("POST", CREATE, { body: drop.apply(body) });
    const named: string[] = (res.body?.details?.errors ?? []).map((e: Json) => e?.field);
    s.expect(
      res.status === 400 && res.body?.code === "INVALID_INPUT",
      c.refused,
      `${what}, ${drop.describe}, must answer 400 INVALID_INPUT; got ${answered(res)}`,
      "400 INVALID_INPUT",
      answered(res),
    );
    s.expect(
      drop.fields.some((f) => named.includes(f)),
      c.refused,
      `${what}, ${drop.describe}: no FieldError names ${drop.fields[0]} (named: ${named.join(", ") || "none"})`,
      drop.fields[0],
      named,
    );
  }
  // Last: the refusals above carry the same identifier, and an account created first would make them duplicates.
  const r = await client.call("POST", CREATE, { body });
  s.expect(r.status === 201, c.accepted, `${what} with exactly ${fields.join(", ")} must be accepted; got ${answered(r)}`, 201, answered(r));
  s.row(c.row);
}

/** Every row of both tables and every extras entry, each with the account type it is tried on. */
function rowCases(m: BeneficiaryMinimums, variants: VariantInfo[]): { cases: RowCase[]; unpaid: string[] } {
  const cases: RowCase[] = [];
  const unpaid: string[] = [];
  for (const who of ["individuals", "businesses"] as const)
    for (const row of m[who]) {
      const key = row.default ? "other currencies" : (row.currencies ?? []).join(", ");
      const pick = pickFor(m, variants, who, row);
      if (!pick) {
        unpaid.push(`${who} paid in ${key}`);
        continue;
      }
      const rule = row.default ? "beneficiary-minimums.default" : "beneficiary-minimums.required";
      const name = `${who} paid in ${key} (${pick.variant.accountType} in ${pick.currency})`;
      cases.push({ name, row: TABLE_ROW.minimum(who, key), pick, beneficiaryType: TYPE_OF[who], accepted: rule, refused: rule });
    }
  const byType = new Map(variants.map((v) => [v.accountType, v]));
  for (const [accountType, extra] of Object.entries(m.accountTypeExtras)) {
    const variant = byType.get(accountType);
    if (!variant) {
      unpaid.push(`${accountType} extra fields`);
      continue;
    }
    const currency = variant.currencies[0];
    for (const [key, fields] of Object.entries(extra)) {
      // "all": tried on the beneficiary type whose row does not already ask for these fields.
      const who =
        key === "all"
          ? ((["individuals", "businesses"] as const).find((w) => !fields!.every((f) => rowOf(m, w, currency, accountType).required.includes(f))) ??
            "individuals")
          : key === "BUSINESS"
            ? "businesses"
            : "individuals";
      const row = rowOf(m, who, currency, accountType);
      cases.push({
        name: `${accountType} extra fields (${TYPE_OF[who]})`,
        row: TABLE_ROW.extra(accountType),
        pick: { variant, currency },
        beneficiaryType: TYPE_OF[who],
        only: fields,
        accepted: row.default ? "beneficiary-minimums.default" : "beneficiary-minimums.extra",
        refused: "beneficiary-minimums.extra",
      });
    }
  }
  return { cases, unpaid };
}

export const beneficiaryMinimumsCheck: CheckDefinition = {
  id: "beneficiary-minimums",
  area: "External Accounts",
  kind: "negative-data",
  rule: "Each row of the minimum beneficiary tables: an account whose beneficiary holds exactly the row's fields is accepted; without one of them it is refused naming it. The same for each account type's extra fields.",
  rules: [
    describedRule("setup", "The calls the check needs to get going are answered (an approved customer)."),
    describedRule(
      "beneficiary-minimums.required",
      "Minimum required beneficiary fields per destination currency and beneficiary type (the description's two tables, with their address fields): a beneficiary holding exactly them is accepted (201); without one of them, 400 INVALID_INPUT naming it.",
    ),
    describedRule(
      "beneficiary-minimums.extra",
      "The accountInfo variants' own beneficiary fields (AED: address; ILS businesses: legalName and address; GBP individuals: address; GTQ: phoneNumber and countryOfResidence): without one, 400 INVALID_INPUT naming it.",
    ),
    designedRule(
      "beneficiary-minimums.default",
      "A currency in no row of a table needs only beneficiaryType (designed: the description's tables are silent on other currencies): an account with only the fields of its extras is accepted.",
    ),
  ],
  async run(ctx) {
    const m = accountTables().minimums;
    const { cases, unpaid } = rowCases(m, accountVariants(ctx.contract));
    for (const n of unpaid) ctx.skipCase(n, "no accountInfo variant of the contract pays a currency of this row");
    if (!ctx.hasPlatform("regulated")) {
      for (const c of cases) ctx.skipCase(c.name, ctx.missingPlatform("regulated"));
      return;
    }
    const p = await ctx.platform("regulated");
    let customerId: string | undefined;
    const setup: CaseResult = await ctx.runCase(
      "an approved customer",
      async (s) => {
        customerId = (await approvedCustomer(s.clientFor(p), s)).id;
      },
      { operationKey: "POST /customers", platform: p },
    );
    if (!customerId || setup.status === "failed") {
      for (const c of cases) ctx.skipCase(c.name, "the setup case (an approved customer) failed");
      return;
    }
    const owner = customerId;
    // Each case its own seed: two rows of one account type get two identifiers (no duplicate account).
    await pool(
      cases.map((c, i) => ({ c, i })),
      POOL,
      ({ c, i }) => ctx.runCase(c.name, (s) => rowCase(s, s.clientFor(p), c, owner, s.seed + i), { operationKey: `POST ${CREATE}`, platform: p }),
    );
  },
};
