/**
 * Typed accessor of spec/rules/store-limits.yaml: the caps of the simulator's bounded
 * stores and of webhook delivery, each with its default, its `paysim serve` flag and
 * what it bounds.
 */
import { checker, defineRuleTable } from "./load.js";

export const STORE_LIMIT_NAMES = [
  "maxPlatforms",
  "maxIdempotencyKeys",
  "maxDeliveryLog",
  "maxAuditLog",
  "maxWebhookQueue",
  "webhookConcurrency",
  "webhookConcurrencyTotal",
  "webhookTimeoutMs",
] as const;
export type StoreLimitName = (typeof STORE_LIMIT_NAMES)[number];

export interface StoreLimitInfo {
  default: number;
  flag: string;
  description: string;
}

export interface StoreLimitRules {
  designed: true;
  limits: Record<StoreLimitName, StoreLimitInfo>;
}

const table = defineRuleTable<StoreLimitRules>("store-limits", (r) => {
  const need = checker("store-limits");
  const flags = Object.values(r.limits).map((l) => l.flag);
  need(new Set(flags).size === flags.length, "every limit needs a flag of its own");
  need(r.limits.webhookConcurrency.default <= r.limits.webhookConcurrencyTotal.default, "webhookConcurrency must not exceed webhookConcurrencyTotal");
});

export const parseStoreLimitRules = table.parse;
export const loadStoreLimitRules = table.load;
