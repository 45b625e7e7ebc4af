/**
 * `paysim fidelity --live FILE` (cli/fidelity.ts over fidelity/):
 * - on the shared shapes extract it gives the figures the fidelity test computes
 *   (fidelity.test.ts's own functions, with its parameters);
 * - on a small split OpenAPI document built from pieces of the live shapes (a root whose
 *   `paths` `$ref` one file per path, the schemas in another file) it runs, and its
 *   figures and findings are those of the same document bundled into one file;
 * - on two versions of that document (an "older" one without an operation and without an
 *   enum value the simulator answers, a "newer" one with an operation the simulator does not
 *   serve) it lists what changed between them;
 * - a source that cannot be read, or no --live, exits 2.
 * Skipped without `../shared/` (a clone on its own).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { stringify } from "yaml";
import { main } from "../../cli/main.js";
import { LIVE_SHAPES_PATH, loadLiveShapes, type RawShapes, type Schema } from "../../fidelity/live-shapes.js";
import { loadDifferences } from "../../fidelity/differences.js";
import {
  measureRequestSide,
  measureResponseSide,
  measureWebhookSide,
  requestFigures,
  responseFigures,
  webhookFigures,
  REQUESTS_PER_OPERATION,
} from "../../fidelity/measure.js";
import type { Change, FidelityReport } from "../../fidelity/report.js";

const live = loadLiveShapes();
const raw: RawShapes | undefined = live ? JSON.parse(readFileSync(LIVE_SHAPES_PATH, "utf8")) : undefined;

/** Run the command in-process; its stdout captured. */
async function paysim(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const write = [process.stdout.write, process.stderr.write] as const;
  process.stdout.write = ((s: string) => (out.push(String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string) => (err.push(String(s)), true)) as typeof process.stderr.write;
  try {
    return { code: await main(["fidelity", ...args]), out: out.join(""), err: err.join("") };
  } finally {
    [process.stdout.write, process.stderr.write] = write;
  }
}

/** An OpenAPI path item of the live shapes' operations on `path` (schemas referred to as `ref(name)`). */
function pathItem(ops: [string, RawShapes["operations"][string]][], ref: (name: string) => string): Record<string, unknown> {
  const refs = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(refs)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [k, k === "$ref" && typeof x === "string" ? ref(x.replace("#/components/schemas/", "")) : refs(x)]),
          )
        : v;
  const item: Record<string, unknown> = {};
  for (const [key, op] of ops) {
    const media = (m: Record<string, Schema>) => Object.fromEntries(Object.entries(m).map(([t, schema]) => [t, { schema: refs(schema) }]));
    item[key.split(" ")[0].toLowerCase()] = {
      operationId: op.operationId,
      tags: op.tags,
      parameters: refs(op.parameters ?? []),
      ...(op.requestBody ? { requestBody: { required: op.requestBody.required, content: media(op.requestBody.content) } } : {}),
      responses: Object.fromEntries(
        Object.entries(op.responses ?? {}).map(([st, m]) => [st, { description: st, ...(Object.keys(m).length ? { content: media(m) } : {}) }]),
      ),
    };
  }
  return item;
}

/** The live shapes' `keys` as one bundled OpenAPI document (every live schema under components). */
function bundled(shapes: RawShapes, keys: string[]): Record<string, unknown> {
  const byPath = new Map<string, [string, RawShapes["operations"][string]][]>();
  for (const k of keys) byPath.set(k.split(" ")[1], [...(byPath.get(k.split(" ")[1]) ?? []), [k, shapes.operations[k]]]);
  return {
    openapi: "3.1.0",
    info: { title: "live (pieces)", version: "2025-10-13" },
    paths: Object.fromEntries([...byPath].map(([p, ops]) => [p, pathItem(ops, (n) => `#/components/schemas/${n}`)])),
    components: { schemas: shapes.schemas },
  };
}

