/**
 * A fault of the test webhook's refusal, caught by webhooks.delivery (kept beside the money
 * faults, money.ts, which spreads it: the webhook faults' own file is another area's).
 */
import type { Fault } from "./types.js";
import type { HandlerResult } from "../../../simulator/areas/types.js";
import { rewrite } from "./helpers.js";

export const webhookTestFaults: Fault[] = [
  {
    name: "test webhook without an endpoint answered as a delivery error",
    kind: "error-code",
    description:
      "POST /webhooks/test and POST /sandbox/webhooks/test on a platform with no webhookEndpoint answer 400 WEBHOOK_DELIVERY_ERROR instead of WEBHOOK_ENDPOINT_NOT_SET.",
    simulatorOptions: rewrite(["sendTestWebhook", "sendSandboxTestWebhook"], (r: HandlerResult) => {
      const b = r.body as { code?: string } | undefined;
      return b?.code === "WEBHOOK_ENDPOINT_NOT_SET" ? { ...r, body: { ...b, code: "WEBHOOK_DELIVERY_ERROR" } } : r;
    }),
    only: ["webhooks.delivery"],
    expectRules: ["webhooks.test-no-endpoint"],
  },
];
