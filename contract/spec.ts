/**
 * The bundled OpenAPI document (generated/openapi.json, written by `npm run gen`), read
 * once. `bundledSpec()` returns the shared parsed object: treat it as read-only
 * (structuredClone it before changing anything).
 */
import { readFileSync } from "node:fs";
import { repoPath } from "./paths.js";
import { SchemaRegistry } from "./schema-registry.js";

export const BUNDLED_SPEC_PATH = repoPath("generated", "openapi.json");
export const ADMIN_SPEC_PATH = repoPath("spec", "admin", "openapi.yaml");

let text: string | undefined;
let doc: ReturnType<typeof bundledSpec> | undefined;

/** The bundled document as text (what `/_sim/contracts/api.json` serves). */
export function bundledSpecText(): string {
  if (text === undefined) {
    try {
      text = readFileSync(BUNDLED_SPEC_PATH, "utf8");
    } catch {
      throw new Error(`${BUNDLED_SPEC_PATH} not found: run \`npm run gen\``);
    }
  }
  return text;
}

/** The bundled document, parsed once (read-only). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
export function bundledSpec(): Record<string, any> {
  doc ??= JSON.parse(bundledSpecText()) as ReturnType<typeof bundledSpec>;
  return doc;
}

let registry: SchemaRegistry | undefined;

/** A schema registry over the bundled document, compiled once and shared. */
export function bundledRegistry(): SchemaRegistry {
  registry ??= new SchemaRegistry(bundledSpec());
  return registry;
}
