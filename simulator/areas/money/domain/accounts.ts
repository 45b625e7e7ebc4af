/**
 * Internal accounts (pure): the stored record (API fields + ledger buckets), its API
 * rendering (`balance` = available, `totalBalance` = available + held + pending, both
 * CurrencyAmount), and the designed funding instructions.
 */
import { createHash } from "node:crypto";
import { amountOf, isCrypto } from "../../../../contract/rules/currencies.js";
import { fxRules, type FxRules } from "../../../../contract/rules/money.js";
import type { Schema } from "../../response.js";
import { accountOrWalletInfo } from "./funding-info.js";

type PaymentInstructions = Schema<"PaymentInstructions">;
type BankAccount = NonNullable<PaymentInstructions["bankAccount"]>;
type CryptoNetwork = NonNullable<PaymentInstructions["cryptoWallet"]>["network"];

export interface AccountRecord {
  id: string;
  customerId: string | null;
  /** "CUSTOMER" or "PLATFORM" (indexed: lists of customers' accounts exclude the platform's). */
  ownerType: "CUSTOMER" | "PLATFORM";
  /** `${customerId ?? "platform"}|${currency}`: one account per owner and currency; `${customerId}|EMBEDDED_WALLET` for a provisioned wallet. */
  ownerKey: string;
  type: "INTERNAL_FIAT" | "INTERNAL_CRYPTO" | "EMBEDDED_WALLET";
  status: "PENDING" | "ACTIVE" | "CLOSED" | "FROZEN" | "FAILED";
  currency: string;
  available: number;
  held: number;
  pending: number;
  fundingPaymentInstructions: PaymentInstructions[];
  createdAt: string;
  updatedAt: string;
}

export const ownerKeyOf = (customerId: string | null, currency: string): string => `${customerId ?? "platform"}|${currency}`;

/** The owner key of a customer's embedded wallet (apart from the per-currency accounts: one wallet per customer). */
export const walletOwnerKey = (customerId: string): string => `${customerId}|EMBEDDED_WALLET`;

function digits(seed: string, n: number): string {
  const h = createHash("sha256").update(seed).digest();
  let out = "";
  for (let i = 0; out.length < n; i++) out += String(h[i % h.length] % 10);
  return out;
}

function hex(seed: string, n: number): string {
  return createHash("sha256").update(seed).digest("hex").slice(0, n);
}

/**
 * The longest account holder name the funding instructions carry: the live service's own bound
 * on `accountHolderName` (255). The customer's name has no bound, and every internal account
 * copies it (twice, with `accountOrWalletInfo`), so without a cap one long name made every
 * list of internal accounts answer ten times its size.
 */
export const HOLDER_NAME_MAX = 255;

/** `Paysim Sandbox FBO <holder>`, cut to HOLDER_NAME_MAX characters (never inside a surrogate pair). */
export function holderName(holder: string): string {
  const full = `Paysim Sandbox FBO ${holder}`;
  if (full.length <= HOLDER_NAME_MAX) return full;
  const cut = full.slice(0, HOLDER_NAME_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Designed funding instructions: a bank transfer to the FBO account, or a deposit address. */
export function fundingInstructions(id: string, currency: string, holder: string, rules: FxRules = fxRules()): PaymentInstructions[] {
  const reference = `FUND-${hex(id, 6).toUpperCase()}`;
  if (isCrypto(currency, rules)) {
    // The fx table names funding networks by the contract's network values.
    const network = (rules.fundingNetworks[currency] ?? "ETHEREUM") as CryptoNetwork;
    const address = network === "LIGHTNING" ? `lno1${hex(id, 40)}` : network === "BITCOIN" ? `bc1q${hex(id, 38)}` : `0x${hex(id, 40)}`;
    return withLiveInfo([{ instructionsType: "CRYPTO_WALLET", currency, cryptoWallet: { network, address } }]);
  }
  const bankAccount: BankAccount = { accountHolderName: holderName(holder), bankName: "Paysim Sandbox Bank" };
  if (currency === "USD") Object.assign(bankAccount, { accountNumber: digits(id, 10), routingNumber: "101019644" });
  else if (currency === "EUR") Object.assign(bankAccount, { iban: `DE89${digits(id, 18)}`, swiftCode: "PAYSDEFFXXX" });
  else if (currency === "GBP") Object.assign(bankAccount, { sortCode: "040004", accountNumber: digits(id, 8) });
  else if (currency === "MXN") bankAccount.clabeNumber = digits(id, 18);
  else if (currency === "BRL") bankAccount.pixKey = `${hex(id, 8)}-${hex(id + "p", 4)}-4${hex(id + "q", 3)}-8${hex(id + "r", 3)}-${hex(id + "s", 12)}`;
  else Object.assign(bankAccount, { accountNumber: digits(id, 12), swiftCode: "PAYSUS33XXX" });
  return withLiveInfo([
    {
      instructionsType: "BANK_TRANSFER",
      currency,
      paymentRails: rules.fundingRails[currency] ?? rules.fundingRails.default ?? [],
      reference,
      instructionsNotes: "Include the reference in the transfer memo so the deposit is credited to this account.",
      bankAccount,
    },
  ]);
}

/** Each entry also in the live service's shape (`accountOrWalletInfo`). */
const withLiveInfo = (list: PaymentInstructions[]): PaymentInstructions[] => list.map((p) => ({ ...p, accountOrWalletInfo: accountOrWalletInfo(p) }));

export function newAccountRecord(
  id: string,
  customerId: string | null,
  currency: string,
  holder: string,
  now: string,
  rules: FxRules = fxRules(),
): AccountRecord {
  return {
    id,
    customerId,
    ownerType: customerId ? "CUSTOMER" : "PLATFORM",
    ownerKey: ownerKeyOf(customerId, currency),
    type: isCrypto(currency, rules) ? "INTERNAL_CRYPTO" : "INTERNAL_FIAT",
    status: "ACTIVE",
    currency,
    available: 0,
    held: 0,
    pending: 0,
    fundingPaymentInstructions: fundingInstructions(id, currency, holder, rules),
    createdAt: now,
    updatedAt: now,
  };
}

/** A customer's embedded wallet as provisioned: an EMBEDDED_WALLET account in `currency`, with that currency's deposit instructions. */
export function newWalletAccountRecord(
  id: string,
  customerId: string,
  currency: string,
  holder: string,
  now: string,
  rules: FxRules = fxRules(),
): AccountRecord {
  return { ...newAccountRecord(id, customerId, currency, holder, now, rules), ownerKey: walletOwnerKey(customerId), type: "EMBEDDED_WALLET" };
}

/** The InternalAccount resource of a record. */
export function renderAccount(r: AccountRecord, rules: FxRules = fxRules()): Schema<"InternalAccount"> {
  return {
    id: r.id,
    // The platform's own accounts carry no customerId (the live service's shape: a string, absent when none).
    ...(r.customerId !== null ? { customerId: r.customerId } : {}),
    type: r.type,
    status: r.status,
    currency: r.currency,
    balance: amountOf(r.available, r.currency, rules),
    totalBalance: amountOf(r.available + r.held + r.pending, r.currency, rules),
    fundingPaymentInstructions: r.fundingPaymentInstructions,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}
