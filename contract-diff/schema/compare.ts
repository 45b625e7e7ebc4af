/**
 * Semantic comparison of two schemas (BASE's and REVISION's), each in its own document:
 * every constraint that changed, as a change kind that says whether the set of valid
 * values shrank (narrowed) or grew (widened), where (the instance path inside the value
 * and the JSON pointer of the node that changed) and the values that show it (removed enum
 * values, a removed branch). Names of components and the order of oneOf branches do not
 * count. The side matters for what a value holds: a request never carries `readOnly`
 * properties and a response or webhook never carries `writeOnly` ones, so those are left
 * out there.
 */
import { stringDirection } from "./probe.js";
import { LOWER, UPPER, type Bound, type Keyword, type Loc, type SchemaDoc, type View } from "./normalize.js";
import { at, boundWitness, keyOf, show, BOUND_NAME } from "./words.js";
import type { Side } from "../types.js";

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

type Emit = (kind: string, what: string, extra?: Partial<SchemaChange>, keyword?: Keyword) => void;

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
    readonly side: Side = "request",
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
      this.compareViews(a, b, va, vb, inst, sameLevel);
    } finally {
      this.chainA = savedA;
      this.chainB = savedB;
    }
  }

  private compareViews(a: Loc, b: Loc, va: View, vb: View, inst: string[], branch: boolean): void {
    const emit: Emit = (kind, what, extra = {}, keyword) => {
      const removed = kind.endsWith("removed");
      const origin = keyword && (removed ? (va.origin[keyword] ?? vb.origin[keyword]) : (vb.origin[keyword] ?? va.origin[keyword]));
      this.add({ kind, inst, ptr: origin ?? (removed ? va.ptr : vb.ptr), what, a, b, ...extra });
    };

    if (va.never !== vb.never) emit(vb.never ? "type-narrowed" : "type-widened", `${at(inst)} ${vb.never ? "accepts nothing any more" : "is now accepted"}`);
    if (va.deprecated !== vb.deprecated) this.deprecation(va, vb, inst, branch, emit);
    if (!this.types(va, vb, inst, emit)) return;
    this.enums(va, vb, inst, emit);
    this.strings(va, vb, inst, emit);
    this.bounds(va, vb, inst, emit);
    if (!!va.uniqueItems !== !!vb.uniqueItems)
      emit(
        vb.uniqueItems ? "unique-items-added" : "unique-items-removed",
        `${at(inst)} ${vb.uniqueItems ? "now must" : "no longer must"} hold distinct items`,
        { values: [{ __dup__: true }] },
        "uniqueItems",
      );
    // An integer moves in steps of 1 already: multipleOf 1 on an integer is no constraint.
    const [sa, sb] = [va.multipleOf ?? (integerOnly(va) ? 1 : undefined), vb.multipleOf ?? (integerOnly(vb) ? 1 : undefined)];
    if (va.multipleOf !== vb.multipleOf && sa !== sb) {
      // Multiples of BASE's step stay valid exactly when BASE's step is a multiple of REVISION's.
      const kept = sa !== undefined && (sb === undefined || isWhole(sa / sb));
      // A value of the accepting side's step that the other side's step refuses.
      const [step, other] = kept ? [sb, sa] : [sa, sb];
      const value = [1, 2, 3, 5, 7, 11].map((k) => (step ?? 1) * k).find((x) => other === undefined || !isWhole(x / other));
      emit(
        kept ? "multiple-of-widened" : "multiple-of-narrowed",
        `${at(inst)} multipleOf ${va.multipleOf ?? "none"} -> ${vb.multipleOf ?? "none"}`,
        { values: value === undefined ? undefined : [value] },
        "multipleOf",
      );
    }
    if (va.readOnly !== vb.readOnly)
      emit(vb.readOnly ? "read-only-added" : "read-only-removed", `${at(inst)} is ${vb.readOnly ? "now" : "no longer"} read-only`, {}, "readOnly");
    if (va.writeOnly !== vb.writeOnly)
      emit(vb.writeOnly ? "write-only-added" : "write-only-removed", `${at(inst)} is ${vb.writeOnly ? "now" : "no longer"} write-only`, {}, "writeOnly");
    if (show(va.default) !== show(vb.default))
      emit(
        "default-changed",
        `${at(inst)} defaults to ${vb.default === undefined ? "nothing" : show(vb.default)} instead of ${va.default === undefined ? "nothing" : show(va.default)}`,
        {},
        "default",
      );
    if (va.discriminator?.propertyName !== vb.discriminator?.propertyName && va.discriminator && vb.discriminator) {
      emit(
        "discriminator-changed",
        `${at(inst)} is told apart by \`${vb.discriminator.propertyName}\` instead of \`${va.discriminator.propertyName}\``,
        {},
        "discriminator",
      );
    }
    this.objects(va, vb, inst, emit);
    if (va.items && vb.items) this.compare(va.items, vb.items, [...inst, "0"]);
    this.variants(a, b, va, vb, inst);
  }

  private deprecation(va: View, vb: View, inst: string[], branch: boolean, emit: Emit): void {
    const value = branch && vb.enum?.length === 1 ? vb.enum[0] : branch && va.enum?.length === 1 ? va.enum[0] : undefined;
    const what = value !== undefined ? `${at(inst)} value ${show(value)}` : at(inst);
    const kind = value !== undefined ? "enum-value-deprecated" : "deprecated";
    if (vb.deprecated) emit(kind, `${what} is now deprecated`, {}, "deprecated");
    else emit(`${kind.replace("deprecated", "deprecation")}-removed`, `${what} is no longer deprecated`, {}, "deprecated");
  }

  /** False when the types no longer overlap (nothing deeper is worth comparing). */
  private types(va: View, vb: View, inst: string[], emit: Emit): boolean {
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
    const rOther = removed.filter((t) => t !== "null").map(name);
    const aOther = added.filter((t) => t !== "null").map(name);
    if (removed.includes("null")) emit("nullable-removed", `${at(inst)} may no longer be null`, { values: [null], ptr: vb.origin.types ?? vb.ptr });
    if (added.includes("null")) emit("nullable-added", `${at(inst)} may now be null`, { values: [null] }, "types");
    if (rOther.length) emit("type-narrowed", `${at(inst)} no longer accepts ${rOther.join("/")}`, { ptr: vb.origin.types ?? vb.ptr });
    if (aOther.length) emit("type-widened", `${at(inst)} now also accepts ${aOther.join("/")}`, {}, "types");
    if (!ta || !tb) return true;
    return reps.some((r) => r !== "null" && has(ta, r) && has(tb, r));
  }

  private enums(va: View, vb: View, inst: string[], emit: Emit): void {
    if (va.enum && vb.enum) {
      const sb = new Set(vb.enum.map(show));
      const sa = new Set(va.enum.map(show));
      const removed = va.enum.filter((x) => !sb.has(show(x)));
      const added = vb.enum.filter((x) => !sa.has(show(x)));
      if (removed.length)
        emit("enum-value-removed", `${at(inst)} no longer accepts ${removed.map(show).join(", ")}`, { values: removed, ptr: vb.origin.enum ?? vb.ptr });
      if (added.length) emit("enum-value-added", `${at(inst)} now also accepts ${added.map(show).join(", ")}`, { values: added }, "enum");
    } else if (vb.enum) emit("enum-added", `${at(inst)} is now limited to ${vb.enum.map(show).join(", ")}`, {}, "enum");
    else if (va.enum) emit("enum-removed", `${at(inst)} is no longer limited to ${va.enum.map(show).join(", ")}`, {}, "enum");
  }

  /** Formats and patterns; a change between two of them is classified by the values each accepts (probe.ts). */
  private strings(va: View, vb: View, inst: string[], emit: Emit): void {
    const pa = [...va.patterns].sort().join(" & ");
    const pb = [...vb.patterns].sort().join(" & ");
    const verdict = (keyword: "format" | "pattern") => {
      const dir = stringDirection(va, vb, keyword);
      const kind = !dir || dir.narrowed ? `${keyword}-changed` : dir.widened ? `${keyword}-relaxed` : `${keyword}-equivalent`;
      const note = dir && !dir.narrowed && !dir.widened ? ` (no value drawn from either side, ${dir.drawn} each, tells them apart)` : "";
      return { kind, note };
    };
    if (va.format !== vb.format) {
      if (va.format && vb.format) {
        const v = verdict("format");
        emit(v.kind, `${at(inst)} changed format from ${va.format} to ${vb.format}${v.note}`, {}, "format");
      } else if (vb.format) emit("format-added", `${at(inst)} now must be a ${vb.format}`, {}, "format");
      else emit("format-removed", `${at(inst)} no longer must be a ${va.format}`, {}, "format");
    }
    if (pa !== pb) {
      if (pa && pb) {
        const v = verdict("pattern");
        emit(v.kind, `${at(inst)} must now match ${pb} instead of ${pa}${v.note}`, {}, "pattern");
      } else if (pb) emit("pattern-added", `${at(inst)} must now match ${pb}`, {}, "pattern");
      else emit("pattern-removed", `${at(inst)} no longer must match ${pa}`, {}, "pattern");
    }
  }

  private bounds(va: View, vb: View, inst: string[], emit: Emit): void {
    for (const b of [...LOWER, ...UPPER]) {
      const x = va.num[b];
      const y = vb.num[b];
      if (x === y) continue;
      const lower = LOWER.includes(b);
      const tighter = y !== undefined && (x === undefined || (lower ? y > x : y < x));
      const word = lower ? (tighter ? "increased" : "decreased") : tighter ? "decreased" : "increased";
      // A value inside the looser bound and outside the tighter one.
      const values = tighter ? [boundWitness(b, x, y!)] : x !== undefined ? [boundWitness(b, y, x)] : undefined;
      emit(`${BOUND_NAME[b]}-${word}`, `${at(inst)} ${b} ${x ?? "none"} -> ${y ?? "none"}`, { values }, b as Bound);
    }
  }

  /** Whether a property is absent from values of this side (readOnly in requests, writeOnly in responses). */
  private absent(doc: SchemaDoc, l: Loc | undefined): boolean {
    if (!l) return false;
    const v = doc.view(l);
    return this.side === "request" ? v.readOnly : v.writeOnly;
  }

  private objects(va: View, vb: View, inst: string[], emit: Emit): void {
    const skipped = (k: string) => {
      const [la, lb] = [va.properties.get(k), vb.properties.get(k)];
      return (!la || this.absent(this.A, la)) && (!lb || this.absent(this.B, lb)) && (la !== undefined || lb !== undefined);
    };
    const required = (kind: "required-added" | "required-removed", r: string) =>
      this.add({
        kind,
        inst: [...inst, r],
        ptr: (kind === "required-added" ? vb.requiredAt.get(r) : va.requiredAt.get(r)) ?? vb.ptr,
        what: `\`${[...inst, r].join(".")}\` is ${kind === "required-added" ? "now" : "no longer"} required`,
        a: va.properties.get(r) ?? { schema: {}, ptr: va.ptr },
        b: vb.properties.get(r) ?? { schema: {}, ptr: vb.ptr },
        omit: true,
      });
    for (const r of vb.required) if (!va.required.has(r) && !skipped(r)) required("required-added", r);
    for (const r of va.required) if (!vb.required.has(r) && !skipped(r)) required("required-removed", r);
    const removed = [...va.properties.keys()].filter((k) => !vb.properties.has(k) && !skipped(k));
    const added = [...vb.properties.keys()].filter((k) => !va.properties.has(k) && !skipped(k));
    const renamed = this.renames(va, vb, removed, added);
    for (const [k, la] of va.properties) {
      const lb = vb.properties.get(k);
      if (lb && !skipped(k)) this.compare(la, lb, [...inst, k]);
    }
    for (const k of removed) {
      const la = va.properties.get(k)!;
      const p = [...inst, k];
      const to = renamed.get(k);
      const was = this.A.view(la).deprecated ? " (it was deprecated)" : "";
      if (to !== undefined) {
        const lb = vb.properties.get(to)!;
        this.add({
          kind: "property-renamed",
          inst: p,
          ptr: lb.ptr,
          what: `\`${p.join(".")}\` was renamed to \`${[...inst, to].join(".")}\`${was}`,
          a: la,
          b: lb,
        });
        continue;
      }
      const closed = vb.additional === false;
      // Witnesses: the property holding a value BASE's schema of it refuses (open objects), or any value (closed).
      this.add({
        kind: closed ? "property-removed-closed" : "property-removed",
        inst: p,
        ptr: la.ptr,
        what: `\`${p.join(".")}\` was removed${closed ? " and is now refused" : ""}${was}`,
        a: la,
        b: { schema: closed ? false : true, ptr: vb.ptr },
        values: closed ? undefined : [{ unexpected: [true] }, "unexpected", 12345, null],
      });
    }
    const renamedTo = new Set(renamed.values());
    for (const k of added) {
      if (renamedTo.has(k)) continue;
      const lb = vb.properties.get(k)!;
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
    if (!ca && cb)
      emit("additional-properties-closed", `${at(inst)} no longer accepts properties it does not name`, { values: [{ __extra__: "x" }] }, "additional");
    else if (ca && !cb)
      emit("additional-properties-opened", `${at(inst)} now accepts properties it does not name`, { values: [{ __extra__: "x" }] }, "additional");
    else if (typeof va.additional === "object" && typeof vb.additional === "object") this.compare(va.additional, vb.additional, [...inst, "*"]);
  }

  /** Removed and added properties of one object that hold the same schema, paired one to one: renamed. */
  private renames(va: View, vb: View, removed: string[], added: string[]): Map<string, string> {
    const out = new Map<string, string>();
    if (!removed.length || !added.length) return out;
    const printA = new Map(removed.map((k) => [k, this.A.fingerprint(va.properties.get(k)!)]));
    const printB = new Map(added.map((k) => [k, this.B.fingerprint(vb.properties.get(k)!)]));
    for (const [k, f] of printA) {
      const sameA = [...printA.values()].filter((x) => x === f).length;
      const matches = added.filter((n) => printB.get(n) === f);
      if (sameA === 1 && matches.length === 1) out.set(k, matches[0]);
    }
    return out;
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
      return dv ?? view.refName ?? view.title ?? (view.enum?.length === 1 ? show(view.enum[0]) : undefined);
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

const isWhole = (x: number) => Math.abs(x - Math.round(x)) < 1e-9;
const integerOnly = (v: View) => v.types !== undefined && v.types.has("integer") && !v.types.has("number");
