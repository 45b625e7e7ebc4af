/** The platform configuration and webhooks area (GET/PATCH /config, webhook endpoint and test delivery): its manifest. Its state is the platform's config (simulator/platform/config-state.ts). */
import type { AreaManifest } from "../manifest.js";
import { configHandlers } from "./handlers.js";
import { webhookHandlers } from "./handlers/webhooks.js";

export const configAndWebhooksArea: AreaManifest = {
  name: "config-and-webhooks",
  handlers: { ...configHandlers, ...webhookHandlers },
};
