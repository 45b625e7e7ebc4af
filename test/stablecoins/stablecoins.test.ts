/**
 * Stablecoins over HTTP: the description's Service enablement table, the operator's
 * transitions, provider links and their triggers, registration with its uniqueness codes,
 * issuance on the platform clock, and mints / burns through their statuses moving real
 * balances (spec/rules/stablecoins.yaml).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stablecoinRules } from "../../contract/rules/stablecoins.js";
import type { TestPlatform } from "../support/simulator.js";
import { account, balance, customer, fund, startEnv, usdExternal, type Env } from "../money/helpers.js";
import { enabledCoin, key, link, register } from "./helpers.js";

let env: Env;
let p: TestPlatform;
const admin = (m: string, path: string, body?: unknown) => env.s.admin(m, path, { body, headers: { authorization: p.auth } });

beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
  expect((await link(p)).status).toBe(201);
});
afterAll(() => env.close());

/** A platform with a linked provider account (`apiClientId`, or a fresh one), a customer's USD account funded with `funds`, and an enabled stablecoin `token`. */
async function mintReady(apiClientId: string | undefined, token: string, funds: number) {
  const q = await env.platform();
  await link(q, apiClientId);
  const acct = await account(q, await customer(q));
  await fund(q, acct.id, funds);
  const qa = (m: string, path: string, b?: unknown) => env.s.admin(m, path, { body: b, headers: { authorization: q.auth } });
  const c = await enabledCoin(q, token, qa);
  return { q, acct, c };
}

describe("Service operations enablement (the description's table)", () => {
  it("request moves NOT_ENABLED to PENDING_APPROVAL, repeats succeed, other states answer 409", async () => {
    const c = (await register(p, "enabl")).body;
    expect(c.serviceOperationsStatus).toBe(stablecoinRules().enablement.initial);
    const r1 = await p.post(`/stablecoins/${c.id}/service-operations/enable`);
    expect(r1.status).toBe(200);
    expect(r1.body.serviceOperationsStatus).toBe("PENDING_APPROVAL");
    const r2 = await p.post(`/stablecoins/${c.id}/service-operations/enable`);
    expect(r2.status).toBe(200);
    expect(r2.body.serviceOperationsStatus).toBe("PENDING_APPROVAL");
    for (const status of ["ENABLING", "ENABLED", "DISABLED"]) {
      expect((await admin("POST", `/_sim/stablecoins/${c.id}/service-operations`, { status })).status).toBe(200);
      const r = await p.post(`/stablecoins/${c.id}/service-operations/enable`);
      expect(r.status).toBe(409);
      expect(r.body.code).toBe("STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE");
    }
  });

  it("a coin registered with the sandbox approval suffix is approved by the sandbox on the platform clock, without /_sim: mints then succeed", async () => {
    const q = await env.platform();
    await link(q);
    const acct = await account(q, await customer(q));
    await fund(q, acct.id, 100_000);
    const { suffix, steps } = stablecoinRules().enablement.sandboxApproval;
    const c = (await register(q, `alpha${suffix}`)).body;
    await q.advanceClock(20);
    const plain = (await register(q, "beta")).body;
    await q.advanceClock(20);
    for (const coin of [c, plain])
      expect((await q.post(`/stablecoins/${coin.id}/service-operations/enable`)).body.serviceOperationsStatus).toBe("PENDING_APPROVAL");
    let elapsed = 0;
    for (const step of steps) {
      await q.advanceClock(step.afterSeconds - elapsed);
      elapsed = step.afterSeconds;
      expect((await q.get(`/stablecoins/${c.id}`)).body.serviceOperationsStatus).toBe(step.status);
    }
    expect((await q.get(`/stablecoins/${plain.id}`)).body.serviceOperationsStatus).toBe("PENDING_APPROVAL");
    const body = { amount: "25000000", fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct.id }, destination: { accountId: acct.id } };
    expect((await q.post(`/stablecoins/${c.id}/mints`, body, key())).status).toBe(201);
    expect((await q.post(`/stablecoins/${plain.id}/mints`, body, key())).body.code).toBe("STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED");
  });

  it("the sandbox approval yields to the operator: a coin the operator disabled first stays DISABLED", async () => {
    const q = await env.platform();
    await link(q);
    const { suffix, steps } = stablecoinRules().enablement.sandboxApproval;
    const c = (await register(q, `denied${suffix}`)).body;
    await q.advanceClock(20);
    await q.post(`/stablecoins/${c.id}/service-operations/enable`);
    const qa = (m: string, path: string, b?: unknown) => env.s.admin(m, path, { body: b, headers: { authorization: q.auth } });
    expect((await qa("POST", `/_sim/stablecoins/${c.id}/service-operations`, { status: "DISABLED" })).status).toBe(200);
    await q.advanceClock(steps[steps.length - 1].afterSeconds + 1);
    expect((await q.get(`/stablecoins/${c.id}`)).body.serviceOperationsStatus).toBe("DISABLED");
  });

  it("the operator moves only along the designed transitions (409 CONFLICT otherwise); unknown coin 404", async () => {
    const c = (await register(p, "oper")).body;
    const bad = await admin("POST", `/_sim/stablecoins/${c.id}/service-operations`, { status: "ENABLED" });
    expect([bad.status, bad.body.code]).toEqual([409, "CONFLICT"]);
    expect((await admin("POST", "/_sim/stablecoins/Stablecoin:00000000-0000-4000-8000-000000000000/service-operations", { status: "ENABLING" })).status).toBe(
      404,
    );
    expect((await p.get("/stablecoins/Stablecoin:00000000-0000-4000-8000-000000000000")).body.code).toBe("STABLECOIN_NOT_FOUND");
  });
});

