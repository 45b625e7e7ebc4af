/**
 * Invitations over HTTP: create, get by code, claim (moving no money, as live: the inviter's
 * platform sends amountToSend itself after INVITATION.CLAIMED), cancel, expiry on the
 * platform clock, every error code of the family, INVITATION.CLAIMED
 * (spec/rules/invitations.yaml).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitationRules } from "../../contract/rules/invitations.js";
import type { TestPlatform } from "../support/simulator.js";
import { account, balance, customer, fund, startEnv, type Env } from "../money/helpers.js";

let env: Env;
let p: TestPlatform;
let inviterUma: string;
let inviterAccount: string;

const invite = (body: Record<string, unknown>) => p.post("/invitations", { inviterUma, ...body });

beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
  const domain = (await p.get("/config")).body.umaDomain;
  inviterUma = `$alice@${domain}`;
  const cid = await customer(p, { umaAddress: inviterUma });
  inviterAccount = (await account(p, cid)).id;
  await fund(p, inviterAccount, 50_000);
});
afterAll(() => env.close());

describe("invitations", () => {
  it("create: PENDING, addressed by code, url on the platform's UMA domain, default expiry", async () => {
    const r = await invite({ firstName: "Bob" });
    expect(r.status).toBe(201);
    const rules = invitationRules();
    expect(r.body.code).toMatch(new RegExp(`^[${rules.codeAlphabet}]{${rules.codeLength}}$`));
    expect(r.body).toMatchObject({ status: "PENDING", inviterUma, firstName: "Bob" });
    expect(r.body.url).toContain(r.body.code);
    expect(Date.parse(r.body.expiresAt) - Date.parse(r.body.createdAt)).toBe(rules.defaultTtlSeconds * 1000);
    expect((await p.get(`/invitations/${r.body.code}`)).body).toEqual(r.body);
  });

  it("create errors: malformed UMA, amount below 1, expiry in the past", async () => {
    expect((await p.post("/invitations", { inviterUma: "alice" })).body.code).toBe("INVALID_UMA_ADDRESS");
    expect((await invite({ amountToSend: 0 })).body.code).toBe("INVALID_AMOUNT");
    const past = await invite({ expiresAt: "2001-01-01T00:00:00Z" });
    expect(past.body.code).toBe("INVALID_INPUT");
    expect(past.body.details.errors[0].field).toBe("expiresAt");
  });

  it("claim without amount: CLAIMED, inviteeUma and claimedAt set, INVITATION.CLAIMED sent; claiming again or cancelling refuses", async () => {
    const inv = (await invite({})).body;
    const c = await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: "$bob@other.example" });
    expect(c.status).toBe(200);
    expect(c.body).toMatchObject({ status: "CLAIMED", inviteeUma: "$bob@other.example" });
    expect(c.body.claimedAt).toBeTruthy();
    expect((await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: "$carol@other.example" })).body.code).toBe("INVITATION_ALREADY_CLAIMED");
    expect((await p.post(`/invitations/${inv.code}/cancel`)).body.code).toBe("INVITATION_ALREADY_CLAIMED");
    for (let i = 0; i < 40 && !env.events((e) => e.type === "INVITATION.CLAIMED" && e.data.code === inv.code).length; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(env.events((e) => e.type === "INVITATION.CLAIMED" && e.data.code === inv.code)[0].data).toEqual(c.body);
  });

  it("a claim moves no money (live): with amountToSend, of an unfunded inviter, to an unknown receiver; a second claim and a cancel are refused", async () => {
    const before = await balance(p, inviterAccount);
    const inv = (await invite({ amountToSend: 1_000 })).body;
    expect(inv.amountToSend).toMatchObject({ amount: 1_000, currency: { code: invitationRules().amountCurrency } });
    const c = await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: "$success.usd@uma.sandbox.example" });
    expect([c.status, c.body.status]).toEqual([200, "CLAIMED"]);
    expect(c.body.amountToSend).toEqual(inv.amountToSend);
    // Far more than the inviter holds (50,000): claimed all the same.
    const big = (await invite({ amountToSend: 10_000_000 })).body;
    const bigClaim = await p.post(`/invitations/${big.code}/claim`, { inviteeUma: "$success.usd@uma.sandbox.example" });
    expect([bigClaim.status, bigClaim.body.status]).toEqual([200, "CLAIMED"]);
    // No receiver answers to this address: the claim does not look for one.
    const nobody = (await invite({ amountToSend: 1_000 })).body;
    expect((await p.post(`/invitations/${nobody.code}/claim`, { inviteeUma: "$nobody@uma.sandbox.example" })).body.status).toBe("CLAIMED");
    await p.advanceClock(60);
    expect(await balance(p, inviterAccount)).toEqual(before);
    const txs = await p.get(`/transactions?reference=${encodeURIComponent(`invitation:${inv.code}`)}`);
    expect(txs.body.data).toEqual([]);
    const again = await p.post(`/invitations/${big.code}/claim`, { inviteeUma: "$carol@other.example" });
    expect([again.status, again.body.code]).toEqual([400, "INVITATION_ALREADY_CLAIMED"]);
    const cancel = await p.post(`/invitations/${big.code}/cancel`);
    expect([cancel.status, cancel.body.code]).toEqual([400, "INVITATION_ALREADY_CLAIMED"]);
    expect((await p.get(`/invitations/${big.code}`)).body).toEqual(bigClaim.body);
  });

  it("an invitation from any well-formed UMA address, with an amount: created (the inviter's platform pays, not the service)", async () => {
    const r = await p.post("/invitations", { inviterUma: "$nobody@x.example", amountToSend: 100 });
    expect([r.status, r.body.status]).toEqual([201, "PENDING"]);
  });

  it("a customer of the platform at its own UMA domain: looked up as a receiver; a claim by it is recorded, nothing paid into its account", async () => {
    const domain = (await p.get("/config")).body.umaDomain;
    const inviteeUma = `$sam@${domain}`;
    const sam = await customer(p, { umaAddress: inviteeUma, fullName: "Sam Reed" });
    const samUsd = (await account(p, sam)).id;
    const lookup = await p.get(`/receiver/uma/${encodeURIComponent(inviteeUma)}`);
    expect([lookup.status, lookup.body.receiverName]).toEqual([200, "Sam Reed"]);
    const usd = lookup.body.supportedCurrencies.find((c: any) => c.currency.code === "USD");
    const cfgUsd = (await p.get("/config")).body.supportedCurrencies.find((c: any) => c.currencyCode === "USD");
    expect([usd.minAmount, usd.maxAmount]).toEqual([cfgUsd.minAmount, cfgUsd.maxAmount]);
    const inv = (await invite({ amountToSend: 1_000 })).body;
    const c = await p.post(`/invitations/${inv.code}/claim`, { inviteeUma });
    expect([c.status, c.body.status, c.body.inviteeUma]).toEqual([200, "CLAIMED", inviteeUma]);
    await p.advanceClock(60);
    expect((await balance(p, samUsd)).total).toBe(0);
    expect((await p.get(`/receiver/uma/${encodeURIComponent(`$nobody@${domain}`)}`)).body.code).toBe("UMA_NOT_FOUND");
  });

  it("claim errors: malformed invitee, self-invitation, unknown code", async () => {
    const inv = (await invite({})).body;
    expect((await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: "bob" })).body.code).toBe("INVALID_UMA_ADDRESS");
    expect((await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: inviterUma })).body.code).toBe("SELF_PAYMENT");
    expect((await p.get("/invitations/ZZZZZZZZ")).body.code).toBe("INVITATION_NOT_FOUND");
    expect((await p.post("/invitations/ZZZZZZZZ/claim", { inviteeUma: "$bob@x.example" })).body.code).toBe("INVITATION_NOT_FOUND");
    expect((await p.post("/invitations/ZZZZZZZZ/cancel")).body.code).toBe("INVITATION_NOT_FOUND");
  });

  it("cancel: CANCELLED, then claim and cancel refuse with INVITATION_CANCELLED", async () => {
    const inv = (await invite({})).body;
    const c = await p.post(`/invitations/${inv.code}/cancel`);
    expect(c.status).toBe(200);
    expect(c.body.status).toBe("CANCELLED");
    expect((await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: "$bob@x.example" })).body.code).toBe("INVITATION_CANCELLED");
    expect((await p.post(`/invitations/${inv.code}/cancel`)).body.code).toBe("INVITATION_CANCELLED");
  });

  it("expiry on the platform clock: EXPIRED at expiresAt, then refused with INVITATION_EXPIRED", async () => {
    const now = Date.parse(await p.now());
    const inv = (await invite({ expiresAt: new Date(now + 3_600_000).toISOString() })).body;
    await p.advanceClock(3_599);
    expect((await p.get(`/invitations/${inv.code}`)).body.status).toBe("PENDING");
    await p.advanceClock(2);
    expect((await p.get(`/invitations/${inv.code}`)).body.status).toBe("EXPIRED");
    expect((await p.get("/invitations?status=EXPIRED")).body.data.map((x: any) => x.code)).toContain(inv.code);
    expect((await p.post(`/invitations/${inv.code}/claim`, { inviteeUma: "$bob@x.example" })).body.code).toBe("INVITATION_EXPIRED");
    expect((await p.post(`/invitations/${inv.code}/cancel`)).body.code).toBe("INVITATION_EXPIRED");
  });

  it("a platform without an UMA domain: INVITATIONS_NOT_CONFIGURED until one is set", async () => {
    const q = await env.platform();
    expect((await env.s.admin("DELETE", "/_sim/config/uma-domain", { headers: { authorization: q.auth } })).status).toBe(204);
    expect((await q.post("/invitations", { inviterUma: "$a@b.example" })).body.code).toBe("INVITATIONS_NOT_CONFIGURED");
    await q.patch("/config", { umaDomain: "uma.example.com" });
    expect((await q.post("/invitations", { inviterUma: "$a@b.example" })).status).toBe(201);
  });
});
