/**
 * Response side of the fidelity measure: every operation the live service and the
 * contract share is called on a simulator holding one realistic scenario (an approved
 * customer with funded internal accounts, a US bank account and a wallet, a quote, a
 * transaction, a business with an owner, a verification, a document), with the
 * contract's request example whose ids are replaced by the scenario's. The answer must
 * fit the live response schema for its status; a refusal is excused only for the fields
 * the difference table gives to the description. Operations whose success needs more
 * state (an agent signed in, an SCA platform, a card, a wallet session, ...) follow their
 * plan in plans.ts. Operations answering 501 (areas being built) are counted apart.
 */
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import { PLANS } from "./plans.js";
import { errorField, shapeKey, type LiveShapes, type Schema } from "./live-shapes.js";
import type { DifferenceTable } from "./differences.js";

export interface ResponseFinding {
  op: string;
  status: number;
  /** "fits" | "misfit" | "status" (a status the live service does not document) | "not-implemented" | "error" (a 4xx/5xx answer) */
  verdict: "fits" | "misfit" | "status" | "not-implemented" | "error";
  problems: string[];
}

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

export interface Scenario {
  ids: Record<string, string>;
  s: StartedSimulator;
  /** A second platform, in the SCA regions, for the operations that only exist there. */
  sca: TestPlatform;
}

