/**
 * The signed-retry protocol as a handler wrapper, usable by any operation:
 * `withSignedRetry(scopeOf, handler)`. `scopeOf(ctx)` checks the request's
 * preconditions (throwing its ApiErrors) and says whether it needs a wallet signature,
 * for which wallet and signer; without one the handler runs. The first leg answers 202
 * `{payloadToSign, requestId, expiresAt}` (and the credential `type` on /auth operations);
 * the retry is judged (spec/rules/wallet-auth.yaml `signedRetryFailures`, in order), the
 * request id is spent, and the handler runs with `signedRequestOf(ctx)` available.
 * `signedHandler(scopeOf, handler)` is the same for a handler typed by its operationId, its
 * scope checked against the operation's 202 schema.
 */
import { bothNames, loadHeaderNames } from "../../../contract/rules/header-names.js";
import { signedOperationOf, signedRetryFailure, walletAuthRules, type AuthMethodType, type SignedRetryCheck } from "../../../contract/rules/wallet-auth.js";
import { ApiError } from "../../errors/api-error.js";
import type {
  Handler,
  HandlerContext,
  HandlerResult,
  OperationId,
  ResponseBodyOf,
  Schema,
  StatusOf,
  TypedContext,
  TypedHandler,
  TypedResult,
} from "../types.js";
import type { SessionRecord, SignedRequestRecord, Signer } from "./domain/records.js";
import { issueSignedRequest, judgeRetry, requestFingerprint } from "./domain/signed-retry.js";
import { parseStamp, stampVerifies } from "./domain/stamp.js";
import { newId, sessionsOfAccount, signedRequestsOf, walletsOf } from "./service.js";

export interface SigningScope {
  accountId: string;
  signer: Signer;
  /** The credential type the request concerns (the 202's `type`, the set-changed code). */
  credentialType?: AuthMethodType;
  /** Put `type` in the 202 (the Auth* signed-request schemas require it). */
  typeInAnswer?: boolean;
  context?: Record<string, string>;
}

export type ScopeOf = (ctx: HandlerContext) => SigningScope | undefined | Promise<SigningScope | undefined>;

/** The operations of the contract that answer 202 with a signed-retry challenge. */
export type SignedOperation = { [K in OperationId]: 202 extends StatusOf<K> ? K : never }[OperationId];

/** Whether an answer of type A fits schema B field for field: assignable, and every field of A declared in B. */
type FitsSchema<A, B> = [A] extends [B] ? ([keyof A] extends [keyof B] ? true : false) : false;

/**
 * The signing scope of a typed operation, checked against the operation's 202 schema: where
 * that schema requires the credential `type` (AuthSignedRequestChallenge), the scope must name
 * it and put it in the answer; elsewhere the answer carries none. When the 202 schema no longer
 * fits the answer this wrapper gives (a field dropped or added), the scope is `never` and the
 * operation's scope function fails the typecheck.
 */
export type ScopeFor<K extends SignedOperation> =
  ResponseBodyOf<K, Extract<StatusOf<K>, 202>> extends infer B
    ? B extends { type: infer T extends AuthMethodType }
      ? FitsSchema<Schema<"SignedRequestChallenge"> & { type: T }, B> extends true
        ? SigningScope & { credentialType: T; typeInAnswer: true }
        : never
      : FitsSchema<Schema<"SignedRequestChallenge">, B> extends true
        ? SigningScope & { typeInAnswer?: false }
        : never
    : never;

const retried = new WeakMap<object, { request: SignedRequestRecord; session?: SessionRecord }>();

/** The signed request (and signing session) a retry was accepted with. */
export const signedRequestOf = (ctx: HandlerContext | TypedContext<OperationId>) => retried.get(ctx);

/** The answer of a failed signed-retry check (spec/rules/wallet-auth.yaml), `details.check` naming it. */
export function refuse(check: SignedRetryCheck, detail: string, type?: AuthMethodType): ApiError {
  const f = signedRetryFailure(check, type);
  return new ApiError(f.status, f.code, detail, { check });
}

const header = (ctx: HandlerContext, name: string): string | undefined => {
  const v = ctx.headers[name];
  return typeof v === "string" && v !== "" ? v : undefined;
};

/** The wallet signature, under the description's name or the live service's (spec/rules/header-names.yaml). */
const WALLET_SIGNATURE = bothNames(loadHeaderNames().walletSignature);
const walletSignature = (ctx: HandlerContext): string | undefined => header(ctx, WALLET_SIGNATURE[0]) ?? header(ctx, WALLET_SIGNATURE[1]);

/** The request's fingerprint, under the operation it is signed as (`signedAs`). */
const fingerprintOf = (ctx: HandlerContext) => requestFingerprint(signedOperationOf(ctx.operationId), ctx.params, ctx.query, ctx.body);

/**
 * A signed request issued before the operation is called (a wallet quote's `payloadToSign`):
 * a signature sent without `Request-Id` is judged against it, the request's fingerprint
 * standing for the call's.
 */
export type ImpliedRequest = (ctx: HandlerContext) => { id: string; fingerprint: string } | undefined;

