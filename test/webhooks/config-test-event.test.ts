/**
 * A client following the live documentation: configuring or updating the platform's
 * webhookEndpoint (PATCH /config) sends the TEST webhook once to that endpoint, signed like
 * every delivery; a PATCH naming no endpoint sends nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { controlledReceiver, until, type ControlledReceiver } from "./helpers.js";

let s: StartedSimulator;
let rx: ControlledReceiver;
beforeAll(async () => {
  s = await startSimulator();
  rx = await controlledReceiver();
});
afterAll(async () => {
  await rx?.close();
  await s?.close();
});

describe("PATCH /config with a webhookEndpoint", () => {
  it("sends the TEST webhook once to the endpoint set, signed; other changes send nothing", async () => {
    const p = await s.createPlatform();
    rx.verifyWith(p.webhookPublicKeyPem);
    const before = rx.got.length;
    const r = await p.patch("/config", { webhookEndpoint: rx.url });
    expect(r.status).toBe(200);
    expect(await until(() => rx.got.length > before)).toBe(true);
    const got = rx.got.slice(before);
    expect(got).toEqual([expect.objectContaining({ type: "TEST", signatureValid: true, id: expect.stringMatching(/^Webhook:/) })]);
    expect(await p.deliveries({ type: "TEST" })).toEqual([expect.objectContaining({ url: rx.url, attempt: 1, ok: true })]);
    // A change that names no endpoint sends nothing.
    expect((await p.patch("/config", { umaDomain: "other.example.com" })).status).toBe(200);
    await new Promise((done) => setTimeout(done, 150));
    expect(rx.got.length).toBe(before + 1);
    // Updating the endpoint sends it again.
    expect((await p.patch("/config", { webhookEndpoint: rx.url })).status).toBe(200);
    expect(await until(() => rx.got.length === before + 2)).toBe(true);
  });
});
