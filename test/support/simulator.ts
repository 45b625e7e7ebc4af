/**
 * startSimulator(opts?): the simulator in-process on an ephemeral 127.0.0.1 port with
 * strict response validation on (a response that breaks the contract answers 500 and
 * fails the test). createPlatform(settings?) makes a platform through the admin API and
 * returns its credentials plus request helpers bound to them.
 */
import { createSimulator, type SimulatorOptions, type Simulator } from "../../simulator/app.js";
import type { PlatformSettings } from "../../simulator/platform/platform.js";
import type { DeliveryAttempt } from "../../simulator/webhooks/delivery-log.js";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestPlatform {
  platformId: string;
  clientId: string;
  clientSecret: string;
  environment: "SANDBOX" | "PRODUCTION";
  webhookPublicKeyPem: string;
  /** `Basic ...` header value. */
  auth: string;
  request<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  get<T = any>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  patch<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** multipart/form-data request (fields are strings; files as Blob/Buffer). */
  upload<T = any>(method: string, path: string, form: FormData, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** Admin calls scoped to this platform. */
  advanceClock(seconds: number): Promise<string>;
  now(): Promise<string>;
  deliveries(filter?: { eventId?: string; type?: string }): Promise<DeliveryAttempt[]>;
  reset(): Promise<void>;
  /** DELETE /_sim/platforms/{platformId} with this platform's credentials (the answer, not checked). */
  remove(): Promise<ApiResponse>;
  /** Set the webhook endpoint (PATCH /config). */
  setWebhookEndpoint(url: string): Promise<ApiResponse>;
}

export interface StartedSimulator {
  sim: Simulator;
  rootUrl: string;
  baseUrl: string;
  close(): Promise<void>;
  createPlatform(settings?: Partial<PlatformSettings> & { clientId?: string; clientSecret?: string }): Promise<TestPlatform>;
  /** Raw request against the base URL (no auth unless given). */
  request<T = any>(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string>; raw?: string | Buffer }): Promise<ApiResponse<T>>;
  /** Raw request against the root URL (e.g. /_sim/...). */
  admin<T = any>(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
}

async function call<T>(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: unknown,
  raw?: string | Buffer | FormData,
): Promise<ApiResponse<T>> {
  const h: Record<string, string> = { ...headers };
  let payload: any = raw;
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    h["content-type"] ??= "application/json";
  }
  const res = await fetch(url, { method, headers: h, body: payload });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

export async function startSimulator(opts: SimulatorOptions = {}): Promise<StartedSimulator> {
  const sim = createSimulator({ strict: true, ...opts });
  const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
  const admin = <T>(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}) =>
    call<T>(rootUrl + path, method, init.headers ?? {}, init.body);
  return {
    sim,
    rootUrl,
    baseUrl,
    close: () => sim.close(),
    request: (method, path, init = {}) => call(baseUrl + path, method, init.headers ?? {}, init.body, init.raw),
    admin,
    async createPlatform(settings = {}) {
      const r = await admin<any>("POST", "/_sim/platforms", { body: settings });
      if (r.status !== 201) throw new Error(`createPlatform: ${r.status} ${JSON.stringify(r.body)}`);
      const p = r.body;
      const auth = "Basic " + Buffer.from(`${p.clientId}:${p.clientSecret}`).toString("base64");
      const h = (extra?: Record<string, string>) => ({ authorization: auth, ...extra });
      const tp: TestPlatform = {
        ...p,
        auth,
        request: (m, path, body, headers) => call(baseUrl + path, m, h(headers), body),
        get: (path, headers) => call(baseUrl + path, "GET", h(headers)),
        post: (path, body, headers) => call(baseUrl + path, "POST", h(headers), body),
        patch: (path, body, headers) => call(baseUrl + path, "PATCH", h(headers), body),
        put: (path, body, headers) => call(baseUrl + path, "PUT", h(headers), body),
        delete: (path, headers) => call(baseUrl + path, "DELETE", h(headers)),
        upload: (m, path, form, headers) => call(baseUrl + path, m, h(headers), undefined, form),
        async advanceClock(seconds) {
          const r = await admin<any>("POST", "/_sim/clock/advance", { body: { seconds }, headers: h() });
          if (r.status !== 200) throw new Error(`advanceClock: ${r.status} ${JSON.stringify(r.body)}`);
          return r.body.now;
        },
        async now() {
          return (await admin<any>("GET", "/_sim/clock", { headers: h() })).body.now;
        },
        async deliveries(filter = {}) {
          const q = new URLSearchParams(filter as Record<string, string>).toString();
          return (await admin<any>("GET", `/_sim/webhooks/deliveries${q ? "?" + q : ""}`, { headers: h() })).body.data;
        },
        async reset() {
          const r = await admin("POST", "/_sim/reset", { headers: h() });
          if (r.status !== 204) throw new Error(`reset: ${r.status}`);
        },
        remove: () => admin("DELETE", `/_sim/platforms/${encodeURIComponent(p.platformId)}`, { headers: h() }),
        setWebhookEndpoint: (url) => call(baseUrl + "/config", "PATCH", h(), { webhookEndpoint: url }),
      };
      return tp;
    },
  };
}
