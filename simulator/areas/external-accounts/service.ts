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
import { scaSessionsOf } from "../sca/service.js";
import { randomUUID } from "node:crypto";
import type { Page } from "../../store/store.js";
import type { PlatformSettings } from "../../platform/platform.js";
import {
  createExternalAccount,
  isTrusted,
  patchExternalAccount,
  toResource,
  type AccountContext,
  type CreateAccountCommand,
  type PatchBody,
  type StoredExternalAccount,
} from "./domain/account.js";
import type { BeneficiaryType } from "../../../contract/rules/external-accounts.js";
import type { ScaFactor } from "./domain/trust.js";
import { externalAccountsOf, livenessTokensOf } from "./state.js";
export { externalAccountsOf, livenessTokensOf };

export type { StoredExternalAccount };
export { toResource };

/** The stored account (resource + `_internal`), or undefined. */
export function getExternalAccount(store: TenantStore, id: string): StoredExternalAccount | undefined {
  return externalAccountsOf(store).get(id);
}

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
  return externalAccountsOf(store).list({ where: { customerId }, limit: 100_000 }).data;
}

/**
 * "Platforms subject to counterparty requirements (e.g. EU Travel Rule)": designed as the
 * platforms whose customers are in an SCA region (the `scaRequired` setting, the EU case);
 * and there only when the configuration lists `requiredCounterpartyFields`. Elsewhere
 * `ownershipType` stays optional, as on the live service (the default platforms).
 */
export function hasCounterpartyRequirements(store: TenantStore, clock: Clock, subjectRegion = false): boolean {
  return subjectRegion && getPlatformConfig(store, clock).supportedCurrencies.some((c) => (c.requiredCounterpartyFields ?? []).length > 0);
}

export function accountContext(store: TenantStore, clock: Clock, customerId: string | null, selfId?: string, subjectRegion = false): AccountContext {
  let senderType: BeneficiaryType = "BUSINESS";
  if (customerId !== null) {
    const c = customersOf(store).get(customerId);
    if (!c) throw ApiError.notFound("CUSTOMER_NOT_FOUND", `no customer with id ${customerId}`);
    senderType = c.customerType === "INDIVIDUAL" ? "INDIVIDUAL" : "BUSINESS";
  }
  let keys: Set<string> | undefined;
  return {
    senderType,
    counterpartyRequirements: hasCounterpartyRequirements(store, clock, subjectRegion),
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

/** The customer's AUTHENTICATED, unexpired SCA login session (the SCA area's). */
export function activeScaSession(store: TenantStore, customerId: string, nowMs: number): { factor?: ScaFactor } | undefined {
  const sessions = scaSessionsOf(store);
  return sessions.list({ where: { customerId }, limit: 1000 }).data.find((s) => s.status === "AUTHENTICATED" && Date.parse(s.expiresAt) > nowMs);
}

export { pageOpts } from "../types.js";

/** What the account operations need of a platform: its store, clock, settings and webhooks. */
export interface AccountsEnv {
  store: TenantStore;
  clock: Clock;
  platform: { settings: Pick<PlatformSettings, "regulated" | "scaRequired"> };
  emit(type: string, data: unknown): void;
}

/** Create an external account (a customer's, or the platform's when `customerId` is null). */
export function createAccount(env: AccountsEnv, customerId: string | null, body: CreateAccountCommand["body"]): StoredExternalAccount {
  const now = env.clock.iso();
  const account = createExternalAccount(
    { id: `ExternalAccount:${randomUUID()}`, now, customerId, body },
    accountContext(env.store, env.clock, customerId, undefined, env.platform.settings.scaRequired),
  );
  saveAccount(env.store, account, now);
  return account;
}

/** A page of accounts, newest first: by customer, currency and status, or the platform's own. */
export function listAccounts(
  store: TenantStore,
  q: { customerId?: string; currency?: string; status?: string; limit: number; cursor?: string },
  platformOnly: boolean,
): Page<StoredExternalAccount> {
  return externalAccountsOf(store).list({
    limit: q.limit,
    cursor: q.cursor,
    order: "desc",
    // The platform's own accounts are those of no customer (their customerId is null, indexed).
    where: { customerId: platformOnly ? null : q.customerId, currency: q.currency, status: q.status },
  });
}

/** Change an account (PATCH); EXTERNAL_ACCOUNT.STATUS_UPDATED when its status moved. */
export function updateAccount(env: AccountsEnv, id: string, body: PatchBody): StoredExternalAccount {
  const current = getAccountOr404(env.store, id);
  const now = env.clock.iso();
  const next = patchExternalAccount(
    current,
    body,
    accountContext(env.store, env.clock, current.customerId, current.id, env.platform.settings.scaRequired),
    now,
  );
  saveAccount(env.store, next, now);
  emitIfStatusChanged(env.emit, current, next);
  return next;
}

/** Delete an account (409 BENEFICIARY_TRUSTED while trusted); its liveness link goes too. */
export function deleteAccount(store: TenantStore, id: string, scope: "any" | "platform"): void {
  const a = getAccountOr404(store, id, scope);
  if (isTrusted(a)) {
    throw new ApiError(409, "BENEFICIARY_TRUSTED", "a trusted beneficiary cannot be deleted: untrust it (POST .../untrust, then .../untrust/confirm) first");
  }
  const token = a._internal.challenge?.type === "LIVENESS" ? a._internal.challenge.nonce : undefined;
  if (token) livenessTokensOf(store).delete(token);
  externalAccountsOf(store).delete(a.id);
}
export { renderExternalAccount } from "./domain/render.js";
export { destinationCountryOf, destinationKindOf, pickRail } from "./domain/corridors.js";
export { paymentOutcomeFor } from "./domain/validation/sandbox.js";
