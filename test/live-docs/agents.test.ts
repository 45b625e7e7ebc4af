/**
 * Agent Management as a client written against its live documentation uses it (the
 * description shows none of these rules):
 * - Approving and rejecting are the platform's calls: the agent's own token is refused (401).
 * - A rejection's reason is optional; rejected, the transfer is never carried out; only an
 *   action awaiting approval can be decided (409 otherwise); an unknown action is 404.
 * - An approved transfer that can no longer be made (the money is gone) ends FAILED.
 * - The approvals list holds only actions awaiting a decision, pages with limit and cursor,
 *   newest first unless sortOrder asc.
 * - The agents list pages with limit (at most 100) and cursor.
 * - A policy update replaces the permissions list whole and applies at once; the fields it
 *   leaves out keep their values.
 * - Renaming shows at once; unknown agents answer 404 on update, policy and device codes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { balance, startEnv, type Env } from "../money/helpers.js";
import { POLICY, signedInAgent, type AgentFixture } from "../agents/helpers.js";

let env: Env;
let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  env = await startEnv();
  s = env.s;
  p = await env.platform();
});
afterAll(() => env.close());

const UNKNOWN_AGENT = "Agent:00000000-0000-4000-8000-000000000000";
const UNKNOWN_ACTION = "AgentAction:00000000-0000-4000-8000-000000000000";
const HELD = { ...POLICY, defaultExecutionMode: "APPROVAL_REQUIRED" };
const out = (f: AgentFixture, amount: number) =>
  f.as("POST", "/agents/me/transfer-out", { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount });
const ids = (b: { data: { id: string }[] }) => b.data.map((x) => x.id);

describe("approving and rejecting an agent action", () => {
  it("is done with the platform's credentials: the agent's own token is refused", async () => {
    const f = await signedInAgent(s, p, HELD);
    const a = (await out(f, 1_000)).body;
    expect(a.status).toBe("PENDING_APPROVAL");
    for (const verb of ["approve", "reject"]) {
      const r = await f.as("POST", `/agents/${f.agentId}/actions/${a.id}/${verb}`);
      expect([r.status, r.body.code]).toEqual([401, "UNAUTHORIZED"]);
    }
    expect((await f.as("GET", `/agents/me/actions/${a.id}`)).body.status).toBe("PENDING_APPROVAL");
  });

  it("a rejection without a body: REJECTED with no rejectionReason, nothing moved; deciding it again is 409; an unknown action 404", async () => {
    const f = await signedInAgent(s, p, HELD);
    const a = (await out(f, 2_000)).body;
    const r = await p.post(`/agents/${f.agentId}/actions/${a.id}/reject`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("REJECTED");
    expect(r.body).not.toHaveProperty("rejectionReason");
    expect(r.body).not.toHaveProperty("transaction");
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    for (const verb of ["approve", "reject"]) {
      const again = await p.post(`/agents/${f.agentId}/actions/${a.id}/${verb}`);
      expect([again.status, again.body.code]).toEqual([409, "CONFLICT"]);
    }
    const unknown = await p.post(`/agents/${f.agentId}/actions/${UNKNOWN_ACTION}/reject`, { reason: "no" });
    expect([unknown.status, unknown.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
  });

  it("an approved transfer whose money is gone by then ends FAILED, and nothing more leaves the account", async () => {
    const f = await signedInAgent(s, p, HELD);
    const a = (await out(f, 400_000)).body;
    expect(a.status).toBe("PENDING_APPROVAL");
    const drain = await p.post("/transfer-out", { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount: 700_000 });
    expect(drain.status).toBe(201);
    const approved = await p.post(`/agents/${f.agentId}/actions/${a.id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe("FAILED");
    expect(approved.body).not.toHaveProperty("rejectionReason");
    expect((await balance(p, f.usd)).available).toBe(300_000);
    expect((await f.as("GET", `/agents/me/actions/${a.id}`)).body.status).toBe("FAILED");
  });
});

describe("GET /agents/approvals", () => {
  it("lists only the actions awaiting a decision, newest first or by sortOrder asc, page by page", async () => {
    const f = await signedInAgent(s, p, HELD);
    const made: string[] = [];
    for (const amount of [1_000, 1_100, 1_200]) {
      made.push((await out(f, amount)).body.id);
      await p.advanceClock(1);
    }
    const decided = (await out(f, 1_300)).body.id;
    await p.post(`/agents/${f.agentId}/actions/${decided}/approve`);
    const q = (extra: Record<string, string>) => p.get(`/agents/approvals?${new URLSearchParams({ agentId: f.agentId, ...extra })}`);
    expect(ids((await q({})).body)).toEqual([...made].reverse());
    const first = (await q({ sortOrder: "asc", limit: "2" })).body;
    expect([ids(first), first.hasMore]).toEqual([made.slice(0, 2), true]);
    const rest = (await q({ sortOrder: "asc", limit: "2", cursor: first.nextCursor })).body;
    expect([ids(rest), rest.hasMore]).toEqual([made.slice(2), false]);
    const byCustomer = (await p.get(`/agents/approvals?customerId=${encodeURIComponent(f.customerId)}`)).body;
    expect(ids(byCustomer).sort()).toEqual([...made].sort());
  });
});

describe("GET /agents", () => {
  it("pages with limit and cursor; a limit above 100 is refused", async () => {
    const f = await signedInAgent(s, p);
    const mine = [f.agentId];
    for (const name of ["b", "c"]) mine.push((await p.post("/agents", { name, customerId: f.customerId, policy: POLICY })).body.agent.id);
    const q = (extra: string) => p.get(`/agents?customerId=${encodeURIComponent(f.customerId)}${extra}`);
    const first = (await q("&limit=2")).body;
    expect([ids(first), first.hasMore]).toEqual([[mine[2], mine[1]], true]);
    const rest = (await q(`&limit=2&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    expect([ids(rest), rest.hasMore]).toEqual([[mine[0]], false]);
    const tooMany = await p.get("/agents?limit=101");
    expect([tooMany.status, tooMany.body.code]).toEqual([400, "INVALID_INPUT"]);
  });
});

describe("PATCH /agents/{agentId}/policy and PATCH /agents/{agentId}", () => {
  it("a new permissions list replaces the old one whole and applies to the agent's next call; other fields stay", async () => {
    const f = await signedInAgent(s, p);
    expect((await out(f, 1_000)).body.status).toBe("APPROVED");
    const r = await p.patch(`/agents/${f.agentId}/policy`, { permissions: ["VIEW_TRANSACTIONS"] });
    expect(r.status).toBe(200);
    expect(r.body.policy).toEqual({ ...POLICY, permissions: ["VIEW_TRANSACTIONS"] });
    const refused = await out(f, 1_000);
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
    expect((await f.as("GET", "/agents/me")).body.policy.permissions).toEqual(["VIEW_TRANSACTIONS"]);
    expect((await f.as("GET", "/agents/me/transactions")).status).toBe(200);
  });

  it("a rename shows at once, pausing state untouched; an unknown agent is 404 on update, policy and new device code", async () => {
    const f = await signedInAgent(s, p);
    const r = await p.patch(`/agents/${f.agentId}`, { name: "Payroll helper" });
    expect([r.status, r.body.name, r.body.isPaused]).toEqual([200, "Payroll helper", false]);
    expect((await f.as("GET", "/agents/me")).body.name).toBe("Payroll helper");
    for (const call of [
      p.patch(`/agents/${UNKNOWN_AGENT}`, { name: "x" }),
      p.patch(`/agents/${UNKNOWN_AGENT}/policy`, { permissions: [] }),
      p.post(`/agents/${UNKNOWN_AGENT}/device-codes`),
    ]) {
      const res = await call;
      expect([res.status, res.body.code]).toEqual([404, "NOT_FOUND"]);
    }
  });
});
