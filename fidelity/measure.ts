/**
 * The fidelity measure, side by side, for one version of the live interface: what the
 * fidelity tests assert (test/fidelity/fidelity.test.ts) and what `paysim fidelity --live`
 * reports come out of these functions, with the same parameters (12 live-valid requests per
 * shared operation drawn with seed 4242; the simulator in its default mode with unknown
 * properties accepted and named; a platform without verification paperwork):
 * - operations: the live operations the contract serves (same method, same path shape);
 * - requests (request-side.ts): shared operations accepting every live-valid request;
 * - responses (response-side.ts): shared operations whose answer on the scenario fits the
 *   live schema for its status (501s counted apart);
 * - webhooks (webhook-side.ts): event types whose every delivery fits the live payload;
 * - enums (enums.ts): live enum values the contract knows, on fields both constrain.
 */
import { bundledSpec } from "../contract/spec.js";
import { SchemaRegistry } from "../contract/schema-registry.js";
import type { SchemaNode } from "../contract/schema-node.js";
import { contractEventTypes } from "../cli/trigger.js";
import { loadDifferences, type DifferenceTable } from "./differences.js";
import { measureEnums, type EnumMeasure } from "./enums.js";
import { shapeKey, type LiveShapes } from "./live-shapes.js";
import { measureRequests, type RequestFinding } from "./request-side.js";
import { buildScenario, measureResponses, type ResponseFinding } from "./response-side.js";
import { collectDeliveries, measureWebhooks, type WebhookFinding } from "./webhook-side.js";
import { startSimulator } from "./harness/simulator.js";

/** Live-valid requests drawn per shared operation. */
export const REQUESTS_PER_OPERATION = 12;
export const REQUEST_SEED = 4242;

export const SIDES = ["requests", "responses", "webhooks", "enums"] as const;
export type Side = (typeof SIDES)[number];

export const pct = (n: number, d: number): string => (d ? ((100 * n) / d).toFixed(1) : "n/a");

/** How the simulator runs for the measure: its default mode, unknown properties accepted and named. */
const SIMULATOR = { strict: false, unknownProperties: "warn", log: () => {} } as const;

// Operations

export interface OperationFigures {
  live: number;
  served: number;
  /** Live operations the contract does not serve (`METHOD /path` as the live document names them). */
  notServed: string[];
}

export function measureOperations(live: LiveShapes, ours: Record<string, SchemaNode> = bundledSpec()): OperationFigures {
  const served = new Set<string>();
  for (const [path, item] of Object.entries<SchemaNode>(ours.paths ?? {}))
    for (const m of ["get", "post", "put", "patch", "delete"]) if (item?.[m]) served.add(shapeKey(m, path));
  const notServed = live.operations.filter((o) => !served.has(shapeKey(o.method, o.path))).map((o) => o.key);
  return { live: live.operations.length, served: live.operations.length - notServed.length, notServed };
}

// Requests

export interface RequestFigures {
  operations: number;
  /** Shared operations accepting every live-valid request (but where the description states the rule). */
  accepting: number;
  /** Of those, the ones refusing some only where the difference table gives the rule to the description. */
  apart: string[];
  sent: number;
  excused: number;
}

export function requestFigures(findings: RequestFinding[]): RequestFigures {
  const accepting = findings.filter((f) => f.refused === 0);
  return {
    operations: findings.length,
    accepting: accepting.length,
    apart: accepting.filter((f) => f.excused > 0).map((f) => f.op),
    sent: findings.reduce((n, f) => n + f.sent, 0),
    excused: findings.reduce((n, f) => n + f.excused, 0),
  };
}

export function measureRequestSide(live: LiveShapes, table: DifferenceTable, runs = REQUESTS_PER_OPERATION): RequestFinding[] {
  return [...measureRequests(live, new SchemaRegistry(bundledSpec()), table, runs, REQUEST_SEED).values()];
}

// Responses

export interface ResponseFigures {
  /** Shared operations measured (those answering 501 left out). */
  measured: number;
  fits: number;
  misfit: number;
  status: number;
  error: number;
  notImplemented: string[];
}

