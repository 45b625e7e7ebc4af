/**
 * Building blocks of the faults: response rewrites, wrapped handlers, KYC handlers run
 * on altered rules or settings, and a platform registry whose runtimes misbehave.
 */
import { randomUUID } from "node:crypto";
import type { SimulatorOptions } from "../../../simulator/app.js";
import type { PipelineContext } from "../../../simulator/pipeline/pipeline.js";
import type { Handler, HandlerContext, HandlerMap, HandlerResult } from "../../../simulator/areas/types.js";
import { allHandlers } from "../../../simulator/areas/index.js";
import { PlatformRegistry, type CreatePlatformOptions, type PlatformRuntime } from "../../../simulator/platform/registry.js";
import type { PlatformSettings } from "../../../simulator/platform/platform.js";
import type { PlatformClock } from "../../../simulator/clock/platform-clock.js";
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
  WebhookDispatcher,
  envelopeOf,
  type AttemptOutcome,
  type WebhookEnvelope,
} from "../../../simulator/webhooks/dispatcher.js";
import { SIGNATURE_HEADER, WebhookSigner } from "../../../simulator/webhooks/signer.js";
import { loadKycRules, type KycRules } from "../../../contract/rules/kyc.js";
import { createCustomer } from "../../../simulator/areas/customers/domain/customer.js";
import { submitVerification } from "../../../simulator/areas/customers/domain/verification.js";
import {
  constraintsFor,
  customersOf,
  getCustomerOr404,
  kycSettings,
  newId,
  ownersOf,
  packetOf,
  verificationsOf,
} from "../../../simulator/areas/customers/service.js";

type Transform = NonNullable<SimulatorOptions["transformResponse"]>;

/** The simulator's own handler for an operation. */
export function original(operationId: string): Handler {
  const h = allHandlers()[operationId];
  if (!h) throw new Error(`no handler for ${operationId}`);
  return h;
}

/** Rewrite the results of some operations (all when `ops` is empty). */
export function rewrite(ops: string[], f: (result: HandlerResult, ctx: PipelineContext | undefined) => HandlerResult): Partial<SimulatorOptions> {
  const transformResponse: Transform = (ctx, result) => (ops.length === 0 || (ctx && ops.includes(ctx.op.operationId)) ? f(result, ctx) : result);
  return { transformResponse };
}

export const isCustomer = (b: unknown): b is Record<string, any> => !!b && typeof b === "object" && String((b as any).id ?? "").startsWith("Customer:");

/** Apply `f` to every Customer in a body: the body itself or the items of a list page. */
export function mapCustomers(body: unknown, f: (c: Record<string, any>) => Record<string, any>): unknown {
  if (isCustomer(body)) return f({ ...body });
  const b = body as { data?: unknown[] } | undefined;
  if (b && Array.isArray(b.data)) return { ...b, data: b.data.map((x) => (isCustomer(x) ? f({ ...x }) : x)) };
  return body;
}

/** A rewrite of the Customer bodies of every response. */
export function customerBodies(f: (c: Record<string, any>) => Record<string, any>): Partial<SimulatorOptions> {
  return rewrite([], (r) => ({ ...r, body: mapCustomers(r.body, f) }));
}

/** The kyc rules with a change (a wrong magic table). */
export function rulesWith(change: (r: KycRules) => void): KycRules {
  const r = structuredClone(loadKycRules());
  change(r);
  return r;
}

/**
 * createCustomer and createVerification as the simulator does them, but deciding with
 * `rules` and the platform settings passed through `settings`.
 */
export function kycHandlers(rules: KycRules, settings: (s: PlatformSettings) => PlatformSettings = (s) => s): HandlerMap {
  return {
    createCustomer(ctx) {
      const cmd = { id: newId("Customer"), now: ctx.clock.iso(), body: ctx.body, settings: kycSettings(settings(ctx.platform.settings)) };
      const customer = createCustomer(rules, cmd, constraintsFor(ctx.store, ctx.clock, ctx.body));
      customersOf(ctx.store).put(customer);
      return { status: 201, body: customer };
    },
    createVerification(ctx) {
      const customer = getCustomerOr404(ctx.store, ctx.body.customerId);
      const verifications = verificationsOf(ctx.store);
      const result = submitVerification(rules, {
        packet: packetOf(ctx.store, ctx.clock, customer),
        settings: kycSettings(settings(ctx.platform.settings)),
        now: ctx.clock.iso(),
        previous: verifications.findOne("customerId", customer.id),
        newVerificationId: newId("Verification"),
      });
      customersOf(ctx.store).put(result.customer);
      verifications.put(result.verification);
      for (const o of result.owners) ownersOf(ctx.store).put(o);
      for (const e of result.events) ctx.emit(e.type, e.data);
      return { status: 200, body: result.verification };
    },
  };
}