/**
 * Issue a signed request for the call under `scope` and answer its 202. The first leg of every
 * signed flow; a handler whose flow has further legs (a delegated key's creation) answers the
 * next one with it from its signed retry.
 */
export function signedRequestChallenge(ctx: HandlerContext, scope: SigningScope): HandlerResult {
  const req = issueSignedRequest({
    requestId: newId("Request"),
    operationId: ctx.operationId,
    fingerprint: fingerprintOf(ctx),
    accountId: scope.accountId,
    signer: scope.signer,
    credentialType: scope.credentialType,
    wallet: walletsOf(ctx.store).get(scope.accountId),
    nowIso: ctx.clock.iso(),
    ttlSeconds: walletAuthRules().ttlSeconds.signedRequest,
    context: scope.context,
  });
  signedRequestsOf(ctx.store).put(req);
  const challenge: Schema<"SignedRequestChallenge"> = { payloadToSign: req.payloadToSign, requestId: req.id, expiresAt: req.expiresAt };
  if (!scope.typeInAnswer || !scope.credentialType) return { status: 202, body: challenge };
  return { status: 202, body: { ...challenge, type: scope.credentialType } satisfies Schema<"AuthSignedRequestChallenge"> };
}

/** `signedRequestChallenge` for a typed operation: the next leg of its signed flow (its 202). */
export function nextLeg<K extends SignedOperation>(ctx: TypedContext<K>, scope: ScopeFor<K>): TypedResult<K> {
  // The typed context is the pipeline's; the 202 body is the one ScopeFor<K> describes.
  return signedRequestChallenge(ctx as unknown as HandlerContext, scope) as unknown as TypedResult<K>;
}

export function withSignedRetry(scopeOf: ScopeOf, handler: Handler, impliedRequest?: ImpliedRequest): Handler {
  return async (ctx): Promise<HandlerResult> => {
    const signature = walletSignature(ctx);
    const implied = signature && !header(ctx, "request-id") ? impliedRequest?.(ctx) : undefined;
    const requestId = header(ctx, "request-id") ?? implied?.id;
    const rules = walletAuthRules();
    if (!signature && !requestId) {
      const scope = await scopeOf(ctx);
      if (!scope) return handler(ctx);
      return signedRequestChallenge(ctx, scope);
    }
    // An operation signed over an implied request (quote execution) takes a signature only where
    // one is needed: on a quote from anything but an embedded wallet the header is ignored.
    if (impliedRequest && !implied && !requestId && !(await scopeOf(ctx))) return handler(ctx);
    const known = requestId ? signedRequestsOf(ctx.store).get(requestId) : undefined;
    const type = known?.credentialType;
    if (!signature)
      throw refuse("SIGNATURE_MISSING", "the signed retry needs the Service-Wallet-Signature header (the ApiKeyStamper stamp of payloadToSign)", type);
    if (!requestId) throw refuse("REQUEST_ID_MISSING", "the signed retry needs the Request-Id header (the requestId of the 202 answer)", type);
    const parsed = parseStamp(signature, rules.stampScheme);
    if (!parsed.ok) throw refuse("MALFORMED", `Service-Wallet-Signature is malformed: ${parsed.reason}`, type);
    // OpenSSL's acceptance is synchronous; only a signature it refuses waits for the reference.
    const check = known ? stampVerifies(parsed.stamp, known.payloadToSign) : false;
    const verified = typeof check === "boolean" ? check : await check;
    // Read the request again (after an await, a concurrent retry may have spent it).
    const current = signedRequestsOf(ctx.store).get(requestId);
    const verdict = judgeRetry({
      request: current,
      operationId: ctx.operationId,
      fingerprint: implied?.fingerprint ?? fingerprintOf(ctx),
      stamp: parsed.stamp,
      verified,
      sessions: known ? sessionsOfAccount(ctx.store, known.accountId) : [],
      wallet: known ? walletsOf(ctx.store).get(known.accountId) : undefined,
      nowMs: ctx.clock.now().getTime(),
    });
    if (!verdict.ok) throw refuse(verdict.check, verdict.detail, verdict.type ?? type);
    const spent = { ...current!, usedAt: ctx.clock.iso() };
    signedRequestsOf(ctx.store).put(spent);
    retried.set(ctx, { request: spent, session: verdict.session });
    return handler(ctx);
  };
}

/**
 * `withSignedRetry` for a handler typed by its operationId: the scope is checked against
 * the operation's 202 schema (ScopeFor), the handler's answers against its other statuses.
 */
export function signedHandler<K extends SignedOperation>(
  scopeOf: (ctx: TypedContext<K>) => ScopeFor<K> | undefined | Promise<ScopeFor<K> | undefined>,
  handler: TypedHandler<K>,
): TypedHandler<K> {
  // The pipeline's context and the typed one are the same object (typedHandler); the 202 body is the one ScopeFor<K> describes.
  return withSignedRetry(scopeOf as unknown as ScopeOf, handler as unknown as Handler) as unknown as TypedHandler<K>;
}
