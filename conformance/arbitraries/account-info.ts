/**
 * Valid external accounts per accountInfo variant, generated from the contract's variant
 * schemas (required fields, patterns, enums, exactly-one-of shapes, the currency rules)
 * and the description's tables (beneficiary minimums, discoveries, sandbox suffixes),
 * and the single-constraint violations each variant admits (one field broken at a time,
 * with the field a FieldError must name).
 *
 * Free values come from fast-check: digits of the right count and phone prefixes from the
 * variant's own patterns (fc.stringMatching), IBANs with valid checksums (ibantools),
 * bankName from the discoveries of the corridor where the corridor requires it.
 */
import fc from "fast-check";
import { composeIBAN, getCountrySpecifications, isValidIBAN } from "ibantools";
import type { Contract } from "../../contract/operations.js";
import { walletAddress, walletSpecFor } from "./wallets.js";
import { SchemaWalker, type Schema } from "../contract/schema-walk.js";
import {
  loadBeneficiaryMinimums,
  loadDiscoveryRules,
  loadSandboxExternalAccountRules,
  primaryIdentifier,
  primaryIdentifierSuffix,
  type BeneficiaryMinimums,
  type SandboxExternalAccountRules,
} from "../../contract/rules/external-accounts.js";
import type { JsonObject } from "../contract/json.js";

export interface VariantInfo {
  accountType: string;
  schema: Schema;
  currencies: string[];
  /** Exactly-one-of shapes: the fields each shape requires (empty: one shape). */
  shapes: { title: string; required: string[]; forbidden: string[]; bankNameEnum?: string[]; beneficiaryType?: string }[];
  fiat: boolean;
}

export interface AccountTables {
  minimums: BeneficiaryMinimums;
  sandbox: SandboxExternalAccountRules;
  discoveryRequired: Set<string>;
  /** bankName values by currency and kind (from the discoveries table). */
  discoveries: { bankName: string; currency: string; kind: string }[];
}

let tables: AccountTables | undefined;
export function accountTables(): AccountTables {
  if (tables) return tables;
  const d = loadDiscoveryRules();
  tables = {
    minimums: loadBeneficiaryMinimums(),
    sandbox: loadSandboxExternalAccountRules(),
    discoveryRequired: new Set(d.requiredFor),
    discoveries: d.entries,
  };
  return tables;
}

/** Every variant of the AccountInfo oneOf, with its currencies from ExternalAccountCurrencyRules. */
export function accountVariants(contract: Contract): VariantInfo[] {
  const w = new SchemaWalker(contract);
  const ai = w.pointer("#/components/schemas/AccountInfo");
  const currencyRules = w.pointer("#/components/schemas/ExternalAccountCurrencyRules").allOf as Schema[];
  const currencyOf = new Map<string, string[]>();
  for (const r of currencyRules) {
    const t = r.if?.properties?.accountInfo?.properties?.accountType?.const;
    if (t) currencyOf.set(t, r.then?.properties?.currency?.enum ?? []);
  }
  return Object.entries<string>(ai.discriminator.mapping).map(([accountType, ref]) => {
    const schema = w.deref({ $ref: ref });
    const shapes = ((schema.oneOf ?? []) as Schema[]).map((b, i) => {
      const not = b.not?.anyOf ? b.not.anyOf.flatMap((x: Schema) => x.required ?? []) : (b.not?.required ?? []);
      return {
        title: b.title ?? `shape ${i + 1}`,
        required: (b.required ?? []) as string[],
        forbidden: not as string[],
        bankNameEnum: b.properties?.bankName?.enum as string[] | undefined,
        beneficiaryType: b.properties?.beneficiary?.properties?.beneficiaryType?.const as string | undefined,
      };
    });
    return { accountType, schema, currencies: currencyOf.get(accountType) ?? [], shapes, fiat: !!schema.properties?.beneficiary };
  });
}

// ---------------------------------------------------------------- free values
const IBAN_COUNTRIES: Record<string, string[]> = { EUR_ACCOUNT: ["DE", "AT", "EE", "LT"], AED_ACCOUNT: ["AE"], ILS_ACCOUNT: ["IL"], EGP_ACCOUNT: ["EG"] };

