/**
 * Money as the official clients move it: internal accounts (listed with and without filters),
 * sandbox funding, quotes (account to account with the required fields only and with every
 * optional one, real-time funded, to an UMA address), their execution, sandbox payment of a
 * real-time quote, incoming UMA payments (by address and by customer), transactions (listed,
 * read, approved, rejected), same-currency transfers with and without an amount, receiver
 * lookups and the crypto withdrawal fee estimate.
 */
import { need, type Ctx } from "./context.js";

const SINCE = "2020-01-01T00:00:00Z";
const UNTIL = "2099-01-01T00:00:00Z";

export async function money(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const customerId = c.ids.customerId;
  const bankId = c.ids.bankId;
  await s.call("required", () => a.GET("/customers/internal-accounts"));
  const accounts = need(
    await s.call("all-optional", () =>
      a.GET("/customers/internal-accounts", { params: { query: { customerId, currency: "USD", type: "INTERNAL_FIAT", limit: 10 } } }),
    ),
    "internal accounts",
  );
  const usd = accounts.data[0]?.id ?? "";
  c.ids.usdAccountId = usd;
  await s.call("required", () => a.GET("/platform/internal-accounts"));
  await s.call("all-optional", () => a.GET("/platform/internal-accounts", { params: { query: { currency: "USD", type: "INTERNAL_FIAT" } } }));
  await s.call("required", () => a.POST("/sandbox/internal-accounts/{accountId}/fund", { params: { path: { accountId: usd } }, body: { amount: 500_000 } }));

  const accountToBank = { source: { sourceType: "ACCOUNT" as const, accountId: usd }, destination: { destinationType: "ACCOUNT" as const, accountId: bankId } };
  const q = need(
    await s.call("required", () => a.POST("/quotes", { body: { ...accountToBank, lockedCurrencySide: "SENDING", lockedCurrencyAmount: 10_000 } })),
    "quote",
  );
  await s.call("all-optional", () =>
    a.POST("/quotes", {
      body: {
        source: { sourceType: "ACCOUNT", accountId: usd, customerId },
        destination: { destinationType: "ACCOUNT", accountId: bankId, paymentRail: "ACH" },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: 10_000,
        description: "Rent",
        immediatelyExecute: false,
        purposeOfPayment: "GIFT",
        remittanceInformation: "April rent",
        senderCustomerInfo: { FULL_NAME: "Jane Doe" },
      },
    }),
  );
  const realtime = () =>
    a.POST("/quotes", {
      body: {
        source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId },
        destination: { destinationType: "ACCOUNT", accountId: bankId },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: 5_000,
      },
    });
  const rt = need(await s.call("realtime funding", realtime), "real-time quote");
  await s.call("UMA destination", () =>
    a.POST("/quotes", {
      body: {
        source: { sourceType: "ACCOUNT", accountId: usd },
        destination: { destinationType: "UMA_ADDRESS", umaAddress: "$success.mxn@uma.sandbox.example", currency: "MXN" },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: 5_000,
        senderCustomerInfo: { FULL_NAME: "Jane Doe", BIRTH_DATE: "1990-01-15", NATIONALITY: "US" },
      },
    }),
  );
  await s.call("required", () => a.GET("/quotes/{quoteId}", { params: { path: { quoteId: q.id } } }));
  const executed = await s.call("required", () => a.POST("/quotes/{quoteId}/execute", { params: { path: { quoteId: q.id } } }));
  const txId = (executed.data as { transactionId?: string } | undefined)?.transactionId ?? q.transactionId;
  await s.call("required", () => a.POST("/sandbox/send", { body: { quoteId: rt.id, currencyCode: "USD" } }));
  const rt2 = need(await realtime(), "second real-time quote");
  await s.call("all-optional", () => a.POST("/sandbox/send", { body: { quoteId: rt2.id, currencyCode: "USD", currencyAmount: 5_000 } }));

  // incoming UMA payments: screened (USD asks for counterparty fields), so they wait for the platform
  const receive = (sender: string, amount: number, by: "address" | "customer") =>
    a.POST("/sandbox/uma/receive", {
      body: {
        senderUmaAddress: sender,
        receivingCurrencyCode: "USD",
        receivingCurrencyAmount: amount,
        ...(by === "address" ? { receiverUmaAddress: "$jane@typed.example.com" } : { customerId }),
      },
    });
  const incoming: string[] = [];
  for (const [i, sender] of ["$alice", "$bob", "$carol", "$dan"].entries()) {
    const r = await s.call(i % 2 ? "customer" : "UMA address", () => receive(`${sender}@uma.sandbox.example`, 1_000 + i, i % 2 ? "customer" : "address"));
    incoming.push(need(r, "incoming payment").id);
  }
  await c.p.advanceClock(10);
  await s.call("required", () => a.GET("/transactions"));
  await s.call("all-optional", () =>
    a.GET("/transactions", {
      params: {
        query: {
          customerId,
          platformCustomerId: "typed-jane",
          senderAccountIdentifier: usd,
          receiverAccountIdentifier: bankId,
          status: "COMPLETED",
          type: "OUTGOING",
          reference: "none",
          startDate: SINCE,
          endDate: UNTIL,
          sortOrder: "asc",
          limit: 10,
        },
      },
    }),
  );
  const byAccount = (query: { accountIdentifier?: string; senderAccountIdentifier?: string; receiverAccountIdentifier?: string }) =>
    s.call(
      "by account",
      () => a.GET("/transactions", { params: { query: { ...query, limit: 2 } } }),
      (r) => (r.data?.data?.length ? undefined : `no transaction listed for ${JSON.stringify(query)}`),
    );
  await byAccount({ accountIdentifier: usd });
  await byAccount({ senderAccountIdentifier: usd });
  await byAccount({ receiverAccountIdentifier: bankId });
  await s.call("required", () => a.GET("/transactions/{transactionId}", { params: { path: { transactionId: txId } } }));
  await s.call("required", () => a.POST("/transactions/{transactionId}/approve", { params: { path: { transactionId: incoming[0] } } }));
  await s.call("all-optional", () =>
    a.POST("/transactions/{transactionId}/approve", {
      params: { path: { transactionId: incoming[1] } },
      body: { receiverCustomerInfo: { FULL_NAME: "Jane Doe" } },
    }),
  );
  await s.call("required", () => a.POST("/transactions/{transactionId}/reject", { params: { path: { transactionId: incoming[2] } } }));
  await s.call("all-optional", () =>
    a.POST("/transactions/{transactionId}/reject", { params: { path: { transactionId: incoming[3] } }, body: { reason: "screening hit" } }),
  );

  await s.call("all-optional", () =>
    a.POST("/transfer-out", {
      params: { header: { "Idempotency-Key": "typed-out-1" } },
      body: { source: { accountId: usd }, destination: { accountId: bankId, paymentRail: "ACH" }, amount: 1_000, remittanceInformation: "invoice 7" },
    }),
  );
  // Without amount the full balance moves (the live service's rule); the account is funded again for what follows.
  await s.call("required", () => a.POST("/transfer-out", { body: { source: { accountId: usd }, destination: { accountId: bankId } } }));
  await c.p.post(`/sandbox/internal-accounts/${usd}/fund`, { amount: 500_000 });
  await s.call("required", () => a.POST("/transfer-in", { body: { source: { accountId: bankId }, destination: { accountId: usd } } }));
  await s.call("all-optional", () =>
    a.POST("/transfer-in", {
      params: { header: { "Idempotency-Key": "typed-in-1" } },
      body: { source: { accountId: bankId }, destination: { accountId: usd }, amount: 1_000 },
    }),
  );

  await s.call("required", () => a.GET("/receiver/uma/{receiverUmaAddress}", { params: { path: { receiverUmaAddress: "$success.usd@uma.sandbox.example" } } }));
  await s.call("all-optional", () =>
    a.GET("/receiver/uma/{receiverUmaAddress}", {
      params: { path: { receiverUmaAddress: "$success.eur@uma.sandbox.example" }, query: { customerId, senderUmaAddress: "$jane@typed.example.com" } },
    }),
  );
  await s.call("required", () => a.GET("/receiver/external-account/{accountId}", { params: { path: { accountId: bankId } } }));
  await s.call("all-optional", () =>
    a.GET("/receiver/external-account/{accountId}", {
      params: { path: { accountId: bankId }, query: { customerId, senderUmaAddress: "$jane@typed.example.com" } },
    }),
  );
  // a customer of the platform is a receiver at the platform's own UMA domain
  await s.call("customer of the platform", () =>
    a.GET("/receiver/uma/{receiverUmaAddress}", { params: { path: { receiverUmaAddress: "$jane@typed.example.com" } } }),
  );

  const usdc = need(await a.GET("/customers/internal-accounts", { params: { query: { customerId, currency: "USDC" } } }), "USDC account").data[0]?.id ?? usd;
  await s.call(
    "required",
    () =>
      a.POST("/crypto/estimate-withdrawal-fee", {
        body: {
          internalAccountId: usdc,
          currency: "USDC",
          cryptoNetwork: "SOLANA",
          amount: 1_000_000,
          destinationAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
        },
      }),
    (r) => {
      const network = (r.data as { network?: string } | undefined)?.network;
      return network !== undefined && network !== "SOLANA" ? `estimated for ${network}, not the SOLANA asked for` : undefined;
    },
  );
}
