/**
 * `model.money`: fast-check model-based tests of balances and transactions under random
 * sequences of fund, quote (read back with GET /quotes/{quoteId}), execute (with or without
 * Idempotency-Key, and again once executed), clock advances (past sandbox delays and quote
 * expiries), cancel, balance reads, pulls (POST /transfer-in) and real-time-funded quotes
 * paid with POST /sandbox/send, ending with a transfer out without an amount (the full
 * balance), on a fresh
 * regulated platform with two approved customers. The model (model.ts) predicts every
 * balance (available and total) and transaction status from the description's tables
 * and checks the money invariants after every command.
 */
import fc from "fast-check";
import type { CheckContext, PlatformHandle, Scenario } from "../../runner/types.js";
import { clockedReal } from "../shared/clocked.js";
import { MONEY_RULES } from "./rules.js";
import { modelCheck } from "../shared/model-check.js";
import { sandboxPayoutRules } from "../../../contract/rules/money.js";
import { approvedCustomer } from "../../builders/setup.js";
import { individual } from "../../builders/bodies.js";
import { observe, type MoneyModel, type MoneyReal } from "./model.js";
import { Fund } from "./commands/fund.js";
import { CreateQuote, type QuoteSpec } from "./commands/create-quote.js";
import { Execute } from "./commands/execute.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { Cancel } from "./commands/cancel.js";
import { CheckBalances } from "./commands/check-balances.js";
import { Pay } from "./commands/pay.js";
import { ExecuteLate } from "./commands/execute-late.js";
import { TransferAll } from "./commands/transfer-all.js";
import { ReadQuote } from "./commands/read-quote.js";
import { ReExecute } from "./commands/re-execute.js";
import { TransferIn } from "./commands/transfer-in.js";
import { SandboxSend } from "./commands/sandbox-send.js";
import { QuoteRefusals } from "./commands/quote-refusals.js";
import { TransferRefusals } from "./commands/transfer-refusals.js";
import { CancelPending } from "./commands/cancel-pending.js";
import { FundingMismatch } from "./commands/funding-mismatch.js";
import { IncomingUma } from "./commands/incoming-uma.js";

export function moneyCommands(): fc.Arbitrary<fc.AsyncCommand<MoneyModel, MoneyReal>>[] {
  const idx = fc.nat({ max: 7 });
  const suffixes = Object.keys(sandboxPayoutRules().quoteDestinationOutcomes).filter((k) => k !== "default");
  const quoteSpec: fc.Arbitrary<QuoteSpec> = fc.record({
    source: fc.nat({ max: 1 }),
    dest: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant("external" as const),
          currency: fc.constantFrom("MXN" as const, "USD" as const),
          suffix: fc.constantFrom("789", ...suffixes),
        }),
      },
      { weight: 1, arbitrary: fc.record({ kind: fc.constant("internal" as const), index: fc.nat({ max: 2 }) }) },
    ),
    side: fc.constantFrom("SENDING" as const, "RECEIVING" as const),
    amountKind: fc.constantFrom("valid" as const, "valid" as const, "valid" as const, "valid" as const, "below" as const, "above" as const),
    at: fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000),
  });
  return [
    fc.tuple(fc.nat({ max: 1 }), fc.integer({ min: 1, max: 5_000_000 })).map(([i, a]) => new Fund(i, { amount: a })),
    quoteSpec.map((q) => new CreateQuote(q)),
    fc.tuple(quoteSpec, fc.boolean()).map(([q, k]) => new Pay({ spec: q, withKey: k })),
    fc.tuple(quoteSpec, fc.boolean()).map(([q, k]) => new Pay({ spec: q, withKey: k })),
    fc.tuple(idx, fc.boolean(), fc.boolean()).map(([i, k, same]) => new Execute(i, { withKey: k, reuseKey: same })),
    fc.tuple(idx, fc.boolean(), fc.boolean()).map(([i, k, same]) => new Execute(i, { withKey: k, reuseKey: same })),
    fc.constantFrom(1, 3, 31, 301, 361, 16 * 60).map((x) => new AdvanceClock(x)),
    fc.constant(new AdvanceClock(-1)),
    fc.constant(new AdvanceClock(-1)),
    quoteSpec.map((q) => new ExecuteLate(q)),
    idx.map((i) => new Cancel(i)),
    fc.constant(new CheckBalances()),
    idx.map((i) => new ReadQuote(i)),
    fc.tuple(idx, fc.boolean()).map(([i, k]) => new ReExecute(i, { withKey: k })),
  ];
}

/**
 * What every run draws besides its commands: the first funding, and payments to a few
 * destinations with distinct sandbox suffixes (every outcome of the table is likely in a
 * short run).
 */
function lead(): fc.Arbitrary<[number, QuoteSpec[]]> {
  const suffixes = ["789", ...Object.keys(sandboxPayoutRules().quoteDestinationOutcomes).filter((k) => k !== "default")];
  const pays = fc.shuffledSubarray(suffixes, { minLength: 3, maxLength: 5 }).chain((sfx) =>
    fc.tuple(
      ...sfx.map((suffix): fc.Arbitrary<QuoteSpec> =>
        fc.record({
          source: fc.constant(0),
          dest: fc.record({
            kind: fc.constant("external" as const),
            currency: fc.constantFrom("MXN" as const, "USD" as const),
            suffix: fc.constant(suffix),
          }),
          side: fc.constantFrom("SENDING" as const, "RECEIVING" as const),
          amountKind: fc.constant("valid" as const),
          at: fc.integer({ min: 0, max: 1000 }).map((x) => x / 1000),
        }),
      ),
    ),
  );
  return fc.tuple(fc.integer({ min: 100_000, max: 2_000_000 }), pays);
}

