/**
 * Where an operation's JSON body takes arrays, integers and URLs, read from its schema
 * (following $ref, allOf and every oneOf/anyOf branch, a few levels deep), so the hostile
 * generator can aim at them: huge arrays of bad items into array fields, overflowing
 * literals into integer fields, script URLs into URL fields. Paths are property names from
 * the body's root (an array's items as 0).
 */

export type FieldPath = (string | number)[];

export interface BodyFields {
  arrays: FieldPath[];
  integers: FieldPath[];
  urls: FieldPath[];
}

const MAX_DEPTH = 4;
const URL_NAME = /(uri|url|endpoint|website|link)$/i;

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => typeof v === "object" && v !== null && !Array.isArray(v);

function resolve(doc: Schema, s: unknown): Schema | undefined {
  let node = s;
  for (let i = 0; isSchema(node) && typeof node.$ref === "string" && i < 20; i++) {
    const parts = node.$ref.replace(/^#\//, "").split("/");
    node = parts.reduce<unknown>((o, k) => (isSchema(o) ? o[k.replace(/~1/g, "/").replace(/~0/g, "~")] : undefined), doc);
  }
  return isSchema(node) ? node : undefined;
}

const typeOf = (s: Schema): string[] => (Array.isArray(s.type) ? (s.type as string[]) : typeof s.type === "string" ? [s.type] : []);

/** The array, integer and URL fields of a body schema (deduplicated by path). */
export function bodyFields(doc: Schema, schema: unknown): BodyFields {
  const out: BodyFields = { arrays: [], integers: [], urls: [] };
  const seen = new Set<string>();
  const add = (list: FieldPath[], kind: string, path: FieldPath) => {
    const key = `${kind} ${path.join("/")}`;
    if (!seen.has(key) && path.length) {
      seen.add(key);
      list.push(path);
    }
  };
  const stack: { s: unknown; path: FieldPath; depth: number; name: string }[] = [{ s: schema, path: [], depth: 0, name: "" }];
  while (stack.length) {
    const { s, path, depth, name } = stack.pop()!;
    const node = resolve(doc, s);
    if (!node || depth > MAX_DEPTH) continue;
    const types = typeOf(node);
    if (types.includes("array")) add(out.arrays, "array", path);
    if (types.includes("integer")) add(out.integers, "integer", path);
    if (types.includes("string") && (node.format === "uri" || URL_NAME.test(name))) add(out.urls, "url", path);
    for (const kw of ["allOf", "oneOf", "anyOf"]) {
      const parts = node[kw];
      if (Array.isArray(parts)) for (const p of parts) stack.push({ s: p, path, depth: depth + 1, name });
    }
    if (isSchema(node.properties)) for (const [k, v] of Object.entries(node.properties)) stack.push({ s: v, path: [...path, k], depth: depth + 1, name: k });
    if (node.items !== undefined) stack.push({ s: node.items, path: [...path, 0], depth: depth + 1, name });
  }
  return out;
}

/** A deep copy of `body` (an object, or {} when it is not one) with `value` set at `path`, creating what is missing on the way. */
export function setPath(body: unknown, path: FieldPath, value: unknown): unknown {
  const root: Record<string | number, unknown> = isSchema(body) ? structuredClone(body) : {};
  let node: Record<string | number, unknown> = root;
  for (let i = 0; i < path.length - 1; i++) {
    const k = path[i];
    const next = node[k];
    if (typeof next !== "object" || next === null) node[k] = typeof path[i + 1] === "number" ? [] : {};
    node = node[k] as Record<string | number, unknown>;
  }
  node[path[path.length - 1]] = value;
  return root;
}
