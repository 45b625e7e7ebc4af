/**
 * The operations of a bundled spec: a matcher from concrete paths to path templates, the
 * documented statuses and codes, request examples, and its schema registry.
 */
import { readFileSync } from "node:fs";
import { SchemaRegistry } from "./schema-registry.js";
import { bundledSpec } from "./spec.js";

export interface Operation {
  key: string; // "POST /customers"
  method: string; // upper case
  path: string; // template
  operationId: string;
  area: string; // tag
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
  op: any;
  authenticated: boolean;
  securitySchemes: string[];
}

export class Contract {
  readonly operations: Operation[] = [];
  readonly byKey = new Map<string, Operation>();
  readonly byId = new Map<string, Operation>();
  readonly registry: SchemaRegistry;
  private matchers: { method: string; re: RegExp; literalScore: number; op: Operation }[] = [];

  constructor(readonly doc: ReturnType<typeof bundledSpec>) {
    this.registry = new SchemaRegistry(doc);
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Operation["op"]>>)) {
      for (const m of ["get", "post", "put", "patch", "delete"]) {
        const op = item[m];
        if (!op) continue;
        const security = (op.security ?? doc.security ?? []) as object[];
        const o: Operation = {
          key: `${m.toUpperCase()} ${path}`,
          method: m.toUpperCase(),
          path,
          operationId: op.operationId,
          area: op.tags?.[0] ?? "",
          op,
          authenticated: security.length > 0,
          securitySchemes: security.flatMap((s) => Object.keys(s)),
        };
        this.operations.push(o);
        this.byKey.set(o.key, o);
        this.byId.set(o.operationId, o);
        const segs = path.split("/").slice(1);
        const re = new RegExp("^/" + segs.map((s) => (s.startsWith("{") ? "([^/]+)" : s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("/") + "$");
        this.matchers.push({ method: o.method, re, literalScore: segs.filter((s) => !s.startsWith("{")).length, op: o });
      }
    }
    this.matchers.sort((a, b) => b.literalScore - a.literalScore);
  }

  /** The bundled spec (default), or the document at `path`. */
  static load(path?: string): Contract {
    return new Contract(path ? JSON.parse(readFileSync(path, "utf8")) : bundledSpec());
  }

  /** The operation a concrete request path (relative to the base) belongs to. */
  match(method: string, path: string): Operation | undefined {
    const p = path.split("?")[0];
    return this.matchers.find((m) => m.method === method.toUpperCase() && m.re.test(p))?.op;
  }

  /** Codes of a status, from the Error<status> enum of the spec. */
  codesOfStatus(status: number | string): string[] {
    return this.doc.components.schemas[`Error${status}`]?.allOf?.[1]?.properties?.code?.enum ?? [];
  }

  /** The codes an operation says it can give for a status (x-error-codes), or undefined. */
  operationCodes(op: Operation, status: number | string): string[] | undefined {
    return op.op["x-error-codes"]?.[String(status)];
  }

  /** The `Limit`-style request example of an operation's JSON body, if any. */
  requestExample(op: Operation, contentType = "application/json"): unknown {
    const media = op.op.requestBody?.content?.[contentType];
    if (!media) return undefined;
    if ("example" in media) return structuredClone(media.example);
    const first = Object.values(media.examples ?? {})[0] as Operation["op"];
    return first ? structuredClone(first.value) : undefined;
  }
}
