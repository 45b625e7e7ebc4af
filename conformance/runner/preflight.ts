/**
 * Before any check: the target must answer the API's version path, and every platform's
 * credentials must authenticate. Otherwise the run cannot judge anything: it stops with one
 * line saying which (the command line exits 2), instead of reporting hundreds of failures.
 */
import { request } from "undici";
import { basicAuth } from "../client/client.js";
import type { PlatformHandle } from "./types.js";

export class PreflightError extends Error {}

async function get(url: string, auth: string | undefined, timeoutMs: number): Promise<number> {
  try {
    const res = await request(url, {
      method: "GET",
      headers: { accept: "application/json", ...(auth ? { authorization: auth } : {}) },
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
    });
    await res.body.dump();
    return res.statusCode;
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
    throw new PreflightError(`the target ${url} does not answer (${err.code ?? err.cause?.code ?? err.name}); start it first, or check the URL`);
  }
}

/**
 * `GET {target}/config` without credentials must be refused (401): the path exists; a 404
 * means the target URL misses the version segment. With each platform's credentials it must
 * answer 200.
 */
export async function preflight(
  target: string,
  version: string,
  platforms: { label: string; get: () => Promise<PlatformHandle> }[],
  timeoutMs: number,
): Promise<void> {
  const url = `${target}/config`;
  const bare = await get(url, undefined, Math.min(timeoutMs, 10_000));
  if (bare === 404 || bare === 405 || bare >= 500 || (bare >= 300 && bare < 400)) {
    const hint = target.endsWith(`/${version}`) ? "" : `; the target URL ends in the API's version segment, e.g. ${target.replace(/\/$/, "")}/${version}`;
    throw new PreflightError(`the target does not serve the API's version path: GET ${url} answered ${bare}${hint}`);
  }
  for (const p of platforms) {
    let handle: PlatformHandle;
    try {
      handle = await p.get();
    } catch (e) {
      throw new PreflightError(`the ${p.label} platform could not be had: ${(e as Error).message}`);
    }
    const status = await get(url, basicAuth(handle), Math.min(timeoutMs, 10_000));
    if (status !== 200)
      throw new PreflightError(
        `the credentials of the ${p.label} platform (client id ${handle.clientId}) do not authenticate: GET ${url} answered ${status}${status === 401 ? " (wrong client id or secret, or another environment's credentials)" : ""}`,
      );
  }
}
