/**
 * POST /webhooks/test (and the live service's path, POST /sandbox/webhooks/test): sends the TEST event synchronously (its first attempt; failures
 * are retried on the normal schedule). No endpoint -> 400 WEBHOOK_ENDPOINT_NOT_SET;
 * a failed attempt -> 400 WEBHOOK_DELIVERY_ERROR whose reason says the status or error.
 */
import { randomUUID } from "node:crypto";
import { handlerMap, type HandlerContext, type Schema } from "../../types.js";
import { ApiError } from "../../../errors/api-error.js";
import { getPlatformConfig } from "../../../platform/config-state.js";

/** The test delivery: the TEST event sent now and the endpoint's answer. */
async function sendTest(ctx: HandlerContext): Promise<{ status: 200; body: Schema<"WebhookTestResult"> }> {
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
  return { status: 200, body: { sent: true, webhookId, url, response_status: outcome.status! } };
}

export const webhookHandlers = handlerMap({
  sendTestWebhook: sendTest,
  sendSandboxTestWebhook: sendTest,
});
