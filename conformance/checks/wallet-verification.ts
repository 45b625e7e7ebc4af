/**
 * A case of money.external-account-outcomes: same-currency transfers with a self-custody wallet
 * that still awaits its ownership verification (PENDING_OWNERSHIP_VERIFICATION: "transfers below
 * regulatory thresholds are still allowed"), above the designed threshold
 * (spec/rules/fx-rates.yaml ownershipVerificationThreshold): POST /transfer-out to it and POST
 * /transfer-in from it, the platform's and an agent's (a policy in the wallet's currency letting
 * the amount through), answer 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED. The transfers need an
 * internal account in the wallet's asset: the customer's embedded wallet, provisioned by setting
 * `embeddedWalletConfig` with PATCH /config, which only a platform of the case's own may take
 * (the control API); without one the case is skipped, named.
 */
import { randomBytes } from "node:crypto";
import type { CheckContext, Scenario } from "../runner/types.js";
import { answered } from "../client/answer.js";
import { designedRule } from "../contract/rule-spec.js";
import { approvedCustomer } from "../builders/setup.js";
import { AGENT_PERMISSIONS } from "../builders/agents.js";
import { fxRules } from "../../contract/rules/money.js";
import { expectAnswer } from "../runner/expect.js";

export const WALLET_CASE = "transfers with a wallet awaiting ownership verification";

export const WALLET_RULES = [
  designedRule(
    "money.wallet-verification-required",
    "POST /transfer-out to, and POST /transfer-in from, a self-custody wallet still PENDING_OWNERSHIP_VERIFICATION above the designed threshold (spec/rules/fx-rates.yaml) answer 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED, an agent's as the platform's (the description: ownership must be verified first; transfers below regulatory thresholds are still allowed).",
    { control: true },
  ),
];

const RULE = "money.wallet-verification-required";

export async function walletVerificationCase(ctx: CheckContext): Promise<void> {
  if (!ctx.control || !ctx.hasPlatform("regulated"))
    return ctx.skipCase(
      WALLET_CASE,
      "needs a platform of its own with embedded wallets (PATCH /config embeddedWalletConfig), which only the control API gives",
    );
  const p = await ctx.platform("regulated", true);
  await ctx.runCase(WALLET_CASE, (s) => run(s, s.clientFor(p)), { operationKey: "POST /transfer-out", platform: p });
}

async function run(s: Scenario, client: ReturnType<Scenario["clientFor"]>): Promise<void> {
  const cfg = await client.call("PATCH", "/config", { body: { embeddedWalletConfig: {} } });
  s.expect(cfg.status === 200, "setup", `PATCH /config embeddedWalletConfig answered ${answered(cfg)}`, 200, cfg.status);
  const customer = await approvedCustomer(client, s);
  const list = await client.call("GET", "/customers/internal-accounts", { query: { customerId: customer.id, limit: 100 } });
  const wallet = (list.body?.data ?? []).find((a: { type?: string }) => a.type === "EMBEDDED_WALLET");
  if (!wallet) return s.skipStep(WALLET_CASE, "the customer has no embedded wallet after embeddedWalletConfig was set");
  const asset: string = wallet.currency;
  const threshold = fxRules().ownershipVerificationThreshold[asset];
  if (threshold === undefined) return s.skipStep(WALLET_CASE, `no ownership verification threshold for ${asset}`);
  const ext = await client.call("POST", "/customers/external-accounts", {
    body: {
      currency: asset,
      customerId: customer.id,
      ownershipType: "FIRST_PARTY",
      accountInfo: { accountType: "BASE_WALLET", address: `0x${randomBytes(20).toString("hex")}` },
    },
  });
  s.expect(
    ext.status === 201 && ext.body?.status === "PENDING_OWNERSHIP_VERIFICATION",
    "setup",
    `a FIRST_PARTY wallet answered ${answered(ext)} ${ext.body?.status ?? ""}`,
  );
  const amount = 2 * threshold;
  const body = (source: string, destination: string) => ({ source: { accountId: source }, destination: { accountId: destination }, amount });
  const what = (dir: string) => `${dir} of ${amount} ${asset} (threshold ${threshold}) with a wallet awaiting ownership verification`;
  const refused = (res: Awaited<ReturnType<typeof client.call>>, w: string) => expectAnswer(s, res, RULE, w, 400, "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED");
  refused(await client.call("POST", "/transfer-out", { body: body(wallet.id, ext.body.id) }), what("a transfer out"));
  refused(await client.call("POST", "/transfer-in", { body: body(ext.body.id, wallet.id) }), what("a transfer in"));
  const token = await agentIn(s, client, customer.id, asset, 10 * amount);
  if (!token) return;
  const agent = { auth: { bearer: token } };
  refused(await client.call("POST", "/agents/me/transfer-out", { ...agent, body: body(wallet.id, ext.body.id) }), `an agent's ${what("transfer out")}`);
  refused(await client.call("POST", "/agents/me/transfer-in", { ...agent, body: body(ext.body.id, wallet.id) }), `an agent's ${what("transfer in")}`);
}

/** An agent of the customer whose policy, in `currency`, lets `limit` through at once; its token. */
async function agentIn(s: Scenario, client: ReturnType<Scenario["clientFor"]>, customerId: string, currency: string, limit: number) {
  const policy = {
    permissions: AGENT_PERMISSIONS,
    defaultExecutionMode: "AUTO",
    spendingLimits: { currency, perTransactionLimit: limit },
    approvalThresholds: { amount: limit, currency },
  };
  const c = await client.call("POST", "/agents", { body: { name: "wallet agent", customerId, policy } });
  if (c.status !== 201) return void s.skipStep(`${WALLET_CASE}: an agent's transfers`, `POST /agents with limits in ${currency} answered ${answered(c)}`);
  const r = await client.call("POST", `/agents/device-codes/${encodeURIComponent(c.body.deviceCode.code)}/redeem`, { auth: null });
  s.expect(r.status === 200 && typeof r.body?.accessToken === "string", "setup", `redeeming a device code answered ${answered(r)}`);
  return r.body.accessToken as string;
}
