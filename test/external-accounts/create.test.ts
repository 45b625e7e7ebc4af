import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestPlatform } from "../support/simulator.js";
import { BIZ, IND, US_ADDRESS, VALID, settle, startEnv, validBody, type Env } from "./helpers.js";

let env: Env;
let p: TestPlatform;
let customerId: string;

beforeAll(async () => {
  env = await startEnv();
  p = await env.platform();
  customerId = await env.customer(p);
});
afterAll(() => env.close());

describe("POST /customers/external-accounts: one valid account per accountInfo variant", () => {
  it.each(VALID.map((r) => [r[0]]))("%s", async (accountType) => {
    const body = validBody(accountType, customerId);
    const r = await p.post("/customers/external-accounts", body);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({
      customerId,
      currency: body.currency,
      defaultUmaDepositAccount: false,
      accountInfo: { accountType },
      trusted: false,
      trustStatus: "UNTRUSTED",
    });
    expect(r.body.id).toMatch(/^ExternalAccount:[0-9a-f-]{36}$/);
    const crypto = /_WALLET$|^LIGHTNING$/.test(accountType);
    if (crypto) {
      expect(r.body.beneficiaryVerificationStatus).toBeUndefined();
      expect(r.body.status).toBe(body.ownershipType === "FIRST_PARTY" ? "PENDING_OWNERSHIP_VERIFICATION" : "ACTIVE");
    } else {
      expect(r.body.status).toBe("ACTIVE");
      expect(r.body.beneficiaryVerificationStatus).toBe("MATCHED");
      expect(r.body.accountInfo.beneficiary.beneficiaryType).toBe("INDIVIDUAL");
    }
    const g = await p.get(`/customers/external-accounts/${r.body.id}`);
    expect(g.status).toBe(200);
    expect(g.body).toEqual(r.body);
    await settle(20);
    expect(env.events(r.body.id)).toEqual([]); // creation is not a status change
  });
});

describe("the description's minimum table and the live service's wallets", () => {
  it("a USD individual beneficiary without an address is created; a partial address is refused", async () => {
    const b = validBody("USD_ACCOUNT", customerId);
    b.accountInfo.accountNumber = "5550077";
    b.accountInfo.beneficiary = IND("No Address");
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.accountInfo.beneficiary).toEqual({ beneficiaryType: "INDIVIDUAL", fullName: "No Address" });
    b.accountInfo.beneficiary = IND("Half Address", { address: { line1: "1 Main St", country: "US" } });
    const half = await p.post("/customers/external-accounts", b);
    expect(half.status).toBe(400);
    expect(half.body.details.errors.map((e: any) => e.field).sort()).toEqual([
      "accountInfo.beneficiary.address.city",
      "accountInfo.beneficiary.address.postalCode",
    ]);
  });

  it("SPARK_WALLET (BTC) and TRON_WALLET (USDT): created ACTIVE without ownershipType; another currency refused", async () => {
    for (const [t, other, address] of [
      ["SPARK_WALLET", "USDC", "sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrab"],
      ["TRON_WALLET", "BTC", "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7"],
    ]) {
      const body = validBody(t, customerId);
      body.accountInfo.address = address;
      const r = await p.post("/customers/external-accounts", body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      expect(r.body).toMatchObject({ status: "ACTIVE", accountInfo: { accountType: t } });
      const wrong = await p.post("/customers/external-accounts", { ...validBody(t, customerId), currency: other });
      expect([wrong.status, wrong.body.details?.errors?.[0]?.field]).toEqual([400, "currency"]);
    }
  });
});

