/**
 * The engine: checks the target can be judged at all (preflight), runs the selected checks
 * one case at a time, emits events that the reporters subscribe to, deletes every platform
 * it created (also when a check throws), and ends with the rule-coverage verdict.
 */
import { EventEmitter } from "node:events";
import type { Credentials } from "../client/types.js";
import type { RuleSource } from "../contract/rule-spec.js";
import { RESPONSE_RULE_SPECS } from "../contract/response-conformance.js";
import type { Contract } from "../../contract/operations.js";
import { runCase, replayCommand } from "./case.js";
import { ControlClient } from "./control.js";
import { Coverage, type CoverageData } from "./coverage.js";
import { Platforms } from "./platforms.js";
import { preflight, PreflightError } from "./preflight.js";
import { buildCatalogue } from "../catalogue/index.js";
import { controlledTime, realTime, WaitBudget } from "./time.js";
import { computeVerdict, type Verdict } from "./verdict.js";
import type { Capability, CaseResult, CheckContext, CheckDefinition, GivenPlatform, PlatformHandle, RunOptions } from "./types.js";

export { replayCommand };

export interface RunResult {
  target: string;
  /** The control API's root URL, when the run used it. */
  control?: string;
  seed: number;
  runs: number;
  startedAt: string;
  durationMs: number;
  capabilities: Capability[];
  totals: { passed: number; failed: number; skipped: number; warned?: number };
  checks: { id: string; area: string; kind: string; rule: string; passed: number; failed: number; skipped: number; warned?: number }[];
  cases: CaseResult[];
  coverage: CoverageData;
  verdict?: Verdict;
  /** Platforms the run created through the control API, and what became of them. */
  platforms?: { created: number; deleted: number; notDeleted: { platformId: string; reason: string }[] };
  /** Real time spent waiting for platform time (without the control API). */
  waits?: { budgetMs: number; spentMs: number };
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

const LOOPBACK = ["127.0.0.1", "localhost", "::1", "[::1]"];

/** Every platform given: --platform, then --client-id (its --platform-kind), then the second credentials. */
export function givenPlatforms(o: RunOptions): GivenPlatform[] {
  const out = [...(o.platforms ?? [])];
  if (o.credentials && !out.some((p) => p.clientId === o.credentials!.clientId)) out.unshift({ ...o.credentials, kind: o.platformKind ?? "unregulated" });
  if (o.secondCredentials && !out.some((p) => p.clientId === o.secondCredentials!.clientId)) out.push({ ...o.secondCredentials, kind: "second" });
  return out;
}

const NEEDS: Record<Capability, string> = {
  control: "needs the control API (--control URL)",
  webhooks: "needs a webhook receiver the target can reach: a target on this machine, or --receiver-url",
  secondPlatform: "needs a second platform: --control URL, or --platform second=ID:SECRET",
};

export class Engine extends EventEmitter<EngineEvents> {
  private platforms?: Platforms;

  constructor(
    readonly contract: Contract,
    readonly checks: CheckDefinition[],
  ) {
    super();
  }

  /** Delete every platform the run created so far (the run calls it at its end; an interrupt may call it earlier). */
  async cleanup(): Promise<void> {
    await this.platforms?.cleanup();
  }

  async run(options: RunOptions): Promise<RunResult> {
    const started = Date.now();
    const controlUrl = options.control ?? options.admin;
    const control = controlUrl ? new ControlClient(controlUrl, options.timeoutMs) : undefined;
    const hasControl = !!control && (await control.available());
    // A control API that was asked for and does not answer stops the run: falling back to no
    // platforms at all would fail every case on 401 and judge nothing.
    if (control && !hasControl)
      throw new PreflightError(`the control API ${controlUrl} does not answer GET /_sim/health with 200; start it first, or check the URL`);
    const given = givenPlatforms(options);
    const platforms = (this.platforms = new Platforms(hasControl ? control : undefined, given));
    const capabilities = new Set<Capability>();
    if (hasControl) capabilities.add("control");
    if (platforms.hasSecond()) capabilities.add("secondPlatform");
    if (options.receiverUrl || LOOPBACK.includes(new URL(options.target).hostname)) capabilities.add("webhooks");
    const budget = new WaitBudget(options.waitBudgetMs ?? 60_000);
    const version = String(this.contract.doc?.info?.version ?? "");
    // Platforms given by credentials are checked with the control API too: a flag the run would ignore is still refused.
    const checkPlatforms = [
      ...(hasControl ? [{ label: "default (created through the control API)", get: () => platforms.get("default") }] : []),
      ...given.map((g) => ({ label: g.kind, get: async () => ({ ...g, kind: g.kind === "second" ? ("unregulated" as const) : g.kind }) })),
    ];
    try {
      await preflight(options.target, version, checkPlatforms, options.timeoutMs);
      return await this.runChecks(options, platforms, capabilities, budget, hasControl ? control : undefined, started);
    } finally {
      await platforms.cleanup();
    }
  }

