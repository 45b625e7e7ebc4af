/**
 * Agent operations reuse the money domain (one ledger, the sandbox suffix outcomes, the same
 * webhooks) for the agent's one customer, and every movement is judged by the policy
 * (spec/rules/agents.yaml `decision`): within it, carried out at once (APPROVED); over the
 * approval threshold, held (PENDING_APPROVAL, the quote's transaction PENDING pending
 * platform approval, money on hold) until the platform approves or rejects; over a hard
 * limit or outside the permissions, 403 FORBIDDEN. The description's `/transactions/{id}/approve`
 * row: it approves such a transaction and answers 409 TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL
 * otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { account, balance, customer, fund, settle, startEnv, usdExternal, type Env } from "../money/helpers.js";
import { validBody } from "../external-accounts/helpers.js";
import { POLICY, signedInAgent, usdQuote } from "./helpers.js";

let env: Env;
let s: StartedSimulator;
let p: TestPlatform;

beforeAll(async () => {
  env = await startEnv();
  s = env.s;
  p = await env.platform();
});
afterAll(() => env.close());

/** The webhooks received matching `pred`, in order, once at least `atLeast` arrived (bounded wait). */
async function waitEvents(pred: (b: any) => boolean, atLeast: number): Promise<any[]> {
  for (let i = 0; i < 40 && env.events(pred).length < atLeast; i++) await settle(50);
  return env.events(pred);
}
/** The agent-action webhooks of one action. */
const agentEvents = (actionId: string, atLeast: number) => waitEvents((b) => b.type === "AGENT_ACTION.PENDING_APPROVAL" && b.data?.id === actionId, atLeast);

describe("scope: an agent sees only its customer's objects", () => {
  it("accounts, transactions, quotes and external accounts of another customer are absent", async () => {
    const f = await signedInAgent(s, p);
    const other = await customer(p);
    const otherUsd = (await account(p, other)).id;
    await fund(p, otherUsd, 50_000);
    const otherPayee = await usdExternal(p, other);
    const internal = await f.as("GET", "/agents/me/internal-accounts");
    expect(internal.status).toBe(200);
    expect(internal.body.data.length).toBeGreaterThan(0);
    expect(internal.body.data.every((a: any) => a.customerId === f.customerId)).toBe(true);
    const ext = await f.as("GET", "/agents/me/external-accounts");
    expect(ext.body.data.map((a: any) => a.id)).toEqual([f.payee]);
    expect((await f.as("GET", `/agents/me/external-accounts/${otherPayee}`)).status).toBe(404);
    expect((await f.as("DELETE", `/agents/me/external-accounts/${otherPayee}`)).status).toBe(404);
    const q = await f.as("POST", "/agents/me/quotes", {
      source: { sourceType: "ACCOUNT", accountId: otherUsd },
      destination: { destinationType: "ACCOUNT", accountId: f.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1000,
    });
    expect(q.status).toBe(404);
    expect(q.body.code).toBe("ACCOUNT_NOT_FOUND");
    const platformQuote = await p.post("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: otherUsd },
      destination: { destinationType: "ACCOUNT", accountId: otherPayee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1000,
    });
    expect((await f.as("GET", `/agents/me/quotes/${platformQuote.body.id}`)).status).toBe(404);
    const tx = await p.post(`/quotes/${platformQuote.body.id}/execute`);
    expect((await f.as("GET", `/agents/me/transactions/${tx.body.transactionId}`)).status).toBe(404);
    expect((await f.as("GET", "/agents/me/transactions")).body.data.some((t: any) => t.id === tx.body.transactionId)).toBe(false);
    const out = await f.as("POST", "/agents/me/transfer-out", { source: { accountId: otherUsd }, destination: { accountId: f.payee }, amount: 100 });
    expect([out.status, out.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
  });

  it("a read outside the permissions is 403 FORBIDDEN; reads needing none work", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, permissions: ["EXECUTE_QUOTES"] });
    expect((await f.as("GET", "/agents/me/transactions")).status).toBe(403);
    expect((await f.as("GET", "/agents/me/external-accounts")).status).toBe(403);
    expect((await f.as("GET", `/agents/me/external-accounts/${f.payee}`)).status).toBe(403);
    expect((await usdQuote(f, 1000)).status).toBe(403);
    const { customerId: _drop, ...ext } = validBody("USD_ACCOUNT", f.customerId);
    void _drop;
    expect((await f.as("POST", "/agents/me/external-accounts", ext)).status).toBe(403);
    expect((await f.as("GET", "/agents/me/actions")).status).toBe(200);
    expect((await f.as("GET", "/agents/me/internal-accounts")).status).toBe(200);
  });
});

