/** Shared fixtures of the money HTTP tests. */
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import type { Receiver } from "../support/receiver.js";
import { startEventEnv, US_ADDRESS } from "../support/env.js";
import type { PlatformSettings } from "../../simulator/platform/platform.js";
import { validBody } from "../external-accounts/helpers.js";

export { US_ADDRESS };

export interface Env {
  s: StartedSimulator;
  rx: Receiver;
  platform(settings?: Partial<PlatformSettings>): Promise<TestPlatform>;
  events(pred?: (b: any) => boolean): any[];
  close(): Promise<void>;
}

export async function startEnv(): Promise<Env> {
  const base = await startEventEnv({ regulated: true });
  return { ...base, events: (pred = () => true) => base.bodies().filter(pred) };
}

/** An APPROVED individual (regulated platform) with a UMA address; returns its id. */
export async function customer(p: TestPlatform, extra: Record<string, unknown> = {}): Promise<string> {
  const r = await p.post("/customers", {
    customerType: "INDIVIDUAL",
    fullName: "Jane Doe",
    birthDate: "1990-02-28",
    nationality: "US",
    address: US_ADDRESS,
    ...extra,
  });
  if (r.status !== 201) throw new Error(`customer: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

/** The customer's internal account in `currency`. */
export async function account(p: TestPlatform, customerId: string, currency = "USD"): Promise<any> {
  const r = await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=${currency}`);
  if (r.status !== 200 || r.body.data.length !== 1) throw new Error(`account: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data[0];
}

export async function fund(p: TestPlatform, accountId: string, amount: number) {
  const r = await p.post(`/sandbox/internal-accounts/${accountId}/fund`, { amount });
  if (r.status !== 200) throw new Error(`fund: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function balance(p: TestPlatform, accountId: string): Promise<{ available: number; total: number }> {
  const r = await p.get(`/internal-accounts/${accountId}`);
  return { available: r.body.balance.amount, total: r.body.totalBalance.amount };
}

/** A USD external account whose account number ends in `suffix` (sandbox outcome). */
export async function usdExternal(p: TestPlatform, customerId: string, suffix = "789", extra: Record<string, unknown> = {}): Promise<string> {
  const b = validBody("USD_ACCOUNT", customerId);
  b.accountInfo.accountNumber = `123456${suffix}`;
  Object.assign(b, extra);
  const r = await p.post("/customers/external-accounts", b);
  if (r.status !== 201) throw new Error(`external account: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

export async function external(p: TestPlatform, customerId: string, accountType: string, mutate: (b: any) => void = () => {}): Promise<any> {
  const b = validBody(accountType, customerId);
  mutate(b);
  const r = await p.post("/customers/external-accounts", b);
  if (r.status !== 201) throw new Error(`external account: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

export async function quote(p: TestPlatform, sourceId: string, dest: Record<string, unknown> | string, amount: number, extra: Record<string, unknown> = {}) {
  const destination = typeof dest === "string" ? { destinationType: "ACCOUNT", accountId: dest } : dest;
  return p.post("/quotes", {
    source: { sourceType: "ACCOUNT", accountId: sourceId },
    destination,
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: amount,
    ...extra,
  });
}

export const settle = (ms = 80) => new Promise((r) => setTimeout(r, ms));

/** POST /sandbox/uma/receive: `amount` of `currency` sent by `sender` to `receiver` (the raw answer). */
export function umaReceive(p: TestPlatform, sender: string, receiver: string, amount: number, currency = "USD") {
  return p.post("/sandbox/uma/receive", {
    senderUmaAddress: sender,
    receiverUmaAddress: receiver,
    receivingCurrencyCode: currency,
    receivingCurrencyAmount: amount,
  });
}
