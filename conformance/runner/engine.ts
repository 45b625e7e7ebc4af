/**
 * The engine: runs the selected checks against a target, one case at a time, and emits
 * events that the reporters subscribe to. A case fails on its own assertions and on any
 * response that breaks the contract (check 1), with the calls that led there.
 */
import { EventEmitter } from "node:events";
import { ApiClient, type CallSink } from "../client/client.js";
import { toCurlScript } from "../client/curl.js";
import type { Credentials, RecordedCall } from "../client/types.js";
import type { Violation } from "../contract/response-conformance.js";
import type { Contract } from "../../contract/operations.js";
import { Coverage, type CoverageData } from "./coverage.js";
import { Platforms, probeAdmin } from "./platforms.js";
import {
  CheckFailure,
  type Capability,
  type CaseResult,
  type CheckContext,
  type CheckDefinition,
  type PlatformHandle,
  type RunOptions,
  type Scenario,
} from "./types.js";

export interface RunResult {
  target: string;
  admin?: string;
  seed: number;
  runs: number;
  startedAt: string;
  durationMs: number;
  capabilities: Capability[];
  totals: { passed: number; failed: number; skipped: number };
  checks: { id: string; area: string; kind: string; rule: string; passed: number; failed: number; skipped: number }[];
  cases: CaseResult[];
  coverage: CoverageData;
}

export interface EngineEvents {
  start: [{ options: RunOptions; checks: CheckDefinition[]; capabilities: Capability[] }];
  check: [CheckDefinition];
  case: [CaseResult];
  end: [RunResult];
}

/** Whether `--only` entries select a check (by id, id prefix, area or kind). */
export function selectsCheck(check: CheckDefinition, only?: string[]): boolean {
  if (!only?.length) return true;
  return only.some((o) => check.id === o || check.id.startsWith(o + ".") || check.area.toLowerCase() === o.toLowerCase() || check.kind === o);
}

export class Engine extends EventEmitter<EngineEvents> {
  constructor(
    readonly contract: Contract,
    readonly checks: CheckDefinition[],
  ) {
    super();
  }