/** The same operations as a split document: openapi.yaml, paths/<n>.yaml per path, components/schemas.yaml. */
function writeSplit(dir: string, shapes: RawShapes, keys: string[]): string {
  mkdirSync(join(dir, "paths"), { recursive: true });
  mkdirSync(join(dir, "components"), { recursive: true });
  const local = JSON.parse(JSON.stringify(shapes.schemas).replaceAll('"#/components/schemas/', '"#/'));
  writeFileSync(join(dir, "components", "schemas.yaml"), stringify(local));
  const byPath = new Map<string, [string, RawShapes["operations"][string]][]>();
  for (const k of keys) byPath.set(k.split(" ")[1], [...(byPath.get(k.split(" ")[1]) ?? []), [k, shapes.operations[k]]]);
  const paths: Record<string, unknown> = {};
  [...byPath].forEach(([p, ops], i) => {
    writeFileSync(join(dir, "paths", `p${i}.yaml`), stringify(pathItem(ops, (n) => `../components/schemas.yaml#/${n}`)));
    paths[p] = { $ref: `./paths/p${i}.yaml` };
  });
  writeFileSync(join(dir, "openapi.yaml"), stringify({ openapi: "3.1.0", info: { title: "live (pieces)", version: "2025-10-13" }, paths }));
  return join(dir, "openapi.yaml");
}

const PIECES = ["GET /customers/{customerId}", "GET /customers", "POST /customers", "GET /config", "GET /exchange-rates"];
const SIDES = ["--sides", "requests,responses,enums"];

