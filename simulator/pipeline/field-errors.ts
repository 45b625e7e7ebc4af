/**
 * ajv errors -> FieldErrors, one per field, in time linear in the errors (iterative: no
 * recursion per error or per item, so no width or depth of input overflows the stack).
 *
 * For a oneOf/anyOf that failed, ajv reports the errors of every branch. We pick the
 * branch the data asked for with its discriminator (`discriminator.propertyName` and
 * `mapping` when the schema has them, else a property whose value is a `const`/single
 * `enum` in every branch, e.g. `customerType`, `accountType`, `type`), drop the other
 * branches' errors and re-validate the value against the chosen branch alone (its
 * validator is compiled once, on first use, and cached). Without a usable discriminator
 * value the answer is one error on the discriminator property; without any
 * discriminator, the branch with the fewest errors wins.
 */
import type { SchemaNode } from "../../contract/schema-node.js";
import type { ErrorObject } from "ajv";
import type { FieldError, FieldErrorList } from "../errors/api-error.js";
import type { SchemaRegistry } from "../../contract/schema-registry.js";
import { resolveRef } from "./routes.js";
import { escapeToken, unescapeToken } from "../../contract/json-pointer.js";
import { loadLimitRules } from "../../contract/rules/limits.js";
import { fieldPointer, KEYWORD_CODE, pointerToField, rank, toFieldError, type In } from "./field-error.js";

export { pointerToField };

/**
 * One FieldError per field, the most basic problem of each, in the order the fields were
 * first seen. The first `max` fields are kept as FieldErrors; further ones are only
 * counted, without converting or keeping anything: a field is counted once when its errors
 * follow one another (as ajv reports the rules one schema sets on one value), and a
 * string is hashed only when its length is that of a listed field. So a body with
 * hundreds of thousands of failing items costs little more than ajv's own pass.
 */
class Collector {
  private readonly listed = new Map<string, FieldError>();
  private readonly listedLengths = new Set<number>();
  private unlisted = 0;
  private last = "";

  constructor(
    private readonly max: number,
    private readonly where: In,
  ) {}

  error(e: ErrorObject): void {
    this.put(fieldPointer(e), KEYWORD_CODE[e.keyword] ?? "", () => toFieldError(e, this.where));
  }

  /** A FieldError made here (a discriminator, an unresolved composition) for the field at `pointer`. */
  field(pointer: string, fe: FieldError): void {
    this.put(pointer, fe.code, () => fe);
  }

  private put(key: string, code: string, make: () => FieldError): void {
    const prev = this.listedLengths.has(key.length) ? this.listed.get(key) : undefined;
    if (prev) {
      if (rank(code) < rank(prev.code)) this.listed.set(key, make());
    } else if (this.listed.size < this.max) {
      this.listed.set(key, make());
      this.listedLengths.add(key.length);
    } else if (key !== this.last) this.unlisted++;
    this.last = key;
  }

  list(): FieldErrorList {
    const out: FieldErrorList = [...this.listed.values()];
    if (this.unlisted) out.total = out.length + this.unlisted;
    return out;
  }
}

/** Dedupe: one FieldError per (in, field), the most basic problem first; a list's unlisted count (`total`) is kept. */
export function dedupe(errors: FieldErrorList): FieldErrorList {
  const byField = new Map<string, FieldError>();
  for (const e of errors) {
    const k = `${e.in}\0${e.field}`;
    const prev = byField.get(k);
    if (!prev || rank(e.code) < rank(prev.code)) byField.set(k, e);
  }
  const out: FieldErrorList = [...byField.values()];
  if (errors.total !== undefined) out.total = out.length + (errors.total - errors.length);
  return out;
}

/** Several lists as one (appended item by item: no spread of a long list into a call), deduped, their unlisted counts added. */
export function joinFieldErrors(...lists: FieldErrorList[]): FieldErrorList {
  const all: FieldErrorList = [];
  let unlisted = 0;
  for (const l of lists) {
    for (const e of l) all.push(e);
    if (l.total !== undefined) unlisted += l.total - l.length;
  }
  if (unlisted) all.total = all.length + unlisted;
  return dedupe(all);
}

function valueAt(data: SchemaNode, instancePath: string): SchemaNode {
  let v = data;
  for (const s of instancePath.split("/").slice(1)) v = v == null ? undefined : v[unescapeToken(s)];
  return v;
}

