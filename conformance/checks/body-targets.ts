/**
 * The JSON-body operations of the areas under test, each with valid base bodies and the
 * setup that gives their path parameters and ids real values on the target.
 */
import type { ApiClient } from "../client/client.js";
import type { Contract } from "../../contract/operations.js";
import { business, individual, ADDRESS } from "../builders/bodies.js";

export interface BodyTarget {
  opKey: string;
  label: string;
  /** Creates what the body needs; returns path parameters and the base body. */
  prepare(client: ApiClient, contract: Contract): Promise<{ params: Record<string, string>; body: Record<string, unknown> }>;
}

async function createCustomer(client: ApiClient, body: Record<string, unknown>): Promise<string> {
  const r = await client.call("POST", "/customers", { body });
  if (r.status !== 201) throw new Error(`setup: POST /customers answered ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}

const BUSINESS_BENEFICIARY = { beneficiaryType: "BUSINESS", legalName: "Example Platform GmbH" };

export const BODY_TARGETS: BodyTarget[] = [
  { opKey: "POST /customers", label: "individual", prepare: async () => ({ params: {}, body: individual() }) },
  { opKey: "POST /customers", label: "business", prepare: async () => ({ params: {}, body: business() }) },
  {
    opKey: "PATCH /customers/{customerId}",
    label: "individual",
    prepare: async (c) => ({
      params: { customerId: await createCustomer(c, individual()) },
      body: { customerType: "INDIVIDUAL", fullName: "Janet Roe", birthDate: "1985-07-14", address: { ...ADDRESS, line1: "2 Main St" } },
    }),
  },
  {
    opKey: "PATCH /customers/{customerId}",
    label: "business",
    prepare: async (c) => ({
      params: { customerId: await createCustomer(c, business()) },
      body: { customerType: "BUSINESS", businessInfo: { legalName: "Acme Holdings LLC", countriesOfOperation: ["US", "CA"] } },
    }),
  },
  // 001: a customer any platform still lets submit (a regulated one resolves the default suffix APPROVED, final, at creation).
  {
    opKey: "POST /verifications",
    label: "individual",
    prepare: async (c) => ({ params: {}, body: { customerId: await createCustomer(c, individual("001")) } }),
  },
  {
    opKey: "POST /beneficial-owners",
    label: "owner of a business",
    prepare: async (c, contract) => {
      const id = await createCustomer(c, business());
      const op = contract.byKey.get("POST /beneficial-owners")!;
      const example = contract.requestExample(op) as Record<string, unknown>;
      return { params: {}, body: { ...example, customerId: id } };
    },
  },
  {
    opKey: "POST /customers/{customerId}/kyc-link",
    label: "redirect",
    prepare: async (c) => ({ params: { customerId: await createCustomer(c, individual()) }, body: { redirectUri: "https://example.com/kyc/done" } }),
  },
  {
    opKey: "POST /customers/external-accounts",
    label: "US bank account of a customer",
    prepare: async (c) => ({
      params: {},
      body: {
        currency: "USD",
        customerId: await createCustomer(c, individual()),
        platformAccountId: `acct-${Date.now().toString(36)}`,
        accountInfo: {
          accountType: "USD_ACCOUNT",
          accountNumber: `${Date.now() % 1_000_000_000}`.padStart(9, "1"),
          routingNumber: "021000021",
          bankAccountType: "CHECKING",
          bankName: "Chase",
          // complete for either beneficiaryType (data.positive varies the enum)
          beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe", legalName: "Jane Doe LLC", address: { ...ADDRESS } },
        },
      },
    }),
  },
  {
    opKey: "POST /platform/external-accounts",
    label: "EUR account of the platform",
    prepare: async () => ({
      params: {},
      body: {
        currency: "EUR",
        platformAccountId: `treasury-${Date.now().toString(36)}`,
        accountInfo: {
          accountType: "EUR_ACCOUNT",
          iban: "DE89370400440532013000",
          bankName: "Commerzbank",
          beneficiary: {
            beneficiaryType: BUSINESS_BENEFICIARY.beneficiaryType,
            legalName: BUSINESS_BENEFICIARY.legalName,
            fullName: "Erika Mustermann",
            registrationNumber: "HRB 12345",
            address: { line1: "Unter den Linden 1", city: "Berlin", postalCode: "10117", country: "DE" },
          },
        },
      },
    }),
  },
  {
    opKey: "PATCH /config",
    label: "configuration",
    // Not the webhook endpoint: the suite's receiver owns it during the webhook checks.
    prepare: async () => ({ params: {}, body: { umaDomain: "uma.conformance.example" } }),
  },
];
