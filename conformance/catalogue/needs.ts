/**
 * What meeting an operation or one of its documented errors takes beyond the public API
 * and the default platform: a platform of a kind, the control API, or more platform time
 * than one step of a run without the control API may wait. A run that cannot offer it
 * lists the entry as not verified with that reason. Patterns: `METHOD /path` with `*` for
 * any run of characters; `code` limits a pattern to one error code.
 */
import type { RuleNeeds } from "../contract/rule-spec.js";
import { scaRules } from "../../contract/rules/sca.js";

export interface NeedsPattern {
  operation: string;
  code?: string;
  needs: RuleNeeds;
}

export const OPERATION_NEEDS: readonly NeedsPattern[] = [
  // Customers in an SCA region: the SCA operations and the payments they authorize.
  { operation: "* /sca/*", needs: { kind: "sca" } },
  { operation: "POST /quotes/{quoteId}/authorize*", needs: { kind: "sca" } },
  { operation: "POST /customers/external-accounts/{externalAccountId}/*trust*", needs: { kind: "sca" } },
  { operation: "*", code: "SCA_SESSION_REQUIRED", needs: { kind: "sca" } },
  // A card program limited to one card per cardholder.
  { operation: "POST /cards", code: "CARD_LIMIT_REACHED", needs: { kind: "cardProgram" } },
  // Contact verification: a platform whose provider requires email and phone.
  { operation: "POST /customers/{customerId}/verify-*", needs: { kind: "contactEmailPhone" } },
  // Sandbox paths answer 404 only with Production credentials.
  { operation: "* /sandbox/*", code: "NOT_FOUND", needs: { kind: "production" } },
  // Expiry: a quote's lock, an invitation's lifetime.
  { operation: "*", code: "QUOTE_EXPIRED", needs: { waitSeconds: 60 } },
  { operation: "*", code: "INVITATION_EXPIRED", needs: { waitSeconds: 60 } },
  // States only a fresh platform of the run's own can be in: a wallet of an embedded-wallet
  // platform awaiting ownership verification, no UMA domain, no webhook endpoint yet.
  { operation: "POST /transfer-*", code: "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", needs: { control: true } },
  { operation: "POST /agents/me/transfer-*", code: "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED", needs: { control: true } },
  { operation: "POST /invitations", code: "INVITATIONS_NOT_CONFIGURED", needs: { control: true } },
  { operation: "POST */webhooks/test", code: "WEBHOOK_ENDPOINT_NOT_SET", needs: { control: true } },
  { operation: "DELETE /agents/me/external-accounts/{externalAccountId}", code: "BENEFICIARY_TRUSTED", needs: { kind: "sca" } },
  // A trust or untrust confirmed after the customer's SCA session ended: its lifetime passes.
  {
    operation: "POST /customers/external-accounts/{externalAccountId}/*trust*",
    code: "SCA_SESSION_REQUIRED",
    needs: { waitSeconds: scaRules().ttlSeconds.session },
  },
  // The operator's decision moves an enablement out of PENDING_APPROVAL: the suite mints,
  // burns and reads operations on a coin it enabled, and reaches the provider account's
  // refusals through it.
  { operation: "*", code: "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE", needs: { control: true } },
  { operation: "POST /stablecoins/{stablecoinId}/mints", needs: { control: true } },
  { operation: "POST /stablecoins/{stablecoinId}/burns", needs: { control: true } },
  { operation: "GET /stablecoins/{stablecoinId}/operations", needs: { control: true } },
  { operation: "GET /stablecoin-operations/{operationId}", needs: { control: true } },
  ...["STABLECOIN_PROVIDER_SOURCE_NOT_LINKED", "STABLECOIN_PROVIDER_ACCOUNT_REVOKED", "STABLECOIN_PROVIDER_ACCOUNT_INVALID"].map((code) => ({
    operation: "POST /stablecoins",
    code,
    needs: { control: true },
  })),
];

const compiled = new Map<string, RegExp>();
const re = (p: string) => {
  let r = compiled.get(p);
  if (!r)
    compiled.set(
      p,
      (r = new RegExp(
        "^" +
          p
            .split("*")
            .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
            .join(".*") +
          "$",
      )),
    );
  return r;
};

/** The needs of an operation (no code) or of one of its error codes, merged over every pattern that matches. */
export function needsOf(operation: string, code?: string): RuleNeeds | undefined {
  let out: RuleNeeds | undefined;
  for (const p of OPERATION_NEEDS) {
    if (p.code !== undefined && p.code !== code) continue;
    if (!re(p.operation).test(operation)) continue;
    out = { ...out, ...p.needs };
  }
  return out;
}
