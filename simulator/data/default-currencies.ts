/**
 * Default `supportedCurrencies` of a new platform's configuration (designed data: the
 * description does not list them). Amounts are in the smallest unit of the currency.
 *
 * providerRequiredCustomerFields (read-only; customers must carry these fields to use
 * the currency): USD/EUR/GBP need FULL_NAME + BIRTH_DATE + ADDRESS; MXN and BRL also
 * need NATIONALITY (their providers screen on it); INR, PHP, NGN, KES need FULL_NAME,
 * BIRTH_DATE, NATIONALITY (mobile-money/UPI rails, no postal address); the rest
 * FULL_NAME + BIRTH_DATE.
 * requiredCounterpartyFields: what the receiving side must learn about the sender
 * (mandatory) or may receive (optional).
 */
export type UserInfoFieldName = "FULL_NAME" | "BIRTH_DATE" | "NATIONALITY" | "ADDRESS" | "PHONE_NUMBER" | "EMAIL" | "BUSINESS_NAME" | "TAX_ID";

export interface SupportedCurrency {
  currencyCode: string;
  minAmount: number;
  maxAmount: number;
  requiredCounterpartyFields: { name: UserInfoFieldName; mandatory: boolean }[];
  providerRequiredCustomerFields: UserInfoFieldName[];
}

const NAME_DOB_ADDR: UserInfoFieldName[] = ["FULL_NAME", "BIRTH_DATE", "ADDRESS"];
const FULL: UserInfoFieldName[] = ["FULL_NAME", "BIRTH_DATE", "NATIONALITY", "ADDRESS"];
const NAME_DOB_NAT: UserInfoFieldName[] = ["FULL_NAME", "BIRTH_DATE", "NATIONALITY"];
const CP_NAME = [{ name: "FULL_NAME" as const, mandatory: true }];
const CP_NAME_DOB = [
  { name: "FULL_NAME" as const, mandatory: true },
  { name: "BIRTH_DATE" as const, mandatory: false },
];
const CP_FULL = [
  { name: "FULL_NAME" as const, mandatory: true },
  { name: "BIRTH_DATE" as const, mandatory: true },
  { name: "NATIONALITY" as const, mandatory: true },
];

export const DEFAULT_CURRENCIES: readonly SupportedCurrency[] = [
  { currencyCode: "USD", minAmount: 100, maxAmount: 10_000_000, requiredCounterpartyFields: CP_NAME, providerRequiredCustomerFields: NAME_DOB_ADDR },
  { currencyCode: "EUR", minAmount: 100, maxAmount: 10_000_000, requiredCounterpartyFields: CP_NAME_DOB, providerRequiredCustomerFields: NAME_DOB_ADDR },
  { currencyCode: "GBP", minAmount: 100, maxAmount: 10_000_000, requiredCounterpartyFields: CP_NAME_DOB, providerRequiredCustomerFields: NAME_DOB_ADDR },
  { currencyCode: "MXN", minAmount: 2_000, maxAmount: 200_000_000, requiredCounterpartyFields: CP_FULL, providerRequiredCustomerFields: FULL },
  { currencyCode: "BRL", minAmount: 500, maxAmount: 50_000_000, requiredCounterpartyFields: CP_FULL, providerRequiredCustomerFields: FULL },
  { currencyCode: "INR", minAmount: 10_000, maxAmount: 500_000_000, requiredCounterpartyFields: CP_NAME_DOB, providerRequiredCustomerFields: NAME_DOB_NAT },
  { currencyCode: "PHP", minAmount: 5_000, maxAmount: 500_000_000, requiredCounterpartyFields: CP_NAME_DOB, providerRequiredCustomerFields: NAME_DOB_NAT },
  { currencyCode: "NGN", minAmount: 100_000, maxAmount: 10_000_000_000, requiredCounterpartyFields: CP_FULL, providerRequiredCustomerFields: NAME_DOB_NAT },
  { currencyCode: "KES", minAmount: 10_000, maxAmount: 1_000_000_000, requiredCounterpartyFields: CP_NAME_DOB, providerRequiredCustomerFields: NAME_DOB_NAT },
  { currencyCode: "CAD", minAmount: 100, maxAmount: 10_000_000, requiredCounterpartyFields: CP_NAME, providerRequiredCustomerFields: NAME_DOB_ADDR },
];
