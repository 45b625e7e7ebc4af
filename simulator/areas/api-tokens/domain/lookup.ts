/**
 * Token credentials against a platform's store: the stored token named by a client id,
 * checked against the presented secret. Reads only; the store is the token's state.
 */
import type { TenantStore } from "../../../store/store.js";
import { principalOf, secretMatches, type ApiTokenPrincipal, type ApiTokenRecord } from "./token.js";

export const API_TOKENS = "apiTokens";
export const apiTokensOf = (s: TenantStore) => s.collection<ApiTokenRecord>(API_TOKENS, ["clientId"]);

export type TokenCheck = { principal: ApiTokenPrincipal } | { error: "unknown" | "secret" };

export function checkTokenCredentials(store: TenantStore, clientId: string, secret: string): TokenCheck {
  const t = apiTokensOf(store).findOne("clientId", clientId);
  if (!t) return { error: "unknown" };
  if (!secretMatches(t, secret)) return { error: "secret" };
  return { principal: principalOf(t) };
}
