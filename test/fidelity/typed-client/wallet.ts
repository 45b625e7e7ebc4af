/**
 * An embedded wallet as the service provisions it and as its integrators use it with the
 * Turnkey client libraries: on a platform with `embeddedWalletConfig`, a new customer's wallet
 * is an internal account of type EMBEDDED_WALLET, found with the `type` filter, with a default
 * EMAIL_OTP credential; challenge, verify (HPKE-sealed OTP, then the signed retry), fund, a
 * quote from the wallet carrying the `payloadToSign` of its payment instructions, execution
 * signed over it; then the CLI's `auth` and `internal-accounts` commands: sessions, wallet
 * privacy and export, delegated keys, a second credential added and revoked, a session
 * refreshed and revoked. Where the simulator does not provision the wallet (or the quote
 * carries nothing to sign) the miss is counted and the scenario goes on the simulator's own
 * way, so every later call is still measured.
 */
import { encryptOtp, newClientKey, stamp } from "../../wallet-auth/helpers.js";
import { ADDRESS, need, type Ctx } from "./context.js";

type Signed = { "Service-Wallet-Signature": string; "Request-Id": string };
type Answer = { data?: unknown; response: Response };

export async function wallet(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const key = newClientKey();
  /** A signed operation: the first call answers 202 with the payload; the retry carries the stamp. */
  async function signed<T extends Answer>(variant: string, send: (h?: Signed) => Promise<T>): Promise<T> {
    let answer = await s.call(`${variant} (first call)`, () => send());
    // Each 202 asks for one more signed leg (a delegated key has two).
    for (let leg = 1; leg <= 2; leg++) {
      const challenge = answer.data as { payloadToSign?: string; requestId?: string } | undefined;
      if (answer.response.status !== 202 || !challenge?.payloadToSign) return answer;
      const h = { "Service-Wallet-Signature": await stamp(challenge.payloadToSign, key), "Request-Id": challenge.requestId ?? "" };
      answer = await s.call(`${variant} (signed retry${leg > 1 ? ` ${leg}` : ""})`, () => send(h));
    }
    return answer;
  }

  const owner = need(
    await s.call("wallet owner", () =>
      a.POST("/customers", {
        body: {
          customerType: "INDIVIDUAL",
          email: "wally@example.com",
          phoneNumber: "+14155550122",
          fullName: "Wally West",
          birthDate: "1989-09-09",
          nationality: "US",
          address: ADDRESS,
        },
      }),
    ),
    "wallet owner",
  );
  const found = await s.call(
    "type EMBEDDED_WALLET",
    () => a.GET("/customers/internal-accounts", { params: { query: { customerId: owner.id, type: "EMBEDDED_WALLET" } } }),
    (r) => (r.data?.data.length === 1 ? undefined : `${r.data?.data.length ?? 0} accounts for type=EMBEDDED_WALLET, not the customer's one wallet`),
  );
  const usdOfOwner = async () =>
    need(await a.GET("/customers/internal-accounts", { params: { query: { customerId: owner.id, currency: "USD" } } }), "USD account").data[0]?.id ?? "";
  const walletId = found.data?.data.find((x) => x.type === "EMBEDDED_WALLET")?.id ?? (await usdOfOwner());
  const credentials = await s.call(
    "default credential",
    () => a.GET("/auth/credentials", { params: { query: { accountId: walletId } } }),
    (r) => (r.data?.data.some((x) => x.type === "EMAIL_OTP") ? undefined : "no EMAIL_OTP credential on the wallet"),
  );
  let credentialId = credentials.data?.data.find((x) => x.type === "EMAIL_OTP")?.id ?? "";
  if (!credentialId) {
    const first = need(
      await s.call("first credential", () => a.POST("/auth/credentials", { body: { type: "EMAIL_OTP", accountId: walletId } })),
      "first credential",
    );
    credentialId = (first as { id?: string }).id ?? "";
  }
  const cred = { params: { path: { id: credentialId } } };
  const challenge = need(await s.call("required", () => a.POST("/auth/credentials/{id}/challenge", cred)), "challenge");
  const bundle = (challenge as { otpEncryptionTargetBundle?: string }).otpEncryptionTargetBundle ?? "";
  const verifyBody = { type: "EMAIL_OTP" as const, encryptedOtpBundle: encryptOtp(bundle, "000000", key) };
  const session = await signed("EMAIL_OTP", (h) =>
    a.POST("/auth/credentials/{id}/verify", { params: { path: { id: credentialId }, header: h }, body: verifyBody }),
  );
  const sessionId = (session.data as { id?: string } | undefined)?.id ?? "";
  await s.call("required", () => a.GET("/auth/sessions", { params: { query: { accountId: walletId } } }));

  // amounts in the wallet's smallest unit: a stablecoin of 6 decimals (1,000 and 10 of it)
  await a.POST("/sandbox/internal-accounts/{accountId}/fund", { params: { path: { accountId: walletId } }, body: { amount: 1_000_000_000 } });
  const bank = need(
    await a.POST("/customers/external-accounts", {
      body: {
        currency: "USD",
        customerId: owner.id,
        accountInfo: {
          accountType: "USD_ACCOUNT",
          accountNumber: "1234567890",
          routingNumber: "021000021",
          beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Wally West", address: ADDRESS },
        },
      },
    }),
    "wallet owner's bank",
  );
  const quote = need(
    await s.call(
      "from the wallet",
      () =>
        a.POST("/quotes", {
          body: {
            source: { sourceType: "ACCOUNT", accountId: walletId },
            destination: { destinationType: "ACCOUNT", accountId: bank.id },
            lockedCurrencySide: "SENDING",
            lockedCurrencyAmount: 10_000_000,
          },
        }),
      (r) => (payloadOf(r.data) ? undefined : "no paymentInstructions[].accountOrWalletInfo of type EMBEDDED_WALLET with a payloadToSign"),
    ),
    "wallet quote",
  );
  const payload = payloadOf(quote);
  const execute = { params: { path: { quoteId: quote.id } } };
  if (payload)
    await s.call("signed over the quote's payload", async () =>
      a.POST("/quotes/{quoteId}/execute", {
        params: { ...execute.params, header: { "Service-Wallet-Signature": await stamp(payload, key), "Idempotency-Key": `typed-${quote.id}` } },
      }),
    );
  else await signed("wallet source", (h) => a.POST("/quotes/{quoteId}/execute", { params: { ...execute.params, header: h } }));

  const account = { params: { path: { id: walletId } } };
  await signed("privateEnabled", (h) => a.PATCH("/internal-accounts/{id}", { params: { ...account.params, header: h }, body: { privateEnabled: true } }));
  const exportKey = newClientKey().publicKeyUncompressed;
  await signed("required", (h) => a.POST("/internal-accounts/{id}/export", { params: { ...account.params, header: h }, body: { clientPublicKey: exportKey } }));
  // A delegated key binds a card to one of its funding sources: a card the wallet funds.
  const walletCard = await s.call("wallet-funded card", () =>
    a.POST("/cards", { body: { cardholderId: owner.id ?? "", form: "VIRTUAL", fundingSources: [walletId] } }),
  );
  const walletCardId = (walletCard.data as { id?: string } | undefined)?.id ?? c.ids.cardId ?? "";
  const delegated = await signed("required", (h) =>
    a.POST("/auth/delegated-keys", { params: { header: h }, body: { cardId: walletCardId, internalAccountId: walletId, nickname: "card processor" } }),
  );
  const delegatedId = (delegated.data as { id?: string } | undefined)?.id ?? "";
  await s.call("account", () => a.GET("/auth/delegated-keys", { params: { query: { accountId: walletId } } }));
  await s.call("required", () => a.GET("/auth/delegated-keys/{id}", { params: { path: { id: delegatedId } } }));
  await s.call("required", () => a.DELETE("/auth/delegated-keys/{id}", { params: { path: { id: delegatedId } } }));
  await signed("second credential", (h) => a.POST("/auth/credentials", { params: { header: h }, body: { type: "SMS_OTP", accountId: walletId } }));
  const sms = need(await s.call("required", () => a.GET("/auth/credentials", { params: { query: { accountId: walletId } } })), "credentials").data.find(
    (x) => x.type === "SMS_OTP",
  );
  if (sms) await signed("required", (h) => a.DELETE("/auth/credentials/{id}", { params: { path: { id: sms.id }, header: h } }));
  const nextKey = newClientKey().publicKeyUncompressed;
  const refreshed = await signed("required", (h) =>
    a.POST("/auth/sessions/{id}/refresh", { params: { path: { id: sessionId }, header: h }, body: { clientPublicKey: nextKey } }),
  );
  const next = (refreshed.data as { id?: string } | undefined)?.id ?? sessionId;
  await signed("required", (h) => a.DELETE("/auth/sessions/{id}", { params: { path: { id: next }, header: h } }));
}

/** The wallet's payload to sign in a quote's payment instructions. */
function payloadOf(quote: unknown): string | undefined {
  const instructions =
    (quote as { paymentInstructions?: { accountOrWalletInfo?: { accountType?: string; payloadToSign?: string } }[] } | undefined)?.paymentInstructions ?? [];
  return instructions.find((i) => i.accountOrWalletInfo?.accountType === "EMBEDDED_WALLET")?.accountOrWalletInfo?.payloadToSign;
}
