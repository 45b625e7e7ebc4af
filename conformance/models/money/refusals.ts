/**
 * What the money model's fixed refusal steps share: the expectation of a refused request (and
 * the model's stop when a refused money movement was taken anyway), the accounts those steps
 * pay to (an external account still PENDING, a self-custody wallet awaiting ownership
 * verification, a customer missing its currency's provider fields), and a well-formed wallet
 * stamp that no signed request of the server matches.
 */
import { randomBytes } from "node:crypto";
import type { CallResult } from "../../client/client.js";
import { answered, expectAnswer } from "../../runner/expect.js";
import { usdInfo } from "../external-accounts/lifecycle.js";
import { individual } from "../../builders/bodies.js";
import type { MoneyModel, MoneyReal } from "./model.js";
import type { Scenario } from "../../runner/types.js";

const walked = new WeakMap<Scenario, Set<string>>();

/**
 * Whether the fixed walk `what` is still to come in this case: the refusal walks are the same
 * in every run, so once one has gone through in a case it is not walked again (the suite's time
 * stays within bounds); a walk that failed is walked again, so a failing run still reproduces
 * while it is shrunk. `walked` marks it gone through.
 */
export function walkDue(s: Scenario, what: string): boolean {
  return !walked.get(s)?.has(what);
}

export function markWalked(s: Scenario, what: string): void {
  const done = walked.get(s) ?? new Set<string>();
  done.add(what);
  walked.set(s, done);
}

/**
 * Expect `res` refused with `status` and `code` under `rule`. `moves`: the request would have
 * moved money had it been taken; the model cannot follow money it did not predict, so the run
 * stops there (the expectation above already named the rule).
 */
export function expectRefused(r: MoneyReal, res: CallResult, rule: string, what: string, status: number, code: string, moves = false): void {
  expectAnswer(r.s, res, rule, what, status, code);
  if (moves && res.status < 300) throw new Error(`${what}: a request the model expected refused was taken (${answered(res)})`);
}

/** A USD external account of customer A that stays PENDING (sandbox suffix 104), created once per model. */
export async function pendingAccount(m: MoneyModel, r: MoneyReal): Promise<string | undefined> {
  const key = "USD|pending";
  const known = m.destinations.get(key);
  if (known) return known;
  const res = await r.client.call("POST", "/customers/external-accounts", {
    body: { currency: "USD", customerId: m.customers.A, accountInfo: usdInfo("104") },
  });
  if (res.status !== 201 || res.body?.status !== "PENDING") {
    r.s.skipStep("payments to an account still PENDING", `the account with suffix 104 answered ${answered(res)} ${res.body?.status ?? ""}, not PENDING`);
    return undefined;
  }
  m.destinations.set(key, res.body.id);
  return res.body.id;
}

/** A self-custody USDC wallet of customer A (FIRST_PARTY): PENDING_OWNERSHIP_VERIFICATION, created once per model. */
export async function unverifiedWallet(m: MoneyModel, r: MoneyReal): Promise<string | undefined> {
  const key = "USDC|unverified";
  const known = m.destinations.get(key);
  if (known) return known;
  const body = {
    currency: "USDC",
    customerId: m.customers.A,
    ownershipType: "FIRST_PARTY",
    accountInfo: { accountType: "BASE_WALLET", address: `0x${randomBytes(20).toString("hex")}` },
  };
  const res = await r.client.call("POST", "/customers/external-accounts", { body });
  if (res.status !== 201 || res.body?.status !== "PENDING_OWNERSHIP_VERIFICATION") {
    r.s.skipStep("payments to a wallet awaiting ownership verification", `a FIRST_PARTY wallet answered ${answered(res)} ${res.body?.status ?? ""}`);
    return undefined;
  }
  m.destinations.set(key, res.body.id);
  return res.body.id;
}

/** A customer without full name, birth date and address (the USD provider's fields): its USD internal account, or undefined. */
export async function sparseCustomerAccount(r: MoneyReal): Promise<string | undefined> {
  const rest: Record<string, unknown> = individual();
  for (const k of ["fullName", "birthDate", "address"]) delete rest[k];
  const c = await r.client.call("POST", "/customers", { body: rest });
  if (c.status !== 201 || c.body?.kycStatus !== "APPROVED") {
    r.s.skipStep("payments to a customer missing its currency's provider fields", `such a customer was created ${answered(c)} ${c.body?.kycStatus ?? ""}`);
    return undefined;
  }
  const l = await r.client.call("GET", "/customers/internal-accounts", { query: { customerId: c.body.id, currency: "USD" } });
  return l.body?.data?.[0]?.id;
}

/** A Service-Wallet-Signature of the stamp's form (compressed key, scheme, DER signature) that signs nothing the server issued. */
export function strayStamp(): string {
  const stamp = {
    publicKey: `02${randomBytes(32).toString("hex")}`,
    scheme: "SIGNATURE_SCHEME_TK_API_P256",
    signature: `3044${randomBytes(68).toString("hex")}`,
  };
  return Buffer.from(JSON.stringify(stamp)).toString("base64url");
}

/** A request id of the server's form that it never issued. */
export const strayRequestId = (): string => {
  const h = randomBytes(16).toString("hex");
  return `Request:${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20)}`;
};
