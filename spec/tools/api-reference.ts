/**
 * The API reference pages (`npm run gen`; checked by `npm run gen:check`): each contract of
 * contract/references.ts rendered by Redocly's `build-docs` (@redocly/cli, Redoc 3) into one
 * prerendered HTML page, generated/docs/<name>.html, that the simulator serves at
 * /_sim/docs/<name>. The pages use hash routing (`#/customers/createcustomer`, so they work
 * at any path) and load the renderer's script from the simulator
 * (/_sim/docs/assets/redoc.standalone.js, a copy of the bundle build-docs ships) instead of
 * Redocly's CDN; telemetry is off. Nothing on the page reaches the network.
 *
 * The renderer is reproducible (the same inputs give the same bytes, checked by
 * test/spec/api-reference.test.ts, which renders a page again), so the manifest records, per
 * page, the SHA-256 of its inputs (document, renderer version, script, template, options)
 * and of its bytes: `npm run gen` renders only the pages whose inputs changed, and
 * `npm run gen:check` compares hashes without rendering (a few milliseconds, not seconds).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parse } from "yaml";
import { repoPath } from "../../contract/paths.js";
import { escapeHtml } from "../../contract/html.js";
import {
  CONTRACT_REFERENCES,
  REFERENCE_DIR,
  REFERENCE_MANIFEST,
  REFERENCE_SCRIPT_PATH,
  type ContractReference,
  readReferenceManifest,
  type ReferenceManifest,
  type RenderedReference,
} from "../../contract/references.js";

const sha256 = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");

/** Options passed to build-docs: hash routing (any mount path works), and Redoc's own settings. */
const BUILD_OPTIONS = ["--openapi.router=hash", "--openapi.hideLoading=true"];

interface Renderer {
  version: string;
  /** bin/cli.js of @redocly/cli. */
  cli: string;
  /** The Redoc bundle build-docs inlines or loads from its CDN. */
  script: string;
  scriptSha256: string;
}

let renderer: Renderer | undefined;

function rendererInfo(): Renderer {
  if (renderer) return renderer;
  const pkgPath = createRequire(import.meta.url).resolve("@redocly/cli/package.json");
  const root = dirname(pkgPath);
  const version = String((JSON.parse(readFileSync(pkgPath, "utf8")) as { version: string }).version);
  const script = join(root, "lib", "chunks", "redoc.standalone.js");
  if (!existsSync(script)) throw new Error(`@redocly/cli ${version} has no ${script}: the API reference pages need its Redoc bundle`);
  renderer = { version, cli: join(root, "bin", "cli.js"), script, scriptSha256: sha256(readFileSync(script)) };
  return renderer;
}

/** The parts of an OpenAPI document a page's manifest entry reads. */
interface Doc {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, unknown> | null>;
}

const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];
const operationsOf = (doc: Doc): number =>
  Object.values(doc.paths ?? {}).reduce((n, item) => n + Object.keys(item ?? {}).filter((k) => METHODS.includes(k)).length, 0);

