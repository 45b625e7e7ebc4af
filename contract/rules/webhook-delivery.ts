/** Typed accessor of spec/rules/webhook-delivery.yaml: the retry schedule of webhook deliveries. */
import { checker, defineRuleTable } from "./load.js";

export interface WebhookDeliveryRules {
  designed: true;
  /** Delay before each retry, counted from when the failed attempt was due. */
  retryDelaysSeconds: number[];
}

const table = defineRuleTable<WebhookDeliveryRules>("webhook-delivery", (r) => {
  const need = checker("webhook-delivery");
  need(
    r.retryDelaysSeconds.every((d, i) => i === 0 || d >= r.retryDelaysSeconds[i - 1]),
    "retryDelaysSeconds must not decrease",
  );
});

export const parseWebhookDeliveryRules = table.parse;
export const loadWebhookDeliveryRules = table.load;
