/**
 * The embedded-wallet actions on internal accounts (export, privacy update; both signed)
 * and the signature of quote execution from an embedded wallet: `withWalletSignatures`
 * wraps the money area's `executeQuote` handler by operationId, so the money handlers
 * stay unaware of wallets.
 */
import type { HandlerContext, HandlerMap } from "./types.js";
import { sealCredentialBundle, uncompressedKey } from "../domain/wallet-auth/keys.js";
import { ApiError } from "../errors/api-error.js";
import { accountsOf, quoteMetaOf, render } from "./money-repo.js";
import { withSignedRetry, type SigningScope } from "./wallet-auth-signed.js";
import { walletOr409, walletsOf } from "./wallet-auth-repo.js";

const walletScope = (ctx: HandlerContext): SigningScope => {
  walletOr409(ctx.store, ctx.params.id);
  return { accountId: ctx.params.id, signer: { kind: "walletSession" } };
};

/** The account as GET renders it, with the wallet's `privateEnabled`. */
export function renderWalletAccount(ctx: HandlerContext, id: string): Record<string, unknown> {
  const out = render(accountsOf(ctx.store).get(id)!) as Record<string, unknown>;
  const w = walletsOf(ctx.store).get(id);
  return w ? { ...out, privateEnabled: w.privateEnabled } : out;
}

function exportScope(ctx: HandlerContext): SigningScope {
  const s = walletScope(ctx);
  if (!uncompressedKey(String(ctx.body.clientPublicKey)))
    throw ApiError.invalidInput([
      { field: "clientPublicKey", in: "body", code: "INVALID_VALUE", reason: "must be a P-256 public key, hex (compressed 02/03 or uncompressed 04)" },
    ]);
  return s;
}

function exportWallet(ctx: HandlerContext) {
  const w = walletOr409(ctx.store, ctx.params.id);
  return { status: 200, body: { id: w.id, encryptedWalletCredentials: sealCredentialBundle(w.walletKey, String(ctx.body.clientPublicKey)) } };
}

function update(ctx: HandlerContext) {
  const w = walletOr409(ctx.store, ctx.params.id);
  if (typeof ctx.body.privateEnabled === "boolean") walletsOf(ctx.store).put({ ...w, privateEnabled: ctx.body.privateEnabled });
  return { status: 200, body: renderWalletAccount(ctx, w.id) };
}

export const walletAccountHandlers: HandlerMap = {
  exportInternalAccount: withSignedRetry(exportScope, exportWallet),
  updateInternalAccount: withSignedRetry(walletScope, update),
};

/** Quote execution needs a wallet signature when the quote's source is an embedded wallet. */
function executeScope(ctx: HandlerContext): SigningScope | undefined {
  const meta = quoteMetaOf(ctx.store).get(ctx.params.quoteId);
  if (!meta || meta.sourceKind !== "INTERNAL" || !walletsOf(ctx.store).get(meta.sourceRef)) return undefined;
  return { accountId: meta.sourceRef, signer: { kind: "walletSession" } };
}

/** Operations of other areas that take a wallet signature, wrapped by operationId. */
const signedElsewhere: Record<string, (ctx: HandlerContext) => SigningScope | undefined> = {
  executeQuote: executeScope,
};

/** Wrap the handlers of other areas that need wallet signatures or show wallet fields (applied once, at start). */
export function withWalletSignatures(map: HandlerMap): HandlerMap {
  const out = { ...map };
  for (const [opId, scope] of Object.entries(signedElsewhere)) if (out[opId]) out[opId] = withSignedRetry(scope, out[opId]);
  // Reads of internal accounts show an embedded wallet's privateEnabled.
  const withPrivacy = (ctx: HandlerContext, a: { id?: string }) => {
    const w = a?.id ? walletsOf(ctx.store).get(a.id) : undefined;
    return w ? { ...a, privateEnabled: w.privateEnabled } : a;
  };
  const get = out.getInternalAccount;
  if (get) {
    out.getInternalAccount = async (ctx) => {
      const r = await get(ctx);
      return r.status === 200 ? { ...r, body: withPrivacy(ctx, r.body as { id?: string }) } : r;
    };
  }
  for (const opId of ["listCustomerInternalAccounts", "listPlatformInternalAccounts"]) {
    const list = out[opId];
    if (!list) continue;
    out[opId] = async (ctx) => {
      const r = await list(ctx);
      const page = r.body as { data?: { id?: string }[] } | undefined;
      return r.status === 200 && Array.isArray(page?.data) ? { ...r, body: { ...page, data: page.data.map((a) => withPrivacy(ctx, a)) } } : r;
    };
  }
  return out;
}
