/** A small JSON client of a paysim target for the toolbox commands (listen, trigger): base URL + Basic credentials. */
import { request } from "undici";
import { CliError } from "./errors.js";

export interface Target {
  /** Root URL (http://127.0.0.1:4010). */
  root: string;
  /** API base (root + /2025-10-13). */
  base: string;
  auth: string;
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many operations, read field by field by the recipes
  body: any;
}

export const API_VERSION = "2025-10-13";

export function targetOf(url: string, clientId: string | undefined, clientSecret: string | undefined): Target {
  if (!clientId || !clientSecret)
    throw new CliError("give --client-id and --client-secret (or PAYSIM_CLIENT_ID and PAYSIM_CLIENT_SECRET): the platform's credentials");
  let u: URL;
  try {
    u = new URL(url);
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error();
  } catch {
    throw new CliError(`--target must be an http(s) URL, got "${url}"`);
  }
  const root = u.origin;
  return { root, base: `${root}/${API_VERSION}`, auth: "Basic " + Buffer.from(`${clientId}:${clientSecret}`).toString("base64") };
}

export async function call(
  t: Target,
  method: string,
  path: string,
  body?: unknown,
  opts: { root?: boolean; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const url = (opts.root ? t.root : t.base) + path;
  try {
    const headers: Record<string, string> = { authorization: t.auth, ...opts.headers };
    let payload: string | FormData | undefined;
    if (opts.form) payload = opts.form;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers["content-type"] = "application/json";
    }
    const res = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* keep text */
    }
    return { status: res.status, body: parsed };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    throw new CliError(`${method} ${url} failed (${err.cause?.code ?? err.name}): is the simulator running there?`);
  }
}

/** Like call, but a non-2xx answer is a CliError naming the call. */
export async function must(
  t: Target,
  method: string,
  path: string,
  body?: unknown,
  opts: { root?: boolean; form?: FormData; headers?: Record<string, string> } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many operations, read field by field by the recipes
): Promise<any> {
  const r = await call(t, method, path, body, opts);
  if (r.status >= 300)
    throw new CliError(
      `${method} ${path} answered ${r.status}: ${typeof r.body === "object" ? `${r.body?.code ?? ""} ${r.body?.reason ?? ""}`.trim() : String(r.body).slice(0, 200)}`,
    );
  return r.body;
}

export { request };
