/**
 * contract-diff/ stands on the neutral layer: contract/, the bundler (spec/tools/) and the
 * conformance arbitraries; never the simulator or the command line (only `paysim gate`'s
 * wiring in cli/ brings the simulator in).
 */
import { describe, expect, it } from "vitest";
import { importEdges } from "../architecture/imports.js";

describe("contract-diff layering", () => {
  it("imports only contract/, spec/tools/, conformance/arbitraries/ and itself", () => {
    const edges = importEdges(["contract-diff"]);
    expect(edges.length).toBeGreaterThan(10);
    const bad = edges.filter((e) => !/^(contract|contract-diff|spec\/tools|conformance\/arbitraries)\//.test(e.to));
    expect(bad.map((e) => `${e.from}:${e.line} -> ${e.to}`)).toEqual([]);
  });
});
