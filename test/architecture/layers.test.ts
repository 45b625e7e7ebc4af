/**
 * The layering, read from the sources' own imports:
 * - contract/ is the neutral layer: it imports neither tool; generated/ (types written from the
 *   spec by `npm run gen`) belongs to it, so any layer may import the contract's types;
 * - conformance/ stands on contract/ alone (nothing from simulator/ or cli/), so the suite
 *   that judges a server is not built from the server it judges;
 * - simulator/ imports nothing from conformance/;
 * - contract-diff/ (what a contract change breaks) stands on contract/ and the contract's own
 *   bundler (spec/tools/, itself standing on contract/ alone): never on simulator/,
 *   conformance/ or cli/ (only `paysim gate`'s wiring in cli/ brings the simulator in);
 * - inside the simulator no import runs back up: contract -> (errors, data) -> runtime
 *   ((clock, store) -> webhooks -> platform -> persistence) -> the areas' kit (the handler
 *   contract simulator/areas/types.ts, response.ts, manifest.ts; the hosted pages' shell) ->
 *   areas (simulator/areas/<area>/) -> pipeline -> (admin, ui) -> http -> (the areas'
 *   assembly simulator/areas/index.ts, app.ts) -> cli. A folder may import its own tier and
 *   any tier below;
 * - the areas: an area imports another area only through its named service
 *   (simulator/areas/<other>/service.ts: never its handlers, state, domain or manifest), the
 *   areas' graph has no circle, and nothing outside the areas imports one except the
 *   assembly (simulator/areas/index.ts).
 * - proxy/ (the drift tools: validating proxy, shadow, recording, replay) stands above the
 *   simulator and below cli/: it may import contract/, conformance/contract/ (the response
 *   check) and the simulator (its pipeline's request validators, app.ts for the shadow), never
 *   cli/; nothing but cli/ imports it;
 * - fidelity/ (the fidelity measure: the tests' and `paysim fidelity`'s) stands with cli/: it may
 *   import contract/, contract-diff/ (the contract reader), the simulator (app.ts, its request
 *   validation) and cli/'s trigger recipes, never the conformance suite; nothing but cli/
 *   imports it;
 * - inside the conformance suite the same holds: (client, contract) -> arbitraries -> runner
 *   -> (builders, reporters) -> checks -> models -> (catalogue.ts, run.ts): a model may use
 *   a check's helpers, a check never imports a model (what both need lives in builders/).
 * Test files are left out (a test may reach anything it exercises).
 */
import { describe, expect, it } from "vitest";
import { importEdges, isTestFile, type ImportEdge } from "./imports.js";

const KIT = ["simulator/areas/types.ts", "simulator/areas/response.ts", "simulator/areas/manifest.ts", "simulator/hosted/"];
const ASSEMBLY = "simulator/areas/index.ts";

const TIERS: [tier: number, prefixes: string[]][] = [
  [0, ["contract/", "generated/"]],
  [1, ["simulator/errors/", "simulator/data/"]],
  [2, ["simulator/clock/", "simulator/store/"]],
  [3, ["simulator/webhooks/"]],
  [4, ["simulator/platform/"]],
  [5, ["simulator/persistence/"]],
  [6, KIT],
  [7, ["simulator/areas/"]],
  [8, ["simulator/pipeline/"]],
  [9, ["simulator/admin/", "simulator/ui/"]],
  [10, ["simulator/http/"]],
  [11, [ASSEMBLY, "simulator/app.ts"]],
  [12, ["proxy/"]],
  [13, ["cli/", "fidelity/"]],
  // The conformance suite's own tiers (it imports nothing of the simulator's, so the numbers only order it within itself).
  [1, ["conformance/client/", "conformance/contract/"]],
  [2, ["conformance/arbitraries/"]],
  [3, ["conformance/runner/", "conformance/catalogue/"]],
  [4, ["conformance/builders/", "conformance/reporters/"]],
  [5, ["conformance/checks/"]],
  [6, ["conformance/models/"]],
  [7, ["conformance/catalogue.ts", "conformance/run.ts"]],
];

