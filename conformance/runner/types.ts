/** The vocabulary of a conformance run: checks, cases, failures, capabilities. */
import type { ApiClient } from "../client/client.js";
import type { Credentials, RecordedCall } from "../client/types.js";
import type { Contract } from "../../contract/operations.js";
import type { ControlClient } from "./control.js";
import type { PlatformTime, WaitBudget } from "./time.js";
import type { RuleSpec } from "../contract/rule-spec.js";

/**
 * What a target may or may not offer; a check needing a missing one is skipped, named.
 * `control`: the control API answers (fresh platforms, a clock the run moves); `webhooks`:
 * a receiver the target can reach (loopback, or `--receiver-url`); `secondPlatform`:
 * another platform than the default one.
 */
export type Capability = "control" | "webhooks" | "secondPlatform";

/** The kinds of platform a check can ask for (created through the control API, or given with --platform KIND=ID:SECRET). */
export const PLATFORM_KINDS = ["unregulated", "regulated", "skipPaperwork", "contactEmailPhone", "sca", "cardProgram", "production"] as const;
export type PlatformKind = "default" | (typeof PLATFORM_KINDS)[number];

export interface PlatformHandle extends Credentials {
  kind: PlatformKind;
  platformId?: string;
  webhookPublicKeyPem?: string;
}

/** A platform given on the command line: its kind (or `second`, for the tenancy checks) and credentials. */
export interface GivenPlatform extends Credentials {
  kind: PlatformKind | "second";
  webhookPublicKeyPem?: string;
}

export type CheckKind = "schema" | "status" | "auth" | "tenancy" | "not-found" | "negative-data" | "positive-data" | "state-machine" | "webhooks";

export interface RunOptions {
  target: string;
  /** Root URL of the target's control API (spec/control/openapi.yaml). */
  control?: string;
  /** The same as `control` (its former name). */
  admin?: string;
  /** Platforms given by their credentials (without the control API, or besides it), each of a kind. */
  platforms?: GivenPlatform[];
  credentials?: Credentials;
  /** What kind of platform `credentials` belong to (default unregulated). */
  platformKind?: PlatformKind;
  /** Credentials of a second platform on the same target (tenancy checks without the control API). */
  secondCredentials?: Credentials;
  /** Public keys (PEM) verifying webhook signatures: per platform kind, or for every platform (no kind). */
  webhookKeys?: { kind?: string; pem: string }[];
  /** A public URL the target can post webhooks to, forwarded to the suite's receiver (on `receiverPort`). */
  receiverUrl?: string;
  /** The local port of the suite's webhook receiver (default: any free one). */
  receiverPort?: number;
  /** Real time the run may spend waiting for platform time without the control API (ms; default 60 s). */
  waitBudgetMs?: number;
  /** A failure under a rule our simulator designed (not the description's): a warning (default) or a failure. */
  designed?: "warn" | "fail";
  out: string;
  seed: number;
  runs: number;
  only?: string[];
  timeoutMs: number;
  /** fast-check replay path of a failure (with its seed): re-runs that counterexample first. */
  replayPath?: string;
  /** Shrink a failing property to its minimal counterexample (default true); false stops at the first failure. */
  shrink?: boolean;
  /** Run only the cases whose name contains this text (with --replay: the failing case). */
  caseFilter?: string;
  /** Fewer progress lines. */
  quiet?: boolean;
}

export interface CaseFailure {
  rule: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
  calls: RecordedCall[];
  seed?: number;
  replayPath?: string;
  counterexample?: string;
  replay: string;
  curl: string;
}

/** `warned`: the case ended at, or noted, a designed rule the target does otherwise (not a failure). */
export type CaseStatus = "passed" | "failed" | "skipped" | "warned";

/** A note about a rule the description does not make a failure (a designed choice, a field the service ignores). */
export interface CaseWarning {
  rule: string;
  message: string;
}

