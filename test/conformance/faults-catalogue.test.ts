/**
 * The fault catalogue covers every kind of rule, names each fault once, and every area of
 * it has the test file that runs its faults (test/conformance/faults/<area>.test.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FAULTS, FAULT_AREAS, FAULT_KINDS } from "./faults/catalogue.js";
import { repoPath } from "../../contract/paths.js";

describe("the fault catalogue", () => {
  it("covers every kind of rule, each fault named once", () => {
    const covered = new Set(FAULTS.map((f) => f.kind));
    expect(FAULT_KINDS.filter((k) => !covered.has(k))).toEqual([]);
    expect(new Set(FAULTS.map((f) => f.name)).size).toBe(FAULTS.length);
  });

  it("has a test file for every area, which runs its faults", () => {
    for (const area of Object.keys(FAULT_AREAS)) {
      expect(FAULT_AREAS[area].length, area).toBeGreaterThan(0);
      expect(existsSync(join(repoPath("test", "conformance", "faults"), `${area}.test.ts`)), `${area}.test.ts`).toBe(true);
    }
  });
});
