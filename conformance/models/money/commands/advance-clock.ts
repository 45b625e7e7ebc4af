/** Advance the platform clock: past sandbox delays (2 s, 6 min, 5 min bank return) and quote expiries. */
import type fc from "fast-check";
import { observe, type MoneyModel, type MoneyReal } from "../model.js";

export class AdvanceClock implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    await r.advance(this.seconds);
    await observe(m, r);
  }
  toString() {
    return `advanceClock(${this.seconds}s)`;
  }
}
