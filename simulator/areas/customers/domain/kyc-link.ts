/**
 * Hosted KYC links: POST /customers/{id}/kyc-link. Each call makes a fresh single-use
 * link (earlier ones stay valid); 409 CONFLICT while a present contact channel is not
 * VERIFIED. The link points at the simulator's own hosted page. Pure.
 */
import { ApiError } from "../../../errors/api-error.js";
import type { KycRules } from "../../../../contract/rules/kyc.js";
import type { Customer } from "./types.js";

export interface KycLinkRecord {
  /** The token (also the link's id in the store). */
  id: string;
  customerId: string;
  redirectUri?: string;
  createdAt: string;
  expiresAt: string;
  usedAt?: string;
}

export const HOSTED_KYC_PATH = "/_sim/hosted/kyc";

export function kycUrlOf(rootUrl: string, link: KycLinkRecord): string {
  return `${rootUrl}${HOSTED_KYC_PATH}/${encodeURIComponent(link.id)}${link.redirectUri ? `?redirect_uri=${encodeURIComponent(link.redirectUri)}` : ""}`;
}

export function createKycLink(rules: KycRules, c: Customer, redirectUri: string | undefined, token: string, nowMs: number): KycLinkRecord {
  const pending = Object.entries(c.contactVerification ?? {})
    .filter(([, s]) => s !== "VERIFIED")
    .map(([ch]) => ch);
  if (pending.length) {
    throw ApiError.conflict(
      "CONFLICT",
      `verify the customer's ${pending.join(" and ")} first (verify-${pending[0]} then confirm): every contact channel must be VERIFIED before a KYC link is generated`,
    );
  }
  return {
    id: token,
    customerId: c.id,
    redirectUri,
    createdAt: new Date(nowMs).toISOString(),
    expiresAt: new Date(nowMs + rules.kycLink.ttlSeconds * 1000).toISOString(),
  };
}

export type LinkState = "usable" | "used" | "expired";

export function linkState(link: KycLinkRecord, nowMs: number): LinkState {
  if (link.usedAt) return "used";
  if (Date.parse(link.expiresAt) <= nowMs) return "expired";
  return "usable";
}
