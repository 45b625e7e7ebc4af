/** UMA invitations: spec/rules/invitations.yaml. */
import { invitationRules } from "../../../contract/rules/invitations.js";
import { code, seconds, table, type Page } from "../markdown.js";

export function invitationsPage(): Page {
  const r = invitationRules();
  return {
    file: "invitations.md",
    title: "UMA invitations",
    summary: "the code format, lifetime and URL, the invitation state table and its refusals",
    sources: ["invitations.yaml"],
    body: `
Codes are ${r.codeLength} characters of ${code(r.codeAlphabet)}, valid ${seconds(r.defaultTtlSeconds)} unless the request says otherwise; amounts are in ${code(r.amountCurrency)}; the link is ${code(r.urlTemplate)}.

## State table

An invitation starts ${code(r.initial)}; every action is allowed from ${code(r.initial)} only.

${table(
  ["action", "to"],
  Object.entries(r.actions).map(([a, to]) => [code(a), code(to)]),
)}

## Error rules

${table(
  ["a claim or cancel of an invitation in", "answers 400"],
  Object.entries(r.refusals).map(([st, c]) => [code(st), code(c)]),
)}
`,
  };
}
