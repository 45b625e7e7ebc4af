/**
 * Sandbox outcome plans (pure): the timed status steps of a transaction, from the quote
 * destination table (sandbox-payouts.yaml), the external-account table
 * (sandbox-external-accounts.yaml `paymentOutcomes`, for pulls and same-currency
 * transfers) or the UMA receivers.
 */
import { paymentOutcomeFor } from "../../external-accounts/service.js";
import { primaryIdentifierSuffix } from "../../../../contract/rules/external-accounts.js";
import { sandboxPayoutRules, type OutcomeStep, type SandboxPayoutRules } from "../../../../contract/rules/money.js";

type AccountInfoLike = { accountType?: string; [k: string]: unknown };

/** Payout by quote to an external account destination, by the primary identifier's suffix. */
export function quotePayoutPlan(accountInfo: AccountInfoLike, rules: SandboxPayoutRules = sandboxPayoutRules()): OutcomeStep[] {
  const suffix = primaryIdentifierSuffix(accountInfo);
  return (suffix && suffix !== "default" && rules.quoteDestinationOutcomes[suffix]) || rules.quoteDestinationOutcomes.default;
}

/**
 * A pull from (or a same-currency transfer to) an external account, by the external
 * account table: immediate failures happen within the call; `004` fails after
 * processing; `005` is PENDING for `pendingMs`, then fails; other succeed after processing.
 */
export function externalAccountPlan(accountInfo: AccountInfoLike, rules: SandboxPayoutRules = sandboxPayoutRules()): OutcomeStep[] {
  const o = paymentOutcomeFor(accountInfo);
  if (o.result !== "FAILED") return [{ atMs: rules.processingMs, status: "COMPLETED", money: "settle" }];
  const failureReason = rules.externalAccountOutcomeReasons[o.failureReason ?? ""] ?? o.failureReason;
  if (o.immediate) return [{ atMs: 0, status: "FAILED", failureReason, money: "refund" }];
  if (o.pendingMs)
    return [
      { atMs: 0, status: "PENDING" },
      { atMs: o.pendingMs, status: "FAILED", failureReason, money: "refund" },
    ];
  return [{ atMs: rules.processingMs, status: "FAILED", failureReason, money: "refund" }];
}

/** A plain success after processing (internal destinations, incoming payments). */
export function successPlan(rules: SandboxPayoutRules = sandboxPayoutRules()): OutcomeStep[] {
  return [{ atMs: rules.processingMs, status: "COMPLETED", money: "settle" }];
}