const isJson = (text: string) => /^\s*[{[]/.test(text);
/** A document, JSON or YAML (JSON.parse for JSON: the yaml parser takes seconds over the bundled contract). */
const parseDoc = (text: string): Doc => (isJson(text) ? JSON.parse(text) : parse(text, { maxAliasCount: -1 })) as Doc;

/** A contract's document text (an override, e.g. the openapi.json gen has just built, else the file). */
function sourceText(ref: ContractReference, overrides: Record<string, string>): string {
  if (ref.source in overrides) return overrides[ref.source];
  const path = repoPath(ref.source);
  if (!existsSync(path)) throw new Error(`${ref.source} (the ${ref.name} reference's contract) does not exist`);
  return readFileSync(path, "utf8");
}

/** The page frame given to build-docs (a Handlebars template): the renderer's head and body, and a small bar of links back to the simulator. */
function template(): string {
  const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`;
  const nav = [link("/_sim", "paysim"), link("/_sim/docs", "All API references"), link("/_sim/ui", "Resource browser")].join(" · ");
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>{{title}}</title>
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <style>
    body { padding: 0; margin: 0; }
    #paysim-bar { position: fixed; z-index: 1000; right: 12px; bottom: 12px; padding: 6px 12px; border-radius: 16px;
      font: 13px/1.4 system-ui, sans-serif; background: #1d2b3a; color: #fff; opacity: 0.92; }
    #paysim-bar a { color: #fff; }
  </style>
  {{{redocHead}}}
</head>
<body>
  <nav id="paysim-bar" aria-label="paysim">${nav}</nav>
  {{{redocHTML}}}
</body>
</html>
`;
}

/** Every contract's document, parsed once per run. */
function documents(overrides: Record<string, string>): Map<string, { text: string; doc: Doc }> {
  return new Map(
    CONTRACT_REFERENCES.map((ref) => {
      const text = sourceText(ref, overrides);
      return [ref.name, { text, doc: parseDoc(text) }];
    }),
  );
}

/** What a page is made from, hashed: a change to any of them makes the page stale. */
function inputsOf(text: string, frame: string): string {
  const r = rendererInfo();
  return sha256(
    JSON.stringify({ renderer: r.version, script: r.scriptSha256, options: BUILD_OPTIONS, frame, scriptPath: REFERENCE_SCRIPT_PATH, source: sha256(text) }),
  );
}

function pageTitle(doc: Doc): string {
  return `${doc.info?.title ?? "API"} ${doc.info?.version ?? ""} · paysim API reference`.replace(/\s+/g, " ");
}

/**
 * Render one contract with build-docs (run as its own process, as a user runs it) and point
 * the page at the simulator's copy of the script. Returns the page's HTML.
 */
export async function renderReference(ref: ContractReference, overrides: Record<string, string> = {}): Promise<string> {
  const text = sourceText(ref, overrides);
  const doc = parseDoc(text);
  const r = rendererInfo();
  const work = mkdtempSync(join(tmpdir(), "paysim-reference-"));
  try {
    const ext = isJson(text) ? "json" : "yaml";
    const input = join(work, `${ref.name}.${ext}`);
    const out = join(work, `${ref.name}.html`);
    const frame = join(work, "frame.hbs");
    writeFileSync(input, text);
    writeFileSync(frame, template());
    const args = [r.cli, "build-docs", input, "-o", out, "--template", frame, "--title", pageTitle(doc), ...BUILD_OPTIONS];
    // In the work folder (no redocly.yaml of ours is picked up), without telemetry or update checks.
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" };
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve, reject) => {
      const child = spawn(process.execPath, args, { cwd: work, env, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (d) => (output += d));
      child.stderr.on("data", (d) => (output += d));
      child.on("error", reject);
      child.on("close", (c) => resolve({ code: c, output }));
    });
    if (code !== 0 || !existsSync(out)) throw new Error(`build-docs failed for ${ref.source} (exit ${code}):\n${output.trim()}`);
    return pointAtSimulator(readFileSync(out, "utf8"), r.version);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** build-docs loads its script from Redocly's CDN (a modulepreload link and an import): both go to the simulator's copy, the same bytes (the integrity hash holds). */
function pointAtSimulator(html: string, version: string): string {
  const cdn = /https:\/\/cdn\.redocly\.com\/redoc\/v[\w.-]+\/bundles\/redoc\.standalone\.js/g;
  const found = html.match(cdn) ?? [];
  if (found.length !== 2)
    throw new Error(
      `@redocly/cli ${version} build-docs no longer loads its script from one CDN URL (found ${found.length}): spec/tools/api-reference.ts must learn its new output`,
    );
  const local = html.replace(cdn, REFERENCE_SCRIPT_PATH);
  if (/(src|href)="https?:\/\/(?!redocly\.com\/redoc\/")/.test(local.slice(0, local.indexOf('<div id="redoc">'))))
    throw new Error("a rendered page loads something from another origin");
  return local;
}

/** The manifest entry of a page rendered (or kept). */
function entry(ref: ContractReference, doc: Doc, html: string, inputs: string): RenderedReference {
  return {
    name: ref.name,
    title: String(doc.info?.title ?? ref.name),
    version: String(doc.info?.version ?? ""),
    source: ref.source,
    ...(ref.served ? { served: ref.served } : {}),
    operations: operationsOf(doc),
    file: `${ref.name}.html`,
    sha256: sha256(html),
    inputs,
  };
}

const fileSha = (name: string): string | undefined => {
  const p = join(REFERENCE_DIR, name);
  return existsSync(p) ? sha256(readFileSync(p)) : undefined;
};

/**
 * `npm run gen`: render every page whose inputs changed (in parallel), copy the script, write
 * the manifest. Returns one line per page for the console.
 */
export async function updateReferences(overrides: Record<string, string> = {}): Promise<string[]> {
  const r = rendererInfo();
  const old = readReferenceManifest();
  const docs = documents(overrides);
  mkdirSync(REFERENCE_DIR, { recursive: true });
  const entries = await Promise.all(
    CONTRACT_REFERENCES.map(async (ref) => {
      const { text, doc } = docs.get(ref.name)!;
      const inputs = inputsOf(text, template());
      const kept = old?.references.find((e) => e.name === ref.name);
      if (kept && kept.inputs === inputs && fileSha(kept.file) === kept.sha256)
        return { e: { ...kept, ...entry(ref, doc, "", inputs), sha256: kept.sha256 }, rendered: false };
      const html = await renderReference(ref, overrides);
      writeFileSync(join(REFERENCE_DIR, `${ref.name}.html`), html);
      return { e: entry(ref, doc, html, inputs), rendered: true };
    }),
  );
  // Pages of contracts no longer listed go.
  for (const e of old?.references ?? []) if (!CONTRACT_REFERENCES.some((ref) => ref.name === e.name)) rmSync(join(REFERENCE_DIR, e.file), { force: true });
  const script = "redoc.standalone.js";
  if (fileSha(script) !== r.scriptSha256) copyFileSync(r.script, join(REFERENCE_DIR, script));
  const manifest: ReferenceManifest = {
    renderer: `@redocly/cli ${r.version} build-docs`,
    script: { file: script, sha256: r.scriptSha256 },
    references: entries.map((x) => x.e),
  };
  writeFileSync(join(REFERENCE_DIR, REFERENCE_MANIFEST), JSON.stringify(manifest, null, 2) + "\n");
  return entries.map(({ e, rendered }) => `${rendered ? "rendered" : "kept"} generated/docs/${e.file} (${e.title} ${e.version}, ${e.operations} operations)`);
}

/** `npm run gen:check`: what is stale under generated/docs/ (empty when up to date), without rendering. */
export function staleReferences(overrides: Record<string, string> = {}): string[] {
  const r = rendererInfo();
  const m = readReferenceManifest();
  if (!m) return [`generated/docs/${REFERENCE_MANIFEST} is missing`];
  const stale: string[] = [];
  const docs = documents(overrides);
  if (m.script.sha256 !== r.scriptSha256 || fileSha(m.script.file) !== r.scriptSha256) stale.push(`generated/docs/${m.script.file}`);
  for (const ref of CONTRACT_REFERENCES) {
    const e = m.references.find((x) => x.name === ref.name);
    const { text, doc } = docs.get(ref.name)!;
    const expected = e && { ...entry(ref, doc, "", inputsOf(text, template())), sha256: e.sha256 };
    if (!e || JSON.stringify(e) !== JSON.stringify(expected) || fileSha(e.file) !== e.sha256) stale.push(`generated/docs/${ref.name}.html`);
  }
  for (const e of m.references) if (!CONTRACT_REFERENCES.some((ref) => ref.name === e.name)) stale.push(`generated/docs/${e.file} (no longer listed)`);
  return stale;
}
