/** The rules model.stablecoins names, with where each comes from. */
import { describedRule as d, designedRule, liveRule, type RuleSpec } from "../../contract/rule-spec.js";
import { stablecoinRules } from "../../../contract/rules/stablecoins.js";

/** Platform time (s) until a coin registered now is provisioned (its issuance lifecycle), with a margin. */
export const provisioningSeconds = (): number => {
  const steps = stablecoinRules().issuance.lifecycles.default;
  return steps[steps.length - 1].afterSeconds + 2;
};

/** Platform time (s) until a link the provider changes later has its new status (the latest such trigger), with a margin. */
export const laterStatusSeconds = (): number => Math.max(...Object.values(stablecoinRules().providerAccounts.laterStatus).map((l) => l.afterSeconds)) + 2;

export const STABLECOIN_RULES: RuleSpec[] = [
  d("setup", "The calls the model needs to get going are answered (a funded account, a provider link, a provisioned coin)."),
  d(
    "stablecoins.enablement",
    "Stablecoin Service enablement: a request moves NOT_ENABLED to PENDING_APPROVAL, a repeat while PENDING_APPROVAL succeeds, every other state answers 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE.",
  ),
  designedRule(
    "stablecoins.operator",
    "The operator's moves between PENDING_APPROVAL, ENABLING, ENABLED and DISABLED (the description: driven by the operator, not shown).",
    { control: true },
  ),
  d(
    "stablecoins.operations",
    "Mints and burns are refused on a coin not provisioned (STABLECOIN_NOT_PROVISIONED), while not ENABLED (STABLECOIN_SERVICE_OPERATIONS_NOT_ENABLED), for amounts not representable (STABLECOIN_AMOUNT_NOT_REPRESENTABLE), beyond the funds (INSUFFICIENT_FUNDS): the description's stablecoin codes.",
    { control: true },
  ),
  liveRule(
    "stablecoins.provider-account-read",
    "live: GET /stablecoin-provider-accounts/{stablecoinProviderAccountId} answers the platform's provider account link with that id, as GET /stablecoin-provider-accounts lists it.",
  ),
  designedRule("stablecoins.lifecycle", "An operation moves through its designed lifecycle on the platform clock.", { control: true, waitSeconds: 10 }),
  designedRule(
    "stablecoins.balance",
    "A mint holds its fiat at once, settles it when COMPLETED and releases it when FAILED or EXPIRED (designed: when the fiat moves is ours).",
    {
      control: true,
      waitSeconds: 10,
    },
  ),
  designedRule(
    "stablecoins.link-triggers",
    "POST /stablecoin-provider-accounts with an apiClientId ending `_invalid` answers 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID (a designed sandbox trigger, spec/rules/stablecoins.yaml: the provider rejects the credentials).",
  ),
  designedRule(
    "stablecoins.link-duplicate",
    "A second link of the same provider account (the same apiClientId) while the first is not REVOKED answers 409 CONFLICT (designed; live documents 409 on the operation without naming its causes).",
  ),
  designedRule(
    "stablecoins.link-none",
    "POST /stablecoins without stablecoinProviderAccountId on a platform with no ACTIVE link answers 400 STABLECOIN_PROVIDER_SOURCE_NOT_LINKED (the description lists the code; that this is its cause is designed).",
  ),
  d(
    "stablecoins.link-selection",
    "POST /stablecoins without stablecoinProviderAccountId while several links are ACTIVE answers 400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED (description: several active links; pass stablecoinProviderAccountId).",
  ),
  liveRule(
    "stablecoins.link-not-found",
    "live: POST /stablecoins answers 404 when the referenced stablecoin provider account is not found; the code is the description's STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND.",
  ),
  d(
    "stablecoins.registration-unique",
    "Registering a providerTokenIdentifier or networkTokenIdentifier a coin of the platform already holds answers 409 STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS (description, 409 table: already registered).",
  ),
  designedRule(
    "stablecoins.symbol-unique",
    "Registering a token whose symbol a coin of the platform already has answers 409 STABLECOIN_SYMBOL_ALREADY_EXISTS (the code is the description's; the symbol a providerTokenIdentifier gives is the designed sandbox catalogue).",
  ),
  designedRule(
    "stablecoins.key-reuse",
    "An Idempotency-Key used before with another request answers 409 CONFLICT on POST /stablecoins, /mints and /burns (designed; live: the link operation rejects conflicting payloads under a used key, and documents 409 on these operations).",
  ),
  designedRule(
    "stablecoins.operation-inputs",
    "Mints and burns of a usable coin refuse an amount of 0 (400 INVALID_AMOUNT), a funding account or payout account not in the coin's baseCurrency (400 INVALID_CURRENCY): designed causes of codes the description lists.",
    { control: true, waitSeconds: provisioningSeconds() },
  ),
  liveRule(
    "stablecoins.burn-sources",
    "live: POST /stablecoins/{stablecoinId}/burns takes the burn sources EXTERNAL_ACCOUNT (the issuer sends the tokens from any wallet; the burn waits for them) and PROVIDER_INTERNAL_BALANCE (the provider spends the balance it holds): a burn from EXTERNAL_ACCOUNT of a usable coin is created (201), and neither is refused as an unsupported source.",
    { control: true, waitSeconds: provisioningSeconds() },
  ),
  liveRule(
    "stablecoins.burn-deposit",
    "live: a burn from EXTERNAL_ACCOUNT answers funding instructions naming the provider's deposit address to send the stablecoin to.",
    { control: true, waitSeconds: provisioningSeconds() },
  ),
  liveRule(
    "stablecoins.mint-external",
    "live: a mint's destination may be an ExternalAccount: id (in the provider-backed flow, an active Spark wallet external account): a wire-funded mint of a usable coin into one is created (201).",
    { control: true, waitSeconds: provisioningSeconds() },
  ),
  designedRule(
    "stablecoins.mint-external-type",
    "A mint into an external account that is not an ACTIVE Spark wallet answers 400 STABLECOIN_EXTERNAL_ACCOUNT_NOT_SUPPORTED (live: it must be an active Spark wallet; the code is the description's, its cause designed).",
    { control: true, waitSeconds: provisioningSeconds() },
  ),
  liveRule(
    "stablecoins.account-not-found",
    "live: POST /stablecoins/{stablecoinId}/mints and /burns answer 404 when a referenced account is not found (a coin that is usable; the coin's own refusals come first).",
    { control: true, waitSeconds: provisioningSeconds() },
  ),
  designedRule("stablecoins.not-found-code", "That 404 carries ACCOUNT_NOT_FOUND (designed: the description lists the code, not which operation answers it).", {
    control: true,
    waitSeconds: provisioningSeconds(),
  }),
  designedRule(
    "stablecoins.later-triggers",
    "A link whose apiClientId ends `_revoke` / `_invalidate` reads REVOKED / INVALID a minute after it was linked, and a coin whose providerTokenIdentifier ends `-enable` is PROVISIONED and ENABLED by then once enablement is requested (designed sandbox triggers, spec/rules/stablecoins.yaml).",
    { waitSeconds: laterStatusSeconds() },
  ),
  liveRule(
    "stablecoins.link-usable",
    "live: STABLECOIN_PROVIDER_ACCOUNT_REVOKED (the link has been revoked) and STABLECOIN_PROVIDER_ACCOUNT_INVALID (the link is not usable) answer a registration through a link reading REVOKED / INVALID, and a mint or burn of a provisioned, enabled coin whose link reads so.",
    { waitSeconds: laterStatusSeconds() },
  ),
];
