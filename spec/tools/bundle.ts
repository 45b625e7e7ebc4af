/**
 * Pure transforms from the authored spec files to one self-contained OpenAPI document.
 * No I/O here: gen.ts reads the files and writes the results.
 */
import { escapeToken, unescapeToken } from "../../contract/json-pointer.js";
import { boundIntegers } from "../../contract/integer-range.js";

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export interface SourceFile {
  /** Path relative to spec/, used in error messages. */
  name: string;
  data: JsonObject;
}

export interface SpecSources {
  root: JsonObject;
  /** spec/paths/*.yaml: each maps path -> path item. */
  paths: SourceFile[];
  /** spec/schemas/*.yaml: each maps a components section name -> entries. */
  components: SourceFile[];
  /** spec/webhooks.yaml: maps event type -> path item. */
  webhooks?: SourceFile;
  /** spec/rules/error-codes.yaml: status -> [{code, reason}]. */
  errorCodes: Record<string, { code: string; reason: string }[]>;
  /** Request limits (spec/rules/limits.yaml and the document size) the contract states. */
  limits?: ContractLimits;
}

/** The limits stated in the contract (see applyLimits). */
export interface ContractLimits {
  maxAmount: number;
  jsonMaxBytes: number;
  multipartMaxBytes: number;
  fileMaxBytes: number;
  maxFiles: number;
}

const COMPONENT_SECTIONS = new Set([
  "schemas",
  "responses",
  "parameters",
  "examples",
  "requestBodies",
  "headers",
  "securitySchemes",
  "links",
  "callbacks",
  "pathItems",
]);

