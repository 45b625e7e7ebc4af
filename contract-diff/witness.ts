/**
 * Proof by request. For a change that narrows what a request may hold, a request BASE's
 * validators accept and REVISION's refuse; for one that widens, the other way round (the
 * request a server built to BASE refuses). For a response or webhook payload, a body valid
 * under one side and rejected by the other. Bodies come from the project's arbitraries
 * (contract/arbitraries/from-schema.ts) over the generating side's schema, then the
 * changed spot is set to the values that show the change; every candidate is checked with
 * both documents' validators (the registry's ajv, as the simulator and the suite use it).
 */
import fc from "fast-check";
import { arbitraryFromSchema, type Schema } from "../contract/arbitraries/from-schema.js";
import { SchemaRegistry, type ErrorObject } from "../contract/schema-registry.js";
import { SCHEMA_KINDS } from "./checks.js";
import type { OpRef, Pending, Proof } from "./pending.js";
import { arr, deref, isObj, obj, type Obj } from "./json.js";
import { escapeToken } from "../contract/json-pointer.js";

const registries = new WeakMap<object, SchemaRegistry>();
/** Registries of equal documents are shared (compiling validators is the slow part). */
const byText = new Map<string, SchemaRegistry>();
function registry(doc: Obj): SchemaRegistry {
  let r = registries.get(doc);
  if (!r) {
    const text = JSON.stringify(doc);
    r = byText.get(text);
    if (!r) {
      r = new SchemaRegistry(doc);
      byText.set(text, r);
      if (byText.size > 8) byText.delete(byText.keys().next().value!);
    }
    registries.set(doc, r);
  }
  return r;
}

function describe(e: ErrorObject | undefined): string {
  const params = e?.params && Object.keys(e.params).length ? JSON.stringify(e.params) : "";
  return `${e?.instancePath || "/"} ${e?.message ?? "is invalid"}${params && params.length <= 120 ? " " + params : ""}`;
}

function errorsOf(doc: Obj, ptr: string, value: unknown): string | null {
  const errs = registry(doc).check(ptr, value);
  return errs ? describe(errs[0]) : null;
}

/** The judge's error about the changed spot (or its parent's required/additional list), else the first. */
function refusalAt(doc: Obj, ptr: string, value: unknown, inst: string[]): { text: string; related: boolean } | null {
  const errs = registry(doc).check(ptr, value);
  if (!errs) return null;
  const spot = "/" + inst.join("/");
  const related = errs.find((e) => {
    const params = obj(e.params);
    const named = params.missingProperty ?? params.additionalProperty;
    const full = named ? `${e.instancePath}/${named}` : e.instancePath;
    return inst.length === 0 || full === spot || full.startsWith(spot + "/") || e.instancePath === spot;
  });
  return { text: describe(related ?? errs[0]), related: related !== undefined };
}

function resolver(doc: Obj) {
  return (s: Schema): Schema => {
    let cur: unknown = s;
    for (let i = 0; i < 32 && isObj(cur) && typeof cur.$ref === "string"; i++) {
      const rest = Object.fromEntries(Object.entries(cur).filter(([k]) => k !== "$ref"));
      const target = deref(doc, { $ref: cur.$ref }, "").node;
      cur = Object.keys(rest).length ? { allOf: [target, rest] } : target;
    }
    return isObj(cur) ? cur : cur === false ? { not: {} } : {};
  };
}

const sampleCache = new WeakMap<object, Map<string, unknown[]>>();

/** Up to 2n values of the schema at `ptr` (deterministic, cached per document). */
export function samples(doc: Obj, ptr: string, n: number, seed = 7): unknown[] {
  let m = sampleCache.get(doc);
  if (!m) sampleCache.set(doc, (m = new Map()));
  const key = `${ptr}#${n}#${seed}`;
  let v = m.get(key);
  if (!v) m.set(key, (v = drawSamples(doc, ptr, n, seed)));
  return v;
}

const validCache = new WeakMap<object, Map<string, unknown[]>>();

/** The samples of `ptr` that its own validator accepts (cached). */
function validSamples(doc: Obj, ptr: string, n: number): unknown[] {
  let m = validCache.get(doc);
  if (!m) validCache.set(doc, (m = new Map()));
  let v = m.get(ptr);
  if (!v) {
    v = samples(doc, ptr, n).filter((x) => errorsOf(doc, ptr, x) === null);
    // Schemas whose drawn values are rarely valid (patterns with lengths, formats): one wider draw.
    if (!v.length)
      v = samples(doc, ptr, n * 5, 11)
        .filter((x) => errorsOf(doc, ptr, x) === null)
        .slice(0, n);
    m.set(ptr, v);
  }
  return v;
}

