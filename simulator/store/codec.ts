/**
 * The text form of stored values (data directory, platform export files): JSON, with
 * the few non-JSON types stores hold tagged as `{"$t": <type>, "v": <value>}`:
 * Map, Set, Buffer/Uint8Array (base64), Date, bigint and undefined inside arrays.
 * A plain object that itself has a `$t` key is wrapped as `{"$t":"Obj","v":{...}}`, so
 * decoding never mistakes data for a tag. Class instances other than those are not
 * data: `encode` throws NotPlainDataError naming the path, so nothing is stored
 * half-understood.
 */

export class NotPlainDataError extends Error {
  constructor(
    readonly path: string,
    readonly typeName: string,
  ) {
    super(`${path || "(value)"} is a ${typeName}, not plain data`);
  }
}

const TAG = "$t";

function tagged(t: string, v: unknown): Record<string, unknown> {
  return { [TAG]: t, v };
}

function toData(v: unknown, path: string): unknown {
  if (v === null || typeof v === "string" || typeof v === "boolean") return v;
  if (typeof v === "number") return Number.isFinite(v) ? v : tagged("Num", String(v));
  if (typeof v === "bigint") return tagged("BigInt", v.toString());
  if (v === undefined) return undefined;
  if (typeof v !== "object") throw new NotPlainDataError(path, typeof v);
  if (Array.isArray(v)) return v.map((x, i) => (x === undefined ? tagged("Undef", 0) : toData(x, `${path}[${i}]`)));
  const proto = Object.getPrototypeOf(v);
  if (proto === Object.prototype || proto === null) {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) {
      const x = toData((v as Record<string, unknown>)[k], path ? `${path}.${k}` : k);
      if (x !== undefined) out[k] = x;
    }
    return TAG in out ? tagged("Obj", out) : out;
  }
  if (v instanceof Map)
    return tagged(
      "Map",
      [...v].map(([k, x], i) => [toData(k, `${path}<key ${i}>`), toData(x, `${path}<${String(k)}>`) ?? tagged("Undef", 0)]),
    );
  if (v instanceof Set)
    return tagged(
      "Set",
      [...v].map((x, i) => toData(x, `${path}<${i}>`)),
    );
  if (v instanceof Date) return tagged("Date", v.getTime());
  if (v instanceof Uint8Array) return tagged("Buf", Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString("base64"));
  throw new NotPlainDataError(path, proto?.constructor?.name ?? "object");
}

function fromData(v: unknown): unknown {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(fromData);
  const o = v as Record<string, unknown>;
  const t = o[TAG];
  if (typeof t === "string") {
    switch (t) {
      case "Obj":
        return fromPlain(o.v as Record<string, unknown>);
      case "Map":
        return new Map((o.v as [unknown, unknown][]).map(([k, x]) => [fromData(k), fromData(x)]));
      case "Set":
        return new Set((o.v as unknown[]).map(fromData));
      case "Date":
        return new Date(o.v as number);
      case "Buf":
        return Buffer.from(o.v as string, "base64");
      case "BigInt":
        return BigInt(o.v as string);
      case "Num":
        return Number(o.v);
      case "Undef":
        return undefined;
      default:
        throw new SyntaxError(`unknown tag ${JSON.stringify(t)}`);
    }
  }
  return fromPlain(o);
}

function fromPlain(o: Record<string, unknown>): Record<string, unknown> {
  for (const k of Object.keys(o)) o[k] = fromData(o[k]);
  return o;
}

/** The JSON-compatible form of a value (tags for the non-JSON types). */
export function toStored(value: unknown): unknown {
  return toData(value, "");
}

/** The value back from its JSON-compatible form (mutates and returns fresh parsed data). */
export function fromStored<T = unknown>(data: unknown): T {
  return fromData(data) as T;
}

/** Whether JSON.stringify alone writes the value exactly (the usual case: no tag needed). */
function isJson(v: unknown, depth = 0): boolean {
  if (v === null || typeof v === "string" || typeof v === "boolean") return true;
  if (typeof v === "number") return Number.isFinite(v);
  if (typeof v !== "object" || depth > 64) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (v[i] === undefined || !isJson(v[i], depth + 1)) return false;
    return true;
  }
  const proto = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return false;
  for (const k in v) {
    if (k === TAG) return false;
    const x = (v as Record<string, unknown>)[k];
    if (x !== undefined && !isJson(x, depth + 1)) return false;
  }
  return true;
}

/** Text of a value; throws NotPlainDataError for class instances. */
export function encode(value: unknown): string {
  if (isJson(value)) return JSON.stringify(value);
  return JSON.stringify(toData(value, "")) ?? "null";
}

/** A value back from its text; throws SyntaxError on damaged text. */
export function decode<T = unknown>(text: string): T {
  return fromData(JSON.parse(text)) as T;
}
