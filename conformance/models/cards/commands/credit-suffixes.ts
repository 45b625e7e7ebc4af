/**
 * The credit simulations (credit authorization, its advice, single-message credit) at the
 * descriptor suffixes that decline (002, 003) and fail (006), once per run on an ACTIVE card:
 * the live service decides every simulation from an authorization body by the
 * authorization's suffix table, so a declined credit credits nothing (live); how a credit
 * reads each row (DECLINED with the reason, EXCEPTION with nothing credited) is designed.
 */
import { IndexedCommand } from "../../shared/command.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { accountOf, call, enc, observeBalances, type CardModel, type CardReal, type ModelCard } from "../model.js";
import { answered } from "../../../client/answer.js";

export class CreditSuffixes extends IndexedCommand<CardModel, CardReal, ModelCard> {
  protected readonly items = (m: Readonly<CardModel>) => m.cards;
  async run(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const rules = cardRules();
    if (!rules.authorizableStatuses.includes(card.status as never)) return;
    const credits = Object.entries(rules.messageSimulations).filter(([, sim]) => sim.type === "CREDIT" && sim.descriptorOutcomes);
    const rows = Object.entries(rules.descriptorSuffixes).filter(([, o]) => o.outcome === "DECLINED" || o.outcome === "EXCEPTION");
    for (const declined of [true, false]) {
      const wrong: { what: string; want: unknown; got: unknown }[] = [];
      for (const [sfx, outcome] of rows.filter(([, o]) => (o.outcome === "DECLINED") === declined))
        for (const [kind] of credits) {
          r.s.magic("card descriptor suffix", sfx);
          const body = { amount: 400, currency: { code: "USD" }, merchant: { descriptor: `SIM CREDIT ${sfx}`, mcc: "5812", country: "US" } };
          const res = await call(r, "POST", `/sandbox/cards/${enc(card.id)}/simulate/${kind}`, { body });
          const want = { status: outcome.outcome, reason: outcome.declinedReason };
          const got = { status: res.body?.status, reason: res.body?.cardDeclinedReason };
          if (res.status !== 202 || got.status !== want.status || (got.reason ?? undefined) !== want.reason)
            wrong.push({ what: `a ${kind} at descriptor suffix ${sfx} answered ${answered(res)} ${JSON.stringify(got)}`, want, got });
        }
      // Nothing credited (a declined credit by the live table, a failed one by the designed reading), then how each read.
      await observeBalances(m, r, declined ? "cards.credit-suffixes" : "cards.credit-outcomes");
      await this.resync(m, r);
      for (const w of wrong) r.s.expect(false, "cards.credit-outcomes", `${w.what}; expected 202 ${JSON.stringify(w.want)}`, w.want, w.got);
    }
  }

  /** The balances as the server has them, taken into the model (so one wrong credit is reported once). */
  private async resync(m: CardModel, r: CardReal) {
    const card = this.item(m);
    const a = await call(r, "GET", `/internal-accounts/${enc(card.accountId)}`);
    const acc = accountOf(m, card.accountId)!;
    acc.available = a.body?.balance?.amount ?? acc.available;
    acc.total = a.body?.totalBalance?.amount ?? acc.total;
  }
  toString() {
    return `creditSuffixes(#${this.index})`;
  }
}
