/**
 * `corridors`: the description's payout corridor table (spec/rules/corridors.yaml, read
 * through contract/rules/corridors.ts). On a regulated platform, one approved customer with
 * a funded USD internal account; then, per corridor country an accountInfo variant reaches
 * (corridor-reach.ts), an external account there in a currency one of its rails carries is
 * created (201; its `paymentRails`, when returned, name rails of that corridor only) and a
 * small payout quote from the USD account to it is served (201). A country announced but
 * not yet live (CA) and the designed sanctioned list: an account there, when one can be
 * created, is never quoted a payout (a documented 4xx). Countries no variant reaches are
 * listed by the catalogue as not triggerable (conformance/catalogue/tables.ts).
 */
import fc from "fast-check";
import { composeIBAN, getCountrySpecifications, isValidIBAN } from "ibantools";
import type { ApiClient } from "../client/client.js";
import type { Contract } from "../../contract/operations.js";
import type { JsonObject } from "../contract/json.js";
import type { CaseResult, CheckDefinition, Scenario } from "../runner/types.js";
import { answered } from "../client/answer.js";
import { describedRule, designedRule } from "../contract/rule-spec.js";
import { approvedCustomer, fund, usdAccount } from "../builders/setup.js";
import { accountVariants, validAccountArb, type VariantInfo } from "../arbitraries/account-info.js";
import { TABLE_ROW } from "../catalogue/tables.js";
import { loadCorridorRules, type Corridor, type CorridorRules } from "../../contract/rules/corridors.js";
import { carriedCurrencies, railSpellings, reachesOf, type Reach } from "../catalogue/corridor-reach.js";
import { pool } from "./pool.js";

const CREATE = "/customers/external-accounts";
/** The amount quoted (smallest unit of USD): small enough for every corridor's bounds. */
const AMOUNT = 1_000;
/** The primary identifier's ending: no sandbox table gives it an outcome. */
const NEUTRAL = "789";
/** Cases run side by side (each its own calls). */
const POOL = 4;

interface Base {
  customerId: string;
  accountId: string;
}

/** The characters of a regular-expression class such as `A-Z0-9`. */
function classChars(cls: string): string[] {
  const out: string[] = [];
  for (const [, a, b] of cls.matchAll(/(.)(?:-(.))?/g)) for (let c = a.charCodeAt(0); c <= (b ?? a).charCodeAt(0); c++) out.push(String.fromCharCode(c));
  return out;
}

/** Strings of a BBAN format made of `[class]{n}` runs (ibantools' formats), else of any format through fc.stringMatching. */
function bbanArb(format: string): fc.Arbitrary<string> {
  if (!/^\^(\[[^\]]+\]\{\d+\})+\$$/.test(format)) return fc.stringMatching(new RegExp(format));
  const runs = [...format.matchAll(/\[([^\]]+)\]\{(\d+)\}/g)].map(([, cls, n]) =>
    fc.array(fc.constantFrom(...classChars(cls)), { minLength: Number(n), maxLength: Number(n) }).map((a) => a.join("")),
  );
  return fc.tuple(...runs).map((parts) => parts.join(""));
}

/** A valid IBAN of `country` (its BBAN from the country's format), ending in `suffix` where the format allows. */
function countryIbanArb(country: string, suffix = NEUTRAL): fc.Arbitrary<string> {
  const source = getCountrySpecifications()[country]!.bban_regexp!;
  const format = new RegExp(source);
  return bbanArb(source)
    .map((bban) => {
      const ended = bban.slice(0, -suffix.length) + suffix;
      return composeIBAN({ countryCode: country, bban: format.test(ended) ? ended : bban }) ?? "";
    })
    .filter((iban) => isValidIBAN(iban));
}

/**
 * A valid create body of `v` in `currency` whose destination is `country` (the variant's
 * generator, then the IBAN or phone prefix that sets the country), naming no rail whose
 * designed minimum the small amount would miss.
 */
