/**
 * Webhooks (description, Events and Authentication 6; interface-facts "Signatures"):
 * every delivery is a POST with Content-Type application/json, an envelope {id, type,
 * data} valid against the spec's webhook schema for its type, and an X-Service-Signature
 * {"v":"1","s":...} that verifies over the exact raw body with the platform's public key
 * using nothing but node:crypto; the events the description promises arrive, in order;
 * a receiver answering 500 gets the delivery again with the same id; setting the endpoint
 * (PATCH /config) sends the TEST webhook to it; on a platform of its own
 * with no webhookEndpoint yet, the test paths answer 400 WEBHOOK_ENDPOINT_NOT_SET.
 */
import type { CheckDefinition, PlatformHandle, Scenario } from "../runner/types.js";
import { expectAnswer } from "../runner/expect.js";
import type { Delivery } from "../runner/receiver.js";
import { describedRule, designedRule, liveRule, type RuleSpec } from "../contract/rule-spec.js";
import { checkEnvelope, withReceiver } from "./webhook-support.js";
import { StepSkipped } from "../runner/time.js";
import { individual, documentUpload } from "../builders/bodies.js";

/** The rules of every delivery (webhook-support.ts checks them on each one). */
export const DELIVERY_RULES: RuleSpec[] = [
  describedRule("setup", "The calls a check needs to get going are answered (the webhookEndpoint set with PATCH /config)."),
  describedRule("webhooks.content-type", "A delivery is an HTTP POST with Content-Type application/json (description, Events: Delivery)."),
  describedRule(
    "webhooks.signature",
    "X-Service-Signature {v, s} verifies over the exact body with the platform's public key (description, Authentication 6).",
  ),
  describedRule("webhooks.envelope", "A delivery is an envelope {id, type, data} (description, Events: Envelope; TEST: the test payload)."),
  describedRule(
    "webhooks.type",
    "Its type is one the contract declares (the description's Events table, the live service's event names where it says not shown).",
  ),
  describedRule("webhooks.payload-schema", "Its payload is valid against the contract's schema for its type."),
  describedRule("webhooks.unique-ids", "The delivery id is unique per event."),
];

/**
 * Before the receiver is registered, on a platform of the case's own (the control API) that has
 * no webhookEndpoint yet: both test paths answer 400 WEBHOOK_ENDPOINT_NOT_SET. Otherwise the
 * step is named as skipped.
 */
async function withoutEndpoint(s: Scenario, p: PlatformHandle, fresh: boolean): Promise<void> {
  const step = "the test webhook of a platform without a webhookEndpoint";
  if (!fresh) return s.skipStep(step, "needs a platform of the case's own, without a webhookEndpoint (the control API)");
  const client = s.clientFor(p);
  const cfg = await client.call("GET", "/config");
  if (cfg.body?.webhookEndpoint) return s.skipStep(step, "the platform the control API made already has a webhookEndpoint");
  for (const path of ["/webhooks/test", "/sandbox/webhooks/test"])
    expectAnswer(s, await client.call("POST", path), "webhooks.test-no-endpoint", `POST ${path} with no webhookEndpoint`, 400, "WEBHOOK_ENDPOINT_NOT_SET");
}