function isObject(v: unknown): v is JsonObject {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Merge `from` into `into`, refusing duplicate keys (each name is authored once). */
function mergeUnique(into: JsonObject, from: JsonObject, what: string, file: string): void {
  for (const [k, v] of Object.entries(from)) {
    if (k in into) throw new Error(`${file}: duplicate ${what} "${k}" (already defined elsewhere)`);
    into[k] = v;
  }
}

/** Write the error-code table into the `code` enum of each Error<status> schema. */
export function applyErrorCodes(schemas: JsonObject, errorCodes: SpecSources["errorCodes"]): void {
  for (const [status, entries] of Object.entries(errorCodes)) {
    const name = `Error${status}`;
    const schema = schemas[name];
    if (!isObject(schema) || !Array.isArray(schema.allOf)) throw new Error(`error-codes.yaml: no schema ${name} with allOf to fill`);
    const narrowing = schema.allOf[1];
    if (!isObject(narrowing) || !isObject(narrowing.properties) || !isObject(narrowing.properties.code)) {
      throw new Error(`${name}: second allOf entry must declare properties.code`);
    }
    const codes = entries.map((e) => e.code);
    const dup = codes.find((c, i) => codes.indexOf(c) !== i);
    if (dup) throw new Error(`error-codes.yaml: ${dup} listed twice under ${status}`);
    narrowing.properties.code.enum = codes;
    narrowing.properties.code["x-enum-descriptions"] = Object.fromEntries(entries.map((e) => [e.code, e.reason]));
  }
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const mbText = (n: number): string => `${+(n / 1024 / 1024).toFixed(2)} MB (${n} bytes)`;

/**
 * Every integer (all amounts, in the smallest unit, and every count, limit and setting)
 * gets `maximum` <= maxAmount and `minimum` >= -maxAmount (contract/integer-range.ts).
 */
export function applyAmountRange(node: Json, maxAmount: number): void {
  boundIntegers(node, maxAmount);
}

/**
 * The request limits, stated in the contract: the integer range (applyAmountRange); on every
 * request body `x-max-body-bytes` per media type (and `x-max-file-bytes`, `x-max-files` on
 * multipart), a sentence in multipart operations' descriptions, and a documented
 * 413 PAYLOAD_TOO_LARGE answer (response PayloadTooLarge, schema Error413, x-error-codes).
 */
export function applyLimits(doc: JsonObject, l: ContractLimits): void {
  const components = doc.components as JsonObject;
  applyAmountRange(components, l.maxAmount);
  applyAmountRange(doc.paths as JsonObject, l.maxAmount);
  if (doc.webhooks) applyAmountRange(doc.webhooks, l.maxAmount);
  const schemas = (components.schemas ??= {}) as JsonObject;
  schemas.Error413 ??= {
    description: "413 Payload Too Large (designed).",
    allOf: [{ $ref: "#/components/schemas/Error" }, { type: "object", properties: { code: { type: "string", enum: [] } } }],
  };
  const responses = (components.responses ??= {}) as JsonObject;
  responses.PayloadTooLarge ??= {
    description: `The body is over the operation's limit (\`x-max-body-bytes\` of its media type: JSON bodies ${mbText(l.jsonMaxBytes)}, multipart requests ${mbText(l.multipartMaxBytes)}); it was refused before being read. Designed.`,
    content: {
      "application/json": {
        schema: { $ref: "#/components/schemas/Error413" },
        example: { code: "PAYLOAD_TOO_LARGE", reason: "A JSON request body is 2000000 bytes; it is limited to 1 MB.", details: { limit: l.jsonMaxBytes } },
      },
    },
  };
  for (const item of Object.values(doc.paths as JsonObject)) {
    if (!isObject(item)) continue;
    for (const m of HTTP_METHODS) {
      const op = item[m];
      if (!isObject(op) || !isObject(op.requestBody)) continue;
      const content = isObject(op.requestBody.content) ? op.requestBody.content : {};
      let multipart = false;
      for (const [type, media] of Object.entries(content)) {
        if (!isObject(media)) continue;
        if (type.startsWith("multipart/")) {
          multipart = true;
          media["x-max-body-bytes"] = l.multipartMaxBytes;
          media["x-max-file-bytes"] = l.fileMaxBytes;
          media["x-max-files"] = l.maxFiles;
        } else media["x-max-body-bytes"] = l.jsonMaxBytes;
      }
      if (multipart && typeof op.description === "string" && !op.description.includes("Upload limits:")) {
        op.description = `${op.description.trimEnd()}\n\nUpload limits (designed): at most ${l.maxFiles} file of at most ${mbText(l.fileMaxBytes)} (a larger file is refused with 413 PAYLOAD_TOO_LARGE, \`details.field\` naming the part, as soon as its bytes pass the limit, whether or not the request declared its length); the whole request at most ${mbText(l.multipartMaxBytes)} (413 PAYLOAD_TOO_LARGE). A part cut off before its closing boundary, or a missing or wrong boundary, is 400 INVALID_INPUT. Nothing past a limit is kept.`;
      }
      const r = (op.responses ??= {}) as JsonObject;
      r["413"] ??= { $ref: "#/components/responses/PayloadTooLarge" };
      if (isObject(op["x-error-codes"])) (op["x-error-codes"] as JsonObject)["413"] ??= ["PAYLOAD_TOO_LARGE"];
    }
  }
}

/** Every local $ref in `doc`, with the JSON path where it appears. */
export function collectRefs(doc: Json, at = "#"): { ref: string; at: string }[] {
  const out: { ref: string; at: string }[] = [];
  const walk = (node: Json, path: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${path}/${i}`));
    else if (isObject(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (k === "$ref" && typeof v === "string") out.push({ ref: v, at: path });
        else walk(v, `${path}/${escapeToken(k)}`);
      }
    }
  };
  walk(doc, at);
  return out;
}

/** Resolve a local JSON pointer (`#/a/b`) in `doc`, or undefined. */
export function resolvePointer(doc: Json, ref: string): Json | undefined {
  if (!ref.startsWith("#")) return undefined;
  const parts = ref
    .slice(1)
    .split("/")
    .slice(1)
    .map((p) => unescapeToken(decodeURIComponent(p)));
  let node: Json | undefined = doc;
  for (const p of parts) {
    if (Array.isArray(node)) node = node[Number(p)];
    else if (isObject(node)) node = node[p];
    else return undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * Keys with a space and a null value: the trace of an unquoted comma inside a YAML flow
 * mapping (`{ description: a, b }` parses as an extra key "b").
 */
export function strayFlowKeys(doc: Json, at = "#"): string[] {
  const out: string[] = [];
  const walk = (node: Json, path: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${path}/${i}`));
    else if (isObject(node)) {
      for (const [k, v] of Object.entries(node)) {
        if (v === null && k.includes(" ")) out.push(`${path}/${k}`);
        else walk(v, `${path}/${k}`);
      }
    }
  };
  walk(doc, at);
  return out;
}

/** Refs that are not local or do not resolve. */
export function unresolvedRefs(doc: Json): { ref: string; at: string }[] {
  return collectRefs(doc).filter((r) => resolvePointer(doc, r.ref) === undefined);
}

/** Merge the sources into one OpenAPI document. Throws on duplicates or dangling refs. */
export function bundle(src: SpecSources, opts: { lenientRefs?: boolean } = {}): JsonObject {
  const doc = structuredClone(src.root);
  const paths: JsonObject = {};
  for (const f of src.paths) {
    for (const [p, item] of Object.entries(f.data)) {
      if (!p.startsWith("/")) throw new Error(`${f.name}: top-level key "${p}" is not a path`);
      if (!isObject(item)) throw new Error(`${f.name}: ${p} is not a path item`);
    }
    mergeUnique(paths, f.data, "path", f.name);
  }
  doc.paths = paths;
  const components: JsonObject = isObject(doc.components) ? doc.components : {};
  for (const f of src.components) {
    for (const [section, entries] of Object.entries(f.data)) {
      if (!COMPONENT_SECTIONS.has(section)) throw new Error(`${f.name}: "${section}" is not a components section`);
      if (!isObject(entries)) throw new Error(`${f.name}: ${section} must be a map`);
      const target = isObject(components[section]) ? (components[section] as JsonObject) : (components[section] = {});
      mergeUnique(target, entries, `components.${section} entry`, f.name);
    }
  }
  doc.components = components;
  if (src.webhooks) doc.webhooks = structuredClone(src.webhooks.data);
  if (src.limits) applyLimits(doc, src.limits);
  applyErrorCodes(components.schemas as JsonObject, src.errorCodes);
  addForbiddenResponses(doc);
  const stray = strayFlowKeys(doc);
  if (stray.length) throw new Error(`unquoted comma in a YAML flow mapping (quote the text):\n${stray.map((s) => `  ${s}`).join("\n")}`);
  const dangling = unresolvedRefs(doc);
  if (dangling.length && !opts.lenientRefs) {
    throw new Error(
      `unresolved $ref:\n${dangling
        .slice(0, 30)
        .map((d) => `  ${d.ref} at ${d.at}`)
        .join("\n")}${dangling.length > 30 ? `\n  ... ${dangling.length - 30} more` : ""}`,
    );
  }
  return sortComponents(doc);
}

/**
 * API tokens authenticate like the platform's credentials but are limited to their
 * permissions: every HTTP Basic operation may answer 403 (`components.responses.Forbidden`,
 * codes of `Error403`). Added here once rather than authored on each operation.
 */
export function addForbiddenResponses(doc: JsonObject): void {
  const responses = isObject(doc.components) && isObject(doc.components.responses) ? doc.components.responses : undefined;
  if (!responses || !("Forbidden" in responses) || !isObject(doc.paths)) return;
  const rootBasic = JSON.stringify(doc.security ?? []).includes("BasicAuth");
  for (const item of Object.values(doc.paths)) {
    if (!isObject(item)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!["get", "put", "post", "delete", "patch"].includes(method) || !isObject(op) || !isObject(op.responses)) continue;
      const basic = op.security === undefined ? rootBasic : JSON.stringify(op.security).includes("BasicAuth");
      if (!basic || "403" in op.responses) continue;
      op.responses["403"] = { $ref: "#/components/responses/Forbidden" };
      if (isObject(op["x-error-codes"])) op["x-error-codes"]["403"] = ["FORBIDDEN"];
    }
  }
}

/** Sort component entries by name so the output is stable whatever the file order. */
function sortComponents(doc: JsonObject): JsonObject {
  const c = doc.components as JsonObject;
  for (const [section, entries] of Object.entries(c)) {
    if (isObject(entries)) c[section] = Object.fromEntries(Object.entries(entries).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return doc;
}