function drawSamples(doc: Obj, ptr: string, n: number, seed: number): unknown[] {
  const schema = deref(doc, { $ref: ptr }, ptr).node;
  if (schema === undefined) return [];
  const out: unknown[] = [];
  for (const optional of [false, true]) {
    try {
      const arb = arbitraryFromSchema(isObj(schema) ? schema : {}, { resolve: resolver(doc), maxDepth: 5, optional });
      // As JSON, the way a body travels: plain objects (fast-check may draw objects without a prototype, which ajv's uniqueItems cannot compare).
      out.push(...fc.sample(arb, { numRuns: n, seed }).map((x) => (x === undefined ? x : JSON.parse(JSON.stringify(x)))));
    } catch {
      /* a schema the arbitraries cannot draw from: fewer samples */
    }
  }
  return out;
}

const clone = <T>(v: T): T => (v === undefined ? v : structuredClone(v));

/**
 * `value` with the spot at `inst` set (or removed); a missing level on the way is filled by
 * `fill(level)` (a value of that level's schema). Undefined when the spot cannot be reached.
 */
function place(value: unknown, inst: string[], leaf: unknown, omit: boolean, fill: (level: number) => unknown = () => undefined): unknown {
  if (!inst.length) return omit ? undefined : leaf;
  const root = clone(value);
  let node: unknown = root;
  for (let i = 0; i < inst.length - 1; i++) {
    if (node == null || typeof node !== "object") return undefined;
    const k = inst[i] === "*" ? (Object.keys(node)[0] ?? "anyName") : inst[i];
    const here = node as Record<string, unknown>;
    if (Array.isArray(node) ? node.length === 0 && k === "0" : here[k] === undefined || here[k] === null) {
      const filler = clone(fill(i + 1));
      if (filler === undefined) return undefined;
      if (Array.isArray(node)) node.push(filler);
      else here[k] = filler;
    }
    node = here[k];
  }
  if (node == null || typeof node !== "object") return undefined;
  const parent = node as Record<string, unknown>;
  let last = inst[inst.length - 1];
  if (last === "*") last = "anyName";
  if (omit) {
    if (!(last in parent)) return undefined;
    delete parent[last];
  } else parent[last] = leaf;
  return root;
}

/** Expand the compare step's markers into concrete leaves. */
function leaves(values: unknown[] | undefined, sub: unknown[], inst: string[]): { inst: string[]; leaf: unknown }[] {
  const out: { inst: string[]; leaf: unknown }[] = [];
  for (const v of values ?? []) {
    if (isObj(v) && "__dup__" in v) {
      for (const s of sub) if (Array.isArray(s) && s.length) out.push({ inst, leaf: [s[0], s[0]] });
    } else if (isObj(v) && "__extra__" in v) out.push({ inst: [...inst, "unexpectedProperty"], leaf: "x" });
    else if (isObj(v) && typeof v.__items__ === "number") {
      const n = v.__items__ as number;
      for (const s of sub) {
        if (Array.isArray(s) && s.length) out.push({ inst, leaf: Array.from({ length: n }, (_, i) => s[i % s.length]) });
        if (out.length > 4) break;
      }
      if (n === 0) out.push({ inst, leaf: [] });
    } else out.push({ inst, leaf: v });
  }
  for (const s of sub) out.push({ inst, leaf: s });
  return out;
}

/** A value of root `gen` (valid there) that `judge` refuses, showing the change at `inst`. */
type Gen = { doc: Obj; root: string; sub?: string; chain?: string[] };

function findValue(
  gen: Gen,
  judge: { doc: Obj; root: string },
  values: unknown[] | undefined,
  inst: string[],
  omit: boolean,
): { value: unknown; refused: string } | undefined {
  // A few bodies first; when none shows the change, more (a wider draw).
  return search(gen, judge, values, inst, omit, 6) ?? search(gen, judge, values, inst, omit, 18);
}

