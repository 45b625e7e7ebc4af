/**
 * Agents survive a restart on the same data directory: the agent, its bearer token (still
 * accepted on /agents/me), an unredeemed device code (still redeemable without credentials),
 * and a held action with its transaction pending platform approval (still approvable).
 */
import { afterEach, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator } from "../support/simulator.js";
import { tempDataDir } from "../persistence/helpers.js";
import { signedInAgent, usdQuote } from "./helpers.js";

describe("agents across a restart", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  const start = async (dir: string): Promise<StartedSimulator> => {
    const s = await startSimulator({ dataDir: dir, log: () => {} });
    cleanups.push(() => s.close());
    return s;
  };

  it("keeps the agent, its token, a pending code and a held action", async () => {
    const d = tempDataDir();
    cleanups.push(d.remove);
    const s1 = await start(d.dir);
    const p = await s1.createPlatform({ regulated: true });
    const f = await signedInAgent(s1, p);
    const q = await usdQuote(f, 200_000);
    const held = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect(held.body.status, JSON.stringify(held.body)).toBe("PENDING_APPROVAL");
    const second = await p.post("/agents", { name: "later", customerId: f.customerId, policy: (await p.get(`/agents/${f.agentId}`)).body.policy });
    await p.get("/config");
    await s1.close();

    const s2 = await start(d.dir);
    const bearer = { authorization: `Bearer ${f.token}` };
    expect((await s2.request("GET", "/agents/me", { headers: bearer })).body.id).toBe(f.agentId);
    const redeemed = await s2.request("POST", `/agents/device-codes/${second.body.deviceCode.code}/redeem`);
    expect(redeemed.status).toBe(200);
    const approve = await s2.request("POST", `/agents/${f.agentId}/actions/${held.body.id}/approve`, { headers: { authorization: p.auth } });
    expect(approve.status).toBe(200);
    expect(approve.body.transaction.status).toBe("PROCESSING");
  });
});
