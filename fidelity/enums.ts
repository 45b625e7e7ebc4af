/**
 * Enum values, read from the schemas rather than drawn: for every operation the live
 * service and the contract share, the request body, the parameters and the JSON answer
 * of each status both document are walked side by side by field (properties by name,
 * array items as `[0]`, the branches of allOf/oneOf/anyOf merged into their field, a
 * `const` read as a one-value enum). Where both constrain a field with an enum:
 * - a value the live schema lists and the contract does not is **unknown** to the
 *   simulator (a request carrying it is refused; an answer of the service carrying it is
 *   one the simulator never gives), unless the difference table gives that field to the
 *   description;
 * - a value the contract lists in an answer and the live schema does not is one the
 *   simulator may answer and the live service does not know (`extra`).
 * A field the contract leaves a plain string takes every live value (known). Each finding
 * names the live document's pointer of the enum.
 */
import type { SchemaNode } from "../contract/schema-node.js";
import { pointerGet } from "../contract-diff/json.js";
import { shapeKey, type LiveShapes, type Schema } from "./live-shapes.js";
import type { DifferenceTable } from "./differences.js";

export interface EnumFinding {
  /** The first operation where it shows (the contract's path). */
  op: string;
  /** Every shared operation where it shows. */
  operations: string[];
  /** request | response <status> | <in> parameter <name>, of the first operation */
  where: string;
  /** The field, dotted as the difference table names fields (`data[0].status`), of the first operation. */
  field: string;
  /** "unknown": the live schema lists it, the contract does not; "extra": the contract answers it (2xx), the live schema does not list it. */
  kind: "unknown" | "extra";
  value: string;
  /** The live document's pointer of the enum (where its `$ref`s lead). */
  pointer: string;
  /** The difference table gives the field to the description wherever it shows: counted apart. */
  excused: boolean;
}

/** Counted once per live enum value (its pointer and value), however many operations reach it. */
export interface EnumMeasure {
  /** Live enum values on fields both constrain. */
  live: number;
  /** Of those, the ones the contract knows wherever they show. */
  known: number;
  /** Unknown only on fields the difference table gives to the description. */
  excused: number;
  findings: EnumFinding[];
}

/** A field's enum values, each with the pointer of the (first) enum that lists it. */
type FieldEnum = Map<string, string>;

type Resolve = (s: SchemaNode, at: string) => { node: SchemaNode; at: string };

function resolverOf(doc: SchemaNode): Resolve {
  return (s, at) => {
    let node = s;
    for (let i = 0; i < 20 && node && typeof node.$ref === "string" && node.$ref.startsWith("#"); i++) {
      at = node.$ref.slice(1);
      node = pointerGet(doc, node.$ref);
    }
    return { node, at };
  };
}

