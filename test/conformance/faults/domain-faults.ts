/** Faults in the customers domain: state transitions, magic values, not-found, tenancy. */
import { randomUUID } from "node:crypto";
import type { Fault } from "./types.js";
import type { SimulatorOptions } from "../../../simulator/app.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { refusalReplaced } from "./customers.js";
import { deviceCodesOf } from "../../../simulator/areas/agents/service.js";
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
  {
    name: "ownership challenge started where it does not apply",
    kind: "state-transition",
    description:
      "POST .../challenge answers 201 with a WALLET_SIGNATURE challenge on a THIRD_PARTY wallet or one already ACTIVE (the old rule: any account) instead of 409.",
    simulatorOptions: {
      handlers: {
        createCustomerExternalAccountChallenge: challengeAnyway("createCustomerExternalAccountChallenge"),
        createPlatformExternalAccountChallenge: challengeAnyway("createPlatformExternalAccountChallenge"),
      },
    },
    only: ["model.ownership"],
    expectRules: ["ownership.challenge-not-applicable"],
  },
  {
    name: "a redeemed device code redeems again",
    kind: "state-transition",
    description: "POST /agents/device-codes/{code}/redeem of a code already redeemed answers 200 with a new token instead of 400.",
    simulatorOptions: {
      handlers: {
        redeemAgentDeviceCode(ctx) {
          // The redeemed mark is not kept: the code redeems again for a new token.
          const codes = deviceCodesOf(ctx.store);
          const c = codes.get(ctx.params.code);
          if (c?.redeemed) codes.put({ ...c, redeemed: false });
          return original("redeemAgentDeviceCode")(ctx);
        },
      },
    },
    only: ["model.agents"],
    expectRules: ["agents.device-code"],
  },
];

/** A challenge's handler that answers 201 with a made-up WALLET_SIGNATURE challenge where it would answer 409. */
function challengeAnyway(op: string) {
  return refusalReplaced(
    op,
    (r) => r.status === 409,
    (ctx: HandlerContext): HandlerResult => {
      const id = ctx.params.externalAccountId;
      const expiresAt = new Date(ctx.clock.now().getTime() + 15 * 60_000).toISOString();
      return {
        status: 201,
        body: { type: "WALLET_SIGNATURE", method: "WALLET_SIGNATURE", externalAccountId: id, messageToSign: `Verify ownership for ${id}`, expiresAt },
      };
    },
  );
}

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
  {
    name: "platform bank accounts skip the sandbox refusals",
    kind: "magic-outcome",
    description:
      "POST /platform/external-accounts creates a USD account whose number ends in 105, 201 or 202 (as if it ended in 789) instead of 400 INVALID_BANK_ACCOUNT / 409 BANK_ACCOUNT_VALIDATION_PENDING.",
    simulatorOptions: {
      handlers: {
        createPlatformExternalAccount(ctx) {
          const info = ctx.body.accountInfo;
          const refused = ["105", "201", "202"].includes(String(info?.accountNumber ?? "").slice(-3));
          const body = refused ? { ...ctx.body, accountInfo: { ...info, accountNumber: `${info.accountNumber.slice(0, -3)}789` } } : ctx.body;
          return original("createPlatformExternalAccount")({ ...ctx, body });
        },
      },
    },
    only: ["model.external-accounts"],
    expectRules: ["external-accounts.magic-outcome", "external-accounts.designed-outcome"],
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
    expectRules: ["deleted DELETE /customers/{customerId}"],
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
    expectRules: ["deleted DELETE /documents/{documentId}"],
  },
  {
    name: "deleted token still readable",
    kind: "not-found",
    description: "DELETE /tokens/{id} answers 204 but the token stays readable and listed.",
    simulatorOptions: {
      handlers: {
        deleteTokenById(ctx) {
          return ctx.params.tokenId ? { status: 204 } : original("deleteTokenById")(ctx);
        },
      },
    },
    only: ["not-found.after-delete"],
    expectRules: ["deleted DELETE /tokens/{tokenId}"],
  },
  {
    name: "a list page drops its first item after the first page",
    kind: "status",
    description: "GET /customers answers every page after the first without its first item (cursor paging loses items).",
    simulatorOptions: rewrite(["listCustomers"], (result, ctx) => {
      const body = result.body as { data?: unknown[] } | undefined;
      if (!ctx?.query.cursor || !body?.data?.length) return result;
      return { ...result, body: { ...body, data: body.data.slice(1) } };
    }),
    only: ["lists.paging"],
    expectRules: ["paging GET /customers"],
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
