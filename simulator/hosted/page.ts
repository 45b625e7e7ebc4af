/**
 * The shell of the pages the simulator hosts for people (outside the API): the KYC/KYB
 * flow, the liveness check and the card reveal, each owned by its area and declared in the
 * area's manifest (`hostedPages`). Framework-free string templates; every value is escaped.
 */
import type { PlatformRegistry } from "../platform/registry.js";
import { escapeHtml as esc } from "../../contract/html.js";

export { esc };

/** What a hosted page answers. */
export interface HostedResult {
  status: number;
  contentType: string;
  body: string;
}

/** A hosted page: a function of the platforms, the token of its URL and the posted form. */
export type HostedPageHandler = (platforms: PlatformRegistry, req: { token: string; method: string; form?: Record<string, string> }) => HostedResult;

/** A page served under `/_sim/hosted/<prefix>/<token>`, as an area declares it. */
export interface HostedPage {
  /** The path prefix, e.g. `/_sim/hosted/kyc/`. */
  prefix: string;
  page: HostedPageHandler;
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:640px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.4rem} fieldset{border:1px solid #ccc;border-radius:6px;margin:1rem 0;padding:.5rem 1rem 1rem}
label{display:block;margin:.5rem 0 .2rem;font-size:.9rem} input,select{width:100%;padding:.4rem;box-sizing:border-box}
input[type=checkbox]{width:auto} .errors{background:#fde8e8;border:1px solid #e99;padding:.5rem 1rem;border-radius:6px}
.note{color:#555;font-size:.85rem} button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem}
</style></head><body>
<p class="note">Sandbox hosted verification (simulator)</p>
${body}
</body></html>`;
}

export function messagePage(title: string, text: string): string {
  return page(title, `<h1>${esc(title)}</h1><p>${esc(text)}</p>`);
}