/** The tier of a repo path, or undefined outside the layered folders (the most specific prefix wins). */
export function tierOf(path: string): number | undefined {
  let best: [tier: number, length: number] | undefined;
  for (const [tier, prefixes] of TIERS)
    for (const p of prefixes) if ((path === p || path.startsWith(p)) && (!best || p.length > best[1])) best = [tier, p.length];
  return best?.[0];
}

/** The area a path belongs to (`simulator/areas/<area>/...`), or undefined. */
export function areaOf(path: string): string | undefined {
  return /^simulator\/areas\/([^/]+)\//.exec(path)?.[1];
}

const show = (e: ImportEdge) => `${e.from}:${e.line} imports ${e.to}`;
const top = (p: string) => p.split("/")[0];
const under = (p: string, prefixes: string[]) => prefixes.some((x) => p.startsWith(x));
const CONTRACT_DIFF_MAY = ["contract-diff/", "contract/", "generated/", "spec/tools/"];
const SPEC_TOOLS_MAY = ["spec/tools/", "contract/", "generated/"];
const PROXY_MAY = ["proxy/", "contract/", "generated/", "conformance/contract/", "simulator/"];

/** An import from one area into another: allowed into the other area's named service only. */
function areaViolation(e: ImportEdge): string | undefined {
  const [from, to] = [areaOf(e.from), areaOf(e.to)];
  if (to === undefined || from === to) return undefined;
  if (from === undefined) return e.from === ASSEMBLY ? undefined : `${show(e)}: only the assembly (${ASSEMBLY}) imports an area`;
  if (e.to !== `simulator/areas/${to}/service.ts`) return `${show(e)}: an area reaches another only through its service (simulator/areas/${to}/service.ts)`;
  return undefined;
}

/** Circles in the areas' graph (area -> the areas it imports), each as "a -> b -> a". */
export function areaCircles(edges: ImportEdge[]): string[] {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    const [from, to] = [areaOf(e.from), areaOf(e.to)];
    if (isTestFile(e.from) || !from || !to || from === to) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    graph.get(from)!.add(to);
  }
  const circles: string[] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (a: string, path: string[]) => {
    if (state.get(a) === "done") return;
    if (state.get(a) === "open") {
      circles.push([...path.slice(path.indexOf(a)), a].join(" -> "));
      return;
    }
    state.set(a, "open");
    for (const b of graph.get(a) ?? []) visit(b, [...path, a]);
    state.set(a, "done");
  };
  for (const a of [...graph.keys()].sort()) visit(a, []);
  return circles;
}

/** Every import that breaks a rule above, as readable lines. */
export function layerViolations(edges: ImportEdge[]): string[] {
  const bad: string[] = [];
  for (const e of edges) {
    if (isTestFile(e.from)) continue;
    const area = areaViolation(e);
    if (area) {
      bad.push(area);
      continue;
    }
    const [from, to0] = [top(e.from), top(e.to)];
    const to = to0 === "generated" ? "contract" : to0; // the contract's generated types
    if (from === "contract" && to !== "contract") bad.push(`${show(e)}: contract/ imports only itself`);
    else if (from === "conformance" && to !== "conformance" && to !== "contract") bad.push(`${show(e)}: conformance/ stands on contract/ alone`);
    else if (from === "simulator" && !["simulator", "contract"].includes(to)) bad.push(`${show(e)}: simulator/ imports only itself and contract/`);
    else if (from === "contract-diff" && !under(e.to, CONTRACT_DIFF_MAY))
      bad.push(`${show(e)}: contract-diff/ stands on contract/ and the contract's bundler (spec/tools/) alone`);
    else if (e.from.startsWith("spec/tools/") && !under(e.to, SPEC_TOOLS_MAY)) bad.push(`${show(e)}: spec/tools/ stands on contract/ alone`);
    else if (to === "fidelity" && from !== "fidelity" && from !== "cli") bad.push(`${show(e)}: only cli/ imports fidelity/`);
    else if (from === "fidelity" && to === "conformance") bad.push(`${show(e)}: fidelity/ does not import the conformance suite`);
    else if (to === "proxy" && from !== "proxy" && from !== "cli") bad.push(`${show(e)}: only cli/ imports proxy/`);
    else if (from === "proxy" && !under(e.to, PROXY_MAY)) bad.push(`${show(e)}: proxy/ stands on contract/, conformance/contract/ and simulator/ alone`);
    else {
      const [a, b] = [tierOf(e.from), tierOf(e.to)];
      if (a !== undefined && b !== undefined && b > a) bad.push(`${show(e)}: runs back up (tier ${a} -> ${b})`);
      else if ((from === "simulator" || (from === "conformance" && to === "conformance")) && (a === undefined || b === undefined))
        bad.push(`${show(e)}: ${a === undefined ? e.from : e.to} belongs to no layer (add its folder to TIERS)`);
    }
  }
  return bad;
}

