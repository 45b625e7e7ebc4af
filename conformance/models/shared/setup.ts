/**
 * The steps the models' setups share on a fresh regulated platform: an approved customer,
 * its USD internal account, sandbox funding and a USD bank account to pay out to. Each
 * step expects its answer under the rule `setup` (a failed setup is a failed case).
 */
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import { individual } from "../customers/bodies.js";

/** POST /customers: approved at creation on a regulated platform; its answer. */
export async function approvedCustomer(client: ApiClient, s: Scenario, body: Record<string, unknown> = individual()) {
  const c = await client.call("POST", "/customers", { body });
  s.expect(
    c.status === 201 && c.body?.kycStatus === "APPROVED",
    "setup",
    `an approved customer could not be created on a regulated platform: ${c.status} ${c.body?.kycStatus ?? c.body?.code}`,
  );
  return c.body;
}

/** The customer's USD internal account, as listed. */
export async function usdAccount(client: ApiClient, s: Scenario, customerId: string) {
  const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId, currency: "USD" } });
  const usd = l.body?.data?.[0];
  s.expect(usd, "setup", "an approved customer has no USD internal account");
  return usd;
}

/** Sandbox funding of an internal account; the account's available balance after it. */
export async function fund(client: ApiClient, s: Scenario, accountId: string, amount: number): Promise<number> {
  const f = await client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(accountId)}/fund`, { body: { amount } });
  s.expect(f.status === 200, "setup", `funding ${amount} answered ${f.status} ${f.body?.code ?? ""}`);
  return f.body?.balance?.amount;
}

/** A customer's USD bank account (its sandbox outcome set by the account number's suffix); its id. */
export async function usdBankAccount(client: ApiClient, s: Scenario, customerId: string, accountNumber: string): Promise<string> {
  const accountInfo = {
    accountType: "USD_ACCOUNT",
    accountNumber,
    routingNumber: "021000021",
    bankAccountType: "CHECKING",
    beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Roe", address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" } },
  };
  const r = await client.call("POST", "/customers/external-accounts", { body: { currency: "USD", customerId, accountInfo } });
  s.expect(r.status === 201, "setup", `a USD external account answered ${r.status} ${r.body?.code ?? ""}`);
  return r.body?.id;
}
