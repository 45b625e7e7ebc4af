/**
 * PATCH /internal-accounts/{id} through the signed retry, either correct (signed by a
 * model session: 200 when it is live, else its expiry/revocation answer) or with one
 * defect of the protocol, each expected with its code from the rules table.
 */
import { IndexedCommand } from "../../shared/command.js";
import { call, enc, expectFailure, liveAt, newKey, stamp, type ModelSession, type WalletModel, type WalletReal } from "../model.js";

export const DEFECTS = [
  "none",
  "no-signature",
  "no-request-id",
  "malformed",
  "other-body",
  "bad-signature",
  "stranger",
  "unknown-request",
  "replay",
  "expired-request",
] as const;
export type Defect = (typeof DEFECTS)[number];

export class SignedPatch extends IndexedCommand<WalletModel, WalletReal, ModelSession, { defect: Defect }> {
  protected readonly items = (m: Readonly<WalletModel>) => m.sessions;
  async run(m: WalletModel, r: WalletReal) {
    const s = this.item(m);
    const path = `/internal-accounts/${enc(m.accountId)}`;
    const body = { privateEnabled: !m.privateEnabled };
    const first = await call(r, "PATCH", path, { body });
    r.s.expect(
      first.status === 202 && typeof first.body?.payloadToSign === "string" && typeof first.body?.requestId === "string",
      "wallet-auth.signed-retry",
      `the first leg of a signed PATCH answered ${first.status}; expected 202 {payloadToSign, requestId}`,
      202,
      first.status,
    );
    if (first.status !== 202) return;
    const good = await stamp(first.body.payloadToSign, s.key);
    const rid = first.body.requestId as string;
    const send = (headers: Record<string, string>, b: unknown = body) => call(r, "PATCH", path, { body: b, headers });
    switch (this.params.defect) {
      case "no-signature":
        return expectFailure(r, await send({ "Request-Id": rid }), "SIGNATURE_MISSING", "a retry without Service-Wallet-Signature");
      case "no-request-id":
        return expectFailure(r, await send({ "Service-Wallet-Signature": good }), "REQUEST_ID_MISSING", "a retry without Request-Id");
      case "malformed":
        return expectFailure(
          r,
          await send({ "Service-Wallet-Signature": Buffer.from('{"publicKey":"x"}').toString("base64url"), "Request-Id": rid }),
          "MALFORMED",
          "a retry with an undecodable stamp",
        );
      case "other-body":
        return expectFailure(
          r,
          await send({ "Service-Wallet-Signature": good, "Request-Id": rid }, { privateEnabled: m.privateEnabled }),
          "BODY_MISMATCH",
          "a retry with another body",
        );
      case "bad-signature":
        return expectFailure(
          r,
          await send({ "Service-Wallet-Signature": await stamp(first.body.payloadToSign + "x", s.key), "Request-Id": rid }),
          "SIGNATURE_INVALID",
          "a signature over another payload",
        );
      case "stranger":
        return expectFailure(
          r,
          await send({ "Service-Wallet-Signature": await stamp(first.body.payloadToSign, newKey()), "Request-Id": rid }),
          "WRONG_SIGNER",
          "a signature by a key that is no session of the wallet",
        );
      case "unknown-request":
        return expectFailure(
          r,
          await send({ "Service-Wallet-Signature": good, "Request-Id": "Request:00000000-0000-4000-8000-000000000000" }),
          "UNKNOWN_REQUEST",
          "a retry with an unknown Request-Id",
        );
      case "expired-request": {
        m.nowMs = await r.advance(301);
        return expectFailure(r, await send({ "Service-Wallet-Signature": good, "Request-Id": rid }), "UNKNOWN_REQUEST", "a retry after the request id expired");
      }
    }
    m.nowMs = await r.now();
    const live = liveAt(s, m.nowMs);
    const res = await send({ "Service-Wallet-Signature": good, "Request-Id": rid });
    if (live === undefined) {
      if (res.status === 200) m.privateEnabled = body.privateEnabled;
      return;
    }
    if (!live)
      return expectFailure(r, res, s.revoked ? "SESSION_REVOKED" : "SESSION_EXPIRED", `a retry signed by ${s.revoked ? "a revoked" : "an expired"} session`);
    r.s.expect(
      res.status === 200 && res.body?.privateEnabled === body.privateEnabled,
      "wallet-auth.signed-retry",
      `a correctly signed PATCH answered ${res.status} ${res.body?.code ?? ""} (privateEnabled ${res.body?.privateEnabled})`,
      200,
      res.status,
    );
    if (res.status === 200) m.privateEnabled = body.privateEnabled;
    if (this.params.defect === "replay")
      expectFailure(r, await send({ "Service-Wallet-Signature": good, "Request-Id": rid }), "REPLAYED", "a second use of the same request id");
  }
  toString() {
    return `signedPatch(session ${this.index}, ${this.params.defect})`;
  }
}
