/**
 * Faults in the embedded-wallet operations beyond the privacy PATCH, each caught by
 * model.wallet-auth under a named rule: credential revocation, session refresh, delegated
 * keys (one for a card the wallet does not fund among them), the wallet export, the
 * signature failures of each signed operation, unknown ids and credential-set changes
 * between a 202 and its retry.
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { credentialsOf, delegatedKeysOf, sessionsOf, signedRequestsOf, walletsOf } from "../../../simulator/areas/wallet-auth/service.js";
import { newKeyPair, sealCredentialBundle } from "../../../simulator/areas/wallet-auth/domain/keys.js";

const WALLET = ["model.wallet-auth"];
const SIGNED = ["wallet-auth.signed-retry", "wallet-auth.signed-retry-designed"];
const retrying = (ctx: HandlerContext) => !!ctx.headers["request-id"];

/** The simulator's handler of `opId`, answering its `code` failures with `instead`. */
function catching(opId: string, code: string, instead: (ctx: HandlerContext, e: ApiError) => HandlerResult | Promise<HandlerResult>) {
  return async (ctx: HandlerContext) => {
    try {
      return await original(opId)(ctx);
    } catch (e) {
      if (e instanceof ApiError && e.code === code) return instead(ctx, e);
      throw e;
    }
  };
}

/** The public key of a Service-Wallet-Signature stamp (base64url JSON), if it decodes. */
function stampKey(ctx: HandlerContext): string | undefined {
  try {
    return String(JSON.parse(Buffer.from(String(ctx.headers["service-wallet-signature"]), "base64url").toString("utf8")).publicKey).toLowerCase();
  } catch {
    return undefined;
  }
}

const exported = (ctx: HandlerContext): HandlerResult => {
  const w = walletsOf(ctx.store).get(ctx.params.id)!;
  return { status: 200, body: { id: w.id, encryptedWalletCredentials: sealCredentialBundle(w.walletKey, ctx.body.clientPublicKey) } };
};