async function ok(r: { status: number; body: any }, what: string): Promise<any> {
  if (r.status >= 300) throw new Error(`fidelity setup: ${what} answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** The scenario every operation is called against; each id by the path-parameter names that take it. */
export async function buildScenario(s: StartedSimulator, p: TestPlatform): Promise<Scenario> {
  const c = await ok(
    await p.post("/customers", {
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
    await p.post("/customers", { customerType: "INDIVIDUAL", fullName: "Max Roe", birthDate: "1980-01-01", nationality: "US", address: ADDRESS }),
    "second customer",
  );
  const biz = await ok(
    await p.post("/customers", {
      customerType: "BUSINESS",
      businessInfo: { legalName: "Acme LLC", registrationNumber: "REG-1", taxId: "12-3456789", countriesOfOperation: ["US"] },
      address: ADDRESS,
    }),
    "business",
  );
  const owner = await ok(
    await p.post("/beneficial-owners", {
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
  const doc = await ok(await p.upload("POST", "/documents", form), "document");
  const verification = await ok(await p.post("/verifications", { customerId: biz.id }), "verification");
  const accounts = (await ok(await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(c.id)}`), "internal accounts")).data;
  const usd = accounts.find((a: any) => a.balance.currency.code === "USD");
  const otherUsd = (await ok(await p.get(`/customers/internal-accounts?customerId=${encodeURIComponent(other.id)}&currency=USD`), "internal accounts")).data[0];
  await ok(await p.post(`/sandbox/internal-accounts/${usd.id}/fund`, { amount: 5_000_000 }), "fund");
  const bank = await ok(
    await p.post("/customers/external-accounts", {
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
    await p.post("/customers/external-accounts", {
      currency: "USDC",
      customerId: c.id,
      accountInfo: { accountType: "BASE_WALLET", address: "0x52908400098527886E0F7030069857D2E4169EE7" },
    }),
    "wallet",
  );
  const quote = await ok(
    await p.post("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: bank.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 10_000,
    }),
    "quote",
  );
  const done = await ok(
    await p.post("/quotes", {
      source: { sourceType: "ACCOUNT", accountId: usd.id },
      destination: { destinationType: "ACCOUNT", accountId: otherUsd.id },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 1_000,
      immediatelyExecute: true,
    }),
    "executed quote",
  );
  const platformExt = await ok(
    await p.post("/platform/external-accounts", {
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
    return ok(await p.upload("POST", "/customers/bulk/csv", f), "bulk csv");
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
function paramValue(sc: Scenario, name: string, path: string): string {
  const ids = sc.ids;
  if (path.startsWith("/platform/external-accounts/")) return ids.platformExternalAccountId;
  if (path.includes("/challenge") || path.includes("/verify")) return ids.walletId;
  if (name === "id" && path.startsWith("/internal-accounts")) return ids.internalAccountId;
  if (name === "accountId") return ids.externalAccountId;
  if (name === "receiverUmaAddress") return "$success.usd@uma.sandbox.example";
  return ids[name] ?? `Unknown:00000000-0000-4000-8000-0000000000ff`;
}

/** Replace example ids with the scenario's (by their `<Type>:` prefix). */
function withScenarioIds(sc: Scenario, v: unknown): unknown {
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

/** Deletions and state-ending calls go last, so the others see the scenario intact. */
const LATE = /^(DELETE|POST \/customers\/\{\}\/(kyc-link)|POST \/quotes\/\{\}\/execute|POST \/transactions\/\{\}\/(cancel|reject|approve))/;

export async function measureResponses(
  live: LiveShapes,
  doc: Record<string, any>,
  table: DifferenceTable,
  p: TestPlatform,
  sc: Scenario,
): Promise<ResponseFinding[]> {
  const liveBy = new Map(live.operations.map((o) => [shapeKey(o.method, o.path), o]));
  const ours: { method: string; path: string; op: any }[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const m of ["get", "post", "put", "patch", "delete"])
      if (item[m] && liveBy.has(shapeKey(m, path))) ours.push({ method: m.toUpperCase(), path, op: item[m] });
  ours.sort((a, b) => Number(LATE.test(shapeKey(a.method, a.path))) - Number(LATE.test(shapeKey(b.method, b.path))));
  const out: ResponseFinding[] = [];
  for (const { method, path, op } of ours) {
    const key = `${method} ${path}`;
    const lop = liveBy.get(shapeKey(method, path))!;
    const url = path.replace(/\{([^}]+)\}/g, (_, n: string) => encodeURIComponent(paramValue(sc, n, path)));
    const media = op.requestBody?.content ?? {};
    let r: { status: number; body: any };
    const plan = PLANS[key];
    if (plan) {
      const jm = media["application/json"];
      const example = jm?.example ?? (jm?.examples ? Object.values<any>(jm.examples)[0]?.value : undefined);
      try {
        r = await plan({ s: sc.s, p, sca: sc.sca, ids: sc.ids, example: withScenarioIds(sc, example) });
      } catch (e) {
        out.push({ op: key, status: 0, verdict: "error", problems: [`setup failed: ${(e as Error).message.slice(0, 300)}`] });
        continue;
      }
    } else if (media["multipart/form-data"]) {
      const f = new FormData();
      const ex = media["multipart/form-data"].example ?? {};
      for (const [k, v] of Object.entries<any>(withScenarioIds(sc, ex) as object)) if (typeof v === "string" && k !== "file") f.set(k, v);
      f.set(
        "file",
        path.includes("csv") ? new Blob(["customerType,fullName\nINDIVIDUAL,Bo Li\n"], { type: "text/csv" }) : new Blob([PNG], { type: "image/png" }),
        path.includes("csv") ? "c.csv" : "doc.png",
      );
      r = await p.upload(method, url, f);
    } else {
      const jm = media["application/json"];
      const example = jm?.example ?? (jm?.examples ? Object.values<any>(jm.examples)[0]?.value : undefined);
      const headers: Record<string, string> =
        method === "POST" && (op.parameters ?? []).some((x: any) => (x.$ref ?? x.name ?? "").toString().toLowerCase().includes("idempotency"))
          ? { "idempotency-key": `fid-${key}` }
          : {};
      r = await p.request(method, url, example === undefined ? undefined : withScenarioIds(sc, example), headers);
    }
    const st = String(r.status);
    if (r.status === 501) {
      out.push({ op: key, status: r.status, verdict: "not-implemented", problems: [] });
      continue;
    }
    const schema: Schema | undefined = lop.responses[st]?.["application/json"];
    if (!lop.responses[st]) {
      out.push({
        op: key,
        status: r.status,
        verdict: r.status >= 400 ? "error" : "status",
        problems: [`status ${st} is not a live status (${Object.keys(lop.responses).join(", ")})`, JSON.stringify(r.body)?.slice(0, 300)],
      });
      continue;
    }
    if (r.status >= 400) {
      out.push({ op: key, status: r.status, verdict: "error", problems: [JSON.stringify(r.body)?.slice(0, 300)] });
      continue;
    }
    const errs = schema && r.body !== undefined && r.body !== "" ? (live.check(schema, r.body) ?? []) : [];
    const left = errs.filter((e) => e.keyword !== "oneOf" && e.keyword !== "anyOf" && !table.excusesResponse(key, st, errorField(e)));
    out.push({
      op: key,
      status: r.status,
      verdict: left.length ? "misfit" : "fits",
      problems: left.slice(0, 8).map((e) => `${errorField(e) || "(body)"} ${e.message}`),
    });
  }
  return out;
}
