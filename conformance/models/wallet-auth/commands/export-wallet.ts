/**
 * Export the wallet (signed): signed by a live session of the wallet, 200 with the wallet's
 * credentials sealed to the client key (they open with its private key); signed by another
 * wallet's session, refused (401 WALLET_SIGNATURE_INVALID) and nothing exported.
 */
import type fc from "fast-check";
import { decryptCredentialBundle } from "@turnkey/crypto";
import { answered } from "../../../client/answer.js";
import { enc, expectFailure, liveSessions, newKey, stamp, call, type WalletModel, type WalletReal } from "../model.js";
import { signedFlow } from "../signed-flow.js";
import { otherWallet } from "../other-wallet.js";

/** Whether `bundle` opens with `privateKey` (a sealed credential bundle). */
function opens(bundle: unknown, privateKey: string): boolean {
  try {
    return typeof bundle === "string" && decryptCredentialBundle(bundle, privateKey).length > 0;
  } catch {
    return false;
  }
}

export class ExportWallet implements fc.AsyncCommand<WalletModel, WalletReal> {
  constructor(readonly params: { foreign: boolean; defects: boolean }) {}
  check(m: Readonly<WalletModel>) {
    return liveSessions(m as WalletModel).length > 0 && (!this.params.foreign || m.other !== null);
  }
  async run(m: WalletModel, r: WalletReal) {
    const client = newKey();
    const path = `/internal-accounts/${enc(m.accountId)}/export`;
    const body = { clientPublicKey: client.publicKeyUncompressed };
    if (this.params.foreign) return this.foreign(m, r, path, body);
    const op = { method: "POST", path, body, key: liveSessions(m)[0].key, what: "wallet export" };
    const { first, res } = await signedFlow(r, op, {
      defects: this.params.defects ? { other: { body: { clientPublicKey: newKey().publicKeyUncompressed } } } : undefined,
      replay: this.params.defects,
    });
    r.s.expect(
      first.status === 202 && res?.status === 200 && res.body?.id === m.accountId && opens(res.body?.encryptedWalletCredentials, client.privateKey),
      "wallet-auth.export",
      `exporting the wallet (signed by its live session) answered ${answered(first)}${res ? ` then ${answered(res)}` : ""}; expected 202, then 200 with encryptedWalletCredentials that open with the client key`,
      "202 then 200, sealed to the client key",
      `${first.status} then ${res ? answered(res) : "(no retry)"}${res?.status === 200 && !opens(res.body?.encryptedWalletCredentials, client.privateKey) ? " (does not open)" : ""}`,
    );
  }
  private async foreign(m: WalletModel, r: WalletReal, path: string, body: { clientPublicKey: string }) {
    const other = await otherWallet(m, r, String(this));
    if (!other) return;
    const first = await call(r, "POST", path, { body });
    if (first.status !== 202)
      return void r.s.expect(false, "wallet-auth.export", `the first leg of a wallet export answered ${answered(first)}; expected 202`, 202, answered(first));
    const res = await call(r, "POST", path, {
      body,
      headers: { "Service-Wallet-Signature": await stamp(first.body.payloadToSign, other.key), "Request-Id": first.body.requestId },
    });
    r.s.expect(
      res.status === 401,
      "wallet-auth.export",
      `exporting the wallet signed by another wallet's session answered ${answered(res)}${res.status === 200 ? " (the wallet was exported)" : ""}; expected 401`,
      401,
      answered(res),
    );
    expectFailure(r, res, "WRONG_SIGNER", "a wallet export signed by another wallet's session");
  }
  toString() {
    return `exportWallet(${this.params.foreign ? "another wallet's session" : "its own session"}${this.params.defects ? ", every signature failure" : ""})`;
  }
}
