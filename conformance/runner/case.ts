/**
 * One case: a recording client, the scenario a case body acts through, and the result. A
 * case fails on its own expectations and on any response that breaks the contract (check
 * 1), with the calls that led there. A broken rule our simulator designed ends the case as
 * `warned` when the run treats designed rules as warnings. Every expectation that held is
 * counted under its rule, and every table row the case exercised is noted: the verdict's
 * evidence.
 */
import { ApiClient, type CallSink } from "../client/client.js";
import { toCurlScript } from "../client/curl.js";
import type { Credentials, RecordedCall } from "../client/types.js";
import type { Violation } from "../contract/response-conformance.js";
import type { RuleSource } from "../contract/rule-spec.js";
import type { Contract } from "../../contract/operations.js";
import type { Coverage } from "./coverage.js";
import { StepSkipped } from "./time.js";
import { CheckFailure, type CaseResult, type CaseWarning, type CheckDefinition, type RunOptions, type Scenario } from "./types.js";

export interface CaseSetup {
  contract: Contract;
  options: RunOptions;
  coverage: Coverage;
  /** Where a rule comes from (undefined: not declared by any check; treated as the description's). */
  sourceOf(rule: string): RuleSource | undefined;
  /** Whether a rule keeps money right (broken, it fails whatever its source). */
  isSafety?(rule: string): boolean;
}

/** The key of an answer met in a case: `METHOD /path status` and, for an error, its code. */
export const metKey = (operationKey: string, status: number, code?: unknown): string =>
  status >= 400 && typeof code === "string" && code.length <= 80 ? `${operationKey} ${status} ${code}` : `${operationKey} ${status}`;

