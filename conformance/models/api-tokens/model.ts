/**
 * The API token model: the tokens created, their permissions and whether they were
 * deleted. What a token may call is predicted from spec/rules/api-tokens.yaml (the table the
 * simulator reads). Rules checked, each failure named:
 * - `api-tokens.secret-once`: the create answer carries `clientSecret`; get and list never do.
 * - `api-tokens.permissions`: a token's credentials pass authentication and are refused with
 *   403 FORBIDDEN exactly when none of its permissions is the one the operation needs.
 * - `api-tokens.revocation`: a deleted token is refused (401) from the next request on, and
 *   reads as 404 TOKEN_NOT_FOUND.
 */
import type { ApiClient } from "../../client/client.js";
import type { Scenario } from "../../runner/types.js";
import { permissionsNeeded, type Permission } from "../../../contract/rules/api-tokens.js";

export interface ModelToken {
  id: string;
  clientId: string;
  clientSecret: string;
  permissions: Permission[];
  deleted: boolean;
}

export interface TokenModel {
  tokens: ModelToken[];
}

export interface TokenReal {
  client: ApiClient;
  s: Scenario;
}

/** Calls a token makes, with the operation facts the permission table reads. */
export const PROBES = {
  read: { method: "GET", path: "/config", operationId: "getPlatformConfig", tags: ["Platform Configuration"] },
  manage: { method: "POST", path: "/tokens", operationId: "createToken", tags: ["API Tokens"], body: { name: "probe", permissions: ["VIEW"] } },
  transact: {
    method: "POST",
    path: "/quotes",
    operationId: "createQuote",
    tags: ["Cross-Currency Transfers"],
    body: {
      source: { sourceType: "ACCOUNT", accountId: "InternalAccount:00000000-0000-4000-8000-000000000000" },
      destination: { destinationType: "ACCOUNT", accountId: "InternalAccount:00000000-0000-4000-8000-000000000001" },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 100,
    },
  },
} as const;

export type ProbeKind = keyof typeof PROBES;

/** Whether a live token with these permissions may make the probe (the designed table). */
export const allowed = (t: ModelToken, kind: ProbeKind): boolean => permissionsNeeded(PROBES[kind]).some((p) => t.permissions.includes(p));