const webhookDeliveryCheck: CheckDefinition = {
  id: "webhooks.delivery",
  area: "Webhooks",
  kind: "webhooks",
  rule: "Deliveries are signed envelopes valid against the spec; KYC pending, approved and rejected events arrive in order with the full customer.",
  needs: ["webhooks"],
  rules: [
    ...DELIVERY_RULES,
    describedRule("webhooks.test", "POST /webhooks/test answers 200 and sends a synthetic event."),
    describedRule("webhooks.test-arrives", "The TEST event arrives at the webhookEndpoint."),
    describedRule(
      "webhooks.test-no-endpoint",
      "POST /webhooks/test (and the live path POST /sandbox/webhooks/test) on a platform with no webhookEndpoint answers 400 WEBHOOK_ENDPOINT_NOT_SET (the description's 400 code); a platform the control API made has none until PATCH /config sets one.",
      { control: true },
    ),
    liveRule(
      "webhooks.endpoint-test",
      "live: the TEST webhook is sent once to verify the endpoint when the platform's settings are configured or updated with a webhook URL (PATCH /config with webhookEndpoint).",
    ),
    liveRule("webhooks.sandbox-test", "POST /sandbox/webhooks/test (the live service's path) answers 200 with response_status and sends the TEST event too."),
    describedRule("webhooks.test-payload", "The test payload carries test, timestamp and webhookId (form Webhook:<uuid>)."),
    describedRule(
      "webhooks.kyc-events",
      "A submission sends CUSTOMER.KYC_PENDING, and the decision CUSTOMER.KYC_APPROVED or _REJECTED (Customer verification table).",
    ),
    describedRule("webhooks.kyc-order", "The customer events of one customer arrive in the order of its status changes."),
    describedRule("webhooks.kyc-data", "A CUSTOMER.KYC_<status> event carries the customer in that status."),
    describedRule("webhooks.full-resource", "A customer event's data is the full customer as GET /customers/{id} returns it."),
  ],
  async run(ctx) {
    if (!ctx.hasPlatform("unregulated")) return ctx.skipCase("test event and KYC events", ctx.missingPlatform("unregulated"));
    const p = await ctx.platform("unregulated", !!ctx.control);
    const key = ctx.webhookKeyFor(p);
    await ctx.runCase("test event and KYC events", async (s) => {
      await withoutEndpoint(s, p, !!ctx.control);
      return withReceiver(ctx, s, p, async (receiver) => {
        const client = s.clientFor(p);
        // Registering the receiver (PATCH /config with webhookEndpoint) sends the TEST webhook once.
        s.expect(
          await receiver.waitFor((ds) => ds.some((d) => d.body?.type === "TEST")),
          "webhooks.endpoint-test",
          "PATCH /config setting the webhookEndpoint sent no TEST webhook to it",
        );
        const t = await client.call("POST", "/webhooks/test");
        s.expect(t.status === 200, "webhooks.test", `POST /webhooks/test answered ${t.status}`, 200, t.status);
        s.expect(await receiver.waitFor((ds) => ds.some((d) => d.body?.type === "TEST")), "webhooks.test-arrives", "the TEST event did not arrive");
        const test = receiver.deliveries.find((d) => d.body?.type === "TEST")!;
        const before = receiver.deliveries.filter((d) => d.body?.type === "TEST").length;
        const st = await client.call("POST", "/sandbox/webhooks/test");
        s.expect(
          st.status === 200 && Number.isInteger(st.body?.response_status),
          "webhooks.sandbox-test",
          `POST /sandbox/webhooks/test answered ${st.status} ${JSON.stringify(st.body).slice(0, 200)}`,
          "200 with response_status",
          st.status,
        );
        s.expect(
          await receiver.waitFor((ds) => ds.filter((d) => d.body?.type === "TEST").length > before),
          "webhooks.sandbox-test",
          "the TEST event of POST /sandbox/webhooks/test did not arrive",
        );
        s.expect(
          test.body.test === true && typeof test.body.timestamp === "string" && /^Webhook:/.test(test.body.webhookId ?? ""),
          "webhooks.test-payload",
          "TEST payload lacks test/timestamp/webhookId",
          "{id, type: TEST, test: true, timestamp, webhookId: Webhook:<uuid>}",
          test.body,
        );
        const expectations: [string, string[]][] = [
          ["999", ["PENDING", "APPROVED"]],
          ["002", ["PENDING", "REJECTED"]],
          ["001", ["PENDING"]],
        ];
        const ids: Record<string, string> = {};
        for (const [suffix] of expectations) {
          const c = await client.call("POST", "/customers", { body: individual(suffix) });
          ids[suffix] = c.body.id;
          await client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
          const v = await client.call("POST", "/verifications", { body: { customerId: c.body.id } });
          s.expect(v.status === 200 || v.status === 201, "setup", `submission answered ${v.status}`, 200, v.status);
        }
        const want = (ds: Delivery[]) =>
          expectations.every(
            ([suffix, statuses]) =>
              ds.filter((d) => d.body?.data?.id === ids[suffix] && String(d.body?.type).startsWith("CUSTOMER.KYC_")).length >= statuses.length,
          );
        s.expect(
          await receiver.waitFor(want),
          "webhooks.kyc-events",
          "the promised CUSTOMER.KYC_* events did not all arrive",
          expectations,
          receiver.deliveries.map((d) => d.body?.type),
        );
        for (const [suffix, statuses] of expectations) {
          const mine = receiver.deliveries.filter((d) => d.body?.data?.id === ids[suffix] && String(d.body?.type).startsWith("CUSTOMER.KYC_"));
          const seen = [...new Map(mine.map((d) => [d.body.id, d.body.type])).values()];
          s.expect(
            JSON.stringify(seen) === JSON.stringify(statuses.map((x) => `CUSTOMER.KYC_${x}`)),
            "webhooks.kyc-order",
            `suffix ${suffix}: events ${seen.join(", ")}`,
            statuses.map((x) => `CUSTOMER.KYC_${x}`),
            seen,
          );
          for (const d of mine)
            s.expect(
              d.body.data.kycStatus === d.body.type.replace("CUSTOMER.KYC_", ""),
              "webhooks.kyc-data",
              `${d.body.type} carries a customer in ${d.body.data.kycStatus}`,
              d.body.type,
              d.body.data.kycStatus,
            );
          const last = mine[mine.length - 1];
          const now = await client.call("GET", `/customers/${encodeURIComponent(ids[suffix])}`);
          s.expect(
            JSON.stringify({ ...now.body, updatedAt: undefined }) === JSON.stringify({ ...last.body.data, updatedAt: undefined }),
            "webhooks.full-resource",
            "the last customer event's data is not the customer as GET returns it",
            now.body,
            last.body.data,
          );
        }
        const unique = new Set(receiver.deliveries.map((d) => d.body?.id));
        s.expect(unique.size === receiver.deliveries.filter((d) => d.answered === 200).length, "webhooks.unique-ids", "two different events share an id");
        for (const d of receiver.deliveries) checkEnvelope(ctx, s, d, key);
      });
    });
  },
};