/** Pointer of the schema node (following $ref) that applies at `instancePath` and carries oneOf/anyOf. */
function composedAt(reg: SchemaRegistry, pointer: string, data: SchemaNode, segs: string[]): string | undefined {
  const doc = reg.doc as SchemaNode;
  const rawAt = (p: string): SchemaNode =>
    p
      .slice(2)
      .split("/")
      .filter((x) => x !== "")
      .map(unescapeToken)
      .reduce((o: SchemaNode, k: string) => (o == null ? undefined : o[k]), doc);
  const deref = (p: string): string => {
    for (let i = 0; i < 20; i++) {
      const n = rawAt(p);
      if (n && typeof n.$ref === "string" && Object.keys(n).length === 1) p = n.$ref;
      else break;
    }
    return p;
  };
  const walk = (p: string, value: SchemaNode, i: number): string | undefined => {
    p = deref(p);
    const node = rawAt(p);
    if (!node || typeof node !== "object") return undefined;
    if (i === segs.length)
      return node.oneOf || node.anyOf ? p : (node.allOf ?? []).map((_: unknown, k: number) => walk(`${p}/allOf/${k}`, value, i)).find(Boolean);
    const seg = segs[i];
    const next = value == null ? undefined : value[seg];
    if (node.properties?.[seg]) {
      const r = walk(`${p}/properties/${escapeToken(seg)}`, next, i + 1);
      if (r) return r;
    }
    if (node.items && /^\d+$/.test(seg)) {
      const r = walk(`${p}/items`, next, i + 1);
      if (r) return r;
    }
    for (const kw of ["allOf", "oneOf", "anyOf"]) {
      const arr = node[kw];
      if (!Array.isArray(arr)) continue;
      const idxs =
        kw === "allOf" ? arr.map((_: unknown, k: number) => k) : [chooseBranch(doc, p, node, value).index].filter((x): x is number => x !== undefined);
      for (const k of idxs) {
        const r = walk(`${p}/${kw}/${k}`, value, i);
        if (r) return r;
      }
    }
    return undefined;
  };
  return walk(pointer, data, 0);
}

interface Choice {
  index?: number;
  property?: string;
  allowed?: unknown[];
}

/** The branch the data selects through a discriminator (explicit or inferred). */
function chooseBranch(doc: SchemaNode, _pointer: string, node: SchemaNode, value: SchemaNode): Choice {
  const branches: SchemaNode[] = node.oneOf ?? node.anyOf ?? [];
  const flat = (b: SchemaNode): SchemaNode[] => {
    const r = resolveRef(doc, b);
    return r ? [r, ...(r.allOf ?? []).flatMap(flat)] : [];
  };
  const constOf = (b: SchemaNode, prop: string): unknown[] | undefined => {
    for (const part of flat(b)) {
      const ps = resolveRef(doc, part.properties?.[prop]);
      if (ps?.const !== undefined) return [ps.const];
      if (Array.isArray(ps?.enum)) return ps.enum;
    }
    return undefined;
  };
  let prop: string | undefined = node.discriminator?.propertyName;
  if (!prop) {
    const first = flat(branches[0] ?? {});
    const candidates = new Set(first.flatMap((p) => Object.keys(p.properties ?? {})));
    prop = [...candidates].find((c) => branches.every((b) => constOf(b, c)));
  }
  if (!prop) return {};
  const allowed = branches.flatMap((b) => constOf(b, prop!) ?? []);
  const v = value?.[prop];
  const mapping = node.discriminator?.mapping as Record<string, string> | undefined;
  if (mapping && typeof v === "string" && mapping[v]) {
    const idx = branches.findIndex((b) => b.$ref === mapping[v]);
    if (idx >= 0) return { index: idx, property: prop, allowed: Object.keys(mapping) };
  }
  const idx = branches.findIndex((b) => (constOf(b, prop!) ?? []).includes(v));
  return { index: idx >= 0 ? idx : undefined, property: prop, allowed: mapping ? Object.keys(mapping) : allowed };
}

interface Batch {
  errors: ErrorObject[];
  /** How many oneOf/anyOf levels above these errors were resolved already. */
  depth: number;
  /** The schema these errors come from (the request's, or a chosen branch) and the instance path it was applied at. */
  pointer: string;
  at: string;
}

/** The oneOf/anyOf levels resolved inside one another (deeper ones are reported as one INVALID_VALUE). */
const MAX_COMPOSED_DEPTH = 5;

const isComposed = (e: ErrorObject) => e.keyword === "oneOf" || e.keyword === "anyOf";

/** The shortest of `sites` that is `path` or an ancestor of it (JSON pointers), walking the path once. */
function outermostSite(path: string, sites: Set<string>): string | undefined {
  if (sites.has("")) return "";
  for (let i = path.indexOf("/", 1); i !== -1; i = path.indexOf("/", i + 1)) {
    const prefix = path.slice(0, i);
    if (sites.has(prefix)) return prefix;
  }
  return sites.has(path) ? path : undefined;
}

/**
 * Turn the errors of validating `data` against the schema at `pointer` into FieldErrors:
 * one per field, the most basic problem of each, in the order found. Linear in the
 * errors and iterative (a worklist, no recursion per error or per item): each error is
 * filed once under the outermost failing oneOf/anyOf it lies in, if any; each such site
 * is resolved through its chosen branch (re-validated alone), whose errors go back on the
 * worklist one level deeper. The first `max` fields are listed (an answer shows no more:
 * spec/rules/limits.yaml fieldErrors.max) and further ones only counted (`total`); the
 * first `max` sites are resolved in detail and every further one counts as one
 * INVALID_VALUE, so the work stays bounded however many items fail.
 */
