/** Move the platform clock (past the session's end, or past the lockout). */
import type fc from "fast-check";
import type { ScaModel, ScaReal } from "../model.js";

export class AdvanceClock implements fc.AsyncCommand<ScaModel, ScaReal> {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  async run(m: ScaModel, r: ScaReal) {
    m.nowMs = await r.advance(this.seconds);
  }
  toString() {
    return `advanceClock(${this.seconds}s)`;
  }
}
