/** Shared fixtures of the external-accounts HTTP tests. */
import type { StartedSimulator, TestPlatform } from "../support/simulator.js";
import type { Receiver } from "../support/receiver.js";
import { startEventEnv, US_ADDRESS } from "../support/env.js";
import type { PlatformSettings } from "../../simulator/platform/platform.js";

export { US_ADDRESS };
export const FR_ADDRESS = { line1: "5 Rue de Rivoli", city: "Paris", postalCode: "75001", country: "FR" };
export const IND = (fullName = "Jane Doe", extra: Record<string, unknown> = {}) => ({ beneficiaryType: "INDIVIDUAL", fullName, ...extra });
export const BIZ = (extra: Record<string, unknown> = {}) => ({
  beneficiaryType: "BUSINESS",
  legalName: "Acme Ltd",
  address: US_ADDRESS,
  registrationNumber: "REG-1",
  taxId: "TAX-1",
  ...extra,
});

/** One valid create body per accountInfo variant: [accountType, currency, accountInfo, extra body fields]. */
export const VALID: [string, string, Record<string, unknown>, Record<string, unknown>?][] = [
  [
    "USD_ACCOUNT",
    "USD",
    {
      accountNumber: "123456789",
      routingNumber: "021000021",
      bankAccountType: "CHECKING",
      bankName: "Chase",
      beneficiary: IND("Jane Doe", { address: US_ADDRESS }),
    },
  ],
  ["MXN_ACCOUNT", "MXN", { clabeNumber: "002010077777777771", beneficiary: IND("Juan Perez") }],
  ["BRL_ACCOUNT", "BRL", { pixKey: "maria.silva@example.com", pixKeyType: "EMAIL", taxId: "12345678901", beneficiary: IND("Maria Silva") }],
  [
    "COP_ACCOUNT",
    "COP",
    {
      bankName: "BANCOLOMBIA",
      accountNumber: "1234567890",
      bankAccountType: "SAVINGS",
      beneficiary: IND("Ana Gomez", { documentType: "CC", documentNumber: "123456" }),
    },
  ],
  ["SLV_ACCOUNT", "USD", { phoneNumber: "+50371234567", beneficiary: IND("Luis Martinez") }],
  ["EUR_ACCOUNT", "EUR", { iban: "DE89370400440532013000", beneficiary: IND("Marie Dupont", { address: FR_ADDRESS }) }],
  ["PHP_ACCOUNT", "PHP", { bankName: "BDO_UNIBANK", accountNumber: "12345678", beneficiary: IND("Jose Rizal") }],
  [
    "GBP_ACCOUNT",
    "GBP",
    {
      sortCode: "040004",
      accountNumber: "12345678",
      beneficiary: IND("John Smith", { address: { line1: "10 Downing St", city: "London", postalCode: "SW1A 2AA", country: "GB" } }),
    },
  ],
  ["INR_ACCOUNT", "INR", { vpa: "priya@okaxis", beneficiary: IND("Priya Sharma") }],
  ["NGN_ACCOUNT", "NGN", { accountNumber: "0123456789", bankName: "ACCESS_BANK", beneficiary: IND("Chinedu Okafor") }],
  ["ZAR_ACCOUNT", "ZAR", { accountNumber: "123456789", bankName: "CAPITEC", beneficiary: IND("Thabo Nkosi") }],
  ["KES_ACCOUNT", "KES", { phoneNumber: "+254712345678", provider: "M-PESA", beneficiary: IND("Amina Otieno") }],
  ["TZS_ACCOUNT", "TZS", { phoneNumber: "+255712345678", provider: "VODACOM", beneficiary: IND("Baraka Mushi") }],
  ["ZMW_ACCOUNT", "ZMW", { phoneNumber: "+260971234567", provider: "MTN", beneficiary: IND("Mwila Banda") }],
  ["RWF_ACCOUNT", "RWF", { phoneNumber: "+250781234567", provider: "AIRTEL", beneficiary: IND("Aline Uwase") }],
  ["MWK_ACCOUNT", "MWK", { phoneNumber: "+265991234567", provider: "TNM", beneficiary: IND("Chikondi Phiri") }],
  ["UGX_ACCOUNT", "UGX", { phoneNumber: "+256771234567", provider: "MTN", beneficiary: IND("Okello Peter") }],
  ["XOF_ACCOUNT", "XOF", { phoneNumber: "+221771234567", provider: "ORANGE", beneficiary: IND("Awa Diop") }],
  ["CAD_ACCOUNT", "CAD", { bankCode: "001", branchCode: "00011", accountNumber: "1234567", beneficiary: IND("Emily Tremblay") }],
  [
    "AED_ACCOUNT",
    "AED",
    {
      iban: "AE070331234567890123456",
      beneficiary: IND("Omar Haddad", { address: { line1: "1 Sheikh Zayed Rd", city: "Dubai", postalCode: "00000", country: "AE" } }),
    },
  ],
  ["ILS_ACCOUNT", "ILS", { iban: "IL620108000000099999999", bankName: "Bank Leumi", beneficiary: IND("Noa Levi") }],
  ["BDT_ACCOUNT", "BDT", { bankName: "BKASH", phoneNumber: "+8801712345678", beneficiary: IND("Rahim Uddin") }],
  ["BWP_ACCOUNT", "BWP", { phoneNumber: "+26771234567", provider: "ORANGE", beneficiary: IND("Kagiso Molefe") }],
  ["CNY_ACCOUNT", "CNY", { bankName: "AliPay", phoneNumber: "+8613812345678", beneficiary: IND("Li Wei") }],
  ["EGP_ACCOUNT", "EGP", { bankName: "BANQUE_MISR", iban: "EG380019000500000000263180002", beneficiary: IND("Ahmed Hassan") }],
  ["GHS_ACCOUNT", "GHS", { bankName: "MTN_MOMO_GH", phoneNumber: "+233241234567", beneficiary: IND("Kwame Mensah") }],
  [
    "GTQ_ACCOUNT",
    "GTQ",
    {
      accountNumber: "0012345678",
      bankAccountType: "CHECKING",
      bankName: "BANRURAL",
      beneficiary: IND("Carlos Lopez", { phoneNumber: "+50255123456", countryOfResidence: "GT" }),
    },
  ],
  ["PLASMA_WALLET", "USDT", { address: "0x52908400098527886e0f7030069857d2e4169ee7" }, { ownershipType: "THIRD_PARTY" }],
  ["ARBITRUM_WALLET", "USDC", { address: "0x8ba1f109551bd432803012645ac136ddd64dba72" }, { ownershipType: "THIRD_PARTY" }],
  ["LIGHTNING", "BTC", { lightningAddress: "satoshi@example.com" }],
  ["ETHEREUM_WALLET", "USDT", { address: "0xde709f2102306220921060314715629080e2fb77" }, { ownershipType: "THIRD_PARTY" }],
  ["BASE_WALLET", "USDC", { address: "0x27b1fdb04752bbc536007a920d24acb045561c26" }, { ownershipType: "FIRST_PARTY" }],
  ["POLYGON_WALLET", "USDC", { address: "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed" }, { ownershipType: "THIRD_PARTY" }],
  ["BITCOIN_WALLET", "BTC", { address: "1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa" }, { ownershipType: "THIRD_PARTY" }],
  ["SOLANA_WALLET", "USDC", { address: "11111111111111111111111111111111" }, { ownershipType: "THIRD_PARTY" }],
  // The live service's Spark and Tron wallets: no ownershipType needed on a platform without counterparty requirements.
  ["SPARK_WALLET", "BTC", { address: "sprt1pgssyuuuhnrrdjswal5c3s3rafw9w3y5dd4cjy3duxlf7hjzkp0rqx6dj6mrhu" }],
  ["TRON_WALLET", "USDT", { address: "TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL" }],
];

