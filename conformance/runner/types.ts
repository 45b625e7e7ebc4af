/** The vocabulary of a conformance run: checks, cases, failures, capabilities. */
import type { ApiClient } from "../client/client.js";
import type { Credentials, RecordedCall } from "../client/types.js";
import type { Contract } from "../../contract/operations.js";

/** What a target may or may not offer; a check needing a missing one is skipped. */
export type Capability = "admin" | "clock" | "webhooks" | "secondPlatform";

/** Kinds of platform a check can ask for (created through the admin API). */
export type PlatformKind = "default" | "unregulated" | "regulated" | "skipPaperwork" | "contactEmailPhone" | "production";

export interface PlatformHandle extends Credentials {
  kind: PlatformKind;
  platformId?: string;
  webhookPublicKeyPem?: string;
}

export type CheckKind = "schema" | "status" | "auth" | "tenancy" | "not-found" | "negative-data" | "positive-data" | "state-machine" | "webhooks";

export interface RunOptions {
  target: string;
  admin?: string;
  credentials?: Credentials;
  /** What kind of platform the given credentials belong to (default unregulated). */
  platformKind?: PlatformKind;
  /** Credentials of a second platform on the same target (tenancy checks without --admin). */
  secondCredentials?: Credentials;
  out: string;
  seed: number;
  runs: number;
  only?: string[];
  timeoutMs: number;
  /** fast-check replay path of a failure (with its seed): re-runs that counterexample first. */
  replayPath?: string;
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

export type CaseStatus = "passed" | "failed" | "skipped";

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
  /** Fail the case under a named rule. */
  fail(rule: string, message: string, expected?: unknown, actual?: unknown): never;
  /** Assert `cond`, else fail under `rule`. */
  expect(cond: unknown, rule: string, message: string, expected?: unknown, actual?: unknown): void;
  /** Note a state transition exercised (coverage). */
  transition(machine: string, from: string, to: string): void;
  /** Note a magic value exercised (coverage). */
  magic(table: string, value: string): void;
  /** Attach fast-check's replay data to a failure raised later. */
  setReplay(info: { seed?: number; path?: string; counterexample?: string }): void;
  /** A client for another platform, recording into this scenario. */
  clientFor(p: Credentials | null): ApiClient;
}

export interface CheckContext {
  contract: Contract;
  options: RunOptions;
  capabilities: Set<Capability>;
  /** A platform of a kind (fresh per call when `fresh`), via the admin API; without it, the given credentials when their kind matches. */
  platform(kind: PlatformKind, fresh?: boolean): Promise<PlatformHandle>;
  /** Whether a platform of this kind can be had on this target. */
  hasPlatform(kind: PlatformKind): boolean;
  /** Another platform than `platform("default")`: fresh via admin, or the second credentials. */
  secondPlatform(): Promise<PlatformHandle>;
  /** The admin root URL, when available. */
  adminUrl?: string;
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
