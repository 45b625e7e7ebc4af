/**
 * Quotes from an embedded wallet, as the live service signs them: the quote (created or read)
 * carries a payment instruction `{accountType: EMBEDDED_WALLET, payloadToSign}`, a signed
 * request issued for the quote's execution and bound to it until the quote expires; the
 * holder stamps it with a live session key and sends the stamp as `Service-Wallet-Signature`
 * on execute, without `Request-Id`. The description's form (execute answers 202 with a
 * fresh `payloadToSign`, then the signed retry with `Request-Id`) still works.
 */
import type { HandlerContext, HandlerMap, HandlerResult, Schema } from "../../types.js";
import { walletAuthRules } from "../../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../../errors/api-error.js";
import { quoteMetaOf } from "../../money/service.js";
import { agentQuoteExecution } from "../../agents/service.js";
import { issueSignedRequest, requestFingerprint } from "../domain/signed-retry.js";
import type { SignedRequestRecord } from "../domain/records.js";
import { signedRequestsOf, walletOf } from "../service.js";
import type { ImpliedRequest, SigningScope } from "../signatures.js";

type Quote = Schema<"Quote">;

/** The id of the signed request bound to a quote's execution (one per quote). */
const boundRequestId = (quoteId: string): string => `Request:${quoteId.replace(/^Quote:/, "")}`;
const boundFingerprint = (quoteId: string): string => requestFingerprint("executeQuote", { quoteId }, {}, undefined);

/** The wallet a quote takes its money from, when its source is an embedded wallet. */
function sourceWallet(ctx: Pick<HandlerContext, "store">, quoteId: string): string | undefined {
  const meta = quoteMetaOf(ctx.store).get(quoteId);
  return meta && meta.sourceKind === "INTERNAL" && walletOf(ctx.store, meta.sourceRef) ? meta.sourceRef : undefined;
}

/** The signed request bound to the quote's execution, issued on first sight. */
function boundRequest(ctx: HandlerContext, quote: Quote, accountId: string): SignedRequestRecord {
  const id = boundRequestId(quote.id);
  const known = signedRequestsOf(ctx.store).get(id);
  if (known) return known;
  const nowMs = ctx.clock.now().getTime();
  const req = issueSignedRequest({
    requestId: id,
    operationId: "executeQuote",
    fingerprint: boundFingerprint(quote.id),
    accountId,
    signer: { kind: "walletSession" },
    wallet: walletOf(ctx.store, accountId),
    nowIso: ctx.clock.iso(),
    // Signable for as long as the quote can be executed.
    ttlSeconds: Math.max(walletAuthRules().ttlSeconds.signedRequest, Math.ceil((Date.parse(quote.expiresAt) - nowMs) / 1000)),
  });
  signedRequestsOf(ctx.store).put(req);
  return req;
}

/** The quote with its wallet instruction added (a quote from anything else as it is). */
function withWalletInstruction(ctx: HandlerContext, quote: Quote): Quote {
  const accountId = sourceWallet(ctx, quote.id);
  if (!accountId) return quote;
  const req = boundRequest(ctx, quote, accountId);
  const entry: Schema<"QuotePaymentInstructions"> = {
    instructionsType: "EMBEDDED_WALLET",
    amount: { amount: quote.totalSendingAmount, currency: quote.sendingCurrency },
    reference: `WALLET-${quote.id.slice(6, 14).toUpperCase()}`,
    expiresAt: quote.expiresAt,
    accountOrWalletInfo: { accountType: "EMBEDDED_WALLET", payloadToSign: req.payloadToSign },
  };
  return { ...quote, paymentInstructions: [...(quote.paymentInstructions ?? []).filter((p) => p.instructionsType !== "EMBEDDED_WALLET"), entry] };
}

const isQuote = (b: unknown): b is Quote => typeof b === "object" && b !== null && typeof (b as { id?: unknown }).id === "string" && "source" in b;

/** A quote created and executed at once from a wallet would move its money unsigned: refused, as on the live service. */
function refuseUnsignedExecution(ctx: HandlerContext): void {
  const body = ctx.body as { immediatelyExecute?: unknown; source?: { sourceType?: unknown; accountId?: unknown } } | undefined;
  const accountId = body?.source?.sourceType === "ACCOUNT" && typeof body.source.accountId === "string" ? body.source.accountId : undefined;
  if (ctx.operationId === "createQuote" && body?.immediatelyExecute === true && accountId && walletOf(ctx.store, accountId))
    throw ApiError.invalidInput([
      {
        field: "immediatelyExecute",
        in: "body",
        code: "INVALID_VALUE",
        reason: `the source ${accountId} is an embedded wallet: create the quote, then execute it with Service-Wallet-Signature over its payloadToSign`,
      },
    ]);
}

/** Add the wallet instruction to the quotes an operation answers (created or read). */
function showingWalletInstruction(handler: HandlerMap[string]): HandlerMap[string] {
  return async (ctx): Promise<HandlerResult> => {
    refuseUnsignedExecution(ctx);
    const r = await handler(ctx);
    return r.status < 300 && isQuote(r.body) ? { ...r, body: withWalletInstruction(ctx, r.body) } : r;
  };
}

/** Quote execution needs a wallet signature when the quote's source is an embedded wallet. */
export function executeScope(ctx: HandlerContext): SigningScope | undefined {
  const accountId = sourceWallet(ctx, ctx.params.quoteId);
  return accountId ? { accountId, signer: { kind: "walletSession" } } : undefined;
}

/**
 * An agent's execution of its quote from an embedded wallet is signed as the customer's
 * (`signedAs` in spec/rules/wallet-auth.yaml): the agent's token, its own quote and its
 * policy are checked first, so a call refused anyway is never asked for a signature.
 */
export function agentExecuteScope(ctx: HandlerContext): SigningScope | undefined {
  agentQuoteExecution(ctx);
  return executeScope(ctx);
}

/** A signature without Request-Id on execute is judged against the quote's bound request. */
export const executeImplied: ImpliedRequest = (ctx) => {
  const id = boundRequestId(ctx.params.quoteId ?? "");
  return signedRequestsOf(ctx.store).get(id) ? { id, fingerprint: boundFingerprint(ctx.params.quoteId) } : undefined;
};

/** Wrap the quote operations that answer a quote so a wallet's quote carries its payload to sign. */
export function withQuoteInstructions(map: HandlerMap): HandlerMap {
  const out = { ...map };
  // The agents' quotes too: an agent's quote from its customer's wallet carries the same payload to sign.
  for (const opId of ["createQuote", "getQuote", "agentCreateQuote", "agentGetQuote"]) if (out[opId]) out[opId] = showingWalletInstruction(out[opId]);
  return out;
}