describe("the customer's transactions filtered by account", () => {
  it("accountIdentifier, senderAccountIdentifier and receiverAccountIdentifier keep the matching transactions of the agent's customer, full pages", async () => {
    const f = await signedInAgent(s, p);
    const mine: string[] = [];
    for (let i = 0; i < 3; i++) {
      const q = await usdQuote(f, 1_000 + i);
      const r = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
      expect(r.body.status).toBe("APPROVED");
      mine.push(r.body.transaction.id);
    }
    // Another customer paying to its own payee: never in the agent's list, whatever the filter.
    const other = await customer(p);
    const otherUsd = (await account(p, other)).id;
    await fund(p, otherUsd, 50_000);
    const otherPayee = await usdExternal(p, other);
    const theirs = await p.post("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: otherUsd },
      destination: { destinationType: "ACCOUNT", accountId: otherPayee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
      immediatelyExecute: true,
    });
    expect(theirs.status).toBe(201);
    const list = async (q: string) => {
      const r = await f.as("GET", `/agents/me/transactions?${q}`);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body;
    };
    const ids = (b: { data: { id: string }[] }) => b.data.map((t) => t.id);
    const page1 = await list(`accountIdentifier=${encodeURIComponent(f.usd)}&sortOrder=asc&limit=2`);
    expect([ids(page1), page1.hasMore]).toEqual([mine.slice(0, 2), true]);
    const page2 = await list(`accountIdentifier=${encodeURIComponent(f.usd)}&sortOrder=asc&limit=2&cursor=${page1.nextCursor}`);
    expect([ids(page2), page2.hasMore]).toEqual([mine.slice(2), false]);
    expect(ids(await list(`senderAccountIdentifier=${encodeURIComponent(f.usd)}&sortOrder=asc`))).toEqual(mine);
    expect(ids(await list(`receiverAccountIdentifier=${encodeURIComponent(f.payee)}&sortOrder=asc`))).toEqual(mine);
    expect(ids(await list(`receiverAccountIdentifier=${encodeURIComponent(f.usd)}`))).toEqual([]);
    expect(ids(await list(`accountIdentifier=${encodeURIComponent(otherPayee)}`))).toEqual([]);
    expect(ids(await list(`senderAccountIdentifier=${encodeURIComponent(otherUsd)}`))).toEqual([]);
  });
});

describe("movements within the policy", () => {
  it("an execution under the threshold runs through the money domain: APPROVED, the ledger holds, the suffix outcome settles", async () => {
    const f = await signedInAgent(s, p);
    const q = await usdQuote(f, 50_000);
    expect(q.status).toBe(201);
    const r = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ type: "EXECUTE_QUOTE", status: "APPROVED", agentId: f.agentId, customerId: f.customerId });
    expect(r.body.transaction.status).toBe("PROCESSING");
    expect((await balance(p, f.usd)).available).toBe(1_000_000 - q.body.totalSendingAmount);
    await p.advanceClock(5);
    expect((await p.get(`/transactions/${r.body.transaction.id}`)).body.status).toBe("COMPLETED");
    const me = await f.as("GET", "/agents/me");
    expect(me.body.usage).toMatchObject({ dailySpend: q.body.totalSendingAmount, dailyTransactionCount: 1 });
  });

  it("a hard limit refuses with 403 FORBIDDEN and moves nothing", async () => {
    const f = await signedInAgent(s, p, {
      ...POLICY,
      spendingLimits: { currency: "USD", perTransactionLimit: 10_000 },
      approvalThresholds: { amount: 100_000 },
    });
    const q = await usdQuote(f, 20_000);
    const r = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect(r.status).toBe(403);
    expect(r.body.reason).toContain("perTransactionLimit");
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
  });
});

