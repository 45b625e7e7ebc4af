/**
 * What the bench reads from the contract: request examples (by path, method and example
 * name), the POST /customers body with a fresh platformCustomerId and umaAddress per call,
 * and the list operations (their paths take a `cursor` query parameter).
 */
import { randomUUID } from "node:crypto";

export type OpenApiDoc = Record<string, unknown>;

/** The value at `keys` in a JSON document (undefined when a step is missing). */
export function at(node: unknown, ...keys: string[]): unknown {
  let n = node;
  for (const k of keys) n = n !== null && typeof n === "object" ? (n as Record<string, unknown>)[k] : undefined;
  return n;
}

/** The named examples of an operation's JSON request body: name -> value. */
export function requestExamples(doc: OpenApiDoc, path: string, method: string): Record<string, Record<string, unknown>> {
  const exs = (at(doc, "paths", path, method, "requestBody", "content", "application/json", "examples") ?? {}) as Record<
    string,
    { value: Record<string, unknown> }
  >;
  return Object.fromEntries(Object.entries(exs).map(([k, v]) => [k, v.value]));
}

/** A POST /customers body (the contract's individual example) with a fresh platformCustomerId and umaAddress per call. */
export function customerBody(doc: OpenApiDoc): () => string {
  const ex = requestExamples(doc, "/customers", "post").individual;
  const [a, b, c] = JSON.stringify({ ...ex, platformCustomerId: "@@N@@", umaAddress: "$jane.doe@@N@@@uma.example.com" }).split("@@N@@");
  const run = randomUUID().slice(0, 8);
  let n = 0;
  return () => {
    n++;
    const id = `${run}x${n}`;
    return a + "bench-" + id + b + id + c;
  };
}

export interface ListOperation {
  path: string;
  operationId: string;
  /** Required query parameters (the walk cannot fill them in: such lists are skipped). */
  required: string[];
}

/** Every GET operation with a `cursor` query parameter, no path parameter, and the platform's credentials. */
export function listOperations(doc: OpenApiDoc): ListOperation[] {
  const out: ListOperation[] = [];
  for (const [path, item] of Object.entries((at(doc, "paths") ?? {}) as Record<string, Record<string, unknown>>)) {
    const get = item.get as { operationId?: string; parameters?: unknown[]; security?: Record<string, unknown>[] } | undefined;
    if (!get || path.includes("{")) continue;
    const security = get.security ?? (at(doc, "security") as Record<string, unknown>[] | undefined) ?? [];
    if (security.length && !security.some((s) => "BasicAuth" in s)) continue; // the agents' own lists (bearer tokens)
    const params = [...(get.parameters ?? []), ...((item.parameters as unknown[]) ?? [])].map(
      (p) => resolve(doc, p) as { name?: string; in?: string; required?: boolean },
    );
    if (!params.some((p) => p.in === "query" && p.name === "cursor")) continue;
    out.push({ path, operationId: get.operationId ?? path, required: params.filter((p) => p.in === "query" && p.required).map((p) => p.name ?? "") });
  }
  return out;
}

function resolve(doc: OpenApiDoc, node: unknown): unknown {
  const ref = at(node, "$ref");
  return typeof ref === "string" && ref.startsWith("#/") ? at(doc, ...ref.slice(2).split("/")) : node;
}
