/**
 * The embedded-wallet area's collections in the tenant store, and the lookups its
 * handlers share (the internal account, the wallet, a credential, a session).
 */
import { randomUUID } from "node:crypto";
import type { TenantStore } from "../../store/store.js";
import { ApiError } from "../../errors/api-error.js";
import type { CredentialRecord, SessionRecord, WalletRecord } from "./domain/records.js";
import { accountsOf } from "../money/service.js";
import { customersOf } from "../customers/service.js";
import { walletAuthRules } from "../../../contract/rules/wallet-auth.js";
import { defaultNickname } from "./domain/credentials.js";
import { newKeyPair } from "./domain/keys.js";
import type { AccountRecord } from "../money/service.js";
import { walletsOf, credentialsOf, challengesOf, sessionsOf, signedRequestsOf, delegatedKeysOf } from "./state.js";
export { walletsOf, credentialsOf, challengesOf, sessionsOf, signedRequestsOf, delegatedKeysOf };

export const newId = (type: string): string => `${type}:${randomUUID()}`;

const ALL = 100_000;

export function credentialsOfAccount(s: TenantStore, accountId: string): CredentialRecord[] {
  return credentialsOf(s).list({ where: { accountId }, limit: ALL }).data;
}

export function credentialsOfCustomer(s: TenantStore, customerId: string): CredentialRecord[] {
  return credentialsOf(s).list({ where: { customerId }, limit: ALL }).data;
}

export function sessionsOfAccount(s: TenantStore, accountId: string): SessionRecord[] {
  return sessionsOf(s).list({ where: { accountId }, limit: ALL }).data;
}

export function internalAccountOr404(s: TenantStore, id: string): AccountRecord {
  const a = accountsOf(s).get(id);
  if (!a) throw ApiError.notFound("ACCOUNT_NOT_FOUND", `no internal account with id ${id}`);
  return a;
}

/**
 * The embedded wallet on this account: its record, made on first sight for an account the
 * money area provisioned as EMBEDDED_WALLET (a platform with embeddedWalletConfig), together
 * with the default EMAIL_OTP credential on the customer's email (none when the customer has
 * no email, or the email already signs in to another wallet of the platform).
 */
export function walletOf(s: TenantStore, accountId: string): WalletRecord | undefined {
  const known = walletsOf(s).get(accountId);
  if (known) return known;
  const acct = accountsOf(s).get(accountId);
  if (!acct || acct.type !== "EMBEDDED_WALLET" || !acct.customerId) return undefined;
  const wallet: WalletRecord = {
    id: acct.id,
    customerId: acct.customerId,
    credentialSetVersion: 0,
    privateEnabled: false,
    walletKey: newKeyPair().privateKey,
    provisionedAt: acct.createdAt,
  };
  walletsOf(s).put(wallet);
  const email = customersOf(s).get(acct.customerId)?.email;
  const identifier = typeof email === "string" ? email.toLowerCase() : undefined;
  const type = walletAuthRules().provisioning.defaultCredential;
  if (
    identifier &&
    !credentialsOf(s)
      .list({ where: { identifier }, limit: 1000 })
      .data.some((c) => c.type === type)
  ) {
    credentialsOf(s).put({
      id: newId("AuthMethod"),
      accountId: acct.id,
      customerId: acct.customerId,
      type,
      nickname: defaultNickname(type, identifier),
      identifier,
      createdAt: acct.createdAt,
      updatedAt: acct.createdAt,
    });
  }
  return wallet;
}

/** The embedded wallet on this account, or 409 WALLET_NOT_PROVISIONED. */
export function walletOr409(s: TenantStore, accountId: string): WalletRecord {
  internalAccountOr404(s, accountId);
  const w = walletOf(s, accountId);
  if (!w)
    throw ApiError.conflict(
      "WALLET_NOT_PROVISIONED",
      `internal account ${accountId} is not an embedded wallet: register a credential on it first (POST /auth/credentials)`,
    );
  return w;
}

export function credentialOr404(s: TenantStore, id: string): CredentialRecord {
  const c = credentialsOf(s).get(id);
  if (!c) throw ApiError.notFound("AUTH_METHOD_NOT_FOUND", `no credential with id ${id}`);
  return c;
}

export function sessionOr404(s: TenantStore, id: string): SessionRecord {
  const x = sessionsOf(s).get(id);
  if (!x) throw ApiError.notFound("SESSION_NOT_FOUND", `no session with id ${id}`);
  return x;
}

/** Record a change of the wallet's credential set (signed requests issued before it are refused). */
export function bumpCredentialSet(s: TenantStore, accountId: string): void {
  const w = walletsOf(s).get(accountId);
  if (w) walletsOf(s).put({ ...w, credentialSetVersion: w.credentialSetVersion + 1 });
}
