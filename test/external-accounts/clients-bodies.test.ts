/**
 * External accounts created with the bodies the service's own clients send, on a simulator
 * in its default mode (`paysim serve`: unknown properties accepted with a warning).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { validBody } from "./helpers.js";

let sim: StartedSimulator;
let p: TestPlatform;
let customerId: string;

beforeAll(async () => {
  sim = await startSimulator({ strict: false, unknownProperties: "warn", log: () => {} });
  p = await sim.createPlatform({ regulated: true });
  const c = await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Jane Doe", birthDate: "1990-02-28", nationality: "US" });
  customerId = c.body.id;
});
afterAll(async () => sim?.close());

describe("read-only fields sent", () => {
  it("paymentRails and countries on a bank account: 201, ignored with a Paysim-Warning; the rails are the service's", async () => {
    const b = validBody("USD_ACCOUNT", customerId);
    b.accountInfo.accountNumber = "5550077";
    b.accountInfo.paymentRails = ["WIRE"];
    b.accountInfo.countries = ["US"];
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.accountInfo.paymentRails).toEqual(["ACH", "WIRE", "RTP", "FEDNOW"]);
    expect(r.body.accountInfo.countries).toBeUndefined();
    expect(r.headers.get("paysim-warning")).toContain("accountInfo.paymentRails");
  });

  it("a PATCH replacing accountInfo with paymentRails: 200, ignored", async () => {
    const b = validBody("MXN_ACCOUNT", customerId);
    const a = (await p.post("/customers/external-accounts", b)).body;
    const r = await p.patch(`/customers/external-accounts/${a.id}`, { accountInfo: { ...b.accountInfo, paymentRails: ["SPEI"] } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get("paysim-warning")).toContain("accountInfo.paymentRails");
  });
});

describe("ownershipType", () => {
  it("optional for a self-custody wallet on the default (regulated) platform", async () => {
    const b = validBody("SOLANA_WALLET", customerId);
    delete b.ownershipType;
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.ownershipType).toBeUndefined();
  });
});
