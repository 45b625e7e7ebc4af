/**
 * The simulator in-process for the fidelity measure: `startSimulator(opts)` listens on an
 * ephemeral 127.0.0.1 port; `createPlatform(settings)` makes a platform through the admin
 * API and answers its credentials with request helpers bound to them. An answer's body is
 * its parsed JSON (the text when it is not JSON); `T` names what the caller reads of it and
 * is not checked here (the measure checks answers against the live schemas).
 */
import { createSimulator, type SimulatorOptions, type Simulator } from "../../simulator/app.js";
import type { PlatformSettings } from "../../simulator/platform/platform.js";

export interface ApiResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

type HeaderMap = Record<string, string>;

export interface Platform {
  platformId: string;
  clientId: string;
  clientSecret: string;
  /** `Basic ...` header value. */
  auth: string;
  request<T = unknown>(method: string, path: string, body?: unknown, headers?: HeaderMap): Promise<ApiResponse<T>>;
  get<T = unknown>(path: string, headers?: HeaderMap): Promise<ApiResponse<T>>;
  post<T = unknown>(path: string, body?: unknown, headers?: HeaderMap): Promise<ApiResponse<T>>;
  patch<T = unknown>(path: string, body?: unknown, headers?: HeaderMap): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, headers?: HeaderMap): Promise<ApiResponse<T>>;
  /** multipart/form-data request (fields are strings; files as Blob). */
  upload<T = unknown>(method: string, path: string, form: FormData, headers?: HeaderMap): Promise<ApiResponse<T>>;
  /** Move this platform's clock (admin API); answers the new now. */
  advanceClock(seconds: number): Promise<string>;
  /** This platform's now (admin API). */
  now(): Promise<string>;
  /** Set the webhook endpoint (PATCH /config). */
  setWebhookEndpoint(url: string): Promise<ApiResponse>;
}

export interface InProcessSimulator {
  sim: Simulator;
  rootUrl: string;
  baseUrl: string;
  close(): Promise<void>;
  createPlatform(settings?: Partial<PlatformSettings>): Promise<Platform>;
  /** Raw request against the base URL (no auth unless given). */
  request<T = unknown>(method: string, path: string, init?: { body?: unknown; headers?: HeaderMap }): Promise<ApiResponse<T>>;
  /** Raw request against the root URL (e.g. /_sim/...). */
  admin<T = unknown>(method: string, path: string, init?: { body?: unknown; headers?: HeaderMap }): Promise<ApiResponse<T>>;
}

async function call<T>(url: string, method: string, headers: HeaderMap, body?: unknown, form?: FormData): Promise<ApiResponse<T>> {
  const h: HeaderMap = { ...headers };
  let payload: string | FormData | undefined = form;
  if (payload === undefined && body !== undefined) {
    payload = JSON.stringify(body);
    h["content-type"] ??= "application/json";
  }
  const res = await fetch(url, { method, headers: h, body: payload });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

interface CreatedPlatform {
  platformId: string;
  clientId: string;
  clientSecret: string;
}

export async function startSimulator(opts: SimulatorOptions = {}): Promise<InProcessSimulator> {
  const sim = createSimulator(opts);
  const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
  const admin = <T>(method: string, path: string, init: { body?: unknown; headers?: HeaderMap } = {}) =>
    call<T>(rootUrl + path, method, init.headers ?? {}, init.body);
  return {
    sim,
    rootUrl,
    baseUrl,
    close: () => sim.close(),
    request: (method, path, init = {}) => call(baseUrl + path, method, init.headers ?? {}, init.body),
    admin,
    async createPlatform(settings = {}) {
      const r = await admin<CreatedPlatform>("POST", "/_sim/platforms", { body: settings });
      if (r.status !== 201) throw new Error(`createPlatform: ${r.status} ${JSON.stringify(r.body)}`);
      const { platformId, clientId, clientSecret } = r.body;
      const auth = "Basic " + Buffer.from(`${clientId}:${clientSecret}`).toString("base64");
      const h = (extra?: HeaderMap) => ({ authorization: auth, ...extra });
      return {
        platformId,
        clientId,
        clientSecret,
        auth,
        request: (m, path, body, headers) => call(baseUrl + path, m, h(headers), body),
        get: (path, headers) => call(baseUrl + path, "GET", h(headers)),
        post: (path, body, headers) => call(baseUrl + path, "POST", h(headers), body),
        patch: (path, body, headers) => call(baseUrl + path, "PATCH", h(headers), body),
        delete: (path, headers) => call(baseUrl + path, "DELETE", h(headers)),
        upload: (m, path, form, headers) => call(baseUrl + path, m, h(headers), undefined, form),
        async advanceClock(seconds) {
          const a = await admin<{ now: string }>("POST", "/_sim/clock/advance", { body: { seconds }, headers: h() });
          if (a.status !== 200) throw new Error(`advanceClock: ${a.status} ${JSON.stringify(a.body)}`);
          return a.body.now;
        },
        async now() {
          return (await admin<{ now: string }>("GET", "/_sim/clock", { headers: h() })).body.now;
        },
        setWebhookEndpoint: (url) => call(baseUrl + "/config", "PATCH", h(), { webhookEndpoint: url }),
      };
    },
  };
}
