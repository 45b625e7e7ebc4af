/**
 * Fidelity to the live service (`<repo>/../shared/live-shapes.json`: its operations and
 * schemas). For every operation the live service and the contract share:
 * - requests: bodies and parameters generated from the live schemas (a bounded number per
 *   operation, kept only when the live schemas accept them) must pass the simulator's
 *   request validation, except for fields the difference table gives to the description;
 * - responses: the simulator's answer on a realistic scenario must fit the live response
 *   schema for its status, with the same exception.
 * - webhooks: every event type the contract delivers is made to happen (the `paysim
 *   trigger` recipes) and each delivery must fit the live payload schema of its type, with
 *   the same exception (webhook rows; `liveEvent` pairs an event the description names
 *   differently with the live one). Designed events the live service does not name are
 *   counted apart.
 * Operations answering 501 NOT_IMPLEMENTED (areas being built: cards, embedded-wallet
 * auth, SCA, stablecoins, invitations, API tokens, agents) are counted apart on the
 * response side and left out of its denominator until they are implemented.
 * Where `../shared/` is absent (a clone on its own) the suite says so and skips: the
 * project keeps no copy of the shapes file.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { createAjv } from "../../contract/schema-registry.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";
import { bundledSpec } from "../../contract/spec.js";
import { repoPath } from "../../contract/paths.js";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { LIVE_SHAPES_PATH, loadLiveShapes, shapeKey } from "./live-shapes.js";
import { loadDifferences } from "./differences.js";
import { measureRequests } from "./request-side.js";
import { buildScenario, measureResponses, type ResponseFinding } from "./response-side.js";
import { collectDeliveries, measureWebhooks, type WebhookFinding } from "./webhook-side.js";
import { contractEventTypes } from "../../cli/trigger.js";

const live = loadLiveShapes();
if (!live) console.log(`fidelity: ${LIVE_SHAPES_PATH} is absent (a clone on its own): the fidelity tests are skipped`);

/** Live-valid requests drawn per shared operation. */
const REQUESTS_PER_OPERATION = 12;
/** The share of shared operations whose answers must fit (responses). */
const TARGET = 0.95;
/** The share of shared operations that must accept every live-valid request (153 of 153 did when it was set). */
const REQUEST_TARGET = 0.98;
/** The share of live-named event types whose every delivery must fit (25 of 26 did when it was set). */
const WEBHOOK_TARGET = 0.95;

const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) : "n/a");