function accountBody(v: VariantInfo, reach: Reach, country: string, currency: string, customerId: string, seed: number, rules: CorridorRules): JsonObject {
  let arb = validAccountArb(v, { customerId }).filter((g) => g.body.currency === currency);
  if (reach.phonePrefix) arb = arb.filter((g) => String(g.body.accountInfo.phoneNumber ?? "").startsWith(reach.phonePrefix!));
  arb = arb.filter((g) => !(rules.railCatalogue[String(g.body.accountInfo.rail)]?.minAmount ?? 0));
  const withIban = reach.iban
    ? fc.tuple(arb, countryIbanArb(country)).map(([g, iban]) => ({ ...g.body, accountInfo: { ...g.body.accountInfo, iban } }))
    : arb.map((g) => g.body);
  return fc.sample(withIban, { seed, numRuns: 1 })[0];
}

const quoteBody = (accountId: string, destination: string) => ({
  source: { sourceType: "ACCOUNT", accountId },
  destination: { destinationType: "ACCOUNT", accountId: destination },
  lockedCurrencySide: "SENDING",
  lockedCurrencyAmount: AMOUNT,
  description: "corridor check",
});

/** A 4xx the operation documents, other than 401 (credentials) and 404 (the account exists): a refusal. */
function documentedRefusal(contract: Contract, opKey: string, status: number): boolean {
  const op = contract.byKey.get(opKey);
  return status >= 400 && status < 500 && status !== 401 && status !== 404 && !!op?.op.responses?.[String(status)];
}

interface Target {
  country: string;
  reach: Reach;
  variant: VariantInfo;
}

/** The first variant of the contract reaching `country` (undefined when none is in this contract). */
function targetOf(country: string, variants: Map<string, VariantInfo>, anyIban: boolean): Target | undefined {
  for (const reach of reachesOf(country, { anyIban })) {
    const variant = variants.get(reach.accountType);
    if (variant) return { country, reach, variant };
  }
  return undefined;
}

async function payoutCase(s: Scenario, client: ApiClient, base: Base, c: Corridor, t: Target, rules: CorridorRules): Promise<void> {
  // A designed corridor (a destination the description does not list) binds no other server.
  const rule = (id: string) => (c.designed ? "corridors.designed-corridor" : id);
  const carried = carriedCurrencies(c.country, rules);
  const currency = t.variant.currencies.find((x) => carried.includes(x));
  s.expect(currency, rule("corridors.account"), `${t.variant.accountType} pays none of the currencies the ${c.country} rails carry (${carried.join(", ")})`);
  const body = accountBody(t.variant, t.reach, c.country, currency!, base.customerId, s.seed, rules);
  const what = `a ${currency} ${t.variant.accountType} in ${c.country}`;
  const r = await client.call("POST", CREATE, { body });
  s.expect(r.status === 201, rule("corridors.account"), `${what} must be accepted; got ${answered(r)}`, 201, answered(r));
  const rails = r.body?.accountInfo?.paymentRails;
  if (Array.isArray(rails)) {
    const allowed = new Set(c.rails.flatMap((id) => railSpellings(id, rules)));
    const foreign = rails.filter((x) => !allowed.has(String(x)));
    s.expect(
      foreign.length === 0,
      rule("corridors.payment-rails"),
      `${what}: paymentRails ${JSON.stringify(rails)} names ${foreign.join(", ")}, no rail of the ${c.country} corridor (${c.rails.join(", ")})`,
      c.rails,
      rails,
    );
  }
  const q = await client.call("POST", "/quotes", { body: quoteBody(base.accountId, r.body.id) });
  s.expect(q.status === 201, rule("corridors.quote"), `a payout quote of ${AMOUNT} USD cents to ${what} must be served; got ${answered(q)}`, 201, answered(q));
  s.row(TABLE_ROW.corridor(c.country));
}

/** A destination no payout may be quoted to: the account is refused, or its quote is (a documented 4xx). */
async function refusedCase(s: Scenario, client: ApiClient, contract: Contract, base: Base, t: Target, rule: string, row: string, rules: CorridorRules) {
  const currency = t.variant.currencies[0];
  const body = accountBody(t.variant, t.reach, t.country, currency, base.customerId, s.seed, rules);
  const what = `a ${currency} ${t.variant.accountType} in ${t.country}`;
  const r = await client.call("POST", CREATE, { body });
  if (documentedRefusal(contract, `POST ${CREATE}`, r.status)) return s.row(row);
  s.expect(r.status === 201, rule, `${what} must be created or refused with a documented 4xx; got ${answered(r)}`, "201 or a documented 4xx", answered(r));
  const q = await client.call("POST", "/quotes", { body: quoteBody(base.accountId, r.body.id) });
  s.expect(
    documentedRefusal(contract, "POST /quotes", q.status),
    rule,
    `no payout may be quoted to ${what}; got ${answered(q)}`,
    "a documented 4xx (e.g. 400 INVALID_RECEIVER)",
    answered(q),
  );
  s.row(row);
}

