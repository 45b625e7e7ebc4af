/**
 * The contract a simulator serves, parsed and compiled: its JSON text, its document, its
 * schema registry (ajv validators, compiled on first use or by warming) and its route table.
 *
 * The bundled contract's is made once per process and shared by every simulator of the
 * process that serves it. It holds only functions of the document (validators, the route
 * tree), never a request's, a platform's or a clock's state, so a second simulator of the
 * process (a test suite starting one per file, a harness starting one per case) starts with
 * the validators the first compiled instead of compiling them all again. A document or a spec
 * path of the caller's gets a compiled contract of its own.
 */
import { readFileSync } from "node:fs";
import type { SchemaNode } from "../../contract/schema-node.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";
import { bundledSpecText } from "../../contract/spec.js";
import { RouteTable } from "./routes.js";

export interface CompiledContract {
  json: string;
  doc: Record<string, SchemaNode>;
  registry: SchemaRegistry;
  routes: RouteTable;
}

let bundled: CompiledContract | undefined;

function compile(json: string, doc: Record<string, SchemaNode> = JSON.parse(json)): CompiledContract {
  return { json, doc, registry: new SchemaRegistry(doc), routes: new RouteTable(doc) };
}

/** The compiled contract for a simulator's options: the caller's document or spec file, else the bundled one (shared). */
export function compiledContract(o: { doc?: Record<string, SchemaNode>; specPath?: string }): CompiledContract {
  if (o.doc) return compile(JSON.stringify(o.doc), o.doc);
  if (o.specPath) return compile(readFileSync(o.specPath, "utf8"));
  return (bundled ??= compile(bundledSpecText()));
}
