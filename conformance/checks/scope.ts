/**
 * Which areas this version of the suite holds targets to beyond authentication.
 * Authentication is checked on every operation; the per-area checks (schemas of
 * success answers, not-found, negative and positive data, models) cover the areas
 * listed here. Adding an area: list it here and add its model folder.
 */
export const AREAS_UNDER_TEST = [
  "Platform Configuration",
  "Webhooks",
  "Customers",
  "KYC/KYB Verifications",
  "Documents",
  "Contact Verification",
  "External Accounts",
  "Discoveries",
  "Internal Accounts",
  "Exchange Rates",
  "Cross-Currency Transfers",
  "Transactions",
  "Same-Currency Transfers",
  "Stablecoins",
  "Invitations",
  "API Tokens",
  "Embedded Wallet Auth",
  "Cards",
  "Agent Management",
  "Sandbox",
];

/** Path parameters whose resource's id prefix is not their name without "Id", capitalized (customerId: Customer). */
const ID_PREFIXES: Record<string, string> = {
  accountId: "InternalAccount",
  jobId: "BulkJob",
  operationId: "StablecoinOperation",
  actionId: "AgentAction",
  cardTransactionId: "Transaction",
  credentialId: "ScaFactor",
  resetId: "ScaFactorReset",
};

/** Path parameters that are not ids: a value no target holds. */
const UNKNOWN_VALUES: Record<string, string> = { invitationCode: "NOSUCHCODE", receiverUmaAddress: "$nobody@example.com", code: "NOSUCH-CODE" };

/** The id prefix of a path parameter named `id`, by the path it stands in. */
const ID_PREFIX_BY_PATH: [string, string][] = [
  ["/cards", "Card"],
  ["/sandbox/cards", "Card"],
  ["/internal-accounts", "InternalAccount"],
  ["/auth/sessions", "Session"],
  ["/auth/delegated-keys", "DelegatedKey"],
  ["/auth/credentials", "Credential"],
  ["/stablecoin-provider-accounts", "StablecoinProviderAccount"],
];

/** A syntactically valid id that no target holds, for each path parameter name. */
export function unknownIdFor(param: string, path: string): string {
  const uuid = "00000000-0000-4000-8000-0000000000ff";
  if (UNKNOWN_VALUES[param]) return UNKNOWN_VALUES[param];
  if (ID_PREFIXES[param]) return `${ID_PREFIXES[param]}:${uuid}`;
  if (param.endsWith("Id") && param.length > 2) return `${param[0].toUpperCase()}${param.slice(1, -2)}:${uuid}`;
  const byPath = param === "id" ? ID_PREFIX_BY_PATH.find(([prefix]) => path.startsWith(prefix)) : undefined;
  return `${byPath?.[1] ?? "Unknown"}:${uuid}`;
}

/** Fill a path template's parameters. */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? unknownIdFor(name, path)));
}
