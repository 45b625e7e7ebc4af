/**
 * Request side of the fidelity measure: for each operation the live service and the
 * contract share, requests the live shapes allow (bodies and parameters generated from
 * the live schemas, kept only when the live schemas accept them) must pass the
 * simulator's request validation. A refusal is excused only where the difference table
 * says the description's rule stands for that field.
 */
import fc from "fast-check";
import type { SchemaRegistry } from "../contract/schema-registry.js";
import { RouteTable } from "../simulator/pipeline/routes.js";
import { compileOperationValidators, validateJsonBody, validateParameters } from "../simulator/pipeline/request-validation.js";
import type { FieldError } from "../simulator/errors/api-error.js";
import { arbitraryFromSchema } from "../contract/arbitraries/from-schema.js";
import { shapeKey, type LiveOperation, type LiveShapes, type Schema } from "./live-shapes.js";
import type { DifferenceTable } from "./differences.js";

export interface RequestFinding {
  op: string;
  sent: number;
  refused: number;
  excused: number;
  examples: { value: unknown; errors: FieldError[] }[];
  ms?: number;
}

function bodySchema(op: LiveOperation): Schema | undefined {
  return op.requestBody?.content?.["application/json"];
}

/** Path, query and header values drawn from the live parameter schemas. */
function paramsArb(live: LiveShapes, op: LiveOperation): fc.Arbitrary<Record<string, Record<string, unknown>>> {
  const byLoc: Record<string, Record<string, fc.Arbitrary<unknown>>> = { path: {}, query: {}, header: {} };
  const required: Record<string, string[]> = { path: [], query: [], header: [] };
  for (const p of op.parameters) {
    if (!byLoc[p.in]) continue;
    byLoc[p.in][p.name] = arbitraryFromSchema(p.schema ?? { type: "string" }, { resolve: live.resolve, maxDepth: 2 });
    if (p.required || p.in === "path") required[p.in].push(p.name);
  }
  return fc.record(Object.fromEntries(Object.entries(byLoc).map(([loc, m]) => [loc, fc.record(m, { requiredKeys: required[loc] })])));
}

const asString = (v: unknown) => (typeof v === "string" ? v : Array.isArray(v) ? v.map(String).join(",") : JSON.stringify(v));

/** Run `runs` live-valid requests of each shared operation through the simulator's request validation. */
export function measureRequests(live: LiveShapes, ours: SchemaRegistry, table: DifferenceTable, runs: number, seed = 4242): Map<string, RequestFinding> {
  const routes = new RouteTable(ours.doc);
  const byShape = new Map(routes.operations.map((o) => [shapeKey(o.method, o.path), o]));
  const out = new Map<string, RequestFinding>();
  for (const lop of live.operations) {
    const op = byShape.get(shapeKey(lop.method, lop.path));
    if (!op) continue;
    const v = compileOperationValidators(ours, op);
    const ls = bodySchema(lop);
    const bodyArb: fc.Arbitrary<unknown> = ls && (op.body?.json || !op.body) ? arbitraryFromSchema(ls, { resolve: live.resolve }) : fc.constant(undefined);
    const finding: RequestFinding = { op: `${op.method} ${op.path}`, sent: 0, refused: 0, excused: 0, examples: [] };
    let samples: [Record<string, Record<string, unknown>>, unknown][];
    try {
      // Drawn without fc's filter (which retries without bound): a bounded batch, then only live-valid bodies are kept.
      samples = fc
        .sample(fc.tuple(paramsArb(live, lop), bodyArb), { numRuns: runs * 4, seed })
        .filter(([, b]) => b === undefined || live.check(ls!, b) === null)
        .slice(0, runs);
    } catch {
      samples = [];
    }
    const started = Date.now();
    for (const [params, body] of samples) {
      finding.sent++;
      const pathParams = Object.fromEntries(Object.entries(params.path).map(([k, val]) => [k, asString(val)]));
      // Path parameters are matched by position: the live name may differ from ours.
      const ourPathNames = op.params.filter((p) => p.in === "path").map((p) => p.name);
      const livePathNames = lop.parameters.filter((p) => p.in === "path").map((p) => p.name);
      const path: Record<string, string> = {};
      ourPathNames.forEach((n, i) => (path[n] = pathParams[livePathNames[i]] ?? "x"));
      const query = new URLSearchParams();
      for (const [k, val] of Object.entries(params.query)) if (val !== undefined) query.set(k, asString(val));
      const headers: Record<string, string> = {};
      for (const [k, val] of Object.entries(params.header)) if (val !== undefined) headers[k.toLowerCase()] = asString(val);
      const errors = [...validateParameters(ours, v, path, query, headers).errors];
      if (body !== undefined && op.body?.json) errors.push(...validateJsonBody(ours, op.body.json, body));
      else if (body !== undefined && !op.body && body !== null && !(typeof body === "object" && Object.keys(body as object).length === 0)) {
        errors.push({ field: "", in: "body", code: "UNKNOWN_FIELD", reason: "the contract declares no request body where the live service takes one" });
      }
      if (!errors.length) continue;
      if (errors.every((e) => table.excusesRequest(finding.op, e.in, e.field, e.code))) {
        finding.excused++;
        continue;
      }
      finding.refused++;
      if (finding.examples.length < 3) finding.examples.push({ value: { params, body }, errors });
    }
    finding.ms = Date.now() - started;
    out.set(finding.op, finding);
  }
  return out;
}
