/**
 * The rule catalogue: every rule a conformance run is judged against, built from the
 * contract and the description's tables (never from what the checks happen to know), so a
 * rule no check verifies shows as "not verified: no check" instead of being absent.
 */
import type { RuleNeeds, RuleSource } from "../contract/rule-spec.js";

/**
 * - `operation`: an operation of the contract answered in its success path (a 2xx).
 * - `error`: an (operation, status, code) the contract documents (`x-error-codes`).
 * - `code`: an error code of the description's error tables, met on any operation.
 * - `row`: a row of a table in spec/rules, or a webhook event type of the contract.
 * - `rule`: a rule a check's expectations name (its source: the description, the live
 *   contract, or designed here).
 */
export type EntryKind = "operation" | "error" | "code" | "row" | "rule";

export interface CatalogueEntry {
  id: string;
  kind: EntryKind;
  source: RuleSource;
  says: string;
  /** The operation (`METHOD /path`) of an `operation` or `error` entry. */
  operation?: string;
  status?: number;
  code?: string;
  /** The spec/rules table a row comes from. */
  table?: string;
  /** The checks that verify it (rows and rules); empty for operations, errors and codes, which any check may meet. */
  checks: string[];
  /** What verifying it takes beyond the public API. */
  needs?: RuleNeeds;
  /** Why no documented input can make any server answer it: listed, never verified. */
  unreachable?: string;
  /** A rule that keeps money right: broken, it fails the run whatever its source. */
  safety?: boolean;
}

/** A spec/rules table that holds no rule another server must follow, and why. */
export interface TableWithoutRules {
  table: string;
  why: string;
}
