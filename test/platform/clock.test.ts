import { describe, expect, it } from "vitest";
import { PlatformClock } from "../../simulator/clock/platform-clock.js";

describe("PlatformClock", () => {
  it("now() is wall time plus the advanced offset", async () => {
    let wall = 1_000_000;
    const c = new PlatformClock(() => wall);
    expect(c.now().getTime()).toBe(1_000_000);
    await c.advance(60);
    expect(c.nowMs()).toBe(1_060_000);
    wall += 5;
    expect(c.iso()).toBe(new Date(1_060_005).toISOString());
    await expect(c.advance(-1)).rejects.toThrow();
  });

  it("advance runs due tasks at once, in time order, awaiting each; later ones wait", async () => {
    const c = new PlatformClock(() => 0);
    const ran: string[] = [];
    c.schedule({ delayMs: 30_000 }, async () => {
      await new Promise((r) => setTimeout(r, 10));
      ran.push("30s");
    });
    c.schedule({ delayMs: 10_000 }, () => void ran.push("10s"));
    c.schedule(new Date(20_000), () => {
      ran.push("20s");
      c.schedule({ delayMs: 1000 }, () => void ran.push("21s (scheduled while running)"));
    });
    c.schedule({ delayMs: 3_600_000 }, () => void ran.push("1h"));
    const h = c.schedule({ delayMs: 15_000 }, () => void ran.push("cancelled"));
    h.cancel();
    await c.advance(40);
    expect(ran).toEqual(["10s", "20s", "21s (scheduled while running)", "30s"]);
    expect(c.scheduler.size).toBe(1);
    await c.advance(3600);
    expect(ran.at(-1)).toBe("1h");
  });

  it("tasks fire in real time with one unref'd timer", async () => {
    const c = new PlatformClock();
    const fired = new Promise<number>((resolve) => c.schedule({ delayMs: 30 }, () => resolve(Date.now())));
    const t0 = Date.now();
    expect((await fired) - t0).toBeGreaterThanOrEqual(25);
    c.close();
  });

  it("a failing task is logged and does not stop the others", async () => {
    const c = new PlatformClock(() => 0);
    const ran: number[] = [];
    c.schedule({ delayMs: 1 }, () => {
      throw new Error("boom");
    });
    c.schedule({ delayMs: 2 }, () => void ran.push(2));
    const orig = console.error;
    console.error = () => {};
    await c.advance(1);
    console.error = orig;
    expect(ran).toEqual([2]);
  });
});
