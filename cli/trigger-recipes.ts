/**
 * How `paysim trigger` makes each webhook event happen: the API calls an integrator would
 * make (customers, documents, verifications, money, cards, invitations), with the sandbox
 * magic values read from spec/rules (never restated here). A recipe returns a line naming
 * what it created. Events without a recipe are listed by `paysim trigger --list`.
 */
import { loadKycRules, type KycStatus, type VerificationStatus } from "../contract/rules/kyc.js";
import { cardRules } from "../contract/rules/cards.js";
import { sandboxPayoutRules } from "../contract/rules/money.js";
import { randomUUID } from "node:crypto";
import { must, call, type Target } from "./toolbox-client.js";
import type { components } from "../generated/api.js";

/** The contract's schemas: what each answer a recipe reads is. */
type S = components["schemas"];

/** A target and where to say what the recipe does besides its API calls (every move of the platform clock). */
export interface RecipeTarget extends Target {
  say?(line: string): void;
}

export type Recipe = (t: RecipeTarget) => Promise<string>;

/** Events whose recipe fires only on a platform whose customers are in an SCA region (settings.scaRequired). */
export const SCA_PLATFORM_EVENTS: ReadonlySet<string> = new Set(["OUTGOING_PAYMENT.PENDING_AUTHORIZATION"]);

const ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };
// A minimal PNG and PDF (the sandbox checks type and size, not content).
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
const PDF = Buffer.from("%PDF-1.4\n%paysim trigger\n", "latin1");
const uid = () => Math.random().toString(36).slice(2, 8);

function docForm(fields: Record<string, string>, file: Buffer, name: string): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  f.append("file", new Blob([new Uint8Array(file)]), name);
  return f;
}
const passport = (t: RecipeTarget, holder: string) =>
  must(t, "POST", "/documents", undefined, {
    form: docForm(
      { documentHolder: holder, documentType: "PASSPORT", country: "US", documentNumber: "X1234567", issuingAuthority: "US DoS" },
      PNG,
      "passport.png",
    ),
  });

/** The sandbox suffix whose complete submission ends in this status (or verification status); "" for the default outcome. */
function individualSuffix(want: { status?: KycStatus; verification?: VerificationStatus }): string {
  const r = loadKycRules();
  const hit = (o: { onCompleteSubmission: { status: KycStatus; verificationStatus: VerificationStatus } }) =>
    (!want.status || o.onCompleteSubmission.status === want.status) && (!want.verification || o.onCompleteSubmission.verificationStatus === want.verification);
  if (hit(r.individual.default)) return "";
  const s = Object.entries(r.individual.outcomes).find(([, o]) => hit(o));
  if (!s) throw new Error(`spec/rules/sandbox-kyc.yaml has no individual outcome ${JSON.stringify(want)}`);
  return s[0];
}

function businessSuffix(status: KycStatus): string {
  const r = loadKycRules();
  const s = Object.entries(r.business.outcomes).find(([, o]) => o.onCompleteSubmission.status === status);
  if (r.business.default.onCompleteSubmission.status === status) return "999";
  if (!s) throw new Error(`spec/rules/sandbox-kyc.yaml has no business outcome ${status}`);
  return s[0];
}

/** A complete individual, its passport, and a verification (a customer already decided at creation answers 400: ignored). */
async function individualFlow(t: RecipeTarget, suffix: string, extra: Record<string, unknown> = {}): Promise<string> {
  const name = suffix ? `Jane Doe ${suffix}` : "Jane Doe";
  const c = await must<S["Customer"]>(t, "POST", "/customers", {
    customerType: "INDIVIDUAL",
    fullName: name,
    birthDate: "1990-02-28",
    nationality: "US",
    idType: "SSN",
    identifier: "123-45-6789",
    address: ADDRESS,
    ...extra,
  });
  await passport(t, c.id);
  await call(t, "POST", "/verifications", { customerId: c.id });
  return c.id;
}

