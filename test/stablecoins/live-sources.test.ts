/**
 * Mints and burns with the sources and destinations the live documentation names: a burn from
 * EXTERNAL_ACCOUNT (the answer carries the provider's deposit address) and from
 * PROVIDER_INTERNAL_BALANCE, a mint into an ExternalAccount: Spark wallet; each moves only
 * the money it should (tokens from or to outside never touch an internal holding).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stablecoinRules } from "../../contract/rules/stablecoins.js";
import { account, balance, customer, fund, startEnv, usdExternal, type Env } from "../money/helpers.js";
import { enabledCoin, key, link } from "./helpers.js";

let env: Env;
beforeAll(async () => {
  env = await startEnv();
});
afterAll(() => env.close());

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

const finish = () => stablecoinRules().operations.lifecycles.default.at(-1)!.afterSeconds + 1;

describe("burn sources (live)", () => {
  it("EXTERNAL_ACCOUNT: 201 with the provider's Spark deposit address; completes without touching an internal account", async () => {
    const { q, acct, coin, bank } = await ready("xburn");
    const r = await q.post(
      `/stablecoins/${coin.id}/burns`,
      { amount: "5000000", source: { type: "EXTERNAL_ACCOUNT" }, destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: bank, rail: "ACH_CREDIT" } },
      key(),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ operationType: "BURN", status: "CREATED", source: { type: "EXTERNAL_ACCOUNT" } });
    expect(r.body.fundingInstructions).toMatchObject({ rail: "SPARK", network: "SPARK", valueType: coin.providerTokenIdentifier });
    expect(r.body.fundingInstructions.address).toMatch(/^spark1/);
    expect(r.body.source.accountId).toBeUndefined();
    await q.advanceClock(finish());
    expect((await q.get(`/stablecoin-operations/${r.body.id}`)).body.status).toBe("COMPLETED");
    expect(await balance(q, acct.id)).toEqual({ available: 100_000, total: 100_000 });
  });

  it("PROVIDER_INTERNAL_BALANCE: 201 with no funding instructions; completes", async () => {
    const { q, acct, coin, bank } = await ready("pburn");
    const r = await q.post(
      `/stablecoins/${coin.id}/burns`,
      { amount: "2000000", source: { type: "PROVIDER_INTERNAL_BALANCE" }, destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: bank, rail: "WIRE" } },
      key(),
    );
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ source: { type: "PROVIDER_INTERNAL_BALANCE" }, estimatedDelivery: { amount: "200", currency: "USD", rail: "WIRE" } });
    expect(r.body.fundingInstructions).toBeUndefined();
    await q.advanceClock(finish());
    expect((await q.get(`/stablecoin-operations/${r.body.id}`)).body.status).toBe("COMPLETED");
    expect(await balance(q, acct.id)).toEqual({ available: 100_000, total: 100_000 });
  });
});

describe("mint destinations (live)", () => {
  it("an ExternalAccount: Spark wallet receives the mint; a bank account is refused; an unknown one is 404", async () => {
    const { q, cid, acct, coin, bank } = await ready("xmint");
    const spark = await q.post("/customers/external-accounts", {
      customerId: cid,
      currency: "BTC",
      accountInfo: { accountType: "SPARK_WALLET", address: "sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu" },
    });
    expect(spark.status, JSON.stringify(spark.body)).toBe(201);
    const mint = (accountId: string) =>
      q.post(
        `/stablecoins/${coin.id}/mints`,
        { amount: "10000000", fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct.id }, destination: { accountId } },
        key(),
      );
    const bankRefused = await mint(bank);
    expect([bankRefused.status, bankRefused.body.code]).toEqual([400, "STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED"]);
    const unknown = await mint("ExternalAccount:00000000-0000-4000-8000-000000000000");
    expect([unknown.status, unknown.body.code]).toEqual([404, "ACCOUNT_NOT_FOUND"]);
    expect(await balance(q, acct.id)).toEqual({ available: 100_000, total: 100_000 });
    const m = await mint(spark.body.id);
    expect(m.status, JSON.stringify(m.body)).toBe(201);
    expect(m.body).toMatchObject({ operationType: "MINT", destination: { accountId: spark.body.id } });
    expect(await balance(q, acct.id)).toEqual({ available: 99_000, total: 100_000 });
    await q.advanceClock(finish());
    expect((await q.get(`/stablecoin-operations/${m.body.id}`)).body.status).toBe("COMPLETED");
    expect(await balance(q, acct.id)).toEqual({ available: 99_000, total: 99_000 });
    // The tokens went to the wallet: the internal account holds none to burn.
    const burn = await q.post(
      `/stablecoins/${coin.id}/burns`,
      {
        amount: "1000000",
        source: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: acct.id },
        destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: bank, rail: "ACH_CREDIT" },
      },
      key(),
    );
    expect([burn.status, burn.body.code]).toEqual([400, "INSUFFICIENT_FUNDS"]);
  });
});

describe("links, coins and operations as the live service lists them", () => {
  it("a link replays under its Idempotency-Key and refuses another request under it; lists filter by provider and status; the environment follows the platform", async () => {
    const q = await env.platform();
    const k = key();
    const body = { provider: "BRALE", apiClientId: "client_replay", apiClientSecret: "secret" };
    const first = await q.post("/stablecoin-provider-accounts", body, k);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ provider: "BRALE", providerEnvironment: "SANDBOX", status: "ACTIVE" });
    expect((await q.post("/stablecoin-provider-accounts", body, k)).body.id).toBe(first.body.id);
    const other = await q.post("/stablecoin-provider-accounts", { ...body, apiClientId: "client_other" }, k);
    expect([other.status, other.body.code]).toEqual([409, "CONFLICT"]);
    expect((await q.get("/stablecoin-provider-accounts?provider=BRALE&status=ACTIVE")).body.data.map((l: any) => l.id)).toEqual([first.body.id]);
    expect((await q.get("/stablecoin-provider-accounts?status=REVOKED")).body.data).toEqual([]);
    expect((await q.get(`/stablecoin-provider-accounts/${first.body.id}`)).body.id).toBe(first.body.id);
  });

  it("coins filter by provider and serviceOperationsStatus; a coin's operations newest first, filtered by operationType", async () => {
    const { q, acct, coin } = await ready("lists");
    expect((await q.get("/stablecoins?provider=BRALE&serviceOperationsStatus=ENABLED")).body.data.map((c: any) => c.id)).toEqual([coin.id]);
    expect((await q.get("/stablecoins?serviceOperationsStatus=NOT_ENABLED")).body.data).toEqual([]);
    const mint = () =>
      q.post(`/stablecoins/${coin.id}/mints`, { amount: "1000000", fundingSource: { type: "WIRE" }, destination: { accountId: acct.id } }, key());
    const a = await mint();
    const b = await mint();
    const ops = await q.get(`/stablecoins/${coin.id}/operations?operationType=MINT`);
    expect(ops.body.data.map((o: any) => o.id)).toEqual([b.body.id, a.body.id]);
    expect((await q.get(`/stablecoins/${coin.id}/operations?operationType=BURN`)).body.data).toEqual([]);
    expect((await q.get(`/stablecoin-operations/${a.body.id}`)).body).toMatchObject({ id: a.body.id, operationType: "MINT" });
  });
});