describe.skipIf(!live)("fidelity to the live service's shapes", () => {
  const table = loadDifferences();

  test("the difference table is well formed and names operations of the contract", () => {
    const schema = JSON.parse(readFileSync(repoPath("spec", "fidelity", "differences.schema.json"), "utf8"));
    const validate = createAjv().compile(schema);
    const raw = { differences: table.rows };
    expect(validate(raw), JSON.stringify(validate.errors)).toBe(true);
    const doc = bundledSpec();
    const ops = new Set(Object.entries<any>(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`)));
    const liveOps = new Set(live!.operations.map((o) => shapeKey(o.method, o.path)));
    for (const r of table.rows) {
      if (r.operation === "*") continue;
      const [method, path] = r.operation.split(" ");
      // a removed operation is served neither by the live service nor by the contract; a removed part names an operation of both
      const removedOperation = r.choice === "removed" && !r.fields;
      expect(ops.has(r.operation), `${r.id}: ${r.operation} ${removedOperation ? "is removed, yet" : "is not"} in the contract`).toBe(!removedOperation);
      if (r.choice === "removed") expect(liveOps.has(shapeKey(method, path)), `${r.id}: ${r.operation} and the live service`).toBe(!removedOperation);
    }
    expect(new Set(table.rows.map((r) => r.id)).size).toBe(table.rows.length);
  });

  test(`requests the live shapes allow pass the simulator's request validation (>= ${REQUEST_TARGET * 100}% of shared operations)`, () => {
    const res = measureRequests(live!, new SchemaRegistry(bundledSpec()), table, REQUESTS_PER_OPERATION);
    const all = [...res.values()];
    const passing = all.filter((f) => f.refused === 0);
    const sent = all.reduce((n, f) => n + f.sent, 0);
    const excused = all.reduce((n, f) => n + f.excused, 0);
    // Counted apart: operations that refuse some live-valid requests, each only where the difference table gives the rule to the description.
    const apart = passing.filter((f) => f.excused > 0).map((f) => f.op);
    console.log(
      `fidelity/requests: ${passing.length} of ${all.length} shared operations accept every live-valid request but where the description states the rule (${pct(passing.length, all.length)}%); ` +
        `${apart.length} of them refuse some only where the description stands (counted apart: ${sent} requests, ${excused} refused so)`,
    );
    for (const f of all.filter((x) => x.refused))
      console.log(`  refused ${f.refused}/${f.sent} ${f.op}: ${f.examples[0]?.errors.map((e) => `${e.in}:${e.field} ${e.code}`).join(", ")}`);
    expect(passing.length / all.length).toBeGreaterThanOrEqual(REQUEST_TARGET);
  });

  // Responses: every shared operation is called on the scenario (or its plan in plans.ts) and
  // must answer a success that fits the live schema; 138 of 145 did when TARGET was reached.
  describe("responses", () => {
    let s: StartedSimulator;
    let findings: ResponseFinding[] = [];
    beforeAll(async () => {
      s = await startSimulator({ strict: false, unknownProperties: "warn", log: () => {} });
      const p = await s.createPlatform({ skipVerificationPaperwork: true });
      findings = await measureResponses(live!, bundledSpec(), table, p, await buildScenario(s, p));
    }, 120_000);
    afterAll(async () => s?.close());

    test("every shared operation is called once", () => {
      const shared = live!.operations.filter((o) =>
        Object.entries<any>(bundledSpec().paths).some(([p, item]) => Object.keys(item).some((m) => shapeKey(m, p) === shapeKey(o.method, o.path))),
      );
      expect(findings.length).toBe(shared.length);
    });

    test(`the simulator's answers fit the live response schema for their status (>= ${TARGET * 100}% of shared operations)`, () => {
      const count = (v: ResponseFinding["verdict"]) => findings.filter((f) => f.verdict === v).length;
      const building = count("not-implemented");
      const measured = findings.length - building;
      const fits = count("fits");
      console.log(
        `fidelity/responses: ${fits} of ${measured} implemented shared operations answer in the live shape (${pct(fits, measured)}%); ` +
          `${count("misfit")} misfit, ${count("status")} with a status the live service does not document, ${count("error")} answered with an error on the scenario; ` +
          `${building} answer 501 (areas being built, counted apart: ${
            findings
              .filter((f) => f.verdict === "not-implemented")
              .map((f) => f.op)
              .join(", ") || "none"
          })`,
      );
      for (const f of findings.filter((x) => x.verdict === "misfit" || x.verdict === "status"))
        console.log(`  ${f.verdict} ${f.status} ${f.op}: ${f.problems.slice(0, 3).join("; ")}`);
      expect(fits / measured).toBeGreaterThanOrEqual(TARGET);
    });
  });

  describe("webhooks", () => {
    let s: StartedSimulator;
    let findings: WebhookFinding[] = [];
    let noRecipe: string[] = [];
    beforeAll(async () => {
      s = await startSimulator({ strict: false, unknownProperties: "warn", log: () => {} });
      const got = await collectDeliveries(s, contractEventTypes());
      noRecipe = got.noRecipe;
      findings = measureWebhooks(live!, table, got.deliveries);
    }, 180_000);
    afterAll(async () => s?.close());

    test(`deliveries fit the live payload schema of their event type (>= ${WEBHOOK_TARGET * 100}% of live-named event types)`, () => {
      const measured = findings.filter((f) => f.verdict !== "not-live");
      const fits = measured.filter((f) => f.verdict === "fits");
      const apart = findings.filter((f) => f.verdict === "not-live").map((f) => f.type);
      console.log(
        `fidelity/webhooks: ${fits.length} of ${measured.length} event types fit the live payload (${pct(fits.length, measured.length)}%), ` +
          `${findings.reduce((n, f) => n + f.deliveries, 0)} deliveries; designed, not named by the live service (counted apart): ${apart.join(", ") || "none"}; ` +
          `no recipe makes: ${noRecipe.join(", ") || "none"}`,
      );
      for (const f of measured.filter((x) => x.verdict === "misfit")) console.log(`  misfit ${f.type}: ${f.problems.slice(0, 3).join("; ")}`);
      // every event type with a recipe was delivered at least once
      const delivered = new Set(findings.map((f) => f.type));
      expect(contractEventTypes().filter((t) => !noRecipe.includes(t) && !delivered.has(t))).toEqual([]);
      expect(fits.length / measured.length).toBeGreaterThanOrEqual(WEBHOOK_TARGET);
    });
  });
});
