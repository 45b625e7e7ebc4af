/**
 * Before the cursor walks: every list under WALK_ITEMS items is topped up through the API,
 * on the platform the walks read (a simulator of their own), so each walk meets a full
 * 1,000 items where the service lets a platform hold that many. One maker per list makes
 * one item (its index keeps the item distinct: a name, an account number, a customer the
 * fill made); 16 run at
 * once, and a list stops at its first refusal, named with its reason. The lists that hold
 * what the service defines (the UMA providers, the VASPs, a platform's internal accounts:
 * one per currency) are named as such and not filled.
 */
import { randomUUID } from "node:crypto";
import { FormData } from "undici";
import { usdAccountOf, type AreaContext } from "./lib/area.js";
import { reasonOf, type Answer } from "./lib/flows.js";
import { at, requestExamples } from "./lib/spec.js";
import { heldAgentPayments } from "./areas/agents.js";
import { loadKycRules } from "../contract/rules/kyc.js";
import { primaryIdentifierSuffix, type AccountInfoLike } from "../contract/rules/external-accounts.js";

/** What a list's maker answers: nothing when it made an item, else the reason it could not. */
type Make = (i: number) => Promise<string | undefined>;
type Maker = (ctx: AreaContext) => Promise<Make | { skip: string }>;

/** Nothing when the answer is one of `ok`; else its code and what the body says first. */
const made = (r: Answer, ok = [201]) => {
  const why = reasonOf(r, ok);
  const detail = r.body?.details?.errors?.[0] ?? r.body?.reason;
  return why && (detail ? `${why}: ${JSON.stringify(detail).slice(0, 160)}` : why);
};

/** Lists whose items the service defines: a platform cannot add to them. */
export const FIXED_LISTS: Record<string, string> = {
  "/uma-providers": "the service's UMA providers",
  "/vasps": "the service's VASPs",
  "/platform/internal-accounts": "one per currency of the platform",
};

/** Platform seconds the clock is advanced by once the lists are filled. */
const SETTLE_SECONDS = 3600;

/** The sandbox's KYC table: which suffixes decide a verification or reject a document. */
const kyc = loadKycRules();

/** `value` with one more character when it would end in `trigger` (a sandbox outcome the fill must not meet). */
const clearOf = (value: string, trigger: string): string => (value.endsWith(trigger) ? `${value}0` : value);

/** Customers the makers take (cards, documents, verifications: 1,000 each, apart). */
const CUSTOMERS_NEEDED = 3100;
const customerAt = (ctx: AreaContext, i: number): string => ctx.customers[i];

/** The customers the makers take, made first (16 at once), then KYC let settle. */
async function ensureCustomers(ctx: AreaContext, n: number): Promise<void> {
  if (ctx.customers.length >= n) return;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (ctx.customers.length < n) await ctx.newCustomer();
    }),
  );
  await ctx.client.call("POST", "/_sim/clock/advance", { seconds: 60 });
}

