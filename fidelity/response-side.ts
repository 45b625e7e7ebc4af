/**
 * Response side of the fidelity measure: every operation the live service and the
 * contract share is called on a simulator holding one realistic scenario (scenario.ts),
 * with the contract's request example whose ids are replaced by the scenario's. The answer
 * must fit the live response schema for its status; a refusal is excused only for the
 * fields the difference table gives to the description. Operations whose success needs
 * more state (an agent signed in, an SCA platform, a card, a wallet session, ...) follow
 * their plan in plans.ts. Operations answering 501 (areas being built) are counted apart.
 */
import type { SchemaNode } from "../contract/schema-node.js";
import type { ApiResponse, Platform } from "./harness/simulator.js";
import { PLANS } from "./plans.js";
import { PNG, paramValue, withScenarioIds, type Scenario } from "./scenario.js";
import { errorField, errorPointer, shapeKey, type LiveShapes, type Schema } from "./live-shapes.js";
import type { DifferenceTable } from "./differences.js";

export { buildScenario, type Scenario } from "./scenario.js";

/** Where an answer breaks the live schema: the pointer into the body, the rule (ajv keyword) and the values. */
export interface ResponseIssue {
  pointer: string;
  keyword: string;
  message: string;
  /** The live schema's location of the rule broken (ajv's schemaPath). */
  schemaPath: string;
  /** The value the simulator answered there (bounded), when the body has one. */
  actual?: unknown;
  /** What the live schema allows there (its enum values, for an enum), when ajv names it. */
  allowed?: unknown;
}

export interface ResponseFinding {
  op: string;
  status: number;
  /** "fits" | "misfit" | "status" (a status the live service does not document) | "not-implemented" | "error" (a 4xx/5xx answer) */
  verdict: "fits" | "misfit" | "status" | "not-implemented" | "error";
  problems: string[];
  /** The misfits, structured (verdict "misfit"). */
  issues: ResponseIssue[];
}

/** Deletions and state-ending calls go last, so the others see the scenario intact. */
const LATE = /^(DELETE|POST \/customers\/\{\}\/(kyc-link)|POST \/quotes\/\{\}\/execute|POST \/transactions\/\{\}\/(cancel|reject|approve))/;

const exampleOf = (media: SchemaNode) => media?.example ?? (media?.examples ? Object.values<SchemaNode>(media.examples)[0]?.value : undefined);

function valueAt(body: unknown, pointer: string): unknown {
  let cur = body;
  for (const t of pointer.split("/").slice(1)) {
    const k = t.replace(/~1/g, "/").replace(/~0/g, "~");
    cur = cur !== null && typeof cur === "object" ? (cur as Record<string, unknown>)[k] : undefined;
  }
  const text = JSON.stringify(cur);
  return text !== undefined && text.length > 200 ? `${text.slice(0, 200)}…` : cur;
}

/** Call one operation on the scenario (its plan, a multipart upload, or its JSON example). */
async function callOperation(sc: Scenario, p: Platform, method: string, path: string, op: SchemaNode): Promise<ApiResponse> {
  const key = `${method} ${path}`;
  const url = path.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(paramValue(sc, n, path)));
  const media = op.requestBody?.content ?? {};
  const plan = PLANS[key];
  if (plan) return plan({ s: sc.s, p, sca: sc.sca, ids: sc.ids, example: withScenarioIds(sc, exampleOf(media["application/json"])) });
  if (media["multipart/form-data"]) {
    const f = new FormData();
    const ex = media["multipart/form-data"].example ?? {};
    for (const [k, v] of Object.entries(withScenarioIds(sc, ex) as object)) if (typeof v === "string" && k !== "file") f.set(k, v);
    const csv = path.includes("csv");
    f.set(
      "file",
      csv ? new Blob(["customerType,fullName\nINDIVIDUAL,Bo Li\n"], { type: "text/csv" }) : new Blob([PNG], { type: "image/png" }),
      csv ? "c.csv" : "doc.png",
    );
    return p.upload(method, url, f);
  }
  const example = exampleOf(media["application/json"]);
  const idempotent =
    method === "POST" &&
    (op.parameters ?? []).some((x: SchemaNode) =>
      String(x.$ref ?? x.name ?? "")
        .toLowerCase()
        .includes("idempotency"),
    );
  return p.request(method, url, example === undefined ? undefined : withScenarioIds(sc, example), idempotent ? { "idempotency-key": `fid-${key}` } : {});
}

export async function measureResponses(
  live: LiveShapes,
  doc: Record<string, SchemaNode>,
  table: DifferenceTable,
  p: Platform,
  sc: Scenario,
): Promise<ResponseFinding[]> {
  const liveBy = new Map(live.operations.map((o) => [shapeKey(o.method, o.path), o]));
  const ours: { method: string; path: string; op: SchemaNode }[] = [];
  for (const [path, item] of Object.entries<SchemaNode>(doc.paths))
    for (const m of ["get", "post", "put", "patch", "delete"])
      if (item[m] && liveBy.has(shapeKey(m, path))) ours.push({ method: m.toUpperCase(), path, op: item[m] });
  ours.sort((a, b) => Number(LATE.test(shapeKey(a.method, a.path))) - Number(LATE.test(shapeKey(b.method, b.path))));
  const out: ResponseFinding[] = [];
  for (const { method, path, op } of ours) {
    const key = `${method} ${path}`;
    const lop = liveBy.get(shapeKey(method, path))!;
    let r: ApiResponse;
    try {
      r = await callOperation(sc, p, method, path, op);
    } catch (e) {
      const what = PLANS[key] ? "setup failed" : "the call failed";
      out.push({ op: key, status: 0, verdict: "error", problems: [`${what}: ${(e as Error).message.slice(0, 300)}`], issues: [] });
      continue;
    }
    const st = String(r.status);
    if (r.status === 501) {
      out.push({ op: key, status: r.status, verdict: "not-implemented", problems: [], issues: [] });
      continue;
    }
    const schema: Schema | undefined = lop.responses[st]?.["application/json"];
    if (!lop.responses[st]) {
      out.push({
        op: key,
        status: r.status,
        verdict: r.status >= 400 ? "error" : "status",
        problems: [`status ${st} is not a live status (${Object.keys(lop.responses).join(", ")})`, JSON.stringify(r.body)?.slice(0, 300)],
        issues: [],
      });
      continue;
    }
    if (r.status >= 400) {
      out.push({ op: key, status: r.status, verdict: "error", problems: [JSON.stringify(r.body)?.slice(0, 300)], issues: [] });
      continue;
    }
    const errs = schema && r.body !== undefined && r.body !== "" ? (live.check(schema, r.body) ?? []) : [];
    const left = errs.filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf" && !table.excusesResponse(key, st, errorField(e)));
    out.push({
      op: key,
      status: r.status,
      verdict: left.length ? "misfit" : "fits",
      problems: left.slice(0, 8).map((e) => `${errorField(e) || "(body)"} ${e.message}`),
      issues: left.slice(0, 8).map((e) => ({
        pointer: errorPointer(e),
        keyword: e.keyword,
        message: e.message ?? e.keyword,
        schemaPath: e.schemaPath,
        actual: e.keyword === "required" || e.keyword === "additionalProperties" ? undefined : valueAt(r.body, e.instancePath),
        allowed: (e.params as { allowedValues?: unknown }).allowedValues,
      })),
    });
  }
  return out;
}
