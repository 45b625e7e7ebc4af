/**
 * UMA receivers as the platform reaches them: the sandbox's receivers
 * (spec/rules/sandbox-payouts.yaml `umaReceivers`, at its `umaDomain`) and the platform's own
 * customers, at the platform's `umaDomain` (their `umaAddress`): a customer of the platform is
 * found by its address, accepts the platform's supported currencies within their bounds, and
 * money sent to it lands in its internal account in that currency. Any other address is 404
 * UMA_NOT_FOUND (an address at the platform's domain that no customer holds included).
 */
import { ApiError } from "../../errors/api-error.js";
import { getPlatformConfig } from "../../platform/config-state.js";
import { customersOf, type Customer } from "../customers/service.js";
import type { UmaReceiverRule } from "../../../contract/rules/money.js";
import { sandboxPayoutRules } from "../../../contract/rules/money.js";
import { ensureCustomerAccounts, isApproved, statusOfCustomer, accountsOf, type MoneyEnv } from "./books.js";
import { ownerKeyOf } from "./domain/accounts.js";
import { umaReceiverOr404, type UmaAddress } from "./domain/uma.js";

export interface UmaReceiver {
  receiver: UmaReceiverRule;
  /** Set when the address is a customer of the platform. */
  customer?: Customer;
}

/** The customer of the platform holding `addr` at the platform's own UMA domain. */
function ownCustomer(env: MoneyEnv, addr: UmaAddress): Customer | undefined {
  const domain = getPlatformConfig(env.store, env.clock, env.platform.id).umaDomain?.toLowerCase();
  if (!domain || addr.domain !== domain) return undefined;
  const customers = customersOf(env.store);
  const found = customers.findOne("umaAddress", addr.full);
  if (found) return found;
  for (const c of customers.values()) if (typeof c.umaAddress === "string" && c.umaAddress.toLowerCase() === addr.full) return c;
  return undefined;
}

/** The receiver at `addr`: a customer of the platform, or a sandbox receiver; else 404 UMA_NOT_FOUND. */
export function umaReceiverFor(env: MoneyEnv, addr: UmaAddress): UmaReceiver {
  const customer = ownCustomer(env, addr);
  if (!customer) {
    const domain = getPlatformConfig(env.store, env.clock, env.platform.id).umaDomain?.toLowerCase();
    if (domain && addr.domain === domain && addr.domain !== sandboxPayoutRules().umaDomain)
      throw ApiError.notFound("UMA_NOT_FOUND", `no customer of the platform holds ${addr.full} (create the customer with that umaAddress first)`);
    return { receiver: umaReceiverOr404(addr) };
  }
  const currencies = getPlatformConfig(env.store, env.clock, env.platform.id).supportedCurrencies.map((c) => ({
    code: c.currencyCode,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
  }));
  const receiverName = customer.fullName ?? customer.businessInfo?.legalName ?? customer.id;
  return { customer, receiver: { receiverName, currencies, outcome: sandboxPayoutRules().internalDestinationOutcome } };
}

/** The internal account of a customer of the platform that receives `currency` sent to its UMA address (409 until the customer is APPROVED). */
export function umaReceivingAccount(env: MoneyEnv, customer: Customer, currency: string): string {
  if (!isApproved(customer)) throw ApiError.conflict("CONFLICT", `customer ${customer.id} is ${statusOfCustomer(customer)}: it receives money once APPROVED`);
  ensureCustomerAccounts(env, customer);
  const account = accountsOf(env.store).findOne("ownerKey", ownerKeyOf(customer.id, currency));
  if (!account) throw ApiError.conflict("CONFLICT", `customer ${customer.id} holds no ${currency} internal account`);
  return account.id;
}
