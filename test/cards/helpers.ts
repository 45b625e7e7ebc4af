/** Shared fixtures of the card HTTP tests: an approved cardholder with a funded USD account and a card. */
import type { TestPlatform } from "../support/simulator.js";
import { account, balance, customer, fund, startEnv, type Env } from "../money/helpers.js";
import { cardRules } from "../../contract/rules/cards.js";

export { account, balance, customer, fund, startEnv, type Env };

export const PROVISION_S = Math.ceil(cardRules().provisioning.delayMs / 1000);

export interface Holder {
  customerId: string;
  usd: any;
}

export async function holder(p: TestPlatform, funds = 0): Promise<Holder> {
  const customerId = await customer(p);
  const usd = await account(p, customerId, "USD");
  if (funds) await fund(p, usd.id, funds);
  return { customerId, usd };
}

/** POST /cards; with `activate`, advances the clock past provisioning and returns the card as GET shows it. */
export async function issue(p: TestPlatform, h: Holder, extra: Record<string, unknown> = {}, activate = true): Promise<any> {
  const r = await p.post("/cards", { customerId: h.customerId, form: "VIRTUAL", fundingSource: h.usd.id, ...extra });
  if (r.status !== 201) throw new Error(`issue: ${r.status} ${JSON.stringify(r.body)}`);
  if (!activate) return r.body;
  await p.advanceClock(PROVISION_S);
  return (await p.get(`/cards/${r.body.id}`)).body;
}

export function authorize(p: TestPlatform, cardId: string, amount: number, descriptor = "BLUE BOTTLE SF 001", currency = "USD") {
  return p.post(`/sandbox/cards/${cardId}/simulate/authorization`, {
    amount,
    currency: { code: currency },
    merchant: { descriptor, mcc: "5814", country: "US" },
  });
}

export const clearing = (p: TestPlatform, cardId: string, cardTransactionId: string, amount: number) =>
  p.post(`/sandbox/cards/${cardId}/simulate/clearing`, { cardTransactionId, amount });
export const cardReturn = (p: TestPlatform, cardId: string, cardTransactionId: string, amount: number) =>
  p.post(`/sandbox/cards/${cardId}/simulate/return`, { cardTransactionId, amount });

/** Seconds from the platform's now to the next UTC midnight, plus one. */
export async function secondsToNextUtcDay(p: TestPlatform): Promise<number> {
  const now = Date.parse(await p.now());
  const next = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1);
  return Math.ceil((next - now) / 1000) + 1;
}
