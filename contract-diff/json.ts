/**
 * An OpenAPI document as plain JSON data, read without a static type: each node is
 * narrowed where it is used (an object, a list, a string), and a node of the wrong shape
 * reads as empty rather than throwing.
 */
import { escapeToken, unescapeToken } from "../contract/json-pointer.js";

/** A JSON object: a document, a schema, an operation. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);

/** `v` when it is an object, else an empty one. */
export const obj = (v: unknown): Obj => (isObj(v) ? v : {});

/** `v` when it is a list, else an empty one. */
export const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `v` when it is a string. */
export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

/** The node a local reference (`#/a/b`) names in `doc`, or undefined. */
export function pointerGet(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const token = unescapeToken(decodeURIComponent(raw));
    node = Array.isArray(node) ? node[Number(token)] : isObj(node) ? node[token] : undefined;
    if (node === undefined) return undefined;
  }
  return node;
}

/** Follow local `$ref`s from a node (bounded); the node reached and its pointer. */
export function deref(doc: unknown, node: unknown, ptr: string): { node: unknown; ptr: string } {
  let hops = 0;
  while (isObj(node) && typeof node.$ref === "string" && node.$ref.startsWith("#") && hops++ < 32) {
    ptr = node.$ref;
    node = pointerGet(doc, ptr);
  }
  return { node, ptr };
}

/** Every `$ref` of a document with the pointer of the object holding it. */
export function refsOf(doc: unknown): { ref: string; at: string }[] {
  const out: { ref: string; at: string }[] = [];
  const walk = (node: unknown, at: string, depth: number): void => {
    if (depth > 256) return;
    if (Array.isArray(node)) node.forEach((x, i) => walk(x, `${at}/${i}`, depth + 1));
    else if (isObj(node)) {
      if (typeof node.$ref === "string") out.push({ ref: node.$ref, at: at || "/" });
      for (const [k, v] of Object.entries(node)) if (typeof v === "object" && v !== null) walk(v, `${at}/${escapeToken(k)}`, depth + 1);
    }
  };
  walk(doc, "", 0);
  return out;
}
