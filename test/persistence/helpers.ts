/** Shared pieces of the persistence tests: temporary data directories and API clients bound to known credentials. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiResponse, TestPlatform } from "../support/simulator.js";

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), "paysim-data-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

async function call(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<ApiResponse> {
  const h = { ...headers };
  if (body !== undefined) h["content-type"] = "application/json";
  const res = await fetch(url, { method, headers: h, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  let parsed: any = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed, headers: res.headers };
}

/** A client for a platform whose credentials are known (one that outlives a restart). */
export function client(rootUrl: string, basePath: string, creds: { clientId: string; clientSecret: string }) {
  const auth = "Basic " + Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString("base64");
  const h = (extra?: Record<string, string>) => ({ authorization: auth, ...extra });
  const base = rootUrl + basePath;
  const c = {
    get: (path: string, headers?: Record<string, string>) => call(base + path, "GET", h(headers)),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call(base + path, "POST", h(headers), body),
    patch: (path: string, body?: unknown) => call(base + path, "PATCH", h(), body),
    admin: (method: string, path: string, body?: unknown) => call(rootUrl + path, method, h(), body),
    async advanceClock(seconds: number): Promise<string> {
      const r = await call(rootUrl + "/_sim/clock/advance", "POST", h(), { seconds });
      if (r.status !== 200) throw new Error(`advance: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.now;
    },
  };
  return c as typeof c & Pick<TestPlatform, "get" | "post">;
}