async function businessFlow(t: RecipeTarget, registrationNumber: string, taxId = "12-3456789"): Promise<string> {
  const r = loadKycRules();
  const c = await must<S["Customer"]>(t, "POST", "/customers", {
    customerType: "BUSINESS",
    businessInfo: { legalName: "Acme Widgets Inc.", registrationNumber, taxId, countriesOfOperation: ["US"] },
    address: ADDRESS,
  });
  for (const d of r.completeness.business.documents)
    await must(t, "POST", "/documents", undefined, { form: docForm({ documentHolder: c.id, documentType: d.acceptedDocumentTypes[0] }, PDF, "doc.pdf") });
  const o = await must<S["BeneficialOwner"]>(t, "POST", "/beneficial-owners", {
    customerId: c.id,
    roles: ["OWNER", "CONTROL_PERSON"],
    ownershipPercentage: 60,
    personalInfo: { firstName: "John", lastName: "Smith", birthDate: "1975-06-15", nationality: "US", address: ADDRESS },
  });
  await passport(t, o.id);
  await call(t, "POST", "/verifications", { customerId: c.id });
  return c.id;
}

/** An APPROVED individual (whatever the platform's kind) and its USD account, funded. */
async function fundedCustomer(t: RecipeTarget, amount: number, extra: Record<string, unknown> = {}): Promise<{ customerId: string; accountId: string }> {
  const customerId = await individualFlow(t, individualSuffix({ status: "APPROVED" }), extra);
  const accts = await must<S["InternalAccountList"]>(t, "GET", `/customers/internal-accounts?customerId=${encodeURIComponent(customerId)}&currency=USD`);
  const accountId = accts.data?.[0]?.id;
  if (!accountId) throw new Error(`customer ${customerId} has no USD account`);
  if (amount) await must(t, "POST", `/sandbox/internal-accounts/${encodeURIComponent(accountId)}/fund`, { amount });
  return { customerId, accountId };
}

