/** Agents: spec/rules/agents.yaml. */
import { agentRules } from "../../../contract/rules/agents.js";
import { code, codes, seconds, table, type Page } from "../markdown.js";

export function agentsPage(): Page {
  const r = agentRules();
  return {
    file: "agents.md",
    title: "Agents",
    summary: "device codes and tokens, the permission each agent operation needs, the policy's judgement of a payment, the action state table",
    sources: ["agents.yaml"],
    body: `
The description shows the agent operations, not their rules: where the live operations state one (the permission an operation requires, a paused agent starting no action, the one agent-action event) it is followed; the rest is designed.

## Credentials

Device codes: ${r.deviceCode.groups} groups of ${r.deviceCode.groupLength} letters of ${code(r.deviceCode.alphabet)}, valid ${seconds(r.deviceCode.ttlSeconds)}, redeemed once. Access tokens: ${code(r.accessToken.prefix + "…")}, valid ${seconds(r.accessToken.ttlSeconds)} from the redeem.

## Permissions

${table(
  ["operation", "needs", "money movement"],
  Object.entries(r.permissions).map(([op, perm]) => [code(op), perm ? code(perm) : "nothing", code(r.movements[op])]),
)}

A call without its permission answers 403 \`FORBIDDEN\` before anything it names is looked up, a money movement included${
      r.decision.find((d) => d.rule === "permissionMissing")?.outcome === "refuse"
        ? ""
        : " (the table holds such a movement for the platform's approval instead)"
    }.

## The policy's judgement of a movement

Rule by rule in this order: the first \`refuse\` answers 403 \`FORBIDDEN\`; otherwise any \`approve\` holds the movement (\`PENDING_APPROVAL\`); otherwise it proceeds at once.

${table(
  ["rule", "outcome", "reason given"],
  r.decision.map((d) => [code(d.rule), d.outcome, d.reason]),
)}

## Actions

Statuses ${codes(r.actions.statuses)}; an action entering ${code(r.actions.webhookStatus)} sends ${code(r.actions.webhookType)}, once (no later change sends it).

${table(
  ["event", "from", "to"],
  r.actions.transitions.map((t) => [code(t.on), code(t.from), code(t.to)]),
)}

Anything else answers 409 \`CONFLICT\`: "${r.actions.refusal}".
`,
  };
}
