/** Cards: spec/rules/cards.yaml. */
import { cardRules } from "../../../contract/rules/cards.js";
import { code, codes, duration, seconds, table, type Page } from "../markdown.js";

export function cardsPage(): Page {
  const r = cardRules();
  const outcome = (o: { outcome: string; declinedReason?: string; confirmAfterMs?: number }) =>
    `${code(o.outcome)}${o.declinedReason ? ` (${code(o.declinedReason)})` : ""}${o.confirmAfterMs ? `, then \`CONFIRMED\` after ${duration(o.confirmAfterMs)}` : ""}`;
  return {
    file: "cards.md",
    title: "Cards",
    summary: "authorization outcomes by the merchant descriptor's suffix, funding-source suffixes, the card state table",
    sources: ["cards.yaml"],
    body: `
## Magic values

**Simulated authorizations** (\`POST /sandbox/cards/{id}/simulate/authorization\`) — the last 3 characters of \`merchant.descriptor\` (${r.descriptorLength.min} to ${r.descriptorLength.max} characters):

${table(["suffix", "outcome"], [...Object.entries(r.descriptorSuffixes).map(([s, o]) => [code(s), outcome(o)]), ["anything else", code(r.defaultOutcome)]])}

**Funding sources** (\`POST /cards\`, \`PATCH /cards/{id}\`) — the last 3 characters of the account id:

${table(
  ["suffix", "refused as"],
  Object.entries(r.fundingSourceSuffixes).map(([s, why]) => [code(s), why]),
)}

## State table

A card starts ${code(r.initialStatus)}; the issuer provisions it (${code(r.provisioning.from)} to ${code(r.provisioning.to)}, with its number's last four and expiry) ${duration(r.provisioning.delayMs)} of platform time later. ${code(r.terminalStatus)} is final.

${table(
  ["from", "to (PATCH /cards/{id})"],
  r.transitions.map((t) => [code(t.from), code(t.to)]),
)}

Authorizations are decided only for cards in ${codes(r.authorizableStatuses)}; a card's number can be revealed in ${codes(r.revealableStatuses)}, through a link valid ${seconds(r.revealTtlSeconds)}.

## Settings

Cards are funded in ${codes(r.eligibleCurrencies)} and expire ${r.expiryYears} years after provisioning. A platform's card settings (\`POST /_sim/platforms\` \`cards\`; designed) default to: ${Object.entries(
      r.defaultSettings,
    )
      .map(([k, v]) => `\`${k}\` ${code(v)}`)
      .join(", ")}.
`,
  };
}
