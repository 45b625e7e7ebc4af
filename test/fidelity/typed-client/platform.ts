/**
 * The platform-level calls of the official clients: configuration read and changed (with the
 * required fields only and with every optional one, embedded wallets configured), the webhook
 * test, API tokens, discoveries, UMA providers, exchange rates (destination currencies joined
 * with commas as the SDK sends them, and repeated as the CLI does) and UMA invitations.
 */
import { ADDRESS, need, type Ctx } from "./context.js";

const SINCE = "2020-01-01T00:00:00Z";
const UNTIL = "2099-01-01T00:00:00Z";

export async function configuration(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const cfg = need(await s.call("required", () => a.GET("/config")), "config");
  await s.call("required", () => a.PATCH("/config", { body: { webhookEndpoint: c.webhookUrl } }));
  await s.call(
    "all-optional",
    () =>
      a.PATCH("/config", {
        body: {
          umaDomain: "typed.example.com",
          webhookEndpoint: c.webhookUrl,
          supportedCurrencies: cfg.supportedCurrencies?.map((x) => ({
            currencyCode: x.currencyCode,
            minAmount: x.minAmount,
            maxAmount: x.maxAmount,
            enabledTransactionTypes: x.enabledTransactionTypes,
            requiredCounterpartyFields: x.requiredCounterpartyFields,
          })),
          embeddedWalletConfig: { appName: "Example Wallet", otpLength: 6, expirationSeconds: 300, sendFromEmailAddress: "wallet@example.com" },
        },
      }),
    (r) => ((r.data as { embeddedWalletConfig?: unknown } | undefined)?.embeddedWalletConfig ? undefined : "embeddedWalletConfig is not kept"),
  );
  await s.call("required", () => a.POST("/sandbox/webhooks/test"));
}

export async function directory(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const token = need(await s.call("required", () => a.POST("/tokens", { body: { name: "typed-token", permissions: ["VIEW", "TRANSACT"] } })), "token");
  await s.call("required", () => a.GET("/tokens"));
  await s.call("all-optional", () =>
    a.GET("/tokens", {
      params: { query: { name: "typed-token", createdAfter: SINCE, createdBefore: UNTIL, updatedAfter: SINCE, updatedBefore: UNTIL, limit: 5 } },
    }),
  );
  await s.call("required", () => a.GET("/tokens/{tokenId}", { params: { path: { tokenId: token.id } } }));
  await s.call("required", () => a.DELETE("/tokens/{tokenId}", { params: { path: { tokenId: token.id } } }));
  await s.call("required", () => a.GET("/discoveries"));
  await s.call("all-optional", () => a.GET("/discoveries", { params: { query: { country: "PH", currency: "PHP" } } }));
  await s.call("required", () => a.GET("/uma-providers"));
  await s.call("all-optional", () =>
    a.GET("/uma-providers", { params: { query: { countryCode: "US", currencyCode: "USD", hasBlockedProviders: true, limit: 5, sortOrder: "asc" } } }),
  );
  await s.call(
    "allowlisted only",
    () => a.GET("/uma-providers", { params: { query: { currencyCode: "USD", hasBlockedProviders: false } } }),
    (r) => (r.data?.data?.length ? undefined : "no allowlisted USD provider listed"),
  );
  await s.call("required", () => a.GET("/exchange-rates"));
  const rates = { sourceCurrency: "USD", destinationCurrency: ["MXN", "EUR"], sendingAmount: 10_000 };
  await s.call("destinations repeated", () => a.GET("/exchange-rates", { params: { query: rates } }));
  await s.call("destinations joined", () => c.aJoined.GET("/exchange-rates", { params: { query: rates } }));
}

export async function invitations(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const inviter = "$jane@typed.example.com";
  await a.POST("/customers", {
    body: {
      customerType: "INDIVIDUAL",
      umaAddress: "$sam@typed.example.com",
      fullName: "Sam Reed",
      birthDate: "1988-08-08",
      nationality: "US",
      address: ADDRESS,
    },
  });
  const first = need(await s.call("required", () => a.POST("/invitations", { body: { inviterUma: inviter } })), "invitation");
  await s.call("required", () => a.GET("/invitations/{invitationCode}", { params: { path: { invitationCode: first.code } } }));
  await s.call("customer of the platform", () =>
    a.POST("/invitations/{invitationCode}/claim", { params: { path: { invitationCode: first.code } }, body: { inviteeUma: "$sam@typed.example.com" } }),
  );
  const paying = need(
    await s.call("all-optional", () =>
      a.POST("/invitations", {
        body: { inviterUma: inviter, amountToSend: 1_000, firstName: "Sam", expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      }),
    ),
    "paying invitation",
  );
  await s.call("paid to a customer of the platform", () =>
    a.POST("/invitations/{invitationCode}/claim", { params: { path: { invitationCode: paying.code } }, body: { inviteeUma: "$sam@typed.example.com" } }),
  );
  const other = need(await a.POST("/invitations", { body: { inviterUma: inviter } }), "invitation to cancel");
  await s.call("required", () => a.POST("/invitations/{invitationCode}/cancel", { params: { path: { invitationCode: other.code } } }));
}