/** 3600 -> "1 h", 90 -> "90 s", 86400 -> "24 h". */
export function duration(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** Move the platform clock forward (timers due by then fire), and say so. */
async function advance(t: RecipeTarget, seconds: number): Promise<void> {
  const r = await call<{ now?: string }>(t, "POST", "/_sim/clock/advance", { seconds }, { root: true });
  const now = r.status === 200 ? r.body?.now : undefined;
  t.say?.(
    typeof now === "string"
      ? `Moved the platform clock forward ${duration(seconds)}, to ${now}.`
      : `Could not move the platform clock forward ${duration(seconds)} (POST /_sim/clock/advance answered ${r.status}): what waits for that much platform time happens later.`,
  );
}

async function activeCard(t: RecipeTarget): Promise<{ cardId: string; customerId: string }> {
  const { customerId, accountId } = await fundedCustomer(t, 100_00);
  const card = await must<S["Card"]>(t, "POST", "/cards", { customerId, form: "VIRTUAL", fundingSource: accountId });
  await advance(t, Math.ceil(cardRules().provisioning.delayMs / 1000));
  return { cardId: card.id, customerId };
}

/** The descriptor suffix of a card authorization outcome (spec/rules/cards.yaml); "" for the default. */
function descriptor(outcome: string): string {
  const r = cardRules();
  if (r.defaultOutcome === outcome) return "CAFE 100";
  const s = Object.entries(r.descriptorSuffixes).find(([, v]) => v.outcome === outcome);
  if (!s) throw new Error(`spec/rules/cards.yaml has no descriptor outcome ${outcome}`);
  return `SHOP ${s[0]}`;
}

const authorize = (t: RecipeTarget, cardId: string, amount: number, desc: string) =>
  must<S["CardTransaction"]>(t, "POST", `/sandbox/cards/${encodeURIComponent(cardId)}/simulate/authorization`, {
    amount,
    currency: { code: "USD" },
    merchant: { descriptor: desc, mcc: "5814", country: "US" },
  });

async function cardTx(t: RecipeTarget, then?: "clear" | "void" | "return"): Promise<string> {
  const { cardId } = await activeCard(t);
  const a = await authorize(t, cardId, 12_00, descriptor("AUTHORIZED"));
  if (then)
    await must(t, "POST", `/sandbox/cards/${encodeURIComponent(cardId)}/simulate/clearing`, { cardTransactionId: a.id, amount: then === "void" ? 0 : 12_00 });
  if (then === "return") await must(t, "POST", `/sandbox/cards/${encodeURIComponent(cardId)}/simulate/return`, { cardTransactionId: a.id, amount: 5_00 });
  return `card ${cardId}, card transaction ${a.id}`;
}

/** A USD bank account of the customer; its number ends in `suffix` (a sandbox payout outcome), else payouts to it succeed. */
async function usdPayee(t: RecipeTarget, customerId: string, suffix = ""): Promise<string> {
  const ext = await must<S["ExternalAccount"]>(t, "POST", "/customers/external-accounts", {
    customerId,
    currency: "USD",
    accountInfo: {
      accountType: "USD_ACCOUNT",
      accountNumber: suffix ? `123456${suffix}` : "123456789",
      routingNumber: "021000021",
      bankAccountType: "CHECKING",
      bankName: "Chase",
      beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Doe", address: ADDRESS },
    },
  });
  return ext.id;
}

/** A payout of 25.00 USD to a bank account whose number ends in `suffix` (spec/rules/sandbox-payouts.yaml; "" for the default outcome). */
async function payout(t: RecipeTarget, suffix = "", advanceSeconds = 3600): Promise<string> {
  const { customerId, accountId } = await fundedCustomer(t, 100_00);
  const payee = await usdPayee(t, customerId, suffix);
  const q = await must<S["Quote"]>(t, "POST", "/quotes", {
    source: { sourceType: "ACCOUNT", accountId },
    destination: { destinationType: "ACCOUNT", accountId: payee },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 25_00,
  });
  const x = await must<S["Quote"]>(t, "POST", `/quotes/${encodeURIComponent(q.id)}/execute`, {});
  if (advanceSeconds > 0) await advance(t, advanceSeconds);
  return `quote ${q.id}, transaction ${x.transactionId}`;
}

/** The payout suffix whose outcome plan ends FAILED without a settlement first. */
function failingSuffix(): string {
  const s = Object.entries(sandboxPayoutRules().quoteDestinationOutcomes).find(
    ([k, plan]) => k !== "default" && plan.length === 1 && plan[0].status === "FAILED",
  );
  if (!s) throw new Error("spec/rules/sandbox-payouts.yaml has no payout outcome that fails at once");
  return s[0];
}

/** A real-time-funded quote (its transaction PENDING, awaiting the funds); `pay` sends them, else it expires. */
async function realtimeQuote(t: RecipeTarget, then: "pay" | "expire"): Promise<string> {
  const { customerId } = await fundedCustomer(t, 0);
  const payee = await usdPayee(t, customerId);
  const q = await must<S["Quote"]>(t, "POST", "/quotes", {
    source: { sourceType: "REALTIME_FUNDING", currency: "USD", customerId },
    destination: { destinationType: "ACCOUNT", accountId: payee },
    lockedCurrencySide: "SENDING",
    lockedCurrencyAmount: 25_00,
  });
  if (then === "pay") await must(t, "POST", "/sandbox/send", { quoteId: q.id, currencyCode: "USD" });
  await advance(t, then === "pay" ? 60 : 24 * 3600);
  return `quote ${q.id}, transaction ${q.transactionId}`;
}

/** An incoming UMA payment that waits for screening; `approve` or `reject` decides it. */
async function incomingPayment(t: RecipeTarget, decide?: "approve" | "reject"): Promise<string> {
  const cfg = await must<S["PlatformConfig"]>(t, "GET", "/config");
  const uma = `$jane.${uid()}@${cfg.umaDomain ?? "uma.example.com"}`;
  await fundedCustomer(t, 0, { umaAddress: uma });
  const r = await must<S["Transaction"]>(t, "POST", "/sandbox/uma/receive", {
    senderUmaAddress: "$carol.smith@wallet.example.org",
    receiverUmaAddress: uma,
    receivingCurrencyCode: "USD",
    receivingCurrencyAmount: 50_00,
  });
  if (decide) await must(t, "POST", `/transactions/${encodeURIComponent(r.id)}/${decide}`, {});
  await advance(t, 60);
  return `incoming transaction ${r.id} to ${uma}`;
}

const kyc =
  (status: KycStatus): Recipe =>
  async (t) =>
    `customer ${await individualFlow(t, individualSuffix({ status }))}`;
const kyb =
  (status: KycStatus): Recipe =>
  async (t) =>
    `business customer ${await businessFlow(t, `C4567890${businessSuffix(status)}`)}`;

export const RECIPES: Record<string, Recipe> = {
  TEST: async (t) => {
    await must(t, "POST", "/webhooks/test", {});
    return "a test event";
  },
  "CUSTOMER.KYC_PENDING": kyc("PENDING"),
  "CUSTOMER.KYC_APPROVED": kyc("APPROVED"),
  "CUSTOMER.KYC_REJECTED": kyc("REJECTED"),
  "CUSTOMER.KYB_PENDING": kyb("PENDING"),
  "CUSTOMER.KYB_APPROVED": kyb("APPROVED"),
  "CUSTOMER.KYB_REJECTED": kyb("REJECTED"),
  "VERIFICATION.RESOLVE_ERRORS": async (t) => `customer ${await individualFlow(t, individualSuffix({ verification: "RESOLVE_ERRORS" }))}`,
  "VERIFICATION.PENDING_MANUAL_REVIEW": async (t) => `customer ${await individualFlow(t, individualSuffix({ verification: "PENDING_MANUAL_REVIEW" }))}`,
  "OUTGOING_PAYMENT.PENDING": (t) => realtimeQuote(t, "pay"),
  "OUTGOING_PAYMENT.PENDING_AUTHORIZATION": (t) => payout(t, "", 0), // SCA_PLATFORM_EVENTS
  "OUTGOING_PAYMENT.PROCESSING": (t) => payout(t),
  "OUTGOING_PAYMENT.COMPLETED": (t) => payout(t),
  "OUTGOING_PAYMENT.FAILED": (t) => payout(t, failingSuffix()),
  "OUTGOING_PAYMENT.EXPIRED": (t) => realtimeQuote(t, "expire"),
  "INCOMING_PAYMENT.PENDING": (t) => incomingPayment(t),
  "INCOMING_PAYMENT.COMPLETED": (t) => incomingPayment(t, "approve"),
  "INCOMING_PAYMENT.FAILED": (t) => incomingPayment(t, "reject"),
  "CARD.STATUS_CHANGE": async (t) => {
    const { cardId } = await activeCard(t);
    return `card ${cardId}`;
  },
  "CARD_TRANSACTION.AUTHORIZED": (t) => cardTx(t),
  "CARD_TRANSACTION.SETTLED": (t) => cardTx(t, "clear"),
  "CARD_TRANSACTION.VOIDED": (t) => cardTx(t, "void"),
  "CARD_TRANSACTION.REFUNDED": (t) => cardTx(t, "return"),
  "CARD_TRANSACTION.EXCEPTION": async (t) => {
    const { cardId } = await activeCard(t);
    return `card ${cardId}, card transaction ${(await authorize(t, cardId, 1_00, descriptor("EXCEPTION"))).id}`;
  },
  "INTERNAL_ACCOUNT.BALANCE_UPDATED": async (t) => `internal account ${(await fundedCustomer(t, 42_00)).accountId}`,
  "EXTERNAL_ACCOUNT.STATUS_UPDATED": async (t) => {
    // A wallet account asked for a LIVENESS ownership check: PENDING_OWNERSHIP_VERIFICATION at once, decided later on the platform clock.
    const { customerId } = await fundedCustomer(t, 0);
    const a = await must<S["ExternalAccount"]>(t, "POST", "/customers/external-accounts", {
      customerId,
      currency: "USDT",
      ownershipType: "FIRST_PARTY",
      accountInfo: { accountType: "PLASMA_WALLET", address: "0x8ba1f109551bd432803012645ac136ddd64dba72" },
    });
    await must(t, "POST", `/customers/external-accounts/${encodeURIComponent(a.id)}/challenge`, { method: "LIVENESS" });
    await advance(t, 60);
    return `external account ${a.id}`;
  },
  "STABLECOIN_OPERATION.STATUS_UPDATED": async (t) => {
    const key = () => ({ headers: { "idempotency-key": randomUUID() } });
    await call(t, "POST", "/stablecoin-provider-accounts", { provider: "BRALE", apiClientId: `client_${uid()}`, apiClientSecret: "secret" }, key()); // an account already linked is kept
    const token = `trg${uid()}`;
    const coin = await must<S["Stablecoin"]>(
      t,
      "POST",
      "/stablecoins",
      { providerTokenIdentifier: token, networkTokenIdentifier: `btkn1${token}`, network: "SPARK" },
      key(),
    );
    await advance(t, 60);
    await must(t, "POST", `/stablecoins/${encodeURIComponent(coin.id)}/service-operations/enable`);
    for (const status of ["ENABLING", "ENABLED"])
      await must(t, "POST", `/_sim/stablecoins/${encodeURIComponent(coin.id)}/service-operations`, { status }, { root: true });
    const { accountId } = await fundedCustomer(t, 1_000_00);
    const m = await must<S["StablecoinOperation"]>(
      t,
      "POST",
      `/stablecoins/${encodeURIComponent(coin.id)}/mints`,
      { amount: "25000000", fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId }, destination: { accountId } },
      key(),
    );
    await advance(t, 3600);
    return `stablecoin ${coin.id}, mint ${m.id}`;
  },
  "AGENT_ACTION.PENDING_APPROVAL": async (t) => {
    // An agent's payment over its policy's approval threshold is held for the platform.
    const { customerId, accountId } = await fundedCustomer(t, 10_000_00);
    const payee = await usdPayee(t, customerId);
    const policy = {
      permissions: ["VIEW_TRANSACTIONS", "CREATE_QUOTES", "EXECUTE_QUOTES"],
      defaultExecutionMode: "AUTO",
      spendingLimits: { currency: "USD", perTransactionLimit: 5_000_00, dailyLimit: 10_000_00 },
      approvalThresholds: { amount: 1_000_00, currency: "USD" },
    };
    const created = await must<S["AgentCreateResponse"]>(t, "POST", "/agents", { name: "paysim trigger", customerId, policy });
    const redeemed = await must<S["AgentDeviceCodeRedeemResponse"]>(t, "POST", `/agents/device-codes/${encodeURIComponent(created.deviceCode.code)}/redeem`);
    const agent: RecipeTarget = { ...t, auth: `Bearer ${redeemed.accessToken}` };
    const q = await must<S["Quote"]>(agent, "POST", "/agents/me/quotes", {
      source: { sourceType: "ACCOUNT", accountId },
      destination: { destinationType: "ACCOUNT", accountId: payee },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: 2_000_00,
    });
    const r = await must<S["AgentAction"]>(agent, "POST", `/agents/me/quotes/${encodeURIComponent(q.id)}/execute`);
    return `agent ${created.agent.id}, action ${r.id}`;
  },
  "INVITATION.CLAIMED": async (t) => {
    const cfg = await must<S["PlatformConfig"]>(t, "GET", "/config");
    const inviterUma = `$alice.${uid()}@${cfg.umaDomain}`;
    await fundedCustomer(t, 0, { umaAddress: inviterUma });
    const inv = await must<S["UmaInvitation"]>(t, "POST", "/invitations", { inviterUma });
    await must(t, "POST", `/invitations/${encodeURIComponent(inv.code)}/claim`, { inviteeUma: `$bob.${uid()}@other.example` });
    return `invitation ${inv.code}`;
  },
};
