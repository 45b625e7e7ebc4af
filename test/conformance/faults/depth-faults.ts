/**
 * Faults a shallow run once missed (found by this catalogue): the customer model now has
 * onboarding commands, a table walk that exercises every suffix row at any depth, list and
 * verification reads, so each is caught at the depth the test uses. `finding` keeps the
 * record of why it was missed before.
 */
import type { Fault } from "./types.js";
import { kycHandlers, original, rewrite, rulesWith } from "./helpers.js";
import { MODEL, withoutSuffix } from "./domain-faults.js";
import { individualOutcome, isFinal, loadKycRules } from "../../../contract/rules/kyc.js";
import type { Customer } from "../../../simulator/areas/customers/domain/types.js";
import { customersOf } from "../../../simulator/areas/customers/service.js";

export interface DepthFault extends Fault {
  /** Why a shallower suite missed it. */
  finding: string;
}

export const DEPTH_FAULTS: DepthFault[] = [
  {
    name: "renaming a final customer re-derives its status",
    kind: "state-transition",
    description: "PATCH fullName of an APPROVED/REJECTED individual re-applies the new suffix's outcome to kycStatus.",
    simulatorOptions: {
      handlers: {
        async updateCustomer(ctx) {
          const r = await original("updateCustomer")(ctx);
          const c = r.body as Customer;
          const rules = loadKycRules();
          if (r.status !== 200 || c.customerType !== "INDIVIDUAL" || !isFinal(rules, c.kycStatus)) return r;
          const next = { ...c, kycStatus: individualOutcome(rules, c).onCompleteSubmission.status };
          customersOf(ctx.store).put(next);
          return { ...r, body: next };
        },
      },
    },
    only: MODEL,
    expectRules: ["kyc.rename-keeps-status"],
    finding:
      "Unreached at runs 5: model.customer-verification runs 3 command sequences per platform kind (the same 3 on every kind, one seed per case) and none renames an APPROVED/REJECTED individual. Caught (kyc.rename-keeps-status) from runs 200 on: createIndividual(999) + rename on a regulated/skipPaperwork platform.",
  },
  {
    name: "final customers can be submitted again",
    kind: "state-transition",
    description: "POST /verifications re-evaluates an APPROVED or REJECTED customer instead of answering 400.",
    simulatorOptions: { handlers: { createVerification: kycHandlers(rulesWith((r) => (r.finalStatuses = []))).createVerification } },
    only: MODEL,
    expectRules: ["verification.final-400"],
    finding:
      "Unreached at runs 5 (same reason: no sequence reaches a final customer and submits it). Caught (verification.final-400) at runs 60: createIndividual(999) + submit on a regulated/skipPaperwork platform.",
  },
  {
    name: "business suffix 002 approved",
    kind: "magic-outcome",
    description: "The KYB table lacks 002: a business whose registrationNumber ends in 002 is approved instead of rejected.",
    simulatorOptions: withoutSuffix("business", "002"),
    only: MODEL,
    expectRules: ["verification.status", "verification.customer-status"],
    finding:
      "Unreached at runs 5: no sequence submits a 002 business on a regulated/skipPaperwork platform (the only checks touching KYB are the model's). Caught (verification.status) from runs 200 on: createBusiness(002) + submit.",
  },
  {
    name: "fullName suffix 003 without POOR_QUALITY_DOCUMENT",
    kind: "magic-outcome",
    description: "A complete 003 submission answers RESOLVE_ERRORS with no error entry.",
    simulatorOptions: { handlers: kycHandlers(rulesWith((r) => delete r.individual.outcomes["003"].onCompleteSubmission.errorType)) },
    only: MODEL,
    expectRules: ["verification.errors"],
    finding:
      "Missed at every depth tried (runs 5, 20, 60, 200, 600): the model never submits a complete individual packet (two-word name, no gaps, no hold, passport, then submit on the same customer) -- in 1 of 300 sampled sequences at most, and in an instrumented run of 600 not one individual submission was complete. (CreateIndividual's hold flag also uses Math.random, so sequences are not reproducible from the seed.) So no individual suffix outcome on submission (001/002/003/999, HOLD) is checked by the model; webhooks.delivery covers 999/002/001 only.",
  },
  {
    name: "customer list items without createdAt",
    kind: "schema",
    description: "GET /customers pages carry Customer items without the required createdAt.",
    simulatorOptions: rewrite(["listCustomers"], (r) => ({
      ...r,
      body: { ...(r.body as any), data: (r.body as any).data.map(({ createdAt: _, ...c }: any) => c) },
    })),
    only: [],
    expectRules: ["response.schema"],
    finding:
      "Missed by the whole suite (all checks, runs 5): no check ever reads a non-empty customer page. tenancy.isolation lists as platform B (empty by design) and not-found.after-delete lists after the delete (empty); the model never lists; the contract.responses sweep lists a fresh platform (empty). So response.schema never sees a Customer list item.",
  },
  {
    name: "verification reads with a wrong-typed status",
    kind: "schema",
    description: "GET /verifications/{id} and GET /verifications?customerId answer verificationStatus as a number.",
    simulatorOptions: rewrite(["getVerification", "getCustomerVerification"], (r) => {
      if (r.status !== 200) return r;
      const b = r.body as any;
      return {
        ...r,
        body: Array.isArray(b?.data) ? { ...b, data: b.data.map((v: any) => ({ ...v, verificationStatus: 7 })) } : { ...b, verificationStatus: 7 },
      };
    }),
    only: [],
    expectRules: ["response.schema"],
    finding:
      "Missed by the whole suite (all checks, runs 5): both verification reads are only called with unknown ids (not-found.unknown-id, contract.responses); no check reads an existing verification, so their 200 bodies are never validated.",
  },
];