describe("approval", () => {
  it("over the threshold: held PENDING pending platform approval, listed, webhook; approve releases it with the suffix outcome", async () => {
    const f = await signedInAgent(s, p);
    const q = await usdQuote(f, 200_000);
    const r = await f.as("POST", `/agents/me/quotes/${q.body.id}/execute`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe("PENDING_APPROVAL");
    const txId = r.body.transaction.id;
    expect(r.body.transaction).toMatchObject({ status: "PENDING", pendingPlatformApproval: true });
    expect((await balance(p, f.usd)).available).toBe(1_000_000 - q.body.totalSendingAmount);
    await p.advanceClock(10);
    expect((await p.get(`/transactions/${txId}`)).body.status).toBe("PENDING");
    const approvals = await p.get(`/agents/approvals?agentId=${encodeURIComponent(f.agentId)}`);
    expect(approvals.body.data.map((a: any) => a.id)).toEqual([r.body.id]);
    const ok = await p.post(`/agents/${f.agentId}/actions/${r.body.id}/approve`);
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("APPROVED");
    expect(ok.body.transaction.status).toBe("PROCESSING");
    await p.advanceClock(5);
    expect((await p.get(`/transactions/${txId}`)).body.status).toBe("COMPLETED");
    const conflict = await p.post(`/agents/${f.agentId}/actions/${r.body.id}/approve`);
    expect([conflict.status, conflict.body.code]).toEqual([409, "CONFLICT"]);
    expect((await p.post(`/transactions/${txId}/approve`)).body.code).toBe("TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL");
    expect((await p.get(`/agents/approvals?agentId=${encodeURIComponent(f.agentId)}`)).body.data).toEqual([]);
    // One event, when the action entered PENDING_APPROVAL: its type names that status (live).
    await settle(200);
    const sent = await agentEvents(r.body.id, 1);
    expect(sent.map((e: any) => e.data.status)).toEqual(["PENDING_APPROVAL"]);
  });

  it("POST /transactions/{id}/approve releases a held transaction and the action follows; reject releases the money", async () => {
    const f = await signedInAgent(s, p);
    const q1 = await usdQuote(f, 150_000);
    const a1 = (await f.as("POST", `/agents/me/quotes/${q1.body.id}/execute`)).body;
    const tx = await p.post(`/transactions/${a1.transaction.id}/approve`);
    expect(tx.status).toBe(200);
    expect(tx.body.status).toBe("PROCESSING");
    expect((await f.as("GET", `/agents/me/actions/${a1.id}`)).body.status).toBe("APPROVED");
    const q2 = await usdQuote(f, 150_000);
    const a2 = (await f.as("POST", `/agents/me/quotes/${q2.body.id}/execute`)).body;
    const before = (await balance(p, f.usd)).available;
    const rej = await p.post(`/agents/${f.agentId}/actions/${a2.id}/reject`, { reason: "not today" });
    expect(rej.body).toMatchObject({ status: "REJECTED", rejectionReason: "not today" });
    expect(rej.body.transaction).toMatchObject({ status: "FAILED", failureReason: "COMPLIANCE_REJECTED", pendingPlatformApproval: false });
    expect((await balance(p, f.usd)).available).toBe(before + q2.body.totalSendingAmount);
  });

  it("a transfer under APPROVAL_REQUIRED waits and is carried out on approval; deleting the agent rejects what it left pending", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, defaultExecutionMode: "APPROVAL_REQUIRED" });
    const t = await f.as("POST", "/agents/me/transfer-out", { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount: 5_000 });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({ type: "TRANSFER_OUT", status: "PENDING_APPROVAL", transferDetails: { amount: 5_000, currency: "USD" } });
    expect(t.body.transaction).toBeUndefined();
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    const ok = (await p.post(`/agents/${f.agentId}/actions/${t.body.id}/approve`)).body;
    expect(ok.status).toBe("APPROVED");
    expect(ok.transaction.customerId).toBe(f.customerId);
    expect((await balance(p, f.usd)).available).toBe(995_000);
    const q = await p.post("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: f.usd },
      destination: { destinationType: "ACCOUNT", accountId: f.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1000,
    });
    expect((await p.post(`/transactions/${(await p.post(`/quotes/${q.body.id}/execute`)).body.transactionId}/approve`)).body.code).toBe(
      "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL",
    );
    const t2 = (await f.as("POST", "/agents/me/transfer-out", { source: { accountId: f.usd }, destination: { accountId: f.payee }, amount: 1_000 })).body;
    await p.delete(`/agents/${f.agentId}`);
    const left = await p.get(`/agents/approvals?customerId=${encodeURIComponent(f.customerId)}`);
    expect(left.body.data).toEqual([]);
    expect((await f.as("GET", `/agents/me/actions/${t2.id}`)).status).toBe(401);
    await settle(200);
    expect((await agentEvents(t2.id, 1)).map((e: any) => e.data.status)).toEqual(["PENDING_APPROVAL"]);
  });
});

