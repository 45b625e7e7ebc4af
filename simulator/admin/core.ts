/** Admin calls about the simulator itself and one platform's clock and data: health, contracts, platforms, clock, reset, limits. */
import type { PlatformRuntime } from "../platform/registry.js";
import type { CreatePlatformOptions } from "../platform/registry.js";
import { ApiError } from "../errors/api-error.js";
import { LIMITS } from "../store/limits.js";
import { runtimeOf, type AdminHandlerMap } from "./context.js";
import { adminContract } from "./spec.js";
import { journalOf } from "../pipeline/journal.js";
import { closeSessionsOf } from "../ui/session.js";

export function platformCreatedBody(rt: PlatformRuntime) {
  const p = rt.platform;
  return {
    platformId: p.id,
    clientId: p.clientId,
    clientSecret: p.clientSecret,
    environment: p.settings.environment,
    webhookPublicKeyPem: p.webhookPublicKeyPem,
    settings: p.settings,
  };
}

export const coreAdmin: AdminHandlerMap = {
  simHealth: (c) => ({ status: 200, body: { status: "ok", ...c.deps.info() } }),

  simOpenapi: () => ({ status: 200, body: adminContract().json, headers: { "content-type": "application/json" } }),

  simAdminContract: () => ({ status: 200, body: adminContract().json, headers: { "content-type": "application/json" } }),

  simApiContract: (c) => ({ status: 200, body: c.deps.openapiJson, headers: { "content-type": "application/json" } }),

  simLimits: (c) => {
    const l = c.deps.platforms.limits;
    const limits = Object.fromEntries(
      Object.entries(LIMITS).map(([k, v]) => [k, { value: l[k as keyof typeof l], default: v.default, flag: v.flag, description: v.description }]),
    );
    return { status: 200, body: { limits } };
  },

  simCreatePlatform: (c) => {
    // The body was validated against PlatformCreateRequest: every other field is a setting.
    const { clientId, clientSecret, ...settings } = (c.body ?? {}) as Record<string, unknown>;
    const o: CreatePlatformOptions = { settings: settings as CreatePlatformOptions["settings"] };
    if (typeof clientId === "string") {
      if (c.deps.platforms.byClientId(clientId)) throw ApiError.conflict("CONFLICT", `client id ${clientId} is already taken`);
      o.clientId = clientId;
    }
    if (typeof clientSecret === "string") o.clientSecret = clientSecret;
    return { status: 201, body: platformCreatedBody(c.deps.platforms.create(o)) };
  },

  simDeletePlatform: (c) => {
    const rt = runtimeOf(c);
    if (c.params.platformId !== rt.platform.id || !c.deps.platforms.delete(rt.platform.id))
      throw new ApiError(404, "NOT_FOUND", `No platform ${c.params.platformId} belongs to these credentials.`);
    // What the request layer keeps of it goes too: its journal, and its resource-browser sessions.
    journalOf(rt).clear();
    closeSessionsOf(rt.platform.id);
    return { status: 204 };
  },

  simGetClock: (c) => ({ status: 200, body: { now: runtimeOf(c).clock.iso() } }),

  simAdvanceClock: async (c) => {
    const now = await runtimeOf(c).clock.advance(c.body.seconds as number);
    return { status: 200, body: { now: now.toISOString() } };
  },

  simReset: (c) => {
    const rt = runtimeOf(c);
    c.deps.platforms.reset(rt.platform.id);
    // The request journal holds the platform's requests and answers: data, wiped with the rest.
    journalOf(rt).clear();
    return { status: 204 };
  },
};
