/**
 * Strict JSON text: bytes -> value, refusing what JSON.parse alone lets through. The text
 * must be UTF-8; objects and arrays nest at most `maxDepth` levels and hold at most
 * `maxValues` values in all, an array at most `maxItems` items; no object repeats a key; no key is `__proto__`, `constructor`
 * or `prototype`; no string holds U+0000. Numbers are refused where JSON.parse would change
 * them without a word: a literal too large for any number (`1e400` parses as Infinity,
 * which a JSON answer writes as null) and an integer literal outside the safe range
 * ±(2^53-1) (`9007199254740993` parses as 9007199254740992), wherever they appear, so no
 * field, typed or free-form, ever stores a value other than the one sent. Problems come
 * back as {field, code, reason} (field = JSON path of the offending value).
 */

export interface JsonProblem {
  field: string;
  code:
    | "MALFORMED_BODY"
    | "INVALID_ENCODING"
    | "TOO_DEEP"
    | "TOO_MANY_VALUES"
    | "TOO_LONG"
    | "DUPLICATE_KEY"
    | "FORBIDDEN_KEY"
    | "INVALID_CHARACTER"
    | "OUT_OF_RANGE";
  reason: string;
}

export type JsonResult = { ok: true; value: unknown; text: string } | { ok: false; problem: JsonProblem };

const utf8 = new TextDecoder("utf-8", { fatal: true });
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

interface Frame {
  keys: Set<string> | null; // null for arrays
  key: string | number;
  expectKey: boolean;
}

const pathOf = (stack: Frame[]): string => {
  let out = "";
  for (const f of stack) {
    if (f.keys === null) out += `[${f.key}]`;
    else if (f.key !== "") out += out ? `.${f.key}` : String(f.key);
  }
  return out;
};

/** The end index (exclusive) of the string starting at `i` (text[i] === '"'); the text is valid JSON. */
function stringEnd(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    const c = text.charCodeAt(j);
    if (c === 34 /* " */) return j + 1;
    j += c === 92 /* \ */ ? 2 : 1;
  }
}

/** The end index (exclusive) of the number starting at `i`; the text is valid JSON. */
function numberEnd(text: string, i: number): number {
  let j = i + 1;
  for (;;) {
    const c = text.charCodeAt(j);
    // digits, '.', 'e', 'E', '+', '-'
    if ((c >= 48 && c <= 57) || c === 46 || c === 101 || c === 69 || c === 43 || c === 45) j++;
    else return j;
  }
}

/** Why a number literal is refused, or null: it overflows every number, or it is an integer past ±(2^53-1). */
function numberProblem(literal: string): string | null {
  let integer = true;
  for (let k = 0; k < literal.length; k++) {
    const c = literal.charCodeAt(k);
    if (c === 46 || c === 101 || c === 69) integer = false;
  }
  const digits = literal.charCodeAt(0) === 45 ? literal.length - 1 : literal.length;
  if (integer) {
    if (digits < 16 || Number.isSafeInteger(Number(literal))) return null;
    return `the integer ${literal.length > 40 ? `${literal.slice(0, 40)}…` : literal} is outside the range JSON numbers keep exactly (-9007199254740991 to 9007199254740991)`;
  }
  if (Number.isFinite(Number(literal))) return null;
  return `the number ${literal.length > 40 ? `${literal.slice(0, 40)}…` : literal} is too large for any number (it would become Infinity)`;
}

/** Structural checks over text JSON.parse accepted (so the scan can trust the syntax). */
function scan(text: string, maxDepth: number, maxValues: number, maxItems: number): JsonProblem | null {
  const stack: Frame[] = [];
  // JSON writes U+0000 inside a string only as the escape \u0000 (a raw one is invalid), so
  // a text without that escape has no string value to look into.
  const mayHoldNul = text.includes("\\u0000");
  let values = 0;
  const tooMany = (): JsonProblem => ({
    field: pathOf(stack),
    code: "TOO_MANY_VALUES",
    reason: `a body holds at most ${maxValues} values (strings, numbers, literals, objects and arrays in all)`,
  });
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      const end = numberEnd(text, i);
      if (++values > maxValues) return tooMany();
      const why = numberProblem(text.slice(i, end));
      if (why) return { field: pathOf(stack), code: "OUT_OF_RANGE", reason: why };
      i = end;
      continue;
    }
    if (c === 116 /* t */ || c === 102 /* f */ || c === 110 /* n */) {
      if (++values > maxValues) return tooMany();
      i += c === 102 ? 5 : 4;
      continue;
    }
    if (c === 34) {
      const end = stringEnd(text, i);
      const top = stack[stack.length - 1];
      const keys = top !== undefined && top.expectKey ? top.keys : null;
      if (keys === null && !mayHoldNul) {
        if (++values > maxValues) return tooMany();
        i = end;
        continue;
      }
      const raw = text.slice(i + 1, end - 1);
      const value = raw.includes("\\") ? (JSON.parse(text.slice(i, end)) as string) : raw;
      if (keys !== null) {
        top.key = value;
        top.expectKey = false;
        if (FORBIDDEN_KEYS.has(value)) return { field: pathOf(stack), code: "FORBIDDEN_KEY", reason: `the key "${value}" is not accepted` };
        if (keys.has(value)) return { field: pathOf(stack), code: "DUPLICATE_KEY", reason: `the key "${value}" appears more than once in the same object` };
        keys.add(value);
      } else if (++values > maxValues) return tooMany();
      if (value.includes("\u0000")) return { field: pathOf(stack), code: "INVALID_CHARACTER", reason: "strings may not contain the NUL character (U+0000)" };
      i = end;
      continue;
    }
    if (c === 123 /* { */ || c === 91 /* [ */) {
      if (stack.length >= maxDepth) return { field: pathOf(stack), code: "TOO_DEEP", reason: `objects and arrays may nest at most ${maxDepth} levels` };
      if (++values > maxValues) return tooMany();
      stack.push(c === 123 ? { keys: new Set(), key: "", expectKey: true } : { keys: null, key: 0, expectKey: false });
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      stack.pop();
    } else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top.keys) top.expectKey = true;
      else if ((top.key = (top.key as number) + 1) >= maxItems)
        return { field: pathOf(stack.slice(0, -1)), code: "TOO_LONG", reason: `an array holds at most ${maxItems} items` };
    }
    i++;
  }
  return null;
}

/** Decode and parse a JSON body strictly (see the module comment). */
export function parseJsonStrict(bytes: Buffer, maxDepth: number, maxValues = Infinity, maxItems = Infinity): JsonResult {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, problem: { field: "", code: "INVALID_ENCODING", reason: "the body is not valid UTF-8" } };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { ok: false, problem: { field: "", code: "MALFORMED_BODY", reason: `the body is not valid JSON: ${(e as Error).message}` } };
  }
  const problem = scan(text, maxDepth, maxValues, maxItems);
  return problem ? { ok: false, problem } : { ok: true, value, text };
}
