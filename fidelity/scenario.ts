/**
 * The scenario every shared operation of the response-side fidelity measure is called on:
 * an approved customer with funded internal accounts, a US bank account and a wallet, a
 * quote, an executed transaction, a business with an owner, a verification, a document, a
 * platform's external account and a bulk upload; a second platform in the SCA regions.
 * Operations are called with the contract's request example whose ids are replaced by the
 * scenario's (`paramValue`, `withScenarioIds`).
 */
import type { ApiResponse, InProcessSimulator, Platform } from "./harness/simulator.js";
import { ADDRESS, type Made } from "./harness/fixtures.js";

export const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");

interface Account extends Made {
  balance: { currency: { code: string } };
}

export interface Scenario {
  ids: Record<string, string>;
  s: InProcessSimulator;
  /** A second platform, in the SCA regions, for the operations that only exist there. */
  sca: Platform;
}

async function ok<T>(r: ApiResponse<T>, what: string): Promise<T> {
  if (r.status >= 300) throw new Error(`fidelity setup: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The scenario every operation is called against; each id by the path-parameter names that take it. */
export async function buildScenario(s: InProcessSimulator, p: Platform): Promise<Scenario> {
  const c = await ok(
    await p.post<Made>("/customers", {
      customerType: "INDIVIDUAL",
      fullName: "Jane Doe",
      birthDate: "1990-02-28",
      nationality: "US",
      address: ADDRESS,
      idType: "SSN",
      identifier: "123-45-6789",
      email: "jane@example.com",
      umaAddress: "$jane@uma.example.com",
    }),
    "customer",
  );
  const other = await ok(
    await p.post<Made>("/customers", { customerType: "INDIVIDUAL", fullName: "Max Roe", birthDate: "1980-01-01", nationality: "US", address: ADDRESS }),
    "second customer",
  );
  const biz = await ok(
    await p.post<Made>("/customers", {
      customerType: "BUSINESS",
      businessInfo: { legalName: "Acme LLC", registrationNumber: "REG-1", taxId: "12-3456789", countriesOfOperation: ["US"] },
      address: ADDRESS,
    }),
    "business",
  );
  const owner = await ok(
    await p.post<Made>("/beneficial-owners", {
      customerId: biz.id,
      roles: ["UBO", "CONTROL_PERSON"],
      ownershipPercentage: 40,
      personalInfo: {
        firstName: "John",
        lastName: "Smith",
        birthDate: "1975-06-15",
        nationality: "US",
        address: ADDRESS,
        idType: "SSN",
        identifier: "987-65-4321",
      },
    }),
    "beneficial owner",
  );
  const form = new FormData();
  for (const [k, v] of Object.entries({
    documentHolder: c.id,
    documentType: "PASSPORT",
    country: "US",
    documentNumber: "X1234567",
    issuingAuthority: "US DoS",
  }))
    form.set(k, v);
  form.set("file", new Blob([PNG], { type: "image/png" }), "passport.png");
  const doc = await ok(await p.upload<Made>("POST", "/documents", form), "document");
  const verification = await ok(await p.post<Made>("/verifications", { customerId: biz.id }), "verification");
  const accounts = (await ok(await p.get<{ data: Account[] }>(`/customers/internal-accounts?customerId=${encodeURIComponent(c.id)}`), "internal accounts"))
    .data;
  const usd = accounts.find((a) => a.balance.currency.code === "USD");
  const otherUsd = (
    await ok(await p.get<{ data: Account[] }>(`/customers/internal-accounts?customerId=${encodeURIComponent(other.id)}&currency=USD`), "internal accounts")
  ).data[0];
  if (!usd || !otherUsd) throw new Error("fidelity setup: the customers have no USD internal account");
  await ok(await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 5_000_000 }), "fund");
  const bank = await ok(
    await p.post<Made>("/customers/external-accounts", {
      currency: "USD",
      customerId: c.id,
      accountInfo: {
        accountType: "USD_ACCOUNT",
        accountNumber: "123456789",
        routingNumber: "021000021",
        bankName: "Chase",
        beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe", address: ADDRESS },
      },
    }),
    "US bank account",
  );
  const wallet = await ok(
    await p.post<Made>("/customers/external-accounts", {
      currency: "USDC",
      customerId: c.id,
      accountInfo: { accountType: "BASE_WALLET", address: "0x52908400098527886E0F7030069857D2E4169EE7" },
    }),
    "wallet",
  );
  const quote = await ok(
    await p.post<Made & { transactionId: string }>("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: bank.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 10_000,
    }),
    "quote",
  );
  const done = await ok(
    await p.post<Made & { transactionId: string }>("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: otherUsd.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
      immediatelyExecute: true,
    }),
    "executed quote",
  );
  const platformExt = await ok(
    await p.post<Made>("/platform/external-accounts", {
      currency: "EUR",
      platformAccountId: "treasury-1",
      accountInfo: {
        accountType: "EUR_ACCOUNT",
        iban: "DE89370400440532013000",
        bankName: "Commerzbank",
        beneficiary: {
          beneficiaryType: "BUSINESS",
          legalName: "Example GmbH",
          registrationNumber: "HRB 12345",
          address: { line1: "Unter den Linden 1", city: "Berlin", postalCode: "10117", country: "DE" },
        },
      },
    }),
    "platform external account",
  );
  const job = await (async () => {
    const f = new FormData();
    f.set("file", new Blob(["customerType,fullName\nINDIVIDUAL,Ann Lee\n"], { type: "text/csv" }), "customers.csv");
    return ok(await p.upload<{ jobId: string }>("POST", "/customers/bulk/csv", f), "bulk csv");
  })();
  return {
    s,
    sca: await s.createPlatform({ skipVerificationPaperwork: true, scaRequired: true }),
    ids: {
      customerId: c.id,
      otherCustomerId: other.id,
      businessId: biz.id,
      beneficialOwnerId: owner.id,
      documentId: doc.id,
      verificationId: verification.id,
      internalAccountId: usd.id,
      otherInternalAccountId: otherUsd.id,
      externalAccountId: bank.id,
      walletId: wallet.id,
      platformExternalAccountId: platformExt.id,
      quoteId: quote.id,
      transactionId: done.transactionId,
      jobId: job.jobId,
    },
  };
}

/** The scenario's id for a path parameter of `path`. */
export function paramValue(sc: Scenario, name: string, path: string): string {
  const ids = sc.ids;
  if (path.startsWith("/platform/external-accounts/")) return ids.platformExternalAccountId;
  if (path.includes("/challenge") || path.includes("/verify")) return ids.walletId;
  if (name === "id" && path.startsWith("/internal-accounts")) return ids.internalAccountId;
  if (name === "accountId") return ids.externalAccountId;
  if (name === "receiverUmaAddress") return "$success.usd@uma.sandbox.example";
  return ids[name] ?? `Unknown:00000000-0000-4000-8000-0000000000ff`;
}

/** Replace example ids with the scenario's (by their `<Type>:` prefix). */
export function withScenarioIds(sc: Scenario, v: unknown): unknown {
  if (typeof v === "string") {
    const ids = sc.ids;
    if (v.startsWith("Customer:")) return ids.customerId;
    if (v.startsWith("InternalAccount:")) return ids.internalAccountId;
    if (v.startsWith("ExternalAccount:")) return ids.externalAccountId;
    if (v.startsWith("Quote:")) return ids.quoteId;
    if (v.startsWith("Transaction:")) return ids.transactionId;
    if (v.startsWith("Document:")) return ids.documentId;
    if (v.startsWith("BeneficialOwner:")) return ids.beneficialOwnerId;
    return v;
  }
  if (Array.isArray(v)) return v.map((x) => withScenarioIds(sc, x));
  if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withScenarioIds(sc, x)]));
  return v;
}
