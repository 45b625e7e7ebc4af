/** The embedded-wallet area's declared state: wallets, credentials, challenges, sessions, signed requests and delegated keys. */
import { declareCollection } from "../../store/declarations.js";
import type { ChallengeRecord, CredentialRecord, DelegatedKeyRecord, SessionRecord, SignedRequestRecord, WalletRecord } from "./domain/records.js";

export const wallets = declareCollection<WalletRecord>("embeddedWallets", { indexes: ["customerId"] });
export const walletsOf = wallets.of;

export const credentials = declareCollection<CredentialRecord>("walletCredentials", { indexes: ["accountId", "customerId", "identifier"] });
export const credentialsOf = credentials.of;

export const challenges = declareCollection<ChallengeRecord>("walletChallenges");
export const challengesOf = challenges.of;

export const sessions = declareCollection<SessionRecord>("walletSessions", { indexes: ["accountId"] });
export const sessionsOf = sessions.of;

export const signedRequests = declareCollection<SignedRequestRecord>("walletSignedRequests");
export const signedRequestsOf = signedRequests.of;

export const delegatedKeys = declareCollection<DelegatedKeyRecord>("walletDelegatedKeys", { indexes: ["accountId", "fundingSourceId"] });
export const delegatedKeysOf = delegatedKeys.of;
