/**
 * The pages the simulator hosts for people (outside the API): the hosted KYC/KYB flow
 * behind each `kycUrl` and the liveness check behind a LIVENESS `verificationLink`.
 * The pages are the areas' (declared in their manifests, passed in by the app: prefix ->
 * page); each is a framework-free function of the platforms, the token and the posted form.
 */
import type { IncomingMessage } from "node:http";
import type { HandlerResult } from "../areas/types.js";
import { ApiError } from "../errors/api-error.js";
import type { PlatformRegistry } from "../platform/registry.js";
import { readForm, type BodyLimits } from "./body.js";
import type { HostedPage } from "../hosted/page.js";

/** The answer of a hosted page for this request, or undefined when the path is not one. */
export function hostedPage(
  pages: readonly HostedPage[],
  platforms: PlatformRegistry,
  req: IncomingMessage,
  method: string,
  path: string,
  limits: BodyLimits,
): Promise<HandlerResult> | undefined {
  if (method !== "GET" && method !== "POST") return undefined;
  const hit = pages.find((p) => path.startsWith(p.prefix));
  if (!hit) return undefined;
  const { prefix, page } = hit;
  let token: string;
  try {
    token = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return Promise.resolve({
      status: 400,
      body: ApiError.invalidInput([{ field: "token", in: "path", code: "MALFORMED_ESCAPE", reason: "the path holds a malformed percent-escape" }]).toBody(),
    });
  }
  return (method === "POST" ? readForm(req, limits) : Promise.resolve(undefined))
    .then((form) => page(platforms, { token, method, form }))
    .then((h): HandlerResult => ({ status: h.status, body: h.body, headers: { "content-type": h.contentType } }))
    .catch((e) => (e instanceof ApiError ? { status: e.status, body: e.toBody() } : Promise.reject(e)));
}
