/**
 * `model.cards`: fast-check model-based tests of cards on a fresh regulated platform with
 * two approved cardholders: issue (and provisioning), freeze / unfreeze / close, rebind the
 * funding source, authorize with random descriptors and amounts (including exactly at and
 * one above each limit), clear (settle, tip, void), refund, reveal, fund, and clock
 * advances past delayed pulls and across UTC days. Each run starts with a fixed walk that
 * touches every rule once (a card refused to each cardholder the KYC table leaves not
 * APPROVED and for each funding source that cannot fund it (the live fundingSources list
 * included), the simulations refused in another currency or on an unknown card transaction
 * or for want of money, the credits at the declining suffixes, the state table (a close
 * carrying more refused, a close's stateReason), the per-transaction limit boundary, a
 * refund that must not restore the day's capacity, a return beyond what is left refused), then
 * random commands. model.ts predicts.
 */
import fc from "fast-check";
import { modelCheck } from "../shared/model-check.js";
import { cardRules } from "../../../contract/rules/cards.js";
import { approvedCustomer } from "../../builders/setup.js";
import { observeBalances, type CardModel, type CardReal, type Owner } from "./model.js";
import { Issue, type Limits } from "./commands/issue.js";
import { SetStatus } from "./commands/set-status.js";
import { Rebind, rebindTargets } from "./commands/rebind.js";
import { Authorize, type AmountKind } from "./commands/authorize.js";
import { Clear, type ClearKind } from "./commands/clear.js";
import { Refund } from "./commands/refund.js";
import { Simulate, type SimulationKind } from "./commands/simulate.js";
import { Advise } from "./commands/advise.js";
import { ReverseReturn } from "./commands/reverse-return.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { Fund } from "./commands/fund.js";
import { Reveal } from "./commands/reveal.js";
import { LongDescriptor } from "./commands/long-descriptor.js";
import { IssueUnapproved, unapprovedSuffixes } from "./commands/issue-unapproved.js";
import { IssueRefusals } from "./commands/issue-refusals.js";
import { SimulationRefusals } from "./commands/simulation-refusals.js";
import { Drained } from "./commands/drained.js";
import { CloseExcludes } from "./commands/close-excludes.js";
import { CreditSuffixes } from "./commands/credit-suffixes.js";
import { CARD_RULES } from "./rules.js";
import type { Json } from "../../contract/json.js";

type Cmd = fc.AsyncCommand<CardModel, CardReal>;

const SIMULATIONS: SimulationKind[] = [
  "financial_authorization",
  "financial_credit_authorization",
  "credit_authorization",
  "credit_authorization_advice",
  "balance_inquiry",
];

const owner = fc.constantFrom<Owner>("A", "B");
const limits: fc.Arbitrary<Limits> = fc.record(
  { perTx: fc.integer({ min: 500, max: 5_000 }), perDay: fc.integer({ min: 2_000, max: 12_000 }), countPerDay: fc.integer({ min: 1, max: 4 }) },
  { requiredKeys: [] },
);

export function cardCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  const suffixes = ["001", "789", ...Object.keys(cardRules().descriptorSuffixes)];
  const amountKind = fc.constantFrom<AmountKind>("plain", "plain", "exact-tx", "over-tx", "rest-of-day", "over-day");
  return [
    fc.tuple(owner, limits).map(([o, l]) => new Issue({ owner: o, limits: l })),
    fc.tuple(idx, fc.constantFrom("ACTIVE" as const, "FROZEN" as const, "CLOSED" as const)).map(([i, s]) => new SetStatus(i, { to: s })),
    fc.tuple(idx, fc.constantFrom(...rebindTargets())).map(([i, t]) => new Rebind(i, { target: t })),
    fc
      .tuple(idx, amountKind, fc.integer({ min: 1, max: 8_000 }), fc.constantFrom(...suffixes))
      .map(([i, k, a, s]) => new Authorize(i, { kind: k, plain: a, suffix: s })),
    fc
      .tuple(idx, amountKind, fc.integer({ min: 1, max: 8_000 }), fc.constantFrom("001", "789"))
      .map(([i, k, a, s]) => new Authorize(i, { kind: k, plain: a, suffix: s })),
    fc
      .tuple(idx, fc.constantFrom<ClearKind>("below", "exact", "tip", "void"), fc.integer({ min: 1, max: 3_000 }))
      .map(([i, k, d]) => new Clear(i, { kind: k, delta: d })),
    fc.tuple(idx, fc.constantFrom(250, 500, 1000, 1200)).map(([i, s]) => new Refund(i, { share: s })),
    fc
      .tuple(idx, fc.constantFrom<SimulationKind>(...SIMULATIONS), fc.integer({ min: 1, max: 6_000 }))
      .map(([i, k, a]) => new Simulate(i, { kind: k, amount: a })),
    fc.tuple(idx, fc.constantFrom(400, 1000, 1600, 5000)).map(([i, s]) => new Advise(i, { share: s })),
    idx.map((i) => new ReverseReturn(i, {})),
    fc.constantFrom(10, 31, 3_600).map((s) => new AdvanceClock(s)),
    fc.constant(new AdvanceClock(-1)),
    fc.tuple(owner, fc.integer({ min: 1_000, max: 20_000 })).map(([o, a]) => new Fund({ owner: o, amount: a })),
    idx.map((i) => new Reveal(i)),
  ];
}

