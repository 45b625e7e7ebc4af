/**
 * Strict JSON text: bytes -> value, refusing what JSON.parse alone lets through. The text
 * must be UTF-8; objects and arrays nest at most `maxDepth` levels; no object repeats a
 * key; no key is `__proto__`, `constructor` or `prototype`; no string holds U+0000.
 * Problems come back as {field, code, reason} (field = JSON path of the offending value).
 */

export interface JsonProblem {
  field: string;
  code: "MALFORMED_BODY" | "INVALID_ENCODING" | "TOO_DEEP" | "DUPLICATE_KEY" | "FORBIDDEN_KEY" | "INVALID_CHARACTER";
  reason: string;
}

export type JsonResult = { ok: true; value: unknown } | { ok: false; problem: JsonProblem };

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

/** Structural checks over text JSON.parse accepted (so the scan can trust the syntax). */
function scan(text: string, maxDepth: number): JsonProblem | null {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length;) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      const end = stringEnd(text, i);
      const raw = text.slice(i + 1, end - 1);
      const value = raw.includes("\\") ? (JSON.parse(text.slice(i, end)) as string) : raw;
      const top = stack[stack.length - 1];
      if (top && top.keys && top.expectKey) {
        top.key = value;
        top.expectKey = false;
        if (FORBIDDEN_KEYS.has(value)) return { field: pathOf(stack), code: "FORBIDDEN_KEY", reason: `the key "${value}" is not accepted` };
        if (top.keys.has(value)) return { field: pathOf(stack), code: "DUPLICATE_KEY", reason: `the key "${value}" appears more than once in the same object` };
        top.keys.add(value);
      }
      if (value.includes("\u0000")) return { field: pathOf(stack), code: "INVALID_CHARACTER", reason: "strings may not contain the NUL character (U+0000)" };
      i = end;
      continue;
    }
    if (c === 123 /* { */ || c === 91 /* [ */) {
      if (stack.length >= maxDepth) return { field: pathOf(stack), code: "TOO_DEEP", reason: `objects and arrays may nest at most ${maxDepth} levels` };
      stack.push(c === 123 ? { keys: new Set(), key: "", expectKey: true } : { keys: null, key: 0, expectKey: false });
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      stack.pop();
    } else if (c === 44 /* , */) {
      const top = stack[stack.length - 1];
      if (top.keys) top.expectKey = true;
      else top.key = (top.key as number) + 1;
    }
    i++;
  }
  return null;
}

/** Decode and parse a JSON body strictly (see the module comment). */
export function parseJsonStrict(bytes: Buffer, maxDepth: number): JsonResult {
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
  const problem = scan(text, maxDepth);
  return problem ? { ok: false, problem } : { ok: true, value };
}