export function validBody(accountType: string, customerId?: string): Record<string, any> {
  const row = VALID.find((r) => r[0] === accountType)!;
  return structuredClone({ currency: row[1], ...(customerId ? { customerId } : {}), accountInfo: { accountType, ...row[2] }, ...(row[3] ?? {}) });
}

export interface Env {
  s: StartedSimulator;
  rx: Receiver;
  platform(settings?: Partial<PlatformSettings>): Promise<TestPlatform>;
  /** A customer of the platform (APPROVED individual by default on a regulated platform). */
  customer(p: TestPlatform, body?: Record<string, unknown>): Promise<string>;
  /** EXTERNAL_ACCOUNT.STATUS_UPDATED events received for this account. */
  events(accountId: string): any[];
  close(): Promise<void>;
}

export async function startEnv(): Promise<Env> {
  const base = await startEventEnv();
  return {
    ...base,
    async customer(p, body = { customerType: "INDIVIDUAL", fullName: "Jane Doe", birthDate: "1990-02-28", nationality: "US", address: US_ADDRESS }) {
      const r = await p.post("/customers", body);
      if (r.status !== 201) throw new Error(`customer: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.id;
    },
    events(accountId) {
      return base.bodies().filter((b) => b?.type === "EXTERNAL_ACCOUNT.STATUS_UPDATED" && b.data?.id === accountId);
    },
  };
}

/** Wait until `n` status events arrived for the account (deliveries are asynchronous). */
export async function waitEvents(env: Env, accountId: string, n: number, timeoutMs = 3000): Promise<any[]> {
  const start = Date.now();
  while (env.events(accountId).length < n) {
    if (Date.now() - start > timeoutMs) throw new Error(`only ${env.events(accountId).length}/${n} events for ${accountId}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return env.events(accountId);
}

export const settle = (ms = 100) => new Promise((r) => setTimeout(r, ms));
