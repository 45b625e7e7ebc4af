/**
 * `--webhook-forward URL`: the upstream's webhook deliveries, received by the proxy at
 * `/_proxy/webhooks` (point the upstream's webhook endpoint there), validated (the signature
 * with the key the user gives, the JSON body against the contract's schema of its event type)
 * and relayed byte for byte, signature header included, to the client's receiver. The
 * upstream gets the receiver's status back, so its retries follow the receiver.
 */
import { bothNames, loadHeaderNames } from "../contract/rules/header-names.js";
import { createVerify } from "node:crypto";
import { request, type Dispatcher } from "undici";
import type { Contract } from "../contract/operations.js";
import { ptr } from "../contract/schema-registry.js";
import { ABSENT, type Violation } from "./types.js";

export interface WebhookRelayOptions {
  contract: Contract;
  /** Where deliveries go on (none: answered 200 here). */
  forward?: string;
  /** The platform's webhook public key (SPKI PEM); without it signatures are not checked. */
  keyPem?: string;
  dispatcher: Dispatcher;
  timeoutMs: number;
}

export interface Relayed {
  status: number;
  operation: string;
  violations: Omit<Violation, "seq">[];
}

export class WebhookRelay {
  /** The signature header's names, the description's first (spec/rules/header-names.yaml): a delivery may carry either. */
  readonly headers: [string, string];

  constructor(private readonly o: WebhookRelayOptions) {
    this.headers = bothNames(loadHeaderNames().webhookSignature);
  }

  private signatureProblem(raw: Buffer, value: string | undefined): string | undefined {
    if (!this.o.keyPem) return undefined;
    if (!value) return "no signature header";
    try {
      const { v, s } = JSON.parse(value) as { v?: string; s?: string };
      if (v !== "1" || typeof s !== "string") return "not {v: 1, s: base64}";
      return createVerify("SHA256").update(raw).verify(this.o.keyPem, Buffer.from(s, "base64")) ? undefined : "does not verify with the given key";
    } catch {
      return "not JSON";
    }
  }

  /** Judge one delivery, relay it, and say what to answer the upstream. */
  async handle(raw: Buffer, headers: Record<string, string | string[] | undefined>): Promise<Relayed> {
    const violations: Omit<Violation, "seq">[] = [];
    let type = "?";
    const operation = () => `webhook ${type}`;
    const add = (pointer: string, rule: string, message: string, expected: unknown, actual: unknown, place: "header" | "body" = "body") =>
      violations.push({ operation: operation(), side: "webhook", in: place, pointer, rule, message, expected, actual });
    const header = this.headers.find((h) => typeof headers[h] === "string") ?? this.headers[0];
    const signature = typeof headers[header] === "string" ? (headers[header] as string) : undefined;
    let body: unknown;
    try {
      body = JSON.parse(raw.toString("utf8"));
      type = String((body as { type?: unknown }).type ?? "?");
    } catch {
      add("", "webhook.json", "the delivery's body is not JSON", "JSON", raw.subarray(0, 80).toString("utf8"));
    }
    const bad = this.signatureProblem(raw, signature);
    if (bad)
      add(`/${header}`, "webhook.signature", `the delivery's ${header}: ${bad}`, "a signature the platform's key verifies", signature ?? ABSENT, "header");
    if (body !== undefined) {
      const event = this.o.contract.doc.webhooks?.[type];
      if (!event) add("/type", "webhook.event-type", `${type} is no event of the contract`, Object.keys(this.o.contract.doc.webhooks ?? {}).slice(0, 40), type);
      else {
        const pointer = ptr("webhooks", type, "post", "requestBody", "content", "application/json", "schema");
        for (const e of (this.o.contract.registry.check(pointer, body) ?? []).slice(0, 10)) {
          const extra = (e.params as { missingProperty?: string }).missingProperty;
          add(
            `${e.instancePath}${extra ? `/${extra}` : ""}`,
            "webhook.schema",
            `${type}: ${e.instancePath || "/"} ${e.message ?? "does not match"}`,
            e.params,
            e.instancePath,
          );
        }
      }
    }
    if (!this.o.forward) return { status: 200, operation: operation(), violations };
    try {
      const r = await request(this.o.forward, {
        method: "POST",
        body: raw,
        headers: { "content-type": "application/json", ...(signature ? { [header]: signature } : {}) },
        dispatcher: this.o.dispatcher,
        headersTimeout: this.o.timeoutMs,
        bodyTimeout: this.o.timeoutMs,
      });
      await r.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      return { status: r.statusCode, operation: operation(), violations };
    } catch {
      return { status: 502, operation: operation(), violations };
    }
  }
}
