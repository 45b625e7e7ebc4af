/** Webhooks: which change sends which event, and the retry schedule: spec/rules/webhook-events.yaml, webhook-delivery.yaml. */
import { webhookEventRules } from "../../../contract/rules/webhook-events.js";
import { loadWebhookDeliveryRules } from "../../../contract/rules/webhook-delivery.js";
import { code, codes, seconds, table, type Page } from "../markdown.js";

export function webhooksPage(): Page {
  const e = webhookEventRules();
  const d = loadWebhookDeliveryRules();
  let at = 0;
  const schedule = d.retryDelaysSeconds.map((s, i) => [String(i + 2), `${seconds(s)} after the previous one was due`, seconds((at += s))]);
  return {
    file: "webhooks.md",
    title: "Webhooks",
    summary: "which customer, transaction and card change sends which event, and the retry schedule",
    sources: ["webhook-events.yaml", "webhook-delivery.yaml"],
    body: `
## Which change sends which event (designed: the live service lists the names, not the moments)

**Customers** — entering ${codes(e.customerStatuses)} sends \`CUSTOMER.KYC_<status>\` (individuals) or \`CUSTOMER.KYB_<status>\` (businesses); other statuses send nothing.

**Transactions** — when created and whenever their status changes:

${table(
  ["type", "status entered", "event"],
  Object.entries(e.transactions).flatMap(([type, m]) => Object.entries(m).map(([st, ev]) => [code(type), code(st), code(ev)])),
)}

Any other status sends nothing.

**Card transactions**:

${table(
  ["status entered", "event"],
  [...Object.entries(e.cardTransactions).map(([st, ev]) => [code(st), code(ev)]), ["a refund (its CREDIT transaction)", code(e.cardRefund)]],
)}

## Retries (designed)

A failed attempt (not 2xx, a transport error, or no answer in time) is retried on the platform clock; after the last retry the event is dead-lettered and kept for redelivery (\`POST /_sim/webhooks/events/{eventId}/redeliver\`).

${table(["attempt", "when", "after the first attempt"], [["1", "at once", "0 s"], ...schedule])}
`,
  };
}
