/**
 * The check every fast-check model runs as: one case of random command sequences, each run
 * on a fresh platform (through the control API) or on the platform given for its kind,
 * skipped when the target answers 501 for the model's area or no platform of its kind can be
 * had. Without the control API the model runs on the real clock: a step needing more time
 * than the wait budget is skipped on its own and named, never the model; random moves of the
 * clock are left out (they need the control API) and the fixed walks take the short waits.
 */
import type fc from "fast-check";
import type { CheckDefinition, PlatformHandle, PlatformKind, Scenario, CheckContext } from "../../runner/types.js";
import type { RuleSpec } from "../../contract/rule-spec.js";
import { checkModel, type ModelCommand } from "../../runner/property.js";
import { StepSkipped } from "../../runner/time.js";
import type { ControlClient } from "../../runner/control.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { ClockMove, clockedReal, type ClockedReal } from "./clocked.js";

/** What a model's setup gets besides its real system: the platform and the control API when there is one. */
export interface ModelSetupEnv {
  platform: PlatformHandle;
  control?: ControlClient;
}

export interface ModelCheckSpec<M extends object, R, L = void> {
  id: string;
  area: string;
  /** The rule of the description the model enforces, in words. */
  rule: string;
  /** The rules its expectations name, with their sources (the verdict lists each). */
  rules: RuleSpec[];
  /** The case's name. */
  name: string;
  /** One operation of the area, probed first: a 501 answer skips the case (`area` names it in the reason). */
  probe?: { method: string; path: string; area: string };
  /** The kind of platform every run starts on. */
  platform: PlatformKind;
  /** A fresh model and its real system, from the platform's client and time. */
  setup: (real: ClockedReal, env: ModelSetupEnv) => Promise<{ model: M; real: R }>;
  commands: () => fc.Arbitrary<ModelCommand<M, R>>[];
  maxCommands: number;
  /** A value drawn for every run besides its commands; `prefix` turns it into the first commands. */
  lead?: () => fc.Arbitrary<L>;
  /** Commands that run first on every run (a fixed walk over the table's rows, or those of the drawn `lead`). */
  prefix?: (lead: L) => ModelCommand<M, R>[];
  /** Commands that run last on every run. */
  suffix?: () => ModelCommand<M, R>[];
  /** Runs per case: one in `per` of the run's depth, at least `min` (on the real clock: `real`, default 1). */
  runs: { min: number; per: number; real?: number };
  /** Explore the run's seed as given instead of salting it with the check's id. */
  unsalted?: boolean;
  /** fast-check's size of the command sequences (checkModel's default otherwise). */
  size?: fc.SizeForArbitrary;
}

/**
 * A command that goes on without a step the target cannot give: a StepSkipped it raises is
 * noted in the case, and (on the real clock) a random move of the clock is left out.
 */
export function guarded<M extends object, R>(c: ModelCommand<M, R>, s: Scenario, controlled: boolean, random: boolean): ModelCommand<M, R> {
  return {
    check: (m) => c.check(m),
    async run(m, r) {
      if (random && !controlled && c instanceof ClockMove) {
        s.skipStep(String(c), "random moves of the platform clock need the control API (--control)");
        return;
      }
      try {
        await c.run(m, r);
      } catch (e) {
        if (!(e instanceof StepSkipped)) throw e;
        s.skipStep(String(c), e.reason);
      }
    },
    toString: () => String(c),
  };
}

/** The platform of a model's run, or undefined (the case skipped, named) when none of its kind can be had. */
async function platformOr(ctx: CheckContext, kind: PlatformKind, name: string): Promise<PlatformHandle | undefined> {
  if (ctx.hasPlatform(kind)) return ctx.platform(kind);
  ctx.skipCase(name, ctx.missingPlatform(kind));
  return undefined;
}

export function modelCheck<M extends object, R, L = void>(spec: ModelCheckSpec<M, R, L>): CheckDefinition {
  const { id, area, rule, name, probe, platform } = spec;
  return {
    id,
    area,
    kind: "state-machine",
    rule,
    rules: spec.rules,
    async run(ctx) {
      const first = await platformOr(ctx, platform, name);
      if (!first) return;
      if (probe && !(await skipUnlessImplemented(ctx, first, probe, [name], probe.area))) return;
      const fresh = async (s: Scenario) => {
        const p = await ctx.platform(platform, true);
        return spec.setup(clockedReal(ctx.timeFor(p), s.clientFor(p), s), { platform: p, control: ctx.control });
      };
      await ctx.runCase(name, async (s) => {
        const controlled = !!ctx.control;
        const guard = (random: boolean) => (c: ModelCommand<M, R>) => guarded(c, s, controlled, random);
        await checkModel(s, {
          commands: spec.commands().map((a) => a.map(guard(true))),
          maxCommands: spec.maxCommands,
          setup: () => fresh(s),
          lead: spec.lead?.(),
          prefix: spec.prefix && ((lead: L) => spec.prefix!(lead).map(guard(false))),
          suffix: spec.suffix && (() => spec.suffix!().map(guard(false))),
          runs: controlled ? Math.max(spec.runs.min, Math.ceil(s.runs / spec.runs.per)) : (spec.runs.real ?? 1),
          salt: spec.unsalted ? undefined : id,
          size: spec.size,
          shrink: controlled,
        });
      });
    },
  };
}
