/**
 * The contract's schema of one field of an answer: the operation's response schema for the
 * status, followed down a JSON pointer (references, allOf merged, the oneOf branch the value
 * selects). Used to name a difference: an enum value rather than any value.
 */
import { escapeToken } from "../contract/json-pointer.js";
import type { Contract, Operation } from "../contract/operations.js";
import { SchemaWalker, type Schema } from "../conformance/contract/schema-walk.js";
import type { DifferenceKind } from "./types.js";

/** The JSON pointer of an operation's response schema for a status, or undefined when it documents no JSON body. */
export function responseSchemaPointer(contract: Contract, op: Operation, status: number): string | undefined {
  const responses = op.op.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, "default"].find((k) => responses[k]);
  if (!key) return undefined;
  const documented = responses[key];
  if (documented.$ref) {
    const target = contract.doc.components.responses?.[String(documented.$ref).split("/").pop()!];
    return target?.content?.["application/json"] ? `${documented.$ref}/content/application~1json/schema` : undefined;
  }
  if (!documented.content?.["application/json"]) return undefined;
  return `#/paths/${escapeToken(op.path)}/${op.method.toLowerCase()}/responses/${escapeToken(key)}/content/application~1json/schema`;
}

export function schemaAt(walker: SchemaWalker, pointer: string, body: unknown, tokens: string[]): Schema | undefined {
  let s: Schema | undefined = walker.deref({ $ref: pointer });
  let v: unknown = body;
  for (const t of tokens) {
    if (!s) return undefined;
    if (s.oneOf || s.anyOf) s = walker.branch(s, v);
    if (!s) return undefined;
    if (Array.isArray(v)) {
      s = s.items ? walker.deref(s.items) : undefined;
      v = v[Number(t)];
    } else {
      const p: Schema | undefined = s.properties?.[t];
      s = p ? walker.deref(p) : undefined;
      v = v && typeof v === "object" ? (v as Record<string, unknown>)[t] : undefined;
    }
  }
  if (s && (s.oneOf || s.anyOf)) s = walker.branch(s, v) ?? s;
  return s;
}

/** A classifier for the comparison: "enum" where the field's schema lists its values, else "value". */
export function enumClassifier(contract: Contract, op: Operation | undefined, status: number, body: unknown): (tokens: string[]) => DifferenceKind {
  const pointer = op ? responseSchemaPointer(contract, op, status) : undefined;
  if (!pointer) return () => "value";
  const walker = new SchemaWalker(contract);
  return (tokens) => {
    try {
      const s = schemaAt(walker, pointer, body, tokens);
      return s && (Array.isArray(s.enum) || s.const !== undefined) ? "enum" : "value";
    } catch {
      return "value";
    }
  };
}
