/**
 * How the webhook check makes each event type of the contract happen through the public API
 * (sandbox endpoints and magic values, read from spec/rules), and what the event must report:
 * the object it is about and the change (its status). A recipe returns the id of that object
 * and a check of the event's data; `seconds` is the platform time the event may take.
 */
import type { ApiClient } from "../client/client.js";
import type { Json } from "../contract/json.js";
import type { CheckContext, PlatformHandle, PlatformKind, Scenario } from "../runner/types.js";
import type { PlatformTime } from "../runner/time.js";
import { StepSkipped } from "../runner/time.js";
import { answered } from "../client/answer.js";
import { business, businessDocument, documentUpload, individual, ADDRESS } from "../builders/bodies.js";
import { accountNumber, approvedCustomer, fund, usdAccount, usdBankAccount } from "../builders/setup.js";
import { agentOf } from "../builders/agents.js";
import { loadKycRules, type KycStatus } from "../../contract/rules/kyc.js";
import { cardRules } from "../../contract/rules/cards.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";
import { ROW } from "../runner/table-rules.js";

export interface RecipeEnv {
  ctx: CheckContext;
  s: Scenario;
  client: ApiClient;
  platform: PlatformHandle;
  time: PlatformTime;
}

export interface Fired {
  /** The id of the object the event is about (`data.id`, or `data.customerId` for verifications). */
  objectId: string;
  /** What the event's data must show; a message when it does not. */
  check(data: Json): string | undefined;
  /** Rows of the description's tables the event verifies besides its own. */
  rows?: string[];
}

export interface EventRecipe {
  kind: PlatformKind;
  /** Platform time the event may take to come (s). */
  seconds: number;
  fire(e: RecipeEnv): Promise<Fired>;
}

const enc = encodeURIComponent;
const ok = (s: Scenario, r: { status: number; body?: Json }, what: string) =>
  s.expect(r.status >= 200 && r.status < 300, "setup", `${what} answered ${answered(r)}`, "2xx", r.status);
/** The event's data carries `field` equal to `want`. */
const shows = (field: string, want: string) => (data: Json) => (data?.[field] === want ? undefined : `${field} is ${data?.[field] ?? "(none)"}, not ${want}`);

/** The individual suffix whose complete submission ends in this status or verification status. */
function individualSuffix(want: { status?: KycStatus; verification?: string }): string {
  const r = loadKycRules();
  const rows = [...Object.entries(r.individual.outcomes), ["999", r.individual.default] as const];
  const hit = rows.find(
    ([, o]) =>
      (!want.status || o.onCompleteSubmission.status === want.status) &&
      (!want.verification || o.onCompleteSubmission.verificationStatus === want.verification),
  );
  if (!hit) throw new Error(`spec/rules/sandbox-kyc.yaml has no individual outcome ${JSON.stringify(want)}`);
  return hit[0];
}

function businessSuffix(status: KycStatus): string {
  const r = loadKycRules();
  if (r.business.default.onCompleteSubmission.status === status) return "777";
  const hit = Object.entries(r.business.outcomes).find(([, o]) => o.onCompleteSubmission.status === status);
  if (!hit) throw new Error(`spec/rules/sandbox-kyc.yaml has no business outcome ${status}`);
  return hit[0];
}

async function submitIndividual(e: RecipeEnv, suffix: string): Promise<string> {
  const c = await e.client.call("POST", "/customers", { body: individual(suffix) });
  ok(e.s, c, "a customer");
  ok(e.s, await e.client.call("POST", "/documents", { multipart: documentUpload(c.body.id) }), "a passport");
  ok(e.s, await e.client.call("POST", "/verifications", { body: { customerId: c.body.id } }), "a submission");
  return c.body.id;
}

async function submitBusiness(e: RecipeEnv, suffix: string): Promise<string> {
  const { client, s } = e;
  const c = await client.call("POST", "/customers", { body: business(suffix) });
  ok(s, c, "a business");
  for (const d of loadKycRules().completeness.business.documents)
    ok(s, await client.call("POST", "/documents", { multipart: businessDocument(c.body.id, d.acceptedDocumentTypes[0]) }), "a business document");
  const o = await client.call("POST", "/beneficial-owners", {
    body: {
      customerId: c.body.id,
      roles: ["OWNER", "CONTROL_PERSON"],
      ownershipPercentage: 60,
      personalInfo: { firstName: "John", lastName: "Smith", birthDate: "1975-06-15", nationality: "US", address: { ...ADDRESS } },
    },
  });
  ok(s, o, "a beneficial owner");
  ok(s, await client.call("POST", "/documents", { multipart: documentUpload(o.body.id) }), "the owner's passport");
  ok(s, await client.call("POST", "/verifications", { body: { customerId: c.body.id } }), "a submission");
  return c.body.id;
}

