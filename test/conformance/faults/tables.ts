/**
 * Faults against the description's corridor and beneficiary-minimum tables, each caught by
 * its check: `corridors` (a corridor's payout quote refused, paymentRails naming a rail of
 * another corridor, a not-yet-live corridor served) and `beneficiary-minimums` (a required
 * field of a row not required, an account type's extra field not enforced).
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import type { PipelineContext } from "../../../simulator/pipeline/pipeline.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { externalAccountsOf, getExternalAccount } from "../../../simulator/areas/external-accounts/service.js";
import { original, rewrite } from "./helpers.js";

type Body = Record<string, any>;

/** The external account body of a create answer (undefined for another answer). */
const createdAccount = (r: HandlerResult): Body | undefined => (r.status === 201 ? (r.body as Body) : undefined);

/**
 * A request-parsing stage that completes the beneficiary of account creations matching `when`
 * with `fill` before validation: the account is created although the field was not sent.
 */
function fillBeneficiary(when: (body: Body, ben: Body) => boolean, fill: (ben: Body) => void) {
  return {
    stages: {
      async parseBody(ctx: PipelineContext) {
        const parsed = await ctx.raw.readBody(ctx.op.bodyAccept ?? { json: true, multipart: false });
        const body = parsed.json as Body | undefined;
        const ben = body?.accountInfo?.beneficiary;
        if (ctx.op.operationId === "createCustomerExternalAccount" && ben && typeof ben === "object" && when(body!, ben)) fill(ben);
        return parsed;
      },
    },
  };
}

export const tableFaults: Fault[] = [
  {
    name: "a corridor's payout quote refused",
    kind: "status",
    description: "POST /quotes to a GBP account in GB (Faster Payments, SWIFT) answers 400 INVALID_RECEIVER instead of the quote.",
    simulatorOptions: rewrite(["createQuote"], (r) =>
      r.status === 201 && (r.body as Body)?.receivingCurrency?.code === "GBP"
        ? { status: 400, body: new ApiError(400, "INVALID_RECEIVER", "no rail reaches this destination").toBody() }
        : r,
    ),
    only: ["corridors"],
    expectRules: ["corridors.quote"],
  },
  {
    name: "paymentRails names a rail of another corridor",
    kind: "schema",
    description: "A created MXN account (SPEI, SWIFT) lists PIX, Brazil's rail, in accountInfo.paymentRails.",
    simulatorOptions: rewrite(["createCustomerExternalAccount"], (r) => {
      const a = createdAccount(r);
      if (a?.accountInfo?.accountType !== "MXN_ACCOUNT") return r;
      return { ...r, body: { ...a, accountInfo: { ...a.accountInfo, paymentRails: ["PIX"] } } };
    }),
    only: ["corridors"],
    expectRules: ["corridors.payment-rails"],
  },
  {
    name: "a not-yet-live corridor served",
    kind: "status",
    description: "POST /quotes to a CAD account in Canada (announced, not yet live) is quoted: the account is read as one no corridor rule binds.",
    simulatorOptions: {
      handlers: {
        createQuote(ctx: HandlerContext) {
          const id = ctx.body?.destination?.accountId;
          const ext = typeof id === "string" ? getExternalAccount(ctx.store, id) : undefined;
          if (ext?.accountInfo?.accountType !== "CAD_ACCOUNT") return original("createQuote")(ctx);
          const accounts = externalAccountsOf(ctx.store);
          // The quote is priced while the account reads as an account type no country is mapped to.
          accounts.put({ ...ext, accountInfo: { ...ext.accountInfo, accountType: "UNMAPPED_ACCOUNT" } });
          try {
            return original("createQuote")(ctx);
          } finally {
            accounts.put(ext);
          }
        },
      },
    },
    only: ["corridors"],
    expectRules: ["corridors.not-yet-live"],
  },
  {
    name: "a beneficiary minimum field not required",
    kind: "field-errors",
    description:
      "An NGN account paying a business is created without its taxId (the businesses table requires legalName, address, registrationNumber and taxId).",
    simulatorOptions: fillBeneficiary(
      (body, ben) => body.currency === "NGN" && ben.beneficiaryType === "BUSINESS" && ben.taxId === undefined && ben.businessInfo?.taxId === undefined,
      (ben) => {
        ben.taxId = "00-0000000";
      },
    ),
    only: ["beneficiary-minimums"],
    expectRules: ["beneficiary-minimums.required"],
  },
  {
    name: "an account type's extra beneficiary field not enforced",
    kind: "field-errors",
    description: "An AED account paying an individual is created without a beneficiary address (AED requires an address for every beneficiary).",
    simulatorOptions: fillBeneficiary(
      (body, ben) => body.accountInfo.accountType === "AED_ACCOUNT" && ben.address === undefined,
      (ben) => {
        ben.address = { line1: "1 Sheikh Zayed Rd", city: "Dubai", postalCode: "00000", country: "AE" };
      },
    ),
    only: ["beneficiary-minimums"],
    expectRules: ["beneficiary-minimums.extra"],
  },
];