export const walletOperationFaults: Fault[] = [
  {
    name: "revoked credential stays",
    kind: "state-transition",
    description: "DELETE /auth/credentials/{id} answers 204 but the credential is still listed and can still be challenged.",
    simulatorOptions: {
      handlers: {
        async revokeAuthCredential(ctx: HandlerContext) {
          const cred = credentialsOf(ctx.store).get(ctx.params.id);
          const res = await original("revokeAuthCredential")(ctx);
          if (res.status === 204 && cred) credentialsOf(ctx.store).put(cred);
          return res;
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.credential-revocation", "wallet-auth.credential-set"],
  },
  {
    name: "refreshed session keeps the old expiry",
    kind: "magic-outcome",
    description: "POST /auth/sessions/{id}/refresh opens a session that ends when the refreshed one does (no fresh lifetime).",
    simulatorOptions: {
      handlers: {
        async refreshAuthSession(ctx: HandlerContext) {
          const old = sessionsOf(ctx.store).get(ctx.params.id);
          const res = await original("refreshAuthSession")(ctx);
          const id = (res.body as { id?: string } | undefined)?.id;
          const made = res.status === 201 && id ? sessionsOf(ctx.store).get(id) : undefined;
          if (!made || !old) return res;
          sessionsOf(ctx.store).put({ ...made, expiresAt: old.expiresAt });
          return { ...res, body: { ...(res.body as object), expiresAt: old.expiresAt } };
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.session-refresh"],
  },
  {
    name: "revoked session refreshed",
    kind: "state-transition",
    description: "A revoked session can still be refreshed (the live service: the session must be active on both steps, else 401).",
    simulatorOptions: {
      handlers: {
        refreshAuthSession(ctx: HandlerContext) {
          const s = sessionsOf(ctx.store).get(ctx.params.id);
          if (s?.revokedAt) sessionsOf(ctx.store).put({ ...s, revokedAt: undefined });
          return original("refreshAuthSession")(ctx);
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.session-refresh"],
  },
  {
    name: "refreshed session's key cannot sign",
    kind: "authentication",
    description: "The session a refresh opens signs with another key than the clientPublicKey sent.",
    simulatorOptions: {
      handlers: {
        async refreshAuthSession(ctx: HandlerContext) {
          const res = await original("refreshAuthSession")(ctx);
          const id = (res.body as { id?: string } | undefined)?.id;
          const made = res.status === 201 && id ? sessionsOf(ctx.store).get(id) : undefined;
          if (made) sessionsOf(ctx.store).put({ ...made, publicKey: newKeyPair().publicKey });
          return res;
        },
      },
    },
    only: WALLET,
    expectRules: [...SIGNED, "wallet-auth.session-refresh"],
  },
  {
    name: "refresh retry for another clientPublicKey accepted",
    kind: "authentication",
    description: "A refresh retry whose clientPublicKey differs from the one bound into payloadToSign is accepted (the live service: 401).",
    simulatorOptions: {
      handlers: {
        refreshAuthSession: catching("refreshAuthSession", "WALLET_SIGNATURE_BODY_MISMATCH", (ctx) => {
          const old = sessionsOf(ctx.store).get(ctx.params.id)!;
          const now = ctx.clock.iso();
          const { publicKey: _key, revokedAt: _revoked, credentialId: _cred, ...shown } = { ...old, id: "Session:mismatch", createdAt: now, updatedAt: now };
          return { status: 201, body: shown };
        }),
      },
    },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "revoked delegated key stays ACTIVE",
    kind: "state-transition",
    description: "DELETE /auth/delegated-keys/{id} answers 204 but the key stays ACTIVE.",
    simulatorOptions: {
      handlers: {
        revokeDelegatedKey(ctx: HandlerContext) {
          if (!delegatedKeysOf(ctx.store).get(ctx.params.id)) return original("revokeDelegatedKey")(ctx);
          return { status: 204 };
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.delegated-keys"],
  },
  {
    name: "second ACTIVE delegated key for a card",
    kind: "state-transition",
    description: "POST /auth/delegated-keys creates another ACTIVE key for a card that has one (the live service: 409 until it is revoked).",
    simulatorOptions: {
      handlers: {
        async createDelegatedKey(ctx: HandlerContext) {
          const held = delegatedKeysOf(ctx.store)
            .list({ where: { accountId: String(ctx.body?.internalAccountId) }, limit: 1000 })
            .data.filter((k) => k.status === "ACTIVE" && k.cardId === ctx.body?.cardId);
          for (const k of held) delegatedKeysOf(ctx.store).put({ ...k, status: "PENDING" });
          try {
            return await original("createDelegatedKey")(ctx);
          } finally {
            for (const k of held) delegatedKeysOf(ctx.store).put(k);
          }
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.delegated-keys"],
  },
  {
    name: "export sealed to another key",
    kind: "magic-outcome",
    description: "POST /internal-accounts/{id}/export answers credentials the client key cannot open.",
    simulatorOptions: rewrite(["exportInternalAccount"], (r) =>
      r.status === 200
        ? { ...r, body: { ...(r.body as object), encryptedWalletCredentials: sealCredentialBundle("11".repeat(32), newKeyPair().publicKey) } }
        : r,
    ),
    only: WALLET,
    expectRules: ["wallet-auth.export"],
  },
  {
    name: "export signed by another wallet's session",
    kind: "authentication",
    description: "The wallet export accepts a stamp by a session of another wallet of the platform.",
    simulatorOptions: {
      handlers: {
        exportInternalAccount: catching("exportInternalAccount", "WALLET_SIGNATURE_INVALID", (ctx, e) => {
          const key = stampKey(ctx);
          const foreign = sessionsOf(ctx.store)
            .list({ limit: 100_000 })
            .data.some((s) => s.publicKey === key && s.accountId !== ctx.params.id);
          if (!foreign) throw e;
          return exported(ctx);
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.export"],
  },
  {
    name: "export retry for another clientPublicKey accepted",
    kind: "authentication",
    description: "An export retry whose body differs from the request the id was issued for is sealed to the new key (the live service: 401).",
    simulatorOptions: { handlers: { exportInternalAccount: catching("exportInternalAccount", "WALLET_SIGNATURE_BODY_MISMATCH", (ctx) => exported(ctx)) } },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "credential revocation: missing Request-Id answered WALLET_SIGNATURE_MISSING",
    kind: "error-code",
    description: "A DELETE /auth/credentials/{id} retry without Request-Id answers WALLET_SIGNATURE_MISSING instead of REQUEST_ID_MISSING.",
    simulatorOptions: {
      handlers: {
        revokeAuthCredential: catching("revokeAuthCredential", "REQUEST_ID_MISSING", (_ctx, e) => {
          throw new ApiError(401, "WALLET_SIGNATURE_MISSING", e.reason);
        }),
      },
    },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "verify: malformed stamp answered 400",
    kind: "error-code",
    description: "A verify retry with an undecodable Service-Wallet-Signature answers 400 INVALID_INPUT instead of 401 WALLET_SIGNATURE_MALFORMED.",
    simulatorOptions: {
      handlers: {
        verifyAuthCredential: catching("verifyAuthCredential", "WALLET_SIGNATURE_MALFORMED", (_ctx, e) => {
          throw ApiError.invalidInput([{ field: "Service-Wallet-Signature", in: "header", code: "INVALID_VALUE", reason: e.reason }]);
        }),
      },
    },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "unknown session refresh answered 401",
    kind: "not-found",
    description: "POST /auth/sessions/{id}/refresh for an unknown session answers 401 instead of 404 SESSION_NOT_FOUND.",
    simulatorOptions: {
      handlers: {
        refreshAuthSession: catching("refreshAuthSession", "SESSION_NOT_FOUND", (_ctx, e) => {
          throw new ApiError(401, "UNAUTHORIZED", e.reason);
        }),
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.unknown-ids"],
  },
  {
    name: "credential-set change ignored on export",
    kind: "state-transition",
    description: "An export retry issued before the wallet's credentials changed is accepted (the description: 409 *_CREDENTIAL_SET_CHANGED).",
    simulatorOptions: {
      handlers: {
        exportInternalAccount(ctx: HandlerContext) {
          const q = retrying(ctx) ? signedRequestsOf(ctx.store).get(String(ctx.headers["request-id"])) : undefined;
          const w = walletsOf(ctx.store).get(ctx.params.id);
          if (q && w) signedRequestsOf(ctx.store).put({ ...q, credentialSetVersion: w.credentialSetVersion });
          return original("exportInternalAccount")(ctx);
        },
      },
    },
    only: WALLET,
    expectRules: ["wallet-auth.signed-retry", "wallet-auth.credential-set"],
  },
  {
    name: "revoked delegated key revoked again",
    kind: "status",
    description: "DELETE /auth/delegated-keys/{id} of a key already revoked answers 204 (the live service: 400, only an ACTIVE key is revoked).",
    simulatorOptions: { handlers: { revokeDelegatedKey: catching("revokeDelegatedKey", "INVALID_INPUT", () => ({ status: 204 })) } },
    only: WALLET,
    expectRules: ["wallet-auth.delegated-keys"],
  },
  {
    name: "refresh to a malformed client key issued",
    kind: "status",
    description: "POST /auth/sessions/{id}/refresh whose clientPublicKey is not a P-256 key answers 202 (the live schema's pattern: 400).",
    simulatorOptions: rewrite(["refreshAuthSession"], (r) =>
      r.status === 400
        ? { status: 202, body: { payloadToSign: "{}", requestId: "Request:00000000-0000-4000-8000-000000000001", expiresAt: new Date().toISOString() } }
        : r,
    ),
    only: WALLET,
    expectRules: ["wallet-auth.invalid-input"],
  },
  {
    name: "export signed by a revoked session",
    kind: "authentication",
    description: "The wallet export accepts a retry signed by a revoked session of the wallet (the table: 401 UNAUTHORIZED).",
    simulatorOptions: { handlers: { exportInternalAccount: catching("exportInternalAccount", "UNAUTHORIZED", (ctx) => exported(ctx)) } },
    only: WALLET,
    expectRules: SIGNED,
  },
  {
    name: "racing credential revocation answered 204",
    kind: "state-transition",
    description:
      "A revocation issued before the credential set changed (its credential revoked meanwhile by another request) is accepted and answers 204 (the description: 409 *_CREDENTIAL_SET_CHANGED).",
    simulatorOptions: {
      handlers: {
        async revokeAuthCredential(ctx: HandlerContext) {
          const q = retrying(ctx) ? signedRequestsOf(ctx.store).get(String(ctx.headers["request-id"])) : undefined;
          const w = q ? walletsOf(ctx.store).get(q.accountId) : undefined;
          if (q && w) signedRequestsOf(ctx.store).put({ ...q, credentialSetVersion: w.credentialSetVersion });
          try {
            return await original("revokeAuthCredential")(ctx);
          } catch (e) {
            if (e instanceof ApiError && e.code === "AUTH_METHOD_NOT_FOUND" && q) return { status: 204 };
            throw e;
          }
        },
      },
    },
    only: WALLET,
    expectRules: [...SIGNED, "wallet-auth.credential-set"],
  },
  {
    name: "delegated keys not listed",
    kind: "magic-outcome",
    description: "GET /auth/delegated-keys answers an empty list for a wallet with keys.",
    simulatorOptions: rewrite(["listDelegatedKeys"], (r) => (r.status === 200 ? { ...r, body: { data: [] } } : r)),
    only: WALLET,
    expectRules: ["wallet-auth.delegated-keys"],
  },
  {
    name: "delegated key for a card the wallet does not fund answered 409",
    kind: "status",
    description:
      "POST /auth/delegated-keys for an unknown card, or a card none of whose funding sources is the wallet, answers 409 CONFLICT (as if the card had an ACTIVE key) instead of 404 NOT_FOUND.",
    simulatorOptions: rewrite(["createDelegatedKey"], (r) => {
      const b = r.body as { code?: string } | undefined;
      return r.status === 404 && b?.code === "NOT_FOUND" ? { ...r, status: 409, body: { ...b, status: 409, code: "CONFLICT" } } : r;
    }),
    only: WALLET,
    expectRules: ["wallet-auth.delegated-key-card"],
  },
  {
    name: "newest session not listed",
    kind: "magic-outcome",
    description: "GET /auth/sessions leaves out the wallet's newest live session (a refreshed one among them).",
    simulatorOptions: rewrite(["listAuthSessions"], (r) => {
      const data = (r.body as { data?: unknown[] } | undefined)?.data;
      return r.status === 200 && Array.isArray(data) ? { ...r, body: { ...(r.body as object), data: data.slice(0, -1) } } : r;
    }),
    only: WALLET,
    expectRules: ["wallet-auth.session-lifetime"],
  },
];
