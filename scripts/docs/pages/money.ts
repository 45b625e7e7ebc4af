/** Money: quotes and transactions, spec/rules/sandbox-payouts.yaml, quotes.yaml and transactions.yaml. */
import { sandboxPayoutRules, type OutcomeStep } from "../../../contract/rules/money.js";
import { quoteRules, transactionRules } from "../../../contract/rules/money-states.js";
import { code, codes, duration, seconds, table, type Page } from "../markdown.js";

const MONEY: Record<string, string> = {
  settle: "delivered (the held amount leaves the source)",
  refund: "refunded to the source",
  return: "returned to the source after settlement, fees included",
  unrecovered: "lost: neither delivered nor refunded",
};

const plan = (steps: OutcomeStep[]) =>
  steps
    .map(
      (s) =>
        `${duration(s.atMs)}${s.atMs ? " after execution" : ""}: ${code(s.status)}${s.failureReason ? ` (${code(s.failureReason)})` : ""}${s.money ? `, money ${MONEY[s.money]}` : ""}`,
    )
    .join("; then ");

export function moneyPage(): Page {
  const p = sandboxPayoutRules();
  const q = quoteRules();
  const t = transactionRules();
  const { default: quoteDefault, ...quoteOutcomes } = p.quoteDestinationOutcomes;
  return {
    file: "money.md",
    title: "Money: quotes and transactions",
    summary: "payout outcomes by the destination's suffix, the sandbox UMA receivers, the quote and transaction state tables and refusals",
    sources: ["sandbox-payouts.yaml", "quotes.yaml", "transactions.yaml"],
    body: `
## Magic values

**A quote to an external account** — the last 3 characters of the destination's primary identifier (see [external accounts](external-accounts.md)) decide what its transaction does after execution (platform time; move it with \`POST /_sim/clock/advance\`):

${table(["suffix", "what happens"], [...Object.entries(quoteOutcomes).map(([s, steps]) => [code(s), plan(steps)]), ["anything else", plan(quoteDefault)]])}

A quote to an internal account: ${plan(p.internalDestinationOutcome)}. Pulls and same-currency transfers follow the external account table. Transactions wait \`PROCESSING\` ${duration(p.processingMs)} by default.

**Sandbox UMA receivers** — \`$<name>@${p.umaDomain}\`; any other address answers 404 \`UMA_NOT_FOUND\`:

${table(
  ["address", "receiver", "currencies (min-max, smallest unit)", "what happens"],
  Object.entries(p.umaReceivers).map(([name, u]) => [
    code(`$${name}@${p.umaDomain}`),
    u.receiverName,
    u.currencies.map((c) => `${c.code} ${c.minAmount}-${c.maxAmount}`).join(", "),
    plan(u.outcome),
  ]),
)}

**Strong customer authentication of payments** (platforms with \`scaRequired\`) — factor ${code(p.sca.factor)} sent to ${code(p.sca.sentTo)}, valid ${seconds(p.sca.challengeTtlSeconds)}; the sandbox code is ${code(p.sca.sandboxCode)}.

## Quotes

Statuses ${codes(q.statuses)}; a quote starts ${code(q.initial)}; only ${codes(q.executable)} without a transaction can be executed.

${table(
  ["event", "from", "with a transaction", "to"],
  q.transitions.map((x) => [
    code(x.on),
    code(x.from),
    x.transaction === undefined ? "either" : x.transaction ? `yes${x.transactionStatus ? ` (${code(x.transactionStatus)})` : ""}` : "no",
    code(x.to),
  ]),
)}

## Transactions

Statuses ${codes(t.statuses)}. Open (a customer with one cannot be deleted): ${codes(t.open)}. Final (nothing moves them): ${codes(t.final)}.

${table(
  ["a quote's transaction when", "starts", "with"],
  Object.entries(t.initial).map(([k, s]) => [k, code(s), codes(t.initialFlags?.[k as keyof typeof t.initial])]),
)}

${table(
  ["event", "from", "when", "type", "to", "failure reason", "clears"],
  t.transitions.map((x) => [code(x.on), code(x.from), code(x.when), code(x.type), code(x.to), code(x.failureReason), codes(x.clears)]),
)}

## Error rules

A platform decision no move allows answers 409:

${table(
  ["decision", "code", "reason"],
  Object.entries(t.refusals).map(([d, x]) => [code(d), code(x.code), `${x.reason}${x.wrongType ? `; for the wrong type: ${x.wrongType}` : ""}`]),
)}
`,
  };
}
