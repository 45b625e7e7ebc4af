/**
 * The contracts rendered as browsable API reference pages: `npm run gen` renders each one
 * (spec/tools/api-reference.ts) into generated/docs/<name>.html, and the simulator serves
 * them at /_sim/docs/<name> (simulator/admin/docs.ts). Adding a contract is one entry in
 * CONTRACT_REFERENCES, then `npm run gen`.
 */
import { readFileSync } from "node:fs";
import { repoPath } from "./paths.js";

export interface ContractReference {
  /** The page's name: /_sim/docs/<name>, generated/docs/<name>.html. */
  name: string;
  /** The document, relative to the package root. */
  source: string;
  /** Where the simulator serves the document itself (absent: it does not). */
  served?: string;
}

/** The one list of rendered contracts, in the order they are listed. */
export const CONTRACT_REFERENCES: readonly ContractReference[] = [
  { name: "api", source: "generated/openapi.json", served: "/_sim/contracts/api.json" },
  { name: "admin", source: "spec/admin/openapi.yaml", served: "/_sim/contracts/admin.json" },
  { name: "control", source: "spec/control/openapi.yaml", served: "/_sim/contracts/control.json" },
];

/** Where the rendered pages, the renderer's script and the manifest live. */
export const REFERENCE_DIR = repoPath("generated", "docs");
export const REFERENCE_MANIFEST = "manifest.json";
/** The path the pages load the renderer's script from (served by the simulator, never a CDN). */
export const REFERENCE_SCRIPT_PATH = "/_sim/docs/assets/redoc.standalone.js";

/** One rendered page, as generated/docs/manifest.json records it. */
export interface RenderedReference {
  name: string;
  /** The document's info.title and info.version. */
  title: string;
  version: string;
  source: string;
  served?: string;
  /** Operations the document describes. */
  operations: number;
  /** The page file under generated/docs/, and the SHA-256 of its bytes. */
  file: string;
  sha256: string;
  /** SHA-256 of everything the page is made from: the document, the renderer and its script, the template and options. */
  inputs: string;
}

export interface ReferenceManifest {
  /** The renderer, e.g. "@redocly/cli 2.77.0 build-docs". */
  renderer: string;
  /** The renderer's script the pages load, under generated/docs/, with its SHA-256. */
  script: { file: string; sha256: string };
  references: RenderedReference[];
}

/** generated/docs/manifest.json, or undefined when `npm run gen` has not written it. */
export function readReferenceManifest(): ReferenceManifest | undefined {
  try {
    return JSON.parse(readFileSync(`${REFERENCE_DIR}/${REFERENCE_MANIFEST}`, "utf8")) as ReferenceManifest;
  } catch {
    return undefined;
  }
}
