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

/** A syntactically valid id that no target holds, for each path parameter name. */
export function unknownIdFor(param: string, path: string): string {
  const uuid = "00000000-0000-4000-8000-0000000000ff";
  const byName: Record<string, string> = {
    customerId: `Customer:${uuid}`,
    externalAccountId: `ExternalAccount:${uuid}`,
    accountId: `InternalAccount:${uuid}`,
    quoteId: `Quote:${uuid}`,
    transactionId: `Transaction:${uuid}`,
    verificationId: `Verification:${uuid}`,
    documentId: `Document:${uuid}`,
    beneficialOwnerId: `BeneficialOwner:${uuid}`,
    tokenId: `Token:${uuid}`,
    jobId: `BulkJob:${uuid}`,
    invitationCode: "NOSUCHCODE",
    stablecoinId: `Stablecoin:${uuid}`,
    operationId: `StablecoinOperation:${uuid}`,
    agentId: `Agent:${uuid}`,
    actionId: `AgentAction:${uuid}`,
    cardTransactionId: `Transaction:${uuid}`,
    receiverUmaAddress: "$nobody@example.com",
    credentialId: `ScaFactor:${uuid}`,
    resetId: `ScaFactorReset:${uuid}`,
    code: "NOSUCH-CODE",
  };
  if (byName[param]) return byName[param];
  if (param === "id") {
    if (path.startsWith("/cards") || path.startsWith("/sandbox/cards")) return `Card:${uuid}`;
    if (path.startsWith("/internal-accounts")) return `InternalAccount:${uuid}`;
    if (path.startsWith("/auth/sessions")) return `Session:${uuid}`;
    if (path.startsWith("/auth/delegated-keys")) return `DelegatedKey:${uuid}`;
    if (path.startsWith("/auth/credentials")) return `Credential:${uuid}`;
    if (path.startsWith("/stablecoin-provider-accounts")) return `StablecoinProviderAccount:${uuid}`;
  }
  return `Unknown:${uuid}`;
}

/** Fill a path template's parameters. */
export function fillPath(path: string, values: Record<string, string> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? unknownIdFor(name, path)));
}
