/**
 * `cards.program`: the card rules that depend on the platform's card program, on a platform
 * of kind `cardProgram` (one live card per cardholder, the issuer deciding authorizations):
 * a second card for a cardholder answers 409 CARD_LIMIT_REACHED and closing a card frees the
 * slot ("cardholder already has a card where limited to one; closing a card frees a slot");
 * a reveal answers 409 CONFLICT ("for cards in programs where the issuer makes authorization
 * decisions, reveal returns 409 CONFLICT").
 */
import type { CheckDefinition, Scenario } from "../runner/types.js";
import type { ApiClient } from "../client/client.js";
import type { PlatformTime } from "../runner/time.js";
import { answered } from "../client/answer.js";
import { describedRule } from "../contract/rule-spec.js";
import { approvedCustomer, usdAccount } from "../builders/setup.js";
import { expectAnswer } from "../runner/expect.js";
import { cardRules } from "../../contract/rules/cards.js";

const enc = encodeURIComponent;

/** A card for the customer, waited for until the issuer provisions it; its id. */
async function activeCard(client: ApiClient, s: Scenario, time: PlatformTime, customerId: string, fundingSource: string, rule: string): Promise<string> {
  const res = await client.call("POST", "/cards", { body: { customerId, form: "VIRTUAL", fundingSource } });
  expectAnswer(s, res, rule, "POST /cards for a cardholder without a live card", 201);
  const id = res.body.id as string;
  const rules = cardRules();
  const provisioned = await time.until(
    async () => (await client.call("GET", `/cards/${enc(id)}`)).body?.status === rules.provisioning.to,
    Math.ceil(rules.provisioning.delayMs / 1000) + (time.controlled ? 120 : 3),
    "the issuer's provisioning of a card",
  );
  s.expect(provisioned, "cards.program-issue", `card ${id} never became ${rules.provisioning.to}`);
  return id;
}

export const cardProgramCheck: CheckDefinition = {
  id: "cards.program",
  area: "Cards",
  kind: "state-machine",
  rule: "A program limited to one card per cardholder answers 409 CARD_LIMIT_REACHED to a second one until the first is closed; an issuer-decides program answers 409 CONFLICT to a reveal.",
  rules: [
    describedRule("setup", "The calls a check needs to get going are answered (an approved customer with a USD account).", { kind: "cardProgram" }),
    describedRule("cards.program-issue", "POST /cards answers the card for a cardholder with no live card, and the issuer provisions it.", {
      kind: "cardProgram",
    }),
    describedRule("cards.limit-reached", "Where cards are limited to one per cardholder, a second live card answers 409 CARD_LIMIT_REACHED.", {
      kind: "cardProgram",
    }),
    describedRule("cards.limit-freed", "Closing a card frees the slot: a new card for the same cardholder is issued.", { kind: "cardProgram" }),
    describedRule("cards.reveal-issuer", "For cards in programs where the issuer makes authorization decisions, reveal answers 409 CONFLICT.", {
      kind: "cardProgram",
    }),
  ],
  async run(ctx) {
    if (!ctx.hasPlatform("cardProgram")) return ctx.skipCase("card program", ctx.missingPlatform("cardProgram"));
    const p = await ctx.platform("cardProgram");
    await ctx.runCase(
      "one card per cardholder; an issuer-decides program",
      async (s) => {
        const client = s.clientFor(p);
        const time = ctx.timeFor(p);
        const customer = await approvedCustomer(client, s);
        const account = (await usdAccount(client, s, customer.id)).id as string;
        const first = await activeCard(client, s, time, customer.id, account, "cards.program-issue");
        const second = await client.call("POST", "/cards", { body: { customerId: customer.id, form: "VIRTUAL", fundingSource: account } });
        expectAnswer(s, second, "cards.limit-reached", "a second card for a cardholder limited to one", 409, "CARD_LIMIT_REACHED");
        const reveal = await client.call("POST", `/cards/${enc(first)}/reveal`);
        expectAnswer(s, reveal, "cards.reveal-issuer", "a reveal on an issuer-decides card program", 409, "CONFLICT");
        const closed = await client.call("PATCH", `/cards/${enc(first)}`, { body: { status: "CLOSED" } });
        s.expect(closed.status === 200 && closed.body?.status === "CLOSED", "cards.limit-freed", `closing card ${first} answered ${answered(closed)}`);
        await activeCard(client, s, time, customer.id, account, "cards.limit-freed");
      },
      { platform: p },
    );
  },
};
