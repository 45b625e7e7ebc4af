/**
 * The conformance control contract (spec/control/openapi.yaml): the optional calls a
 * conformance run may use beyond the public API. Read once; `controlSpec()` returns the
 * shared parsed document (read-only), `controlRegistry()` a schema registry over it that
 * judges a control answer.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { repoPath } from "./paths.js";
import { SchemaRegistry } from "./schema-registry.js";

export const CONTROL_SPEC_PATH = repoPath("spec", "control", "openapi.yaml");

let doc: Record<string, unknown> | undefined;
let registry: SchemaRegistry | undefined;

/** The control contract, parsed once (read-only). */
export function controlSpec(): Record<string, unknown> {
  doc ??= parse(readFileSync(CONTROL_SPEC_PATH, "utf8")) as Record<string, unknown>;
  return doc;
}

/** A schema registry over the control contract, compiled once. */
export function controlRegistry(): SchemaRegistry {
  registry ??= new SchemaRegistry(controlSpec());
  return registry;
}
