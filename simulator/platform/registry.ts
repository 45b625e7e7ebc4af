/**
 * The platforms (tenants) of one simulator: credentials -> platform runtime. A runtime
 * bundles everything that belongs to one platform: its own store, clock + scheduler,
 * webhook dispatcher and idempotency records. Nothing is shared between runtimes.
 */
import { signatureHeaderOf } from "../webhooks/signer.js";
import type { SignatureHeaderChoice } from "../../contract/rules/header-names.js";
import { randomUUID } from "node:crypto";
import type { Platform, PlatformSettings } from "./platform.js";
import { MemoryTenantStore } from "../store/memory.js";
import { PlatformClock } from "../clock/platform-clock.js";
import { WebhookDispatcher } from "../webhooks/dispatcher.js";
import { generateWebhookKeyPair } from "../webhooks/signer.js";
import { webhookEndpointOf } from "./config-state.js";
import type { IdempotencyCache } from "../store/idempotency-cache.js";
import { TrackedIdempotencyCache } from "../store/tracked-idempotency.js";
import { jobEnvOf } from "./job-env.js";
import { PLATFORM_ID_KEY } from "./config-state.js";
import { Agent } from "undici";
import { DeliveryPool } from "../webhooks/pool.js";
import { AuditLog, attachAuditLog } from "./audit-log.js";
import { runtimeDeclarations, type RuntimeDeclarations } from "./declarations.js";
import type { StoreSchema } from "../store/declarations.js";
import { limitReached, resolveLimits, type SimulatorLimits } from "../store/limits.js";

export interface PlatformRuntime {
  platform: Platform;
  store: MemoryTenantStore;
  clock: PlatformClock;
  webhooks: WebhookDispatcher;
  idempotency: IdempotencyCache;
  audit: AuditLog;
}

export const DEFAULT_SETTINGS: PlatformSettings = {
  regulated: false,
  skipVerificationPaperwork: false,
  environment: "SANDBOX",
  contactVerification: { email: false, phone: false },
  scaRequired: false,
};

export interface CreatePlatformOptions {
  settings?: Partial<PlatformSettings>;
  clientId?: string;
  clientSecret?: string;
  /** Adopt this whole platform record (restore, import, a seeded default platform). */
  record?: Platform;
}

/** Persistence hooks (persistence/persistence.ts): the store of a new platform, and news of its creation. */
export interface RegistryHooks {
  newStore?(schema: StoreSchema): MemoryTenantStore;
  created?(rt: PlatformRuntime): void;
  /** A bearer token was registered (its entry) or revoked (null). */
  bearer?(token: string, entry: { platformId: string; principal: unknown } | null): void;
  /** A platform was deleted: its saved state goes too. */
  deleted?(platformId: string): void;
}

export class PlatformRegistry {
  private byId = new Map<string, PlatformRuntime>();
  private byClient = new Map<string, PlatformRuntime>();
  private bearer = new Map<string, { platformId: string; principal: unknown }>();

  /** Caps of the bounded stores and the webhook pool (store/limits.ts). */
  readonly limits: SimulatorLimits;
  /** Webhook deliveries in flight over all platforms. */
  readonly deliveryPool: DeliveryPool;
  private readonly webhookAgent: Agent;

  hooks: RegistryHooks = {};

  /** The areas' declared state and job kinds every platform is built with (the app's assembly; `declare`). */
  private decl: RuntimeDeclarations;

  /** The header every platform's deliveries are signed under. */
  private readonly signatureHeader: string;

  constructor(
    opts: {
      webhookTimeoutMs?: number;
      limits?: Partial<SimulatorLimits>;
      declarations?: RuntimeDeclarations;
      webhookSignatureHeader?: SignatureHeaderChoice;
    } = {},
  ) {
    this.decl = opts.declarations ?? runtimeDeclarations();
    this.signatureHeader = signatureHeaderOf(opts.webhookSignatureHeader);
    this.limits = resolveLimits({ ...opts.limits, ...(opts.webhookTimeoutMs !== undefined ? { webhookTimeoutMs: opts.webhookTimeoutMs } : {}) });
    this.deliveryPool = new DeliveryPool(this.limits.webhookConcurrencyTotal);
    this.webhookAgent = new Agent({
      connections: this.limits.webhookConcurrencyTotal,
      keepAliveTimeout: 4000,
      connect: { timeout: this.limits.webhookTimeoutMs },
    });
  }

  get declarations(): RuntimeDeclarations {
    return this.decl;
  }

  /** Build platforms with these declarations (before the first platform is created). */
  declare(d: RuntimeDeclarations): void {
    if (this.byId.size > 0 && d !== this.decl) throw new Error("declarations are given before the first platform is created");
    this.decl = d;
  }

