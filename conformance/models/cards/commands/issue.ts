/** POST /cards then the issuer's provisioning: 201 PROCESSING, then ACTIVE with last4 and expiry once the clock passes the delay. */
import { Command } from "../../shared/command.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { call, confirmDue, enc, type CardModel, type CardReal, type Owner } from "../model.js";
import { answered } from "../../../client/answer.js";
import { ROW } from "../../../runner/table-rules.js";

export interface Limits {
  perTx?: number;
  perDay?: number;
  countPerDay?: number;
}

export class Issue extends Command<CardModel, CardReal, { owner: Owner; limits: Limits }> {
  check(m: Readonly<CardModel>) {
    return m.cards.length < 6;
  }
  async run(m: CardModel, r: CardReal) {
    const account = m.accounts.find((a) => a.owner === this.params.owner)!;
    const body: Record<string, unknown> = { customerId: m.customers[this.params.owner], form: "VIRTUAL", fundingSource: account.id };
    if (this.params.limits.perTx !== undefined) body.maxSpendPerTransaction = this.params.limits.perTx;
    if (this.params.limits.perDay !== undefined) body.maxSpendPerDay = this.params.limits.perDay;
    if (this.params.limits.countPerDay !== undefined) body.maxTransactionsPerDay = this.params.limits.countPerDay;
    const res = await call(r, "POST", "/cards", { body });
    const rules = cardRules();
    r.s.expect(
      res.status === 201 && res.body?.status === rules.initialStatus,
      "cards.status-transition",
      `POST /cards answered ${answered(res)}; expected 201 ${rules.initialStatus}`,
      rules.initialStatus,
      res.body?.status,
    );
    r.s.transition("card", "(none)", rules.initialStatus);
    r.s.row(ROW.cardCreated());
    const id = res.body.id as string;
    let got = res.body;
    // The issuer provisions the card: moved to with the control API (up to 2 min), waited for on the real clock.
    const delay = Math.ceil(rules.provisioning.delayMs / 1000) + 1;
    const provisioned = await r.time.until(
      async () => {
        got = (await call(r, "GET", `/cards/${enc(id)}`)).body;
        return got?.status !== rules.initialStatus;
      },
      r.time.controlled ? delay + 120 : delay + 3,
      "the issuer's provisioning of a card",
    );
    confirmDue(m, await r.now());
    r.s.expect(provisioned, "cards.provisioning-time", `card ${id} is still ${rules.initialStatus}: the issuer did not provision it within the designed delay`);
    r.s.expect(
      got?.status === rules.provisioning.to && /^[0-9]{4}$/.test(got.last4 ?? "") && Number.isInteger(got.expMonth) && Number.isInteger(got.expYear),
      "cards.provisioning",
      `card ${id} is ${got?.status} (last4 ${got?.last4}) after provisioning; expected ${rules.provisioning.to} with last4, expMonth, expYear`,
    );
    r.s.transition("card", rules.provisioning.from, rules.provisioning.to);
    r.s.row(ROW.cardProvisioned());
    m.cards.push({
      id,
      owner: this.params.owner,
      status: rules.provisioning.to,
      accountId: account.id,
      ...this.params.limits,
      usage: { day: "", spend: 0, count: 0 },
    });
  }
  toString() {
    return `issue(${this.params.owner}, ${JSON.stringify(this.params.limits)})`;
  }
}
