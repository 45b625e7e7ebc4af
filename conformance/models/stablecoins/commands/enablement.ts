/** The platform's enablement request and the operator's moves, against the enablement table. */
import type fc from "fast-check";
import { stablecoinRules, type EnablementStatus } from "../../../../contract/rules/stablecoins.js";
import type { StablecoinModel, StablecoinReal } from "../model.js";
import { answered } from "../../../client/answer.js";
import { OTHER_STATE, ROW } from "../../../runner/table-rules.js";
import { StepSkipped } from "../../../runner/time.js";

export class RequestEnablement implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const next = stablecoinRules().enablement.request[m.enablement];
    const from = m.enablement;
    const res = await r.client.call("POST", `/stablecoins/${encodeURIComponent(m.coinId)}/service-operations/enable`);
    if (next) {
      r.s.expect(
        res.status === 200 && res.body?.serviceOperationsStatus === next,
        "stablecoins.enablement",
        `requesting enablement while ${m.enablement} answered ${answered(res)}; expected 200 ${next}`,
        next,
        res.body?.serviceOperationsStatus ?? res.body?.code,
      );
      if (next !== m.enablement) r.s.transition("stablecoin service", m.enablement, next);
      r.s.row(ROW.enablement(from));
      m.enablement = next;
    } else {
      r.s.expect(
        res.status === 409 && res.body?.code === "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE",
        "stablecoins.enablement",
        `requesting enablement while ${m.enablement} answered ${answered(res)}; expected 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE`,
        409,
        res.status,
      );
      r.s.row(ROW.enablement(OTHER_STATE));
    }
  }
  toString() {
    return "requestEnablement()";
  }
}

export class OperatorMove implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  constructor(readonly to: EnablementStatus) {}
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    if (!r.operator) throw new StepSkipped("the operator's decision needs the control API (--control)", "control");
    const ok = stablecoinRules().enablement.operator.some((t) => t.from === m.enablement && t.to === this.to);
    const res = await r.operator(m.coinId, this.to);
    r.s.expect(
      ok ? res.status === 200 && res.body?.serviceOperationsStatus === this.to : res.status === 409,
      "stablecoins.operator",
      `the operator moving ${m.enablement} to ${this.to} answered ${res.status}; expected ${ok ? 200 : 409}`,
      ok ? 200 : 409,
      res.status,
    );
    if (ok) {
      r.s.transition("stablecoin service", m.enablement, this.to);
      m.enablement = this.to;
    }
  }
  toString() {
    return `operatorMove(${this.to})`;
  }
}
