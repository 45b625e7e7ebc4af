/**
 * Platform time for the models: a clock the run moves through the control API, or, without
 * one, the real clock. On the real clock a step that needs time waits for it while the run's
 * wait budget (`--wait-budget`, default 60 s) lasts; a step that needs more is skipped on its
 * own (StepSkipped, named in the report), never the whole model.
 */
import type { Credentials } from "../client/types.js";
import type { ControlClient } from "./control.js";

/** A step that cannot be taken on this target: the model goes on without it; the report names it. */
export class StepSkipped extends Error {
  constructor(
    readonly reason: string,
    readonly needs: "control" | "wait",
  ) {
    super(reason);
  }
}

/** The real time a run may spend waiting, shared by every check of the run. */
export class WaitBudget {
  private spent = 0;
  constructor(readonly totalMs: number) {}
  get remainingMs(): number {
    return Math.max(0, this.totalMs - this.spent);
  }
  get spentMs(): number {
    return this.spent;
  }
  /** Take `ms` of the budget if it is left; false (nothing taken) otherwise. */
  take(ms: number): boolean {
    if (ms > this.remainingMs) return false;
    this.spent += ms;
    return true;
  }
  /** Give back what a wait did not need (it ended early). */
  refund(ms: number): void {
    this.spent = Math.max(0, this.spent - ms);
  }
}

export interface PlatformTime {
  /** Moved through the control API (true), or the real clock (false). */
  readonly controlled: boolean;
  /** The platform's time now (ms). */
  now(): Promise<number>;
  /** Whether `advance(seconds)` can be done now (always, with the control API). */
  canAdvance(seconds: number): boolean;
  /** Move `seconds` forward (control API) or wait them out (real clock, within the budget); the new time. Throws StepSkipped. */
  advance(seconds: number): Promise<number>;
  /**
   * Wait until `done()` holds, for at most `seconds` of platform time: on the real clock it
   * polls and takes only the time it needed from the budget; with the control API it moves
   * the clock in small steps. True when it held.
   */
  until(done: () => Promise<boolean>, seconds: number, what: string): Promise<boolean>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A platform's clock through the control API. */
export function controlledTime(control: ControlClient, p: Credentials): PlatformTime {
  return {
    controlled: true,
    now: () => control.now(p),
    canAdvance: () => true,
    advance: (seconds) => control.advance(p, seconds),
    async until(done, seconds) {
      if (await done()) return true;
      const step = Math.max(1, Math.ceil(seconds / 8));
      for (let moved = 0; moved < seconds; moved += step) {
        await control.advance(p, step);
        if (await done()) return true;
      }
      return false;
    },
  };
}

/**
 * The real clock, waiting within `budget`: a single step may take at most a quarter of the
 * whole budget (so one long wait does not starve the many short ones). `why` says what would
 * let a refused step run instead.
 */
export function realTime(budget: WaitBudget, why = "give --control to move the platform clock, or a larger --wait-budget"): PlatformTime {
  const maxStepMs = budget.totalMs / 4;
  const fits = (seconds: number) => seconds * 1000 <= maxStepMs && seconds * 1000 <= budget.remainingMs;
  const refuse = (seconds: number, what: string) =>
    new StepSkipped(
      seconds * 1000 > maxStepMs
        ? `${what} needs ${seconds} s of platform time; one step may wait at most ${maxStepMs / 1000} s, a quarter of the ${budget.totalMs / 1000} s wait budget (${why})`
        : `${what} needs ${seconds} s of platform time; ${Math.floor(budget.remainingMs / 1000)} s of the ${budget.totalMs / 1000} s wait budget are left (${why})`,
      "wait",
    );
  return {
    controlled: false,
    now: async () => Date.now(),
    canAdvance: fits,
    async advance(seconds) {
      if (seconds <= 0) return Date.now();
      if (!fits(seconds) || !budget.take(seconds * 1000)) throw refuse(seconds, "this step");
      await sleep(seconds * 1000);
      return Date.now();
    },
    async until(done, seconds, what) {
      if (await done()) return true;
      if (!fits(seconds) || !budget.take(seconds * 1000)) throw refuse(seconds, what);
      const start = Date.now();
      const end = start + seconds * 1000;
      while (Date.now() < end) {
        await sleep(Math.min(250, end - Date.now()));
        if (await done()) {
          budget.refund(end - Date.now());
          return true;
        }
      }
      return false;
    },
  };
}
