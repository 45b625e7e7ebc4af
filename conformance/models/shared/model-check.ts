/**
 * The check every fast-check model runs as: one case of random command sequences on fresh
 * platforms, skipped when the target answers 501 for the model's area. A model gives what
 * differs (its name, probe, platform, commands, walks and setup); `checkModel` runs it.
 */
import type fc from "fast-check";
import type { Capability, CheckDefinition, PlatformHandle, PlatformKind, Scenario } from "../../runner/types.js";
import { checkModel, type ModelCommand } from "../../runner/property.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { adminClient, clockedReal, type AdminCall, type ClockedReal } from "./clocked.js";

export interface ModelCheckSpec<M extends object, R, L = void> {
  id: string;
  area: string;
  /** The rule of the description the model enforces, in words. */
  rule: string;
  needs: Capability[];
  /** The case's name. */
  name: string;
  /** One operation of the area, probed first: a 501 answer skips the case (`area` names it in the reason). */
  probe?: { method: string; path: string; area: string };
  /** The platform every run starts on: a fresh one of this kind, or one this function makes through the admin API. */
  platform: PlatformKind | ((adminUrl: string) => Promise<PlatformHandle>);
  /** A fresh model and its real system, from the fresh platform's client and clock (`admin`: its admin API). */
  setup: (platform: ClockedReal, admin: AdminCall) => Promise<{ model: M; real: R }>;
  commands: () => fc.Arbitrary<ModelCommand<M, R>>[];
  maxCommands: number;
  /** A value drawn for every run besides its commands; `prefix` turns it into the first commands. */
  lead?: () => fc.Arbitrary<L>;
  /** Commands that run first on every run (a fixed walk over the table's rows, or those of the drawn `lead`). */
  prefix?: (lead: L) => ModelCommand<M, R>[];
  /** Commands that run last on every run. */
  suffix?: () => ModelCommand<M, R>[];
  /** Runs per case: one in `per` of the run's depth, at least `min`. */
  runs: { min: number; per: number };
  /** Explore the run's seed as given instead of salting it with the check's id. */
  unsalted?: boolean;
  /** fast-check's size of the command sequences (checkModel's default otherwise). */
  size?: fc.SizeForArbitrary;
}

export function modelCheck<M extends object, R, L = void>(spec: ModelCheckSpec<M, R, L>): CheckDefinition {
  const { id, area, rule, needs, name, probe, platform } = spec;
  return {
    id,
    area,
    kind: "state-machine",
    rule,
    needs,
    async run(ctx) {
      if (probe) {
        const p = await ctx.platform(typeof platform === "string" ? platform : "regulated");
        if (!(await skipUnlessImplemented(ctx, p, probe, [name], probe.area))) return;
      }
      const adminUrl = ctx.adminUrl!;
      const fresh = async (s: Scenario) => {
        const p = typeof platform === "string" ? await ctx.platform(platform, true) : await platform(adminUrl);
        const admin = adminClient(adminUrl, p);
        return spec.setup(clockedReal(admin, s.clientFor(p), s), admin);
      };
      await ctx.runCase(name, async (s) => {
        await checkModel(s, {
          commands: spec.commands(),
          maxCommands: spec.maxCommands,
          setup: () => fresh(s),
          lead: spec.lead?.(),
          prefix: spec.prefix,
          suffix: spec.suffix,
          runs: Math.max(spec.runs.min, Math.ceil(s.runs / spec.runs.per)),
          salt: spec.unsalted ? undefined : id,
          size: spec.size,
        });
      });
    },
  };
}
