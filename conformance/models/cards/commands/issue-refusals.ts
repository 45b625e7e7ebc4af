/**
 * POST /cards refused for an approved cardholder, once per run: a funding source that is
 * another customer's account, one of the cardholder's in a currency that is not
 * card-eligible, one whose id ends in a sandbox funding suffix, an account that does not
 * exist (all 400 FUNDING_SOURCE_INELIGIBLE; live: a source not the cardholder's), and the
 * live `fundingSources` list with the cardholder's account first and a bad one after it
 * (every entry is checked: 400 FUNDING_SOURCE_INELIGIBLE).
 */
import { Command } from "../../shared/command.js";
import { expectAnswer } from "../../../runner/expect.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { call, type CardModel, type CardReal, type Owner } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";
import { unknownAccount } from "./rebind.js";

export class IssueRefusals extends Command<CardModel, CardReal, { owner: Owner }> {
  async run(m: CardModel, r: CardReal) {
    const { owner } = this.params;
    const other = owner === "A" ? "B" : "A";
    const issue = (fundingSource: string) => call(r, "POST", "/cards", { body: { customerId: m.customers[owner], form: "VIRTUAL", fundingSource } });
    const ineligible = "FUNDING_SOURCE_INELIGIBLE";
    const theirs = m.accounts.find((a) => a.owner === other)!.id;
    expectAnswer(r.s, await issue(theirs), "cards.funding-source", "a card funded by another customer's account", 400, ineligible);
    const notEligible = m.ineligible[owner];
    if (notEligible)
      expectAnswer(r.s, await issue(notEligible), "cards.eligible-currency", "a card funded in a currency that is not card-eligible", 400, ineligible);
    for (const suffix of Object.keys(cardRules().fundingSourceSuffixes)) {
      r.s.magic("card funding-source suffix", suffix);
      const id = `InternalAccount:00000000-0000-4000-8000-000000000${suffix}`;
      expectAnswer(r.s, await issue(id), "cards.funding-source", `a card funded by ${id} (suffix ${suffix})`, 400, ineligible);
      r.s.row(ROW.cardFunding(suffix));
    }
    expectAnswer(r.s, await issue(unknownAccount()), "cards.unknown-funding-source", "a card funded by an account that does not exist", 400, ineligible);
    // The live names: an ordered list whose first entry is fine and a later one is not.
    const own = m.accounts.find((a) => a.owner === owner)!.id;
    const list = (second: string) => call(r, "POST", "/cards", { body: { cardholderId: m.customers[owner], form: "VIRTUAL", fundingSources: [own, second] } });
    expectAnswer(r.s, await list(theirs), "cards.funding-sources", "fundingSources naming the cardholder's account, then another customer's", 400, ineligible);
    const otherCurrency = m.ineligible[owner];
    if (otherCurrency)
      expectAnswer(r.s, await list(otherCurrency), "cards.funding-sources", "fundingSources naming a USD account, then one not card-eligible", 400, ineligible);
  }
  toString() {
    return `issueRefusals(${this.params.owner})`;
  }
}
