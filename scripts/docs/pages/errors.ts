/** Error codes by HTTP status: spec/rules/error-codes.yaml. */
import { errorCodeTable } from "../../../contract/errors.js";
import { code, source, table, type Page } from "../markdown.js";

export function errorsPage(): Page {
  const t = errorCodeTable() as Record<string, { code: string; reason: string; designed?: boolean; live?: boolean }[]>;
  const sections = Object.entries(t)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(
      ([status, rows]) => `## ${status}

${table(
  ["code", "default reason", "source"],
  rows.map((r) => [code(r.code), r.reason, r.live ? "live" : source(r.designed)]),
)}`,
    );
  return {
    file: "errors.md",
    title: "Error codes",
    summary: "every error code by HTTP status with its default reason (the Error<status> enums of the contract)",
    sources: ["error-codes.yaml"],
    body: `
Every error answers \`{code, reason, details?}\`; \`INVALID_INPUT\` lists each invalid field in \`details.errors[]\`. The contract's \`Error<status>\` schemas enumerate these codes, and each operation's \`x-error-codes\` names the ones it may answer.

${sections.join("\n\n")}
`,
  };
}
