/**
 * Platform Configuration: GET /config, PATCH /config.
 * PATCH rules: read-only fields (proxyUmaSubdomain, providerRequiredCustomerFields, id,
 * timestamps) are not in the body schema, so the pipeline ignores them with a
 * Paysim-Warning header (400 UNKNOWN_FIELD in strict mode); webhookEndpoint must be
 * https:// in PRODUCTION, SANDBOX also accepts http:// on the loopback host (127.0.0.0/8,
 * localhost, [::1]: a local receiver);
 * minAmount <= maxAmount; currency codes unique. `supportedCurrencies` and
 * `embeddedWalletConfig` replace what was there;
 * providerRequiredCustomerFields of each entry comes from the default table
 * (data/default-currencies.ts), FULL_NAME + BIRTH_DATE for a code not in it.
 * A PATCH that configures or updates `webhookEndpoint` sends the TEST webhook once to it
 * (the live service's check that the endpoint is set up); it is queued like any event, so
 * the answer does not wait for it and a failing endpoint gets the usual retries.
 */
import { randomUUID } from "node:crypto";
import { handlerMap } from "../types.js";
import { ApiError, type FieldError } from "../../errors/api-error.js";
import { getPlatformConfig, savePlatformConfig } from "../../platform/config-state.js";
import { DEFAULT_CURRENCIES, type SupportedCurrency } from "../../data/default-currencies.js";

interface CurrencyInput {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: SupportedCurrency["requiredCounterpartyFields"];
  enabledTransactionTypes?: Direction[];
}

type Direction = "INCOMING" | "OUTGOING";
const BOTH_DIRECTIONS: Direction[] = ["INCOMING", "OUTGOING"];

/** The configuration as answered: every currency names its enabled directions (the live service's field). */
function render(cfg: ReturnType<typeof getPlatformConfig>) {
  return {
    ...cfg,
    supportedCurrencies: cfg.supportedCurrencies.map((c) => ({
      ...c,
      enabledTransactionTypes: (c as CurrencyInput).enabledTransactionTypes ?? BOTH_DIRECTIONS,
    })),
  };
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

export function checkWebhookEndpoint(url: string, environment: string): string | undefined {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return "must be an absolute URL";
  }
  if (u.protocol === "https:") return undefined;
  if (environment === "PRODUCTION") return "must be an https:// URL in Production";
  if (u.protocol !== "http:") return "must be an https:// URL (or http:// on 127.0.0.1 / localhost in Sandbox)";
  if (!isLoopback(u.hostname)) return "an http:// endpoint must be on 127.0.0.1 or localhost in Sandbox; use https:// for any other host";
  return undefined;
}

export const configHandlers = handlerMap({
  getPlatformConfig(ctx) {
    return { status: 200, body: render(getPlatformConfig(ctx.store, ctx.clock, ctx.platform.id)) };
  },

  updatePlatformConfig(ctx) {
    const body = ctx.body;
    const errors: FieldError[] = [];
    if (body.webhookEndpoint !== undefined) {
      const problem = checkWebhookEndpoint(body.webhookEndpoint, ctx.platform.settings.environment);
      if (problem) errors.push({ field: "webhookEndpoint", in: "body", code: "INVALID_VALUE", reason: problem });
    }
    const seen = new Set<string>();
    body.supportedCurrencies?.forEach((c, i) => {
      if (c.minAmount > c.maxAmount)
        errors.push({ field: `supportedCurrencies[${i}].minAmount`, in: "body", code: "OUT_OF_RANGE", reason: `must not exceed maxAmount (${c.maxAmount})` });
      if (seen.has(c.currencyCode))
        errors.push({ field: `supportedCurrencies[${i}].currencyCode`, in: "body", code: "INVALID_VALUE", reason: `${c.currencyCode} is listed twice` });
      seen.add(c.currencyCode);
    });
    if (errors.length) throw ApiError.invalidInput(errors);
    const cfg = getPlatformConfig(ctx.store, ctx.clock, ctx.platform.id);
    const next = { ...cfg };
    if (body.umaDomain !== undefined) next.umaDomain = body.umaDomain;
    if (body.webhookEndpoint !== undefined) next.webhookEndpoint = body.webhookEndpoint;
    if (body.embeddedWalletConfig !== undefined) next.embeddedWalletConfig = { ...body.embeddedWalletConfig };
    if (body.supportedCurrencies !== undefined) {
      next.supportedCurrencies = body.supportedCurrencies.map((c) => ({
        currencyCode: c.currencyCode,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        requiredCounterpartyFields: c.requiredCounterpartyFields,
        ...(c.enabledTransactionTypes ? { enabledTransactionTypes: c.enabledTransactionTypes } : {}),
        providerRequiredCustomerFields: [
          ...(DEFAULT_CURRENCIES.find((d) => d.currencyCode === c.currencyCode)?.providerRequiredCustomerFields ?? ["FULL_NAME", "BIRTH_DATE"]),
        ],
      }));
    }
    next.updatedAt = ctx.clock.iso();
    savePlatformConfig(ctx.store, next);
    if (body.webhookEndpoint !== undefined) {
      const webhookId = `Webhook:${randomUUID()}`;
      ctx.emit("TEST", { test: true, timestamp: ctx.clock.iso(), webhookId, type: "TEST" });
    }
    return { status: 200, body: render(next) };
  },
});
