/**
 * The simulator's admin API under /_sim (documented in spec/admin/openapi.yaml).
 * Transport-free: the HTTP layer passes method, path, headers, query and the parsed
 * body; the answer is {status, body}.
 */
import type { PlatformSettings } from "../platform/platform.js";
import type { PlatformRegistry, PlatformRuntime } from "../platform/registry.js";
import { ApiError, type FieldError } from "../errors/api-error.js";
import { authenticateBasic } from "../pipeline/auth.js";
import type { HandlerResult } from "../handlers/types.js";

export interface AdminRequest {
  method: string;
  /** Path below /_sim, e.g. `/clock/advance`. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  query: URLSearchParams;
  readBody(): Promise<unknown>;
}

export interface AdminDeps {
  platforms: PlatformRegistry;
  openapiJson: string;
  info: () => Record<string, unknown>;
}

const MAX_ADVANCE_SECONDS = 10 * 365 * 24 * 3600;

export function platformCreatedBody(rt: PlatformRuntime) {
  const p = rt.platform;
  return { platformId: p.id, clientId: p.clientId, clientSecret: p.clientSecret, environment: p.settings.environment, webhookPublicKeyPem: p.webhookPublicKeyPem, settings: p.settings };
}

function parseCreate(body: unknown): { settings: Partial<PlatformSettings>; clientId?: string; clientSecret?: string } {
  const errors: FieldError[] = [];
  const b = (body ?? {}) as Record<string, unknown>;
  if (typeof b !== "object" || Array.isArray(b)) throw ApiError.invalidInput([{ field: "", in: "body", code: "INVALID_TYPE", reason: "must be a JSON object" }]);
  const settings: Partial<PlatformSettings> = {};
  const bool = (k: "regulated" | "skipVerificationPaperwork" | "scaRequired") => {
    if (b[k] === undefined) return;
    if (typeof b[k] !== "boolean") errors.push({ field: k, in: "body", code: "INVALID_TYPE", reason: "must be a boolean" });
    else settings[k] = b[k] as boolean;
  };
  bool("regulated");
  bool("skipVerificationPaperwork");
  bool("scaRequired");
  if (b.environment !== undefined) {
    if (b.environment !== "SANDBOX" && b.environment !== "PRODUCTION") errors.push({ field: "environment", in: "body", code: "INVALID_ENUM", reason: "must be one of SANDBOX, PRODUCTION", expected: ["SANDBOX", "PRODUCTION"] });
    else settings.environment = b.environment;
  }
  if (b.contactVerification !== undefined) {
    const cv = b.contactVerification as Record<string, unknown>;
    if (!cv || typeof cv !== "object" || Array.isArray(cv)) errors.push({ field: "contactVerification", in: "body", code: "INVALID_TYPE", reason: "must be an object {email, phone}" });
    else {
      const out = { email: false, phone: false };
      for (const k of Object.keys(cv)) {
        if (k !== "email" && k !== "phone") errors.push({ field: `contactVerification.${k}`, in: "body", code: "UNKNOWN_FIELD", reason: "is not a known field" });
        else if (typeof cv[k] !== "boolean") errors.push({ field: `contactVerification.${k}`, in: "body", code: "INVALID_TYPE", reason: "must be a boolean" });
        else out[k] = cv[k] as boolean;
      }
      settings.contactVerification = out;
    }
  }
  const str = (k: "clientId" | "clientSecret") => {
    if (b[k] === undefined) return undefined;
    if (typeof b[k] !== "string" || !/^[A-Za-z0-9_.\-]{1,128}$/.test(b[k] as string)) {
      errors.push({ field: k, in: "body", code: "PATTERN_MISMATCH", reason: "must be 1-128 characters of letters, digits, _ . -" });
      return undefined;
    }
    return b[k] as string;
  };
  const clientId = str("clientId");
  const clientSecret = str("clientSecret");
  const known = new Set(["regulated", "skipVerificationPaperwork", "environment", "contactVerification", "scaRequired", "clientId", "clientSecret"]);
  for (const k of Object.keys(b)) if (!known.has(k)) errors.push({ field: k, in: "body", code: "UNKNOWN_FIELD", reason: "is not a known field" });
  if (errors.length) throw ApiError.invalidInput(errors);
  return { settings, clientId, clientSecret };
}

export async function handleAdmin(d: AdminDeps, req: AdminRequest): Promise<HandlerResult> {
  const route = `${req.method} ${req.path.replace(/\/+$/, "") || "/"}`;
  const auth = () => authenticateBasic(d.platforms, req.headers.authorization);
  switch (route) {
    case "GET /health":
      return { status: 200, body: { status: "ok", ...d.info() } };
    case "GET /openapi.json":
      return { status: 200, body: d.openapiJson, headers: { "content-type": "application/json" } };
    case "POST /platforms": {
      const o = parseCreate(await req.readBody());
      if (o.clientId && d.platforms.byClientId(o.clientId)) throw ApiError.conflict("CONFLICT", `client id ${o.clientId} is already taken`);
      return { status: 201, body: platformCreatedBody(d.platforms.create(o)) };
    }
    case "GET /clock": {
      const rt = auth();
      return { status: 200, body: { now: rt.clock.iso() } };
    }
    case "POST /clock/advance": {
      const rt = auth();
      const b = (await req.readBody()) as Record<string, unknown> | undefined;
      const s = b?.seconds;
      if (s === undefined) throw ApiError.invalidInput([{ field: "seconds", in: "body", code: "REQUIRED", reason: "is required" }]);
      if (typeof s !== "number" || !Number.isFinite(s)) throw ApiError.invalidInput([{ field: "seconds", in: "body", code: "INVALID_TYPE", reason: "must be a number" }]);
      if (s < 0 || s > MAX_ADVANCE_SECONDS) throw ApiError.invalidInput([{ field: "seconds", in: "body", code: "OUT_OF_RANGE", reason: `must be between 0 and ${MAX_ADVANCE_SECONDS}` }]);
      const now = await rt.clock.advance(s);
      return { status: 200, body: { now: now.toISOString() } };
    }
    case "GET /webhooks/deliveries": {
      const rt = auth();
      const data = rt.webhooks.log.list({ eventId: req.query.get("eventId") ?? undefined, type: req.query.get("type") ?? undefined });
      return { status: 200, body: { data } };
    }
    case "POST /reset": {
      const rt = auth();
      d.platforms.reset(rt.platform.id);
      return { status: 204 };
    }
    default:
      throw new ApiError(404, "NOT_FOUND", `Nothing is served at /_sim${req.path}${req.method !== "GET" ? ` for ${req.method}` : ""}.`);
  }
}