describe("provider links and registration", () => {
  it("link triggers refuse with their codes; duplicates 409; revoke later on the clock", async () => {
    for (const [suffix, code] of Object.entries(stablecoinRules().providerAccounts.linkRefusals)) {
      const r = await link(p, `abc${suffix}`);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe(code);
    }
    const a = await link(p, "dup_client", { providerAccountId: "acct_dup" });
    expect(a.status).toBe(201);
    expect(a.body).not.toHaveProperty("apiClientSecret");
    expect((await link(p, "dup_client2", { providerAccountId: "acct_dup" })).body.code).toBe("CONFLICT");
    const rv = await link(p, "x_revoke");
    await p.advanceClock(61);
    expect((await p.get(`/stablecoin-provider-accounts/${rv.body.id}`)).body.status).toBe("REVOKED");
    expect((await p.get("/stablecoin-provider-accounts/StablecoinProviderAccount:00000000-0000-4000-8000-000000000000")).body.code).toBe(
      "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND",
    );
  });

  it("selection: several ACTIVE links need stablecoinProviderAccountId; REVOKED and INVALID links are refused; none linked", async () => {
    const q = await env.platform();
    expect((await register(q, "none")).body.code).toBe("STABLECOIN_PROVIDER_SOURCE_NOT_LINKED");
    const a = (await link(q)).body;
    await link(q);
    expect((await register(q, "sel")).body.code).toBe("STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED");
    expect((await register(q, "sel", { stablecoinProviderAccountId: a.id })).status).toBe(201);
    const rv = (await link(q, "r_revoke")).body;
    const iv = (await link(q, "r_invalidate")).body;
    await q.advanceClock(61);
    expect((await register(q, "rev", { stablecoinProviderAccountId: rv.id })).body.code).toBe("STABLECOIN_PROVIDER_ACCOUNT_REVOKED");
    expect((await register(q, "inv", { stablecoinProviderAccountId: iv.id })).body.code).toBe("STABLECOIN_PROVIDER_ACCOUNT_INVALID");
    expect((await register(q, "unk", { stablecoinProviderAccountId: "StablecoinProviderAccount:00000000-0000-4000-8000-000000000000" })).body.code).toBe(
      "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND",
    );
  });

  it("symbol and token identifiers are unique per platform (409 codes); issuance runs on the clock with its triggers", async () => {
    const q = await env.platform();
    await link(q);
    const c = await register(q, "acme-1");
    expect(c.body).toMatchObject({ symbol: "ACME", issuanceStatus: "PENDING_REVIEW", decimals: stablecoinRules().token.decimals });
    expect((await register(q, "acme-2")).body.code).toBe("STABLECOIN_SYMBOL_ALREADY_EXISTS");
    expect((await register(q, "acme-1")).body.code).toBe("STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS");
    expect((await register(q, "other", { networkTokenIdentifier: "btkn1acme-1" })).body.code).toBe("STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS");
    expect((await register(q, "-")).body.code).toBe("STABLECOIN_PROVIDER_ERROR");
    const rej = (await register(q, "nope-reject")).body;
    const fail = (await register(q, "boom-fail")).body;
    await q.advanceClock(6);
    expect((await q.get(`/stablecoins/${c.body.id}`)).body.issuanceStatus).toBe("PROVISIONING");
    await q.advanceClock(10);
    expect((await q.get(`/stablecoins/${c.body.id}`)).body.issuanceStatus).toBe("PROVISIONED");
    expect((await q.get(`/stablecoins/${rej.id}`)).body.issuanceStatus).toBe("REJECTED");
    expect((await q.get(`/stablecoins/${fail.id}`)).body.issuanceStatus).toBe("FAILED");
    // a rejected coin frees its symbol
    expect((await register(q, "nope-2")).status).toBe(201);
    const list = await q.get("/stablecoins?issuanceStatus=PROVISIONED");
    expect(list.body.data.map((x: any) => x.id)).toEqual([c.body.id]);
  });
});

