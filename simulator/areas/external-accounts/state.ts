/** The external accounts area's declared state: external accounts (with their internal part) and liveness check tokens. */
import { declareCollection } from "../../store/declarations.js";
import type { StoredExternalAccount } from "./domain/account.js";

/** Liveness link token -> account (the hosted page finds its account through it). */
export interface LivenessTokenRecord {
  id: string;
  externalAccountId: string;
}

export const externalAccounts = declareCollection<StoredExternalAccount>("externalAccounts", { indexes: ["customerId"] });
export const externalAccountsOf = externalAccounts.of;

export const livenessTokens = declareCollection<LivenessTokenRecord>("livenessTokens");
export const livenessTokensOf = livenessTokens.of;