const kyc = (status: KycStatus): EventRecipe => ({
  kind: "unregulated",
  seconds: 5,
  fire: async (e) => ({ objectId: await submitIndividual(e, individualSuffix({ status })), check: shows("kycStatus", status) }),
});
const kyb = (status: KycStatus): EventRecipe => ({
  kind: "unregulated",
  seconds: 5,
  fire: async (e) => ({ objectId: await submitBusiness(e, businessSuffix(status)), check: shows("kybStatus", status) }),
});
const verification = (verificationStatus: string): EventRecipe => ({
  kind: "unregulated",
  seconds: 5,
  fire: async (e) => ({
    objectId: await submitIndividual(e, individualSuffix({ verification: verificationStatus })),
    check: shows("verificationStatus", verificationStatus),
  }),
});

/** An approved customer with a funded USD account and a payee whose account number ends in `suffix`. */
async function payer(e: RecipeEnv, suffix = "789"): Promise<{ customerId: string; accountId: string; payee: string }> {
  const c = await approvedCustomer(e.client, e.s);
  const accountId = (await usdAccount(e.client, e.s, c.id)).id;
  await fund(e.client, e.s, accountId, 100_000);
  return { customerId: c.id, accountId, payee: await usdBankAccount(e.client, e.s, c.id, accountNumber(suffix)) };
}

