/**
 * Request validation compiled once per operation at start: one ajv validator per
 * parameter location (path, query, header) and one per body media type. Query and
 * header strings are coerced to the declared types before validation. Errors become
 * one FieldError per field (field-errors.ts), all at once, as 400 INVALID_INPUT.
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import type { ValidateFunction } from "ajv";
import { DOC_ID, type SchemaRegistry } from "../../contract/schema-registry.js";
import { ApiError, type FieldError, type FieldErrorList } from "../errors/api-error.js";
import { fieldErrorsFor, pointerToField, dedupe } from "./field-errors.js";
import { resolveRef, type CompiledOperation, type ParamSpec } from "./routes.js";
import { stripFields, unknownFields } from "./unknown-fields.js";
export { stripFields };

type Loc = "path" | "query" | "header";

interface LocValidator {
  validate: ValidateFunction;
  params: { spec: ParamSpec; type: string | undefined; itemType: string | undefined }[];
}

export interface OperationValidators {
  path?: LocValidator;
  query?: LocValidator;
  header?: LocValidator;
  /** multipart: the schema's file properties (format binary / contentMediaType), not validated as fields. */
  multipartFiles?: Set<string>;
  multipartTypes?: Map<string, string | undefined>;
  multipart?: ValidateFunction;
  multipartPointer?: string;
}

/** Rewrite local refs to absolute ones so a detached copy compiles against the document. */
function absolutize(node: SchemaNode): SchemaNode {
  if (Array.isArray(node)) return node.map(absolutize);
  if (node && typeof node === "object") {
    const out: SchemaNode = {};
    for (const [k, v] of Object.entries(node)) out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#") ? DOC_ID + v : absolutize(v);
    return out;
  }
  return node;
}

function typeOf(doc: SchemaNode, schema: SchemaNode): string | undefined {
  const s = resolveRef(doc, schema);
  if (!s) return undefined;
  if (typeof s.type === "string") return s.type;
  if (Array.isArray(s.type)) return s.type.find((t: string) => t !== "null");
  for (const k of ["allOf", "oneOf", "anyOf"])
    if (Array.isArray(s[k]))
      for (const b of s[k]) {
        const t = typeOf(doc, b);
        if (t) return t;
      }
  return undefined;
}

function compileLoc(reg: SchemaRegistry, specs: ParamSpec[]): LocValidator | undefined {
  if (!specs.length) return undefined;
  const schema = {
    type: "object",
    properties: Object.fromEntries(specs.map((p) => [p.name, absolutize(p.schema)])),
    required: specs.filter((p) => p.required).map((p) => p.name),
  };
  const doc = reg.doc as SchemaNode;
  return {
    validate: reg.ajv.compile(schema),
    params: specs.map((spec) => {
      const t = typeOf(doc, spec.schema);
      const items = t === "array" ? typeOf(doc, resolveRef(doc, spec.schema)?.items) : undefined;
      return { spec, type: t, itemType: items };
    }),
  };
}

export function compileOperationValidators(reg: SchemaRegistry, op: CompiledOperation): OperationValidators {
  const v: OperationValidators = {};
  for (const loc of ["path", "query", "header"] as Loc[]) {
    const specs = op.params.filter((p) => p.in === loc && !(loc === "header" && (p.name === "authorization" || p.name === "content-type")));
    v[loc] = compileLoc(reg, specs);
  }
  if (op.body?.json) reg.prepare(op.body.json);
  if (op.body?.multipart) {
    const doc = reg.doc as SchemaNode;
    const schema = resolveRef(doc, { $ref: op.body.multipart }) ?? {};
    const files = new Set<string>();
    const types = new Map<string, string | undefined>();
    const props: Record<string, SchemaNode> = {};
    for (const [name, ps] of Object.entries<SchemaNode>(schema.properties ?? {})) {
      const r = resolveRef(doc, ps);
      const isFile =
        r?.format === "binary" ||
        r?.contentMediaType !== undefined ||
        r?.contentEncoding !== undefined ||
        (r?.type === "array" && resolveRef(doc, r.items)?.format === "binary");
      if (isFile) files.add(name);
      else {
        props[name] = absolutize(ps);
        types.set(name, typeOf(doc, ps));
      }
    }
    v.multipartFiles = files;
    v.multipartTypes = types;
    v.multipartPointer = op.body.multipart;
    v.multipart = reg.ajv.compile({ ...absolutize(schema), properties: props, required: (schema.required ?? []).filter((n: string) => !files.has(n)) });
  }
  return v;
}

/** Coerce a string from the query, path or a header (or a multipart field) to `type`. */
export function coerce(value: string, type: string | undefined): unknown {
  switch (type) {
    case "integer":
    case "number": {
      if (value.trim() === "") return value;
      const n = Number(value);
      return Number.isNaN(n) ? value : n;
    }
    case "boolean":
      return value === "true" ? true : value === "false" ? false : value;
    case "null":
      return value === "" || value === "null" ? null : value;
    default:
      return value;
  }
}

