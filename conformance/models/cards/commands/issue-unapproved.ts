/**
 * POST /cards for a cardholder whose KYC is not APPROVED: a customer of the platform whose
 * fullName suffix resolves at creation to `status` (the KYC suffix table,
 * spec/rules/sandbox-kyc.yaml), then a card asked for it. The answer is 400 and no card is
 * issued to it; the code is CARDHOLDER_KYC_NOT_APPROVED. A customer not approved has no
 * account of its own (accounts appear on approval), so the funding source is cardholder A's
 * unless the target lists one of its own: then the cardholder is the only thing wrong.
 */
import { Command } from "../../shared/command.js";
import { individual } from "../../../builders/bodies.js";
import { cardRules } from "../../../../contract/rules/cards.js";
import { loadKycRules, type KycStatus } from "../../../../contract/rules/kyc.js";
import { call, type CardModel, type CardReal } from "../model.js";
import { answered } from "../../../client/answer.js";
import { codeRule } from "../../../contract/codes.js";
import type { Json } from "../../../contract/json.js";

const CODE = "CARDHOLDER_KYC_NOT_APPROVED";

/** Each status a KYC suffix gives at creation other than APPROVED, with its suffix (the table's first row for it). */
export function unapprovedSuffixes(): { suffix: string; status: KycStatus }[] {
  const seen = new Map<KycStatus, string>();
  for (const [suffix, o] of Object.entries(loadKycRules().individual.outcomes))
    if (o.atCreation !== "APPROVED" && !seen.has(o.atCreation)) seen.set(o.atCreation, suffix);
  return [...seen].map(([status, suffix]) => ({ suffix, status }));
}

export class IssueUnapproved extends Command<CardModel, CardReal, { suffix: string; status: KycStatus }> {
  async run(m: CardModel, r: CardReal) {
    const { suffix, status } = this.params;
    const c = await call(r, "POST", "/customers", { body: individual(suffix) });
    r.s.expect(c.status === 201, "setup", `creating a customer with KYC suffix ${suffix} answered ${answered(c)}`, 201, c.status);
    if (c.body?.kycStatus === "APPROVED") {
      r.s.skipStep(String(this), `the customer with suffix ${suffix} was created APPROVED on this platform (the table gives ${status})`);
      return;
    }
    const own = await call(r, "GET", "/customers/internal-accounts", { query: { customerId: c.body.id, limit: 100 } });
    const mine = ((own.body?.data ?? []) as Json[]).find((a) => cardRules().eligibleCurrencies.includes(a.currency))?.id;
    const fundingSource = mine ?? m.accounts.find((a) => a.owner === "A")!.id;
    const res = await call(r, "POST", "/cards", { body: { customerId: c.body.id, form: "VIRTUAL", fundingSource } });
    const what = `POST /cards for a ${c.body.kycStatus} cardholder (funded by ${mine ? "its own account" : "another customer's account"})`;
    r.s.expect(res.status === 400, "cards.cardholder-kyc", `${what} answered ${answered(res)}; expected 400 ${CODE}`, `400 ${CODE}`, answered(res));
    // With a funding source not the cardholder's both refusals apply: which the target names first is designed.
    r.s.expect(
      res.status !== 400 || res.body?.code === CODE,
      mine ? codeRule("cards.cardholder-kyc", CODE) : "cards.cardholder-kyc-first",
      `${what} answered ${answered(res)}; expected 400 ${CODE}`,
      CODE,
      res.body?.code,
    );
    const l = await call(r, "GET", "/cards", { query: { customerId: c.body.id, limit: 100 } });
    const cards = ((l.body?.data ?? []) as Json[]).map((x) => x.id);
    r.s.expect(
      l.status === 200 && cards.length === 0,
      "cards.cardholder-kyc",
      `the ${c.body.kycStatus} customer holds cards ${JSON.stringify(cards)}`,
      [],
      cards,
    );
  }
  toString() {
    return `issueUnapproved(suffix=${this.params.suffix}, ${this.params.status})`;
  }
}