describe("layers", () => {
  const edges = importEdges(["contract", "simulator", "conformance", "cli", "contract-diff", "spec/tools", "fidelity", "proxy"]);

  it("reads the import graph (a few hundred imports, among them the known ones)", () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges.some((e) => e.from === "simulator/app.ts" && e.to.startsWith("contract/"))).toBe(true);
    expect(edges.some((e) => e.from.startsWith("conformance/") && e.to.startsWith("contract/"))).toBe(true);
    expect(edges.some((e) => e.from.startsWith("contract-diff/") && e.to.startsWith("contract/"))).toBe(true);
  });

  it("has no import against the layering", () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it("has one folder per area, each with its manifest, and no circle between areas", () => {
    const areas = new Set(edges.map((e) => areaOf(e.from)).filter((a) => a !== undefined));
    expect(areas.size).toBeGreaterThanOrEqual(10);
    for (const a of areas)
      expect(
        edges.some((e) => e.from === ASSEMBLY && e.to === `simulator/areas/${a}/index.ts`),
        `${a} is assembled`,
      ).toBe(true);
    expect(areaCircles(edges)).toEqual([]);
  });

  it("names an import into another area's handlers, state or domain, and a circle between areas", () => {
    const planted: ImportEdge[] = [
      { from: "simulator/areas/agents/handlers/me.ts", to: "simulator/areas/money/handlers/quotes.ts", line: 1 },
      { from: "simulator/areas/invitations/handlers.ts", to: "simulator/areas/money/state.ts", line: 2 },
      { from: "simulator/areas/cards/domain/render.ts", to: "simulator/areas/money/domain/ledger.ts", line: 3 },
      { from: "simulator/pipeline/auth.ts", to: "simulator/areas/api-tokens/service.ts", line: 4 },
      { from: "simulator/areas/customers/service.ts", to: "simulator/areas/money/service.ts", line: 5 },
    ];
    const found = layerViolations(planted);
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/only through its service/);
    expect(found[3]).toMatch(/only the assembly/);
    expect(layerViolations([{ from: "simulator/areas/agents/service.ts", to: "simulator/areas/money/service.ts", line: 1 }])).toEqual([]);
    expect(layerViolations([{ from: ASSEMBLY, to: "simulator/areas/money/index.ts", line: 1 }])).toEqual([]);
    const circle = [...planted, { from: "simulator/areas/money/books.ts", to: "simulator/areas/customers/service.ts", line: 6 }];
    expect(areaCircles(circle)).toEqual(["money -> customers -> money"]);
  });

  it("names an import of fidelity/ from below cli/, and one from fidelity/ into the suite", () => {
    const planted: ImportEdge[] = [
      { from: "simulator/app.ts", to: "fidelity/measure.ts", line: 1 },
      { from: "conformance/run.ts", to: "fidelity/live-shapes.ts", line: 2 },
      { from: "fidelity/measure.ts", to: "conformance/contract/rule-spec.ts", line: 3 },
    ];
    expect(layerViolations(planted)).toHaveLength(planted.length);
    expect(
      layerViolations([
        { from: "cli/fidelity.ts", to: "fidelity/measure.ts", line: 1 },
        { from: "fidelity/webhook-side.ts", to: "cli/trigger-recipes.ts", line: 2 },
        { from: "fidelity/request-side.ts", to: "simulator/pipeline/request-validation.ts", line: 3 },
        { from: "fidelity/live-source.ts", to: "contract-diff/load.ts", line: 4 },
      ]),
    ).toEqual([]);
  });

  it("names an import from the conformance suite into the simulator, or one running back up", () => {
    const planted: ImportEdge[] = [
      { from: "conformance/models/money/model.ts", to: "simulator/areas/money/domain/ledger.ts", line: 1 },
      { from: "conformance/checks/auth.ts", to: "cli/args.ts", line: 2 },
      { from: "simulator/areas/money/handlers/quotes.ts", to: "conformance/runner/engine.ts", line: 3 },
      { from: "simulator/pipeline/pipeline.ts", to: "simulator/http/server.ts", line: 4 },
      { from: "simulator/areas/money/domain/quotes.ts", to: "simulator/pipeline/pipeline.ts", line: 5 },
      { from: "contract/rules/load.ts", to: "simulator/errors/api-error.ts", line: 6 },
      { from: "simulator/webhooks/dispatcher.ts", to: "simulator/platform/registry.ts", line: 7 },
      { from: "simulator/store/memory.ts", to: "simulator/persistence/data-dir.ts", line: 8 },
      { from: "conformance/checks/tenancy.ts", to: "conformance/models/customers/model.ts", line: 9 },
      { from: "conformance/client/client.ts", to: "conformance/checks/auth.ts", line: 10 },
      { from: "conformance/runner/engine.ts", to: "conformance/catalogue.ts", line: 11 },
      { from: "conformance/checks/new-folder/x.ts", to: "conformance/elsewhere/y.ts", line: 12 },
      { from: "contract-diff/witness.ts", to: "conformance/arbitraries/wallets.ts", line: 13 },
      { from: "contract-diff/load.ts", to: "simulator/app.ts", line: 14 },
      { from: "contract-diff/diff.ts", to: "cli/errors.ts", line: 15 },
      { from: "spec/tools/bundle.ts", to: "simulator/errors/api-error.ts", line: 16 },
    ];
    const found = layerViolations(planted);
    expect(found).toHaveLength(planted.length);
    expect(found[3]).toMatch(/runs back up \(tier 8 -> 10\)/);
    expect(found[6]).toMatch(/runs back up \(tier 3 -> 4\)/);
    expect(found[7]).toMatch(/runs back up \(tier 2 -> 5\)/);
    expect(found[8]).toMatch(/runs back up \(tier 5 -> 6\)/);
    expect(found[11]).toMatch(/belongs to no layer/);
    expect(layerViolations([{ from: "conformance/models/cards/index.ts", to: "conformance/checks/implemented.ts", line: 1 }])).toEqual([]);
    expect(layerViolations([{ from: "simulator/http/server.ts", to: "simulator/pipeline/pipeline.ts", line: 1 }])).toEqual([]);
    expect(
      layerViolations([
        { from: "contract-diff/witness.ts", to: "contract/arbitraries/from-schema.ts", line: 1 },
        { from: "contract-diff/sources/spec-dir.ts", to: "spec/tools/bundle.ts", line: 2 },
        { from: "spec/tools/gen.ts", to: "contract/paths.ts", line: 3 },
      ]),
    ).toEqual([]);
  });

  it("names an import of proxy/ from below cli/, and one from proxy/ into cli/ or the suite's checks", () => {
    const planted: ImportEdge[] = [
      { from: "conformance/checks/auth.ts", to: "proxy/server.ts", line: 1 },
      { from: "simulator/app.ts", to: "proxy/shadow.ts", line: 2 },
      { from: "proxy/server.ts", to: "cli/args.ts", line: 3 },
      { from: "proxy/compare.ts", to: "conformance/runner/engine.ts", line: 4 },
    ];
    expect(layerViolations(planted)).toHaveLength(planted.length);
    expect(
      layerViolations([
        { from: "cli/proxy.ts", to: "proxy/server.ts", line: 1 },
        { from: "proxy/shadow.ts", to: "simulator/app.ts", line: 2 },
        { from: "proxy/check-response.ts", to: "conformance/contract/response-conformance.ts", line: 3 },
        { from: "proxy/check-request.ts", to: "simulator/pipeline/request-validation.ts", line: 4 },
      ]),
    ).toEqual([]);
  });
});
