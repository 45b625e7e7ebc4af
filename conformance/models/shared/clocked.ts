/**
 * What the models that drive a platform clock share: the real system they act on (an API
 * client, the scenario that records expectations, and the platform clock through the
 * admin API) and the plain clock-advance command.
 */
import type fc from "fast-check";
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";

export interface ClockedReal {
  client: ApiClient;
  s: Scenario;
  /** Advance the platform clock (admin API); returns the new time in ms. */
  advance(seconds: number): Promise<number>;
  /** The platform's clock now (ms). */
  now(): Promise<number>;
}

/** Move the platform clock; the model keeps the new time in `nowMs`. */
export class AdvanceClock<M extends { nowMs: number }, R extends ClockedReal> implements fc.AsyncCommand<M, R> {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  async run(m: M, r: R) {
    m.nowMs = await r.advance(this.seconds);
  }
  toString() {
    return `advanceClock(${this.seconds}s)`;
  }
}