/** A handler run with a changed context. */
export function withContext(operationId: string, change: (ctx: HandlerContext) => HandlerContext): Handler {
  const h = original(operationId);
  return (ctx) => h(change(ctx));
}

/** A registry that hands every new platform runtime to `onCreate` (to break it). */
export class FaultyRegistry extends PlatformRegistry {
  constructor(private readonly onCreate: (rt: PlatformRuntime, registry: FaultyRegistry) => void) {
    super();
  }

  override create(o?: CreatePlatformOptions): PlatformRuntime {
    const rt = super.create(o);
    this.onCreate(rt, this);
    return rt;
  }
}

export interface DispatcherFaults {
  /** Each retry carries a new envelope id. */
  newIdOnRetry?: boolean;
  /** A failed attempt is never retried. */
  noRetry?: boolean;
  /** A retry re-serializes the event with a changed payload. */
  changeBodyOnRetry?: boolean;
}

/** A webhook dispatcher with retry faults (signs with the platform key, first attempts in order). */
export class FaultyDispatcher extends WebhookDispatcher {
  private queue: Promise<unknown> = Promise.resolve();
  private gen = 0;
  private readonly signWith: WebhookSigner;

  constructor(
    privateKeyPem: string,
    private readonly clk: PlatformClock,
    private readonly url: () => string | undefined,
    private readonly faults: DispatcherFaults,
  ) {
    super(privateKeyPem, clk, url);
    this.signWith = new WebhookSigner(privateKeyPem);
  }

  override emit(type: string, data: unknown, id = `Webhook:${randomUUID()}`): Promise<AttemptOutcome> {
    const gen = this.gen;
    const first = this.queue.then(() => (gen === this.gen ? this.send(envelopeOf(id, type, this.clk.iso(), data), 1, gen) : { ok: false, error: "reset" }));
    this.queue = first.catch(() => undefined);
    return first;
  }

  private async send(env: WebhookEnvelope, n: number, gen: number): Promise<AttemptOutcome> {
    const url = this.url();
    const at = this.clk.iso();
    const raw = JSON.stringify(env);
    let outcome: AttemptOutcome = { ok: false, error: "no webhookEndpoint configured: not sent" };
    if (url) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json", [SIGNATURE_HEADER]: this.signWith.sign(raw) },
          body: raw,
          signal: AbortSignal.timeout(5000),
        });
        await res.arrayBuffer().catch(() => undefined);
        outcome = res.ok ? { ok: true, status: res.status } : { ok: false, status: res.status, error: `receiver answered HTTP ${res.status}` };
      } catch (e) {
        outcome = { ok: false, error: (e as Error).message };
      }
    }
    this.log.add({
      id: `Delivery:${randomUUID()}`,
      eventId: env.id,
      type: env.type,
      url: url ?? null,
      attempt: n,
      ok: outcome.ok,
      status: outcome.status,
      error: outcome.error,
      at,
      durationMs: 0,
    });
    if (!outcome.ok && url && n < MAX_ATTEMPTS && !this.faults.noRetry) {
      let next = env;
      if (this.faults.newIdOnRetry) next = { ...next, id: `Webhook:${randomUUID()}` };
      if (this.faults.changeBodyOnRetry) next = { ...next, data: { ...(next.data as object), updatedAt: new Date(this.clk.nowMs()).toISOString() } };
      this.clk.schedule({ delayMs: RETRY_DELAYS_MS[n - 1] }, async () => {
        if (gen === this.gen) await this.send(next, n + 1, gen);
      });
    }
    return outcome;
  }

  override reset(): void {
    super.reset();
    this.gen++;
  }
}
