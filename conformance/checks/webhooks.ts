/**
 * Webhooks (description, Events and Authentication 6; interface-facts "Signatures"):
 * every delivery is a POST with Content-Type application/json, an envelope {id, type,
 * data} valid against the spec's webhook schema for its type, and an X-Service-Signature
 * {"v":"1","s":...} that verifies over the exact raw body with the platform's public key
 * using nothing but node:crypto; the events the description promises arrive, in order;
 * a receiver answering 500 gets the delivery again with the same id.
 */
import { createVerify } from "node:crypto";
import { request } from "undici";
import type { CheckContext, CheckDefinition, PlatformHandle, Scenario } from "../runner/types.js";
import { WebhookReceiver, type Delivery } from "../runner/receiver.js";
import { basicAuth } from "../client/client.js";
import { individual, documentUpload } from "../fixtures/bodies.js";

export function verifyDelivery(d: Delivery, publicKeyPem: string): string | undefined {
  const header = d.headers["x-service-signature"];
  if (!header) return "no X-Service-Signature header";
  let parsed: { v?: unknown; s?: unknown };
  try {
    parsed = JSON.parse(header);
  } catch {
    return `X-Service-Signature is not JSON: ${header.slice(0, 80)}`;
  }
  if (parsed.v !== "1" || typeof parsed.s !== "string") return `X-Service-Signature is not {"v":"1","s":"..."}: ${header.slice(0, 80)}`;
  const ok = createVerify("SHA256").update(d.raw).verify(publicKeyPem, Buffer.from(parsed.s, "base64"));
  return ok ? undefined : "the signature does not verify over the raw body with the platform's public key";
}

function checkEnvelope(ctx: CheckContext, s: Scenario, d: Delivery, key: string) {
  s.expect(
    /^application\/json\b/.test(d.headers["content-type"] ?? ""),
    "webhooks.content-type",
    `delivery content type ${d.headers["content-type"]}`,
    "application/json",
    d.headers["content-type"],
  );
  const problem = verifyDelivery(d, key);
  s.expect(!problem, "webhooks.signature", `delivery ${d.body?.id} (${d.body?.type}): ${problem}`);
  const b = d.body;
  s.expect(
    b && typeof b.id === "string" && typeof b.type === "string" && (b.type === "TEST" || (b.data && typeof b.data === "object")),
    "webhooks.envelope",
    "delivery is not an envelope {id, type, data} (the TEST event: the test payload beside id)",
    "{id, type, data}",
    b,
  );
  const hook = ctx.contract.doc.webhooks?.[b.type];
  s.expect(hook, "webhooks.type", `event type ${b.type} is not in the spec's webhooks`, Object.keys(ctx.contract.doc.webhooks ?? {}), b.type);
  const pointer = `#/webhooks/${b.type}/post/requestBody/content/application~1json/schema`;
  const errors = ctx.contract.registry.check(pointer, b);
  s.expect(
    !errors,
    "webhooks.payload-schema",
    `${b.type} payload does not match its schema: ${errors
      ?.slice(0, 3)
      .map((e) => `${e.instancePath} ${e.message}`)
      .join("; ")}`,
    pointer,
    errors?.slice(0, 5),
  );
}

async function setup(ctx: CheckContext, s: Scenario, receiver: WebhookReceiver): Promise<{ p: PlatformHandle; url: string }> {
  const p = await ctx.platform("unregulated", true);
  const url = await receiver.start();
  const r = await s.clientFor(p).call("PATCH", "/config", { body: { webhookEndpoint: url } });
  s.expect(r.status === 200 && r.body.webhookEndpoint === url, "setup", `PATCH /config webhookEndpoint answered ${r.status}`, 200, r.status);
  return { p, url };
}

const webhookDeliveryCheck: CheckDefinition = {
  id: "webhooks.delivery",
  area: "Webhooks",
  kind: "webhooks",
  rule: "Deliveries are signed envelopes valid against the spec; KYC pending, approved and rejected events arrive in order with the full customer.",
  needs: ["webhooks"],
  async run(ctx) {
    const receiver = new WebhookReceiver();
    try {
      await ctx.runCase("test event and KYC events", async (s) => {
        const { p } = await setup(ctx, s, receiver);
        const client = s.clientFor(p);
        const t = await client.call("POST", "/webhooks/test");
        s.expect(t.status === 200, "webhooks.test", `POST /webhooks/test answered ${t.status}`, 200, t.status);
        s.expect(await receiver.waitFor((ds) => ds.some((d) => d.body?.type === "TEST")), "webhooks.test-arrives", "the TEST event did not arrive");
        const test = receiver.deliveries.find((d) => d.body?.type === "TEST")!;
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
        for (const d of receiver.deliveries) checkEnvelope(ctx, s, d, p.webhookPublicKeyPem!);
      });
    } finally {
      await receiver.stop();
    }
  },
};

const webhookRetryCheck: CheckDefinition = {
  id: "webhooks.retry",
  area: "Webhooks",
  kind: "webhooks",
  rule: "A receiver answering 500 gets the delivery again, with the same id, on the platform clock.",
  needs: ["webhooks", "clock"],
  async run(ctx) {
    const receiver = new WebhookReceiver();
    try {
      await ctx.runCase("retry after a 500", async (s) => {
        const { p } = await setup(ctx, s, receiver);
        const client = s.clientFor(p);
        receiver.failNext = 1;
        const c = await client.call("POST", "/customers", { body: individual("999") });
        await client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
        await client.call("POST", "/verifications", { body: { customerId: c.body.id } });
        s.expect(await receiver.waitFor((ds) => ds.some((d) => d.answered === 500)), "webhooks.first-attempt", "no delivery arrived");
        const failed = receiver.deliveries.find((d) => d.answered === 500)!;
        for (let i = 0; i < 8 && !receiver.deliveries.some((d) => d.answered === 200 && d.body?.id === failed.body?.id); i++) {
          const adv = await request(`${ctx.adminUrl}/_sim/clock/advance`, {
            method: "POST",
            headers: { authorization: basicAuth(p), "content-type": "application/json" },
            body: JSON.stringify({ seconds: 900 }),
          });
          await adv.body.dump();
          await receiver.waitFor((ds) => ds.some((d) => d.answered === 200 && d.body?.id === failed.body?.id), 1500);
        }
        const again = receiver.deliveries.filter((d) => d.body?.id === failed.body?.id);
        s.expect(
          again.length >= 2,
          "webhooks.retry",
          `the delivery answered 500 was not sent again (attempts with id ${failed.body?.id}: ${again.length})`,
          ">= 2",
          again.length,
        );
        s.expect(
          again.every((d) => d.raw.equals(failed.raw)),
          "webhooks.retry-same-body",
          "the retried delivery's body differs from the first attempt",
        );
        for (const d of again) checkEnvelope(ctx, s, d, p.webhookPublicKeyPem!);
      });
    } finally {
      await receiver.stop();
    }
  },
};

export const webhookChecks: CheckDefinition[] = [webhookDeliveryCheck, webhookRetryCheck];
