/**
 * `money.card-transactions`: a simulated card authorization is listed by GET /transactions
 * (live: card transactions are included, `type` `CARD`; in Sandbox this is how the id of a
 * simulated authorization is found) and GET /transactions/{transactionId} returns it.
 */
import type { CheckDefinition } from "../../runner/types.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { approvedCustomer, fund, usdAccount } from "../../builders/setup.js";
import { cardRules } from "../../../contract/rules/cards.js";
import { enc } from "./model.js";
import type { Json } from "../../contract/json.js";
import { CARD_LISTING_RULES } from "./rules.js";

export const cardListingCheck: CheckDefinition = {
  id: "money.card-transactions",
  area: "Transactions",
  kind: "state-machine",
  rule: "Card transactions appear in GET /transactions (type CARD) and are read by id with GET /transactions/{transactionId}.",
  rules: CARD_LISTING_RULES,
  async run(ctx) {
    const name = "a card authorization is listed and read as a transaction";
    if (!ctx.hasPlatform("regulated")) {
      ctx.skipCase(name, ctx.missingPlatform("regulated"));
      return;
    }
    const p = await ctx.platform("regulated");
    if (!(await skipUnlessImplemented(ctx, p, { method: "GET", path: "/cards" }, [name], "cards"))) return;
    await ctx.runCase(
      name,
      async (s) => {
        const client = s.clientFor(p);
        const customerId = (await approvedCustomer(client, s)).id;
        const usd = (await usdAccount(client, s, customerId)).id;
        await fund(client, s, usd, 10_000);
        const c = await client.call("POST", "/cards", { body: { customerId, form: "VIRTUAL", fundingSource: usd } });
        s.expect(c.status === 201, "card-transactions.setup", `POST /cards answered ${c.status}: ${JSON.stringify(c.body)}`);
        const active = await ctx
          .timeFor(p)
          .until(
            async () => (await client.call("GET", `/cards/${enc(c.body.id)}`)).body?.status === "ACTIVE",
            Math.ceil(cardRules().provisioning.delayMs / 1000) + 3,
            "a card's provisioning",
          );
        s.expect(active, "card-transactions.setup", "the card was not provisioned");
        const a = await client.call("POST", `/sandbox/cards/${enc(c.body.id)}/simulate/authorization`, {
          body: { amount: 1_200, currency: { code: "USD" }, merchant: { descriptor: "LISTED SHOP 100", mcc: "5814", country: "US" } },
        });
        s.expect(a.status < 300 && typeof a.body?.id === "string", "card-transactions.setup", `the authorization answered ${a.status}`);
        const l = await client.call("GET", "/transactions", { query: { customerId, limit: 100 } });
        const listed = (l.body?.data ?? []).find((t: Json) => t.id === a.body.id);
        s.expect(
          l.status === 200 && listed?.type === "CARD",
          "card-transactions.listed",
          `GET /transactions of the cardholder answered ${l.status} without the card transaction ${a.body.id} of type CARD`,
          { id: a.body.id, type: "CARD" },
          listed ?? (l.body?.data ?? []).map((t: Json) => t.id),
        );
        const one = await client.call("GET", `/transactions/${enc(a.body.id)}`);
        s.expect(
          one.status === 200 && one.body?.type === "CARD" && one.body?.id === a.body.id,
          "card-transactions.by-id",
          `GET /transactions/${a.body.id} answered ${one.status} ${JSON.stringify(one.body).slice(0, 200)}`,
          "200 type CARD",
          `${one.status} ${one.body?.type}`,
        );
      },
      { operationKey: "GET /transactions", platform: p },
    );
  },
};