/** An IBAN with a valid checksum for one of `countries`, its BBAN ending in `suffix` when given. */
export function ibanArb(countries: string[], suffix?: string): fc.Arbitrary<string> {
  const specs = getCountrySpecifications();
  return fc
    .constantFrom(...countries)
    .chain((cc) => {
      const len = (specs[cc]?.chars ?? 22) - 4;
      return fc.array(fc.constantFrom(..."0123456789"), { minLength: len, maxLength: len }).map((ds) => {
        let bban = ds.join("");
        if (suffix) bban = bban.slice(0, len - suffix.length) + suffix;
        return composeIBAN({ countryCode: cc, bban }) ?? "";
      });
    })
    .filter((iban) => isValidIBAN(iban));
}

/** Digits without fast-check's small-value bias (so identifiers rarely repeat). */
function patternArb(pattern: string): fc.Arbitrary<string> {
  return fc.stringMatching(new RegExp(pattern));
}

/** Force the last 3 characters of an identifier (or of its username part) to `suffix` when it stays valid. */
export function withSuffix(value: string, suffix: string, pattern?: string, domainPart = false): string {
  let out: string;
  if (domainPart && value.includes("@")) {
    const [user, ...rest] = value.split("@");
    const u = user.length >= suffix.length ? user.slice(0, -suffix.length) + suffix : suffix;
    out = `${u}@${rest.join("@")}`;
  } else if (value.length > suffix.length) out = value.slice(0, -suffix.length) + suffix;
  else return value;
  return !pattern || new RegExp(pattern).test(out) ? out : value;
}

/** The sandbox suffix of an accountInfo (last 3 of the primary identifier, username part for domain identifiers). */
export function primarySuffix(accountInfo: JsonObject, t = accountTables()): { field?: string; suffix?: string } {
  const id = primaryIdentifier(accountInfo, t.sandbox);
  if (!id) return {};
  const suffix = primaryIdentifierSuffix(accountInfo, t.sandbox);
  return { field: id.field, suffix: suffix !== null && suffix.length === t.sandbox.suffixLength ? suffix : undefined };
}

const ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };
const nameArb = fc
  .tuple(fc.constantFrom("Jane", "Amina", "Li", "Juan", "Priya", "Kwame"), fc.constantFrom("Doe", "Otieno", "Wei", "Perez", "Sharma", "Mensah"))
  .map(([a, b]) => `${a} ${b}`);

/** A beneficiary with every minimum field for its type (valid for every row of the tables). */
function beneficiaryArb(accountType: string, forcedType?: string): fc.Arbitrary<Record<string, unknown>> {
  const typeArb = forcedType ? fc.constant(forcedType) : fc.constantFrom("INDIVIDUAL", "BUSINESS");
  return fc
    .record({ type: typeArb, name: nameArb, alias: fc.boolean(), doc: fc.constantFrom("CC", "CE", "TI", "NIT", "PP") })
    .map(({ type, name, alias, doc }) => {
      const b: Record<string, unknown> = { beneficiaryType: type, address: { ...ADDRESS } };
      if (type === "INDIVIDUAL") b.fullName = name;
      else {
        if (alias) b.businessInfo = { legalName: `${name} Ltd`, taxId: "12-3456789" };
        else Object.assign(b, { legalName: `${name} Ltd`, taxId: "12-3456789" });
        b.registrationNumber = "REG-12345";
      }
      if (accountType === "GTQ_ACCOUNT") Object.assign(b, { phoneNumber: "+50255551234", countryOfResidence: "GT" });
      if (accountType === "COP_ACCOUNT") Object.assign(b, { documentType: doc, documentNumber: "1020304050" });
      return b;
    });
}

export interface GeneratedAccount {
  body: JsonObject;
  /** The shape chosen for variants with several. */
  shape?: string;
  beneficiaryType?: string;
}

const NEUTRAL = "789";

