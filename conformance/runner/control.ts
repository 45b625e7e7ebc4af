/**
 * The client of the optional control API (spec/control/openapi.yaml) a target may serve
 * beside the public API: a platform of a kind, its deletion, its clock, the stablecoin
 * operator's decision. Every answer is judged against the control document; an answer it
 * does not allow is an error naming the call (the run's setup failed, not a rule).
 */
import { request } from "undici";
import { basicAuth } from "../client/client.js";
import type { Credentials } from "../client/types.js";
import type { Json } from "../contract/json.js";
import { controlRegistry, controlSpec } from "../../contract/control.js";
import { ptr } from "../../contract/schema-registry.js";

export interface ControlAnswer {
  status: number;
  body: Json;
}

/** Platform settings by the kinds the runner asks for (the control contract's PlatformKindRequest). */
export const KIND_SETTINGS = {
  unregulated: {},
  regulated: { regulated: true },
  skipPaperwork: { skipVerificationPaperwork: true },
  contactEmailPhone: { contactVerification: { email: true, phone: true } },
  sca: { regulated: true, scaRequired: true },
  cardProgram: { regulated: true, cards: { oneCardPerCardholder: true, authorizationDecision: "ISSUER" } },
  production: { environment: "PRODUCTION" },
} as const;

export type ControlKind = keyof typeof KIND_SETTINGS;

export interface CreatedPlatform extends Credentials {
  platformId: string;
  webhookPublicKeyPem: string;
}

/** The control document's schema pointer of an operation's answer, or undefined when it declares no body. */
function answerPointer(path: string, method: string, status: number): string | undefined {
  const doc = controlSpec() as Json;
  const r = doc.paths?.[path]?.[method]?.responses?.[String(status)];
  if (!r) return undefined;
  if (r.$ref) return `${r.$ref}/content/application~1json/schema`;
  return r.content ? ptr("paths", path, method, "responses", String(status), "content", "application/json", "schema") : undefined;
}

export class ControlClient {
  constructor(
    readonly rootUrl: string,
    readonly timeoutMs = 10_000,
  ) {}

  /** One call of the control API; `template` names its path in the control document. */
  async call(method: string, template: string, path: string, opts: { auth?: Credentials; body?: unknown } = {}): Promise<ControlAnswer> {
    const res = await request(`${this.rootUrl}${path}`, {
      method: method as "GET",
      headers: { ...(opts.auth ? { authorization: basicAuth(opts.auth) } : {}), ...(opts.body === undefined ? {} : { "content-type": "application/json" }) },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
    });
    const text = await res.body.text();
    let body: Json;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: res.statusCode, body };
  }

  /** A call whose answer must be `want`, valid against the control document; else an error naming it. */
  private async expect(method: string, template: string, path: string, want: number, opts: { auth?: Credentials; body?: unknown } = {}): Promise<Json> {
    const a = await this.call(method, template, path, opts);
    if (a.status !== want)
      throw new Error(
        `control API: ${method} ${path} answered ${a.status}${a.body?.code ? ` ${a.body.code}` : ""}${a.body?.reason ? `: ${a.body.reason}` : ""}`,
      );
    const pointer = answerPointer(template, method.toLowerCase(), a.status);
    const errors = pointer ? controlRegistry().check(pointer, a.body) : null;
    if (errors)
      throw new Error(
        `control API: ${method} ${path} ${a.status} does not match the control contract: ${errors
          .slice(0, 3)
          .map((e) => `${e.instancePath || "/"} ${e.message}`)
          .join("; ")}`,
      );
    return a.body;
  }

  /** Whether the control API answers at all (`GET /_sim/health` 200). */
  async available(): Promise<boolean> {
    // Twice: a kept-alive connection the server closed just as it was reused fails the first call alone.
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return (await this.call("GET", "/_sim/health", "/_sim/health")).status === 200;
      } catch {
        /* the second attempt decides */
      }
    }
    return false;
  }

  async createPlatform(kind: ControlKind): Promise<CreatedPlatform> {
    const b = await this.expect("POST", "/_sim/platforms", "/_sim/platforms", 201, { body: KIND_SETTINGS[kind] });
    return { platformId: b.platformId, clientId: b.clientId, clientSecret: b.clientSecret, webhookPublicKeyPem: b.webhookPublicKeyPem };
  }

  async deletePlatform(p: CreatedPlatform): Promise<void> {
    await this.expect("DELETE", "/_sim/platforms/{platformId}", `/_sim/platforms/${encodeURIComponent(p.platformId)}`, 204, { auth: p });
  }

  async now(p: Credentials): Promise<number> {
    return Date.parse((await this.expect("GET", "/_sim/clock", "/_sim/clock", 200, { auth: p })).now);
  }

  async advance(p: Credentials, seconds: number): Promise<number> {
    return Date.parse((await this.expect("POST", "/_sim/clock/advance", "/_sim/clock/advance", 200, { auth: p, body: { seconds } })).now);
  }

  /** The stablecoin operator's decision: the answer as given (200, or the 409 of a move not allowed). */
  stablecoinOperator(p: Credentials, stablecoinId: string, status: string): Promise<ControlAnswer> {
    return this.call(
      "POST",
      "/_sim/stablecoins/{stablecoinId}/service-operations",
      `/_sim/stablecoins/${encodeURIComponent(stablecoinId)}/service-operations`,
      {
        auth: p,
        body: { status },
      },
    );
  }
}
