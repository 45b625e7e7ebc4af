/**
 * Device-code sign-in and AgentAuth (designed rules, spec/rules/agents.yaml; the description's
 * Authentication point 2: agents use their own credentials obtained by device code redemption):
 * a code redeems once for a bearer token that works only on /agents/me; used, expired and
 * unknown codes are refused; Basic is refused on /agents/me and the token everywhere else;
 * a deleted or re-signed-in agent's token stops at once (a paused one keeps it: live, 401
 * means bad credentials); a connected agent gets no new code (409, live); the token expires
 * on the platform clock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { agentRules } from "../../contract/rules/agents.js";
import { customer } from "../money/helpers.js";
import { POLICY, signedInAgent } from "./helpers.js";

let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform({ regulated: true });
});
afterAll(() => s.close());

describe("device codes", () => {
  it("create answers the agent and a code; status polls; redeem answers the token once; a second redeem is 400", async () => {
    const customerId = await customer(p);
    const c = await p.post("/agents", { name: "a", customerId, policy: POLICY });
    expect(c.status).toBe(201);
    expect(c.body.agent).toMatchObject({ customerId, isPaused: false, isConnected: false });
    const code = c.body.deviceCode.code as string;
    expect(code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{4}-[BCDFGHJKLMNPQRSTVWXZ]{4}$/);
    expect((await p.get(`/agents/device-codes/${code}/status`)).body).toEqual({ code, redeemed: false });
    const r = await s.request("POST", `/agents/device-codes/${code}/redeem`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ agentId: c.body.agent.id, agentName: "a", policy: POLICY });
    expect(r.body.accessToken.startsWith(agentRules().accessToken.prefix)).toBe(true);
    expect((await p.get(`/agents/device-codes/${code}/status`)).body.redeemed).toBe(true);
    expect((await p.get(`/agents/${c.body.agent.id}`)).body.isConnected).toBe(true);
    const again = await s.request("POST", `/agents/device-codes/${code}/redeem`);
    expect(again.status).toBe(400);
    expect(again.body.reason).toContain("already redeemed");
  });

  it("an expired code (platform clock) is 400; an unknown or superseded one 404", async () => {
    const customerId = await customer(p);
    const c = await p.post("/agents", { name: "b", customerId, policy: POLICY });
    await p.advanceClock(agentRules().deviceCode.ttlSeconds + 1);
    const expired = await s.request("POST", `/agents/device-codes/${c.body.deviceCode.code}/redeem`);
    expect(expired.status).toBe(400);
    expect(expired.body.reason).toContain("expired");
    expect((await s.request("POST", "/agents/device-codes/BBBB-BBBB/redeem")).status).toBe(404);
    const fresh = await p.post(`/agents/${c.body.agent.id}/device-codes`);
    expect(fresh.status).toBe(201);
    const newer = await p.post(`/agents/${c.body.agent.id}/device-codes`);
    expect((await s.request("POST", `/agents/device-codes/${fresh.body.code}/redeem`)).status).toBe(404);
    expect((await s.request("POST", `/agents/device-codes/${newer.body.code}/redeem`)).status).toBe(200);
  });
});

describe("AgentAuth", () => {
  it("the token works on /agents/me only; Basic is refused there; the token is refused on management and platform operations", async () => {
    const f = await signedInAgent(s, p);
    const me = await f.as("GET", "/agents/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: f.agentId, customerId: f.customerId, isConnected: true });
    const unauthorized = await p.get("/agents/me");
    expect([unauthorized.status, unauthorized.body.code]).toEqual([401, "UNAUTHORIZED"]);
    for (const [m, path] of [
      ["GET", "/agents"],
      ["GET", `/agents/${f.agentId}`],
      ["GET", "/customers"],
      ["GET", "/transactions"],
      ["GET", "/agents/approvals"],
    ]) {
      const r = await f.as(m, path);
      expect(r.status, path).toBe(401);
      expect(r.body.code).toBe("UNAUTHORIZED");
    }
    expect((await s.request("GET", "/agents/me")).status).toBe(401);
    expect((await s.request("GET", "/agents/me", { headers: { authorization: "Bearer agt_nope" } })).status).toBe(401);
  });

  it("a paused agent keeps its token (its reads answer); deleting stops the token for good", async () => {
    const f = await signedInAgent(s, p);
    expect((await p.patch(`/agents/${f.agentId}`, { isPaused: true })).body.isPaused).toBe(true);
    const paused = await f.as("GET", "/agents/me");
    expect(paused.status).toBe(200);
    expect(paused.body.isPaused).toBe(true);
    await p.patch(`/agents/${f.agentId}`, { isPaused: false });
    expect((await f.as("GET", "/agents/me")).status).toBe(200);
    expect((await p.delete(`/agents/${f.agentId}`)).status).toBe(204);
    expect((await f.as("GET", "/agents/me")).status).toBe(401);
    const notFound = await p.get(`/agents/${f.agentId}`);
    expect([notFound.status, notFound.body.code]).toEqual([404, "NOT_FOUND"]);
  });

  it("the token expires on the platform clock; the agent, no longer connected, gets a new code whose redeem gives a new token", async () => {
    const f = await signedInAgent(s, p);
    const refused = await p.post(`/agents/${f.agentId}/device-codes`);
    expect([refused.status, refused.body.code]).toEqual([409, "CONFLICT"]);
    await p.advanceClock(agentRules().accessToken.ttlSeconds);
    expect((await f.as("GET", "/agents/me")).status).toBe(401);
    expect((await p.get(`/agents/${f.agentId}`)).body.isConnected).toBe(false);
    const code = await p.post(`/agents/${f.agentId}/device-codes`);
    expect(code.status).toBe(201);
    const second = (await s.request("POST", `/agents/device-codes/${code.body.code}/redeem`)).body.accessToken;
    const as2 = (path: string) => s.request("GET", path, { headers: { authorization: `Bearer ${second}` } });
    expect((await as2("/agents/me")).status).toBe(200);
    expect((await p.get(`/agents/${f.agentId}`)).body.isConnected).toBe(true);
  });
});