  create(o: CreatePlatformOptions = {}): PlatformRuntime {
    const clientId = o.record?.clientId ?? o.clientId ?? `client_${randomUUID().replace(/-/g, "")}`;
    if (this.byClient.has(clientId)) throw new Error(`client id ${clientId} is taken`);
    if (this.byId.size >= this.limits.maxPlatforms)
      throw limitReached(
        "maxPlatforms",
        this.limits.maxPlatforms,
        `The simulator already holds ${this.byId.size} platforms`,
        "Reuse a platform (POST /_sim/reset wipes one) or start the simulator with a higher limit.",
      );
    if (o.record && this.byId.has(o.record.id)) throw new Error(`platform ${o.record.id} exists`);
    const keys = o.record ? { publicKeyPem: o.record.webhookPublicKeyPem, privateKeyPem: o.record.webhookPrivateKeyPem } : generateWebhookKeyPair();
    const settings: PlatformSettings = {
      ...DEFAULT_SETTINGS,
      ...o.settings,
      contactVerification: { ...DEFAULT_SETTINGS.contactVerification, ...o.settings?.contactVerification },
    };
    const platform: Platform = o.record ?? {
      id: `Platform:${randomUUID()}`,
      clientId,
      clientSecret: o.clientSecret ?? `secret_${randomUUID().replace(/-/g, "")}`,
      settings,
      webhookPublicKeyPem: keys.publicKeyPem,
      webhookPrivateKeyPem: keys.privateKeyPem,
      createdAt: new Date().toISOString(),
    };
    const store = this.hooks.newStore?.(this.decl.store) ?? new MemoryTenantStore(this.decl.store);
    store.setValue(PLATFORM_ID_KEY, platform.id);
    const clock = new PlatformClock();
    const l = this.limits;
    const webhooks = new WebhookDispatcher(keys.privateKeyPem, clock, () => webhookEndpointOf(store), {
      timeoutMs: l.webhookTimeoutMs,
      concurrency: l.webhookConcurrency,
      pool: this.deliveryPool,
      agent: this.webhookAgent,
      maxEvents: l.maxWebhookQueue,
      maxLog: l.maxDeliveryLog,
      signatureHeader: this.signatureHeader,
    });
    const audit = new AuditLog(clock, l.maxAuditLog);
    attachAuditLog(store, audit);
    const rt: PlatformRuntime = { platform, store, clock, webhooks, idempotency: new TrackedIdempotencyCache(l.maxIdempotencyKeys), audit };
    clock.jobEnv = jobEnvOf(rt);
    clock.jobs = this.decl.jobs;
    this.byId.set(platform.id, rt);
    this.byClient.set(clientId, rt);
    this.hooks.created?.(rt);
    return rt;
  }

  byClientId(clientId: string): PlatformRuntime | undefined {
    return this.byClient.get(clientId);
  }

  get(platformId: string): PlatformRuntime | undefined {
    return this.byId.get(platformId);
  }

  /** Bearer tokens (AgentAuth): registered by the area that issues them. */
  registerBearer(token: string, platformId: string, principal: unknown): void {
    this.bearer.set(token, { platformId, principal });
    this.hooks.bearer?.(token, { platformId, principal });
  }

  revokeBearer(token: string): void {
    if (this.bearer.delete(token)) this.hooks.bearer?.(token, null);
  }

  resolveBearer(token: string): { runtime: PlatformRuntime; principal: unknown } | undefined {
    const b = this.bearer.get(token);
    const runtime = b && this.byId.get(b.platformId);
    return runtime ? { runtime, principal: b!.principal } : undefined;
  }

  all(): PlatformRuntime[] {
    return [...this.byId.values()];
  }

  /** Wipe one platform's data: store (incl. its config), scheduled tasks, deliveries, idempotency keys. Credentials, settings, keys and clock offset stay. */
  reset(platformId: string): void {
    const rt = this.byId.get(platformId);
    if (!rt) return;
    rt.clock.clearTasks();
    rt.webhooks.reset();
    rt.store.clear();
    rt.store.setValue(PLATFORM_ID_KEY, rt.platform.id);
    rt.idempotency.clear();
    rt.audit.clear();
    for (const [t, b] of this.bearer) if (b.platformId === platformId) this.revokeBearer(t);
  }

  /**
   * Delete one platform: its data is wiped as by reset, its clock stopped, and nothing of it
   * is kept (credentials, settings, keys, bearer tokens), so its memory can be given back.
   * Returns false when there is no such platform.
   */
  delete(platformId: string): boolean {
    const rt = this.byId.get(platformId);
    if (!rt) return false;
    this.reset(platformId);
    rt.clock.close();
    this.byId.delete(platformId);
    if (this.byClient.get(rt.platform.clientId) === rt) this.byClient.delete(rt.platform.clientId);
    this.hooks.deleted?.(platformId);
    return true;
  }

  close(): void {
    for (const rt of this.byId.values()) rt.clock.close();
    void this.webhookAgent.destroy().catch(() => undefined);
  }
}
