/** Stablecoins: spec/rules/stablecoins.yaml. */
import { stablecoinRules, type LifecycleStep } from "../../../contract/rules/stablecoins.js";
import { code, codes, seconds, table, type Page } from "../markdown.js";

const lifecycle = (steps: LifecycleStep[]) =>
  steps.map((s) => `${seconds(s.afterSeconds)}: ${code(s.status)}${s.failureReason ? ` (${code(s.failureReason)})` : ""}`).join(", ");

export function stablecoinsPage(): Page {
  const r = stablecoinRules();
  const suffixRows = (t: Record<string, LifecycleStep[]>) =>
    Object.entries(t)
      .sort(([a], [b]) => (a === "default" ? 1 : b === "default" ? -1 : a.localeCompare(b)))
      .map(([s, steps]) => [s === "default" ? "anything else" : code(s), lifecycle(steps)]);
  const p = r.providerAccounts;
  const fundedBy = (kind: string) =>
    Object.entries(r.operations.mintFunding)
      .filter(([, v]) => v === kind)
      .map(([k]) => k);
  return {
    file: "stablecoins.md",
    title: "Stablecoins",
    summary: "provider-account, token and mint/burn outcomes by suffix, the Stablecoin Service enablement table",
    sources: ["stablecoins.yaml"],
    body: `
## Magic values

Suffixes match case-insensitively; times are platform time (move it with \`POST /_sim/clock/advance\`).

**Linking a provider account** — by the end of \`apiClientId\`:

${table(
  ["suffix", "what happens"],
  [
    ...Object.entries(p.linkRefusals).map(([s, c]) => [code(s), `refused: 400 ${code(c)} (nothing is linked)`]),
    ...Object.entries(p.laterStatus).map(([s, x]) => [code(s), `linked \`ACTIVE\`, then ${code(x.status)} after ${seconds(x.afterSeconds)}`]),
    ["anything else", "linked `ACTIVE`"],
  ],
)}

A coin whose link is ${Object.entries(p.unusable)
      .map(([st, c]) => `${code(st)} answers 400 ${code(c)}`)
      .join("; ")}.

**Registering a token** — it starts ${code(r.issuance.initial)}; by the end of \`providerTokenIdentifier\`:

${table(["suffix", "lifecycle after registration"], suffixRows(r.issuance.lifecycles))}

The symbol is the identifier's leading letters and digits, upper-cased (at most ${r.token.symbolMaxLength}); ${r.token.decimals} decimals, base currency ${code(r.token.baseCurrency)}.

**Mints and burns** — they start ${code(r.operations.initial)}; by the end of \`description\`:

${table(["suffix", "lifecycle after creation"], suffixRows(r.operations.lifecycles))}

Funding must arrive within ${seconds(r.operations.fundingWindowSeconds)} (\`expiresAt\`). Mints funded by ${codes(fundedBy("internal"))} hold the amount on an internal account at creation; by ${codes(fundedBy("world"))}, the money comes from outside the platform's books on completion. Burn sources: ${codes(Object.keys(r.operations.burnSources))} (${Object.entries(
      r.operations.burnSources,
    )
      .map(([t, k]) => `${code(t)}: ${k}`)
      .join(
        ", ",
      )}); a mint may deliver to an internal account's holding or to an ACTIVE external account of type ${codes(r.operations.mintExternalDestinations)}.

## Stablecoin Service enablement

A stablecoin starts ${code(r.enablement.initial)}. A request to enable it:

${table(
  ["in", "moves to"],
  Object.entries(r.enablement.request).map(([from, to]) => [code(from), code(to)]),
)}

In any other state the request is refused. The operator's moves (\`POST /_sim/stablecoins/{id}/service-operations\`, designed; any other is refused):

${table(
  ["from", "to"],
  r.enablement.operator.map((t) => [code(t.from), code(t.to)]),
)}

Mints and burns need ${codes(r.enablement.operationsAllowedIn)}.
`,
  };
}
