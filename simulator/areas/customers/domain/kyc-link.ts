/**
 * Hosted KYC links: POST /customers/{id}/kyc-link. Each call makes a fresh single-use
 * link (earlier ones stay valid); refused (409 CONFLICT, `contact.beforeKyc`) while a present
 * contact channel is not VERIFIED. The link points at the simulator's own hosted page. Pure.
 */
import type { KycRules } from "../../../../contract/rules/kyc.js";
import type { Customer } from "./types.js";
import { requireContactVerified } from "./contact.js";

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
  requireContactVerified(rules, c, "a KYC link is generated");
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
