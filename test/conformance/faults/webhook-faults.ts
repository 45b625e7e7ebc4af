/** Faults in webhook delivery: signatures, retries, event order and payloads. */
import type { Fault } from "./types.js";
import { FaultyDispatcher, FaultyRegistry, original, type DispatcherFaults } from "./helpers.js";
import type { Handler } from "../../../simulator/areas/types.js";
import { WebhookDispatcher } from "../../../simulator/webhooks/dispatcher.js";
import { generateWebhookKeyPair } from "../../../simulator/webhooks/signer.js";
import { webhookEndpointOf } from "../../../simulator/platform/config-state.js";

/** Every platform's dispatcher replaced by a FaultyDispatcher with these faults. */
function retryFault(faults: DispatcherFaults) {
  return {
    platforms: new FaultyRegistry((rt) => {
      rt.webhooks = new FaultyDispatcher(rt.platform.webhookPrivateKeyPem, rt.clock, () => webhookEndpointOf(rt.store), faults);
    }),
  };
}

/** POST /verifications with its events rewritten before they are emitted. */
function submissionEvents(change: (events: [string, unknown][]) => [string, unknown][]): Handler {
  const submit = original("createVerification");
  return async (ctx) => {
    const events: [string, unknown][] = [];
    const result = await submit({ ...ctx, emit: (type, data) => void events.push([type, data]) });
    for (const [type, data] of change(events)) ctx.emit(type, data);
    return result;
  };
}

const isCustomerEvent = (type: string) => type.startsWith("CUSTOMER.");

export const webhookFaults: Fault[] = [
  {
    name: "setting the webhook endpoint sends no TEST webhook",
    kind: "webhooks",
    description: "PATCH /config with a webhookEndpoint saves it but sends no TEST webhook to the endpoint (the live service sends one to verify it).",
    simulatorOptions: {
      handlers: {
        updatePlatformConfig: (ctx) => original("updatePlatformConfig")({ ...ctx, emit: (type, data) => (type === "TEST" ? undefined : ctx.emit(type, data)) }),
      },
    },
    only: ["webhooks.delivery"],
    expectRules: ["webhooks.endpoint-test"],
  },
  {
    name: "deliveries signed with another key",
    kind: "webhooks",
    description: "Each platform's webhooks are signed with a key other than the one whose public half it was given.",
    get simulatorOptions() {
      return {
        platforms: new FaultyRegistry((rt) => {
          rt.webhooks = new WebhookDispatcher(generateWebhookKeyPair().privateKeyPem, rt.clock, () => webhookEndpointOf(rt.store));
        }),
      };
    },
    only: ["webhooks.delivery"],
    expectRules: ["webhooks.signature"],
  },
  {
    name: "retries carry a new id",
    kind: "webhooks",
    description: "A delivery answered 500 is retried under a new envelope id.",
    get simulatorOptions() {
      return retryFault({ newIdOnRetry: true });
    },
    only: ["webhooks.retry"],
    expectRules: ["webhooks.retry"],
  },
  {
    name: "no retry after a 500",
    kind: "webhooks",
    description: "A delivery answered 500 is never sent again.",
    get simulatorOptions() {
      return retryFault({ noRetry: true });
    },
    only: ["webhooks.retry"],
    expectRules: ["webhooks.retry-schedule"],
  },
  {
    name: "retries re-serialize a changed body",
    kind: "webhooks",
    description: "A retry carries the same id but a payload re-rendered with a new updatedAt.",
    get simulatorOptions() {
      return retryFault({ changeBodyOnRetry: true });
    },
    only: ["webhooks.retry"],
    expectRules: ["webhooks.retry-same-body"],
  },
  {
    name: "KYC_APPROVED before KYC_PENDING",
    kind: "webhooks",
    description: "The customer events of one submission are emitted in reverse order.",
    simulatorOptions: { handlers: { createVerification: submissionEvents((events) => [...events].reverse()) } },
    only: ["webhooks.delivery"],
    expectRules: ["webhooks.kyc-order"],
  },
  {
    name: "customer events without the address",
    kind: "webhooks",
    description: "CUSTOMER.KYC_* events carry the customer without its address (not the full resource).",
    simulatorOptions: {
      handlers: {
        createVerification: submissionEvents((events) =>
          events.map(([type, data]) => {
            if (!isCustomerEvent(type)) return [type, data];
            const { address: _, ...rest } = data as Record<string, unknown>;
            return [type, rest];
          }),
        ),
      },
    },
    only: ["webhooks.delivery"],
    expectRules: ["webhooks.full-resource"],
  },
];
