/**
 * The pages the simulator hosts for people (outside the API): the hosted KYC/KYB flow
 * behind each `kycUrl` and the liveness check behind a LIVENESS `verificationLink`.
 * One table, prefix -> page; each page is a framework-free function of the platforms,
 * the token and the posted form.
 */
import type { IncomingMessage } from "node:http";
import type { HandlerResult } from "../areas/types.js";
import { ApiError } from "../errors/api-error.js";
import type { PlatformRegistry } from "../platform/registry.js";
import { hostedKycPage } from "../hosted/kyc-page.js";
import { hostedLivenessPage } from "../hosted/liveness-page.js";
import { readForm, type BodyLimits } from "./body.js";
import { hostedCardRevealPage } from "../hosted/card-reveal-page.js";

type HostedPage = (
  platforms: PlatformRegistry,
  req: { token: string; method: string; form?: Record<string, string> },
) => { status: number; contentType: string; body: string };

const PAGES: [prefix: string, page: HostedPage][] = [
  ["/_sim/hosted/kyc/", hostedKycPage],
  ["/_sim/hosted/liveness/", hostedLivenessPage],
  ["/_sim/hosted/card-reveal/", hostedCardRevealPage],
];

/** The answer of a hosted page for this request, or undefined when the path is not one. */
export function hostedPage(
  platforms: PlatformRegistry,
  req: IncomingMessage,
  method: string,
  path: string,
  limits: BodyLimits,
): Promise<HandlerResult> | undefined {
  if (method !== "GET" && method !== "POST") return undefined;
  const hit = PAGES.find(([prefix]) => path.startsWith(prefix));
  if (!hit) return undefined;
  const [prefix, page] = hit;
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
