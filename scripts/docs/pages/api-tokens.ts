/** API tokens: spec/rules/api-tokens.yaml. */
import { apiTokenRules } from "../../../contract/rules/api-tokens.js";
import { code, codes, type Page } from "../markdown.js";

export function apiTokensPage(): Page {
  const r = apiTokenRules();
  return {
    file: "api-tokens.md",
    title: "API tokens",
    summary: "the credential format and what each permission allows",
    sources: ["api-tokens.yaml"],
    body: `
A token's client id starts ${code(r.clientIdPrefix)}; its secret (shown once) ${code(r.secretPrefix)} followed by ${r.secretBytes} random bytes.

## Error rules

- Every \`GET\` needs one of ${codes(r.read)}.
- Writes (any other method) of the tags ${r.transact.tags.map((t) => `"${t}"`).join(", ")} and of the operations ${codes(r.transact.operationIds)} need \`TRANSACT\` (or \`MANAGE\`).
- Every other write needs \`MANAGE\`.

A call without the permission answers 403 \`FORBIDDEN\`.
`,
  };
}
