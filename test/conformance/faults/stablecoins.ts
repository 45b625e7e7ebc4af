/**
 * Faults in the stablecoins area, each caught by model.stablecoins under a named rule: a
 * repeated enablement request refused, the `-fail` trigger ignored (the mint completes), and
 * an amount the funding currency cannot hold rounded instead of refused, and a provider link
 * read by id answering another link of the platform; then the refusals of links,
 * registrations, mints and burns (stablecoin-refusals below).
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original } from "./helpers.js";
import { stablecoinRefusalFaults } from "./stablecoin-refusals.js";
import { providerAccountsOf, stablecoinsOf } from "../../../simulator/areas/stablecoins/service.js";
import { renderProviderAccount } from "../../../simulator/areas/stablecoins/domain/render.js";

const ONLY = ["model.stablecoins"];

export const stablecoinFaults: Fault[] = [
  {
    name: "enablement repeat refused while PENDING_APPROVAL",
    kind: "state-transition",
    description:
      "Requesting enablement again while PENDING_APPROVAL answers 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE (the description: repeating it succeeds).",
    simulatorOptions: {
      handlers: {
        requestStablecoinServiceOperations(ctx: HandlerContext) {
          const coin = stablecoinsOf(ctx.store).get(ctx.params.stablecoinId);
          if (coin?.serviceOperationsStatus === "PENDING_APPROVAL")
            return { status: 409, body: { code: "STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE", reason: "already requested" } };
          return original("requestStablecoinServiceOperations")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.enablement"],
  },
  {
    name: "mint -fail trigger ignored",
    kind: "magic-outcome",
    description: "A mint whose description ends in -fail runs the default lifecycle and completes (the designed trigger says FAILED, funds released).",
    simulatorOptions: {
      handlers: {
        createStablecoinMint(ctx: HandlerContext) {
          const d = ctx.body?.description;
          if (typeof d === "string") ctx.body = { ...ctx.body, description: d.replace(/-fail$/i, "") };
          return original("createStablecoinMint")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.lifecycle", "stablecoins.balance"],
  },
  {
    name: "unrepresentable mint amount rounded",
    kind: "error-code",
    description: "A mint amount that is not a whole number of cents is rounded down and accepted instead of 400 STABLECOIN_AMOUNT_NOT_REPRESENTABLE.",
    simulatorOptions: {
      handlers: {
        createStablecoinMint(ctx: HandlerContext) {
          const a = ctx.body?.amount;
          if (typeof a === "string" && /^\d+$/.test(a) && BigInt(a) > 10_000n) ctx.body = { ...ctx.body, amount: ((BigInt(a) / 10_000n) * 10_000n).toString() };
          return original("createStablecoinMint")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.operations"],
    withoutControl: /coin's provisioning|operator/,
  },
  {
    name: "provider account read answers another link",
    kind: "not-found",
    description: "GET /stablecoin-provider-accounts/{id} answers the platform's first link whatever id is asked.",
    simulatorOptions: {
      handlers: {
        getStablecoinProviderAccount(ctx: HandlerContext) {
          const first = providerAccountsOf(ctx.store).list({ limit: 1 }).data[0];
          return first ? { status: 200, body: renderProviderAccount(first) } : original("getStablecoinProviderAccount")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.provider-account-read"],
  },
  ...stablecoinRefusalFaults,
];