function search(
  gen: Gen,
  judge: { doc: Obj; root: string },
  values: unknown[] | undefined,
  inst: string[],
  omit: boolean,
  n: number,
): { value: unknown; refused: string } | undefined {
  const bases = n > 6 ? samples(gen.doc, gen.root, n, 11).filter((x) => errorsOf(gen.doc, gen.root, x) === null) : validSamples(gen.doc, gen.root, n);
  const fill = (level: number) => (gen.chain?.[level] ? validSamples(gen.doc, gen.chain[level], 4)[0] : undefined);
  const sub = gen.sub ? samples(gen.doc, gen.sub, 5) : [];
  const cands = omit ? [{ inst, leaf: undefined }] : leaves(values, sub, inst);
  let tries = 0;
  let fallback: { value: unknown; refused: string } | undefined;
  for (const c of cands) {
    for (const base of bases.length ? bases : [undefined]) {
      if (++tries > 200) return fallback;
      const v = place(base, c.inst, c.leaf, omit, fill);
      if (v === undefined && !(omit && c.inst.length === 0)) continue;
      if (errorsOf(gen.doc, gen.root, v) !== null) continue;
      const refused = refusalAt(judge.doc, judge.root, v, c.inst);
      if (!refused) continue;
      if (refused.related) return { value: v, refused: refused.text };
      fallback ??= { value: v, refused: refused.text };
    }
  }
  return fallback;
}

function locPtr(l: { ptr: string } & object): string | undefined {
  // Merged parts and the stand-ins for a missing property (true/false) have no pointer to draw from.
  return "parts" in l || typeof (l as { schema?: unknown }).schema === "boolean" ? undefined : l.ptr;
}

const q = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** A whole request to `op` built from `doc`, as a curl line (with overrides). */
export function requestCurl(
  doc: Obj,
  op: OpRef,
  o: { body?: unknown; param?: { in: string; name: string; value: unknown }; omitParam?: { in: string; name: string }; auth?: string; mediaType?: string } = {},
): string {
  const item = deref(doc, obj(doc.paths)[op.path], `#/paths/${escapeToken(op.path)}`);
  const operation = obj(obj(item.node)[op.method.toLowerCase()]);
  const opPtr = `${item.ptr}/${op.method.toLowerCase()}`;
  const params = [
    ...arr(obj(item.node).parameters).map((p, i) => deref(doc, p, `${item.ptr}/parameters/${i}`)),
    ...arr(operation.parameters).map((p, i) => deref(doc, p, `${opPtr}/parameters/${i}`)),
  ];
  let path = op.path;
  const query: string[] = [];
  const headers: string[] = [];
  for (const { node: p, ptr } of params) {
    if (!isObj(p)) continue;
    const isIt = (x?: { in: string; name: string }) => x !== undefined && x.in === p.in && x.name === p.name;
    if (isIt(o.omitParam)) continue;
    let value: unknown;
    if (isIt(o.param)) value = o.param!.value;
    else if (p.required || p.in === "path") value = validSamples(doc, `${ptr}/schema`, 4)[0] ?? "x";
    else continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    const name = String(p.name);
    if (p.in === "path") path = path.replace(`{${name}}`, encodeURIComponent(text));
    else if (p.in === "query") query.push(`${encodeURIComponent(name)}=${encodeURIComponent(text)}`);
    else if (p.in === "header") headers.push(`-H ${q(`${name}: ${text}`)}`);
  }
  const rb = deref(doc, operation.requestBody, `${opPtr}/requestBody`);
  const mt = o.mediaType ?? Object.keys(obj(obj(rb.node).content))[0];
  let body = o.body;
  if (body === undefined && mt && obj(rb.node).required) {
    const ptr = `${rb.ptr}/content/${escapeToken(mt)}/schema`;
    body = validSamples(doc, ptr, 8)[0];
  }
  const auth = o.auth ?? "BasicAuth";
  const authPart = auth.includes("AgentAuth")
    ? `-H "Authorization: Bearer $TOKEN"`
    : auth === "(none)"
      ? ""
      : auth.includes("BasicAuth")
        ? `-u "$AUTH"`
        : `-H "Authorization: $CREDENTIALS"`;
  const parts = ["curl", "-sS", "-X", op.method, `"$BASE${path}${query.length ? "?" + query.join("&") : ""}"`, authPart, ...headers];
  if (body !== undefined) parts.push("-H", q(`content-type: ${mt ?? "application/json"}`), "--data-raw", q(JSON.stringify(body)));
  return parts.filter(Boolean).join(" ");
}