const webhookRetryCheck: CheckDefinition = {
  id: "webhooks.retry",
  area: "Webhooks",
  kind: "webhooks",
  rule: "A receiver answering 500 gets the delivery again, with the same id and body (the description: deliveries are processed idempotently by their id; the retry schedule is designed).",
  needs: ["webhooks"],
  rules: [
    ...DELIVERY_RULES,
    describedRule("webhooks.first-attempt", "The event is delivered to the webhookEndpoint."),
    designedRule(
      "webhooks.retry-schedule",
      "A delivery answered 500 is sent again: 30 s later, then on the designed schedule (the description shows no retry policy).",
      {
        waitSeconds: 40,
      },
    ),
    describedRule("webhooks.retry", "A redelivery carries the same id (the receiver processes deliveries idempotently by their id)."),
    designedRule(
      "webhooks.retry-same-body",
      "A redelivery carries the same body, byte for byte (designed: the description says deliveries are retried and processed idempotently by id, not what a retry carries).",
    ),
  ],
  async run(ctx) {
    if (!ctx.hasPlatform("unregulated")) return ctx.skipCase("retry after a 500", ctx.missingPlatform("unregulated"));
    const p = await ctx.platform("unregulated", !!ctx.control);
    const key = ctx.webhookKeyFor(p);
    const time = ctx.timeFor(p);
    await ctx.runCase("retry after a 500", (s) =>
      withReceiver(ctx, s, p, async (receiver) => {
        const client = s.clientFor(p);
        receiver.failNext = 1;
        // A customer's submission sends its events in the background (POST /webhooks/test reports its own delivery instead).
        const c = await client.call("POST", "/customers", { body: individual("999") });
        s.expect(c.status === 201, "setup", `creating a customer answered ${c.status}`, 201, c.status);
        await client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
        await client.call("POST", "/verifications", { body: { customerId: c.body.id } });
        s.expect(await receiver.waitFor((ds) => ds.some((d) => d.answered === 500)), "webhooks.first-attempt", "no delivery arrived");
        const failed = receiver.deliveries.find((d) => d.answered === 500)!;
        // A redelivery: the same event (type, object) delivered again after the failed attempt.
        const sameEvent = (d: Delivery) =>
          d !== failed && d.body?.type === failed.body?.type && d.body?.data?.id === failed.body?.data?.id && d.at >= failed.at;
        const redelivered = (ds: Delivery[]) => ds.some((d) => sameEvent(d) && d.answered === 200);
        // The first retry of the designed schedule falls 30 s after the failed attempt: moved to
        // at once with the control API, waited for on the real clock (within the wait budget).
        let came: boolean;
        try {
          came = time.controlled
            ? await time.until(() => receiver.waitFor(redelivered, 1500), 2 * 3600, "a webhook retry")
            : await time.until(async () => redelivered(receiver.deliveries), 40, "waiting for a webhook retry (the designed schedule retries after 30 s)");
        } catch (e) {
          if (!(e instanceof StepSkipped)) throw e;
          return s.skipStep("the redelivery after a 500", e.reason);
        }
        const again = receiver.deliveries.filter(sameEvent);
        s.expect(
          came,
          "webhooks.retry-schedule",
          `the delivery answered 500 (${failed.body?.type}) was not sent again within ${time.controlled ? "2 h" : "40 s"} of platform time`,
          "a redelivery",
          again.length,
        );
        s.expect(
          again.every((d) => d.body?.id === failed.body?.id),
          "webhooks.retry",
          `the redelivery carries another id (${again.map((d) => d.body?.id).join(", ")}; first attempt ${failed.body?.id})`,
          failed.body?.id,
          again.map((d) => d.body?.id),
        );
        s.expect(
          again.every((d) => d.raw.equals(failed.raw)),
          "webhooks.retry-same-body",
          "the retried delivery's body differs from the first attempt",
        );
        for (const d of again) checkEnvelope(ctx, s, d, key);
      }),
    );
  },
};

export const webhookChecks: CheckDefinition[] = [webhookDeliveryCheck, webhookRetryCheck];
