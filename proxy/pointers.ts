/** JSON pointers of the violations: a FieldError's field as a pointer, and the value a pointer names in a body. */
import { compilePointer, parsePointer } from "../contract/json-pointer.js";
import { ABSENT } from "./types.js";

/** `a.b[0].c` (a FieldError's field) -> `/a/b/0/c`. */
export function fieldPointer(field: string): string {
  if (!field) return "";
  const tokens: string[] = [];
  for (const m of field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) tokens.push(m[1] ?? m[2]);
  return compilePointer(tokens);
}

/** The value at a pointer, or ABSENT. */
export function valueAt(body: unknown, pointer: string): unknown {
  let v = body;
  for (const t of parsePointer(pointer)) v = v && typeof v === "object" ? (v as Record<string, unknown>)[t] : undefined;
  return v === undefined ? ABSENT : v;
}
