/**
 * Stablecoins as a client written against the live documentation uses them: a provider link
 * names BRALE (the only provider), takes its environment from the platform's mode, fills in
 * the provider account when none is named and is reused by several coins; every creating call
 * needs its Idempotency-Key; the lists page with limit (1 to 100) and cursor; a coin's
 * operations list both kinds unless filtered; an ACH-debit mint names the external account
 * the provider debits; an operation awaiting outside funding carries its expiry; mints, burns
 * and operation lists of an unknown coin, or naming an unknown account, are 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stablecoinRules } from "../../contract/rules/stablecoins.js";
import { account, customer, fund, startEnv, usdExternal, type Env } from "../money/helpers.js";
import { enabledCoin, key, link, register } from "../stablecoins/helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

const UNKNOWN_COIN = "Stablecoin:00000000-0000-4000-8000-000000000000";
const UNKNOWN_EXTERNAL = "ExternalAccount:00000000-0000-4000-8000-000000000000";

/** A platform with a link, a customer's funded USD account, a USD bank account and an enabled coin. */
async function ready(token: string) {
  const q = await env.platform();
  await link(q);
  const cid = await customer(q);
  const acct = await account(q, cid);
  await fund(q, acct.id, 100_000);
  const qa = (m: string, path: string, b?: unknown) => env.s.admin(m, path, { body: b, headers: { authorization: q.auth } });
  const coin = await enabledCoin(q, token, qa);
  return { q, cid, acct, coin, bank: await usdExternal(q, cid) };
}

