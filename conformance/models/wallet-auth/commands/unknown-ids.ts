/**
 * The refusals of the wallet operations that need no signature to show: unknown credential,
 * session, internal account and delegated key (404), a delegated key for a card the wallet
 * does not fund (an unknown card, a card funded by another account: 404 NOT_FOUND), request
 * bodies the schemas refuse (a client key that is not a P-256 key, an empty nickname: 400),
 * and an internal account that is no embedded wallet (409 WALLET_NOT_PROVISIONED: its export, a delegated key, its privacy
 * PATCH, a credential on an internal account of the platform).
 */
import type fc from "fast-check";
import { call, enc, expectRefusal, liveSessions, newKey, type WalletModel, type WalletReal } from "../model.js";

const UUID = "00000000-0000-4000-8000-000000000000";

export class UnknownIds implements fc.AsyncCommand<WalletModel, WalletReal> {
  check() {
    return true;
  }
  async run(m: WalletModel, r: WalletReal) {
    const key = { clientPublicKey: newKey().publicKey };
    const missing = async (method: string, path: string, code: string, body?: unknown) =>
      expectRefusal(r, await call(r, method, path, body === undefined ? {} : { body }), "wallet-auth.unknown-ids", `${method} ${path}`, 404, code);
    await missing("DELETE", `/auth/credentials/AuthMethod:${UUID}`, "AUTH_METHOD_NOT_FOUND");
    await missing("POST", `/auth/sessions/Session:${UUID}/refresh`, "SESSION_NOT_FOUND", key);
    await missing("POST", `/internal-accounts/InternalAccount:${UUID}/export`, "ACCOUNT_NOT_FOUND", key);
    await missing("GET", `/auth/delegated-keys/DelegatedKey:${UUID}`, "NOT_FOUND");
    await missing("DELETE", `/auth/delegated-keys/DelegatedKey:${UUID}`, "NOT_FOUND");
    await missing("POST", "/auth/delegated-keys", "ACCOUNT_NOT_FOUND", {
      cardId: m.cardId ?? `Card:${UUID}`,
      internalAccountId: `InternalAccount:${UUID}`,
      nickname: "x",
    });
    await unboundCards(m, r);
    const bad = await call(r, "POST", `/internal-accounts/${enc(m.accountId)}/export`, { body: { clientPublicKey: "not-a-key" } });
    expectRefusal(r, bad, "wallet-auth.invalid-key", "a wallet export to a client key that is not a P-256 key", 400, "INVALID_INPUT");
    const live = liveSessions(m)[0];
    if (live) {
      const refresh = await call(r, "POST", `/auth/sessions/${enc(live.id)}/refresh`, { body: { clientPublicKey: "not-a-key" } });
      expectRefusal(r, refresh, "wallet-auth.invalid-input", "a session refresh to a client key that is not a P-256 key", 400, "INVALID_INPUT");
    }
    const nameless = { cardId: m.cardId ?? `Card:${UUID}`, internalAccountId: m.accountId, nickname: "" };
    expectRefusal(
      r,
      await call(r, "POST", "/auth/delegated-keys", { body: nameless }),
      "wallet-auth.invalid-input",
      "a delegated key with an empty nickname",
      400,
      "INVALID_INPUT",
    );
    if (!m.plainAccountId) return;
    const plain = enc(m.plainAccountId);
    expectRefusal(
      r,
      await call(r, "POST", `/internal-accounts/${plain}/export`, { body: key }),
      "wallet-auth.not-provisioned",
      "exporting an account that is no embedded wallet",
      409,
      "WALLET_NOT_PROVISIONED",
    );
    const body = { cardId: m.cardId ?? `Card:${UUID}`, internalAccountId: m.plainAccountId, nickname: "x" };
    expectRefusal(
      r,
      await call(r, "POST", "/auth/delegated-keys", { body }),
      "wallet-auth.not-provisioned",
      "a delegated key on an account that is no embedded wallet",
      409,
      "WALLET_NOT_PROVISIONED",
    );
    expectRefusal(
      r,
      await call(r, "PATCH", `/internal-accounts/${plain}`, { body: { privateEnabled: true } }),
      "wallet-auth.not-provisioned",
      "the privacy PATCH of an account that is no embedded wallet",
      409,
      "WALLET_NOT_PROVISIONED",
    );
    const platformAccount: unknown = (await call(r, "GET", "/platform/internal-accounts")).body?.data?.[0]?.id;
    if (typeof platformAccount === "string")
      expectRefusal(
        r,
        await call(r, "POST", "/auth/credentials", { body: { type: "EMAIL_OTP", accountId: platformAccount } }),
        "wallet-auth.not-provisioned",
        "a credential on an internal account of the platform (no customer's, so no embedded wallet)",
        409,
        "WALLET_NOT_PROVISIONED",
      );
  }
  toString() {
    return "unknownIds()";
  }
}

/**
 * POST /auth/delegated-keys on the wallet for a card none of whose funding sources is the
 * wallet, refused before any signature: an unknown card, then (when the customer has another
 * internal account a card can draw on) a card funded by that account only.
 */
async function unboundCards(m: WalletModel, r: WalletReal): Promise<void> {
  const keyFor = async (cardId: string) => call(r, "POST", "/auth/delegated-keys", { body: { cardId, internalAccountId: m.accountId, nickname: "x" } });
  expectRefusal(r, await keyFor(`Card:${UUID}`), "wallet-auth.delegated-key-card", "a delegated key on the wallet for an unknown card", 404, "NOT_FOUND");
  if (!m.plainAccountId) return;
  const card = await call(r, "POST", "/cards", { body: { customerId: m.customerId, form: "VIRTUAL", fundingSource: m.plainAccountId } });
  if (card.status !== 201 || typeof card.body?.id !== "string") return;
  expectRefusal(
    r,
    await keyFor(card.body.id),
    "wallet-auth.delegated-key-card",
    "a delegated key on the wallet for a card funded by another internal account only",
    404,
    "NOT_FOUND",
  );
}
