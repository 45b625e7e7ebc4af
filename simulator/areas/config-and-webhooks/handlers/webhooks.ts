/**
 * POST /webhooks/test: sends the TEST event synchronously (its first attempt; failures
 * are retried on the normal schedule). No endpoint -> 400 WEBHOOK_ENDPOINT_NOT_SET;
 * a failed attempt -> 400 WEBHOOK_DELIVERY_ERROR whose reason says the status or error.
 */
import { randomUUID } from "node:crypto";
import { handlerMap } from "../../types.js";
import { ApiError } from "../../../errors/api-error.js";
import { getPlatformConfig } from "../../../platform/config-state.js";

export const webhookHandlers = handlerMap({
  async sendTestWebhook(ctx) {
    const url = getPlatformConfig(ctx.store, ctx.clock, ctx.platform.id).webhookEndpoint;
    if (!url) throw ApiError.badRequest("WEBHOOK_ENDPOINT_NOT_SET", "No webhookEndpoint is configured: set one with PATCH /config, then retry.");
    const webhookId = `Webhook:${randomUUID()}`;
    const data = { test: true, timestamp: ctx.clock.iso(), webhookId, type: "TEST" };
    const outcome = ctx.sendWebhook ? await ctx.sendWebhook("TEST", data, webhookId) : (ctx.emit("TEST", data), { ok: true, status: 200 });
    if (!outcome.ok) {
      throw ApiError.badRequest(
        "WEBHOOK_DELIVERY_ERROR",
        `The test delivery to ${url} failed: ${outcome.error ?? `HTTP ${outcome.status}`}. It will be retried on the normal schedule.`,
        {
          url,
          webhookId,
          ...(outcome.status !== undefined ? { responseStatus: outcome.status } : {}),
        },
      );
    }
    return { status: 200, body: { sent: true, webhookId, url, responseStatus: outcome.status! } };
  },
});
