/**
 * One signed flow of an embedded-wallet operation, and the signature failures the
 * description documents for every signed operation (Authentication 3-4), tried on one
 * prepared 202 before its good retry: a retry without the signature, without Request-Id,
 * with an undecodable stamp, for another request (body or path), with a signature over
 * another payload, signed by a key that may not sign it, and with an unknown request id.
 * A refused retry does not spend the request id, so the good retry still acts once; a
 * second use of it is a replay. Each answer is read from spec/rules/wallet-auth.yaml.
 */
import type { CallOptions, CallResult } from "../../client/client.js";
import { call, expectFailure, newKey, stamp, type KeyPair, type WalletReal } from "./model.js";

export interface SignedOp {
  method: string;
  path: string;
  body?: unknown;
  /** The key that may sign the request. */
  key: KeyPair;
  /** What the operation does, for messages. */
  what: string;
  /** Credentials of the call (an agent's bearer token); the client's own when absent. */
  auth?: CallOptions["auth"];
}

/** Another request than the one the id was issued for: another body, or (operations without one) another path. */
export interface OtherRequest {
  body?: unknown;
  path?: string;
}

const UNKNOWN_REQUEST = "Request:00000000-0000-4000-8000-000000000000";

const send = (r: WalletReal, op: SignedOp, headers: Record<string, string>, other?: OtherRequest) => {
  const body = other?.body ?? op.body;
  return call(r, op.method, other?.path ?? op.path, { ...(body === undefined ? {} : { body }), headers, ...(op.auth ? { auth: op.auth } : {}) });
};

/** The good retry of a 202: signed by `op.key`; later legs (a 202 again) signed the same way, up to `legs` in all. */
export async function signedRetry(r: WalletReal, op: SignedOp, first: CallResult, legs = 1): Promise<CallResult> {
  let challenge = first;
  let res: CallResult = first;
  for (let leg = 0; leg < legs && challenge.status === 202 && typeof challenge.body?.payloadToSign === "string"; leg++) {
    res = await send(r, op, { "Service-Wallet-Signature": await stamp(challenge.body.payloadToSign, op.key), "Request-Id": challenge.body.requestId });
    challenge = res;
  }
  return res;
}

/**
 * Every documented signature failure on the prepared 202 `first` (none spends it): `other`
 * is a request the id was not issued for (left out when undefined), `wrongKey` a key that may
 * not sign it (a stranger's when absent). With `requestIdOptional` (quote execution: a
 * signature alone is judged against the quote's own payloadToSign) a retry without Request-Id
 * is not one of them.
 */
export async function signatureFailures(
  r: WalletReal,
  op: SignedOp,
  first: CallResult,
  other: OtherRequest | undefined,
  wrongKey?: KeyPair,
  requestIdOptional = false,
): Promise<void> {
  const payload = String(first.body?.payloadToSign);
  const rid = String(first.body?.requestId);
  const good = await stamp(payload, op.key);
  const on = `${op.what}: `;
  expectFailure(r, await send(r, op, { "Request-Id": rid }), "SIGNATURE_MISSING", `${on}a retry without Service-Wallet-Signature`);
  if (!requestIdOptional) expectFailure(r, await send(r, op, { "Service-Wallet-Signature": good }), "REQUEST_ID_MISSING", `${on}a retry without Request-Id`);
  const malformed = Buffer.from('{"publicKey":"x"}').toString("base64url");
  expectFailure(r, await send(r, op, { "Service-Wallet-Signature": malformed, "Request-Id": rid }), "MALFORMED", `${on}a retry with an undecodable stamp`);
  if (other)
    expectFailure(
      r,
      await send(r, op, { "Service-Wallet-Signature": good, "Request-Id": rid }, other),
      "BODY_MISMATCH",
      `${on}a retry that is another request than the one the id was issued for`,
    );
  const overOther = await stamp(payload + "x", op.key);
  expectFailure(
    r,
    await send(r, op, { "Service-Wallet-Signature": overOther, "Request-Id": rid }),
    "SIGNATURE_INVALID",
    `${on}a signature over another payload`,
  );
  const stranger = await stamp(payload, wrongKey ?? newKey());
  expectFailure(
    r,
    await send(r, op, { "Service-Wallet-Signature": stranger, "Request-Id": rid }),
    "WRONG_SIGNER",
    `${on}a signature by ${wrongKey ? "a key that may not sign this request" : "a key that is no session of the wallet"}`,
  );
  expectFailure(
    r,
    await send(r, op, { "Service-Wallet-Signature": good, "Request-Id": UNKNOWN_REQUEST }),
    "UNKNOWN_REQUEST",
    `${on}a retry with an unknown Request-Id`,
  );
}

/** A second use of a request id whose retry was accepted: refused as a replay. */
export async function expectReplayRefused(r: WalletReal, op: SignedOp, first: CallResult): Promise<void> {
  const res = await send(r, op, {
    "Service-Wallet-Signature": await stamp(String(first.body?.payloadToSign), op.key),
    "Request-Id": String(first.body?.requestId),
  });
  expectFailure(r, res, "REPLAYED", `${op.what}: a second use of the same request id`);
}

/**
 * A signed flow: the first leg (whose answer the caller judges), then, when it is a 202,
 * the failures (when `defects` is given) and the good retry.
 */
export async function signedFlow(
  r: WalletReal,
  op: SignedOp,
  opts: { defects?: { other?: OtherRequest; wrongKey?: KeyPair; requestIdOptional?: boolean }; legs?: number; replay?: boolean } = {},
): Promise<{ first: CallResult; res?: CallResult }> {
  const first = await send(r, op, {});
  if (first.status !== 202 || typeof first.body?.payloadToSign !== "string") return { first };
  if (opts.defects) await signatureFailures(r, op, first, opts.defects.other, opts.defects.wrongKey, opts.defects.requestIdOptional);
  const res = await signedRetry(r, op, first, opts.legs ?? 1);
  if (opts.replay && res.status >= 200 && res.status < 300 && res.status !== 202) await expectReplayRefused(r, op, first);
  return { first, res };
}