/**
 * A valid create body for `v`: required fields (and randomly the optional ones) from the
 * schema, the chosen shape's fields only, discoveries bankName where required, the
 * primary identifier ending in `suffix` (a sandbox magic value) when given.
 */
export function validAccountArb(
  v: VariantInfo,
  opts: { suffix?: fc.Arbitrary<string>; customerId?: string; ownershipRequired?: boolean } = {},
): fc.Arbitrary<GeneratedAccount> {
  const t = accountTables();
  const props: Record<string, Schema> = v.schema.properties ?? {};
  const shapeArb = v.shapes.length ? fc.constantFrom(...v.shapes) : fc.constant(undefined);
  const shapeFields = new Set(v.shapes.flatMap((s) => s.required));
  return fc
    .record({
      shape: shapeArb,
      suffix: opts.suffix ?? fc.constant(NEUTRAL),
      currency: fc.constantFrom(...v.currencies),
      ownership:
        isSelfCustody(v) && opts.ownershipRequired ? fc.constantFrom("FIRST_PARTY", "THIRD_PARTY") : fc.constantFrom(undefined, "FIRST_PARTY", "THIRD_PARTY"),
      seed: fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
    })
    .chain(({ shape, suffix, currency, seed, ownership }) => {
      const required = new Set<string>([...(v.schema.required ?? []), ...(shape?.required ?? [])]);
      required.delete("beneficiary");
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      let optIndex = 0;
      for (const [name, s0] of Object.entries(props)) {
        if (name === "accountType" || name === "beneficiary" || name === "paymentRails") continue;
        if (shapeFields.has(name) && !required.has(name)) continue;
        if (shape?.forbidden.includes(name)) continue;
        const isReq = required.has(name);
        if (!isReq && !seed[optIndex++ % seed.length]) continue;
        const s = s0 as Schema;
        let arb: fc.Arbitrary<unknown>;
        if (name === "address" && v.accountType.endsWith("_WALLET")) arb = walletSpecFor(v.accountType).map(walletAddress);
        else if (name === "iban") arb = ibanArb(IBAN_COUNTRIES[v.accountType] ?? ["DE"], suffix);
        else if (name === "bankName" && shape?.bankNameEnum) arb = fc.constantFrom(...shape.bankNameEnum);
        else if (name === "bankName" && t.discoveryRequired.has(v.accountType)) {
          const kind = shape && /mobile/i.test(shape.title) ? ["MOBILE_MONEY"] : ["BANK", "WALLET"];
          const names = t.discoveries.filter((d) => d.currency === currency && kind.includes(d.kind)).map((d) => d.bankName);
          arb = names.length ? fc.constantFrom(...names) : fc.constant("Unknown Bank");
        } else if (name === "bankName") arb = fc.constantFrom("First Bank", "Bank of Commerce", "National Bank");
        else if (name === "swiftCode")
          continue; // derived from the IBAN where derivable; sending an unrelated one is not a test of this model
        else if (Array.isArray(s.enum)) arb = fc.constantFrom(...s.enum);
        else if (s.pattern) arb = patternArb(s.pattern);
        else arb = fc.stringMatching(/^[A-Za-z0-9]{4,16}$/).map((x) => x.slice(0, s.maxLength ?? 16));
        fields[name] = arb;
      }
      return fc
        .record({ info: fc.record(fields), beneficiary: v.fiat ? beneficiaryArb(v.accountType, shape?.beneficiaryType) : fc.constant(undefined) })
        .map(({ info, beneficiary }) => {
          const accountInfo: JsonObject = { accountType: v.accountType, ...info };
          const { field } = primarySuffix(accountInfo, t);
          if (field && field !== "iban" && field !== "address")
            accountInfo[field] = withSuffix(accountInfo[field], suffix, props[field]?.pattern, t.sandbox.domainPartFields.includes(field));
          if (beneficiary) accountInfo.beneficiary = beneficiary;
          const body: JsonObject = { currency, accountInfo };
          if (opts.customerId) body.customerId = opts.customerId;
          if (ownership) body.ownershipType = ownership;
          return { body, shape: shape?.title, beneficiaryType: beneficiary?.beneficiaryType as string | undefined };
        });
    });
}

