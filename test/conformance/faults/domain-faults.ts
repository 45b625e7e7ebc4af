/** Faults in the customers domain: state transitions, magic values, not-found, tenancy. */
import { randomUUID } from "node:crypto";
import type { Fault } from "./types.js";
import type { SimulatorOptions } from "../../../simulator/app.js";
import { kycHandlers, original, rewrite, rulesWith } from "./helpers.js";
import { PlatformRegistry } from "../../../simulator/platform/registry.js";
import { loadKycRules } from "../../../contract/rules/kyc.js";
import { createKycLink, kycUrlOf } from "../../../simulator/areas/customers/domain/kyc-link.js";
import type { Customer } from "../../../simulator/areas/customers/domain/types.js";
import { customersOf, documentsOf, getCustomerOr404, kycLinksOf } from "../../../simulator/areas/customers/service.js";
import { renderCustomer } from "../../../simulator/areas/customers/domain/render.js";

export const MODEL = ["model.customer-verification"];

export const stateTransitionFaults: Fault[] = [
  {
    name: "regulated platform creates individuals UNVERIFIED",
    kind: "state-transition",
    description: "POST /customers ignores the regulated setting: individuals start UNVERIFIED instead of taking their suffix outcome.",
    simulatorOptions: { handlers: { createCustomer: kycHandlers(loadKycRules(), (s) => ({ ...s, regulated: false })).createCustomer } },
    only: MODEL,
    expectRules: ["kyc.status-at-creation", "customers.provider-required"],
  },
  {
    name: "kyc-link while a contact channel is pending",
    kind: "state-transition",
    description: "POST /customers/{id}/kyc-link issues a link though email/phone are still PENDING (no 409).",
    simulatorOptions: {
      handlers: {
        createKycLink(ctx) {
          const c = getCustomerOr404(ctx.store, ctx.params.customerId);
          const link = createKycLink(
            loadKycRules(),
            { ...c, contactVerification: undefined },
            ctx.body.redirectUri,
            `kyc_${randomUUID()}`,
            ctx.clock.now().getTime(),
          );
          kycLinksOf(ctx.store).put(link);
          return { status: 201, body: { kycUrl: kycUrlOf(ctx.rootUrl, link), expiresAt: link.expiresAt, token: link.id, provider: "SUMSUB" } };
        },
      },
    },
    only: MODEL,
    expectRules: ["kyc-link.contact-409"],
  },
];

/** The kyc handlers deciding on a rules table without one suffix entry. */
export const withoutSuffix = (type: "individual" | "business", suffix: string) => ({
  handlers: kycHandlers(rulesWith((r) => delete r[type].outcomes[suffix])),
});

export const magicOutcomeFaults: Fault[] = [
  {
    name: "fullName suffix 002 approved",
    kind: "magic-outcome",
    description: "The KYC table lacks 002: an individual ending in 002 is approved (at creation and on submission) instead of rejected.",
    simulatorOptions: withoutSuffix("individual", "002"),
    only: ["webhooks.delivery"],
    expectRules: ["webhooks.kyc-order"],
  },
  {
    name: "fullName suffix 001 decided",
    kind: "magic-outcome",
    description: "The KYC table lacks 001: an individual ending in 001 is approved instead of staying PENDING for manual review.",
    simulatorOptions: withoutSuffix("individual", "001"),
    only: ["webhooks.delivery", ...MODEL],
    expectRules: ["webhooks.kyc-order", "kyc.status-at-creation", "verification.status"],
  },
];

export const notFoundFaults: Fault[] = [
  {
    name: "deleted customer kept",
    kind: "not-found",
    description: "DELETE /customers/{id} answers 200 but keeps the customer.",
    simulatorOptions: {
      handlers: {
        deleteCustomer(ctx) {
          return { status: 200, body: renderCustomer(getCustomerOr404(ctx.store, ctx.params.customerId)) };
        },
      },
    },
    only: ["not-found.after-delete"],
    expectRules: ["after-delete.404"],
  },
  {
    name: "deleted document kept",
    kind: "not-found",
    description: "DELETE /documents/{id} answers 204 but keeps the document.",
    simulatorOptions: {
      handlers: {
        deleteDocument(ctx) {
          return documentsOf(ctx.store).get(ctx.params.documentId) ? { status: 204 } : original("deleteDocument")(ctx);
        },
      },
    },
    only: ["not-found.after-delete"],
    expectRules: ["after-delete.404"],
  },
  {
    name: "unknown ids answer 400",
    kind: "not-found",
    description: "Every 404 is answered 400 INVALID_INPUT (an unknown id treated as a malformed one).",
    simulatorOptions: rewrite([], (r) =>
      r.status === 404 ? { status: 400, body: { code: "INVALID_INPUT", reason: "unknown id", details: { errors: [] } } } : r,
    ),
    only: ["not-found.unknown-id"],
    expectRules: ["not-found.404"],
  },
];

/** Customers of every platform of a registry. */
function everyCustomer(registry: PlatformRegistry, id: string): { store: ReturnType<typeof customersOf>; customer: Customer } | undefined {
  for (const rt of registry.all()) {
    const store = customersOf(rt.store);
    const customer = store.get(id);
    if (customer) return { store, customer };
  }
  return undefined;
}

export const tenancyFaults: Fault[] = [
  {
    name: "customers read across platforms",
    kind: "tenancy",
    description: "GET /customers/{id} falls back to every platform's store: platform B reads platform A's customer.",
    get simulatorOptions(): Partial<SimulatorOptions> {
      const platforms = new PlatformRegistry();
      return {
        platforms,
        handlers: {
          getCustomer(ctx) {
            const found = everyCustomer(platforms, ctx.params.customerId);
            return found ? { status: 200, body: found.customer } : original("getCustomer")(ctx);
          },
        },
      };
    },
    only: ["tenancy.isolation"],
    expectRules: ["tenancy.404"],
  },
  {
    name: "delete across platforms",
    kind: "tenancy",
    description: "DELETE /customers/{id} by platform B answers 404 but removes platform A's customer.",
    get simulatorOptions(): Partial<SimulatorOptions> {
      const platforms = new PlatformRegistry();
      return {
        platforms,
        handlers: {
          deleteCustomer(ctx) {
            if (!customersOf(ctx.store).get(ctx.params.customerId)) everyCustomer(platforms, ctx.params.customerId)?.store.delete(ctx.params.customerId);
            return original("deleteCustomer")(ctx);
          },
        },
      };
    },
    only: ["tenancy.isolation"],
    expectRules: ["tenancy.intact"],
  },
  {
    name: "customer list across platforms",
    kind: "tenancy",
    description: "GET /customers lists the matching customers of every platform.",
    get simulatorOptions(): Partial<SimulatorOptions> {
      const platforms = new PlatformRegistry();
      return {
        platforms,
        handlers: {
          async listCustomers(ctx) {
            const pages = await Promise.all(platforms.all().map((rt) => original("listCustomers")({ ...ctx, store: rt.store })));
            const data = pages.flatMap((p) => (p.body as { data: unknown[] }).data);
            return { status: 200, body: { ...(pages[0]?.body as object), data } };
          },
        },
      };
    },
    only: ["tenancy.isolation"],
    expectRules: ["tenancy.list"],
  },
];
