/** The expectation the checks and the models' commands share: an answer's status, and its error code when one is named. */
import type { CallResult } from "../client/client.js";
import type { Scenario } from "./types.js";
import { answered } from "../client/answer.js";
import { codeRule } from "../contract/codes.js";

export { answered };

/** Expect `res` to answer `status`, with error `code` when given, under `rule`; `what` says what was asked. */
export function expectAnswer(s: Scenario, res: CallResult, rule: string, what: string, status: number, code?: string): void {
  const want = code ? `${status} ${code}` : String(status);
  s.expect(res.status === status, rule, `${what} must answer ${want}; got ${answered(res)}`, want, answered(res));
  // The status is the rule's; a designed code is a designed rule.
  s.expect(code === undefined || res.body?.code === code, codeRule(rule, code), `${what} must answer ${want}; got ${answered(res)}`, want, answered(res));
}