const MAKERS: Record<string, Maker> = {
  "/customers": async (ctx) => async () => {
    await ctx.newCustomer();
    return undefined;
  },
  "/customers/external-accounts": async (ctx) => {
    const { usdAccount } = requestExamples(ctx.doc, "/customers/external-accounts", "post");
    const info = usdAccount.accountInfo as Record<string, unknown>;
    return async (i) =>
      made(
        await ctx.client.call("POST", "/customers/external-accounts", {
          ...usdAccount,
          customerId: customerAt(ctx, i),
          platformAccountId: `bench-fill-${i}`,
          accountInfo: { ...info, accountNumber: `${200_000 + i}${primaryIdentifierSuffix(info as AccountInfoLike) ?? ""}` },
        }),
      );
  },
  "/agents": async (ctx) => {
    const customerId = customerAt(ctx, 0);
    const { policy } = at(ctx.doc, "paths", "/agents", "post", "requestBody", "content", "application/json", "example") as Record<string, unknown>;
    return async (i) => made(await ctx.client.call("POST", "/agents", { name: `Bench agent ${i}`, customerId, policy }));
  },
  "/invitations": async (ctx) => {
    const inviter = await ctx.client.call("GET", `/customers/${encodeURIComponent(customerAt(ctx, 0))}`);
    const inviterUma = inviter.body?.umaAddress;
    if (!inviterUma) return { skip: "the inviter has no UMA address" };
    return async () => made(await ctx.client.call("POST", "/invitations", { inviterUma }));
  },
  "/transactions": async (ctx) => {
    const usd = await usdAccountOf(ctx, customerAt(ctx, 0));
    if ("skip" in usd) return usd;
    const { accountId } = usd;
    // Each sandbox funding is an incoming transaction of the account.
    return async () => made(await ctx.client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(accountId)}/fund`, { amount: 100 }), [200]);
  },
  "/agents/approvals": async (ctx) => {
    const held = await heldAgentPayments(ctx);
    if ("skip" in held) return held;
    return async () => {
      const h = await held.hold();
      return "why" in h ? h.why : undefined;
    };
  },
  "/tokens": async (ctx) => async (i) => made(await ctx.client.call("POST", "/tokens", { name: `Bench token ${i}`, permissions: ["VIEW"] })),
  "/cards": async (ctx) => async (i) => {
    const customerId = customerAt(ctx, 100 + i);
    const usd = await usdAccountOf(ctx, customerId);
    if ("skip" in usd) return usd.skip;
    return made(await ctx.client.call("POST", "/cards", { customerId, form: "VIRTUAL", fundingSource: usd.accountId }));
  },
  "/documents": async (ctx) => async (i) => {
    const form = new FormData();
    form.set("documentHolder", customerAt(ctx, 1100 + i));
    form.set("documentType", "DRIVERS_LICENSE");
    form.set("side", "FRONT");
    form.set("country", "US");
    form.set("documentNumber", clearOf(`D${1_000_000 + i}`, kyc.documents.rejectTrigger.documentNumberSuffix));
    form.set("issuingAuthority", "California DMV");
    form.set(
      "file",
      new Blob([Buffer.from("%PDF-1.4\n% bench\n")], { type: "application/pdf" }),
      `${clearOf(`license-${i}`, kyc.documents.rejectTrigger.fileNameStemSuffix)}.pdf`,
    );
    return made(await ctx.client.upload("/documents", form));
  },
  "/platform/external-accounts": async (ctx) => {
    const { usdAccount } = requestExamples(ctx.doc, "/customers/external-accounts", "post");
    const { customerId: _owner, defaultUmaDepositAccount: _default, ...body } = usdAccount;
    const info = body.accountInfo as Record<string, unknown>;
    // Distinct account numbers, each ending as the contract's example does (its sandbox outcome).
    const tail = primaryIdentifierSuffix(info as AccountInfoLike) ?? "";
    return async (i) =>
      made(
        await ctx.client.call("POST", "/platform/external-accounts", {
          ...body,
          platformAccountId: `bench-platform-${i}`,
          accountInfo: { ...info, accountNumber: `${100_000 + i}${tail}` },
        }),
      );
  },
  // A verification is of a customer not yet APPROVED (APPROVED is final): a new business each
  // (created UNVERIFIED), its registration number ending in a suffix the KYB table leaves to
  // manual review (no decision of its own).
  "/verifications": async (ctx) => {
    const { business } = requestExamples(ctx.doc, "/customers", "post");
    const info = business.businessInfo as Record<string, unknown>;
    const manual = Object.entries(kyc.business.outcomes).find(([, o]) => !o.autoDecision)?.[0];
    if (!manual) return { skip: "the KYB table has no suffix left to manual review" };
    return async (i) => {
      const c = await ctx.client.call("POST", "/customers", {
        ...business,
        platformCustomerId: `bench-kyb-${randomUUID()}`,
        businessInfo: { ...info, registrationNumber: `BN${100_000 + i}${manual}` },
      });
      if (c.status !== 201) return `the customer: ${made(c)}`;
      return made(await ctx.client.call("POST", "/verifications", { customerId: c.body.id }), [200]);
    };
  },
  "/beneficial-owners": async (ctx) => {
    const { business } = requestExamples(ctx.doc, "/customers", "post");
    const c = await ctx.client.call("POST", "/customers", { ...business, platformCustomerId: `bench-business-${randomUUID()}` });
    if (c.status !== 201) return { skip: `the business customer answered ${reasonOf(c, [201])}` };
    const { personalInfo } = at(ctx.doc, "paths", "/beneficial-owners", "post", "requestBody", "content", "application/json", "example") as Record<
      string,
      unknown
    >;
    return async (i) =>
      made(
        await ctx.client.call("POST", "/beneficial-owners", {
          customerId: c.body.id,
          roles: ["CONTROL_PERSON"],
          title: `Director ${i}`,
          personalInfo,
        }),
      );
  },
  "/stablecoin-provider-accounts": async (ctx) => async (i) =>
    made(
      await ctx.client.call(
        "POST",
        "/stablecoin-provider-accounts",
        { provider: "BRALE", apiClientId: `bench_fill_${i}`, apiClientSecret: "secret" },
        { "idempotency-key": randomUUID() },
      ),
    ),
  "/stablecoins": async (ctx) => {
    // Registered through one provider link of its own (named: the platform may hold several).
    const link = await ctx.client.call(
      "POST",
      "/stablecoin-provider-accounts",
      { provider: "BRALE", apiClientId: `bench_coins_${randomUUID().slice(0, 8)}`, apiClientSecret: "secret" },
      { "idempotency-key": randomUUID() },
    );
    if (link.status !== 201) return { skip: `linking a provider: ${made(link)}` };
    await ctx.client.call("POST", "/_sim/clock/advance", { seconds: 20 });
    return async (i) => {
      // The catalogue's symbol is the identifier's leading letters and digits: distinct per item.
      const tag = `F${i}-${randomUUID().slice(0, 6)}`;
      return made(
        await ctx.client.call(
          "POST",
          "/stablecoins",
          { providerTokenIdentifier: tag, networkTokenIdentifier: `btkn1${tag}`, network: "SPARK", stablecoinProviderAccountId: link.body.id },
          { "idempotency-key": randomUUID() },
        ),
      );
    };
  },
};

export interface Filled {
  path: string;
  before: number;
  added: number;
  /** Why the list was not filled to the end: its first refusal, or what holds it. */
  stopped?: string;
}

/** Tops up every list of `paths` to `target` items, one list after another; `count` tells how many items a list holds (up to `target`). */
export async function fillLists(ctx: AreaContext, paths: string[], target: number, count: (path: string) => Promise<number>): Promise<Filled[]> {
  const counted = async () => Promise.all(paths.map(async (path) => ({ path, items: await count(path) })));
  let counts = await counted();
  if (counts.some((c) => c.items < target && MAKERS[c.path])) {
    await ensureCustomers(ctx, CUSTOMERS_NEEDED);
    counts = await counted();
  }
  const out: Filled[] = [];
  for (const c of counts) out.push(await fillList(ctx, c.path, c.items, target));
  // What the new items scheduled on the platform clock (a card's activation, a stablecoin's
  // issuance) runs now, not during the walks or the sections after them.
  if (out.some((f) => f.added)) await ctx.client.call("POST", "/_sim/clock/advance", { seconds: SETTLE_SECONDS });
  return out;
}

/** Tops up `path` from `before` items to `target`, 16 at a time; stops at the first refusal. */
async function fillList(ctx: AreaContext, path: string, before: number, target: number): Promise<Filled> {
  if (before >= target) return { path, before, added: 0 };
  if (FIXED_LISTS[path]) return { path, before, added: 0, stopped: `holds ${FIXED_LISTS[path]}` };
  const maker = MAKERS[path];
  if (!maker) return { path, before, added: 0, stopped: "no maker: the bench does not fill it" };
  const make = await maker(ctx);
  if ("skip" in make) return { path, before, added: 0, stopped: make.skip };
  let next = 0;
  let added = 0;
  let stopped: string | undefined;
  const need = target - before;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (!stopped && next < need) {
        const why = await make(next++).catch((e: Error) => `error: ${e.message.slice(0, 80)}`);
        if (why) stopped ??= why;
        else added++;
      }
    }),
  );
  return { path, before, added, ...(stopped ? { stopped } : {}) };
}
