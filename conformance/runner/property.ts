/**
 * Runs a fast-check property inside a case: seeded, bounded by `runs` and a time
 * budget, and on failure re-runs the shrunk counterexample alone so the reproduction
 * holds only the calls of the minimal case.
 */
import fc from "fast-check";
import { CheckFailure, type Scenario } from "./types.js";
import type { Json } from "../contract/json.js";

export interface PropertyOptions {
  runs?: number;
  /** Time budget in ms for the whole property (fast-check `interruptAfterTimeLimit`). */
  budgetMs?: number;
  describe?: (value: Json) => string;
  /** Derive this property's seed from the run's seed and this text (so cases of one check explore different values, reproducibly). */
  salt?: string;
  /**
   * Shrink a failure and re-run the minimal counterexample alone (default). Off on a platform
   * that is reused between runs (no control API): a re-run would meet what the earlier runs
   * left, still settling on the real clock, so the failing run itself is the reproduction.
   */
  shrink?: boolean;
}

/** FNV-1a of a string, for seed salting. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export async function checkProperty<T>(s: Scenario, arb: fc.Arbitrary<T>, predicate: (value: T) => Promise<void>, given: PropertyOptions = {}): Promise<void> {
  const opts: PropertyOptions = s.shrink === false ? { ...given, shrink: false } : given;
  const guarded = async (value: T) => {
    const before = s.violations.length;
    await predicate(value);
    if (s.violations.length > before) {
      const { v } = s.violations[before];
      throw new CheckFailure(v.rule, v.message, v.expected, v.actual);
    }
  };
  const seed = opts.salt ? (s.seed ^ hash(opts.salt)) | 0 : s.seed;
  const details = await fc.check(fc.asyncProperty(arb, guarded), {
    seed,
    ...(s.replayPath ? { path: s.replayPath.split("|")[0] } : {}),
    numRuns: opts.runs ?? s.runs,
    interruptAfterTimeLimit: opts.budgetMs ?? 60_000,
    markInterruptAsFailure: false,
    endOnFailure: opts.shrink === false,
  });
  if (!details.failed) return;
  const counterexample = details.counterexample?.[0] as T;
  const shown = opts.describe ? opts.describe(counterexample) : fc.stringify(counterexample);
  // fc.commands keeps its own shrink path in the printed counterexample: carry it along.
  const commandsPath = /replayPath="([^"]+)"/.exec(shown)?.[1];
  const path = details.counterexamplePath ? details.counterexamplePath + (commandsPath ? `|${commandsPath}` : "") : undefined;
  // The replay command takes the run's seed: the salt is applied again on replay.
  s.setReplay({ seed: s.seed, path, counterexample: shown });
  const err = details.errorInstance as Error | undefined;
  if (opts.shrink === false) {
    if (err instanceof CheckFailure) throw new CheckFailure(err.rule, `${err.message} (counterexample: ${shown})`, err.expected, err.actual);
    throw err ?? new CheckFailure("exception", `property failed (counterexample: ${shown})`);
  }
  // Re-run the minimal counterexample alone: its calls are the reproduction.
  s.calls.length = 0;
  s.violations.length = 0;
  try {
    await guarded(counterexample);
  } catch (e) {
    if (e instanceof CheckFailure) throw new CheckFailure(e.rule, `${e.message} (minimal counterexample: ${shown})`, e.expected, e.actual);
    throw e;
  }
  if (err instanceof CheckFailure)
    throw new CheckFailure(err.rule, `${err.message} (did not reproduce alone; counterexample: ${shown})`, err.expected, err.actual);
  throw new CheckFailure("exception", `property failed: ${err?.message ?? "unknown"} (counterexample: ${shown})`);
}

/** A fast-check model command of the suite (model M, real system R). */
export type ModelCommand<M extends object, R> = fc.AsyncCommand<M, R>;

export interface ModelRunOptions<M extends object, R, L = void> {
  /** The command arbitraries (one command per file, see conformance/models/<area>/commands/). */
  commands: fc.Arbitrary<ModelCommand<M, R>>[];
  maxCommands: number;
  /** A fresh model and real system for one run (usually on a fresh platform). */
  setup: () => Promise<{ model: M; real: R }>;
  /** A value drawn for every run besides its commands (money: the first funding and the first payments); `prefix` turns it into commands. */
  lead?: fc.Arbitrary<L>;
  /** Commands that run first on every run: a fixed walk over the table's rows, or the commands of the drawn `lead`. */
  prefix?: (lead: L) => ModelCommand<M, R>[];
  /** Commands that run last on every run (money: the clock past every scheduled step, so each outcome lands and is checked). */
  suffix?: () => ModelCommand<M, R>[];
  runs: number;
  /** The check's id: salts the seed so every model explores its own sequences (without it, the run's seed as given). */
  salt?: string;
  /** fast-check's size of the command sequences (default "+1": longer than fast-check's default). */
  size?: fc.SizeForArbitrary;
  /** Shrink failures (default); off on a platform reused between runs. */
  shrink?: boolean;
}

/**
 * The model-based property every model check runs: random command sequences (replayable
 * through the case's replay path), each on a fresh setup, after the prefix and before the suffix.
 */
export async function checkModel<M extends object, R, L = void>(s: Scenario, o: ModelRunOptions<M, R, L>): Promise<void> {
  const commandsReplay = s.replayPath?.split("|")[1];
  const commands = fc.commands(o.commands, { maxCommands: o.maxCommands, size: o.size ?? "+1", ...(commandsReplay ? { replayPath: commandsReplay } : {}) });
  // Without a lead the property draws the commands alone (mapping keeps their shrinking and replay paths).
  const arb: fc.Arbitrary<[L, Iterable<ModelCommand<M, R>>]> = o.lead
    ? fc.tuple(o.lead, commands)
    : commands.map((cmds): [L, Iterable<ModelCommand<M, R>>] => [undefined as L, cmds]);
  const prefix = o.prefix ?? (() => []);
  const suffix = o.suffix ?? (() => []);
  const runAll = async (model: M, real: R, cmds: ModelCommand<M, R>[]) => {
    for (const c of cmds) if (c.check(model)) await c.run(model, real);
  };
  await checkProperty(
    s,
    arb,
    async ([lead, cmds]) => {
      const { model, real } = await o.setup();
      await runAll(model, real, prefix(lead));
      await fc.asyncModelRun(() => ({ model, real }), cmds);
      await runAll(model, real, suffix());
    },
    {
      runs: o.runs,
      salt: o.salt,
      shrink: o.shrink,
      describe: ([lead, cmds]) => [...prefix(lead).map(String), String(cmds), ...suffix().map(String)].join(","),
    },
  );
}