/** Every enum reached from `schema`, by field (dotted; `[0]` for array items). */
function enumsOf(schema: SchemaNode, resolve: Resolve, at: string, root = ""): Map<string, FieldEnum> {
  const out = new Map<string, FieldEnum>();
  const add = (field: string, values: unknown[], pointer: string) => {
    const e: FieldEnum = out.get(field) ?? new Map();
    for (const v of values) if ((typeof v === "string" || typeof v === "number" || typeof v === "boolean") && !e.has(String(v))) e.set(String(v), pointer);
    out.set(field, e);
  };
  const walk = (raw: SchemaNode, rawAt: string, field: string, seen: Set<string>, depth: number) => {
    if (!raw || typeof raw !== "object" || depth > 12) return;
    const { node, at: here } = resolve(raw, rawAt);
    if (!node || typeof node !== "object" || seen.has(`${here}|${field}`)) return;
    const next = new Set(seen).add(`${here}|${field}`);
    if (Array.isArray(node.enum)) add(field, node.enum, `${here}/enum`);
    else if (node.const !== undefined) add(field, [node.const], `${here}/const`);
    for (const k of ["allOf", "oneOf", "anyOf"])
      if (Array.isArray(node[k])) node[k].forEach((b: SchemaNode, i: number) => walk(b, `${here}/${k}/${i}`, field, next, depth + 1));
    if (node.properties && typeof node.properties === "object")
      for (const [name, p] of Object.entries<SchemaNode>(node.properties))
        walk(p, `${here}/properties/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, field ? `${field}.${name}` : name, next, depth + 1);
    if (node.items) walk(node.items, `${here}/items`, `${field}[0]`, next, depth + 1);
  };
  walk(schema, at, root, new Set(), 0);
  return out;
}

/** The JSON schema of a request body or response of the contract (either may be a `$ref`). */
const jsonOf = (resolve: Resolve, node: SchemaNode): Schema | undefined => resolve(node, "").node?.content?.["application/json"]?.schema ?? undefined;

/** Compare the enums of every shared operation. */
export function measureEnums(live: LiveShapes, ours: Record<string, SchemaNode>, table: DifferenceTable): EnumMeasure {
  const liveResolve = resolverOf(live.doc);
  const ourResolve = resolverOf(ours);
  const byShape = new Map<string, { path: string; method: string; op: SchemaNode }>();
  for (const [path, item] of Object.entries<SchemaNode>(ours.paths ?? {}))
    for (const m of ["get", "post", "put", "patch", "delete"]) if (item?.[m]) byShape.set(shapeKey(m, path), { path, method: m, op: item[m] });
  // One entry per (kind, live pointer, value): known values too, so that each is counted once.
  const units = new Map<string, EnumFinding & { known: boolean }>();
  const note = (u: Omit<EnumFinding, "operations"> & { known: boolean }) => {
    const k = `${u.kind} ${u.pointer} ${u.value}`;
    const cur = units.get(k);
    if (!cur) return void units.set(k, { ...u, operations: u.known ? [] : [u.op] });
    if (!u.known) {
      if (cur.known) Object.assign(cur, { op: u.op, where: u.where, field: u.field, excused: u.excused, known: false });
      else cur.excused &&= u.excused;
      if (!cur.operations.includes(u.op)) cur.operations.push(u.op);
    }
  };
  for (const lop of live.operations) {
    const o = byShape.get(shapeKey(lop.method, lop.path));
    if (!o) continue;
    const op = `${lop.method} ${o.path}`;
    const compare = (
      where: string,
      liveSchema: Schema | undefined,
      liveAt: string,
      ourSchema: SchemaNode,
      answer: string | undefined,
      loc: string,
      root = "",
    ) => {
      if (!liveSchema || !ourSchema) return;
      const l = enumsOf(liveSchema, liveResolve, liveAt, root);
      const r = enumsOf(ourSchema, ourResolve, "", root);
      for (const [field, le] of l) {
        const re = r.get(field);
        if (!re) continue;
        const excused = answer === undefined ? table.excusesRequest(op, loc, field, "INVALID_ENUM") : table.excusesResponse(op, answer, field);
        for (const [value, pointer] of le) note({ op, where, field, kind: "unknown", value, pointer, excused, known: re.has(value) });
        // What the simulator may answer beyond the live list: successful answers only (error codes are one list in the contract).
        if (answer !== undefined && /^2/.test(answer))
          for (const value of re.keys())
            if (!le.has(value)) note({ op, where, field, kind: "extra", value, pointer: [...le.values()][0], excused, known: false });
      }
    };
    const opAt = `/operations/${lop.key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
    compare(
      "request",
      lop.requestBody?.content?.["application/json"],
      `${opAt}/requestBody/content/application~1json`,
      jsonOf(ourResolve, o.op.requestBody),
      undefined,
      "body",
    );
    const ourParams: SchemaNode[] = (o.op.parameters ?? []).map((p: SchemaNode) => ourResolve(p, "").node);
    const livePath = lop.parameters.filter((p) => p.in === "path");
    const ourPath = ourParams.filter((p) => p?.in === "path");
    lop.parameters.forEach((p, i) => {
      const mine =
        p.in === "path" ? ourPath[livePath.indexOf(p)] : ourParams.find((x) => x?.in === p.in && String(x?.name).toLowerCase() === p.name.toLowerCase());
      if (mine) compare(`${p.in} parameter ${p.name}`, p.schema, `${opAt}/parameters/${i}/schema`, mine.schema, undefined, p.in, p.name);
    });
    for (const [status, media] of Object.entries(lop.responses))
      compare(
        `response ${status}`,
        media["application/json"],
        `${opAt}/responses/${status}/application~1json`,
        jsonOf(ourResolve, o.op.responses?.[status]),
        status,
        "body",
      );
  }
  const all = [...units.values()];
  const liveValues = all.filter((u) => u.kind === "unknown");
  const unknown = liveValues.filter((u) => !u.known);
  return {
    live: liveValues.length,
    known: liveValues.length - unknown.length,
    excused: unknown.filter((u) => u.excused).length,
    findings: all.filter((u) => !u.known).map(({ known: _k, ...f }) => f),
  };
}
