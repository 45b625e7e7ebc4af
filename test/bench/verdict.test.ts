/**
 * The bench's verdicts: the median of the rounds against the target; NOISY (no verdict)
 * when the quartiles disagree by more than the allowed spread across a threshold; a MISS more than 10%
 * worse than the floor even above the target; floors raised only when asked, to what two
 * consecutive runs both reached, never lowered, and never by a NOISY figure.
 */
import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MAX_SPREAD, judge, median, quartilesOf, spreadOf, type Figure } from "../../bench/lib/verdict.js";
import { Figures, readFloors, readReached } from "../../bench/lib/floors.js";

const fig = (rounds: number[], over: Partial<Figure> = {}): Figure => ({
  key: "k",
  label: "k",
  rounds,
  target: { op: ">=", value: 1, unit: "x" },
  load: 1,
  ...over,
});

describe("bench verdicts", () => {
  it("reads the median of the rounds, and their spread as the interquartile range over the median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(spreadOf([1, 1.1, 1.05, 5, 0.1])).toBeCloseTo(0.1 / 1.05);
    expect(spreadOf([1, 2])).toBeCloseTo(0.5 / 1.5);
    expect(quartilesOf([7, 1, 3, 5, 9])).toEqual([3, 7]);
  });

  it("keeps its verdict when one round of seven meets a collection: the quartiles, not the extremes, decide NOISY", () => {
    // Six rounds at 1.3x-1.45x and one at 0.5x, against a 1.0x target: a pass.
    const j = judge(fig([1.3, 1.4, 0.5, 1.35, 1.45, 1.38, 1.32]), {});
    expect(j.verdict).toBe("PASS");
    expect(j.spread).toBeLessThan(MAX_SPREAD);
    // Two rounds of seven under the target on each side of a wide spread: no verdict.
    expect(judge(fig([0.6, 0.7, 1.3, 1.6, 1.8, 2.0, 0.9]), {}).verdict).toBe("NOISY");
  });

  it("passes at or above the target, misses under it, lower-is-better figures the other way round", () => {
    expect(judge(fig([1.1, 1.2, 1.15]), {}).verdict).toBe("PASS");
    expect(judge(fig([0.9, 0.95, 0.92]), {}).verdict).toBe("MISS");
    const ms = (r: number[]) => fig(r, { target: { op: "<=", value: 15, unit: "ms" }, floor: false });
    expect(judge(ms([9, 10, 11]), {}).verdict).toBe("PASS");
    expect(judge(ms([16, 17, 16]), {}).verdict).toBe("MISS");
  });

  it("gives no verdict when the rounds disagree across the target, and still one when they all fall on one side", () => {
    const j = judge(fig([0.5, 1.5, 1.0]), {});
    expect(j.verdict).toBe("NOISY");
    expect(j.spread).toBeGreaterThan(MAX_SPREAD);
    expect(judge(fig([2, 5, 3]), {})).toMatchObject({ verdict: "PASS", raises: undefined }); // all above: a pass, but no floor from it
    expect(judge(fig([0.2, 0.6, 0.4]), {}).verdict).toBe("MISS");
    const floors = { k: { value: 2, op: ">=" as const, unit: "x" as const, date: "d" } };
    expect(judge(fig([1.4, 2.6, 2]), floors).verdict).toBe("NOISY"); // quartiles 1.7 and 2.3, across the floor's limit (1.8)
  });

  it("misses more than 10% under the floor even above the target; 10% under is still a pass", () => {
    const floors = { k: { value: 2, op: ">=" as const, unit: "x" as const, date: "2026-01-01" } };
    expect(judge(fig([1.7, 1.75, 1.72]), floors)).toMatchObject({ verdict: "MISS", floor: 2 });
    expect(judge(fig([1.81, 1.82, 1.85]), floors).verdict).toBe("PASS");
    const lower = { k: { value: 2, op: "<=" as const, unit: "x" as const, date: "2026-01-01" } };
    expect(judge(fig([2.3, 2.3, 2.3], { target: { op: "<=", value: 3, unit: "x" } }), lower).verdict).toBe("MISS");
  });

  it("raises a floor only with --update-floors, to what two consecutive runs both reached; never lowers one, never from a NOISY figure", () => {
    const path = join(mkdtempSync(join(tmpdir(), "bench-floors-")), "floors.json");
    writeFileSync(
      path,
      JSON.stringify({ about: "", floors: { up: { value: 1, op: ">=", unit: "x", date: "d" }, keep: { value: 3, op: ">=", unit: "x", date: "d" } } }),
    );
    const run = (update: boolean, up = [1.5, 1.5, 1.5]) => {
      const f = new Figures(readFloors(path), readReached(path));
      f.add(fig(up, { key: "up" }));
      f.add(fig([2.9, 2.9, 2.9], { key: "keep" })); // under its floor's value but within 10%: passes, does not lower it
      f.add(fig([1, 3, 2], { key: "noisy" }));
      return f.summary(update, path);
    };
    expect(run(false)).toBe(0);
    expect(readFloors(path).up.value).toBe(1);
    expect(readReached(path)).toEqual({});
    // One run keeps what it reached; the floor stays until a second run reaches it too.
    run(true);
    expect(readFloors(path).up.value).toBe(1);
    expect(readReached(path).up.value).toBe(1.5);
    expect(readReached(path).noisy).toBeUndefined();
    run(true);
    const after = readFloors(path);
    expect(after.up.value).toBe(1.5);
    expect(after.keep.value).toBe(3);
    expect(after.noisy).toBeUndefined();
    // The lesser of the two runs: 1.5 then 1.8 leaves it at 1.5; 1.8 then 2.4 raises it to 1.8.
    run(true, [1.8, 1.8, 1.8]);
    expect(readFloors(path).up.value).toBe(1.5);
    run(true, [2.4, 2.4, 2.4]);
    expect(readFloors(path).up.value).toBe(1.8);
    // A run under the floor keeps its value but never lowers the floor.
    run(true, [1.7, 1.7, 1.7]);
    expect(readFloors(path).up.value).toBe(1.8);
    expect(readReached(path).up.value).toBe(1.7);
    // What a steady run reached is what every round reached (its worst), not its median.
    run(true, [2.0, 2.1, 2.2, 2.3, 2.4]);
    run(true, [2.05, 2.1, 2.2, 2.3, 2.4]);
    expect(readFloors(path).up.value).toBe(2.0);
    // An unsteady run breaks the chain: the next run has nothing to confirm.
    run(true, [2.5, 2.5, 2.5]);
    expect(readFloors(path).up.value).toBe(2.05);
    run(true, [0.5, 2.5, 4, 2.6, 2.7, 5]);
    expect(readReached(path).up).toBeUndefined();
    run(true, [2.5, 2.5, 2.5]);
    expect(readFloors(path).up.value).toBe(2.05);
    run(true, [2.5, 2.5, 2.5]);
    expect(readFloors(path).up.value).toBe(2.5);
    // One or two rounds reach nothing.
    expect(judge(fig([9]), {}).reached).toBeUndefined();
    expect(judge(fig([9, 9]), {}).reached).toBeUndefined();
    // A steady figure reaches its worst round, even one round far under the others.
    expect(judge(fig([1.0, 2.0, 2.2, 2.3, 2.4]), {}).reached).toBe(1.0);
    expect(judge(fig([9, 9, 9]), {}).reached).toBe(9);
    expect(judge(fig([9, 9, 9]), {}).raises).toBeUndefined();
    expect(judge(fig([9, 9, 9]), {}, { k: { value: 8, date: "d" } }).raises).toBe(8);
    // Lower is better: the greater of the two.
    const cost = { target: { op: "<=" as const, value: 5, unit: "ms" as const } };
    expect(judge(fig([2, 2, 2], cost), {}, { k: { value: 3, date: "d" } }).raises).toBe(3);
    expect(JSON.parse(readFileSync(path, "utf8")).about).toMatch(/update-floors/);
  });
});
