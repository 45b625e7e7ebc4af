/**
 * The sandbox tables of money movement the models do not walk:
 * - `money.external-account-outcomes`: an external account's suffix decides a payout to it
 *   (description, Sandbox magic values: 002 insufficient funds and 003 closed or invalid fail
 *   immediately, 004 rejected by the bank, 005 pending about 30 s then fails, other success),
 *   driven with the same-currency transfer out; and the transfers with a wallet awaiting its
 *   ownership verification, above the threshold (wallet-verification.ts), and an agent deleting
 *   its customer's trusted beneficiary on an SCA platform (trusted-agent-delete.ts);
 * - `money.uma-receivers`: the sandbox UMA receivers (success.usd, .eur, .mxn succeed,
 *   pending.long.usd stays pending, fail.compliance.usd fails), looked up then paid.
 * Each outcome is read on the transaction, after the platform time it takes (moved through
 * the control API, or waited for within the budget).
 */
import type { ApiClient } from "../client/client.js";
import type { Json } from "../contract/json.js";
import type { CheckContext, CheckDefinition, PlatformHandle, Scenario } from "../runner/types.js";
import type { PlatformTime } from "../runner/time.js";
import { answered } from "../client/answer.js";
import { describedRule, designedRule } from "../contract/rule-spec.js";
import { OTHER, ROW } from "../runner/table-rules.js";
import { accountNumber, approvedCustomer, fund, usdAccount, usdBankAccount } from "../builders/setup.js";
import { loadSandboxExternalAccountRules } from "../../contract/rules/external-accounts.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";
import { WALLET_RULES, walletVerificationCase } from "./wallet-verification.js";
import { TRUSTED_RULES, trustedAgentDeleteCase } from "./trusted-agent-delete.js";

const enc = encodeURIComponent;

/** Read the transaction until it is `want` (within `seconds` of platform time); its last read. */
async function settle(client: ApiClient, time: PlatformTime, id: string, want: string, seconds: number): Promise<Json> {
  let last: Json;
  await time.until(
    async () => {
      last = (await client.call("GET", `/transactions/${enc(id)}`)).body;
      return last?.status === want;
    },
    seconds,
    `the transaction reaching ${want}`,
  );
  return last;
}

async function funded(client: ApiClient, s: Scenario): Promise<{ customerId: string; accountId: string }> {
  const c = await approvedCustomer(client, s);
  const accountId = (await usdAccount(client, s, c.id)).id;
  await fund(client, s, accountId, 1_000_000);
  return { customerId: c.id, accountId };
}

async function onRegulated(ctx: CheckContext, names: string[]): Promise<PlatformHandle | undefined> {
  if (ctx.hasPlatform("regulated")) return ctx.platform("regulated");
  for (const n of names) ctx.skipCase(n, ctx.missingPlatform("regulated"));
  return undefined;
}

export const externalAccountOutcomesCheck: CheckDefinition = {
  id: "money.external-account-outcomes",
  area: "Same-Currency Transfers",
  kind: "state-machine",
  rule: "A payout to an external account ends as its suffix says: 002, 003 fail immediately, 004 fails, 005 is pending about 30 s then fails, other succeeds.",
  rules: [
    describedRule("setup", "The calls the check needs to get going are answered (a funded account, a payee)."),
    describedRule(
      "money.payment-outcome",
      "The external account suffix table: 002 insufficient funds and 003 closed or invalid fail immediately, 004 rejected by the bank, 005 stays pending about 30 s then fails, other success.",
      {
        waitSeconds: 35,
      },
    ),
    ...WALLET_RULES,
    ...TRUSTED_RULES,
  ],
  async run(ctx) {
    const outcomes = loadSandboxExternalAccountRules().paymentOutcomes;
    const names = Object.keys(outcomes).map((k) => `payee suffix ${k === "default" ? "789 (other)" : k}`);
    const p = await onRegulated(ctx, names);
    if (!p) return;
    for (const [key, o] of Object.entries(outcomes)) {
      const suffix = key === "default" ? "789" : key;
      await ctx.runCase(
        names[Object.keys(outcomes).indexOf(key)],
        async (s) => {
          const client = s.clientFor(p);
          const time = ctx.timeFor(p);
          const { customerId, accountId } = await funded(client, s);
          const payee = await usdBankAccount(client, s, customerId, accountNumber(suffix));
          const t = await client.call("POST", "/transfer-out", {
            headers: { "idempotency-key": `outcome-${suffix}-${Date.now().toString(36)}` },
            body: { source: { accountId }, destination: { accountId: payee }, amount: 2_500 },
          });
          s.expect(t.status === 201, "money.payment-outcome", `a transfer out to a payee ending ${suffix} answered ${answered(t)}`, 201, t.status);
          const want = o.result === "SUCCESS" ? "COMPLETED" : "FAILED";
          if (o.pendingMs) {
            s.expect(
              t.body?.status === "PENDING",
              "money.payment-outcome",
              `a payee ending ${suffix} must stay PENDING first; the transfer is ${t.body?.status}`,
              "PENDING",
              t.body?.status,
            );
            if (!time.canAdvance(Math.ceil(o.pendingMs / 1000) + 5))
              return s.skipStep(
                `the outcome of ${suffix} after ${o.pendingMs / 1000} s`,
                `needs ${Math.ceil(o.pendingMs / 1000) + 5} s of platform time, beyond the wait budget (give --control)`,
              );
          }
          if (o.immediate)
            s.expect(
              t.body?.status === want,
              "money.payment-outcome",
              `a payee ending ${suffix} fails immediately; the transfer is ${t.body?.status}`,
              want,
              t.body?.status,
            );
          const seconds = Math.ceil((o.pendingMs ?? sandboxPayoutRules().processingMs) / 1000) + 5;
          const last = await settle(client, time, t.body.id, want, seconds);
          s.expect(
            last?.status === want,
            "money.payment-outcome",
            `a transfer out to a payee ending ${suffix} reads ${last?.status} after ${seconds} s; expected ${want}`,
            want,
            last?.status,
          );
          s.row(ROW.payment(key === "default" ? OTHER : key));
        },
        { operationKey: "POST /transfer-out", platform: p },
      );
    }
    await walletVerificationCase(ctx);
    await trustedAgentDeleteCase(ctx);
  },
};

