/**
 * Semantic comparison of two schemas (BASE's and REVISION's), each in its own document:
 * every constraint that changed, as a change kind that says whether the set of valid
 * values shrank (narrowed) or grew (widened), where (the instance path inside the value
 * and the JSON pointer in the document) and the values that show it (removed enum values,
 * a removed branch). Names of components and the order of oneOf branches do not count.
 */
import { LOWER, UPPER, type Bound, type Loc, type SchemaDoc, type View } from "./normalize.js";

export interface SchemaChange {
  kind: string;
  /** Instance path inside the value: property names, "0" for an array item. */
  inst: string[];
  /** Where the change shows: REVISION's pointer (BASE's for what was removed). */
  ptr: string;
  /** One clause, completed by the caller into a sentence. */
  what: string;
  a: Loc;
  b: Loc;
  /** Values that BASE accepts at `inst` and REVISION may refuse (or the other way round). */
  values?: unknown[];
  /** The witness removes the field at `inst` instead of setting it. */
  omit?: boolean;
  /** Pointers of the schemas along `inst` (root first) in BASE and REVISION: a witness fills missing levels from them. */
  chainA?: string[];
  chainB?: string[];
}

const show = (v: unknown) => JSON.stringify(v);
const at = (inst: string[]) => (inst.length ? `\`${inst.join(".")}\`` : "the value");
const BOUND_NAME: Record<Bound, string> = {
  minLength: "min-length",
  maxLength: "max-length",
  minimum: "minimum",
  maximum: "maximum",
  minItems: "min-items",
  maxItems: "max-items",
  minProperties: "min-properties",
  maxProperties: "max-properties",
};

export class SchemaComparer {
  private seen = new Set<string>();
  readonly changes: SchemaChange[] = [];
  private chainA: string[] = [];
  private chainB: string[] = [];

  private add(ch: SchemaChange): void {
    this.changes.push({ ...ch, chainA: [...this.chainA], chainB: [...this.chainB] });
  }

  constructor(
    readonly A: SchemaDoc,
    readonly B: SchemaDoc,
  ) {}

