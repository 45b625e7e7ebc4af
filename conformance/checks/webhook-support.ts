/**
 * What the webhook checks share: the signature check (node:crypto only), the envelope check
 * against the contract's webhook schemas, and a receiver the target posts to for the length
 * of a case: the platform's `webhookEndpoint` is set with the public `PATCH /config` to the
 * receiver (or to `--receiver-url`, forwarded to it) and set back to what it was afterwards.
 */
import { createVerify } from "node:crypto";
import { bothNames, loadHeaderNames } from "../../contract/rules/header-names.js";
import type { CheckContext, PlatformHandle, Scenario } from "../runner/types.js";
import { WebhookReceiver, type Delivery } from "../runner/receiver.js";
import { answered } from "../client/answer.js";

/** The webhook signature header under either name (spec/rules/header-names.yaml: the description's, the live service's). */
const SIGNATURE = bothNames(loadHeaderNames().webhookSignature);

export function verifyDelivery(d: Delivery, publicKeyPem: string): string | undefined {
  const header = d.headers[SIGNATURE[0]] ?? d.headers[SIGNATURE[1]];
  if (!header) return `no X-Service-Signature header (nor ${loadHeaderNames().webhookSignature.live})`;
  let parsed: { v?: unknown; s?: unknown };
  try {
    parsed = JSON.parse(header);
  } catch {
    return `X-Service-Signature is not JSON: ${header.slice(0, 80)}`;
  }
  if (typeof parsed.v !== "string" || typeof parsed.s !== "string")
    return `X-Service-Signature is not {"v": version, "s": base64 signature}: ${header.slice(0, 80)}`;
  const ok = createVerify("SHA256").update(d.raw).verify(publicKeyPem, Buffer.from(parsed.s, "base64"));
  return ok ? undefined : "the signature does not verify over the raw body with the platform's public key";
}

/** A delivery's content type, signature (when the platform's key is known), envelope and payload schema. */
export function checkEnvelope(ctx: CheckContext, s: Scenario, d: Delivery, key: string | undefined): void {
  s.expect(
    /^application\/json\b/.test(d.headers["content-type"] ?? ""),
    "webhooks.content-type",
    `delivery content type ${d.headers["content-type"] ?? "(none)"}`,
    "application/json",
    d.headers["content-type"],
  );
  if (key) {
    const problem = verifyDelivery(d, key);
    s.expect(!problem, "webhooks.signature", `delivery ${d.body?.id} (${d.body?.type}): ${problem}`);
  } else s.skipStep("signature check", "no public key for this platform's webhook signatures (give --webhook-key FILE|PEM, or --control)");
  const b = d.body;
  s.expect(
    b && typeof b.id === "string" && typeof b.type === "string" && (b.type === "TEST" || (b.data && typeof b.data === "object")),
    "webhooks.envelope",
    "delivery is not an envelope {id, type, data} (the TEST event: the test payload beside id)",
    "{id, type, data}",
    b,
  );
  const hook = ctx.contract.doc.webhooks?.[b.type];
  s.expect(hook, "webhooks.type", `event type ${b.type} is not in the contract's webhooks`, Object.keys(ctx.contract.doc.webhooks ?? {}), b.type);
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

/**
 * Run `body` with a receiver registered as platform `p`'s webhookEndpoint; the endpoint the
 * platform had is set back afterwards (also when the body fails).
 */
export async function withReceiver<T>(
  ctx: CheckContext,
  s: Scenario,
  p: PlatformHandle,
  body: (receiver: WebhookReceiver, url: string) => Promise<T>,
): Promise<T> {
  const receiver = new WebhookReceiver();
  const local = await receiver.start(ctx.options.receiverPort ?? 0);
  const url = ctx.options.receiverUrl ?? local;
  const client = s.clientFor(p);
  const before = await client.call("GET", "/config");
  const previous = typeof before.body?.webhookEndpoint === "string" ? before.body.webhookEndpoint : undefined;
  try {
    const r = await client.call("PATCH", "/config", { body: { webhookEndpoint: url } });
    s.expect(r.status === 200 && r.body?.webhookEndpoint === url, "setup", `PATCH /config webhookEndpoint answered ${answered(r)}`, 200, r.status);
    return await body(receiver, url);
  } finally {
    if (previous && previous !== url) await client.call("PATCH", "/config", { body: { webhookEndpoint: previous } });
    await receiver.stop();
  }
}
