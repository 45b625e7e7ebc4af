/**
 * A rule a check's expectations name (`s.expect(cond, "cards.limit", ...)`), with what it
 * says and where that comes from. The source decides what breaking it means on a server
 * other than ours: a rule of the description or of the live service's shapes fails the
 * case; a rule our simulator designed where the description is silent (`designed`) is a
 * warning unless the run asks for designed rules to fail (`--designed fail`).
 */
export type RuleSource = "description" | "live" | "designed";

export interface RuleSpec {
  id: string;
  source: RuleSource;
  /** The rule in words, with the statement it rests on. */
  says: string;
  /** What verifying it takes beyond the public API: the reason it is not verified when the run lacks it. */
  needs?: RuleNeeds;
  /**
   * A rule that keeps money right (one execution per quote, one transaction for concurrent
   * executions, no double debit, no amount created): broken, it fails the case whatever its
   * source and whatever `--designed` says.
   */
  safety?: boolean;
}

export interface RuleNeeds {
  /** The control API (an operator's decision, a fresh platform). */
  control?: boolean;
  /** This much platform time (s): beyond the wait budget without the control API. */
  waitSeconds?: number;
  /** A platform of this kind. */
  kind?: string;
  /** A webhook receiver the target can reach. */
  webhooks?: boolean;
}

/** A rule of the description, of the live service, or designed here. */
export const describedRule = (id: string, says: string, needs?: RuleNeeds): RuleSpec => ({ id, source: "description", says, needs });
export const liveRule = (id: string, says: string, needs?: RuleNeeds): RuleSpec => ({ id, source: "live", says, needs });
export const designedRule = (id: string, says: string, needs?: RuleNeeds): RuleSpec => ({ id, source: "designed", says, needs });
/** The same rule, marked as one that keeps money right (it always fails when broken). */
export const safety = (rule: RuleSpec): RuleSpec => ({ ...rule, safety: true });
