/**
 * GET /_sim (the index of what the simulator serves: JSON by default, HTML when the client
 * prefers it) and the API reference under /_sim/docs (the pages `npm run gen` rendered, the
 * renderer's script, a page listing them), over HTTP: shapes from spec/admin/openapi.yaml,
 * absolute links to the listening address, content negotiation by Accept and q-values,
 * ETags and 304, a Content-Security-Policy that keeps the pages on the simulator, 404s
 * that name what exists, and the resource browser's sign-in page saying where the
 * credentials are.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { adminContract } from "../../simulator/admin/spec.js";
import { repoPath } from "../../contract/paths.js";
import { CONTRACT_REFERENCES, REFERENCE_DIR, REFERENCE_SCRIPT_PATH, readReferenceManifest } from "../../contract/references.js";

let s: StartedSimulator;

beforeAll(async () => {
  s = await startSimulator();
});
afterAll(() => s?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(s.rootUrl + path, { headers });

describe("GET /_sim", () => {
  it("answers the index as JSON by default, valid against SimIndex, with absolute links to where it listens", async () => {
    const r = await s.admin("GET", "/_sim");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(adminContract().registry.check("#/components/schemas/SimIndex", r.body)).toBeNull();
    const pkg = JSON.parse(readFileSync(repoPath("package.json"), "utf8"));
    expect([r.body.name, r.body.version, r.body.contractVersion]).toEqual(["paysim", pkg.version, "2025-10-13"]);
    expect(r.body.links.api.href).toBe(s.baseUrl);
    expect(r.body.links.self.href).toBe(`${s.rootUrl}/_sim`);
    for (const k of ["health", "browser", "docs"]) expect(r.body.links[k].href.startsWith(`${s.rootUrl}/_sim/`), k).toBe(true);
    expect(r.body.contracts.map((c: any) => c.name)).toEqual(CONTRACT_REFERENCES.map((c) => c.name));
    expect(r.body.contracts[0]).toMatchObject({
      name: "api",
      version: "2025-10-13",
      operations: 160,
      docs: `${s.rootUrl}/_sim/docs/api`,
      document: `${s.rootUrl}/_sim/contracts/api.json`,
    });
    // The same answer at /_sim/ (trailing slash).
    expect((await s.admin("GET", "/_sim/")).body).toEqual(r.body);
  });

  it("follows its own links: each one answers", async () => {
    const r = await s.admin("GET", "/_sim");
    for (const l of [
      r.body.links.self,
      r.body.links.health,
      r.body.links.docs,
      ...r.body.contracts.flatMap((c: any) => [{ href: c.docs }, ...(c.document ? [{ href: c.document }] : [])]),
    ])
      expect((await fetch(l.href)).status, l.href).toBe(200);
    expect((await fetch(r.body.links.browser.href, { redirect: "manual" })).status).toBe(303); // to the sign-in page
    const auth = "Basic " + Buffer.from(`${(await s.createPlatform()).clientId}:x`).toString("base64");
    expect((await fetch(`${r.body.links.api.href}/config`, { headers: { authorization: auth } })).status).toBe(401); // the API, asking for credentials
  });

  it("answers HTML when the Accept header prefers text/html, JSON when it prefers JSON or accepts anything", async () => {
    const browser = await get("/_sim", { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" });
    expect(browser.headers.get("content-type")).toMatch(/^text\/html/);
    expect(browser.headers.get("vary")).toBe("Accept");
    const html = await browser.text();
    expect(html).toContain(`<code>${s.baseUrl}</code>`);
    for (const href of [
      "/_sim/ui",
      "/_sim/docs",
      "/_sim/health",
      "/_sim/docs/api",
      "/_sim/docs/admin",
      "/_sim/docs/control",
      "/_sim/contracts/api.json",
      "/_sim/contracts/control.json",
    ])
      expect(html).toContain(`href="${s.rootUrl}${href}"`);
    for (const accept of ["*/*", "application/json", "application/json, text/html;q=0.5", "text/html;q=0.1, application/*"])
      expect((await get("/_sim", { accept })).headers.get("content-type"), accept).toMatch(/^application\/json/);
  });

  it("is described in the admin contract, without credentials", () => {
    const op = adminContract().routes.match("GET", "/_sim").op;
    expect(op?.operationId).toBe("simIndex");
    expect(op?.security ?? []).not.toContain("BasicAuth");
  });
});

describe("/_sim/docs", () => {
  const m = readReferenceManifest()!;

  it("lists every rendered contract with its version and size, linked to its page", async () => {
    const r = await get("/_sim/docs");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await r.text();
    for (const ref of m.references) {
      expect(html).toContain(`<a href="/_sim/docs/${ref.name}">${ref.title}</a>`);
      expect(html).toContain(`<td>${ref.operations}</td>`);
    }
  });

  it("serves each page as rendered, with its ETag, a 304 for a current copy, and a policy that keeps it on the simulator", async () => {
    for (const ref of m.references) {
      const r = await get(`/_sim/docs/${ref.name}`);
      expect(r.status).toBe(200);
      const body = await r.text();
      expect(body).toBe(readFileSync(join(REFERENCE_DIR, ref.file), "utf8"));
      expect(body).toContain(`import { hydrate } from "${REFERENCE_SCRIPT_PATH}"`);
      expect(r.headers.get("etag")).toBe(`"${ref.sha256}"`);
      expect(r.headers.get("content-security-policy")).toMatch(/default-src 'self';.*script-src 'self' 'unsafe-inline';.*connect-src 'self' blob:/);
      const again = await get(`/_sim/docs/${ref.name}`, { "if-none-match": `W/"x", "${ref.sha256}"` });
      expect([again.status, await again.text()]).toEqual([304, ""]);
      expect((await get(`/_sim/docs/${ref.name}`, { "if-none-match": `"stale"` })).status).toBe(200);
    }
  });

  it("serves the renderer's script the pages load, the same bytes as generated/docs/", async () => {
    const r = await get(REFERENCE_SCRIPT_PATH);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(r.headers.get("etag")).toBe(`"${m.script.sha256}"`);
    expect(await r.text()).toBe(readFileSync(join(REFERENCE_DIR, m.script.file), "utf8"));
    expect((await get(REFERENCE_SCRIPT_PATH, { "if-none-match": `"${m.script.sha256}"` })).status).toBe(304);
  });

  it("answers 404 naming the pages for an unknown page or asset, and 404 for another method", async () => {
    const r = await s.admin("GET", "/_sim/docs/nope");
    expect([r.status, r.body.code]).toEqual([404, "NOT_FOUND"]);
    expect(r.body.reason).toContain(CONTRACT_REFERENCES.map((c) => c.name).join(", "));
    expect((await s.admin("GET", "/_sim/docs/assets/manifest.json")).status).toBe(404);
    expect((await s.admin("GET", "/_sim/docs/assets/..%2Fapi.html")).status).toBe(404);
    expect((await s.admin("POST", "/_sim/docs/api")).status).toBe(404);
  });
});

describe("the resource browser links the reference and says where the credentials are", () => {
  it("its sign-in page names where paysim serve printed them and the flags that set them", async () => {
    const html = await (await get("/_sim/ui/login")).text();
    expect(html).toContain("Where are the credentials?");
    for (const t of [
      "paysim serve",
      "sandbox_client_id",
      "sandbox_client_secret",
      "--client-id",
      "--client-secret",
      "PAYSIM_CLIENT_ID",
      "POST /_sim/platforms",
    ])
      expect(html).toContain(t);
    expect(html).toContain('<a href="/_sim/docs">API reference</a>');
  });

  it("its pages link the reference and the index", async () => {
    const p = await s.createPlatform();
    const html = await (await get("/_sim/ui/", { authorization: p.auth })).text();
    expect(html).toContain('<a href="/_sim/docs">API reference</a>');
    expect(html).toContain('<a href="/_sim">Index</a>');
  });
});