export async function runCase(
  env: CaseSetup,
  check: CheckDefinition,
  name: string,
  body: (s: Scenario) => Promise<void>,
  platform: Credentials | null,
  meta?: { operationKey?: string; rule?: string },
): Promise<CaseResult> {
  const { options, coverage } = env;
  const started = performance.now();
  const calls: RecordedCall[] = [];
  const violations: { call: RecordedCall; v: Violation }[] = [];
  const warnings: CaseWarning[] = [];
  const skippedSteps: string[] = [];
  const held: Record<string, number> = {};
  const rows: string[] = [];
  const met = new Set<string>();
  const transitions = new Set<string>();
  const rulesAt: Record<string, Set<string>> = {};
  let replay: { seed?: number; path?: string; counterexample?: string } = {};
  const sink: CallSink = {
    record(call, vs, checked) {
      calls.push(call);
      // The response rules this answer was judged by and held (the verdict's evidence).
      if (checked) {
        const broken = new Set(vs.map((v) => v.rule));
        const judged = ["transport", "response.status-documented", "response.content-type", "response.schema"];
        if (call.status >= 400) judged.push("response.error-shape", "response.error-code", "response.operation-code");
        for (const r of judged) if (!broken.has(r)) held[r] = (held[r] ?? 0) + 1;
      }
      const code = (call.responseBody as { code?: unknown } | undefined)?.code;
      coverage.call(call.operationKey, check.id, call.status, code);
      if (call.operationKey && call.status > 0) met.add(metKey(call.operationKey, call.status, code));
      for (const v of vs) {
        // A response rule designed here (the operation's own code list) is a warning for another server.
        if (designedWarns(env, v.rule)) warnings.push({ rule: v.rule, message: v.message });
        else violations.push({ call, v });
      }
    },
  };
  const client = new ApiClient(options.target, env.contract, sink, platform, options.timeoutMs);
  const scenario: Scenario = {
    client,
    calls,
    violations,
    seed: options.seed,
    runs: options.runs,
    replayPath: options.replayPath,
    shrink: options.shrink,
    fail(rule, message, expected, actual): never {
      throw new CheckFailure(rule, message, expected, actual);
    },
    expect(cond, rule, message, expected, actual) {
      if (!cond) {
        // A designed rule the target does otherwise is a warning and the case goes on; any other rule ends it.
        if (!designedWarns(env, rule)) throw new CheckFailure(rule, message, expected, actual);
        warnings.push({ rule, message });
        return;
      }
      held[rule] = (held[rule] ?? 0) + 1;
      const at = calls[calls.length - 1]?.operationKey;
      if (at) (rulesAt[at] ??= new Set()).add(rule);
    },
    transition: (m, f, t) => {
      coverage.transition(m, f, t);
      transitions.add(transitionKey(m, f, t));
    },
    magic: (t, v) => coverage.magic(t, v, check.area),
    warn: (rule, message) => void warnings.push({ rule, message }),
    skipStep: (step, reason) => {
      const line = `${step}: ${reason}`;
      if (!skippedSteps.includes(line)) skippedSteps.push(line);
    },
    row: (id) => void rows.push(id),
    setReplay: (info) => {
      replay = { ...replay, ...info };
    },
    clientFor: (p) => client.withAuth(p),
  };
  let failure: CaseResult["failure"];
  let warned = false;
  let cut: string | undefined;
  try {
    await withTimeout(body(scenario), Math.max(options.timeoutMs * 6, 60_000), name);
    if (violations.length) {
      const { v } = violations[0];
      throw new CheckFailure(v.rule, v.message, v.expected, v.actual);
    }
  } catch (e) {
    if (e instanceof StepSkipped) cut = e.reason;
    let f = e instanceof CheckFailure ? e : e instanceof StepSkipped ? undefined : new CheckFailure("exception", (e as Error).message ?? String(e));
    // A broken contract in an earlier response is the more fundamental failure: report it first.
    if (violations.length && (!f || !f.rule.startsWith("response."))) {
      const { v } = violations[0];
      f = new CheckFailure(v.rule, f ? `${v.message} (then: ${f.message})` : v.message, v.expected, v.actual);
    }
    if (f && designedWarns(env, f.rule)) {
      warned = true;
      warnings.unshift({ rule: f.rule, message: `${f.message} (the case stopped here: a designed rule, not the description's)` });
    } else if (f && f.rule === "exception" && warnings.length && !violations.length) {
      // The sequence could not go on past a designed difference it had noted: that difference is the finding.
      warned = true;
      warnings.push({ rule: warnings[0].rule, message: `the case could not go on after this designed difference: ${f.message}` });
    } else if (f) {
      const relevant = violations.length && f.rule.startsWith("response.") ? calls.slice(0, calls.indexOf(violations[0].call) + 1) : calls;
      failure = {
        rule: f.rule,
        message: f.message,
        expected: f.expected,
        actual: f.actual,
        calls: relevant,
        seed: replay.seed ?? options.seed,
        replayPath: replay.path,
        counterexample: replay.counterexample,
        replay: replayCommand(options, check.id, replay.seed, replay.path, replay.path ? name : undefined),
        curl: toCurlScript(relevant, `${check.id}: ${name}`),
      };
    }
  }
  return {
    checkId: check.id,
    area: check.area,
    kind: check.kind,
    name,
    rule: meta?.rule ?? check.rule,
    operationKey: meta?.operationKey,
    status: failure ? "failed" : warned || warnings.length ? "warned" : cut ? "skipped" : "passed",
    ...(cut && !failure && !warned ? { skipReason: cut } : {}),
    durationMs: Math.round(performance.now() - started),
    failure,
    ...(warnings.length ? { warnings } : {}),
    ...(skippedSteps.length ? { skippedSteps } : {}),
    held,
    rows,
    met: [...met],
    ...(transitions.size ? { transitions: [...transitions] } : {}),
    rulesAt: Object.fromEntries(Object.entries(rulesAt).map(([k, v]) => [k, [...v]])),
    calls: calls.length,
  };
}

/** The key of a transition noted in a case (`machine|from|to`). */
export const transitionKey = (machine: string, from: string, to: string): string => `${machine}|${from}|${to}`;

/** Whether a broken `rule` is only a warning on this run: a designed rule, and designed rules warn. */
function designedWarns(env: CaseSetup, rule: string): boolean {
  return (env.options.designed ?? "warn") === "warn" && env.sourceOf(rule) === "designed" && !env.isSafety?.(rule);
}

function withTimeout<T>(p: Promise<T>, ms: number, name: string): Promise<T> {
  let t: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(t)),
    new Promise<T>((_, reject) => {
      t = setTimeout(() => reject(new CheckFailure("timeout", `case "${name}" took longer than ${ms} ms`)), ms);
    }),
  ]);
}

export function replayCommand(o: RunOptions, checkId: string, seed?: number, path?: string, caseName?: string): string {
  const parts = ["npx paysim conformance", `--target ${o.target}`];
  const control = o.control ?? o.admin;
  if (control) parts.push(`--control ${control}`);
  else for (const p of o.platforms ?? []) parts.push(`--platform ${p.kind}=<id>:<secret>`);
  if (!control && o.credentials) parts.push("--client-id <id> --client-secret <secret>");
  parts.push(`--only ${checkId}`, `--seed ${seed ?? o.seed}`, `--runs ${o.runs}`);
  if (path) parts.push(`--replay '${path}'`);
  if (caseName) parts.push(`--case '${caseName.replace(/'/g, "'\\''")}'`);
  return parts.join(" ");
}
