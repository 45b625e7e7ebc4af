/**
 * The pages the simulator hosts for people (outside the API): the hosted KYC/KYB flow
 * behind each `kycUrl` and the liveness check behind a LIVENESS `verificationLink`.
 * One table, prefix -> page; each page is a framework-free function of the platforms,
 * the token and the posted form.
 */
import type { IncomingMessage } from "node:http";
import type { HandlerResult } from "../handlers/types.js";
import { ApiError } from "../errors/api-error.js";
import type { PlatformRegistry } from "../platform/registry.js";
import { hostedKycPage } from "../hosted/kyc-page.js";
import { hostedLivenessPage } from "../hosted/liveness-page.js";

type HostedPage = (platforms: PlatformRegistry, req: { token: string; method: string; form?: Record<string, string> }) => { status: number; contentType: string; body: string };

const PAGES: [prefix: string, page: HostedPage][] = [
  ["/_sim/hosted/kyc/", hostedKycPage],
  ["/_sim/hosted/liveness/", hostedLivenessPage],
];

const FORM_LIMIT = 256 * 1024;

/** Read an application/x-www-form-urlencoded body (the hosted pages' forms). */
function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > FORM_LIMIT) {
        reject(new ApiError(400, "INVALID_INPUT", `form body over ${FORM_LIMIT} bytes`));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")))));
    req.on("error", reject);
  });
}

/** The answer of a hosted page for this request, or undefined when the path is not one. */
export function hostedPage(platforms: PlatformRegistry, req: IncomingMessage, method: string, path: string): Promise<HandlerResult> | undefined {
  if (method !== "GET" && method !== "POST") return undefined;
  const hit = PAGES.find(([prefix]) => path.startsWith(prefix));
  if (!hit) return undefined;
  const [prefix, page] = hit;
  const token = decodeURIComponent(path.slice(prefix.length));
  return (method === "POST" ? readForm(req) : Promise.resolve(undefined))
    .then((form) => page(platforms, { token, method, form }))
    .then((h): HandlerResult => ({ status: h.status, body: h.body, headers: { "content-type": h.contentType } }))
    .catch((e) => (e instanceof ApiError ? { status: e.status, body: e.toBody() } : Promise.reject(e)));
}
