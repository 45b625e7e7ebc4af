/**
 * An integrator following the live documentation of the agent operations (the description
 * shows none of their rules): each statement below is the live one, asserted as a client
 * written against it would rely on it.
 * - Execute needs EXECUTE_QUOTES, transfers CREATE_TRANSFERS, every external-account call
 *   MANAGE_EXTERNAL_ACCOUNTS: 403 without it, before the accounts named are looked at; nothing
 *   moves and no action is made.
 * - A quote that expired between the execution and the approval: the approved action is
 *   FAILED, the held money released; a FAILED action carries no rejectionReason.
 * - A paused agent starts no action (403) and keeps its credentials (401 is for bad ones):
 *   its reads answer, its token is the one it was given once.
 * - An agent with an active connection gets no new device code (409).
 * - AGENT_ACTION.PENDING_APPROVAL is sent once per action entering PENDING_APPROVAL, never
 *   for an action approved at once, approved later or rejected.
 * - The list bounds (createdBefore, updatedBefore, endDate) are inclusive.
 * - The same Idempotency-Key on a transfer answers the first answer: the money moves once.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { balance, settle, startEnv, type Env } from "../money/helpers.js";
import { POLICY, signedInAgent, usdQuote, type AgentFixture } from "./helpers.js";

let env: Env;
let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  env = await startEnv();
  s = env.s;
  p = await env.platform();
});
afterAll(() => env.close());

const UNKNOWN_EXTERNAL = "ExternalAccount:00000000-0000-4000-8000-000000000000";
const UNKNOWN_INTERNAL = "InternalAccount:00000000-0000-4000-8000-000000000000";
const out = (f: AgentFixture, amount: number) =>
  f.as("POST", "/agents/me/transfer-out", { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount });
const actionsOf = async (f: AgentFixture) => (await f.as("GET", "/agents/me/actions?limit=100")).body.data as { id: string; status: string }[];

describe("permissions the live operations require", () => {
  it("execute without EXECUTE_QUOTES and transfers without CREATE_TRANSFERS answer 403 FORBIDDEN; nothing moves, no action is made", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, permissions: ["VIEW_TRANSACTIONS", "CREATE_QUOTES"] });
    const q = await usdQuote(f, 5_000);
    expect(q.status).toBe(201);
    const x = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect([x.status, x.body.code]).toEqual([403, "FORBIDDEN"]);
    expect(x.body.reason).toContain("EXECUTE_QUOTES");
    const t = await out(f, 5_000);
    expect([t.status, t.body.code]).toEqual([403, "FORBIDDEN"]);
    expect(t.body.reason).toContain("CREATE_TRANSFERS");
    const tin = await f.as("POST", "/agents/me/transfer-in", { source: { accountId: f.payee }, destination: { accountId: f.usd }, amount: 5_000 });
    expect([tin.status, tin.body.code]).toEqual([403, "FORBIDDEN"]);
    // The permission is judged before the accounts the body names.
    const unknown = await f.as("POST", "/agents/me/transfer-out", {
      source: { accountId: UNKNOWN_INTERNAL },
      destination: { accountId: UNKNOWN_EXTERNAL },
      amount: 1,
    });
    expect(unknown.status).toBe(403);
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    expect(await actionsOf(f)).toEqual([]);
    expect((await p.get(`/agents/approvals?agentId=${encodeURIComponent(f.agentId)}`)).body.data).toEqual([]);
  });

  it("the external-account list and read need MANAGE_EXTERNAL_ACCOUNTS", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, permissions: ["VIEW_TRANSACTIONS"] });
    expect((await f.as("GET", "/agents/me/external-accounts")).status).toBe(403);
    expect((await f.as("GET", `/agents/me/external-accounts/${f.payee}`)).status).toBe(403);
    expect((await f.as("DELETE", `/agents/me/external-accounts/${f.payee}`)).status).toBe(403);
    expect((await f.as("GET", "/agents/me/internal-accounts")).status).toBe(200);
  });
});

describe("approval after the quote expired", () => {
  it("the action is FAILED (no rejectionReason), its held transaction declined and the money released", async () => {
    const f = await signedInAgent(s, p);
    const q = await usdQuote(f, 200_000);
    const held = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect(held.body.status).toBe("PENDING_APPROVAL");
    expect((await balance(p, f.usd)).available).toBe(1_000_000 - q.body.totalSendingAmount);
    await p.advanceClock(Math.ceil((Date.parse(q.body.expiresAt) - Date.parse(await p.now())) / 1000) + 1);
    const approved = await p.post(`/agents/${f.agentId}/actions/${held.body.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("FAILED");
    expect(approved.body).not.toHaveProperty("rejectionReason");
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    const tx = await p.get(`/transactions/${held.body.transaction.id}`);
    expect(tx.body.status).toBe("FAILED");
    expect((await f.as("GET", `/agents/me/actions/${held.body.id}`)).body.status).toBe("FAILED");
    const again = await p.post(`/agents/${f.agentId}/actions/${held.body.id}/approve`);
    expect([again.status, again.body.code]).toEqual([409, "CONFLICT"]);
  });

  it("approved before the quote expires, the action is APPROVED", async () => {
    const f = await signedInAgent(s, p);
    const q = await usdQuote(f, 200_000);
    const held = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    const approved = await p.post(`/agents/${f.agentId}/actions/${held.body.id}/approve`);
    expect(approved.body.status).toBe("APPROVED");
  });
});

describe("a paused agent", () => {
  it("keeps its credentials and reads; its movements answer 403 and move nothing; resumed, it moves again", async () => {
    const f = await signedInAgent(s, p);
    const q = await usdQuote(f, 5_000);
    expect((await p.patch(`/agents/${f.agentId}`, { isPaused: true })).status).toBe(200);
    const me = await f.as("GET", "/agents/me");
    expect([me.status, me.body.isPaused]).toEqual([200, true]);
    expect((await f.as("GET", "/agents/me/actions")).status).toBe(200);
    expect((await f.as("GET", "/agents/me/transactions")).status).toBe(200);
    const t = await out(f, 1_000);
    expect([t.status, t.body.code]).toEqual([403, "FORBIDDEN"]);
    expect(t.body.reason).toContain("paused");
    const x = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect(x.status).toBe(403);
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    expect(await actionsOf(f)).toEqual([]);
    await p.patch(`/agents/${f.agentId}`, { isPaused: false });
    const resumed = await out(f, 1_000);
    expect([resumed.status, resumed.body.status]).toEqual([201, "APPROVED"]);
  });

  it("its bearer token is answered once: a second redeem of its code gives none", async () => {
    const customerId = (await signedInAgent(s, p)).customerId;
    const c = await p.post("/agents", { name: "once", customerId, policy: POLICY });
    const first = await s.request("POST", `/agents/device-codes/${c.body.deviceCode.code}/redeem`);
    expect(typeof first.body.accessToken).toBe("string");
    const second = await s.request("POST", `/agents/device-codes/${c.body.deviceCode.code}/redeem`);
    expect(second.status).toBe(400);
    expect(second.body).not.toHaveProperty("accessToken");
    expect(JSON.stringify((await p.get(`/agents/${c.body.agent.id}`)).body)).not.toContain(first.body.accessToken);
  });
});

describe("device codes", () => {
  it("an agent with an active connection gets 409 CONFLICT; one not yet connected a new code (the earlier one invalidated)", async () => {
    const f = await signedInAgent(s, p);
    const connected = await p.post(`/agents/${f.agentId}/device-codes`);
    expect([connected.status, connected.body.code]).toEqual([409, "CONFLICT"]);
    expect((await f.as("GET", "/agents/me")).status).toBe(200);
    const c = await p.post("/agents", { name: "not yet", customerId: f.customerId, policy: POLICY });
    const fresh = await p.post(`/agents/${c.body.agent.id}/device-codes`);
    expect(fresh.status).toBe(201);
    expect((await s.request("POST", `/agents/device-codes/${c.body.deviceCode.code}/redeem`)).status).toBe(404);
    expect((await s.request("POST", `/agents/device-codes/${fresh.body.code}/redeem`)).status).toBe(200);
  });
});

describe("AGENT_ACTION.PENDING_APPROVAL", () => {
  it("is sent once, when an action enters PENDING_APPROVAL; approved at once, approved later or rejected sends none", async () => {
    const f = await signedInAgent(s, p);
    const at = (id: string) => env.events((b) => b.type?.startsWith("AGENT_ACTION.") && b.data?.id === id);
    const quick = await out(f, 1_000);
    expect(quick.body.status).toBe("APPROVED");
    const approved = await out(f, 150_000);
    const rejected = await out(f, 160_000);
    expect([approved.body.status, rejected.body.status]).toEqual(["PENDING_APPROVAL", "PENDING_APPROVAL"]);
    await p.post(`/agents/${f.agentId}/actions/${approved.body.id}/approve`);
    await p.post(`/agents/${f.agentId}/actions/${rejected.body.id}/reject`, { reason: "no" });
    for (let i = 0; i < 40 && (at(approved.body.id).length < 1 || at(rejected.body.id).length < 1); i++) await settle(50);
    await settle(200);
    expect(at(quick.body.id)).toEqual([]);
    for (const id of [approved.body.id, rejected.body.id]) {
      const sent = at(id);
      expect(sent.map((e: any) => [e.type, e.data.status])).toEqual([["AGENT_ACTION.PENDING_APPROVAL", "PENDING_APPROVAL"]]);
    }
  });
});

describe("list bounds", () => {
  it("createdBefore / updatedBefore (agents) and endDate (approvals) are inclusive", async () => {
    const f = await signedInAgent(s, p);
    const agent = (await p.get(`/agents/${f.agentId}`)).body;
    const q = (params: Record<string, string>) => new URLSearchParams({ customerId: f.customerId, ...params }).toString();
    const listed = async (params: Record<string, string>) => (await p.get(`/agents?${q(params)}`)).body.data.map((a: any) => a.id);
    expect(await listed({ createdAfter: agent.createdAt, createdBefore: agent.createdAt })).toEqual([f.agentId]);
    expect(await listed({ updatedAfter: agent.updatedAt, updatedBefore: agent.updatedAt })).toEqual([f.agentId]);
    const held = (await out(f, 150_000)).body;
    const approvals = await p.get(`/agents/approvals?${new URLSearchParams({ agentId: f.agentId, startDate: held.createdAt, endDate: held.createdAt })}`);
    expect(approvals.body.data.map((a: any) => a.id)).toEqual([held.id]);
  });
});

describe("Idempotency-Key on an agent's transfer", () => {
  it("the same key answers the first answer: one action, the money moved once", async () => {
    const f = await signedInAgent(s, p);
    const send = () =>
      s.request("POST", "/agents/me/transfer-out", {
        body: { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount: 2_500 },
        headers: { authorization: `Bearer ${f.token}`, "idempotency-key": "agent-transfer-1" },
      });
    const a = await send();
    const b = await send();
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    expect((await balance(p, f.usd)).available).toBe(1_000_000 - 2_500);
    expect((await actionsOf(f)).map((x) => x.id)).toEqual([a.body.id]);
  });
});
