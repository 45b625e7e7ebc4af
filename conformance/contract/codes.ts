/** Whether an error code is one our contract designed (spec/rules/error-codes.yaml `designed: true`), not one of the description's. */
import { errorCodeTable } from "../../contract/errors.js";

let designed: Set<string> | undefined;

export function isDesignedCode(code: string | undefined): boolean {
  if (!code) return false;
  if (!designed) {
    designed = new Set<string>();
    for (const entries of Object.values(errorCodeTable()))
      for (const e of (entries ?? []) as { code: string; designed?: boolean }[]) if (e.designed) designed.add(e.code);
  }
  return designed.has(code);
}

/** The rule a wrong error code breaks: the check's own, or `designed-code` when the code expected is a designed one. */
export const codeRule = (rule: string, expectedCode: string | undefined): string => (isDesignedCode(expectedCode) ? "designed-code" : rule);
