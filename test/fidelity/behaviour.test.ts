/**
 * The live behaviour catalogue's denominator is the live contract: every operation of the
 * live shapes has its statements (in one file of its area), no file names an operation
 * the live service does not have, every followed statement names a test that exists, and
 * every statement overridden by the description names a section found in it; a departure
 * not closed yet is counted apart (status departs) so it never hides.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { repoPath } from "../../contract/paths.js";
import { behaviourCounts, behaviourLine, loadBehaviour } from "../../fidelity/behaviour.js";
import { LIVE_SHAPES_PATH } from "../../fidelity/live-shapes.js";

const files = loadBehaviour();
const live = (JSON.parse(readFileSync(LIVE_SHAPES_PATH, "utf8")) as { operations: Record<string, { tags?: string[] }> }).operations;

describe("the live behaviour catalogue", () => {
  it("holds every live operation, each in one file", () => {
    const where = new Map<string, string>();
    for (const { file, data } of files)
      for (const op of Object.keys(data.operations)) {
        expect(where.get(op), `${op} is in ${where.get(op)} and ${file}`).toBeUndefined();
        where.set(op, file);
      }
    const missing = Object.keys(live).filter((op) => !where.has(op));
    expect(missing, "live operations with no statement").toEqual([]);
    const stray = [...where.keys()].filter((op) => !(op in live));
    expect(stray, "operations the live service does not have").toEqual([]);
    for (const { file, data } of files)
      for (const op of Object.keys(data.operations)) expect(data.tags ?? [data.area], `${file}: ${op}`).toContain(live[op].tags?.[0]);
  });

  it("names a test that exists for every statement followed, and a section of the description for every one it overrides", () => {
    const description = readFileSync(repoPath("..", "shared", "payments-api.md"), "utf8");
    for (const { file, data } of files)
      for (const [op, statements] of Object.entries(data.operations))
        for (const st of statements) {
          if (st.status === "followed") expect(existsSync(repoPath(st.test!)), `${file}: ${op}: ${st.test}`).toBe(true);
          if (st.status === "description") expect(description.includes(st.section!), `${file}: ${op}: section "${st.section}"`).toBe(true);
        }
  });

  it("counts its statements", () => {
    const c = behaviourCounts(files);
    expect(c.operations).toBe(Object.keys(live).length);
    expect(c.followed + c.description + c.designed + c.departs).toBe(c.statements);
    expect(behaviourLine(c)).toMatch(/statements over \d+ operations/);
  });
});
