/**
 * Cards as the CLI issues and manages them (`cards create|list|get|update|reveal`): issue with
 * the required fields and with every optional one, the lists with and without filters, the
 * state changes, a per-transaction limit set and cleared (null), new funding sources, the
 * reveal; and every sandbox card simulation the live service serves, run on the card: an
 * authorization advised, cleared, returned and the return reversed, credit and single-message
 * authorizations, a balance inquiry.
 */
import { need, type Ctx } from "./context.js";

export async function cards(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const cardholderId = c.ids.customerId;
  const usd = c.ids.usdAccountId;
  const card = need(await s.call("required", () => a.POST("/cards", { body: { cardholderId, form: "VIRTUAL", fundingSources: [usd] } })), "card");
  c.ids.cardId = card.id;
  await c.p.advanceClock(5); // provisioned on the platform clock
  await s.call("all-optional", () =>
    a.POST("/cards", {
      body: {
        cardholderId,
        form: "VIRTUAL",
        fundingSources: [usd],
        platformCardId: "typed-card-2",
        maxSpendPerTransaction: 25_000,
        threeDSecurePassword: "s3cret-3ds",
      },
    }),
  );
  await s.call("required", () => a.GET("/cards"));
  await s.call("all-optional", () => a.GET("/cards", { params: { query: { cardholderId, accountId: usd, state: "ACTIVE", limit: 5, sortOrder: "desc" } } }));
  const id = { params: { path: { id: card.id } } };
  await s.call("required", () => a.GET("/cards/{id}", id));
  await s.call("state", () => a.PATCH("/cards/{id}", { ...id, body: { state: "FROZEN" } }));
  await s.call("state and limit", () => a.PATCH("/cards/{id}", { ...id, body: { state: "ACTIVE", maxSpendPerTransaction: 50_000 } }));
  await s.call("limit cleared", () => a.PATCH("/cards/{id}", { ...id, body: { maxSpendPerTransaction: null } }));
  await s.call("funding sources", () => a.PATCH("/cards/{id}", { ...id, body: { fundingSources: [usd] } }));
  await s.call("required", () => a.POST("/cards/{id}/reveal", id));
  const auth = { amount: 1_000, currency: { code: "USD" }, merchant: { descriptor: "COFFEE SHOP", mcc: "5814", country: "US" } };
  const simulated = await s.call("required", () => a.POST("/sandbox/cards/{id}/simulate/authorization", { ...id, body: auth }));
  // The live answer names only issuerTransactionToken; the simulator's also carries the card transaction.
  const cardTransactionId = (need(simulated, "card authorization") as { id?: string }).id ?? "";
  await s.call("required", () => a.POST("/sandbox/cards/{id}/simulate/authorization_advice", { ...id, body: { cardTransactionId, amount: 1_200 } }));
  await s.call("required", () => a.POST("/sandbox/cards/{id}/simulate/clearing", { ...id, body: { cardTransactionId, amount: 1_200 } }));
  const returned = await s.call("required", () => a.POST("/sandbox/cards/{id}/simulate/return", { ...id, body: { cardTransactionId, amount: 500 } }));
  const returnId = (need(returned, "card return") as { id?: string }).id ?? "";
  await s.call("required", () => a.POST("/sandbox/cards/{id}/simulate/return_reversal", { ...id, body: { cardTransactionId: returnId } }));
  await s.call("required", () => a.POST("/sandbox/cards/{id}/simulate/balance_inquiry", { ...id, body: { merchant: auth.merchant } }));
  for (const kind of ["credit_authorization", "credit_authorization_advice", "financial_authorization", "financial_credit_authorization"] as const)
    await s.call("required", () => a.POST(`/sandbox/cards/{id}/simulate/${kind}`, { ...id, body: auth }));
}
