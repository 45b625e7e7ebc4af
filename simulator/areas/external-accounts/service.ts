/**
 * Store access of the External Accounts area. Other areas (quotes, transactions) read
 * accounts through `externalAccountsOf(store)` / `getExternalAccount(store, id)`: the
 * collection "externalAccounts" (index `customerId`) holds exactly the ExternalAccount API
 * resource plus one `_internal` property (equivalence key, outstanding ownership
 * challenge, pending trust request) that responses strip (`toResource`). This contract is
 * stable.
 */
import type { TenantStore } from "../../store/store.js";
import type { Clock } from "../../clock/clock.js";
import { ApiError } from "../../errors/api-error.js";
import { getPlatformConfig } from "../../platform/config-state.js";
import { customersOf } from "../customers/service.js";
import { toResource, type AccountContext, type StoredExternalAccount } from "./domain/account.js";
import type { BeneficiaryType } from "../../../contract/rules/external-accounts.js";
import type { ScaFactor } from "./domain/trust.js";

export type { StoredExternalAccount };
export { toResource };

export const externalAccountsOf = (s: TenantStore) => s.collection<StoredExternalAccount>("externalAccounts", ["customerId"]);

/** The stored account (resource + `_internal`), or undefined. */
export function getExternalAccount(store: TenantStore, id: string): StoredExternalAccount | undefined {
  return externalAccountsOf(store).get(id);
}

/** Liveness link token -> account (the hosted page finds its account through it). */
export interface LivenessTokenRecord {
  id: string;
  externalAccountId: string;
}
export const livenessTokensOf = (s: TenantStore) => s.collection<LivenessTokenRecord>("livenessTokens");

/**
 * `scope`: "any" for the /customers/external-accounts/{id} operations (they answer for
 * every account of the platform, customer-owned or platform-held), "platform" for the
 * /platform/external-accounts/{id} ones (a customer's account answers 404 there).
 */
export function getAccountOr404(store: TenantStore, id: string, scope: "any" | "platform" = "any"): StoredExternalAccount {
  const a = getExternalAccount(store, id);
  if (!a || (scope === "platform" && a.customerId !== null)) {
    throw ApiError.notFound(
      "ACCOUNT_NOT_FOUND",
      scope === "platform" && a
        ? `${id} is a customer's external account, not a platform one (use /customers/external-accounts/${id})`
        : `no external account with id ${id}`,
    );
  }
  return a;
}

/** Accounts of one owner (a customer, or the platform when null). */
export function accountsOfOwner(store: TenantStore, customerId: string | null): StoredExternalAccount[] {
  const col = externalAccountsOf(store);
  return customerId === null
    ? col.list({ filter: (a: StoredExternalAccount) => a.customerId === null, limit: 100_000 }).data
    : col.list({ where: { customerId }, limit: 100_000 }).data;
}

/** Designed: any supportedCurrencies entry lists requiredCounterpartyFields. */
/**
 * "Platforms subject to counterparty requirements": `requiredCounterpartyFields` is for
 * regulated entities (description, Platform Configuration), so only a regulated platform
 * whose configuration lists some is subject; elsewhere `ownershipType` stays optional,
 * as on the live service.
 */
export function hasCounterpartyRequirements(store: TenantStore, clock: Clock, regulated = false): boolean {
  return regulated && getPlatformConfig(store, clock).supportedCurrencies.some((c) => (c.requiredCounterpartyFields ?? []).length > 0);
}

export function accountContext(store: TenantStore, clock: Clock, customerId: string | null, selfId?: string, regulated = false): AccountContext {
  let senderType: BeneficiaryType = "BUSINESS";
  if (customerId !== null) {
    const c = customersOf(store).get(customerId);
    if (!c) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${customerId}`);
    senderType = c.customerType === "INDIVIDUAL" ? "INDIVIDUAL" : "BUSINESS";
  }
  let keys: Set<string> | undefined;
  return {
    senderType,
    counterpartyRequirements: hasCounterpartyRequirements(store, clock, regulated),
    isDuplicate(key) {
      keys ??= new Set(
        accountsOfOwner(store, customerId)
          .filter((a) => a.id !== selfId)
          .map((a) => a._internal.equivalenceKey),
      );
      return keys.has(key);
    },
  };
}

/**
 * Store an account; when it is the customer's new default UMA deposit account, the
 * previous default of the customer is cleared (designed: at most one per customer).
 */
export function saveAccount(store: TenantStore, account: StoredExternalAccount, now: string): void {
  const col = externalAccountsOf(store);
  if (account.defaultUmaDepositAccount && account.customerId !== null) {
    for (const other of accountsOfOwner(store, account.customerId)) {
      if (other.id !== account.id && other.defaultUmaDepositAccount) col.put({ ...other, defaultUmaDepositAccount: false, updatedAt: now });
    }
  }
  col.put(account);
}

/** Emit EXTERNAL_ACCOUNT.STATUS_UPDATED (data: the account as GET returns it) when the status changed. */
export function emitIfStatusChanged(emit: (type: string, data: unknown) => void, before: { status: string } | undefined, after: StoredExternalAccount): void {
  if (before && before.status !== after.status) emit("EXTERNAL_ACCOUNT.STATUS_UPDATED", toResource(after));
}

/**
 * Seam to the SCA area: the customer's AUTHENTICATED, unexpired SCA login session, read
 * from the collection "scaSessions" (ScaLoginSession resources, index `customerId`).
 */
export function activeScaSession(store: TenantStore, customerId: string, nowMs: number): { factor?: ScaFactor } | undefined {
  const sessions = store.collection<{ id: string; customerId: string; status: string; expiresAt: string; factor?: ScaFactor }>("scaSessions", ["customerId"]);
  return sessions.list({ where: { customerId }, limit: 1000 }).data.find((s) => s.status === "AUTHENTICATED" && Date.parse(s.expiresAt) > nowMs);
}

/** Page parameters of a list request. */
export function pageOpts(query: Record<string, unknown>): { limit: number; cursor?: string } {
  return { limit: typeof query.limit === "number" ? query.limit : 20, cursor: typeof query.cursor === "string" ? query.cursor : undefined };
}