describe("derived fields", () => {
  it("paymentRails per corridor, never sent", async () => {
    const rails = async (t: string, patch: (b: any) => void = () => {}) => {
      const b = validBody(t, customerId);
      patch(b);
      const r = await p.post("/customers/external-accounts", b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.accountInfo.paymentRails;
    };
    expect(await rails("USD_ACCOUNT", (b) => (b.accountInfo.accountNumber = "5550001"))).toEqual(["ACH", "WIRE", "RTP", "FEDNOW"]);
    expect(await rails("EUR_ACCOUNT", (b) => (b.accountInfo.iban = "FR1420041010050500013M02606"))).toEqual(["SEPA_INSTANT", "SEPA"]);
    expect(await rails("KES_ACCOUNT", (b) => (b.accountInfo.phoneNumber = "+254700000001"))).toEqual(["MOBILE_MONEY"]);
    expect(
      await rails(
        "INR_ACCOUNT",
        (b) =>
          (b.accountInfo = { accountType: "INR_ACCOUNT", accountNumber: "123456789012", ifsc: "HDFC0001234", rail: "RTGS", beneficiary: IND("Priya Sharma") }),
      ),
    ).toEqual(["RTGS"]);
    expect(await rails("CNY_ACCOUNT", (b) => (b.accountInfo.phoneNumber = "+8613800000001"))).toEqual(["ALIPAY"]);
    expect(await rails("CAD_ACCOUNT", (b) => (b.accountInfo.accountNumber = "7654321"))).toBeUndefined(); // CA not yet live
    expect(await rails("SOLANA_WALLET", (b) => (b.accountInfo.address = "Vote111111111111111111111111111111111111111"))).toBeUndefined();
  });

  it("swiftCode derived from the IBAN when omitted and derivable; kept when sent; absent otherwise", async () => {
    const mk = async (iban: string, swiftCode?: string) => {
      const b = validBody("EUR_ACCOUNT", customerId);
      b.accountInfo.iban = iban;
      if (swiftCode) b.accountInfo.swiftCode = swiftCode;
      const r = await p.post("/customers/external-accounts", b);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body.accountInfo.swiftCode;
    };
    expect(await mk("DE75512108001245126199")).toBe("SOGEDEFFXXX"); // not in the designed table: from iban-to-bic
    expect(await mk("BE68539007547034")).toBeUndefined(); // bank unknown to both
    expect(await mk("DE50100700000024290661")).toBe("DEUTDEBBXXX"); // Deutsche Bank Berlin (10070000)
    expect(await mk("DE62370400440532013001", "BANKDEFFXXX")).toBe("BANKDEFFXXX"); // sent: kept
    expect(await mk("DE35370400440532013002")).toBe("COBADEFFXXX"); // Commerzbank (37040044)
  });

  it("businessInfo in a request beneficiary is lifted to legalName / taxId", async () => {
    const b = validBody("NGN_ACCOUNT", customerId);
    b.accountInfo.accountNumber = "0000000777";
    b.accountInfo.beneficiary = {
      beneficiaryType: "BUSINESS",
      businessInfo: { legalName: "Lagos Foods Ltd", taxId: "TIN-9" },
      registrationNumber: "RC-1",
      address: US_ADDRESS,
    };
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.accountInfo.beneficiary).toEqual({
      beneficiaryType: "BUSINESS",
      legalName: "Lagos Foods Ltd",
      taxId: "TIN-9",
      registrationNumber: "RC-1",
      address: US_ADDRESS,
    });
  });
});

