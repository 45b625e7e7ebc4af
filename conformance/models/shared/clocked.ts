/**
 * What the models that drive a platform clock share: the real system they act on (an API
 * client, the scenario that records expectations, and the platform's time: moved through the
 * control API, or the real clock within the run's wait budget), and the plain clock-advance
 * command.
 */
import type fc from "fast-check";
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import type { PlatformTime } from "../../runner/time.js";

export interface ClockedReal {
  client: ApiClient;
  s: Scenario;
  /** The platform's time (controlled, or the real clock). */
  time: PlatformTime;
  /** Advance the platform clock (control API) or wait (real clock, within the budget); the new time in ms. Throws StepSkipped. */
  advance(seconds: number): Promise<number>;
  /** The platform's clock now (ms). */
  now(): Promise<number>;
}

/** The real system of a model: its API client and its platform's time. */
export function clockedReal(time: PlatformTime, client: ApiClient, s: Scenario): ClockedReal {
  return { client, s, time, advance: (seconds) => time.advance(seconds), now: () => time.now() };
}

/** A move of the platform clock by `seconds`, runnable in any state; each model checks what the move changes. */
export abstract class ClockMove<M extends object, R extends ClockedReal> implements fc.AsyncCommand<M, R> {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  abstract run(m: M, r: R): Promise<void>;
  toString() {
    return `advanceClock(${this.seconds}s)`;
  }
}

/** Move the platform clock; the model keeps the new time in `nowMs`. */
export class AdvanceClock<M extends { nowMs: number }, R extends ClockedReal> extends ClockMove<M, R> {
  async run(m: M, r: R) {
    m.nowMs = await r.advance(this.seconds);
  }
}
