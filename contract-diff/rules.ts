/**
 * The rule tables of spec/rules/ compared as data: they are part of the contract (what a
 * magic suffix does, which corridor pays, which codes exist). A removed or changed entry
 * is a behavioural break (a value that gave one outcome now gives another); an added
 * entry changes what the values it matches do. Prose (notes, reasons, descriptions, the
 * `designed` mark) is not behaviour and is left out.
 */
import type { Ctx } from "./operations.js";
import { push } from "./operations.js";
import { isObj, type Obj } from "./json.js";
import { escapeToken } from "../contract/json-pointer.js";

const PROSE = new Set(["note", "notes", "reason", "description", "designed", "source", "comment", "$comment", "why"]);
const KEYS = ["code", "id", "suffix", "country", "name", "value", "type", "status", "from", "currency", "field"];

const show = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));
const fmt = (path: string[]) => path.map((p) => (/^[A-Za-z_][\w-]*$/.test(p) ? p : JSON.stringify(p))).join(".") || "(the table)";

function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (!isObj(v)) return v;
  return Object.fromEntries(
    Object.entries(v)
      .filter(([k]) => !PROSE.has(k))
      .map(([k, x]) => [k, strip(x)]),
  );
}

/** Items of an array of objects keyed by their identity field (or their position). */
function keyed(list: unknown[]): Map<string, unknown> | undefined {
  if (!list.every(isObj)) return undefined;
  const rows = list as Obj[];
  const k = KEYS.find(
    (key) => rows.every((x) => typeof x[key] === "string" || typeof x[key] === "number") && new Set(rows.map((x) => x[key])).size === rows.length,
  );
  return k ? new Map(rows.map((x) => [String(x[k]), x])) : new Map(rows.map((x, i) => [String(i), x]));
}

export function diffRules(ctx: Ctx, a: Record<string, unknown>, b: Record<string, unknown>): void {
  for (const name of Object.keys(a)) {
    const op = `rules ${name}`;
    const file = `spec/rules/${name}.yaml#`;
    if (!(name in b)) {
      push(ctx, "rules-table-removed", op, file, `The rule table ${name} was removed.`);
      continue;
    }
    walk(ctx, op, file, [], strip(a[name]), strip(b[name]));
  }
  for (const name of Object.keys(b))
    if (!(name in a)) push(ctx, "rules-table-added", `rules ${name}`, `spec/rules/${name}.yaml#`, `The rule table ${name} was added.`);
}

function walk(ctx: Ctx, op: string, file: string, path: string[], a: unknown, b: unknown): void {
  if (JSON.stringify(a) === JSON.stringify(b)) return;
  const ptr = `${file}/${path.map(escapeToken).join("/")}`;
  if (isObj(a) && isObj(b)) {
    for (const k of Object.keys(a)) {
      if (!(k in b))
        push(
          ctx,
          "rules-entry-removed",
          op,
          `${file}/${[...path, k].map(escapeToken).join("/")}`,
          `${op}: ${fmt([...path, k])} was removed (was ${show(a[k]).slice(0, 120)}).`,
        );
      else walk(ctx, op, file, [...path, k], a[k], b[k]);
    }
    for (const k of Object.keys(b))
      if (!(k in a))
        push(
          ctx,
          "rules-entry-added",
          op,
          `${file}/${[...path, k].map(escapeToken).join("/")}`,
          `${op}: ${fmt([...path, k])} was added (${show(b[k]).slice(0, 120)}).`,
        );
    return;
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    const ka = keyed(a);
    const kb = keyed(b);
    if (ka && kb) {
      walk(ctx, op, file, path, Object.fromEntries(ka), Object.fromEntries(kb));
      return;
    }
    const sa = new Set(a.map((x) => JSON.stringify(x)));
    const sb = new Set(b.map((x) => JSON.stringify(x)));
    const removed = a.filter((x) => !sb.has(JSON.stringify(x)));
    const added = b.filter((x) => !sa.has(JSON.stringify(x)));
    if (removed.length) push(ctx, "rules-entry-removed", op, ptr, `${op}: ${fmt(path)} no longer holds ${removed.map(show).join(", ").slice(0, 160)}.`);
    if (added.length) push(ctx, "rules-entry-added", op, ptr, `${op}: ${fmt(path)} now holds ${added.map(show).join(", ").slice(0, 160)}.`);
    if (!removed.length && !added.length) push(ctx, "rules-value-changed", op, ptr, `${op}: ${fmt(path)} changed order (order is preference).`);
    return;
  }
  push(ctx, "rules-value-changed", op, ptr, `${op}: ${fmt(path)} changed from ${show(a).slice(0, 80)} to ${show(b).slice(0, 80)}.`);
}