export const corridorsCheck: CheckDefinition = {
  id: "corridors",
  area: "External Accounts",
  kind: "positive-data",
  rule: "Every payout corridor an account shape reaches: an account there is accepted with rails of that corridor only, and a payout quote to it is served; not-yet-live and sanctioned destinations are never quoted.",
  rules: [
    describedRule("setup", "The calls the check needs to get going are answered (an approved customer, its funded USD account)."),
    describedRule(
      "corridors.account",
      "An external account in a corridor country of the description's table, in a currency one of its rails carries, is accepted: 201.",
    ),
    describedRule(
      "corridors.payment-rails",
      "accountInfo.paymentRails, when returned, names rails of the destination's corridor only (the table lists each country's rails; HR and SI have no SWIFT).",
    ),
    describedRule(
      "corridors.quote",
      "A payout quote from a USD internal account to an account in a corridor country is served: 201 (the corridor table: payouts go to these 63 countries).",
    ),
    designedRule(
      "corridors.designed-corridor",
      "SV, GT and BW (accountInfo variants of the description outside its corridor table) are designed corridors of this contract, paid like the others: the account accepted, its rails theirs, a quote served.",
    ),
    describedRule(
      "corridors.not-yet-live",
      "Announced but not yet live corridors (CA, HK, KR): no payout is quoted to an account there (the account or the quote refused with a documented 4xx).",
    ),
    designedRule(
      "corridors.sanctioned",
      "SWIFT cannot reach sanctioned or prohibited destinations (description); which they are is designed (CU, IR, KP, SY, RU, BY): no payout is quoted to an account there.",
    ),
  ],
  async run(ctx) {
    const rules = loadCorridorRules();
    const variants = new Map(accountVariants(ctx.contract).map((v) => [v.accountType, v]));
    const payouts = [...rules.corridors, ...(rules.designedCorridors ?? [])].flatMap((c) => {
      const t = targetOf(c.country, variants, false);
      return t ? [{ c, t }] : [];
    });
    const refusals = [
      ...rules.notYetLive.map((cc) => ({ cc, rule: "corridors.not-yet-live", row: TABLE_ROW.notYetLive(cc), name: `${cc} is not yet live` })),
      ...rules.sanctioned.countries.map((cc) => ({ cc, rule: "corridors.sanctioned", row: TABLE_ROW.sanctioned(cc), name: `${cc} is sanctioned` })),
    ].flatMap((x) => {
      const t = targetOf(x.cc, variants, true);
      return t ? [{ ...x, t }] : [];
    });
    const payoutName = (x: { c: Corridor; t: Target }) => `payouts to ${x.c.country} (${x.t.variant.accountType})`;
    const names = [...payouts.map(payoutName), ...refusals.map((x) => x.name)];
    if (!ctx.hasPlatform("regulated")) {
      for (const n of names) ctx.skipCase(n, ctx.missingPlatform("regulated"));
      return;
    }
    const p = await ctx.platform("regulated");
    let base: Base | undefined;
    const setup: CaseResult = await ctx.runCase(
      "an approved customer with a funded USD account",
      async (s) => {
        const client = s.clientFor(p);
        const customer = await approvedCustomer(client, s);
        const accountId = (await usdAccount(client, s, customer.id)).id;
        await fund(client, s, accountId, 100_000);
        base = { customerId: customer.id, accountId };
      },
      { operationKey: "POST /customers", platform: p },
    );
    if (!base || setup.status === "failed") {
      for (const n of names) ctx.skipCase(n, "the setup case (an approved customer with a funded USD account) failed");
      return;
    }
    const b = base;
    await pool(payouts, POOL, (x) =>
      ctx.runCase(payoutName(x), (s) => payoutCase(s, s.clientFor(p), b, x.c, x.t, rules), { operationKey: "POST /quotes", platform: p }),
    );
    await pool(refusals, POOL, (x) =>
      ctx.runCase(x.name, (s) => refusedCase(s, s.clientFor(p), ctx.contract, b, x.t, x.rule, x.row, rules), { operationKey: "POST /quotes", platform: p }),
    );
  },
};