export const umaReceiversCheck: CheckDefinition = {
  id: "money.uma-receivers",
  area: "Cross-Currency Transfers",
  kind: "state-machine",
  rule: "The sandbox UMA receivers: success.usd, .eur, .mxn succeed in their currency; pending.long.usd stays pending; fail.compliance.usd fails a compliance check.",
  rules: [
    describedRule("setup", "The calls the check needs to get going are answered (a funded account)."),
    describedRule("money.uma-receiver", "A payment to a sandbox UMA receiver ends as the description says (succeeds, stays pending, fails compliance)."),
    designedRule("money.failure-reason", "A failed payment's failureReason names the outcome (the names are designed)."),
  ],
  async run(ctx) {
    const rules = sandboxPayoutRules();
    const receivers = Object.entries(rules.umaReceivers);
    const p = await onRegulated(
      ctx,
      receivers.map(([n]) => `$${n}`),
    );
    if (!p) return;
    for (const [name, r] of receivers) {
      await ctx.runCase(
        `$${name}`,
        async (s) => {
          const client = s.clientFor(p);
          const time = ctx.timeFor(p);
          // The sandbox UMA domain is not in the description: a target serving another one is named, not failed.
          const address = `$${name}@${rules.umaDomain}`;
          const lookup = await client.call("GET", `/receiver/uma/${enc(address)}`);
          if (lookup.status === 404)
            return s.skipStep(`paying ${address}`, `the target knows no receiver at ${address} (the sandbox UMA domain is designed: ${rules.umaDomain})`);
          s.expect(lookup.status === 200, "money.uma-receiver", `looking ${address} up answered ${answered(lookup)}`, 200, lookup.status);
          const currency = r.currencies[0];
          const { accountId } = await funded(client, s);
          const q = await client.call("POST", "/quotes", {
            body: {
              source: { sourceType: "ACCOUNT", accountId },
              destination: { destinationType: "UMA_ADDRESS", umaAddress: address, currency: currency.code },
              lockedCurrencySide: "RECEIVING",
              lockedCurrencyAmount: Math.min(currency.maxAmount, Math.max(currency.minAmount, 5_000)),
            },
          });
          s.expect(q.status === 201, "money.uma-receiver", `a quote to ${address} answered ${answered(q)}`, 201, q.status);
          const x = await client.call("POST", `/quotes/${enc(q.body.id)}/execute`);
          s.expect(x.status === 200, "money.uma-receiver", `paying ${address} answered ${answered(x)}`, 200, x.status);
          // The first step's status within a few seconds (pending.long.usd stays PENDING far longer than any run).
          const first = r.outcome.find((o) => o.atMs < 60_000) ?? r.outcome[0];
          const seconds = Math.ceil(first.atMs / 1000) + 5;
          const last = await settle(client, time, x.body.transactionId, first.status, seconds);
          s.expect(
            last?.status === first.status,
            "money.uma-receiver",
            `a payment to ${address} reads ${last?.status} after ${seconds} s; expected ${first.status}`,
            first.status,
            last?.status,
          );
          if (first.failureReason)
            s.expect(
              last?.failureReason === first.failureReason,
              "money.failure-reason",
              `failureReason ${last?.failureReason}, expected ${first.failureReason}`,
              first.failureReason,
              last?.failureReason,
            );
          s.row(ROW.umaReceiver(name));
        },
        { operationKey: "POST /quotes/{quoteId}/execute", platform: p },
      );
    }
  },
};
