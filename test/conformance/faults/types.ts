/** A fault the conformance suite must catch: simulator options that break one rule. */
import type { SimulatorOptions } from "../../../simulator/app.js";

export const FAULT_KINDS = [
  "schema",
  "status",
  "state-transition",
  "magic-outcome",
  "error-code",
  "field-errors",
  "authentication",
  "tenancy",
  "environment",
  "not-found",
  "webhooks",
] as const;

export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  name: string;
  kind: FaultKind;
  description: string;
  /**
   * Options for a fresh simulator (strict: false is added by the test). Faults holding
   * state (a registry, a shared map) build it in a getter, so each read is a fresh server.
   */
  readonly simulatorOptions: Partial<SimulatorOptions>;
  /** The checks to run (runSuite `only`). */
  only: string[];
  /** At least one failure must carry one of these rules. */
  expectRules: string[];
  /**
   * Without the control API the fault cannot show (it needs a longer wait than the budget, or
   * the operator): the step the report names as skipped, which would have shown it.
   */
  withoutControl?: RegExp;
}
