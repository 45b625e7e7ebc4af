/**
 * The `Paysim-Violations` response header: the exchange's violations as a JSON array, each
 * `{side, rule, in, pointer, expected, actual}`, values cut short, the whole at most
 * `maxBytes` (then a last item `{"more": N}` counts what was left out), in printable ASCII so
 * any client can read it.
 */
import type { Violation } from "./types.js";

export const VIOLATIONS_HEADER = "paysim-violations";

const cut = (v: unknown): unknown => {
  if (v === undefined) return undefined;
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 120 ? `${text.slice(0, 117)}...` : v;
};

const ascii = (s: string): string => s.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

export function violationsHeader(vs: Omit<Violation, "seq" | "operation" | "message">[], maxBytes = 4096): string {
  const parts: string[] = [];
  let size = 2;
  let shown = 0;
  for (const v of vs) {
    const item = ascii(JSON.stringify({ side: v.side, rule: v.rule, in: v.in, pointer: v.pointer, expected: cut(v.expected), actual: cut(v.actual) }));
    // Room is kept for the closing `{"more":N}`.
    if (size + item.length + 1 + 20 > maxBytes) break;
    parts.push(item);
    size += item.length + 1;
    shown++;
  }
  if (shown < vs.length) parts.push(JSON.stringify({ more: vs.length - shown }));
  return `[${parts.join(",")}]`;
}