/** A payout of 25.00 USD executed; its transaction id. */
async function payout(e: RecipeEnv, suffix = "789"): Promise<string> {
  const p = await payer(e, suffix);
  const q = await e.client.call("POST", "/quotes", {
    body: {
      source: { sourceType: "ACCOUNT", accountId: p.accountId },
      destination: { destinationType: "ACCOUNT", accountId: p.payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 2_500,
    },
  });
  ok(e.s, q, "a quote");
  const x = await e.client.call("POST", `/quotes/${enc(q.body.id)}/execute`);
  ok(e.s, x, "executing the quote");
  return x.body.transactionId;
}

/** The payout suffix whose plan fails at once (002 in the description's table). */
function failingSuffix(): string {
  const hit = Object.entries(sandboxPayoutRules().quoteDestinationOutcomes).find(
    ([k, plan]) => k !== "default" && plan.length === 1 && plan[0].status === "FAILED",
  );
  if (!hit) throw new Error("spec/rules/sandbox-payouts.yaml has no payout that fails at once");
  return hit[0];
}

/** A real-time-funded quote (its transaction PENDING, awaiting funds); `pay` sends them. */
async function realtime(e: RecipeEnv, pay: boolean): Promise<{ transactionId: string; expiresAt: string }> {
  const c = await approvedCustomer(e.client, e.s);
  const payee = await usdBankAccount(e.client, e.s, c.id, accountNumber());
  const q = await e.client.call("POST", "/quotes", {
    body: {
      source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId: c.id },
      destination: { destinationType: "ACCOUNT", accountId: payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 2_500,
    },
  });
  ok(e.s, q, "a real-time-funded quote");
  if (pay) ok(e.s, await e.client.call("POST", "/sandbox/send", { body: { quoteId: q.body.id, currencyCode: "USD" } }), "paying the quote");
  return { transactionId: q.body.transactionId, expiresAt: q.body.expiresAt };
}

/** An incoming UMA payment to a customer, waiting for screening; `decide` approves or rejects it. */
async function incoming(e: RecipeEnv, decide?: "approve" | "reject"): Promise<string> {
  const cfg = await e.client.call("GET", "/config");
  const uma = `$jane.${Date.now().toString(36)}@${cfg.body?.umaDomain ?? "uma.example.com"}`;
  await approvedCustomer(e.client, e.s, { ...individual(), umaAddress: uma });
  const r = await e.client.call("POST", "/sandbox/uma/receive", {
    body: { senderUmaAddress: "$carol.smith@wallet.example.org", receiverUmaAddress: uma, receivingCurrencyCode: "USD", receivingCurrencyAmount: 5_000 },
  });
  ok(e.s, r, "an incoming UMA payment");
  if (decide) ok(e.s, await e.client.call("POST", `/transactions/${enc(r.body.id)}/${decide}`), `${decide} of the payment`);
  return r.body.id;
}

/** An ACTIVE card of a funded customer. */
async function activeCard(e: RecipeEnv, p?: Awaited<ReturnType<typeof payer>>): Promise<string> {
  p ??= await payer(e);
  const c = await e.client.call("POST", "/cards", { body: { customerId: p.customerId, form: "VIRTUAL", fundingSource: p.accountId } });
  ok(e.s, c, "a card");
  const active = await e.time.until(
    async () => (await e.client.call("GET", `/cards/${enc(c.body.id)}`)).body?.status === cardRules().provisioning.to,
    Math.ceil(cardRules().provisioning.delayMs / 1000) + 3,
    "a card's provisioning",
  );
  e.s.expect(active, "setup", "the card was not provisioned");
  return c.body.id;
}

function descriptor(outcome: string): string {
  const r = cardRules();
  if (r.defaultOutcome === outcome) return "EVENT SHOP 100";
  const hit = Object.entries(r.descriptorSuffixes).find(([, v]) => v.outcome === outcome);
  if (!hit) throw new Error(`spec/rules/cards.yaml has no descriptor outcome ${outcome}`);
  return `EVENT SHOP ${hit[0]}`;
}

async function cardTx(e: RecipeEnv, then?: "clear" | "void" | "return", outcome = "AUTHORIZED"): Promise<{ id: string; refund?: string }> {
  const card = await activeCard(e);
  const a = await e.client.call("POST", `/sandbox/cards/${enc(card)}/simulate/authorization`, {
    body: { amount: 1_200, currency: { code: "USD" }, merchant: { descriptor: descriptor(outcome), mcc: "5814", country: "US" } },
  });
  ok(e.s, a, "an authorization");
  if (then)
    ok(
      e.s,
      await e.client.call("POST", `/sandbox/cards/${enc(card)}/simulate/clearing`, {
        body: { cardTransactionId: a.body.id, amount: then === "void" ? 0 : 1_200 },
      }),
      "a clearing",
    );
  if (then === "return") {
    const r = await e.client.call("POST", `/sandbox/cards/${enc(card)}/simulate/return`, { body: { cardTransactionId: a.body.id, amount: 500 } });
    ok(e.s, r, "a refund");
    return { id: a.body.id, refund: r.body.id };
  }
  return { id: a.body.id };
}

const payment = (status: string, make: (e: RecipeEnv) => Promise<string>, seconds = 5): EventRecipe => ({
  kind: "regulated",
  seconds,
  fire: async (e) => ({ objectId: await make(e), check: shows("status", status) }),
});

export const EVENT_RECIPES: Record<string, EventRecipe> = {
  TEST: {
    kind: "regulated",
    seconds: 2,
    async fire(e) {
      ok(e.s, await e.client.call("POST", "/webhooks/test"), "POST /webhooks/test");
      return { objectId: "", check: () => undefined };
    },
  },
  "CUSTOMER.KYC_PENDING": kyc("PENDING"),
  "CUSTOMER.KYC_APPROVED": kyc("APPROVED"),
  "CUSTOMER.KYC_REJECTED": kyc("REJECTED"),
  "CUSTOMER.KYB_PENDING": kyb("PENDING"),
  "CUSTOMER.KYB_APPROVED": kyb("APPROVED"),
  "CUSTOMER.KYB_REJECTED": kyb("REJECTED"),
  "VERIFICATION.RESOLVE_ERRORS": verification("RESOLVE_ERRORS"),
  "VERIFICATION.PENDING_MANUAL_REVIEW": verification("PENDING_MANUAL_REVIEW"),
  "OUTGOING_PAYMENT.PENDING": payment("PENDING", async (e) => (await realtime(e, false)).transactionId),
  "OUTGOING_PAYMENT.PROCESSING": payment("PROCESSING", (e) => payout(e)),
  "OUTGOING_PAYMENT.COMPLETED": payment("COMPLETED", (e) => payout(e)),
  "OUTGOING_PAYMENT.FAILED": payment("FAILED", (e) => payout(e, failingSuffix())),
  "OUTGOING_PAYMENT.EXPIRED": {
    kind: "regulated",
    seconds: 0,
    async fire(e) {
      const q = await realtime(e, false);
      // The quote's lock runs out on the platform clock: moved past it, or waited for within the budget.
      const wait = Math.max(1, Math.ceil((Date.parse(q.expiresAt) - (await e.time.now())) / 1000) + 2);
      if (!e.time.canAdvance(wait))
        throw new StepSkipped(`the quote's lock ends in ${wait} s of platform time, beyond the wait budget (give --control)`, "wait");
      await e.time.advance(wait);
      return { objectId: q.transactionId, check: shows("status", "EXPIRED") };
    },
  },
  // A customer-owned source on a platform whose customers are in an SCA region waits for the customer's authorization.
  "OUTGOING_PAYMENT.PENDING_AUTHORIZATION": { ...payment("PENDING_AUTHORIZATION", (e) => payout(e)), kind: "sca" },
  "INCOMING_PAYMENT.PENDING": payment("PENDING", (e) => incoming(e)),
  "INCOMING_PAYMENT.COMPLETED": payment("COMPLETED", (e) => incoming(e, "approve")),
  // A rejected incoming payment reads REJECTED (a status incoming transactions have); its event is INCOMING_PAYMENT.FAILED.
  "INCOMING_PAYMENT.FAILED": {
    kind: "regulated",
    seconds: 5,
    fire: async (e) => ({
      objectId: await incoming(e, "reject"),
      check: (d) => (["FAILED", "REJECTED"].includes(d?.status) ? undefined : `status is ${d?.status ?? "(none)"}, not FAILED or REJECTED`),
    }),
  },
  "CARD.STATUS_CHANGE": {
    kind: "regulated",
    seconds: 5,
    fire: async (e) => ({
      objectId: await activeCard(e),
      check: (d) => shows("status", "ACTIVE")(d) ?? (/^[0-9]{4}$/.test(d?.last4 ?? "") ? undefined : "no last4"),
    }),
  },
  // Live: PATCH /cards/{id} replacing the funding sources sends it with the new ordered list.
  "CARD.FUNDING_SOURCE_CHANGE": {
    kind: "regulated",
    seconds: 5,
    async fire(e) {
      const p = await payer(e);
      const card = await activeCard(e, p);
      ok(e.s, await e.client.call("PATCH", `/cards/${enc(card)}`, { body: { fundingSources: [p.accountId] } }), "a funding-source change");
      return {
        objectId: card,
        check: (d) =>
          Array.isArray(d?.fundingSources) && d.fundingSources[0] === p.accountId ? undefined : `fundingSources is ${JSON.stringify(d?.fundingSources)}`,
      };
    },
  },
  "CARD_TRANSACTION.AUTHORIZED": payment("AUTHORIZED", async (e) => (await cardTx(e)).id),
  "CARD_TRANSACTION.SETTLED": payment("SETTLED", async (e) => (await cardTx(e, "clear")).id),
  "CARD_TRANSACTION.VOIDED": payment("VOIDED", async (e) => (await cardTx(e, "void")).id),
  "CARD_TRANSACTION.REFUNDED": {
    kind: "regulated",
    seconds: 5,
    fire: async (e) => ({ objectId: (await cardTx(e, "return")).refund!, check: (d) => (d?.type === "CREDIT" ? undefined : `type ${d?.type}, not CREDIT`) }),
  },
  "CARD_TRANSACTION.EXCEPTION": payment("EXCEPTION", async (e) => (await cardTx(e, undefined, "EXCEPTION")).id),
  // Live event name; sandbox funding changes the account's balance (spec/rules/webhook-events.yaml internalAccountBalance).
  "INTERNAL_ACCOUNT.BALANCE_UPDATED": {
    kind: "regulated",
    seconds: 5,
    async fire(e) {
      const c = await approvedCustomer(e.client, e.s);
      const accountId = (await usdAccount(e.client, e.s, c.id)).id;
      await fund(e.client, e.s, accountId, 4_200);
      return { objectId: accountId, check: (d) => (d?.balance?.amount === 4_200 ? undefined : `balance is ${JSON.stringify(d?.balance)}`) };
    },
  },
  "EXTERNAL_ACCOUNT.STATUS_UPDATED": {
    kind: "regulated",
    seconds: 35,
    async fire(e) {
      // A LIVENESS ownership check is decided asynchronously (description: External account status).
      const c = await approvedCustomer(e.client, e.s);
      const address = `0x${Array.from({ length: 40 }, () => "0123456789abcdef"[Math.floor(Math.random() * 16)]).join("")}`;
      const a = await e.client.call("POST", "/customers/external-accounts", {
        body: { customerId: c.id, currency: "USDT", ownershipType: "FIRST_PARTY", accountInfo: { accountType: "PLASMA_WALLET", address } },
      });
      ok(e.s, a, "a wallet account");
      ok(
        e.s,
        await e.client.call("POST", `/customers/external-accounts/${enc(a.body.id)}/challenge`, { body: { method: "LIVENESS" } }),
        "a LIVENESS challenge",
      );
      return { objectId: a.body.id, check: (d) => (typeof d?.status === "string" ? undefined : "no status"), rows: [ROW.ownership("liveness")] };
    },
  },
  "STABLECOIN_OPERATION.STATUS_UPDATED": {
    kind: "regulated",
    seconds: 15,
    async fire(e) {
      const { ctx, client, s, platform, time } = e;
      if (!ctx.control) throw new StepSkipped("a stablecoin operation needs the Service enabled: an operator's decision (the control API)", "control");
      const link = await client.call("POST", "/stablecoin-provider-accounts", {
        headers: { "idempotency-key": `event-link-${Date.now()}` },
        body: { provider: "BRALE", apiClientId: `event_${Date.now().toString(36)}`, apiClientSecret: "event_secret" },
      });
      ok(s, link, "a provider link");
      const token = `e${Date.now().toString(36).slice(-7)}`;
      const coin = await client.call("POST", "/stablecoins", {
        headers: { "idempotency-key": `event-coin-${token}` },
        body: { providerTokenIdentifier: `${token}-1`, networkTokenIdentifier: `btkn1${token}`, network: "SPARK", stablecoinProviderAccountId: link.body.id },
      });
      ok(s, coin, "a stablecoin");
      await time.advance(30);
      ok(s, await client.call("POST", `/stablecoins/${enc(coin.body.id)}/service-operations/enable`), "an enablement request");
      for (const status of ["ENABLING", "ENABLED"])
        ok(s, await ctx.control.stablecoinOperator(platform, coin.body.id, status), `the operator's move to ${status}`);
      const p = await payer(e);
      const m = await client.call("POST", `/stablecoins/${enc(coin.body.id)}/mints`, {
        headers: { "idempotency-key": `event-mint-${token}` },
        body: {
          amount: "25000000",
          description: "top-up",
          fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: p.accountId },
          destination: { accountId: p.accountId },
        },
      });
      ok(s, m, "a mint");
      return { objectId: m.body.id, check: (d) => (typeof d?.status === "string" ? undefined : "no status") };
    },
  },
  "AGENT_ACTION.PENDING_APPROVAL": {
    kind: "regulated",
    seconds: 5,
    async fire(e) {
      const p = await payer(e);
      await fund(e.client, e.s, p.accountId, 500_000);
      const a = await agentOf(e.client, e.s, p.customerId);
      const agent = e.client.withAuth({ bearer: a.token });
      const q = await agent.call("POST", "/agents/me/quotes", {
        body: {
          source: { sourceType: "ACCOUNT", accountId: p.accountId },
          destination: { destinationType: "ACCOUNT", accountId: p.payee },
          lockedCurrencySide: "SENDING",
          lockedCurrencyAmount: 200_000,
        },
      });
      ok(e.s, q, "the agent's quote");
      const x = await agent.call("POST", `/agents/me/quotes/${enc(q.body.id)}/execute`);
      ok(e.s, x, "the agent's execution");
      return { objectId: x.body.id, check: shows("status", "PENDING_APPROVAL") };
    },
  },
  "INVITATION.CLAIMED": {
    kind: "regulated",
    seconds: 5,
    async fire(e) {
      const cfg = await e.client.call("GET", "/config");
      const inviterUma = `$alice.${Date.now().toString(36)}@${cfg.body?.umaDomain ?? "uma.example.com"}`;
      await approvedCustomer(e.client, e.s, { ...individual(), umaAddress: inviterUma });
      const inv = await e.client.call("POST", "/invitations", { body: { inviterUma } });
      ok(e.s, inv, "an invitation");
      ok(
        e.s,
        await e.client.call("POST", `/invitations/${enc(inv.body.code)}/claim`, { body: { inviteeUma: `$bob.${Date.now().toString(36)}@other.example` } }),
        "a claim",
      );
      return { objectId: inv.body.code, check: shows("status", "CLAIMED") };
    },
  },
};