export function isSelfCustody(v: VariantInfo, t = accountTables()): boolean {
  return t.sandbox.initialStatus.selfCustodyAccountTypes.includes(v.accountType);
}

// ---------------------------------------------------------------- violations
export interface Violation {
  kind: string;
  /** The FieldError paths any of which the answer must name. */
  fields: string[];
  describe: string;
  apply(body: JsonObject): JsonObject | undefined;
}

const clone = <T>(x: T): T => structuredClone(x);
const matches = (pattern: string | undefined, v: string) => !!pattern && new RegExp(pattern).test(v);

/** Beneficiary fields the minimum tables require for this destination and beneficiary type (individual sender). */
export function requiredBeneficiaryFields(accountType: string, currency: string, beneficiaryType: string, m = accountTables().minimums): string[] {
  const rows = beneficiaryType === "BUSINESS" ? m.businesses : m.individuals;
  const row = rows.find((r) => r.currencies?.includes(currency) && !r.exceptAccountTypes?.includes(accountType)) ?? rows.find((r) => r.default)!;
  const extras = m.accountTypeExtras[accountType] ?? {};
  return [...new Set([...row.required, ...(extras.all ?? []), ...(extras[beneficiaryType as "INDIVIDUAL" | "BUSINESS"] ?? [])])];
}