export const moneyModelCheck = modelCheck({
  id: "model.money",
  area: "Cross-Currency Transfers",
  rule: "Balances and transactions follow the description: no amount created or destroyed except funding and stated fees; available never negative; failed or returned payouts refund the source (except 007); integer amounts; QUOTE_EXPIRED, INSUFFICIENT_FUNDS, AMOUNT_OUT_OF_RANGE; sandbox suffix outcomes; an executed quote executed again answers 409 and debits nothing; quotes read back as created; transfer-in credits the account; /sandbox/send pays a real-time-funded quote.",
  rules: MONEY_RULES,
  name: "random fund, quote, execute, clock, cancel sequences",
  probe: { method: "GET", path: "/platform/internal-accounts", area: "internal accounts and quotes" },
  platform: "regulated",
  setup: setupOn,
  commands: moneyCommands,
  maxCommands: 14,
  lead,
  prefix: ([initial, pays]) => [
    new Fund(0, { amount: initial }),
    ...pays.map((q) => new Pay({ spec: q, withKey: false })),
    // From the second source (the customer's EUR account, never funded first): 400 INSUFFICIENT_FUNDS.
    new Pay({ spec: { source: 1, dest: { kind: "internal", index: 0 }, side: "SENDING", amountKind: "valid", at: 0.5 }, withKey: false }),
  ],
  // The clock past every scheduled step, so each outcome lands and is checked; executed
  // quotes executed again (409, nothing debited twice) and the walk goes on: the refusals of a
  // quote (and of rates, lookups, a stray signed retry), a quote executed after its expiresAt,
  // a real-time-funded quote paid with /sandbox/send (one after its expiresAt first, refused),
  // a pull into the customer's account (transfer-in, its replay and refusals), a pending bank
  // transfer cancelled, incoming UMA payments screened (one rejected, one approved), the
  // account's whole available balance transferred out without an amount, the refusals of a
  // transfer out, and every outcome (the pull's and the approved payment's credit checked as
  // they complete).
  suffix: () => [
    new AdvanceClock(-1),
    new ReExecute(0, { withKey: false }),
    new Fund(0, { amount: 25_000 }),
    new QuoteRefusals(),
    new ExecuteLate({ source: 0, dest: { kind: "external", currency: "USD", suffix: "789" }, side: "SENDING", amountKind: "valid", at: 0.5 }),
    new SandboxSend({ at: 0.6, late: true }),
    new SandboxSend({ at: 0.3, late: false }),
    new TransferIn({ at: 0.5, keyed: true, refusals: true }),
    new CancelPending(),
    new FundingMismatch(),
    new IncomingUma(),
    new TransferAll(),
    new TransferRefusals(),
    new AdvanceClock(-1),
  ],
  runs: { min: 3, per: 1 },
  unsalted: true,
});

/** A fresh money model on platform `p` (also the setup of the idempotency check). */
export async function setup(ctx: CheckContext, p: PlatformHandle, s: Scenario): Promise<{ model: MoneyModel; real: MoneyReal }> {
  return setupOn(clockedReal(ctx.timeFor(p), s.clientFor(p), s));
}

async function setupOn(real: MoneyReal): Promise<{ model: MoneyModel; real: MoneyReal }> {
  const { client, s } = real;
  const cfg = await client.call("GET", "/config");
  const umaDomain: string | undefined = cfg.body?.umaDomain;
  // Customer B holds an UMA address at the platform's domain (unique: a given platform is reused between runs).
  const umaB = umaDomain ? `$payee.${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}@${umaDomain}` : undefined;
  const ids: string[] = [
    (await approvedCustomer(client, s)).id,
    (await approvedCustomer(client, s, umaB ? { ...individual(), umaAddress: umaB } : individual())).id,
  ];
  const model: MoneyModel = {
    accounts: [],
    destinations: new Map(),
    quotes: [],
    realtime: [],
    txs: [],
    customers: { A: ids[0], B: ids[1] },
    bounds: new Map(),
    expectedSum: new Map(),
    keySeq: 0,
    umaDomain,
    umaB,
  };
  const lists = [
    ["A", await client.call("GET", "/customers/internal-accounts", { query: { customerId: ids[0], limit: 100 } })],
    ["B", await client.call("GET", "/customers/internal-accounts", { query: { customerId: ids[1], limit: 100 } })],
    ["platform", await client.call("GET", "/platform/internal-accounts", { query: { limit: 100 } })],
  ] as const;
  for (const [owner, l] of lists) {
    for (const a of l.body?.data ?? []) {
      model.accounts.push({ id: a.id, currency: a.currency, owner, available: a.balance.amount, total: a.totalBalance.amount });
      model.expectedSum.set(a.currency, (model.expectedSum.get(a.currency) ?? 0) + a.totalBalance.amount);
    }
  }
  // Order: USD first, then EUR (the sources), then the rest.
  const rank = (c: string) => (c === "USD" ? 0 : c === "EUR" ? 1 : c === "MXN" ? 2 : 3);
  model.accounts.sort((a, b) => rank(a.currency) - rank(b.currency));
  s.expect(
    model.accounts.some((a) => a.owner === "A" && a.currency === "USD"),
    "setup",
    "an approved customer has no USD internal account",
  );
  for (const c of cfg.body?.supportedCurrencies ?? []) model.bounds.set(c.currencyCode, { min: c.minAmount, max: c.maxAmount });
  await observe(model, real);
  return { model, real };
}