describe.skipIf(!live)("paysim fidelity --live", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "paysim-fidelity-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("on the shared shapes it gives the fidelity test's figures", async () => {
    const out = join(dir, "shapes.json");
    const run = await paysim("--live", LIVE_SHAPES_PATH, "--json", out, "--sides", "requests,responses,webhooks");
    expect(run.code, run.err).toBe(0);
    const r = JSON.parse(readFileSync(out, "utf8")) as FidelityReport;
    expect(run.out).toContain(r.line);
    // The fidelity test's own computation, with its parameters.
    const table = loadDifferences();
    const req = requestFigures(measureRequestSide(live!, table, REQUESTS_PER_OPERATION));
    const [res, hooks] = await Promise.all([measureResponseSide(live!, table), measureWebhookSide(live!, table)]);
    const rf = responseFigures(res);
    const wf = webhookFigures(hooks.findings, hooks.noRecipe);
    expect(r.summary.operations).toMatchObject({ live: live!.operations.length, served: req.operations });
    expect(r.summary.requests).toMatchObject({
      operations: req.operations,
      accepting: req.accepting,
      apart: req.apart.length,
      sent: req.sent,
      excused: req.excused,
    });
    expect(r.summary.responses).toMatchObject({ measured: rf.measured, fits: rf.fits, misfit: rf.misfit, status: rf.status, error: rf.error });
    expect(r.summary.webhooks).toMatchObject({ measured: wf.measured, fits: wf.fits, deliveries: wf.deliveries, notLive: wf.notLive });
    console.log(`command on the shapes: ${r.line}`);
  }, 400_000);

  test("runs on a split source, with the figures and findings of the same document bundled", async () => {
    const one = join(dir, "bundled.json");
    writeFileSync(one, JSON.stringify(bundled(raw!, PIECES)));
    const root = writeSplit(join(dir, "split"), raw!, PIECES);
    const a = await paysim("--live", one, "--json", join(dir, "a.json"), ...SIDES);
    const b = await paysim("--live", root, "--json", join(dir, "b.json"), ...SIDES);
    expect([a.code, b.code], a.err + b.err).toEqual([0, 0]);
    expect(b.out).toContain("a split contract bundled by @redocly/openapi-core");
    const ra = JSON.parse(readFileSync(join(dir, "a.json"), "utf8")) as FidelityReport;
    const rb = JSON.parse(readFileSync(join(dir, "b.json"), "utf8")) as FidelityReport;
    expect(ra.summary.operations).toEqual({ live: PIECES.length, served: PIECES.length, percent: "100.0" });
    expect(rb.summary).toEqual(ra.summary);
    const strip = (r: FidelityReport) => r.findings.map((f) => ({ ...f, message: f.message.replace(/\(answered .*\)/, "") }));
    expect(strip(rb)).toEqual(strip(ra));
  }, 120_000);

  test("on an older and a newer version it shows what changed for the simulator", async () => {
    const doc = bundled(raw!, PIECES) as { paths: Record<string, Record<string, unknown>>; components: { schemas: Record<string, Schema> } };
    // Older: no GET /config, and KycStatus without APPROVED (a status the simulator answers).
    const older = structuredClone(doc);
    delete older.paths["/config"];
    older.components.schemas.KycStatus = { ...older.components.schemas.KycStatus, enum: ["UNVERIFIED", "PENDING", "REJECTED", "HOLD"] };
    // Newer: an operation the simulator does not serve.
    const newer = structuredClone(doc);
    newer.paths["/widgets"] = { get: { operationId: "listWidgets", responses: { "200": { description: "ok" } } } };
    writeFileSync(join(dir, "older.json"), JSON.stringify(older));
    writeFileSync(join(dir, "newer.json"), JSON.stringify(newer));
    const run = await paysim("--live", join(dir, "older.json"), "--live", join(dir, "newer.json"), "--json", join(dir, "both.json"), ...SIDES);
    expect(run.code, run.err).toBe(0);
    const { reports, changes } = JSON.parse(readFileSync(join(dir, "both.json"), "utf8")) as { reports: FidelityReport[]; changes: Change[] };
    expect(reports.map((r) => r.summary.operations)).toEqual([
      { live: 4, served: 4, percent: "100.0" },
      { live: 6, served: 5, percent: "83.3" },
    ]);
    expect(changes).toHaveLength(1);
    const [c] = changes;
    expect(c.appeared).toContainEqual(expect.objectContaining({ kind: "operation-not-served", operation: "GET /widgets", pointer: "#/paths/~1widgets/get" }));
    // The older document does not list APPROVED: the simulator's answers carrying it misfit there, and its contract lists it.
    expect(c.gone).toContainEqual(expect.objectContaining({ kind: "enum-extra", value: "APPROVED", pointer: "#/components/schemas/KycStatus/enum" }));
    expect(c.gone).toContainEqual(expect.objectContaining({ kind: "response-misfit", operation: "GET /customers/{customerId}", pointer: "/kycStatus" }));
    expect(run.out).toMatch(/changes from .*older\.json to .*newer\.json: \d+ findings appeared, \d+ went away/);
    expect(run.out).toMatch(/\+ operation-not-served\s+GET \/widgets/);
  }, 120_000);

  test("no --live, or a source that cannot be read, exits 2 with one line", async () => {
    const none = await paysim();
    expect(none.code).toBe(2);
    expect(none.err).toMatch(/--live FILE is required/);
    const missing = await paysim("--live", join(dir, "nope.yaml"));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/cannot read .*nope\.yaml/);
    writeFileSync(join(dir, "not-openapi.yaml"), "hello: world\n");
    const bad = await paysim("--live", join(dir, "not-openapi.yaml"));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/not an OpenAPI 3 document/);
    mkdirSync(join(dir, "broken"), { recursive: true });
    writeFileSync(
      join(dir, "broken", "openapi.yaml"),
      stringify({ openapi: "3.1.0", info: { title: "x", version: "1" }, paths: { "/x": { $ref: "./missing.yaml" } } }),
    );
    const dangling = await paysim("--live", join(dir, "broken", "openapi.yaml"));
    expect(dangling.code).toBe(2);
    expect(dangling.err).toMatch(/does not bundle/);
  });
});
