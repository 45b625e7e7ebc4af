/**
 * GET /_sim: what the simulator serves. JSON by default (spec/admin/openapi.yaml SimIndex);
 * an HTML page when the client's Accept header prefers text/html (negotiator weighs the
 * media ranges and their q-values), so a browser opened on the address the start banner
 * prints finds its way to the API, the resource browser and the reference pages.
 */
import Negotiator from "negotiator";
import { CONTRACT_REFERENCES } from "../../contract/references.js";
import { packageVersion } from "../../contract/versions.js";
import { esc, page } from "../ui/html.js";
import type { AdminDeps, AdminHandlerMap } from "./context.js";
import { htmlAnswer, renderedReferences } from "./docs.js";

interface Link {
  href: string;
  title: string;
}

export interface SimIndex {
  name: "paysim";
  version: string;
  contractVersion: string;
  links: Record<"self" | "api" | "health" | "browser" | "docs", Link>;
  contracts: { name: string; title: string; version: string; operations: number; docs: string; document?: string }[];
}

/** The index for the simulator as it listens now. */
export function simIndex(d: AdminDeps): SimIndex {
  const root = d.rootUrl?.() ?? "";
  const version = String(d.info().version ?? "");
  const rendered = renderedReferences()?.references ?? [];
  return {
    name: "paysim",
    version: packageVersion(),
    contractVersion: version,
    links: {
      self: { href: `${root}/_sim`, title: "This index" },
      api: { href: `${root}/${version}`, title: `The Platform Payments API, version ${version} (HTTP Basic: a platform's client id and secret)` },
      health: { href: `${root}/_sim/health`, title: "Readiness" },
      browser: { href: `${root}/_sim/ui`, title: "The resource browser (sign in with a platform's client id and secret)" },
      docs: { href: `${root}/_sim/docs`, title: "The API reference of every contract" },
    },
    contracts: CONTRACT_REFERENCES.flatMap((ref) => {
      const r = rendered.find((x) => x.name === ref.name);
      if (!r) return [];
      return [
        {
          name: ref.name,
          title: r.title,
          version: r.version,
          operations: r.operations,
          docs: `${root}/_sim/docs/${ref.name}`,
          ...(ref.served ? { document: `${root}${ref.served}` } : {}),
        },
      ];
    }),
  };
}

const prefersHtml = (headers: Record<string, string | string[] | undefined> = {}): boolean =>
  new Negotiator({ headers }).mediaType(["application/json", "text/html"]) === "text/html";

function indexPage(x: SimIndex): string {
  const a = (href: string, text = href) => `<a href="${esc(href)}">${esc(text)}</a>`;
  // The API's base URL answers API calls (with credentials), not a browser: shown, not linked.
  const row = (k: keyof SimIndex["links"], target: string) => `<tr><th>${esc(k)}</th><td>${target}</td><td>${esc(x.links[k].title)}</td></tr>`;
  const links = [row("api", `<code>${esc(x.links.api.href)}</code>`), ...(["browser", "docs", "health"] as const).map((k) => row(k, a(x.links[k].href)))];
  const contracts = x.contracts.map(
    (c) =>
      `<tr><td>${esc(c.title)}</td><td>${esc(c.version)}</td><td>${esc(c.operations)}</td><td>${a(c.docs, "reference")}</td><td>${c.document ? a(c.document, "document") : ""}</td></tr>`,
  );
  return page(
    { title: "What this simulator serves" },
    `<h1>paysim ${esc(x.version)}</h1>
<p>A stateful simulator of the Platform Payments API (contract ${esc(x.contractVersion)}).</p>
<table><tbody>${links.join("")}</tbody></table>
<h2>Contracts</h2>
<table><thead><tr><th>Contract</th><th>Version</th><th>Operations</th><th>Reference</th><th>Document</th></tr></thead><tbody>${contracts.join("")}</tbody></table>
<p>Try the API: <code>curl -u CLIENT_ID:CLIENT_SECRET ${esc(x.links.api.href)}/config</code> with the credentials <code>paysim serve</code> printed.
The same index as JSON: <code>curl ${esc(x.links.self.href)}</code></p>`,
  );
}

export const indexAdmin: AdminHandlerMap = {
  simIndex: (c) => {
    const x = simIndex(c.deps);
    if (!prefersHtml(c.headers)) return { status: 200, body: x, headers: { vary: "Accept" } };
    const h = htmlAnswer(indexPage(x));
    return { ...h, headers: { ...h.headers, vary: "Accept" } };
  },
};
