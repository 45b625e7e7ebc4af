/**
 * The ExternalAccount resource as pure functions (no I/O, time passed in): create and
 * update (re-review) with every rule the JSON schema cannot express.
 *
 * Order of checks on create (after the schema, in the handler: credentials, then 404
 * CUSTOMER_NOT_FOUND): `ownershipType` where required,
 * `defaultUmaDepositAccount` without a customer, the data-driven rules (beneficiary
 * minimums per currency and beneficiary type, IBAN checksum, discoveries `bankName`,
 * wallet address checksums) -> one 400 INVALID_INPUT listing every field; then 409
 * DUPLICATE_EXTERNAL_ACCOUNT; then the sandbox suffixes (201 -> 409
 * BANK_ACCOUNT_VALIDATION_PENDING, 105 / 202 -> 400 INVALID_BANK_ACCOUNT, nothing is
 * created).
 *
 * Stored items are exactly the API resource plus one `_internal` property (stripped from
 * responses and events by `toResource`).
 */
import { ApiError, type FieldError } from "../../../errors/api-error.js";
import { creationOutcome, normalizeBeneficiary, takesBeneficiary, validateExternalAccountRules, withDerivedSwiftCode } from "./validation/index.js";
import type { BeneficiaryType, BeneficiaryVerificationStatus } from "../../../../contract/rules/external-accounts.js";
import { equivalenceKey } from "../../../../contract/rules/equivalence.js";
import type { ExternalAccountStatus, OwnershipChallenge } from "./ownership/index.js";
import { paymentRailsFor } from "./rails.js";

export type { ExternalAccountStatus };
export type TrustStatus = "UNTRUSTED" | "PENDING_TRUST" | "TRUSTED" | "PENDING_UNTRUST";
export type OwnershipType = "FIRST_PARTY" | "THIRD_PARTY";

export interface ExternalAccount {
  id: string;
  customerId: string | null;
  status: ExternalAccountStatus;
  platformAccountId?: string;
  ownershipType?: OwnershipType;
  currency: string;
  defaultUmaDepositAccount: boolean;
  beneficiaryVerificationStatus?: BeneficiaryVerificationStatus;
  beneficiaryVerifiedData?: { fullName: string };
  accountInfo: { accountType: string; [k: string]: unknown };
  /** Customer accounts only (absent on platform accounts). */
  trusted?: boolean;
  trustStatus?: TrustStatus;
  createdAt: string;
  updatedAt: string;
}

/** A pending trust / untrust request (confirmed with the customer's SCA code). */
export interface TrustRequest {
  action: "TRUST" | "UNTRUST";
  expiresAt: string;
  factor?: string;
}

export interface ExternalAccountInternal {
  /** Duplicate-detection key (validation/equivalence.ts). */
  equivalenceKey: string;
  /** The outstanding ownership challenge (WALLET_SIGNATURE or LIVENESS). */
  challenge?: OwnershipChallenge & { livenessResult?: "PASS" | "FAIL" };
  trustRequest?: TrustRequest;
}

export type StoredExternalAccount = ExternalAccount & { _internal: ExternalAccountInternal };

/** The API resource of a stored account (what GET returns and events carry). */
export function toResource(a: StoredExternalAccount | ExternalAccount): ExternalAccount {
  const { _internal: _i, ...rest } = a as StoredExternalAccount;
  // The platform's own accounts carry no customerId (the live service's shape: a string, absent when none).
  if (rest.customerId === null) {
    const { customerId: _c, ...platformOwned } = rest;
    return platformOwned as ExternalAccount;
  }
  return rest;
}

/**
 * Currencies of each accountInfo variant (spec/schemas/external-accounts.yaml,
 * ExternalAccountCurrencyRules; a test keeps the two equal). Used where the schema cannot
 * apply the rule: a PATCH replacing `accountInfo` keeps the account's currency.
 */
export const ACCOUNT_TYPE_CURRENCIES: Readonly<Record<string, readonly string[]>> = Object.freeze({
  USD_ACCOUNT: ["USD"],
  SLV_ACCOUNT: ["USD"],
  MXN_ACCOUNT: ["MXN"],
  BRL_ACCOUNT: ["BRL"],
  COP_ACCOUNT: ["COP"],
  EUR_ACCOUNT: ["EUR"],
  PHP_ACCOUNT: ["PHP"],
  GBP_ACCOUNT: ["GBP"],
  INR_ACCOUNT: ["INR"],
  NGN_ACCOUNT: ["NGN"],
  ZAR_ACCOUNT: ["ZAR"],
  KES_ACCOUNT: ["KES"],
  TZS_ACCOUNT: ["TZS"],
  ZMW_ACCOUNT: ["ZMW"],
  RWF_ACCOUNT: ["RWF"],
  MWK_ACCOUNT: ["MWK"],
  UGX_ACCOUNT: ["UGX"],
  XOF_ACCOUNT: ["XOF"],
  CAD_ACCOUNT: ["CAD"],
  AED_ACCOUNT: ["AED"],
  ILS_ACCOUNT: ["ILS"],
  BDT_ACCOUNT: ["BDT"],
  BWP_ACCOUNT: ["BWP"],
  CNY_ACCOUNT: ["CNY"],
  EGP_ACCOUNT: ["EGP"],
  GHS_ACCOUNT: ["GHS"],
  GTQ_ACCOUNT: ["GTQ"],
  PLASMA_WALLET: ["USDT"],
  ARBITRUM_WALLET: ["USDC", "USDT"],
  LIGHTNING: ["BTC"],
  ETHEREUM_WALLET: ["USDC", "USDT"],
  BASE_WALLET: ["USDC", "USDT"],
  POLYGON_WALLET: ["USDC", "USDT"],
  BITCOIN_WALLET: ["BTC"],
  SOLANA_WALLET: ["USDC"],
  SPARK_WALLET: ["BTC"],
  TRON_WALLET: ["USDT"],
});