export function responseFigures(findings: ResponseFinding[]): ResponseFigures {
  const count = (v: ResponseFinding["verdict"]) => findings.filter((f) => f.verdict === v).length;
  const notImplemented = findings.filter((f) => f.verdict === "not-implemented").map((f) => f.op);
  return {
    measured: findings.length - notImplemented.length,
    fits: count("fits"),
    misfit: count("misfit"),
    status: count("status"),
    error: count("error"),
    notImplemented,
  };
}

/** Every shared operation called once on the scenario of a fresh in-process simulator. */
export async function measureResponseSide(live: LiveShapes, table: DifferenceTable): Promise<ResponseFinding[]> {
  const s = await startSimulator(SIMULATOR);
  try {
    const p = await s.createPlatform({ skipVerificationPaperwork: true });
    return await measureResponses(live, bundledSpec(), table, p, await buildScenario(s, p));
  } finally {
    await s.close();
  }
}

// Webhooks

export interface WebhookFigures {
  /** Event types the live document names (directly or through a difference-table pairing). */
  measured: number;
  fits: number;
  deliveries: number;
  /** Designed event types the live document does not name: counted apart. */
  notLive: string[];
  /** Event types of the contract that no recipe makes. */
  noRecipe: string[];
}

export function webhookFigures(findings: WebhookFinding[], noRecipe: string[]): WebhookFigures {
  const measured = findings.filter((f) => f.verdict !== "not-live");
  return {
    measured: measured.length,
    fits: measured.filter((f) => f.verdict === "fits").length,
    deliveries: findings.reduce((n, f) => n + f.deliveries, 0),
    notLive: findings.filter((f) => f.verdict === "not-live").map((f) => f.type),
    noRecipe,
  };
}

/** Every event type of the contract made to happen on a fresh in-process simulator; each delivery checked. */
export async function measureWebhookSide(live: LiveShapes, table: DifferenceTable): Promise<{ findings: WebhookFinding[]; noRecipe: string[] }> {
  const s = await startSimulator(SIMULATOR);
  try {
    const got = await collectDeliveries(s, contractEventTypes());
    return { findings: measureWebhooks(live, table, got.deliveries), noRecipe: got.noRecipe };
  } finally {
    await s.close();
  }
}

// All of it

export interface Measure {
  operations: OperationFigures;
  requests?: { figures: RequestFigures; findings: RequestFinding[] };
  responses?: { figures: ResponseFigures; findings: ResponseFinding[] };
  webhooks?: { figures: WebhookFigures; findings: WebhookFinding[] };
  enums?: EnumMeasure;
}

export interface MeasureOptions {
  sides?: readonly Side[];
  requestsPerOperation?: number;
  table?: DifferenceTable;
  /** Told when each side starts (the command's progress on stderr). */
  progress?(line: string): void;
}

export async function measureFidelity(live: LiveShapes, o: MeasureOptions = {}): Promise<Measure> {
  const sides = new Set(o.sides ?? SIDES);
  const table = o.table ?? loadDifferences();
  const say = o.progress ?? (() => {});
  const out: Measure = { operations: measureOperations(live) };
  if (sides.has("requests")) {
    say(`requests: ${o.requestsPerOperation ?? REQUESTS_PER_OPERATION} live-valid requests per shared operation through the request validation`);
    const findings = measureRequestSide(live, table, o.requestsPerOperation);
    out.requests = { figures: requestFigures(findings), findings };
  }
  if (sides.has("responses")) {
    say("responses: every shared operation called on the scenario");
    const findings = await measureResponseSide(live, table);
    out.responses = { figures: responseFigures(findings), findings };
  }
  if (sides.has("webhooks")) {
    if (Object.keys(live.webhooks).length) {
      say("webhooks: every event type of the contract made to happen");
      const { findings, noRecipe } = await measureWebhookSide(live, table);
      out.webhooks = { figures: webhookFigures(findings, noRecipe), findings };
    } else say("webhooks: the live document has none (not measured)");
  }
  if (sides.has("enums")) out.enums = measureEnums(live, bundledSpec(), table);
  return out;
}
