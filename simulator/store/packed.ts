/**
 * Packed items: a compact in-memory form for collections holding very many similar
 * objects (transactions). An item is kept as one flat array: its shape's number, then its
 * leaf values in shape order; the shape (the nested key structure, shared by every item
 * built the same way) is kept once per collection. Nested plain objects cost no object
 * of their own; a small nested object of plain values that recurs (a currency, an account
 * reference) is kept once and copied out on every read; short strings inside nested
 * objects (currency codes, names, symbols) are kept once; and strings built by concatenation (ids such as `Transaction:<uuid>`, whose
 * uuid part alone is a tree of a dozen pieces) are flattened into one piece. Reading an item rebuilds a fresh object with the same keys in the same order and
 * the same values, so callers see exactly what they put.
 *
 * What is packed: plain objects (prototype Object or null), recursively. Arrays, and any
 * other value, are leaves kept as they are. An item whose collection already has
 * MAX_SHAPES shapes is kept unpacked.
 *
 * A collection packs its items when its declaration says so (store/declarations.ts:
 * `declareCollection(name, { packed: true })`, read through the store's StoreSchema).
 */

interface Shape {
  id: number;
  keys: string[];
  /** Per key: the nested object's shape, 0 for a kept (pooled) object copied out on read, or undefined for a leaf. */
  children: (Shape | 0 | undefined)[];
}

const MAX_SHAPES = 4096;
const POOL_MAX = 4096;
const POOLED_MAX_LENGTH = 32;
/** A nested object is kept once when it has at most this many keys, each a primitive (strings up to 64 characters). */
const POOLED_OBJECT_KEYS = 8;

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== "object" || Array.isArray(v)) return false;
  const p = Object.getPrototypeOf(v);
  return p === Object.prototype || p === null;
};

/**
 * The string in one piece: a numeric conversion makes V8 flatten a concatenated string in
 * place (the pieces are freed by the next collection). Strings under 13 characters are
 * never concatenation trees.
 */
function flat(s: string): string {
  if (s.length >= 13) void (Number(s) | 0);
  return s;
}

export class Packer {
  private shapes: Shape[] = [];
  private bySignature = new Map<string, Shape>();
  /** Short strings of nested objects, kept once (bounded). */
  private pool = new Map<string, string>();
  /** Small nested objects of plain values, by their JSON text, kept once (bounded). */
  private objects = new Map<string, Record<string, unknown>>();

  /** The packed form of `item`, or `item` itself when it cannot be packed. */
  pack<T extends object>(item: T): unknown[] | T {
    if (!isPlain(item)) return item;
    const row: unknown[] = [0];
    const sig = this.walk(item, row, 0);
    if (sig === undefined) return item;
    let shape = this.bySignature.get(sig);
    if (!shape) {
      if (this.shapes.length >= MAX_SHAPES) return item;
      shape = this.shapeOf(item);
      this.bySignature.set(sig, shape);
    }
    row[0] = shape.id;
    return row.slice(); // exact length (a pushed array keeps spare capacity)
  }

  /** The item a packed row (or an unpacked item) stands for. */
  unpack<T>(stored: unknown[] | T): T {
    if (!Array.isArray(stored)) return stored;
    const at = { i: 1 };
    return this.build(this.shapes[stored[0] as number], stored, at) as T;
  }

  /** The shape signature of `o`, its leaves pushed on `row`; undefined when a key cannot be rebuilt by assignment. */
  private walk(o: Record<string, unknown>, row: unknown[], depth: number): string | undefined {
    let sig = "{";
    for (const k in o) {
      if (!Object.prototype.hasOwnProperty.call(o, k)) continue;
      if (k === "__proto__") return undefined;
      const v = o[k];
      sig += JSON.stringify(k);
      if (isPlain(v)) {
        const kept = this.keptObject(v);
        if (kept) {
          row.push(kept);
          sig += ":=";
        } else {
          const inner = this.walk(v, row, depth + 1);
          if (inner === undefined) return undefined;
          sig += ":" + inner;
        }
      } else if (typeof v !== "string") row.push(v);
      else if (depth > 0 && v.length <= POOLED_MAX_LENGTH) row.push(this.intern(flat(v)));
      else row.push(flat(v));
      sig += ",";
    }
    return sig + "}";
  }

  private shapeOf(o: Record<string, unknown>): Shape {
    const keys: string[] = [];
    const children: (Shape | 0 | undefined)[] = [];
    for (const k in o) {
      if (!Object.prototype.hasOwnProperty.call(o, k)) continue;
      keys.push(k);
      const v = o[k];
      // The same decision as walk() just took for this item (what it kept is in the pool now).
      children.push(isPlain(v) ? (this.objects.has(this.keyOfObject(v) ?? "") ? 0 : this.shapeOf(v)) : undefined);
    }
    const shape: Shape = { id: this.shapes.length, keys, children };
    this.shapes.push(shape);
    return shape;
  }

  private build(shape: Shape, row: unknown[], at: { i: number }): Record<string, unknown> {
    const o: Record<string, unknown> = {};
    const { keys, children } = shape;
    for (let j = 0; j < keys.length; j++) {
      const child = children[j];
      o[keys[j]] = child === 0 ? { ...(row[at.i++] as Record<string, unknown>) } : child ? this.build(child, row, at) : row[at.i++];
    }
    return o;
  }

  /** The JSON text of a small object of plain values, or undefined when it is not one. */
  private keyOfObject(o: Record<string, unknown>): string | undefined {
    let n = 0;
    for (const k in o) {
      if (!Object.prototype.hasOwnProperty.call(o, k)) continue;
      const v = o[k];
      if (++n > POOLED_OBJECT_KEYS || k === "__proto__") return undefined;
      if (typeof v === "string" ? v.length > 64 : !(typeof v === "number" || typeof v === "boolean" || v === null)) return undefined;
    }
    return JSON.stringify(o);
  }

  /** The kept copy of a small object of plain values (kept now if there is room), or undefined. */
  private keptObject(o: Record<string, unknown>): Record<string, unknown> | undefined {
    const key = this.keyOfObject(o);
    if (key === undefined) return undefined;
    let kept = this.objects.get(key);
    if (!kept && this.objects.size < POOL_MAX) {
      kept = {};
      for (const k in o) if (Object.prototype.hasOwnProperty.call(o, k)) kept[k] = typeof o[k] === "string" ? this.intern(flat(o[k] as string)) : o[k];
      this.objects.set(key, kept);
    }
    return kept;
  }

  private intern(s: string): string {
    const known = this.pool.get(s);
    if (known !== undefined) return known;
    if (this.pool.size < POOL_MAX) this.pool.set(s, s);
    return s;
  }
}