/** Self-custody crypto wallet variants (ownership verification by WALLET_SIGNATURE). */
export const isSelfCustodyWallet = (accountType: string): boolean => /_WALLET$/.test(accountType);

/** What a create / update needs to know beyond the request (loaded by the handler). */
export interface AccountContext {
  /** The sender: the owning customer's type, BUSINESS for platform-held accounts. */
  senderType: BeneficiaryType;
  /**
   * Designed: the platform is subject to counterparty requirements (e.g. EU Travel Rule)
   * when any `supportedCurrencies` entry of its configuration lists
   * `requiredCounterpartyFields`.
   */
  counterpartyRequirements: boolean;
  /** True when another account of the same owner has this equivalence key. */
  isDuplicate(key: string): boolean;
}

export interface CreateAccountCommand {
  id: string;
  now: string;
  customerId: string | null;
  body: {
    currency: string;
    accountInfo: Record<string, unknown>;
    platformAccountId?: string;
    ownershipType?: OwnershipType;
    defaultUmaDepositAccount?: boolean;
  };
}

const fe = (field: string, code: string, reason: string): FieldError => ({ field, in: "body", code, reason });

/** accountInfo as stored: normalized beneficiary, derived swiftCode, paymentRails. */
function storedAccountInfo(currency: string, info: Record<string, unknown>): ExternalAccount["accountInfo"] {
  const out: Record<string, unknown> = withDerivedSwiftCode({ ...info });
  if (takesBeneficiary(String(info.accountType)) && info.beneficiary && typeof info.beneficiary === "object") {
    out.beneficiary = normalizeBeneficiary(info.beneficiary as Record<string, unknown>);
  }
  const rails = paymentRailsFor(currency, out);
  if (rails) out.paymentRails = rails;
  return out as ExternalAccount["accountInfo"];
}

/** Field errors of an accountInfo (create, or PATCH replacing it). */
function accountInfoErrors(currency: string, info: Record<string, unknown>, ctx: AccountContext): FieldError[] {
  const errors: FieldError[] = [];
  errors.push(...validateExternalAccountRules({ currency, accountInfo: info as never, senderType: ctx.senderType }));
  return errors;
}

function sandboxOutcome(info: Record<string, unknown>, ownershipType: OwnershipType | undefined) {
  const o = creationOutcome(info as never, { ownershipType });
  if ("reject" in o) throw new ApiError(o.reject.httpStatus, o.reject.code, `${o.reject.reason}; nothing was created or changed`);
  return o;
}

export function createExternalAccount(cmd: CreateAccountCommand, ctx: AccountContext): StoredExternalAccount {
  const { body } = cmd;
  const info = body.accountInfo;
  const accountType = String(info.accountType);
  const errors: FieldError[] = [];
  if (isSelfCustodyWallet(accountType) && ctx.counterpartyRequirements && body.ownershipType === undefined) {
    errors.push(
      fe(
        "ownershipType",
        "REQUIRED",
        "is required for self-custody crypto wallet accounts on platforms subject to counterparty requirements (requiredCounterpartyFields in the platform configuration): FIRST_PARTY or THIRD_PARTY",
      ),
    );
  }
  if (body.defaultUmaDepositAccount === true && cmd.customerId === null) {
    errors.push(
      fe("defaultUmaDepositAccount", "INVALID_VALUE", "applies to a customer's accounts only; this account is held on behalf of the platform (no customerId)"),
    );
  }
  errors.push(...accountInfoErrors(body.currency, info, ctx));
  if (errors.length) throw ApiError.invalidInput(errors);

  const key = equivalenceKey(cmd.customerId, body.currency, info as never);
  if (ctx.isDuplicate(key)) {
    throw new ApiError(
      409,
      "DUPLICATE_EXTERNAL_ACCOUNT",
      `an equivalent external account (same owner, currency, ${accountType} and destination) already exists`,
    );
  }
  const outcome = sandboxOutcome(info, body.ownershipType);
  const account: StoredExternalAccount = {
    id: cmd.id,
    customerId: cmd.customerId,
    status: outcome.status as ExternalAccountStatus,
    ...(body.platformAccountId !== undefined ? { platformAccountId: body.platformAccountId } : {}),
    ...(body.ownershipType !== undefined ? { ownershipType: body.ownershipType } : {}),
    currency: body.currency,
    defaultUmaDepositAccount: body.defaultUmaDepositAccount === true,
    ...(outcome.beneficiaryVerificationStatus ? { beneficiaryVerificationStatus: outcome.beneficiaryVerificationStatus } : {}),
    ...(outcome.beneficiaryVerifiedData ? { beneficiaryVerifiedData: outcome.beneficiaryVerifiedData } : {}),
    accountInfo: storedAccountInfo(body.currency, info),
    ...(cmd.customerId !== null ? { trusted: false, trustStatus: "UNTRUSTED" as const } : {}),
    createdAt: cmd.now,
    updatedAt: cmd.now,
    _internal: { equivalenceKey: key },
  };
  return account;
}