type Mutation = [string, string, (b: any) => void, string, number?];
/** Single-constraint violations: each answers 400 INVALID_INPUT naming the field. */
const VIOLATIONS: Mutation[] = [
  ["USD accountNumber too short", "USD_ACCOUNT", (b) => (b.accountInfo.accountNumber = "123"), "accountInfo.accountNumber"],
  ["USD routingNumber 8 digits", "USD_ACCOUNT", (b) => (b.accountInfo.routingNumber = "02100002"), "accountInfo.routingNumber"],
  ["USD individual without fullName", "USD_ACCOUNT", (b) => delete b.accountInfo.beneficiary.fullName, "accountInfo.beneficiary.fullName"],
  [
    "USD individual address without postalCode",
    "USD_ACCOUNT",
    (b) => delete b.accountInfo.beneficiary.address.postalCode,
    "accountInfo.beneficiary.address.postalCode",
  ],
  [
    "USD business without legalName",
    "USD_ACCOUNT",
    (b) => (b.accountInfo.beneficiary = { beneficiaryType: "BUSINESS", address: US_ADDRESS }),
    "accountInfo.beneficiary.legalName",
  ],
  ["MXN individual without fullName", "MXN_ACCOUNT", (b) => delete b.accountInfo.beneficiary.fullName, "accountInfo.beneficiary.fullName"],
  ["MXN clabe 17 digits", "MXN_ACCOUNT", (b) => (b.accountInfo.clabeNumber = "00201007777777777"), "accountInfo.clabeNumber"],
  ["EUR individual without address", "EUR_ACCOUNT", (b) => delete b.accountInfo.beneficiary.address, "accountInfo.beneficiary.address"],
  [
    "EUR business without registrationNumber",
    "EUR_ACCOUNT",
    (b) => (b.accountInfo.beneficiary = { beneficiaryType: "BUSINESS", legalName: "Acme SAS", address: US_ADDRESS }),
    "accountInfo.beneficiary.registrationNumber",
  ],
  ["EUR IBAN bad checksum", "EUR_ACCOUNT", (b) => (b.accountInfo.iban = "DE88370400440532013000"), "accountInfo.iban"],
  ["GBP individual without address", "GBP_ACCOUNT", (b) => delete b.accountInfo.beneficiary.address, "accountInfo.beneficiary.address"],
  ["GBP sortCode 5 digits", "GBP_ACCOUNT", (b) => (b.accountInfo.sortCode = "04000"), "accountInfo.sortCode"],
  ["NGN business without taxId", "NGN_ACCOUNT", (b) => (b.accountInfo.beneficiary = BIZ({ taxId: undefined })), "accountInfo.beneficiary.taxId"],
  [
    "KES business without registrationNumber",
    "KES_ACCOUNT",
    (b) => (b.accountInfo.beneficiary = BIZ({ registrationNumber: undefined })),
    "accountInfo.beneficiary.registrationNumber",
  ],
  ["KES phone not +254", "KES_ACCOUNT", (b) => (b.accountInfo.phoneNumber = "+255712345678"), "accountInfo.phoneNumber"],
  ["PHP bankName not in discoveries", "PHP_ACCOUNT", (b) => (b.accountInfo.bankName = "Some Bank"), "accountInfo.bankName"],
  ["NGN bankName not in discoveries", "NGN_ACCOUNT", (b) => (b.accountInfo.bankName = "BDO_UNIBANK"), "accountInfo.bankName"],
  ["ZAR bankName not in discoveries", "ZAR_ACCOUNT", (b) => (b.accountInfo.bankName = "Capitec"), "accountInfo.bankName"],
  ["GHS mobile money naming a bank", "GHS_ACCOUNT", (b) => (b.accountInfo.bankName = "GCB_BANK"), "accountInfo.bankName"],
  ["AED individual without address", "AED_ACCOUNT", (b) => delete b.accountInfo.beneficiary.address, "accountInfo.beneficiary.address"],
  ["AED IBAN of another country", "AED_ACCOUNT", (b) => (b.accountInfo.iban = "IL620108000000099999999"), "accountInfo.iban"],
  ["ILS without bankName", "ILS_ACCOUNT", (b) => delete b.accountInfo.bankName, "accountInfo.bankName"],
  [
    "GTQ beneficiary without countryOfResidence",
    "GTQ_ACCOUNT",
    (b) => delete b.accountInfo.beneficiary.countryOfResidence,
    "accountInfo.beneficiary.countryOfResidence",
  ],
  [
    "CNY bank transfer to an individual",
    "CNY_ACCOUNT",
    (b) => (b.accountInfo = { accountType: "CNY_ACCOUNT", bankName: "Bank of China", accountNumber: "6222020200001234567", beneficiary: IND("Li Wei") }),
    "accountInfo.beneficiary.beneficiaryType",
  ],
  ["COP documentType outside the list", "COP_ACCOUNT", (b) => (b.accountInfo.beneficiary.documentType = "XX"), "accountInfo.beneficiary.documentType"],
  ["paymentRails sent (unknown properties refused)", "USD_ACCOUNT", (b) => (b.accountInfo.paymentRails = ["ACH"]), "accountInfo.paymentRails"],
  ["currency not the variant's", "MXN_ACCOUNT", (b) => (b.currency = "USD"), "currency"],
  ["EVM address bad EIP-55 checksum", "BASE_WALLET", (b) => (b.accountInfo.address = "0x27B1fdb04752bbc536007a920d24acb045561c26"), "accountInfo.address"],
  ["Bitcoin address bad checksum", "BITCOIN_WALLET", (b) => (b.accountInfo.address = "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb"), "accountInfo.address"],
  ["wallet with a beneficiary", "ARBITRUM_WALLET", (b) => (b.accountInfo.beneficiary = IND()), "accountInfo"],
  ["Lightning with two destinations", "LIGHTNING", (b) => (b.accountInfo.bolt12 = "lno1qqqq"), "accountInfo"],
  ["unknown top-level field", "USD_ACCOUNT", (b) => (b.nickname = "x"), "nickname"],
];

