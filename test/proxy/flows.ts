/**
 * Traffic for the drift tests, sent through a proxy's base URL:
 * - `quickstartCalls`: the README quickstart's calls made from here (the same requests, in the
 *   same order, without the shell), then one refused lookup of an unknown customer;
 * - `sdkCalls`: a dozen calls made the way the service's official TypeScript SDK makes them
 *   (its headers, Basic credentials, JSON bodies, comma-joined query arrays, ids in paths
 *   with `:` unescaped and in queries percent-encoded, no Idempotency-Key of its own).
 */
import { AUTH } from "./support.js";

export interface Call {
  status: number;
  body: any;
}

async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Call> {
  const r = await fetch(base + path, {
    method,
    headers: { authorization: AUTH, ...(body !== undefined ? { "content-type": "application/json" } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : undefined };
}

export const UNKNOWN_CUSTOMER = "Customer:00000000-0000-4000-8000-000000000000";

/** The quickstart's calls (README.md), then `GET /customers/{unknown}` (404). */
export async function quickstartCalls(base: string): Promise<Call[]> {
  const root = base.replace(/\/2025-10-13$/, "");
  const out: Call[] = [];
  const c = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
    const r = await call(base, method, path, body, headers);
    out.push(r);
    return r.body;
  };
  await c("PATCH", "/config", { webhookEndpoint: "http://127.0.0.1:9/webhooks" });
  const customer = await c("POST", "/customers", {
    customerType: "INDIVIDUAL",
    fullName: "Ada Lovelace",
    birthDate: "1990-12-10",
    nationality: "US",
    address: { line1: "1 Main St", city: "Springfield", state: "IL", postalCode: "62701", country: "US" },
  });
  await c("GET", `/customers/${customer.id}`);
  const accounts = await c("GET", `/customers/internal-accounts?customerId=${customer.id}&currency=USD`);
  const usd = accounts.data[0].id;
  await c("POST", `/sandbox/internal-accounts/${usd}/fund`, { amount: 100000 });
  const payee = await c("POST", "/customers/external-accounts", {
    customerId: customer.id,
    currency: "MXN",
    accountInfo: { accountType: "MXN_ACCOUNT", clabeNumber: "002010077777777771", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Juan Perez" } },
  });
  const quote = await c("POST", "/quotes", {
    source: { sourceType: "ACCOUNT", accountId: usd },
    destination: { destinationType: "ACCOUNT", accountId: payee.id },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 10000,
  });
  const executed = await c("POST", `/quotes/${quote.id}/execute`, undefined, { "idempotency-key": `quickstart-${quote.id}` });
  await c("GET", `/transactions/${executed.transactionId}`);
  const moved = await fetch(`${root}/_sim/clock/advance`, {
    method: "POST",
    headers: { authorization: AUTH, "content-type": "application/json" },
    body: '{"seconds":5}',
  });
  await moved.text();
  await c("GET", `/transactions/${executed.transactionId}`);
  await c("GET", `/customers/${UNKNOWN_CUSTOMER}`);
  return out;
}

/** The headers the official SDK sends with every request (values of its version and platform; none of its code). */
const SDK_HEADERS = {
  accept: "application/json",
  "user-agent": "GridClient/JS 0.7.0",
  "x-stainless-lang": "js",
  "x-stainless-package-version": "0.7.0",
  "x-stainless-os": "Linux",
  "x-stainless-arch": "x64",
  "x-stainless-runtime": "node",
  "x-stainless-runtime-version": process.version,
  "x-stainless-retry-count": "0",
};

/** Ids in a path as the SDK puts them: `:` left as is, other unsafe characters escaped. */
const seg = (id: string) => id.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@]+/g, encodeURIComponent);

/** A query as the SDK writes it: arrays joined by commas, values percent-encoded. */
const query = (q: Record<string, string | number | string[]>) =>
  "?" +
  Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(Array.isArray(v) ? v.join(",") : String(v))}`)
    .join("&");

/** A dozen calls as the SDK makes them: config, customers, accounts, a payee, a quote and its execution, lists. */
export async function sdkCalls(base: string): Promise<Call[]> {
  const out: Call[] = [];
  const c = async (method: string, path: string, body?: unknown) => {
    const r = await call(base, method, path, body, SDK_HEADERS);
    out.push(r);
    return r.body;
  };
  await c("GET", "/config");
  const customer = await c("POST", "/customers", {
    customerType: "INDIVIDUAL",
    platformCustomerId: `sdk-${Date.now()}`,
    fullName: "Grace Hopper",
    birthDate: "1986-12-09",
    nationality: "US",
    address: { line1: "2 Navy Way", city: "Arlington", state: "VA", postalCode: "22201", country: "US" },
  });
  await c("GET", `/customers/${seg(customer.id)}`);
  await c("PATCH", `/customers/${seg(customer.id)}`, { customerType: "INDIVIDUAL", email: "grace@example.com" });
  await c("GET", `/customers${query({ platformCustomerId: customer.platformCustomerId, limit: 5 })}`);
  const accounts = await c("GET", `/customers/internal-accounts${query({ customerId: customer.id, currency: "USD" })}`);
  const usd = accounts.data[0].id;
  await c("POST", `/sandbox/internal-accounts/${seg(usd)}/fund`, { amount: 50000 });
  const payee = await c("POST", "/customers/external-accounts", {
    customerId: customer.id,
    currency: "MXN",
    accountInfo: { accountType: "MXN_ACCOUNT", clabeNumber: "002010077777777771", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Ana Diaz" } },
  });
  await c("GET", `/customers/external-accounts${query({ customerId: customer.id })}`);
  const quote = await c("POST", "/quotes", {
    source: { sourceType: "ACCOUNT", accountId: usd },
    destination: { destinationType: "ACCOUNT", accountId: payee.id },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 5000,
  });
  await c("GET", `/quotes/${seg(quote.id)}`);
  const executed = await c("POST", `/quotes/${seg(quote.id)}/execute`);
  await c("GET", `/transactions/${seg(executed.transactionId)}`);
  await c("GET", `/transactions${query({ customerId: customer.id, limit: 10 })}`);
  await c("GET", `/exchange-rates${query({ sourceCurrency: "USD", destinationCurrency: ["MXN", "EUR"] })}`);
  return out;
}
