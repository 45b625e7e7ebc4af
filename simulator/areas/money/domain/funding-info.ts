/**
 * `accountOrWalletInfo` of funding instructions: the designed bank account or deposit
 * address of an internal account, restated in the live service's shape (an `accountType`
 * and that type's fields, with the live rail names). Pure; the values come from the
 * designed instructions, so both shapes always name the same destination.
 */
import type { Schema } from "../../response.js";

type PaymentInstructions = Schema<"PaymentInstructions">;
type Info = Record<string, unknown> & { accountType: string };

/** Live rails by account type (the live service's enum of each type). */
const LIVE_RAILS: Record<string, string[]> = {
  USD_ACCOUNT: ["ACH", "WIRE", "RTP", "FEDNOW"],
  EUR_ACCOUNT: ["SEPA", "SEPA_INSTANT"],
  GBP_ACCOUNT: ["FASTER_PAYMENTS"],
  MXN_ACCOUNT: ["SPEI"],
  INR_ACCOUNT: ["NEFT", "RTGS"],
  PHP_ACCOUNT: ["BANK_TRANSFER"],
  NGN_ACCOUNT: ["BANK_TRANSFER"],
  CAD_ACCOUNT: ["BANK_TRANSFER"],
  KES_ACCOUNT: ["MOBILE_MONEY"],
  SWIFT_ACCOUNT: ["SWIFT"],
};

const WALLETS: Record<string, string> = {
  BASE: "BASE_WALLET",
  ETHEREUM: "ETHEREUM_WALLET",
  POLYGON: "POLYGON_WALLET",
  ARBITRUM: "ARBITRUM_WALLET",
  PLASMA: "PLASMA_WALLET",
  SOLANA: "SOLANA_WALLET",
  BITCOIN: "BITCOIN_L1",
};

/** The rails of `type` among the designed ones, or the type's first live rail. */
function rails(type: string, designed: string[] | undefined): string[] {
  const live = LIVE_RAILS[type] ?? [];
  const kept = (designed ?? []).filter((r) => live.includes(r));
  return kept.length ? kept : live.slice(0, 1);
}

const digitsOf = (s: string | undefined, n: number) => (s ?? "").replace(/\D/g, "").padEnd(n, "0").slice(0, n);

export function accountOrWalletInfo(p: PaymentInstructions): Info {
  if (p.cryptoWallet) {
    const { network, address } = p.cryptoWallet;
    if (network === "LIGHTNING") return { accountType: "LIGHTNING", invoice: address };
    const info: Info = { accountType: WALLETS[network] ?? `${network}_WALLET`, address };
    if (network === "BITCOIN") info.network = "BITCOIN";
    else info.assetType = p.currency;
    return info;
  }
  const b = p.bankAccount ?? { accountHolderName: "" };
  const reference = p.reference ?? "";
  const bank = (type: string, fields: Record<string, unknown>): Info => ({
    accountType: type,
    ...fields,
    paymentRails: rails(type, p.paymentRails),
    reference,
  });
  switch (p.currency) {
    case "USD":
      return bank("USD_ACCOUNT", { accountNumber: b.accountNumber, routingNumber: b.routingNumber, bankName: b.bankName });
    case "EUR":
      return bank("EUR_ACCOUNT", { iban: b.iban, swiftCode: b.swiftCode });
    case "GBP":
      return bank("GBP_ACCOUNT", { sortCode: b.sortCode, accountNumber: b.accountNumber });
    case "MXN":
      return bank("MXN_ACCOUNT", { clabeNumber: b.clabeNumber });
    case "BRL":
      // The live BRL deposit is a PIX QR payload; the designed instructions give the PIX key.
      return { accountType: "BRL_ACCOUNT", qrCode: `pix:${b.pixKey ?? ""}` };
    case "PHP":
      return bank("PHP_ACCOUNT", { bankName: b.bankName, accountNumber: digitsOf(b.accountNumber, 12) });
    case "NGN":
      return bank("NGN_ACCOUNT", { bankName: b.bankName, accountNumber: digitsOf(b.accountNumber, 10) });
    default:
      return {
        accountType: "SWIFT_ACCOUNT",
        accountHolderName: b.accountHolderName,
        bankName: b.bankName ?? "Paysim Sandbox Bank",
        swiftCode: b.swiftCode ?? "PAYSUS33XXX",
        country: "US",
        accountNumber: b.accountNumber,
        paymentRails: ["SWIFT"],
        reference,
      };
  }
}