export interface CaseResult {
  checkId: string;
  area: string;
  kind: CheckKind;
  name: string;
  rule: string;
  operationKey?: string;
  status: CaseStatus;
  skipReason?: string;
  durationMs: number;
  failure?: CaseFailure;
  /** The designed rule a `warned` case ended at, and any warnings noted on the way. */
  warnings?: CaseWarning[];
  /** Steps of the case skipped on this target (a wait beyond the budget, a call needing the control API), each with why. */
  skippedSteps?: string[];
  /** Rules whose expectations were evaluated and held in this case (the verdict's evidence), with how often. */
  held?: Record<string, number>;
  /** Table rows (rule ids) the case exercised, in order. */
  rows?: string[];
  /** Answers met: `METHOD /path status` and, for errors, `... status CODE` (the catalogue's operation and error entries). */
  met?: string[];
  /** Transitions the case noted (`machine|from|to`): the state tables' rows. */
  transitions?: string[];
  /** Per operation, the rules whose expectations held right after a call to it. */
  rulesAt?: Record<string, string[]>;
  calls: number;
}

/** What a case body gets: a recording client and ways to fail or note coverage. */
export interface Scenario {
  readonly client: ApiClient;
  readonly calls: RecordedCall[];
  /** Contract violations seen in responses so far (check 1), with their calls. */
  readonly violations: { call: RecordedCall; v: { rule: string; message: string; expected?: unknown; actual?: unknown } }[];
  readonly seed: number;
  readonly runs: number;
  readonly replayPath?: string;
  /** false: a failing property is reported as found, not shrunk (the run's `shrink`). */
  readonly shrink?: boolean;
  /** Fail the case under a named rule. */
  fail(rule: string, message: string, expected?: unknown, actual?: unknown): never;
  /** Assert `cond`, else fail under `rule`. */
  expect(cond: unknown, rule: string, message: string, expected?: unknown, actual?: unknown): void;
  /** Note a state transition exercised (coverage). */
  transition(machine: string, from: string, to: string): void;
  /** Note a magic value exercised (coverage). */
  magic(table: string, value: string): void;
  /** Note a warning under `rule` (the case goes on). */
  warn(rule: string, message: string): void;
  /** Note a step skipped on this target, and why (the case goes on without it). */
  skipStep(step: string, reason: string): void;
  /** Note a row of a rule table (spec/rules) exercised, its expectations held so far (the verdict's evidence). */
  row(id: string): void;
  /** Attach fast-check's replay data to a failure raised later. */
  setReplay(info: { seed?: number; path?: string; counterexample?: string }): void;
  /** A client for another platform, recording into this scenario. */
  clientFor(p: Credentials | null): ApiClient;
}

export interface CheckContext {
  contract: Contract;
  options: RunOptions;
  capabilities: Set<Capability>;
  /** A platform of a kind (fresh per call when `fresh`), via the control API; without it, the one given for that kind. */
  platform(kind: PlatformKind, fresh?: boolean): Promise<PlatformHandle>;
  /** Whether a platform of this kind can be had on this target. */
  hasPlatform(kind: PlatformKind): boolean;
  /** Why a platform of this kind cannot be had (a skip reason). */
  missingPlatform(kind: PlatformKind): string;
  /** Another platform than `platform("default")`: fresh via the control API, or the second one given. */
  secondPlatform(): Promise<PlatformHandle>;
  /** The control API, when the target serves it. */
  control?: ControlClient;
  /** A platform's time: moved through the control API, or the real clock within the run's wait budget. */
  timeFor(p: PlatformHandle): PlatformTime;
  /** The run's real-time wait budget (without the control API). */
  budget: WaitBudget;
  /** The public key verifying a platform's webhook signatures: from the control API, or given with --webhook-key. */
  webhookKeyFor(p: PlatformHandle): string | undefined;
  /** Run one case (one JUnit test case). */
  runCase(name: string, body: (s: Scenario) => Promise<void>, meta?: { operationKey?: string; platform?: PlatformHandle; rule?: string }): Promise<CaseResult>;
  /** Report a case skipped (needs a capability the target lacks). */
  skipCase(name: string, reason: string, meta?: { operationKey?: string }): void;
}

export interface CheckDefinition {
  id: string;
  area: string;
  kind: CheckKind;
  /** The rule of the description the check enforces, in words. */
  rule: string;
  needs?: Capability[];
  /** The rules its expectations name (the verdict lists each: verified, failed or not verified, with why). */
  rules?: RuleSpec[];
  run(ctx: CheckContext): Promise<void>;
}

export class CheckFailure extends Error {
  constructor(
    readonly rule: string,
    message: string,
    readonly expected?: unknown,
    readonly actual?: unknown,
  ) {
    super(message);
  }
}
