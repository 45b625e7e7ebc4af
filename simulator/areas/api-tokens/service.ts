/**
 * The API tokens area's service. Token credentials against a platform's store: the stored
 * token named by a client id, checked against the presented secret (reads only; the store
 * is the token's state); `tokenCredentials` is that check as the pipeline's Basic stage
 * asks it (the area's manifest gives it as `credentials`).
 */
import type { TenantStore } from "../../store/store.js";
import type { ApiCredentials } from "../types.js";
import { platformIdOfTokenClientId, principalOf, secretMatches, tokenRefusal, type ApiTokenPrincipal } from "./domain/token.js";
import { apiTokensOf } from "./state.js";

export { apiTokensOf };

export type TokenCheck = { principal: ApiTokenPrincipal } | { error: "unknown" | "secret" };

export function checkTokenCredentials(store: TenantStore, clientId: string, secret: string): TokenCheck {
  const t = apiTokensOf(store).findOne("clientId", clientId);
  if (!t) return { error: "unknown" };
  if (!secretMatches(t, secret)) return { error: "secret" };
  return { principal: principalOf(t) };
}

export const tokenCredentials: ApiCredentials = {
  platformIdOf: (clientId) => platformIdOfTokenClientId(clientId),
  check: checkTokenCredentials,
  refusal: (principal, op) => tokenRefusal(principal as ApiTokenPrincipal, op),
};
