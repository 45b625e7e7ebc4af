/** Advance the platform clock (past a challenge's expiresAt or not). */
import type fc from "fast-check";
import type { OwnershipModel, OwnershipReal } from "../model.js";

export class AdvanceClock implements fc.AsyncCommand<OwnershipModel, OwnershipReal> {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  async run(m: OwnershipModel, r: OwnershipReal) {
    m.nowMs = await r.advance(this.seconds);
  }
  toString() {
    return `advanceClock(${this.seconds}s)`;
  }
}