describe("provider account links", () => {
  it("BRALE is the only provider; the Idempotency-Key is required; the environment follows the platform's mode", async () => {
    const p = await env.platform();
    const other = await p.post("/stablecoin-provider-accounts", { provider: "CIRCLE", apiClientId: "c1", apiClientSecret: "s" }, key());
    expect([other.status, other.body.code]).toEqual([400, "INVALID_INPUT"]);
    const noKey = await p.post("/stablecoin-provider-accounts", { provider: "BRALE", apiClientId: "c2", apiClientSecret: "s" });
    expect([noKey.status, noKey.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect((await p.get("/stablecoin-provider-accounts")).body.data).toEqual([]);
    const prod = await env.s.createPlatform({ environment: "PRODUCTION" });
    const live = await link(prod);
    expect([live.status, live.body.providerEnvironment]).toEqual([201, "PRODUCTION"]);
    const sandbox = await link(p);
    expect([sandbox.status, sandbox.body.providerEnvironment]).toEqual([201, "SANDBOX"]);
  });

  it("without providerAccountId the provider's one account is linked; a named one is kept; the link serves several coins", async () => {
    const p = await env.platform();
    const derived = await link(p);
    expect(derived.status).toBe(201);
    expect(derived.body.providerAccountId).toEqual(expect.any(String));
    expect(derived.body.providerAccountId.length).toBeGreaterThan(0);
    const q = await env.platform();
    const named = await link(q, undefined, { providerAccountId: "acct_named_1" });
    expect(named.body.providerAccountId).toBe("acct_named_1");
    const a = await register(q, "reusea");
    const b = await register(q, "reuseb");
    expect([a.status, b.status]).toEqual([201, 201]);
    expect([a.body.stablecoinProviderAccountId, b.body.stablecoinProviderAccountId]).toEqual([named.body.id, named.body.id]);
  });

  it("the list pages with limit and cursor (limit 1 to 100); another platform's link is 404", async () => {
    const p = await env.platform();
    const ids = [(await link(p)).body.id, (await link(p)).body.id, (await link(p)).body.id];
    const first = await p.get("/stablecoin-provider-accounts?limit=2");
    expect(first.body.data).toHaveLength(2);
    expect(first.body.hasMore).toBe(true);
    const second = await p.get(`/stablecoin-provider-accounts?limit=2&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.hasMore).toBe(false);
    expect([...first.body.data, ...second.body.data].map((l: any) => l.id).sort()).toEqual([...ids].sort());
    for (const limit of [0, 101]) expect((await p.get(`/stablecoin-provider-accounts?limit=${limit}`)).status).toBe(400);
    const stranger = await env.platform();
    const r = await stranger.get(`/stablecoin-provider-accounts/${ids[0]}`);
    expect([r.status, r.body.code]).toEqual([404, "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND"]);
  });
});

describe("stablecoins", () => {
  it("registration needs its Idempotency-Key; the list pages with limit and cursor (limit 1 to 100)", async () => {
    const p = await env.platform();
    await link(p);
    const body = { providerTokenIdentifier: "nokey", networkTokenIdentifier: "btkn1nokey", network: "SPARK" };
    const noKey = await p.post("/stablecoins", body);
    expect([noKey.status, noKey.body.code]).toEqual([400, "INVALID_INPUT"]);
    const ids = [(await register(p, "pagea")).body.id, (await register(p, "pageb")).body.id];
    const first = await p.get("/stablecoins?limit=1");
    expect(first.body).toMatchObject({ data: [{ id: ids[1] }], hasMore: true });
    const second = await p.get(`/stablecoins?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body).toMatchObject({ data: [{ id: ids[0] }], hasMore: false });
    for (const limit of [0, 101]) expect((await p.get(`/stablecoins?limit=${limit}`)).status).toBe(400);
  });
});

describe("mints, burns and operations", () => {
  it("an unknown coin is 404 on mints, burns and its operation list", async () => {
    const { q, acct, bank } = await ready("unkn");
    const mint = await q.post(
      `/stablecoins/${UNKNOWN_COIN}/mints`,
      { amount: "1000000", fundingSource: { type: "WIRE" }, destination: { accountId: acct.id } },
      key(),
    );
    expect([mint.status, mint.body.code]).toEqual([404, "STABLECOIN_NOT_FOUND"]);
    const burn = await q.post(
      `/stablecoins/${UNKNOWN_COIN}/burns`,
      { amount: "1000000", source: { type: "PROVIDER_INTERNAL_BALANCE" }, destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: bank, rail: "WIRE" } },
      key(),
    );
    expect([burn.status, burn.body.code]).toEqual([404, "STABLECOIN_NOT_FOUND"]);
    const ops = await q.get(`/stablecoins/${UNKNOWN_COIN}/operations`);
    expect([ops.status, ops.body.code]).toEqual([404, "STABLECOIN_NOT_FOUND"]);
  });

  it("an ACH-debit mint names the external account debited (unknown: 404); a wire mint expires at the end of the funding window", async () => {
    const { q, acct, coin, bank } = await ready("achm");
    const unknown = await q.post(
      `/stablecoins/${coin.id}/mints`,
      { amount: "1000000", fundingSource: { type: "ACH_DEBIT", externalAccountId: UNKNOWN_EXTERNAL }, destination: { accountId: acct.id } },
      key(),
    );
    expect([unknown.status, unknown.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    for (const type of ["ACH_DEBIT", "SAME_DAY_ACH_DEBIT"]) {
      const m = await q.post(
        `/stablecoins/${coin.id}/mints`,
        { amount: "1000000", fundingSource: { type, externalAccountId: bank }, destination: { accountId: acct.id } },
        key(),
      );
      expect(m.status, JSON.stringify(m.body)).toBe(201);
      expect(m.body.source).toEqual({ type, externalAccountId: bank });
      expect(m.body.fundingInstructions).toBeUndefined();
    }
    const wire = await q.post(
      `/stablecoins/${coin.id}/mints`,
      { amount: "1000000", fundingSource: { type: "WIRE" }, destination: { accountId: acct.id } },
      key(),
    );
    expect(wire.status).toBe(201);
    expect(Date.parse(wire.body.expiresAt) - Date.parse(wire.body.createdAt)).toBe(stablecoinRules().operations.fundingWindowSeconds * 1000);
  });

  it("a burn needs its Idempotency-Key, an amount of whole cents and a known destination", async () => {
    const { q, coin, bank } = await ready("burnc");
    const body = (amount: string, externalAccountId = bank) => ({
      amount,
      source: { type: "PROVIDER_INTERNAL_BALANCE" },
      destination: { type: "EXTERNAL_ACCOUNT", externalAccountId, rail: "ACH_CREDIT" },
    });
    const noKey = await q.post(`/stablecoins/${coin.id}/burns`, body("1000000"));
    expect([noKey.status, noKey.body.code]).toEqual([400, "INVALID_INPUT"]);
    const odd = await q.post(`/stablecoins/${coin.id}/burns`, body("1000001"), key());
    expect([odd.status, odd.body.code]).toEqual([400, "STABLECOIN_AMOUNT_NOT_REPRESENTABLE"]);
    const unknown = await q.post(`/stablecoins/${coin.id}/burns`, body("1000000", UNKNOWN_EXTERNAL), key());
    expect([unknown.status, unknown.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    expect((await q.get(`/stablecoins/${coin.id}/operations`)).body.data).toEqual([]);
  });

  it("a coin's operations: without operationType both mints and burns, newest first, paged by limit and cursor", async () => {
    const { q, acct, coin, bank } = await ready("both");
    const m = await q.post(`/stablecoins/${coin.id}/mints`, { amount: "1000000", fundingSource: { type: "WIRE" }, destination: { accountId: acct.id } }, key());
    const b = await q.post(
      `/stablecoins/${coin.id}/burns`,
      {
        amount: "1000000",
        source: { type: "PROVIDER_INTERNAL_BALANCE" },
        destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: bank, rail: "RTP_CREDIT" },
      },
      key(),
    );
    expect([m.status, b.status]).toEqual([201, 201]);
    const all = await q.get(`/stablecoins/${coin.id}/operations`);
    expect(all.body.data.map((o: any) => [o.id, o.operationType])).toEqual([
      [b.body.id, "BURN"],
      [m.body.id, "MINT"],
    ]);
    const first = await q.get(`/stablecoins/${coin.id}/operations?limit=1`);
    expect(first.body).toMatchObject({ data: [{ id: b.body.id }], hasMore: true });
    const second = await q.get(`/stablecoins/${coin.id}/operations?limit=1&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body).toMatchObject({ data: [{ id: m.body.id }], hasMore: false });
  });
});
