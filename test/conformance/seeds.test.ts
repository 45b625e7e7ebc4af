/**
 * The suite against a fresh simulator on two random seeds (two fast-check runs each; the
 * fixed seed runs in against-simulator.test.ts): the CI slice of `npm run
 * conformance:seeds` (50 seeds at the default depth). A failure names the seed;
 * `npm run conformance:seeds -- --first <seed> --count 1` reproduces it.
 */
import { describe, expect, it } from "vitest";
import { runSeed } from "../../cli/conformance-seeds.js";

const first = Math.floor(Math.random() * 2 ** 31);

describe("conformance suite on random seeds", () => {
  it.each([0, 1])(
    `passes on seed ${first} + %i`,
    async (i) => {
      const seed = (first + i) % 2 ** 31;
      const o = await runSeed(seed, 2);
      expect(o.failed, `seed ${seed}`).toEqual([]);
      expect(o.passed).toBeGreaterThan(150);
    },
    240_000,
  );
});
