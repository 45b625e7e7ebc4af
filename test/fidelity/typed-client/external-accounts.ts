/**
 * External accounts as the official clients create and list them: a US bank account with the
 * required fields only (the CLI's `accounts external create`: a beneficiary type and name) and
 * with every optional field, the SDK's form (its types add `paymentRails` and `countries`, which
 * the live service no longer declares on create and ignores), a Mexican CLABE account, wallets
 * on the networks the clients offer (Spark, Tron, Solana without `ownershipType`), platform
 * accounts, and the lists with and without filters.
 */
import { ADDRESS, need, type Ctx } from "./context.js";

export async function externalAccounts(c: Ctx): Promise<void> {
  const { session: s, a } = c;
  const customerId = c.ids.customerId;
  const usd = {
    accountType: "USD_ACCOUNT" as const,
    accountNumber: "123456789",
    routingNumber: "021000021",
    beneficiary: { beneficiaryType: "INDIVIDUAL" as const, fullName: "Jane Doe" },
  };
  await s.call("required", () => a.POST("/customers/external-accounts", { body: { currency: "USD", customerId, accountInfo: usd } }));
  const bank = await s.call("all-optional", () =>
    a.POST("/customers/external-accounts", {
      body: {
        currency: "USD",
        customerId,
        platformAccountId: "jane-checking",
        defaultUmaDepositAccount: true,
        ownershipType: "FIRST_PARTY",
        accountInfo: {
          ...usd,
          accountNumber: "987654321",
          bankAccountType: "CHECKING",
          bankName: "Chase",
          beneficiary: {
            beneficiaryType: "INDIVIDUAL",
            fullName: "Jane Doe",
            birthDate: "1990-01-15",
            nationality: "US",
            email: "jane@example.com",
            phoneNumber: "+14155550100",
            countryOfResidence: "US",
            address: ADDRESS,
          },
        },
      },
    }),
  );
  c.ids.bankId = need(bank, "US bank account").id;
  // the SDK's body: its account info types carry paymentRails and countries
  const sdkInfo = { ...usd, accountNumber: "555566667", paymentRails: ["ACH"], countries: ["US"], beneficiary: { ...usd.beneficiary, address: ADDRESS } };
  await s.call("SDK form", () => a.POST("/customers/external-accounts", { body: { currency: "USD", customerId, accountInfo: sdkInfo } }));
  await s.call("MXN", () =>
    a.POST("/customers/external-accounts", {
      body: {
        currency: "MXN",
        customerId,
        accountInfo: { accountType: "MXN_ACCOUNT", clabeNumber: "002010077777777771", beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Juan Perez" } },
      },
    }),
  );
  await s.call("SPARK_WALLET", () =>
    a.POST("/customers/external-accounts", {
      body: {
        currency: "BTC",
        customerId,
        accountInfo: { accountType: "SPARK_WALLET", address: "sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu" },
      },
    }),
  );
  await s.call("TRON_WALLET", () =>
    a.POST("/customers/external-accounts", {
      body: { currency: "USDT", customerId, accountInfo: { accountType: "TRON_WALLET", address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" } },
    }),
  );
  await s.call("SOLANA_WALLET", () =>
    a.POST("/customers/external-accounts", {
      body: { currency: "USDC", customerId, accountInfo: { accountType: "SOLANA_WALLET", address: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM" } },
    }),
  );
  await s.call("required", () => a.GET("/customers/external-accounts"));
  await s.call("all-optional", () => a.GET("/customers/external-accounts", { params: { query: { customerId, currency: "USD", limit: 10 } } }));

  const eur = {
    accountType: "EUR_ACCOUNT" as const,
    iban: "FR1420041010050500013M02606",
    beneficiary: {
      beneficiaryType: "BUSINESS" as const,
      legalName: "Example SAS",
      registrationNumber: "RCS 123",
      address: { line1: "1 Rue de Rivoli", city: "Paris", postalCode: "75001", country: "FR" },
    },
  };
  await s.call("required", () => a.POST("/platform/external-accounts", { body: { currency: "EUR", accountInfo: eur } }));
  await s.call("all-optional", () =>
    a.POST("/platform/external-accounts", {
      body: { currency: "EUR", platformAccountId: "treasury-1", accountInfo: { ...eur, iban: "DE89370400440532013000", bankName: "Commerzbank" } },
    }),
  );
  await s.call("required", () => a.GET("/platform/external-accounts"));
  await s.call("all-optional", () => a.GET("/platform/external-accounts", { params: { query: { currency: "EUR" } } }));
}
