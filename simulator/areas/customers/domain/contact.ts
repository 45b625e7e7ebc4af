/**
 * Contact verification (verify-email / verify-phone and their confirm calls). Only the
 * channels the provider requires are present on the customer; the sandbox code is
 * `contact.sandboxCode` of sandbox-kyc.yaml (the live sandbox code, 123456). Pure.
 */
import { ApiError } from "../../../errors/api-error.js";
import type { KycRules } from "../../../../contract/rules/kyc.js";
import type { Customer } from "./types.js";

export type Channel = "email" | "phone";

/** How long a sent code stays valid (designed). */
export const CODE_TTL_MS = 10 * 60 * 1000;

const LABEL: Record<Channel, { api: "EMAIL" | "PHONE"; field: "email" | "phoneNumber"; path: string }> = {
  email: { api: "EMAIL", field: "email", path: "verify-email" },
  phone: { api: "PHONE", field: "phoneNumber", path: "verify-phone" },
};

function requireChannel(c: Customer, ch: Channel): void {
  if (!c.contactVerification?.[ch]) {
    throw ApiError.conflict("CONFLICT", `the ${ch} channel is not required for customer ${c.id}: the provider does not ask for ${ch} verification`);
  }
}

/**
 * KYC begins only once every channel present in contactVerification is VERIFIED (live): the
 * KYC link and a submission are refused with `contact.beforeKyc` of sandbox-kyc.yaml until then.
 */
export function requireContactVerified(rules: KycRules, c: Customer, action: string): void {
  const pending = (Object.entries(c.contactVerification ?? {}) as [Channel, string | undefined][]).filter(([, s]) => s !== "VERIFIED").map(([ch]) => ch);
  if (!pending.length) return;
  const { status, code } = rules.contact.beforeKyc;
  throw new ApiError(
    status,
    code,
    `verify the customer's ${pending.join(" and ")} first (${LABEL[pending[0]].path} then confirm): every contact channel must be VERIFIED before ${action}`,
  );
}

export function mask(ch: Channel, value: string): string {
  if (ch === "email") {
    const [user, domain] = value.split("@");
    return `${user.slice(0, 1)}***@${domain ?? ""}`;
  }
  return `${value.slice(0, 2)}${"*".repeat(Math.max(0, value.length - 6))}${value.slice(-4)}`;
}

export interface CodeSent {
  channel: "EMAIL" | "PHONE";
  status: "PENDING" | "VERIFIED";
  sentTo?: string;
  expiresAt: string;
}

/** A code outstanding on a channel (stored per customer + channel). */
export interface OutstandingCode {
  id: string;
  customerId: string;
  channel: Channel;
  expiresAt: string;
}

export function codeKey(customerId: string, ch: Channel): string {
  return `${customerId}#${ch}`;
}

/**
 * POST /customers/{id}/verify-email|verify-phone: "send" a code (sandbox: always the
 * rules' sandboxCode). Returns the response and the new outstanding code (which replaces
 * any earlier one).
 */
export function sendCode(c: Customer, ch: Channel, nowMs: number): { sent: CodeSent; code: OutstandingCode } {
  requireChannel(c, ch);
  if (c.contactVerification![ch] === "VERIFIED") {
    throw ApiError.conflict("CONFLICT", `the customer's ${ch} is already VERIFIED`);
  }
  const value = c[LABEL[ch].field];
  if (typeof value !== "string" || !value) {
    throw ApiError.invalidInput(
      [{ field: LABEL[ch].field, in: "body", code: "REQUIRED", reason: `the customer has no ${LABEL[ch].field}; set it with PATCH /customers/${c.id} first` }],
      `customer ${c.id} has no ${LABEL[ch].field} to send a code to; set it with PATCH first`,
    );
  }
  const expiresAt = new Date(nowMs + CODE_TTL_MS).toISOString();
  return {
    sent: { channel: LABEL[ch].api, status: "PENDING", sentTo: mask(ch, value), expiresAt },
    code: { id: codeKey(c.id, ch), customerId: c.id, channel: ch, expiresAt },
  };
}

/**
 * POST .../confirm: the sandbox code verifies the channel; a wrong or expired code is 400;
 * no outstanding code (never sent, or already VERIFIED) is 409.
 */
export function confirmCode(rules: KycRules, c: Customer, ch: Channel, code: string, outstanding: OutstandingCode | undefined, nowMs: number): Customer {
  requireChannel(c, ch);
  if (!outstanding || c.contactVerification![ch] === "VERIFIED") {
    throw ApiError.conflict(
      "CONFLICT",
      `no ${ch} verification code is outstanding for customer ${c.id}: ${c.contactVerification![ch] === "VERIFIED" ? "the channel is already VERIFIED" : `send one with POST /customers/${c.id}/${LABEL[ch].path} first`}`,
    );
  }
  if (Date.parse(outstanding.expiresAt) <= nowMs) {
    throw ApiError.invalidInput(
      [{ field: "code", in: "body", code: "INVALID_VALUE", reason: `the code expired at ${outstanding.expiresAt}; send a new one` }],
      `the ${ch} verification code has expired; send a new one`,
    );
  }
  if (code !== rules.contact.sandboxCode) {
    throw ApiError.invalidInput(
      [{ field: "code", in: "body", code: "INVALID_VALUE", reason: `the code does not match; in Sandbox the code is ${rules.contact.sandboxCode}` }],
      `invalid verification code for the ${ch} channel`,
    );
  }
  return { ...c, contactVerification: { ...c.contactVerification, [ch]: "VERIFIED" }, updatedAt: new Date(nowMs).toISOString() };
}
