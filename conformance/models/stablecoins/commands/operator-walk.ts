/**
 * Every move of the operator's table once per run, on a coin of its own (registered
 * through the model's link, so the model coin's enablement stays as the walk left it): its
 * enablement requested, then PENDING_APPROVAL -> DISABLED (where a request is refused, 409
 * STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE) -> ENABLING -> DISABLED -> ENABLING ->
 * ENABLED -> DISABLED, each move checked as the random OperatorMove checks it. The
 * operator's moves need the control API.
 */
import type fc from "fast-check";
import type { EnablementStatus } from "../../../../contract/rules/stablecoins.js";
import { StepSkipped } from "../../../runner/time.js";
import { answered } from "../../../client/answer.js";
import type { StablecoinModel, StablecoinReal } from "../model.js";
import { OperatorMove, RequestEnablement } from "./enablement.js";
import { register } from "../calls.js";

const WALK: EnablementStatus[] = ["DISABLED", "ENABLING", "DISABLED", "ENABLING", "ENABLED", "DISABLED"];

export class OperatorWalk implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    if (!r.operator) throw new StepSkipped("the operator's decisions need the control API (--control)", "control");
    const c = await register(r, { token: `${m.token}o`, linkId: m.linkId });
    r.s.expect(c.status === 201, "setup", `registering a coin for the operator's walk answered ${answered(c)}`, 201, c.status);
    if (c.status !== 201) return;
    const coin: StablecoinModel = { ...m, coinId: c.body.id, enablement: c.body.serviceOperationsStatus, ops: [] };
    await new RequestEnablement().run(coin, r);
    for (const [i, to] of WALK.entries()) {
      await new OperatorMove(to).run(coin, r);
      if (i === 0) await new RequestEnablement().run(coin, r);
    }
  }
  toString() {
    return "operatorWalk()";
  }
}