type Source = { kind: "record"; values: Record<string, string | string[] | undefined> } | { kind: "query"; values: URLSearchParams };

function read(src: Source, name: string): string | string[] | undefined {
  if (src.kind === "record") return src.values[name];
  const all = src.values.getAll(name);
  return all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
}

/** Coerce and validate one location's parameters into `out`; field errors go to `errors`. */
function runLoc(reg: SchemaRegistry, lv: LocValidator, loc: Loc, src: Source, out: Record<string, unknown>, errors: FieldError[]): void {
  const params = lv.params;
  for (let i = 0; i < params.length; i++) {
    const { spec, type, itemType } = params[i];
    const raw = read(src, spec.name);
    if (raw === undefined) continue;
    if (type === "array") {
      const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((s) => s.split(","));
      out[spec.name] = parts.map((s) => coerce(s, itemType));
    } else out[spec.name] = coerce(Array.isArray(raw) ? raw[raw.length - 1] : raw, type);
  }
  if (lv.validate(out)) return;
  for (const e of lv.validate.errors ?? []) {
    // One level: the parameter name is the first instance path segment (or missingProperty).
    const fe = fieldErrorsFor(reg, "#", out, [e], loc)[0];
    errors.push(fe ?? { field: pointerToField(e.instancePath), in: loc, code: "INVALID_VALUE", reason: e.message ?? "is invalid" });
  }
}

export interface ValidatedParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
}

/** Validate path, query and headers; returns the coerced values or throws 400 INVALID_INPUT. */
export function validateParameters(
  reg: SchemaRegistry,
  v: OperationValidators,
  pathParams: Record<string, string>,
  query: URLSearchParams,
  headers: Record<string, string | string[] | undefined>,
): { query: Record<string, unknown>; errors: FieldError[] } {
  const q: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  if (v.path) runLoc(reg, v.path, "path", { kind: "record", values: pathParams }, {}, errors);
  if (v.query) runLoc(reg, v.query, "query", { kind: "query", values: query }, q, errors);
  if (v.header) runLoc(reg, v.header, "header", { kind: "record", values: headers }, {}, errors);
  // Query values not declared by the spec are passed through as strings.
  if (query.size !== 0) for (const [k, val] of query) if (!(k in q)) q[k] = val;
  return { query: q, errors };
}

/** Validate a JSON body against the operation's schema. */
export function validateJsonBody(reg: SchemaRegistry, pointer: string, body: unknown): FieldErrorList {
  const errs = reg.check(pointer, body);
  return errs ? fieldErrorsFor(reg, pointer, body, errs, "body") : [];
}

/**
 * The body's properties its schema does not declare (FieldError paths). The service
 * accepts them; the pipeline warns about them, or refuses them when told to.
 */
export function unknownBodyFields(reg: SchemaRegistry, pointer: string, body: unknown): string[] {
  const schema = resolveRef(reg.doc, { $ref: pointer });
  return schema ? unknownFields(reg.doc, schema, body) : [];
}

/** UNKNOWN_FIELD entries for properties the schema does not declare (the refusing mode). */
export function unknownFieldErrors(fields: string[]): FieldError[] {
  return fields.map((field) => ({
    field,
    in: "body" as const,
    code: "UNKNOWN_FIELD",
    reason: "is not a known field (accepted and ignored unless the simulator refuses unknown properties, e.g. under --strict)",
  }));
}

/**
 * A property name as a header may carry it: printable ASCII (anything else as a \uXXXX
 * escape), at most 100 characters (then "..."), so any client can read the header.
 */
const headerSafe = (name: string): string => {
  const cut = name.length > 100 ? `${name.slice(0, 100)}...` : name;
  return cut.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
};

/** The `Paysim-Warning` header value naming ignored properties. */
export function unknownFieldsWarning(fields: string[]): string {
  const shown = fields.slice(0, 20).map(headerSafe).join(", ");
  return `unknown-properties; ignored: ${shown}${fields.length > 20 ? ` (+${fields.length - 20} more)` : ""}`;
}

/** Validate the non-file fields of a multipart body (coerced to the declared types in place). */
export function validateMultipartFields(reg: SchemaRegistry, v: OperationValidators, fields: Record<string, unknown>, fileFields: string[]): FieldError[] {
  if (!v.multipart) return [];
  for (const [k, val] of Object.entries(fields)) if (typeof val === "string") fields[k] = coerce(val, v.multipartTypes!.get(k));
  const errors: FieldError[] = [];
  if (!v.multipart(fields)) errors.push(...fieldErrorsFor(reg, "#", fields, v.multipart.errors ?? [], "body"));
  // Required file parts.
  const schema = resolveRef(reg.doc, { $ref: v.multipartPointer! });
  for (const name of schema?.required ?? []) {
    if (v.multipartFiles!.has(name) && !fileFields.includes(name))
      errors.push({ field: name, in: "body", code: "REQUIRED", reason: "is required (a file part)" });
  }
  return dedupe(errors);
}

export function invalid(errors: FieldErrorList, reason?: string): ApiError {
  return ApiError.invalidInput(dedupe(errors), reason);
}