describe("the same sandbox outcomes and webhooks as the platform's", () => {
  it("suffix 002 fails within the execute call and refunds; a held 004 payout, once approved, fails after 2 s and refunds", async () => {
    const f = await signedInAgent(s, p);
    const fails = await usdExternal(p, f.customerId, "002");
    const q1 = await usdQuote(f, 10_000, fails);
    const a1 = (await f.as("POST", `/agents/me/quotes/${q1.body.id}/execute`)).body;
    expect(a1.status).toBe("APPROVED");
    expect(a1.transaction).toMatchObject({ status: "FAILED", failureReason: "QUOTE_EXECUTION_FAILED" });
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
    const late = await usdExternal(p, f.customerId, "004");
    const q2 = await usdQuote(f, 150_000, late);
    const a2 = (await f.as("POST", `/agents/me/quotes/${q2.body.id}/execute`)).body;
    expect(a2.status).toBe("PENDING_APPROVAL");
    const created = await waitEvents((b) => b.type === "OUTGOING_PAYMENT.PENDING" && b.data?.id === a2.transaction.id, 1);
    expect(created[0]?.data).toMatchObject({ status: "PENDING", pendingPlatformApproval: true });
    await p.post(`/agents/${f.agentId}/actions/${a2.id}/approve`);
    await p.advanceClock(3);
    expect((await p.get(`/transactions/${a2.transaction.id}`)).body).toMatchObject({ status: "FAILED", failureReason: "COUNTERPARTY_POST_TX_FAILED" });
    expect((await balance(p, f.usd)).available).toBe(1_000_000);
  });

  it("transfer-in within the policy is carried out at once; the daily count limit then refuses", async () => {
    const f = await signedInAgent(s, p, { ...POLICY, spendingLimits: { currency: "USD", perTransactionLimit: 500_000, dailyTransactionLimit: 1 } });
    const t = await f.as("POST", "/agents/me/transfer-in", { source: { accountId: f.payee }, destination: { accountId: f.usd }, amount: 2_000 });
    expect(t.status).toBe(201);
    expect(t.body).toMatchObject({ type: "TRANSFER_IN", status: "APPROVED" });
    expect(t.body.transaction.type).toBe("INCOMING");
    const again = await f.as("POST", "/agents/me/transfer-in", { source: { accountId: f.payee }, destination: { accountId: f.usd }, amount: 2_000 });
    expect(again.status).toBe(403);
    // Without amount: the full balance (300,000), judged like any amount: above the approval threshold, held.
    const g = await signedInAgent(s, p, POLICY, 300_000);
    const all = await g.as("POST", "/agents/me/transfer-out", { source: { accountId: g.usd }, destination: { accountId: g.payee } });
    expect(all.status, JSON.stringify(all.body)).toBe(201);
    expect(all.body).toMatchObject({ status: "PENDING_APPROVAL", transferDetails: { amount: 300_000, currency: "USD" } });
    expect(again.body.reason).toContain("dailyTransactionLimit");
  });
});
