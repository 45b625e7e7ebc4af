/**
 * The scheduler runs tasks in (due time, insertion) order whatever the order they were
 * added and cancelled in, however many are pending (its heap is rebuilt when cancelled
 * tasks outnumber live ones), and pending() lists the live ones in that order.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { Scheduler } from "../../simulator/clock/scheduler.js";

describe("Scheduler order", () => {
  it("runs every live task once, by due time then insertion, and lists them so", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.record({ at: fc.integer({ min: 0, max: 50 }), cancel: fc.boolean() }), { maxLength: 3000 }), async (specs) => {
        const now = 0;
        const s = new Scheduler(() => now);
        const ran: number[] = [];
        const handles = specs.map((t, i) => s.schedule(t.at, () => void ran.push(i)));
        specs.forEach((t, i) => t.cancel && handles[i].cancel());
        const expected = specs
          .map((t, i) => ({ ...t, i }))
          .filter((t) => !t.cancel)
          .sort((a, b) => a.at - b.at || a.i - b.i)
          .map((t) => t.i);
        expect(s.size).toBe(expected.length);
        expect(s.pending().map((t) => t.seq)).toEqual(expected);
        await s.runDue(Infinity);
        expect(ran).toEqual(expected);
        expect(s.size).toBe(0);
        s.close();
      }),
      { numRuns: 60 },
    );
  });

  it("keeps the earliest task armed when the first one is cancelled", async () => {
    let now = 0;
    const s = new Scheduler(() => now);
    const ran: string[] = [];
    const a = s.schedule(10, () => void ran.push("a"));
    s.schedule(20, () => void ran.push("b"));
    a.cancel();
    now = 15;
    await s.runDue();
    expect(ran).toEqual([]);
    now = 20;
    await s.runDue();
    expect(ran).toEqual(["b"]);
    s.close();
  });
});
