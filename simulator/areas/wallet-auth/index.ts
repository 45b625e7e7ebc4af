/**
 * The embedded-wallet authentication area (credentials, OTP / OAuth / passkey verification,
 * sessions, signed requests, wallet export): its manifest. `wrap` adds the wallet signature
 * to the operations of other areas that move an embedded wallet's money (quote execution)
 * and the wallet's fields to internal account reads.
 */
import type { AreaManifest } from "../manifest.js";
import { walletAuthHandlers, withWalletSignatures } from "./handlers.js";
import { challenges, credentials, delegatedKeys, sessions, signedRequests, wallets } from "./state.js";

export const walletAuthArea: AreaManifest = {
  name: "wallet-auth",
  handlers: walletAuthHandlers,
  collections: [wallets, credentials, challenges, sessions, signedRequests, delegatedKeys],
  wrap: withWalletSignatures,
};