export function fieldErrorsFor(
  reg: SchemaRegistry,
  pointer: string,
  data: unknown,
  errors: ErrorObject[],
  where: In,
  max: number = loadLimitRules().fieldErrors.max,
): FieldErrorList {
  const out = new Collector(max, where);
  const work: Batch[] = [{ errors, depth: 0, pointer, at: "" }];
  let resolved = 0;
  for (let w = 0; w < work.length; w++) {
    const batch = work[w];
    work[w] = { ...batch, errors: [] }; // let the batch's errors go once read
    const sites = new Set<string>();
    for (const e of batch.errors) if (isComposed(e)) sites.add(e.instancePath);
    const bySite = new Map<string, ErrorObject[]>();
    for (const e of batch.errors) {
      const site = sites.size ? outermostSite(e.instancePath, sites) : undefined;
      if (site !== undefined) {
        const list = bySite.get(site);
        if (list) list.push(e);
        else bySite.set(site, [e]);
      } else if (e.keyword !== "if") out.error(e);
    }
    for (const [at, under] of bySite) {
      const composed = under.find(isComposed)!;
      if (batch.depth >= MAX_COMPOSED_DEPTH || resolved >= max) {
        out.field(at, { field: pointerToField(at), in: where, code: "INVALID_VALUE", reason: composed.message ?? "is invalid" });
        continue;
      }
      resolved++;
      const next = resolveSite(reg, batch, data, at, under, where, out);
      if (next) work.push({ errors: next.errors, depth: batch.depth + 1, pointer: next.pointer, at });
    }
  }
  return out.list();
}

/**
 * One failing oneOf/anyOf at `at` (at or below `base.at`, where the schema `base.pointer`
 * was applied): the errors of the branch the value chooses (with the sibling `required`
 * errors of the composed node) and that branch's pointer, or undefined when the answer is
 * a single error on the discriminator (added to `out`) or the site is reported as one
 * INVALID_VALUE. A composition directly inside a chosen branch is found from that branch,
 * so nested oneOfs at one path are resolved one inside the other.
 */
function resolveSite(
  reg: SchemaRegistry,
  base: Batch,
  data: unknown,
  at: string,
  under: ErrorObject[],
  where: In,
  out: Collector,
): { errors: ErrorObject[]; pointer: string } | undefined {
  const segs = at.slice(base.at.length).split("/").slice(1).map(unescapeToken);
  const nodePtr = composedAt(reg, base.pointer, valueAt(data, base.at), segs);
  if (!nodePtr) {
    out.field(at, { field: pointerToField(at), in: where, code: "INVALID_VALUE", reason: under.find(isComposed)!.message ?? "is invalid" });
    return undefined;
  }
  const value = valueAt(data, at);
  const node = resolveRef(reg.doc, { $ref: nodePtr });
  const kw = node.oneOf ? "oneOf" : "anyOf";
  const choice = chooseBranch(reg.doc, nodePtr, node, value);
  let branchPtr: string | undefined;
  if (choice.index !== undefined) branchPtr = `${nodePtr}/${kw}/${choice.index}`;
  else if (choice.property) {
    const missing = value?.[choice.property] === undefined;
    out.field(`${at}/${escapeToken(choice.property)}`, {
      field: pointerToField(at, choice.property),
      in: where,
      code: missing ? "REQUIRED" : "INVALID_ENUM",
      reason: missing ? `is required (one of ${choice.allowed!.join(", ")})` : `must be one of ${choice.allowed!.join(", ")}`,
      expected: choice.allowed,
    });
    return undefined;
  } else {
    // No discriminator: the branch with the fewest errors.
    let best: { ptr: string; n: number } | undefined;
    (node[kw] as unknown[]).forEach((_, k) => {
      const p = `${nodePtr}/${kw}/${k}`;
      const n = reg.check(p, value)?.length ?? 0;
      if (!best || n < best.n) best = { ptr: p, n };
    });
    branchPtr = best?.ptr;
  }
  if (!branchPtr) return undefined;
  const next: ErrorObject[] = [];
  // Sibling keywords of the composed node (e.g. `required` next to oneOf) are kept from the first pass.
  const required: unknown[] = node.required ?? [];
  for (const e of under)
    if (e.instancePath === at && !isComposed(e) && required.includes((e.params as { missingProperty?: unknown }).missingProperty)) next.push(e);
  for (const e of reg.check(branchPtr, value) ?? []) next.push({ ...e, instancePath: at + e.instancePath });
  return { errors: next, pointer: branchPtr };
}
