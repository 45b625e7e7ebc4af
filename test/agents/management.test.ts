/**
 * Agent management with the platform's credentials (designed rules on the live shapes):
 * create bound to one existing customer (404 CUSTOMER_NOT_FOUND otherwise; policy accounts
 * must be the customer's), list with its filters, get, rename / pause, the policy patched on
 * its own (present fields replace, spendingLimits field by field, null removes a limit),
 * delete (404 after), and 404 NOT_FOUND for unknown agents and actions.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { account, customer } from "../money/helpers.js";
import { POLICY } from "./helpers.js";

let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform({ regulated: true });
});
afterAll(() => s.close());

describe("agent management", () => {
  it("create needs an existing customer and policy accounts of that customer", async () => {
    const unknown = await p.post("/agents", { name: "x", customerId: "Customer:00000000-0000-4000-8000-000000000000", policy: POLICY });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("CUSTOMER_NOT_FOUND");
    const a = await customer(p);
    const b = await customer(p);
    const bUsd = (await account(p, b)).id;
    const foreign = await p.post("/agents", { name: "x", customerId: a, policy: { ...POLICY, accountRestrictions: { allowedAccountIds: [bUsd] } } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe("INVALID_INPUT");
    const invalid = await p.post("/agents", { name: "x", customerId: a });
    expect([invalid.status, invalid.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(invalid.body.details.errors).toContainEqual(expect.objectContaining({ field: "policy" }));
  });

  it("list filters by customer, paused and connected; get, patch, policy patch and delete", async () => {
    const c = await customer(p);
    const one = (await p.post("/agents", { name: "one", customerId: c, policy: POLICY })).body;
    const two = (await p.post("/agents", { name: "two", customerId: c, policy: POLICY })).body;
    await s.request("POST", `/agents/device-codes/${two.deviceCode.code}/redeem`);
    await p.patch(`/agents/${one.agent.id}`, { isPaused: true, name: "first" });
    const ids = async (q: string) => (await p.get(`/agents?customerId=${encodeURIComponent(c)}${q}`)).body.data.map((a: any) => a.id);
    expect(await ids("")).toEqual([two.agent.id, one.agent.id]);
    expect(await ids("&isPaused=true")).toEqual([one.agent.id]);
    expect(await ids("&isConnected=true")).toEqual([two.agent.id]);
    expect((await p.get(`/agents/${one.agent.id}`)).body).toMatchObject({ name: "first", isPaused: true, isConnected: false });

    const patched = await p.patch(`/agents/${two.agent.id}/policy`, {
      spendingLimits: { dailyLimit: null, monthlyLimit: 5_000_000 },
      defaultExecutionMode: "APPROVAL_REQUIRED",
    });
    expect(patched.status).toBe(200);
    expect(patched.body.policy).toEqual({
      ...POLICY,
      defaultExecutionMode: "APPROVAL_REQUIRED",
      spendingLimits: { ...POLICY.spendingLimits, dailyLimit: null, monthlyLimit: 5_000_000 },
    });

    expect((await p.delete(`/agents/${one.agent.id}`)).status).toBe(204);
    const notFound = await p.delete(`/agents/${one.agent.id}`);
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await p.get(`/agents/${one.agent.id}`)).body.code).toBe("NOT_FOUND");
    const notFound2 = await p.get(`/agents/device-codes/${one.deviceCode.code}/status`);
    expect([notFound2.status, notFound2.body.code]).toEqual([404, "NOT_FOUND"]);
    const notFound3 = await p.post(`/agents/${two.agent.id}/actions/AgentAction:00000000-0000-4000-8000-000000000000/approve`);
    expect([notFound3.status, notFound3.body.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("agents of another platform are absent", async () => {
    const other = await s.createPlatform({ regulated: true });
    const c = await customer(p);
    const a = (await p.post("/agents", { name: "mine", customerId: c, policy: POLICY })).body;
    expect((await other.get(`/agents/${a.agent.id}`)).status).toBe(404);
    expect((await other.get("/agents")).body.data).toEqual([]);
  });
});