describe("mints and burns", () => {
  it("refuses before provisioning and before enablement, then mints through every status moving balances", async () => {
    const q = await env.platform();
    await link(q);
    const cid = await customer(q);
    const acct = await account(q, cid);
    await fund(q, acct.id, 100_000);
    const body = { amount: "25000000", fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct.id }, destination: { accountId: acct.id } };
    const c = (await register(q, "mintx")).body;
    expect((await q.post(`/stablecoins/${c.id}/mints`, body, key())).body.code).toBe("STABLECOIN_NOT_PROVISIONED");
    await q.advanceClock(20);
    expect((await q.post(`/stablecoins/${c.id}/mints`, body, key())).body.code).toBe("STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED");
    const qa = (m: string, path: string, b?: unknown) => env.s.admin(m, path, { body: b, headers: { authorization: q.auth } });
    await q.post(`/stablecoins/${c.id}/service-operations/enable`);
    await qa("POST", `/_sim/stablecoins/${c.id}/service-operations`, { status: "ENABLING" });
    await qa("POST", `/_sim/stablecoins/${c.id}/service-operations`, { status: "ENABLED" });
    expect((await q.post(`/stablecoins/${c.id}/mints`, { ...body, amount: "1" }, key())).body.code).toBe("STABLECOIN_AMOUNT_NOT_REPRESENTABLE");
    expect((await q.post(`/stablecoins/${c.id}/mints`, { ...body, amount: "0" }, key())).body.code).toBe("INVALID_AMOUNT");
    expect((await q.post(`/stablecoins/${c.id}/mints`, { ...body, amount: "1000000000000" }, key())).body.code).toBe("INSUFFICIENT_FUNDS");
    const m = await q.post(`/stablecoins/${c.id}/mints`, body, key());
    expect(m.status).toBe(201);
    expect(m.body.status).toBe("CREATED");
    expect(await balance(q, acct.id)).toEqual({ available: 100_000 - 2_500, total: 100_000 });
    const seen: string[] = [];
    for (const step of stablecoinRules().operations.lifecycles.default) {
      await q.advanceClock(step.afterSeconds - (seen.length ? stablecoinRules().operations.lifecycles.default[seen.length - 1].afterSeconds : 0));
      seen.push((await q.get(`/stablecoin-operations/${m.body.id}`)).body.status);
    }
    expect(seen).toEqual(stablecoinRules().operations.lifecycles.default.map((s) => s.status));
    expect(await balance(q, acct.id)).toEqual({ available: 97_500, total: 97_500 });
    // burn the minted tokens back to a bank account
    const ext = await usdExternal(q, cid);
    const burnBody = (amount: string, extra: Record<string, unknown> = {}) => ({
      amount,
      source: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct.id },
      destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: ext, rail: "ACH_CREDIT" },
      ...extra,
    });
    expect((await q.post(`/stablecoins/${c.id}/burns`, burnBody("30000000"), key())).body.code).toBe("INSUFFICIENT_FUNDS");
    const b = await q.post(`/stablecoins/${c.id}/burns`, burnBody("10000000"), key());
    expect(b.status).toBe(201);
    expect(b.body.estimatedDelivery).toMatchObject({ amount: "1000", currency: "USD" });
    // the held tokens cannot be burned twice
    expect((await q.post(`/stablecoins/${c.id}/burns`, burnBody("20000000"), key())).body.code).toBe("INSUFFICIENT_FUNDS");
    await q.advanceClock(10);
    expect((await q.get(`/stablecoin-operations/${b.body.id}`)).body.status).toBe("COMPLETED");
    const ops = await q.get(`/stablecoins/${c.id}/operations?operationType=BURN`);
    expect(ops.body.data.map((o: any) => o.id)).toEqual([b.body.id]);
    const statuses = () => env.events((e) => e.type === "STABLECOIN_OPERATION.STATUS_UPDATED" && e.data.id === m.body.id).map((e) => e.data.status);
    for (let i = 0; i < 40 && statuses().length < seen.length; i++) await new Promise((r) => setTimeout(r, 50));
    expect(statuses()).toEqual(seen);
  });

  it("designed triggers: description ending -fail reaches FAILED and -expire EXPIRED, both releasing the hold", async () => {
    const { q, acct, c } = await mintReady(undefined, "trig", 10_000);
    const mint = (description: string) =>
      q.post(
        `/stablecoins/${c.id}/mints`,
        { amount: "10000000", description, fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct.id }, destination: { accountId: acct.id } },
        key(),
      );
    const f = (await mint("top-up-fail")).body;
    const e = (await mint("top-up-expire")).body;
    expect(await balance(q, acct.id)).toEqual({ available: 8_000, total: 10_000 });
    await q.advanceClock(10);
    expect((await q.get(`/stablecoin-operations/${f.id}`)).body).toMatchObject({ status: "FAILED", failureReason: "PROVIDER_REJECTED" });
    expect((await q.get(`/stablecoin-operations/${e.id}`)).body.status).toBe("PENDING_FUNDING");
    await q.advanceClock(stablecoinRules().operations.fundingWindowSeconds);
    expect((await q.get(`/stablecoin-operations/${e.id}`)).body).toMatchObject({ status: "EXPIRED", failureReason: "FUNDING_NOT_RECEIVED" });
    expect(await balance(q, acct.id)).toEqual({ available: 10_000, total: 10_000 });
    expect((await q.get("/stablecoin-operations/StablecoinOperation:00000000-0000-4000-8000-000000000000")).body.code).toBe("STABLECOIN_OPERATION_NOT_FOUND");
  });

  it("a revoked link stops operations with STABLECOIN_PROVIDER_ACCOUNT_REVOKED; Idempotency-Key replays", async () => {
    const { q, acct, c } = await mintReady("k_revoke", "revk", 10_000);
    const body = { amount: "10000000", fundingSource: { type: "WIRE" }, destination: { accountId: acct.id } };
    const k = key();
    const first = await q.post(`/stablecoins/${c.id}/mints`, body, k);
    expect(first.status).toBe(201);
    expect(first.body.fundingInstructions).toMatchObject({ rail: "WIRE" });
    const again = await q.post(`/stablecoins/${c.id}/mints`, body, k);
    expect(again.body.id).toBe(first.body.id);
    await q.advanceClock(60);
    expect((await q.post(`/stablecoins/${c.id}/mints`, body, key())).body.code).toBe("STABLECOIN_PROVIDER_ACCOUNT_REVOKED");
    expect((await q.post(`/stablecoins/${c.id}/mints`, body)).status).toBe(400);
  });

  it("an empty Idempotency-Key is taken as no key (the header stays required): each request acts, none is replayed", async () => {
    const { q, acct, c } = await mintReady("k_empty", "empt", 50_000);
    const body = { amount: "10000000", fundingSource: { type: "WIRE" }, destination: { accountId: acct.id } };
    const empty = { "idempotency-key": "" };
    const first = await q.post(`/stablecoins/${c.id}/mints`, body, empty);
    const second = await q.post(`/stablecoins/${c.id}/mints`, body, empty);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    const missing = await q.post(`/stablecoins/${c.id}/mints`, body);
    expect([missing.status, missing.body.details.errors[0].field.toLowerCase()]).toEqual([400, "idempotency-key"]);
    const registered = await q.post("/stablecoins", { providerTokenIdentifier: "emp2", networkTokenIdentifier: "btkn1emp2", network: "SPARK" }, empty);
    expect(registered.status).toBe(201);
  });
});