  async run(options: RunOptions): Promise<RunResult> {
    const started = Date.now();
    const capabilities = new Set<Capability>();
    if (options.secondCredentials) capabilities.add("secondPlatform");
    if (await probeAdmin(options.admin)) {
      capabilities.add("admin").add("clock").add("secondPlatform");
      const host = new URL(options.target).hostname;
      if (["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) capabilities.add("webhooks");
    }
    const platforms = new Platforms(
      capabilities.has("admin") ? options.admin : undefined,
      options.credentials,
      options.platformKind,
      options.secondCredentials,
    );
    const coverage = new Coverage(
      this.contract.operations.map((o) => o.key),
      Object.fromEntries(this.contract.operations.map((o) => [o.key, o.area])),
    );
    const cases: CaseResult[] = [];
    const active = this.checks.filter((c) => selectsCheck(c, options.only));
    this.emit("start", { options, checks: active, capabilities: [...capabilities] });

    for (const check of active) {
      this.emit("check", check);
      const missing = (check.needs ?? []).filter((n) => !capabilities.has(n));
      const push = (r: CaseResult) => {
        cases.push(r);
        this.emit("case", r);
      };
      if (missing.length) {
        push({
          checkId: check.id,
          area: check.area,
          kind: check.kind,
          name: check.id,
          rule: check.rule,
          status: "skipped",
          skipReason: `target lacks: ${missing.join(", ")}`,
          durationMs: 0,
          calls: 0,
        });
        continue;
      }
      const ctx: CheckContext = {
        contract: this.contract,
        options,
        capabilities,
        adminUrl: capabilities.has("admin") ? options.admin : undefined,
        platform: (kind, fresh) => platforms.get(kind, fresh),
        hasPlatform: (kind) => platforms.has(kind),
        secondPlatform: () => platforms.secondPlatform(),
        skipCase: (name, reason, meta) =>
          push({
            checkId: check.id,
            area: check.area,
            kind: check.kind,
            name,
            rule: check.rule,
            operationKey: meta?.operationKey,
            status: "skipped",
            skipReason: reason,
            durationMs: 0,
            calls: 0,
          }),
        runCase: async (name, body, meta) => {
          if (options.caseFilter && !name.includes(options.caseFilter)) {
            return {
              checkId: check.id,
              area: check.area,
              kind: check.kind,
              name,
              rule: check.rule,
              status: "skipped",
              skipReason: "filtered out by --case",
              durationMs: 0,
              calls: 0,
            } as CaseResult;
          }
          const r = await this.runCase(check, name, body, options, coverage, await resolvePlatform(platforms, meta?.platform), meta);
          push(r);
          return r;
        },
      };
      try {
        await check.run(ctx);
      } catch (e) {
        push({
          checkId: check.id,
          area: check.area,
          kind: check.kind,
          name: `${check.id} (setup)`,
          rule: check.rule,
          status: "failed",
          durationMs: 0,
          calls: 0,
          failure: { rule: "setup", message: (e as Error).message, calls: [], replay: replayCommand(options, check.id), curl: "" },
        });
      }
    }

    const totals = { passed: 0, failed: 0, skipped: 0 };
    for (const c of cases) totals[c.status]++;
    const checks = active.map((ch) => {
      const mine = cases.filter((c) => c.checkId === ch.id);
      return {
        id: ch.id,
        area: ch.area,
        kind: ch.kind,
        rule: ch.rule,
        passed: mine.filter((c) => c.status === "passed").length,
        failed: mine.filter((c) => c.status === "failed").length,
        skipped: mine.filter((c) => c.status === "skipped").length,
      };
    });
    const result: RunResult = {
      target: options.target,
      admin: options.admin,
      seed: options.seed,
      runs: options.runs,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      capabilities: [...capabilities],
      totals,
      checks,
      cases,
      coverage: coverage.toJSON(),
    };
    this.emit("end", result);
    return result;
  }

  private async runCase(
    check: CheckDefinition,
    name: string,
    body: (s: Scenario) => Promise<void>,
    options: RunOptions,
    coverage: Coverage,
    platform: Credentials | null,
    meta?: { operationKey?: string; rule?: string },
  ): Promise<CaseResult> {
    const started = performance.now();
    const calls: RecordedCall[] = [];
    const violations: { call: RecordedCall; v: Violation }[] = [];
    let replay: { seed?: number; path?: string; counterexample?: string } = {};
    const sink: CallSink = {
      record(call, vs) {
        calls.push(call);
        coverage.call(call.operationKey, check.id, call.status, (call.responseBody as { code?: unknown } | undefined)?.code);
        for (const v of vs) violations.push({ call, v });
      },
    };
    const client = new ApiClient(options.target, this.contract, sink, platform, options.timeoutMs);
    const scenario: Scenario = {
      client,
      calls,
      violations,
      seed: options.seed,
      runs: options.runs,
      replayPath: options.replayPath,
      fail(rule, message, expected, actual): never {
        throw new CheckFailure(rule, message, expected, actual);
      },
      expect(cond, rule, message, expected, actual) {
        if (!cond) throw new CheckFailure(rule, message, expected, actual);
      },
      transition: (m, f, t) => coverage.transition(m, f, t),
      magic: (t, v) => coverage.magic(t, v, check.area),
      setReplay: (info) => {
        replay = { ...replay, ...info };
      },
      clientFor: (p) => client.withAuth(p),
    };
    let failure: CaseResult["failure"];
    try {
      await withTimeout(body(scenario), Math.max(options.timeoutMs * 6, 60_000), name);
      if (violations.length) {
        const { v } = violations[0];
        throw new CheckFailure(v.rule, v.message, v.expected, v.actual);
      }
    } catch (e) {
      let f = e instanceof CheckFailure ? e : new CheckFailure("exception", (e as Error).message ?? String(e));
      // A broken contract in an earlier response is the more fundamental failure: report it first.
      if (violations.length && !f.rule.startsWith("response.")) {
        const { v } = violations[0];
        f = new CheckFailure(v.rule, `${v.message} (then: ${f.message})`, v.expected, v.actual);
      }
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
    return {
      checkId: check.id,
      area: check.area,
      kind: check.kind,
      name,
      rule: meta?.rule ?? check.rule,
      operationKey: meta?.operationKey,
      status: failure ? "failed" : "passed",
      durationMs: Math.round(performance.now() - started),
      failure,
      calls: calls.length,
    };
  }
}

async function resolvePlatform(platforms: Platforms, p?: PlatformHandle): Promise<Credentials | null> {
  if (p) return p;
  try {
    return await platforms.get("default");
  } catch {
    return null;
  }
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
  if (o.admin) parts.push(`--admin ${o.admin}`);
  else if (o.credentials) parts.push("--client-id <id> --client-secret <secret>");
  parts.push(`--only ${checkId}`, `--seed ${seed ?? o.seed}`, `--runs ${o.runs}`);
  if (path) parts.push(`--replay '${path}'`);
  if (caseName) parts.push(`--case '${caseName.replace(/'/g, "'\\''")}'`);
  return parts.join(" ");
}