/** Every single-constraint violation a generated account of `v` admits. */
export function violationsOf(v: VariantInfo, g: GeneratedAccount, otherCurrency: string, ownershipRequired = false): Violation[] {
  const t = accountTables();
  const out: Violation[] = [];
  const info = g.body.accountInfo as JsonObject;
  const props: Record<string, Schema> = v.schema.properties ?? {};
  const set = (field: string, value: unknown) => (b: JsonObject) => {
    const c = clone(b);
    c.accountInfo[field] = value;
    return c;
  };
  for (const [name, value] of Object.entries(info)) {
    if (typeof value !== "string") continue;
    const s = props[name] ?? {};
    const path = `accountInfo.${name}`;
    const digitRun = s.pattern ? /^\^((?:\\\+[0-9]+)?)\[0-9\]\{(\d+)(?:,(\d+))?\}\$$/.exec(s.pattern) : null;
    if (digitRun) {
      // digit-count violations at the pattern's bounds: one digit more than the maximum, one fewer than the minimum
      const prefix = digitRun[1].replace(/\\/g, "");
      const min = Number(digitRun[2]);
      const max = Number(digitRun[3] ?? digitRun[2]);
      const digits = (n: number) => Array.from({ length: n }, (_, i) => String((i * 7 + 3) % 10)).join("");
      const longer = prefix + digits(max + 1);
      const shorter = prefix + digits(min - 1);
      if (!matches(s.pattern, longer)) out.push({ kind: "digit-count", fields: [path], describe: `${name} with ${max + 1} digits`, apply: set(name, longer) });
      if (min > 1 && !matches(s.pattern, shorter))
        out.push({ kind: "digit-count", fields: [path], describe: `${name} with ${min - 1} digits`, apply: set(name, shorter) });
    }
    if (name === "phoneNumber" && s.pattern) {
      const m = /^\+([0-9]{3})/.exec(value);
      if (m) {
        const wrong = `+${m[1] === "999" ? "998" : "999"}${value.slice(4)}`;
        if (!matches(s.pattern, wrong)) out.push({ kind: "prefix", fields: [path], describe: `phoneNumber with prefix +999`, apply: set(name, wrong) });
      }
    }
    if (Array.isArray(s.enum) && name !== "accountType")
      out.push({ kind: "enum", fields: [path], describe: `${name} not an allowed value`, apply: set(name, "NOT_A_VALUE") });
    if (name === "iban") {
      const flipped = value.slice(0, -1) + String((Number(value.slice(-1)) + 1) % 10);
      out.push({ kind: "iban-checksum", fields: [path], describe: "IBAN with a wrong check digit", apply: set(name, flipped) });
      out.push({ kind: "iban-length", fields: [path], describe: "IBAN one character short", apply: set(name, value.slice(0, -1)) });
      if (IBAN_COUNTRIES[v.accountType]?.length === 1) {
        const other = v.accountType === "AED_ACCOUNT" ? "IL" : "AE";
        out.push({ kind: "iban-prefix", fields: [path], describe: `IBAN of country ${other}`, apply: set(name, other + value.slice(2)) });
      }
    }
    if (name === "bankName" && t.discoveryRequired.has(v.accountType)) {
      out.push({ kind: "discoveries", fields: [path], describe: "bankName not in the discoveries list", apply: set(name, "Not A Listed Bank") });
    }
  }
  // exactly one of the shapes
  if (v.shapes.length > 1 && g.shape) {
    const mine = v.shapes.find((s) => s.title === g.shape)!;
    for (const other of v.shapes) {
      if (other === mine) continue;
      const extra = other.required.find((f) => !mine.required.includes(f) && f !== "bankName");
      if (!extra) continue;
      const sample =
        v.accountType === "LIGHTNING"
          ? { lightningAddress: "alice@example.com", invoice: "lnbc1500n1pwxyz", bolt12: "lno1qcp4256ypq" }[extra]
          : extra === "phoneNumber"
            ? "+15555550123"
            : extra === "vpa"
              ? "someone@okaxis"
              : extra === "iban"
                ? "EG380019000500000000263180002"
                : extra === "rail"
                  ? "NEFT"
                  : extra === "ifsc"
                    ? "HDFC0001234"
                    : "123456789";
      out.push({
        // LIGHTNING: "exactly one of lightningAddress, invoice, bolt12" (description); the other variants' two shapes are alternatives it does not say are exclusive.
        kind: v.accountType === "LIGHTNING" ? "exactly-one-of" : "one-shape",
        fields: [`accountInfo.${extra}`, "accountInfo", ...mine.required.map((f) => `accountInfo.${f}`)],
        describe: `both shapes: ${g.shape} plus ${extra}`,
        apply: set(extra, sample),
      });
    }
  }
  // missing beneficiary minimum fields
  if (v.fiat && g.beneficiaryType) {
    const req = requiredBeneficiaryFields(v.accountType, g.body.currency, g.beneficiaryType, t.minimums);
    for (const f of req) {
      if (f === "beneficiaryType") continue;
      out.push({
        kind: "beneficiary-minimum",
        fields: [`accountInfo.beneficiary.${f}`],
        describe: `beneficiary without ${f}`,
        apply: (b) => {
          const c = clone(b);
          const ben = c.accountInfo.beneficiary;
          delete ben[f];
          const alias = t.minimums.aliases[f];
          if (alias) {
            const [obj, key] = alias.split(".");
            if (ben[obj]) delete ben[obj][key];
            if (ben[obj] && !Object.keys(ben[obj]).length) delete ben[obj];
          }
          return c;
        },
      });
      if (f === "address") {
        for (const af of t.minimums.addressFields) {
          out.push({
            kind: "beneficiary-minimum",
            fields: [`accountInfo.beneficiary.address.${af}`],
            describe: `beneficiary address without ${af}`,
            apply: (b) => {
              const c = clone(b);
              delete c.accountInfo.beneficiary.address[af];
              return c;
            },
          });
        }
      }
    }
  }
  if (ownershipRequired && isSelfCustody(v, t) && g.body.ownershipType) {
    out.push({
      kind: "ownership-type",
      fields: ["ownershipType"],
      describe: "self-custody wallet without ownershipType",
      apply: (b) => {
        const c = clone(b);
        delete c.ownershipType;
        return c;
      },
    });
  }
  out.push({ kind: "payment-rails", fields: ["accountInfo.paymentRails"], describe: "paymentRails sent", apply: set("paymentRails", ["ACH"]) });
  out.push({
    kind: "currency",
    fields: ["currency"],
    describe: `currency ${otherCurrency} for ${v.accountType}`,
    apply: (b) => ({ ...clone(b), currency: otherCurrency }),
  });
  return out;
}