export interface PatchBody {
  platformAccountId?: string;
  defaultUmaDepositAccount?: boolean;
  accountInfo?: Record<string, unknown>;
}

export const isTrusted = (a: ExternalAccount): boolean => a.trustStatus === "TRUSTED" || a.trustStatus === "PENDING_UNTRUST";

/**
 * PATCH (designed re-review). A new accountInfo replaces the old one as a whole and
 * re-runs the create checks; beneficiary name verification runs again and the account
 * takes its creation status (the sandbox's re-review is instant). A wallet whose address
 * is unchanged keeps its status; one whose address changes returns to its creation
 * status (PENDING_OWNERSHIP_VERIFICATION for FIRST_PARTY self-custody wallets) and loses
 * its outstanding challenge. Changing accountInfo cancels a pending trust request.
 */
export function patchExternalAccount(current: StoredExternalAccount, body: PatchBody, ctx: AccountContext, now: string): StoredExternalAccount {
  const errors: FieldError[] = [];
  if (body.defaultUmaDepositAccount === true && current.customerId === null) {
    errors.push(fe("defaultUmaDepositAccount", "INVALID_VALUE", "applies to a customer's accounts only; this account is held on behalf of the platform"));
  }
  const info = body.accountInfo;
  if (info) {
    const allowed = ACCOUNT_TYPE_CURRENCIES[String(info.accountType)] ?? [];
    if (!allowed.includes(current.currency)) {
      errors.push(
        fe(
          "accountInfo.accountType",
          "INVALID_VALUE",
          `must be a variant of the account's currency ${current.currency} (currency cannot change; ${String(info.accountType)} is ${allowed.join("/")})`,
        ),
      );
    } else errors.push(...accountInfoErrors(current.currency, info, ctx));
  }
  if (errors.length) throw ApiError.invalidInput(errors);

  let next: StoredExternalAccount = { ...current, _internal: { ...current._internal }, updatedAt: now };
  if (body.platformAccountId !== undefined) next.platformAccountId = body.platformAccountId;
  if (body.defaultUmaDepositAccount !== undefined) next.defaultUmaDepositAccount = body.defaultUmaDepositAccount;
  if (info) {
    if (isTrusted(current)) {
      throw new ApiError(409, "BENEFICIARY_TRUSTED", "the accountInfo of a trusted beneficiary cannot change: untrust it (and confirm) first");
    }
    const key = equivalenceKey(current.customerId, current.currency, info as never);
    if (key !== current._internal.equivalenceKey && ctx.isDuplicate(key)) {
      throw new ApiError(
        409,
        "DUPLICATE_EXTERNAL_ACCOUNT",
        "an equivalent external account (same owner, currency, account type and destination) already exists",
      );
    }
    const outcome = sandboxOutcome(info, current.ownershipType);
    const sameDestination = key === current._internal.equivalenceKey;
    const keepStatus = sameDestination && isSelfCustodyWallet(String(info.accountType));
    const { beneficiaryVerificationStatus: _b, beneficiaryVerifiedData: _d, ...rest } = next;
    next = {
      ...rest,
      status: keepStatus ? current.status : (outcome.status as ExternalAccountStatus),
      ...(outcome.beneficiaryVerificationStatus ? { beneficiaryVerificationStatus: outcome.beneficiaryVerificationStatus } : {}),
      ...(outcome.beneficiaryVerifiedData ? { beneficiaryVerifiedData: outcome.beneficiaryVerifiedData } : {}),
      accountInfo: storedAccountInfo(current.currency, info),
    };
    next._internal.equivalenceKey = key;
    if (!sameDestination) delete next._internal.challenge;
    if (next.trustStatus === "PENDING_TRUST") {
      next.trustStatus = "UNTRUSTED";
      delete next._internal.trustRequest;
    }
  }
  return next;
}
