/**
 * The default umaDomain is derived from the platform's own id, whichever call reads the
 * configuration first (a customer creation here), and again after POST /_sim/reset.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";

let s: StartedSimulator;
beforeAll(async () => {
  s = await startSimulator();
});
afterAll(async () => {
  await s?.close();
});

describe("default platform configuration", () => {
  it("names the platform in umaDomain even when a customer creation reads the configuration first", async () => {
    const p = await s.createPlatform();
    const short = p.platformId.replace(/^Platform:/, "").slice(0, 8);
    expect((await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Ada Lovelace" })).status).toBe(201);
    expect((await p.get("/config")).body.umaDomain).toBe(`sandbox-${short}.paysim.local`);
    await p.reset();
    expect((await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Ada Lovelace" })).status).toBe(201);
    expect((await p.get("/config")).body.umaDomain).toBe(`sandbox-${short}.paysim.local`);
  });
});
