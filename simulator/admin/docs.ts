/**
 * The API reference under /_sim/docs: the pages `npm run gen` rendered into generated/docs/
 * (one per contract of contract/references.ts; manifest.json lists them), the renderer's
 * script they load, and a page listing them. Files are read once, then served from memory
 * with an ETag (the SHA-256 the manifest records). The pages may run only what the
 * simulator serves (a Content-Security-Policy of 'self'): nothing reaches the network.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { HandlerResult } from "../areas/types.js";
import { ApiError } from "../errors/api-error.js";
import { CONTRACT_REFERENCES, REFERENCE_DIR, readReferenceManifest, type ReferenceManifest } from "../../contract/references.js";
import { esc, page } from "../ui/html.js";
import type { AdminHandlerMap } from "./context.js";

/** Only the simulator's own origin: scripts and styles inline or from /_sim, images also as data: and blob: URLs. */
const CSP =
  "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self' blob:; base-uri 'none'; form-action 'self'; frame-ancestors 'self'";

export const htmlAnswer = (body: string, status = 200): HandlerResult => ({
  status,
  body,
  headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
});

let manifest: ReferenceManifest | undefined;
const files = new Map<string, string>();

/** generated/docs/manifest.json, read once (undefined when the pages were never rendered). */
export function renderedReferences(): ReferenceManifest | undefined {
  manifest ??= readReferenceManifest();
  return manifest;
}

function file(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    text = readFileSync(join(REFERENCE_DIR, name), "utf8");
    files.set(name, text);
  }
  return text;
}

const notRendered = () =>
  new ApiError(404, "NOT_FOUND", "The API reference pages have not been rendered: run `npm run gen` (they are written to generated/docs/).");

/** A file answered with its ETag, or 304 when the client holds the same one. */
function served(
  headers: Record<string, string | string[] | undefined> | undefined,
  name: string,
  sha256: string,
  type: string,
  extra: Record<string, string> = {},
): HandlerResult {
  const etag = `"${sha256}"`;
  const common = { etag, "cache-control": "no-cache", ...extra };
  const held = String(headers?.["if-none-match"] ?? "")
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""));
  if (held.includes(etag)) return { status: 304, headers: common };
  return { status: 200, body: file(name), headers: { "content-type": type, ...common } };
}

/** The page listing the references (also what GET /_sim links as "docs"). */
function listPage(m: ReferenceManifest | undefined): string {
  const rows = (m?.references ?? [])
    .map(
      (r) =>
        `<tr><td><a href="/_sim/docs/${esc(r.name)}">${esc(r.title)}</a></td><td>${esc(r.version)}</td><td>${esc(r.operations)}</td><td>${
          r.served ? `<a href="${esc(r.served)}">${esc(r.served)}</a>` : `<code>${esc(r.source)}</code>`
        }</td></tr>`,
    )
    .join("");
  const body = m
    ? `<table><thead><tr><th>Contract</th><th>Version</th><th>Operations</th><th>Document</th></tr></thead><tbody>${rows}</tbody></table>
<p>Rendered by ${esc(m.renderer)} at <code>npm run gen</code> time; the pages load nothing from outside this simulator.</p>`
    : `<p class="err">The pages have not been rendered: run <code>npm run gen</code>.</p>`;
  return page(
    { title: "API reference" },
    `<h1>API reference</h1>${body}<p><a href="/_sim">What this simulator serves</a> · <a href="/_sim/ui">Resource browser</a></p>`,
  );
}

export const docsAdmin: AdminHandlerMap = {
  simDocsIndex: () => htmlAnswer(listPage(renderedReferences())),

  simDocsPage: (c) => {
    const m = renderedReferences();
    if (!m) throw notRendered();
    const name = c.params.reference;
    const r = m.references.find((x) => x.name === name);
    if (!r) throw new ApiError(404, "NOT_FOUND", `No reference page ${name.slice(0, 100)}; there are: ${CONTRACT_REFERENCES.map((x) => x.name).join(", ")}.`);
    return served(c.headers, r.file, r.sha256, "text/html; charset=utf-8", { "content-security-policy": CSP });
  },

  simDocsAsset: (c) => {
    const m = renderedReferences();
    if (!m) throw notRendered();
    if (c.params.asset !== m.script.file) throw new ApiError(404, "NOT_FOUND", `No asset ${c.params.asset.slice(0, 100)} under /_sim/docs/assets/.`);
    return served(c.headers, m.script.file, m.script.sha256, "text/javascript; charset=utf-8");
  },
};
