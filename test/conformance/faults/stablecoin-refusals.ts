/**
 * Faults in the stablecoins area's refusals, each caught by model.stablecoins under a named
 * rule: provider link triggers and duplicates, the link a registration uses, identifiers
 * and symbols taken twice, a reused Idempotency-Key, the input checks of mints and burns, the
 * live burn sources and mint destinations, the coin's own state, and links the provider
 * revokes or invalidates later.
 */
import type { Fault } from "./types.js";
import type { Handler, HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { providerAccountsOf, stablecoinsOf } from "../../../simulator/areas/stablecoins/service.js";
import type { StablecoinRecord } from "../../../simulator/areas/stablecoins/domain/stablecoin.js";

const ONLY = ["model.stablecoins"];
const OPERATIONS = ["createStablecoinMint", "createStablecoinBurn"];
/** Without the control API the model's coin is never provisioned (a longer wait than a step may take). */
const PROVISIONING = /coin's provisioning/;

/** The operation's answer with the error code `from` turned into `to` (status and code). */
const recode = (ops: string[], from: string, to: { status: number; code: string }) =>
  rewrite(ops, (r: HandlerResult) =>
    (r.body as { code?: string } | undefined)?.code === from ? { ...r, status: to.status, body: { ...(r.body as object), ...to } } : r,
  );

/** The operation run with its body changed. */
const withBody =
  (op: string, change: (ctx: HandlerContext) => Record<string, unknown> | undefined): Handler =>
  (ctx) => {
    const body = change(ctx);
    return original(op)(body ? { ...ctx, body } : ctx);
  };

const firstActiveLink = (ctx: HandlerContext): string | undefined => providerAccountsOf(ctx.store).list({ where: { status: "ACTIVE" }, limit: 1 }).data[0]?.id;

/** The operation run while the coin of the path reads `change` of itself, then as it was (whatever the call did). */
const coinAs =
  (op: string, change: (c: StablecoinRecord) => Partial<StablecoinRecord> | undefined): Handler =>
  async (ctx) => {
    const coins = stablecoinsOf(ctx.store);
    const coin = coins.get(ctx.params.stablecoinId);
    const patch = coin && change(coin);
    if (!coin || !patch) return original(op)(ctx);
    coins.put({ ...coin, ...patch });
    try {
      return await original(op)(ctx);
    } finally {
      const after = coins.get(coin.id)!;
      coins.put({ ...after, ...Object.fromEntries(Object.keys(patch).map((k) => [k, coin[k as keyof StablecoinRecord]])) });
    }
  };

/** The operation run while every link of the platform reads ACTIVE, then as they were. */
const linksActive =
  (op: string): Handler =>
  async (ctx) => {
    const links = providerAccountsOf(ctx.store);
    const dead = [...links.values()].filter((l) => l.status !== "ACTIVE");
    for (const l of dead) links.put({ ...l, status: "ACTIVE" });
    try {
      return await original(op)(ctx);
    } finally {
      for (const l of dead) links.put({ ...links.get(l.id)!, status: l.status });
    }
  };

export const stablecoinRefusalFaults: Fault[] = [
  {
    name: "provider link _invalid trigger ignored",
    kind: "magic-outcome",
    description: "POST /stablecoin-provider-accounts links an apiClientId ending _invalid (the sandbox trigger says 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID).",
    simulatorOptions: {
      handlers: {
        linkStablecoinProviderAccount: withBody("linkStablecoinProviderAccount", (c) => ({
          ...c.body,
          apiClientId: String(c.body.apiClientId).replace(/_invalid$/i, ""),
        })),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.link-triggers"],
  },
  {
    name: "duplicate provider link accepted",
    kind: "status",
    description: "A second link of the same API client while the first is ACTIVE is linked again instead of 409 CONFLICT.",
    simulatorOptions: {
      handlers: {
        linkStablecoinProviderAccount: withBody("linkStablecoinProviderAccount", (c) =>
          [...providerAccountsOf(c.store).values()].some((l) => l.apiClientId === c.body.apiClientId)
            ? { ...c.body, apiClientId: `${c.body.apiClientId}-${Date.now()}` }
            : undefined,
        ),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.link-duplicate"],
  },
  {
    name: "registration without a link id takes the first ACTIVE link",
    kind: "error-code",
    description:
      "POST /stablecoins without stablecoinProviderAccountId while several links are ACTIVE registers through one of them instead of 400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED.",
    simulatorOptions: {
      handlers: {
        registerStablecoin: withBody("registerStablecoin", (c) =>
          c.body.stablecoinProviderAccountId === undefined && firstActiveLink(c) ? { ...c.body, stablecoinProviderAccountId: firstActiveLink(c) } : undefined,
        ),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.link-selection"],
  },
  {
    name: "registration through an unknown link takes the first ACTIVE link",
    kind: "not-found",
    description:
      "POST /stablecoins naming an unknown stablecoinProviderAccountId registers through an ACTIVE link instead of 404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND.",
    simulatorOptions: {
      handlers: {
        registerStablecoin: withBody("registerStablecoin", (c) => {
          const id = c.body.stablecoinProviderAccountId;
          return typeof id === "string" && !providerAccountsOf(c.store).get(id) ? { ...c.body, stablecoinProviderAccountId: firstActiveLink(c) } : undefined;
        }),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.link-not-found"],
  },
  {
    name: "registration with no ACTIVE link answers 404",
    kind: "error-code",
    description:
      "POST /stablecoins without a link id on a platform with no ACTIVE link answers 404 STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND instead of 400 STABLECOIN_PROVIDER_SOURCE_NOT_LINKED.",
    simulatorOptions: recode(["registerStablecoin"], "STABLECOIN_PROVIDER_SOURCE_NOT_LINKED", { status: 404, code: "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND" }),
    only: ONLY,
    expectRules: ["stablecoins.link-none"],
  },
  {
    name: "taken token identifier reported as a taken symbol",
    kind: "error-code",
    description:
      "Registering a token identifier already registered answers 409 STABLECOIN_SYMBOL_ALREADY_EXISTS instead of STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS.",
    simulatorOptions: recode(["registerStablecoin"], "STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS", { status: 409, code: "STABLECOIN_SYMBOL_ALREADY_EXISTS" }),
    only: ONLY,
    expectRules: ["stablecoins.registration-unique"],
  },
  {
    name: "taken symbol answered as a provider error",
    kind: "error-code",
    description:
      "Registering a token whose symbol is already registered answers 400 STABLECOIN_PROVIDER_ERROR instead of 409 STABLECOIN_SYMBOL_ALREADY_EXISTS.",
    simulatorOptions: recode(["registerStablecoin"], "STABLECOIN_SYMBOL_ALREADY_EXISTS", { status: 400, code: "STABLECOIN_PROVIDER_ERROR" }),
    only: ONLY,
    expectRules: ["stablecoins.symbol-unique"],
  },
  {
    name: "reused Idempotency-Key answered 400 on stablecoin operations",
    kind: "status",
    description: "POST /stablecoins, /mints and /burns under a key used before with another request answer 400 INVALID_INPUT instead of 409 CONFLICT.",
    simulatorOptions: rewrite(["registerStablecoin", ...OPERATIONS], (r) => {
      const b = r.body as { code?: string; reason?: string } | undefined;
      return r.status === 409 && b?.code === "CONFLICT" && /Idempotency-Key/.test(b.reason ?? "")
        ? { ...r, status: 400, body: { ...b, code: "INVALID_INPUT" } }
        : r;
    }),
    only: ONLY,
    expectRules: ["stablecoins.key-reuse"],
  },
  {
    name: "zero mint or burn answered as not representable",
    kind: "error-code",
    description: "A mint or burn of 0 units answers 400 STABLECOIN_AMOUNT_NOT_REPRESENTABLE instead of INVALID_AMOUNT.",
    simulatorOptions: recode(OPERATIONS, "INVALID_AMOUNT", { status: 400, code: "STABLECOIN_AMOUNT_NOT_REPRESENTABLE" }),
    only: ONLY,
    expectRules: ["stablecoins.operation-inputs"],
    withoutControl: PROVISIONING,
  },
  {
    name: "account in another currency answered not found",
    kind: "error-code",
    description: "A mint funded, or a burn paid out, in another currency than the coin's answers 404 ACCOUNT_NOT_FOUND instead of 400 INVALID_CURRENCY.",
    simulatorOptions: recode(OPERATIONS, "INVALID_CURRENCY", { status: 404, code: "ACCOUNT_NOT_FOUND" }),
    only: ONLY,
    expectRules: ["stablecoins.operation-inputs"],
    withoutControl: PROVISIONING,
  },
  {
    name: "live burn sources refused as unsupported",
    kind: "error-code",
    description: "Burns from EXTERNAL_ACCOUNT and PROVIDER_INTERNAL_BALANCE answer 400 STABLECOIN_BURN_SOURCE_NOT_SUPPORTED (live: both are burn sources).",
    simulatorOptions: {
      handlers: {
        createStablecoinBurn: (ctx: HandlerContext) =>
          ["EXTERNAL_ACCOUNT", "PROVIDER_INTERNAL_BALANCE"].includes(ctx.body?.source?.type) && stablecoinsOf(ctx.store).get(ctx.params.stablecoinId)
            ? { status: 400, body: { code: "STABLECOIN_BURN_SOURCE_NOT_SUPPORTED", reason: "only SERVICE_INTERNAL_ACCOUNT" } }
            : original("createStablecoinBurn")(ctx),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.burn-sources", "response.operation-code"],
    withoutControl: PROVISIONING,
  },
  {
    name: "external-account burn without its deposit address",
    kind: "schema",
    description: "A burn from EXTERNAL_ACCOUNT answers 201 with no fundingInstructions (live: they name the provider's deposit address).",
    simulatorOptions: rewrite(["createStablecoinBurn"], (r) => {
      const { fundingInstructions: _gone, ...rest } = (r.body ?? {}) as Record<string, unknown>;
      return r.status === 201 ? { ...r, body: rest } : r;
    }),
    only: ONLY,
    expectRules: ["stablecoins.burn-deposit"],
    withoutControl: PROVISIONING,
  },
  {
    name: "mint into an external Spark wallet refused",
    kind: "not-found",
    description:
      "A mint whose destination is an ExternalAccount: id answers 404 ACCOUNT_NOT_FOUND (live: an active Spark wallet external account receives it).",
    simulatorOptions: {
      handlers: {
        createStablecoinMint: (ctx: HandlerContext) =>
          String(ctx.body?.destination?.accountId ?? "").startsWith("ExternalAccount:") && stablecoinsOf(ctx.store).get(ctx.params.stablecoinId)
            ? { status: 404, body: { code: "ACCOUNT_NOT_FOUND", reason: "no internal account" } }
            : original("createStablecoinMint")(ctx),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.mint-external"],
    withoutControl: PROVISIONING,
  },
  {
    name: "unknown account of a mint or burn answered 400",
    kind: "not-found",
    description: "A mint or burn naming an unknown internal or external account answers 400 INVALID_INPUT instead of 404 ACCOUNT_NOT_FOUND.",
    simulatorOptions: recode(OPERATIONS, "ACCOUNT_NOT_FOUND", { status: 400, code: "INVALID_INPUT" }),
    only: ONLY,
    expectRules: ["stablecoins.account-not-found"],
    withoutControl: PROVISIONING,
  },
  {
    name: "burn skips the Service enablement",
    kind: "state-transition",
    description:
      "A burn of a provisioned coin whose Service operations are not ENABLED goes on (answering for the holding) instead of 400 STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED.",
    simulatorOptions: {
      handlers: {
        createStablecoinBurn: coinAs("createStablecoinBurn", (c) =>
          c.serviceOperationsStatus !== "ENABLED" ? { serviceOperationsStatus: "ENABLED" } : undefined,
        ),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.operations"],
    withoutControl: PROVISIONING,
  },
  {
    name: "unrepresentable burn amount rounded",
    kind: "error-code",
    description: "A burn amount that is not a whole number of cents is rounded down and accepted instead of 400 STABLECOIN_AMOUNT_NOT_REPRESENTABLE.",
    simulatorOptions: {
      handlers: {
        createStablecoinBurn: withBody("createStablecoinBurn", (c) => {
          const a = c.body?.amount;
          return typeof a === "string" && /^\d+$/.test(a) && BigInt(a) > 10_000n
            ? { ...c.body, amount: ((BigInt(a) / 10_000n) * 10_000n).toString() }
            : undefined;
        }),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.operations"],
    withoutControl: PROVISIONING,
  },
  {
    name: "mint and burn of a coin not provisioned go on",
    kind: "state-transition",
    description: "Mints and burns of a coin that is not PROVISIONED are judged as if it were, instead of 400 STABLECOIN_NOT_PROVISIONED.",
    simulatorOptions: {
      handlers: Object.fromEntries(
        OPERATIONS.map((op) => [op, coinAs(op, (c) => (c.issuanceStatus !== "PROVISIONED" ? { issuanceStatus: "PROVISIONED" } : undefined))]),
      ),
    },
    only: ONLY,
    expectRules: ["stablecoins.operations"],
  },
  {
    name: "enablement requested again while DISABLED",
    kind: "state-transition",
    description:
      "Requesting enablement of a coin the operator DISABLED moves it back to PENDING_APPROVAL (200) instead of 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE.",
    simulatorOptions: {
      handlers: {
        requestStablecoinServiceOperations: coinAs("requestStablecoinServiceOperations", (c) =>
          c.serviceOperationsStatus === "DISABLED" ? { serviceOperationsStatus: "NOT_ENABLED" } : undefined,
        ),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.enablement"],
    withoutControl: /operatorWalk/,
  },
  {
    name: "provider link _revoke trigger ignored",
    kind: "magic-outcome",
    description: "A link whose apiClientId ends _revoke stays ACTIVE (the sandbox trigger says REVOKED a minute later).",
    simulatorOptions: {
      handlers: {
        linkStablecoinProviderAccount: withBody("linkStablecoinProviderAccount", (c) => ({
          ...c.body,
          apiClientId: String(c.body.apiClientId).replace(/_revoke$/i, ""),
        })),
      },
    },
    only: ONLY,
    expectRules: ["stablecoins.later-triggers"],
  },
  {
    name: "revoked or invalid provider link still usable",
    kind: "state-transition",
    description: "Registrations, mints and burns through a link reading REVOKED or INVALID go on as if it were ACTIVE.",
    simulatorOptions: { handlers: Object.fromEntries(["registerStablecoin", ...OPERATIONS].map((op) => [op, linksActive(op)])) },
    only: ONLY,
    expectRules: ["stablecoins.link-usable"],
  },
];