  compare(a: Loc, b: Loc, inst: string[] = [], sameLevel = false): void {
    if (inst.length > 24) return;
    if (this.A.fingerprint(a) === this.B.fingerprint(b)) return;
    const key = `${keyOf(a)}|${keyOf(b)}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const va = this.A.view(a);
    const vb = this.B.view(b);
    const savedA = this.chainA;
    const savedB = this.chainB;
    this.chainA = sameLevel ? [...savedA.slice(0, -1), va.ptr] : [...savedA, va.ptr];
    this.chainB = sameLevel ? [...savedB.slice(0, -1), vb.ptr] : [...savedB, vb.ptr];
    try {
      this.compareViews(a, b, va, vb, inst);
    } finally {
      this.chainA = savedA;
      this.chainB = savedB;
    }
  }

  private compareViews(a: Loc, b: Loc, va: View, vb: View, inst: string[]): void {
    const emit = (kind: string, what: string, extra: Partial<SchemaChange> = {}) =>
      this.add({ kind, inst, ptr: kind.endsWith("removed") && !extra.ptr ? va.ptr : vb.ptr, what, a, b, ...extra });

    if (va.never !== vb.never) emit(vb.never ? "type-narrowed" : "type-widened", `${at(inst)} ${vb.never ? "accepts nothing any more" : "is now accepted"}`);
    if (!this.types(va, vb, inst, emit)) return;
    this.enums(va, vb, inst, emit);
    if (va.format !== vb.format) {
      if (va.format && vb.format) emit("format-changed", `${at(inst)} changed format from ${va.format} to ${vb.format}`);
      else if (vb.format) emit("format-added", `${at(inst)} now must be a ${vb.format}`);
      else emit("format-removed", `${at(inst)} no longer must be a ${va.format}`);
    }
    const pa = [...va.patterns].sort().join(" & ");
    const pb = [...vb.patterns].sort().join(" & ");
    if (pa !== pb) {
      if (pa && pb) emit("pattern-changed", `${at(inst)} must now match ${pb} instead of ${pa}`);
      else if (pb) emit("pattern-added", `${at(inst)} must now match ${pb}`);
      else emit("pattern-removed", `${at(inst)} no longer must match ${pa}`);
    }
    this.bounds(va, vb, inst, emit);
    if (!!va.uniqueItems !== !!vb.uniqueItems)
      emit(
        vb.uniqueItems ? "unique-items-added" : "unique-items-removed",
        `${at(inst)} ${vb.uniqueItems ? "now must" : "no longer must"} hold distinct items`,
        { values: [{ __dup__: true }] },
      );
    if (va.multipleOf !== vb.multipleOf) {
      const narrowed = vb.multipleOf !== undefined && (va.multipleOf === undefined || vb.multipleOf % va.multipleOf !== 0 || vb.multipleOf > va.multipleOf);
      emit(narrowed ? "multiple-of-narrowed" : "multiple-of-widened", `${at(inst)} multipleOf ${va.multipleOf ?? "none"} -> ${vb.multipleOf ?? "none"}`);
    }
    if (va.readOnly !== vb.readOnly)
      emit(vb.readOnly ? "read-only-added" : "read-only-removed", `${at(inst)} is ${vb.readOnly ? "now" : "no longer"} read-only`);
    if (va.writeOnly !== vb.writeOnly)
      emit(vb.writeOnly ? "write-only-added" : "write-only-removed", `${at(inst)} is ${vb.writeOnly ? "now" : "no longer"} write-only`);
    if (show(va.default) !== show(vb.default))
      emit(
        "default-changed",
        `${at(inst)} defaults to ${vb.default === undefined ? "nothing" : show(vb.default)} instead of ${va.default === undefined ? "nothing" : show(va.default)}`,
      );
    if (va.discriminator?.propertyName !== vb.discriminator?.propertyName && va.discriminator && vb.discriminator) {
      emit("discriminator-changed", `${at(inst)} is told apart by \`${vb.discriminator.propertyName}\` instead of \`${va.discriminator.propertyName}\``);
    }
    this.objects(va, vb, inst, emit);
    if (va.items && vb.items) this.compare(va.items, vb.items, [...inst, "0"]);
    this.variants(a, b, va, vb, inst);
  }

  /** False when the types no longer overlap (nothing deeper is worth comparing). */
  private types(va: View, vb: View, inst: string[], emit: (k: string, w: string, e?: Partial<SchemaChange>) => void): boolean {
    const ta = va.enum ? undefined : va.types;
    const tb = vb.enum ? undefined : vb.types;
    if (!ta && !tb) return true;
    // Representative kinds of JSON value: "fraction" is a number that is not an integer.
    const reps = ["string", "integer", "fraction", "boolean", "object", "array", "null"];
    const has = (t: Set<string> | undefined, r: string) =>
      !t || (r === "fraction" ? t.has("number") : r === "integer" ? t.has("integer") || t.has("number") : t.has(r));
    const name = (r: string) => (r === "fraction" ? "non-integer numbers" : r);
    const removed = reps.filter((r) => has(ta, r) && !has(tb, r));
    const added = reps.filter((r) => !has(ta, r) && has(tb, r));
    const rNull = removed.includes("null");
    const aNull = added.includes("null");
    const rOther = removed.filter((t) => t !== "null").map(name);
    const aOther = added.filter((t) => t !== "null").map(name);
    if (rNull) emit("nullable-removed", `${at(inst)} may no longer be null`, { values: [null], ptr: vb.ptr });
    if (aNull) emit("nullable-added", `${at(inst)} may now be null`, { values: [null] });
    if (rOther.length) emit("type-narrowed", `${at(inst)} no longer accepts ${rOther.join("/")}`, { ptr: vb.ptr });
    if (aOther.length) emit("type-widened", `${at(inst)} now also accepts ${aOther.join("/")}`);
    if (!ta || !tb) return true;
    return reps.some((r) => r !== "null" && has(ta, r) && has(tb, r));
  }

  private enums(va: View, vb: View, inst: string[], emit: (k: string, w: string, e?: Partial<SchemaChange>) => void): void {
    const key = (x: unknown) => show(x);
    if (va.enum && vb.enum) {
      const sb = new Set(vb.enum.map(key));
      const sa = new Set(va.enum.map(key));
      const removed = va.enum.filter((x) => !sb.has(key(x)));
      const added = vb.enum.filter((x) => !sa.has(key(x)));
      if (removed.length) emit("enum-value-removed", `${at(inst)} no longer accepts ${removed.map(show).join(", ")}`, { values: removed, ptr: vb.ptr });
      if (added.length) emit("enum-value-added", `${at(inst)} now also accepts ${added.map(show).join(", ")}`, { values: added });
    } else if (vb.enum) emit("enum-added", `${at(inst)} is now limited to ${vb.enum.map(show).join(", ")}`);
    else if (va.enum) emit("enum-removed", `${at(inst)} is no longer limited to ${va.enum.map(show).join(", ")}`);
  }

  private bounds(va: View, vb: View, inst: string[], emit: (k: string, w: string, e?: Partial<SchemaChange>) => void): void {
    for (const b of [...LOWER, ...UPPER]) {
      const x = va.num[b];
      const y = vb.num[b];
      if (x === y) continue;
      const lower = LOWER.includes(b);
      const tighter = y !== undefined && (x === undefined || (lower ? y > x : y < x));
      const word = lower ? (tighter ? "increased" : "decreased") : tighter ? "decreased" : "increased";
      // A value inside the looser bound and outside the tighter one.
      const values = tighter ? [boundWitness(b, x, y!)] : x !== undefined ? [boundWitness(b, y, x)] : undefined;
      emit(`${BOUND_NAME[b]}-${word}`, `${at(inst)} ${b} ${x ?? "none"} -> ${y ?? "none"}`, { values });
    }
  }

  private objects(va: View, vb: View, inst: string[], emit: (k: string, w: string, e?: Partial<SchemaChange>) => void): void {
    const reqAdded = [...vb.required].filter((r) => !va.required.has(r));
    const reqRemoved = [...va.required].filter((r) => !vb.required.has(r));
    for (const r of reqAdded)
      this.add({
        kind: "required-added",
        inst: [...inst, r],
        ptr: vb.ptr,
        what: `\`${[...inst, r].join(".")}\` is now required`,
        a: va.properties.get(r) ?? { schema: {}, ptr: va.ptr },
        b: vb.properties.get(r) ?? { schema: {}, ptr: vb.ptr },
        omit: true,
      });
    for (const r of reqRemoved)
      this.add({
        kind: "required-removed",
        inst: [...inst, r],
        ptr: vb.ptr,
        what: `\`${[...inst, r].join(".")}\` is no longer required`,
        a: va.properties.get(r) ?? { schema: {}, ptr: va.ptr },
        b: vb.properties.get(r) ?? { schema: {}, ptr: vb.ptr },
        omit: true,
      });
    for (const [k, la] of va.properties) {
      const lb = vb.properties.get(k);
      const p = [...inst, k];
      if (lb) {
        this.compare(la, lb, p);
        continue;
      }
      const closed = vb.additional === false;
      // Witnesses: the property holding a value BASE's schema of it refuses (open objects), or any value (closed).
      this.add({
        kind: closed ? "property-removed-closed" : "property-removed",
        inst: p,
        ptr: la.ptr,
        what: `\`${p.join(".")}\` was removed${closed ? " and is now refused" : ""}`,
        a: la,
        b: { schema: closed ? false : true, ptr: vb.ptr },
        values: closed ? undefined : [{ unexpected: [true] }, "unexpected", 12345, null],
      });
    }
    for (const [k, lb] of vb.properties) {
      if (va.properties.has(k)) continue;
      const p = [...inst, k];
      const closed = va.additional === false;
      this.add({
        kind: closed ? "property-added-closed" : "property-added",
        inst: p,
        ptr: lb.ptr,
        what: `\`${p.join(".")}\` was added`,
        a: { schema: closed ? false : true, ptr: va.ptr },
        b: lb,
      });
    }
    const ca = va.additional === false;
    const cb = vb.additional === false;
    if (!ca && cb) emit("additional-properties-closed", `${at(inst)} no longer accepts properties it does not name`, { values: [{ __extra__: "x" }] });
    else if (ca && !cb) emit("additional-properties-opened", `${at(inst)} now accepts properties it does not name`);
    else if (typeof va.additional === "object" && typeof vb.additional === "object") this.compare(va.additional, vb.additional, [...inst, "*"]);
  }

  private variants(a: Loc, b: Loc, va: View, vb: View, inst: string[]): void {
    if (!va.variants && !vb.variants) return;
    // A side without branches is one branch: the plain schema itself.
    const la = va.variants ?? [a];
    const lb = vb.variants ?? [b];
    const fa = la.map((l) => this.A.fingerprint(l));
    const fb = lb.map((l) => this.B.fingerprint(l));
    const restA = la
      .map((_, i) => i)
      .filter((i) => {
        const j = fb.indexOf(fa[i]);
        if (j < 0) return true;
        fb[j] = "\u0000used";
        return false;
      });
    let restB = lb.map((_, i) => i).filter((i) => fb[i] !== "\u0000used");
    const label = (doc: SchemaDoc, l: Loc, v: View) => {
      const view = doc.view(l);
      const d = v.discriminator?.propertyName;
      const dv = d ? this.tag(doc, view.properties.get(d)) : undefined;
      return dv ?? view.refName ?? view.title ?? undefined;
    };
    const unpairedA: number[] = [];
    for (const i of restA) {
      const name = label(this.A, la[i], va);
      let j = name === undefined ? -1 : (restB.find((k) => label(this.B, lb[k], vb) === name) ?? -1);
      if (j < 0 && restA.length === 1 && restB.length === 1) j = restB[0];
      if (j >= 0) {
        restB = restB.filter((k) => k !== j);
        this.compare(la[i], lb[j], inst, true);
      } else unpairedA.push(i);
    }
    for (const i of unpairedA) {
      const name = label(this.A, la[i], va) ?? `branch ${i + 1}`;
      this.add({
        kind: "variant-removed",
        inst,
        ptr: la[i].ptr,
        what: `${at(inst)} no longer accepts the ${name} shape`,
        a: la[i],
        b: { schema: false, ptr: vb.ptr },
      });
    }
    for (const j of restB) {
      const name = label(this.B, lb[j], vb) ?? `branch ${j + 1}`;
      this.add({
        kind: "variant-added",
        inst,
        ptr: lb[j].ptr,
        what: `${at(inst)} now also accepts the ${name} shape`,
        a: { schema: false, ptr: va.ptr },
        b: lb[j],
      });
    }
  }

  private tag(doc: SchemaDoc, l: Loc | undefined): string | undefined {
    if (!l) return undefined;
    const v = doc.view(l);
    return v.enum?.length === 1 ? String(v.enum[0]) : undefined;
  }
}

function keyOf(l: Loc): string {
  return "parts" in l ? l.parts.map(keyOf).join("+") : l.ptr;
}

/** A value inside the looser bound `x` (undefined: none) and outside the tighter one `y`. */
function boundWitness(b: Bound, x: number | undefined, y: number): unknown {
  switch (b) {
    case "maxLength":
      return "a".repeat(Math.min(x ?? y + 1, y + 1));
    case "minLength":
      return "a".repeat(Math.max(x ?? 0, y - 1));
    case "maximum":
      return x === undefined ? y + 1 : Math.min(x, y + 1);
    case "minimum":
      return x === undefined ? y - 1 : Math.max(x, y - 1);
    case "maxItems":
      return { __items__: Math.min(x ?? y + 1, y + 1) };
    case "minItems":
      return { __items__: Math.max(x ?? 0, y - 1) };
    default:
      return undefined;
  }
}
