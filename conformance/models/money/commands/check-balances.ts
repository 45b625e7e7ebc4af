/** GET every internal account and transaction: the model's balances and statuses, and the invariants. */
import type fc from "fast-check";
import { observe, type MoneyModel, type MoneyReal } from "../model.js";

export class CheckBalances implements fc.AsyncCommand<MoneyModel, MoneyReal> {
  check() {
    return true;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    await observe(m, r);
  }
  toString() {
    return "checkBalances()";
  }
}