describe("single-constraint violations: 400 INVALID_INPUT naming the field, nothing created", () => {
  it.each(VIOLATIONS)("%s", async (_name, accountType, mutate, field) => {
    const b = validBody(accountType, customerId);
    mutate(b);
    const before = (await p.get(`/customers/external-accounts?customerId=${customerId}&limit=100`)).body.data.length;
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(r.body.code).toBe("INVALID_INPUT");
    const fields: string[] = r.body.details.errors.map((e: any) => e.field);
    expect(
      fields.some((f) => f === field || f.startsWith(field + ".")),
      `${fields.join(", ")} should name ${field}`,
    ).toBe(true);
    expect((await p.get(`/customers/external-accounts?customerId=${customerId}&limit=100`)).body.data.length).toBe(before);
  });
});

describe("create rules beyond fields", () => {
  it("unknown customerId: 404 CUSTOMER_NOT_FOUND", async () => {
    const r = await p.post("/customers/external-accounts", validBody("MXN_ACCOUNT", "Customer:00000000-0000-4000-8000-000000000000"));
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("CUSTOMER_NOT_FOUND");
  });

  it("409 DUPLICATE_EXTERNAL_ACCOUNT for an equivalent account of the same owner (normalized identifier); another owner may hold it", async () => {
    const b = validBody("EUR_ACCOUNT", customerId);
    b.accountInfo.iban = "NL91ABNA0417164300";
    expect((await p.post("/customers/external-accounts", b)).status).toBe(201);
    const again = structuredClone(b);
    again.platformAccountId = "other-ref";
    const dup = await p.post("/customers/external-accounts", again);
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe("DUPLICATE_EXTERNAL_ACCOUNT");
    const other = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "Other Person" });
    expect((await p.post("/customers/external-accounts", { ...b, customerId: other })).status).toBe(201);
    expect(
      (
        await p.post("/platform/external-accounts", {
          currency: "EUR",
          accountInfo: {
            ...b.accountInfo,
            beneficiary: { beneficiaryType: "BUSINESS", legalName: "Platform BV", registrationNumber: "KVK-1", address: US_ADDRESS },
          },
        })
      ).status,
    ).toBe(201);
    // same wallet address in another case is the same destination
    const w = validBody("POLYGON_WALLET", customerId);
    w.accountInfo.address = "0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359";
    expect((await p.post("/customers/external-accounts", w)).status).toBe(201);
    w.accountInfo.address = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359";
    expect((await p.post("/customers/external-accounts", w)).body.code).toBe("DUPLICATE_EXTERNAL_ACCOUNT");
  });

  it("US ACH triggers: 201 -> 409 BANK_ACCOUNT_VALIDATION_PENDING, 202 -> 400 INVALID_BANK_ACCOUNT; nothing created", async () => {
    for (const [num, status, code] of [
      ["4440201", 409, "BANK_ACCOUNT_VALIDATION_PENDING"],
      ["4440202", 400, "INVALID_BANK_ACCOUNT"],
    ] as const) {
      const b = validBody("USD_ACCOUNT", customerId);
      b.accountInfo.accountNumber = num;
      const r = await p.post("/customers/external-accounts", b);
      expect(r.status).toBe(status);
      expect(r.body.code).toBe(code);
      expect(
        (await p.get(`/customers/external-accounts?customerId=${customerId}&limit=100`)).body.data.some((a: any) => a.accountInfo.accountNumber === num),
      ).toBe(false);
    }
    // 201 on a non-US account is an ordinary suffix
    const ngn = validBody("NGN_ACCOUNT", customerId);
    ngn.accountInfo.accountNumber = "0000000201";
    expect((await p.post("/customers/external-accounts", ngn)).status).toBe(201);
  });

  it.each([
    ["102", "NOT_MATCHED", "ACTIVE", undefined],
    ["103", "PARTIAL_MATCH", "ACTIVE", "Maria Silve"],
    ["104", "PENDING", "PENDING", undefined],
    ["106", "UNSUPPORTED", "ACTIVE", undefined],
    ["107", "CHECKED_BY_RECEIVING_FI", "ACTIVE", undefined],
    ["108", "MATCHED", "ACTIVE", "Maria Silva"],
  ])("name verification suffix %s -> %s (PIX email key: suffix of the username part)", async (suffix, bvs, status, verified) => {
    const b = validBody("BRL_ACCOUNT", customerId);
    b.accountInfo.pixKey = `maria${suffix}@example.com`;
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ status, beneficiaryVerificationStatus: bvs });
    expect(r.body.beneficiaryVerifiedData?.fullName).toBe(verified);
  });

  it("suffix 105 -> 400 INVALID_BANK_ACCOUNT", async () => {
    const b = validBody("GBP_ACCOUNT", customerId);
    b.accountInfo.accountNumber = "12345105";
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("INVALID_BANK_ACCOUNT");
  });

  it("ownershipType: required for self-custody wallets on a platform in an SCA region with requiredCounterpartyFields, optional elsewhere (as on the live service)", async () => {
    const b = validBody("BASE_WALLET");
    delete b.ownershipType;
    const open = await p.post("/customers/external-accounts", b);
    expect(open.status, JSON.stringify(open.body)).toBe(201);
    const reg = await env.platform({ regulated: true });
    const regulated = await reg.post("/customers/external-accounts", { ...b, customerId: await env.customer(reg) });
    expect(regulated.status, JSON.stringify(regulated.body)).toBe(201);
    const eu = await env.platform({ regulated: true, scaRequired: true });
    const refused = await eu.post("/customers/external-accounts", b);
    expect([refused.status, refused.body.code]).toEqual([400, "INVALID_INPUT"]);
    expect(refused.body.details.errors.map((e: any) => e.field)).toContain("ownershipType");
  });

  it("ownershipType is optional for self-custody wallets when the platform has no requiredCounterpartyFields", async () => {
    const q = await env.platform();
    const cfg = (await q.get("/config")).body;
    const r0 = await q.patch("/config", {
      supportedCurrencies: cfg.supportedCurrencies.map((c: any) => ({
        currencyCode: c.currencyCode,
        minAmount: c.minAmount,
        maxAmount: c.maxAmount,
        requiredCounterpartyFields: [],
      })),
    });
    expect(r0.status, JSON.stringify(r0.body)).toBe(200);
    const b = validBody("BASE_WALLET");
    delete b.ownershipType;
    const r = await q.post("/customers/external-accounts", b);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body.status).toBe("ACTIVE");
    expect(r.body.ownershipType).toBeUndefined();
  });

  it("defaultUmaDepositAccount: at most one per customer, a new default clears the old one", async () => {
    const c = await env.customer(p, { customerType: "INDIVIDUAL", fullName: "Uma Default" });
    const a = validBody("MXN_ACCOUNT", c);
    a.defaultUmaDepositAccount = true;
    const first = await p.post("/customers/external-accounts", a);
    expect(first.body.defaultUmaDepositAccount).toBe(true);
    const b = validBody("KES_ACCOUNT", c);
    b.defaultUmaDepositAccount = true;
    const second = await p.post("/customers/external-accounts", b);
    expect(second.body.defaultUmaDepositAccount).toBe(true);
    expect((await p.get(`/customers/external-accounts/${first.body.id}`)).body.defaultUmaDepositAccount).toBe(false);
    const list = (await p.get(`/customers/external-accounts?customerId=${c}`)).body.data;
    expect(list.filter((x: any) => x.defaultUmaDepositAccount).map((x: any) => x.id)).toEqual([second.body.id]);
    // a platform-held account cannot be a customer's default
    const plat = validBody("MXN_ACCOUNT");
    plat.defaultUmaDepositAccount = true;
    plat.accountInfo.clabeNumber = "002010077777777000";
    const r = await p.post("/customers/external-accounts", plat);
    expect(r.status).toBe(400);
    expect(r.body.details.errors[0].field).toBe("defaultUmaDepositAccount");
  });

  it("without customerId the account is held on behalf of the platform", async () => {
    const b = validBody("ZAR_ACCOUNT");
    b.accountInfo.accountNumber = "987654321";
    const r = await p.post("/customers/external-accounts", b);
    expect(r.status).toBe(201);
    expect(r.body.customerId).toBeUndefined();
    expect(r.body.trustStatus).toBeUndefined();
    expect((await p.get(`/platform/external-accounts/${r.body.id}`)).body).toEqual(r.body);
  });
});
