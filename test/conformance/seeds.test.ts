/**
 * The suite against a fresh simulator on random seeds, in its default mode and with
 * --strict (two fast-check runs each; the fixed seed runs in against-simulator.test.ts): the
 * CI slice of `npm run conformance:seeds` (50 seeds of each mode at the default depth). A
 * failure names the seed and the mode; `npm run conformance:seeds -- --first <seed> --count 1
 * --mode <mode>` reproduces it.
 */
import { describe, expect, it } from "vitest";
import { runSeed } from "../../cli/conformance-seeds.js";

const first = Math.floor(Math.random() * 2 ** 31);

describe("conformance suite on random seeds", () => {
  it.each([
    ["default", 0],
    ["strict", 1],
  ] as const)(
    `passes in %s mode on seed ${first} + %i`,
    async (mode, i) => {
      const seed = (first + i) % 2 ** 31;
      const o = await runSeed(seed, 2, 10_000, mode);
      expect(o.failed, `${mode} seed ${seed}`).toEqual([]);
      expect(o.passed).toBeGreaterThan(300);
    },
    300_000,
  );
});