/** The fixed walk at the start of every run: each rule of the card tables once. */
function prefix(): Cmd[] {
  const r = cardRules();
  // Every descriptor suffix on a card without limits (card 1), so no limit decides first.
  const declines = Object.entries(r.descriptorSuffixes).map(([sfx]) => new Authorize(1, { kind: "plain", plain: 700, suffix: sfx }));
  return [
    new Fund({ owner: "A", amount: 50_000 }),
    // A card asked for each cardholder the KYC suffix table leaves not APPROVED.
    ...unapprovedSuffixes().map((p) => new IssueUnapproved(p)),
    // A card refused to an approved cardholder for each funding source that cannot fund it.
    new IssueRefusals({ owner: "A" }),
    new Issue({ owner: "A", limits: { perTx: 3_000, perDay: 5_000, countPerDay: 6 } }),
    new LongDescriptor(0),
    new Authorize(0, { kind: "exact-tx", plain: 0, suffix: "001" }),
    new Authorize(0, { kind: "over-tx", plain: 0, suffix: "001" }),
    new Clear(0, { kind: "exact", delta: 0 }),
    new Refund(0, { share: 1000 }),
    // Nothing left to refund: a return of more than the purchase left is refused.
    new Refund(0, { share: 1200 }),
    new Authorize(0, { kind: "rest-of-day", plain: 0, suffix: "001" }),
    new Authorize(0, { kind: "plain", plain: 1, suffix: "001" }),
    // The day's last authorization (transaction 1) voided by a clearing of 0: the capacity stays spent.
    new Clear(1, { kind: "void", delta: 0 }),
    new AdvanceClock(-1),
    new Fund({ owner: "B", amount: 20_000 }),
    new Issue({ owner: "B", limits: {} }),
    ...declines,
    // Past the delayed pull's confirmation, clear of the margin the model leaves undecided.
    new AdvanceClock(Math.ceil((r.descriptorSuffixes[pendingSuffix(r)]?.confirmAfterMs ?? 30_000) / 1000) + 3),
    ...rebindTargets().map((t) => new Rebind(0, { target: t })),
    new Reveal(0),
    new SetStatus(0, { to: "FROZEN" }),
    new SetStatus(0, { to: "FROZEN" }),
    new Authorize(0, { kind: "plain", plain: 10, suffix: "001" }),
    new SetStatus(0, { to: "ACTIVE" }),
    new SetStatus(0, { to: "ACTIVE" }),
    // A close carrying a funding change or a limit (live: 400, the card stays ACTIVE), then the close.
    new CloseExcludes(0),
    new SetStatus(0, { to: "CLOSED" }),
    new SetStatus(0, { to: "ACTIVE" }),
    new SetStatus(0, { to: "CLOSED" }),
    // The further simulations on card 1 (no limits), an advice on either side of the hold, the reversal of each credit.
    ...SIMULATIONS.map((kind, i) => new Simulate(1, { kind, amount: 300 + 100 * i })),
    // The credits at the suffixes that decline or fail: nothing credited.
    new CreditSuffixes(1),
    new SimulationRefusals(1, undefined),
    new Advise(0, { share: 500 }),
    new Advise(2, { share: 1500 }),
    // Card 1's account drained by a hold: a tip, an advice and a credit's reversal refused for want of money.
    new Drained({ card: 1 }),
    new ReverseReturn(0, {}),
    new ReverseReturn(1, {}),
    // A frozen card closed (the other row to CLOSED).
    new SetStatus(1, { to: "FROZEN" }),
    new SetStatus(1, { to: "CLOSED" }),
  ];
}

/** The descriptor suffix whose authorization is a delayed pull (PENDING, then CONFIRMED). */
function pendingSuffix(r: ReturnType<typeof cardRules>): string {
  return Object.entries(r.descriptorSuffixes).find(([, o]) => o.outcome === "PENDING")?.[0] ?? "";
}

export const cardModelCheck = modelCheck({
  id: "model.cards",
  area: "Cards",
  rule: "Cards follow the description: the card state table and its 409s, descriptor suffixes, limits (exactly the per-transaction limit allowed; per-UTC-day spend and count never restored by refunds or voids), funding-source rules, exact balances across holds, tips, voids and refunds, and no card number in any response; the further simulations the live service serves answer its issuerTransactionToken and move money as designed.",
  rules: CARD_RULES,
  name: "random issue, freeze, close, rebind, authorize, advise, clear, refund, reverse, further simulations and clock sequences",
  probe: { method: "GET", path: "/cards", area: "cards" },
  platform: "regulated",
  setup,
  commands: cardCommands,
  maxCommands: 14,
  prefix,
  runs: { min: 3, per: 3 },
});

async function setup(real: CardReal): Promise<{ model: CardModel; real: CardReal }> {
  const { client, s } = real;
  const model: CardModel = { customers: { A: "", B: "" }, accounts: [], ineligible: { A: undefined, B: undefined }, cards: [], txs: [] };
  const eligible = cardRules().eligibleCurrencies;
  for (const o of ["A", "B"] as Owner[]) {
    const c = await approvedCustomer(client, s);
    model.customers[o] = c.id;
    const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId: c.id, limit: 100 } });
    const usd = (l.body?.data ?? []).find((a: Json) => a.currency === "USD");
    s.expect(usd, "setup", "an approved customer has no USD internal account");
    model.accounts.push({ id: usd.id, owner: o, currency: "USD", available: usd.balance.amount, total: usd.totalBalance.amount });
    model.ineligible[o] = (l.body?.data ?? []).find((a: Json) => !eligible.includes(a.currency) && !cardRules().delegatedKeyAccountTypes.includes(a.type))?.id;
  }
  await observeBalances(model, real);
  return { model, real };
}
