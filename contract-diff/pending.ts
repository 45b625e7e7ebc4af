/** A finding before its witness is searched for, with what the search needs. */
import type { SchemaChange } from "./schema/compare.js";
import type { Finding, Side } from "./types.js";
import { unescapeToken } from "../contract/json-pointer.js";

export interface OpRef {
  method: string;
  /** The operation's path template in BASE (request witnesses are built from BASE). */
  path: string;
}

export type Proof =
  /** A schema change inside a body or a parameter: BASE's and REVISION's schema roots. */
  | {
      kind: "schema";
      side: Side;
      op?: OpRef;
      rootA: string;
      rootB: string;
      change: SchemaChange;
      param?: { in: string; name: string };
      status?: string;
      mediaType?: string;
    }
  /** A whole request BASE accepts that REVISION refuses for a structural reason. */
  | { kind: "request"; op: OpRef; refusedBecause: string; omitParam?: { in: string; name: string }; auth?: string; mediaType?: string };

export interface Pending {
  finding: Finding;
  proof?: Proof;
}

const isObj = (v: unknown): v is Record<string, any> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Follow `$ref`s from a node; returns the node and its pointer. */
export function deref(doc: any, node: unknown, ptr: string): { node: any; ptr: string } {
  let hops = 0;
  while (isObj(node) && typeof node.$ref === "string" && node.$ref.startsWith("#") && hops++ < 32) {
    ptr = node.$ref;
    node = ptr
      .slice(1)
      .split("/")
      .slice(1)
      .map((p) => unescapeToken(decodeURIComponent(p)))
      .reduce<any>((n, k) => (n == null ? undefined : n[k]), doc);
  }
  return { node, ptr };
}

export { isObj };