  private async runChecks(
    options: RunOptions,
    platforms: Platforms,
    capabilities: Set<Capability>,
    budget: WaitBudget,
    control: ControlClient | undefined,
    started: number,
  ): Promise<RunResult> {
    const coverage = new Coverage(
      this.contract.operations.map((o) => o.key),
      Object.fromEntries(this.contract.operations.map((o) => [o.key, o.area])),
    );
    const cases: CaseResult[] = [];
    const active = this.checks.filter((c) => selectsCheck(c, options.only));
    const sources = new Map<string, RuleSource>(RESPONSE_RULE_SPECS.map((r) => [r.id, r.source]));
    for (const c of this.checks) for (const r of c.rules ?? []) sources.set(r.id, r.source);
    const safety = new Set(this.checks.flatMap((c) => (c.rules ?? []).filter((r) => r.safety).map((r) => r.id)));
    const env = { contract: this.contract, options, coverage, sourceOf: (rule: string) => sources.get(rule), isSafety: (rule: string) => safety.has(rule) };
    const keys = options.webhookKeys ?? [];
    this.emit("start", { options, checks: active, capabilities: [...capabilities] });

    for (const check of active) {
      this.emit("check", check);
      const push = (r: CaseResult) => {
        cases.push(r);
        this.emit("case", r);
      };
      const base = { checkId: check.id, area: check.area, kind: check.kind, rule: check.rule, durationMs: 0, calls: 0 };
      const missing = (check.needs ?? []).filter((n) => !capabilities.has(n));
      if (missing.length) {
        push({ ...base, name: check.id, status: "skipped", skipReason: missing.map((m) => NEEDS[m]).join("; ") });
        continue;
      }
      const ctx: CheckContext = {
        contract: this.contract,
        options,
        capabilities,
        control,
        budget,
        platform: (kind, fresh) => platforms.get(kind, fresh),
        hasPlatform: (kind) => platforms.has(kind),
        missingPlatform: (kind) => platforms.missing(kind),
        secondPlatform: () => platforms.secondPlatform(),
        timeFor: (p) => (control ? controlledTime(control, p) : realTime(budget)),
        webhookKeyFor: (p) => p.webhookPublicKeyPem ?? keys.find((k) => k.kind === p.kind)?.pem ?? keys.find((k) => !k.kind)?.pem,
        skipCase: (name, reason, meta) => push({ ...base, name, operationKey: meta?.operationKey, status: "skipped", skipReason: reason }),
        runCase: async (name, body, meta) => {
          if (options.caseFilter && !name.includes(options.caseFilter))
            return { ...base, name, status: "skipped", skipReason: "filtered out by --case" } as CaseResult;
          const r = await runCase(env, check, name, body, await resolvePlatform(platforms, meta?.platform), meta);
          push(r);
          return r;
        },
      };
      try {
        await check.run(ctx);
      } catch (e) {
        push({
          ...base,
          name: `${check.id} (setup)`,
          status: "failed",
          failure: { rule: "setup", message: (e as Error).message, calls: [], replay: replayCommand(options, check.id), curl: "" },
        });
      }
    }

    const totals = { passed: 0, failed: 0, skipped: 0, warned: 0 };
    for (const c of cases) totals[c.status]++;
    const checks = active.map((ch) => {
      const mine = cases.filter((c) => c.checkId === ch.id);
      const n = (s: CaseResult["status"]) => mine.filter((c) => c.status === s).length;
      return { id: ch.id, area: ch.area, kind: ch.kind, rule: ch.rule, passed: n("passed"), failed: n("failed"), skipped: n("skipped"), warned: n("warned") };
    });
    const cov = coverage.toJSON();
    await platforms.cleanup();
    const all = [{ id: "every response", rules: RESPONSE_RULE_SPECS }, ...this.checks];
    const verdict = computeVerdict(buildCatalogue(this.contract, all), cases, {
      control: !!control,
      webhooks: capabilities.has("webhooks"),
      waitBudgetMs: budget.totalMs,
      hasPlatform: (kind) => platforms.has(kind as PlatformHandle["kind"]),
      only: options.only,
    });
    const result: RunResult = {
      target: options.target,
      control: control?.rootUrl,
      seed: options.seed,
      runs: options.runs,
      startedAt: new Date(started).toISOString(),
      durationMs: Date.now() - started,
      capabilities: [...capabilities],
      totals,
      checks,
      cases,
      coverage: cov,
      verdict,
      platforms: { created: platforms.deleted.length + platforms.notDeleted.length, deleted: platforms.deleted.length, notDeleted: platforms.notDeleted },
      waits: { budgetMs: budget.totalMs, spentMs: budget.spentMs },
    };
    this.emit("end", result);
    return result;
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