/** Search a witness for one pending finding (in place). */
export function prove(p: Pending, docA: Obj, docB: Obj): void {
  const f = p.finding;
  const proof = p.proof;
  if (/deprecat/.test(f.id)) {
    f.noWitness = "nothing to prove: a deprecation changes no validation (it announces a later removal)";
    return;
  }
  if (!proof) {
    f.noWitness = f.audience === "compatible" ? "compatible: nothing to prove" : "no witness: a document-level change (no single request or response shows it)";
    return;
  }
  try {
    if (proof.kind === "request") {
      f.witness = {
        kind: "request",
        validUnder: "BASE",
        curl: requestCurl(docA, proof.op, { omitParam: proof.omitParam, auth: proof.auth, mediaType: proof.mediaType }),
        refusedBecause: proof.refusedBecause,
      };
      return;
    }
    proveSchema(f, proof, docA, docB);
  } catch (e) {
    f.noWitness = `no witness: ${(e as Error).message.split("\n")[0]}`;
  }
}

/** A request-side change that leaves requests valid but drops what they carry: a request that sets it. */
function proveIgnored(f: Pending["finding"], proof: Extract<Proof, { kind: "schema" }>, docA: Obj, docB: Obj): void {
  const ch = proof.change;
  const sub = locPtr(ch.a);
  const fill = (level: number) => (ch.chainA?.[level] ? validSamples(docA, ch.chainA[level], 4)[0] : undefined);
  const leavesOf = sub ? validSamples(docA, sub, 6) : [];
  const bases = validSamples(docA, proof.rootA, 8);
  for (const leaf of leavesOf) {
    for (const base of bases.length ? bases : [undefined]) {
      const v = place(base, ch.inst, leaf, false, fill);
      if (v === undefined || errorsOf(docA, proof.rootA, v) !== null) continue;
      const refused = errorsOf(docB, proof.rootB, v);
      const name = `\`${ch.inst.join(".")}\``;
      const refusedBecause = refused
        ? `REVISION refuses: ${refused}`
        : `REVISION accepts it but no longer names ${name}: a server built to it ignores the value the client sends`;
      const curl = proof.op
        ? proof.param
          ? requestCurl(docA, proof.op, { param: { ...proof.param, value: v } })
          : requestCurl(docA, proof.op, { body: v, mediaType: proof.mediaType })
        : undefined;
      f.witness = {
        kind: "request",
        validUnder: "BASE",
        curl,
        body: v,
        refusedBecause,
        effect: refused ? "refused" : "ignored",
        pointers: { base: proof.rootA, revision: proof.rootB },
      };
      return;
    }
  }
  f.noWitness = "no witness: no value drawn from BASE's schema sets the removed property";
}

function proveSchema(f: Pending["finding"], proof: Extract<Proof, { kind: "schema" }>, docA: Obj, docB: Obj): void {
  const ch = proof.change;
  const dir = SCHEMA_KINDS[ch.kind]?.dir;
  if (f.audience === "compatible") {
    f.noWitness = "compatible: nothing to prove";
    return;
  }
  if (proof.side === "request" && (ch.kind === "property-removed" || ch.kind === "property-renamed")) return proveIgnored(f, proof, docA, docB);
  if (dir !== "narrowed" && dir !== "widened") {
    f.noWitness = "no witness: validators do not check this keyword (an annotation, a default, a deprecation or a discriminator)";
    return;
  }
  const fromA = dir === "narrowed";
  const gen = fromA
    ? { doc: docA, root: proof.rootA, sub: locPtr(ch.a), chain: ch.chainA }
    : { doc: docB, root: proof.rootB, sub: locPtr(ch.b), chain: ch.chainB };
  const judge = fromA ? { doc: docB, root: proof.rootB } : { doc: docA, root: proof.rootA };
  const found = findValue(gen, judge, ch.values, ch.inst, ch.omit === true);
  const validUnder = fromA ? "BASE" : "REVISION";
  if (!found) {
    f.noWitness = `no witness: no value drawn from ${validUnder}'s schema was refused by the other side`;
    return;
  }
  const pointers = { base: proof.rootA, revision: proof.rootB };
  const refusedBecause = `${fromA ? "REVISION" : "BASE"} refuses: ${found.refused}`;
  if (proof.side === "request" && proof.op) {
    const doc = fromA ? docA : docB;
    const curl = proof.param
      ? requestCurl(doc, proof.op, { param: { ...proof.param, value: found.value } })
      : requestCurl(doc, proof.op, { body: found.value, mediaType: proof.mediaType });
    f.witness = { kind: "request", validUnder, curl, body: found.value, refusedBecause, pointers };
  } else f.witness = { kind: "response", validUnder, status: proof.status, body: found.value, refusedBecause, pointers };
}
