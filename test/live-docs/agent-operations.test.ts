/**
 * Agent Operations as an agent written against their live documentation uses them (the
 * description shows none of these rules):
 * - Its actions list filters by status and pages; another agent's action is 404.
 * - The customer's internal and external accounts filter by currency; an external account
 *   added without customerId is the agent's customer's; a deleted one is then 404; the same
 *   account added twice is 409.
 * - The same Idempotency-Key on a quote creation or a quote execution answers the first
 *   answer; a quote executed once cannot be executed again (409).
 * - A source account outside the policy's allowedAccountIds is refused (403), nothing moves.
 * - A transfer-in the policy holds waits with no transaction until the platform approves it.
 * - The customer's transactions come newest first by default; the date bounds are inclusive;
 *   reading one needs VIEW_TRANSACTIONS.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { account, balance, fund, startEnv, type Env } from "../money/helpers.js";
import { validBody } from "../external-accounts/helpers.js";
import { POLICY, signedInAgent, usdQuote, type AgentFixture } from "../agents/helpers.js";

let env: Env;
let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  env = await startEnv();
  s = env.s;
  p = await env.platform();
});
afterAll(() => env.close());

const out = (f: AgentFixture, amount: number, source = f.usd) =>
  f.as("POST", "/agents/me/transfer-out", { source: { accountId: source }, destination: { accountId: f.payee }, amount });
const ids = (b: { data: { id: string }[] }) => b.data.map((x) => x.id);
const withKey = (f: AgentFixture, path: string, key: string, body?: unknown) =>
  s.request("POST", path, { body, headers: { authorization: `Bearer ${f.token}`, "idempotency-key": key } });

describe("GET /agents/me/actions and /agents/me/actions/{actionId}", () => {
  it("filter by status and page; another agent's action is 404", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, defaultExecutionMode: "APPROVAL_REQUIRED" });
    const a = (await out(f, 1_000)).body;
    const b = (await out(f, 2_000)).body;
    await p.post(`/agents/${f.agentId}/actions/${a.id}/reject`, { reason: "no" });
    expect(ids((await f.as("GET", "/agents/me/actions?status=REJECTED")).body)).toEqual([a.id]);
    expect(ids((await f.as("GET", "/agents/me/actions?status=PENDING_APPROVAL")).body)).toEqual([b.id]);
    const first = (await f.as("GET", "/agents/me/actions?limit=1")).body;
    expect([ids(first), first.hasMore]).toEqual([[b.id], true]);
    const rest = (await f.as("GET", `/agents/me/actions?limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)).body;
    expect([ids(rest), rest.hasMore]).toEqual([[a.id], false]);
    const g = await signedInAgent(s, p);
    const foreign = await g.as("GET", `/agents/me/actions/${a.id}`);
    expect([foreign.status, foreign.body.code]).toEqual([404, "NOT_FOUND"]);
    expect((await f.as("GET", `/agents/me/actions/${a.id}`)).body).toMatchObject({ id: a.id, status: "REJECTED", rejectionReason: "no" });
  });
});

describe("the customer's accounts", () => {
  it("internal and external accounts filter by currency", async () => {
    const f = await signedInAgent(s, p);
    const eur = await f.as("GET", "/agents/me/internal-accounts?currency=EUR");
    expect(eur.status).toBe(200);
    expect(eur.body.data.length).toBeGreaterThan(0);
    expect(eur.body.data.every((a: { currency: string; customerId: string }) => a.currency === "EUR" && a.customerId === f.customerId)).toBe(true);
    expect((await f.as("GET", "/agents/me/external-accounts?currency=EUR")).body.data).toEqual([]);
    expect(ids((await f.as("GET", "/agents/me/external-accounts?currency=USD")).body)).toEqual([f.payee]);
  });

  it("added without customerId it is the agent's customer's; added twice 409; deleted, it reads 404", async () => {
    const f = await signedInAgent(s, p);
    const body = validBody("USD_ACCOUNT", f.customerId) as Record<string, any>;
    delete body.customerId;
    body.accountInfo.accountNumber = "123456555";
    const made = await f.as("POST", "/agents/me/external-accounts", body);
    expect(made.status).toBe(201);
    expect(made.body.customerId).toBe(f.customerId);
    const twice = await f.as("POST", "/agents/me/external-accounts", body);
    expect(twice.status).toBe(409);
    expect((await f.as("DELETE", `/agents/me/external-accounts/${made.body.id}`)).status).toBe(204);
    const gone = await f.as("GET", `/agents/me/external-accounts/${made.body.id}`);
    expect([gone.status, gone.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    expect((await f.as("DELETE", `/agents/me/external-accounts/${made.body.id}`)).status).toBe(404);
  });
});

describe("quotes", () => {
  it("the same Idempotency-Key answers the first quote and the first execution; executed once, a quote is 409", async () => {
    const f = await signedInAgent(s, p);
    const body = {
      source: { sourceType: "ACCOUNT", accountId: f.usd },
      destination: { destinationType: "ACCOUNT", accountId: f.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 3_000,
    };
    const q1 = await withKey(f, "/agents/me/quotes", "quote-1", body);
    const q2 = await withKey(f, "/agents/me/quotes", "quote-1", body);
    expect([q1.status, q2.status]).toEqual([201, 201]);
    expect(q2.body.id).toBe(q1.body.id);
    const x1 = await withKey(f, `/agents/me/quotes/${q1.body.id}/execute`, "exec-1");
    const x2 = await withKey(f, `/agents/me/quotes/${q1.body.id}/execute`, "exec-1");
    expect([x1.status, x2.status]).toEqual([200, 200]);
    expect(x2.body.id).toBe(x1.body.id);
    expect((await balance(p, f.usd)).available).toBe(1_000_000 - q1.body.totalSendingAmount);
    const again = await f.as("POST", `/agents/me/quotes/${q1.body.id}/execute`);
    expect([again.status, again.body.code]).toEqual([409, "CONFLICT"]);
    expect((await f.as("GET", "/agents/me/actions")).body.data).toHaveLength(1);
  });
});

describe("account restrictions", () => {
  it("a movement from an account outside allowedAccountIds is 403 and moves nothing; from an allowed one it proceeds", async () => {
    const f = await signedInAgent(s, p);
    const eur = (await account(p, f.customerId, "EUR")).id;
    await fund(p, eur, 50_000);
    const r = await p.patch(`/agents/${f.agentId}/policy`, { accountRestrictions: { allowedAccountIds: [eur] } });
    expect(r.status).toBe(200);
    const refused = await out(f, 1_000);
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
    expect(refused.body.reason).toContain("allowedAccountIds");
    const q = await usdQuote(f, 1_000);
    expect((await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`)).status).toBe(403);
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    await p.patch(`/agents/${f.agentId}/policy`, { accountRestrictions: { allowedAccountIds: null } });
    expect((await out(f, 1_000)).body.status).toBe("APPROVED");
  });
});

describe("POST /agents/me/transfer-in under APPROVAL_REQUIRED", () => {
  it("answers 201 with the action PENDING_APPROVAL and no transaction; the platform's approval carries it out", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, defaultExecutionMode: "APPROVAL_REQUIRED" });
    const t = await f.as("POST", "/agents/me/transfer-in", { source: { accountId: f.payee }, destination: { accountId: f.usd }, amount: 2_000 });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({ type: "TRANSFER_IN", status: "PENDING_APPROVAL" });
    expect(t.body).not.toHaveProperty("transaction");
    const ok = await p.post(`/agents/${f.agentId}/actions/${t.body.id}/approve`);
    expect(ok.body.status).toBe("APPROVED");
    expect(ok.body.transaction).toMatchObject({ type: "INCOMING", customerId: f.customerId });
  });
});

describe("GET /agents/me/transactions", () => {
  it("comes newest first unless sortOrder asc; startDate and endDate are inclusive; one transaction needs VIEW_TRANSACTIONS", async () => {
    const f = await signedInAgent(s, p);
    const made: string[] = [];
    for (const amount of [1_000, 1_100]) {
      made.push((await out(f, amount)).body.transaction.id);
      await p.advanceClock(1);
    }
    const q = `senderAccountIdentifier=${encodeURIComponent(f.usd)}`;
    expect(ids((await f.as("GET", `/agents/me/transactions?${q}`)).body)).toEqual([...made].reverse());
    expect(ids((await f.as("GET", `/agents/me/transactions?${q}&sortOrder=asc`)).body)).toEqual(made);
    const at = (await f.as("GET", `/agents/me/transactions/${made[0]}`)).body.createdAt;
    const window = new URLSearchParams({ senderAccountIdentifier: f.usd, startDate: at, endDate: at });
    expect(ids((await f.as("GET", `/agents/me/transactions?${window}`)).body)).toEqual([made[0]]);
    await p.patch(`/agents/${f.agentId}/policy`, { permissions: ["CREATE_TRANSFERS"] });
    const refused = await f.as("GET", `/agents/me/transactions/${made[0]}`);
    expect([refused.status, refused.body.code]).toEqual([403, "FORBIDDEN"]);
  });
});
