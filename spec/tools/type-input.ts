/**
 * The document as openapi-typescript is given it for generated/api.d.ts. Pure: returns a
 * rewritten copy; generated/openapi.json (the validation schema) keeps the authored document.
 *
 * A schema with `properties` and an `anyOf` / `oneOf` whose branches are bare `required`
 * lists (`anyOf: [{required: [a]}, {required: [b]}]`: at least one of `a`, `b`) means
 * "these properties, and a or b present". openapi-typescript renders each bare branch as
 * `unknown` and joins an `anyOf` to the properties with `|`, so the whole type collapses to
 * `unknown`. Here each such branch becomes an object with those properties required (their
 * schemas taken from the parent's `properties`), and such an `anyOf` moves into `allOf`
 * (the same constraint in JSON Schema), which openapi-typescript intersects:
 * `{ a?: A; b?: B } & ({ a: A } | { b: B })`.
 */
import type { Json, JsonObject } from "./bundle.js";

/** Keywords a bare branch may carry beside `required`: annotations, no constraint. */
const ANNOTATIONS = new Set(["title", "description", "$comment"]);
/** Annotations left off the property schemas copied into a branch (the parent's property documents them). */
const PROPERTY_ANNOTATIONS = new Set(["description", "example", "examples", "title", "$comment"]);

function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** A branch that only requires properties: `{ required: [a, b] }` (plus annotations). */
export function isBareRequired(branch: Json): branch is JsonObject & { required: string[] } {
  if (!isObject(branch)) return false;
  const req = branch.required;
  if (!Array.isArray(req) || req.length === 0 || !req.every((r) => typeof r === "string")) return false;
  return Object.keys(branch).every((k) => k === "required" || ANNOTATIONS.has(k));
}

function propertySchema(properties: JsonObject, name: string): Json {
  const p = properties[name];
  if (!isObject(p)) return p ?? {};
  return Object.fromEntries(Object.entries(p).filter(([k]) => !PROPERTY_ANNOTATIONS.has(k)));
}

/** `{ required: [a] }` of a schema with `properties` -> `{ type: object, required: [a], properties: { a: <a's schema> } }`. */
export function branchAsObject(branch: JsonObject & { required: string[] }, properties: JsonObject): JsonObject {
  return {
    ...branch,
    type: "object",
    properties: Object.fromEntries(branch.required.map((name) => [name, propertySchema(properties, name)])),
  };
}

/** The rewrite of one schema node (not of its children); the node itself when it has no such composition. */
function rewriteSchema(node: JsonObject): JsonObject {
  const properties = node.properties;
  if (!isObject(properties)) return node;
  let out = node;
  for (const key of ["oneOf", "anyOf"] as const) {
    const branches = out[key];
    if (!Array.isArray(branches) || branches.length === 0 || !branches.every(isBareRequired)) continue;
    const objects = branches.map((b) => branchAsObject(b as JsonObject & { required: string[] }, properties));
    if (key === "oneOf") {
      out = { ...out, oneOf: objects };
    } else {
      const { anyOf: _anyOf, ...rest } = out;
      const allOf = Array.isArray(rest.allOf) ? rest.allOf : [];
      out = { ...rest, allOf: [...allOf, { anyOf: objects }] };
    }
  }
  return out;
}

function walk(node: Json): Json {
  if (Array.isArray(node)) return node.map(walk);
  if (!isObject(node)) return node;
  const children = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  return rewriteSchema(children);
}

/** The document openapi-typescript types: every such `anyOf` / `oneOf` of bare `required` lists rewritten (see above). */
export function typeInput(doc: JsonObject): JsonObject {
  return walk(doc) as JsonObject;
}
