/**
 * The embedded-wallet actions on internal accounts (export, privacy update; both signed)
 * and the signature of quote execution from an embedded wallet: `withWalletSignatures`
 * wraps the money area's `executeQuote` and the agents' `agentExecuteQuote` handlers by
 * operationId (and their quote answers, see quotes.ts), so those areas stay unaware of wallets.
 */
import { handlerMap, type HandlerContext, type HandlerMap, type Schema, type TypedContext, type TypedResult } from "../../types.js";
import { sealCredentialBundle, uncompressedKey } from "../domain/keys.js";
import { ApiError } from "../../../errors/api-error.js";
import { accountsOf, renderAccount as render } from "../../money/service.js";
import { signedHandler, withSignedRetry, type ImpliedRequest, type ScopeFor, type SigningScope } from "../signatures.js";
import { agentExecuteScope, executeImplied, executeScope, withQuoteInstructions } from "./quotes.js";
import { walletOf, walletOr409, walletsOf } from "../service.js";

type WalletAccountOperation = "exportInternalAccount" | "updateInternalAccount";

const walletScope = (ctx: TypedContext<WalletAccountOperation>): ScopeFor<WalletAccountOperation> => {
  walletOr409(ctx.store, ctx.params.id);
  return { accountId: ctx.params.id, signer: { kind: "walletSession" } };
};

/** An internal account with an embedded wallet's `privateEnabled` (an account without a wallet as it is). */
function withPrivacy(ctx: Pick<HandlerContext, "store">, a: Schema<"InternalAccount">): Schema<"InternalAccount"> {
  const w = walletOf(ctx.store, a.id);
  return w ? { ...a, privateEnabled: w.privateEnabled } : a;
}

/** The account as GET renders it, with the wallet's `privateEnabled`. */
export function renderWalletAccount(ctx: Pick<HandlerContext, "store">, id: string): Schema<"InternalAccount"> {
  return withPrivacy(ctx, render(accountsOf(ctx.store).get(id)!));
}

function exportScope(ctx: TypedContext<"exportInternalAccount">): ScopeFor<"exportInternalAccount"> {
  const s = walletScope(ctx);
  if (!uncompressedKey(ctx.body.clientPublicKey))
    throw ApiError.invalidInput([
      { field: "clientPublicKey", in: "body", code: "INVALID_VALUE", reason: "must be a P-256 public key, hex (compressed 02/03 or uncompressed 04)" },
    ]);
  return s;
}

function exportWallet(ctx: TypedContext<"exportInternalAccount">): TypedResult<"exportInternalAccount"> {
  const w = walletOr409(ctx.store, ctx.params.id);
  return { status: 200, body: { id: w.id, encryptedWalletCredentials: sealCredentialBundle(w.walletKey, ctx.body.clientPublicKey) } };
}

function update(ctx: TypedContext<"updateInternalAccount">): TypedResult<"updateInternalAccount"> {
  const w = walletOr409(ctx.store, ctx.params.id);
  if (typeof ctx.body.privateEnabled === "boolean") walletsOf(ctx.store).put({ ...w, privateEnabled: ctx.body.privateEnabled });
  return { status: 200, body: renderWalletAccount(ctx, w.id) };
}

export const walletAccountHandlers: HandlerMap = handlerMap({
  exportInternalAccount: signedHandler(exportScope, exportWallet),
  updateInternalAccount: signedHandler(walletScope, update),
});

/** Operations of other areas that take a wallet signature, wrapped by operationId. */
const signedElsewhere: Record<string, { scope: (ctx: HandlerContext) => SigningScope | undefined; implied?: ImpliedRequest }> = {
  executeQuote: { scope: executeScope, implied: executeImplied },
  agentExecuteQuote: { scope: agentExecuteScope, implied: executeImplied },
};

/** Wrap the handlers of other areas that need wallet signatures or show wallet fields (applied once, at start). */
export function withWalletSignatures(map: HandlerMap): HandlerMap {
  const out = withQuoteInstructions(map);
  for (const [opId, s] of Object.entries(signedElsewhere)) if (out[opId]) out[opId] = withSignedRetry(s.scope, out[opId], s.implied);
  // Reads of internal accounts show an embedded wallet's privateEnabled (the answers are InternalAccount and InternalAccountList).
  const get = out.getInternalAccount;
  if (get) {
    out.getInternalAccount = async (ctx) => {
      const r = await get(ctx);
      return r.status === 200 ? { ...r, body: withPrivacy(ctx, r.body as Schema<"InternalAccount">) } : r;
    };
  }
  for (const opId of ["listCustomerInternalAccounts", "listPlatformInternalAccounts"]) {
    const list = out[opId];
    if (!list) continue;
    out[opId] = async (ctx) => {
      const r = await list(ctx);
      const page = r.body as Schema<"InternalAccountList"> | undefined;
      return r.status === 200 && Array.isArray(page?.data) ? { ...r, body: { ...page, data: page.data.map((a) => withPrivacy(ctx, a)) } } : r;
    };
  }
  return out;
}
