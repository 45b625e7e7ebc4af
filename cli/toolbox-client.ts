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

/**
 * An answer: its status and its parsed JSON (the text when it is not JSON). `T` is the shape
 * the caller expects (a schema of the contract, or the few fields it reads); it is not
 * checked, so read it as an answer that may break the contract.
 */
export interface Answer<T = unknown> {
  status: number;
  body: T | undefined;
}

/** The fields of an error answer ({code, reason, details}). */
interface ErrorBody {
  code?: string;
  reason?: string;
}

/** "CODE reason" of an error answer, else its text (200 characters at most). */
export const errorText = (body: unknown): string =>
  body !== null && typeof body === "object" ? `${(body as ErrorBody).code ?? ""} ${(body as ErrorBody).reason ?? ""}`.trim() : String(body).slice(0, 200);

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

export async function call<T = unknown>(
  t: Target,
  method: string,
  path: string,
  body?: unknown,
  opts: { root?: boolean; form?: FormData; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
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
    return { status: res.status, body: parsed as T | undefined };
  } catch (e) {
    const err = e as Error & { cause?: { code?: string } };
    throw new CliError(`${method} ${url} failed (${err.cause?.code ?? err.name}): is the simulator running there?`);
  }
}

/** Like call, but a non-2xx answer is a CliError naming the call; answers the body. */
export async function must<T = unknown>(
  t: Target,
  method: string,
  path: string,
  body?: unknown,
  opts: { root?: boolean; form?: FormData; headers?: Record<string, string> } = {},
): Promise<T> {
  const r = await call<T>(t, method, path, body, opts);
  if (r.status >= 300) throw new CliError(`${method} ${path} answered ${r.status}: ${errorText(r.body)}`);
  return r.body as T;
}

export { request };
