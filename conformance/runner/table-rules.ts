/**
 * The rows of the description's rule tables the suite verifies, derived from spec/rules (read
 * through contract/rules, never restated): the sandbox suffix tables, the state tables and
 * their refusals, the signed-retry and credential tables, every webhook event type the
 * contract declares. A check notes a row (`s.row(ROW.cardDescriptor("005"))`) once its
 * expectations about it held; the verdict lists every row as verified, failed or not
 * verified, with why. Rows our simulator designed are left out (their checks' rules still
 * appear in the verdict, marked designed).
 */
import type { RuleNeeds, RuleSource } from "../contract/rule-spec.js";
import { isDesignedCode } from "../contract/codes.js";
import { loadKycRules } from "../../contract/rules/kyc.js";
import { cardRules } from "../../contract/rules/cards.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";
import { loadSandboxExternalAccountRules } from "../../contract/rules/external-accounts.js";
import { stablecoinRules } from "../../contract/rules/stablecoins.js";
import { invitationRules } from "../../contract/rules/invitations.js";
import { walletAuthRules } from "../../contract/rules/wallet-auth.js";

export interface TableRow {
  id: string;
  /** The spec/rules file it comes from (or `webhooks` for the contract's event types). */
  table: string;
  source: RuleSource;
  says: string;
  /** The checks that exercise it. */
  by: string[];
  needs?: RuleNeeds;
}

/** The value a suffix table's default row stands for. */
export const OTHER = "other";
/** The states a table lists no move for, as one row. */
export const OTHER_STATE = "any other state";

/** Row ids, as checks note them. */
export const ROW = {
  kycCreation: (suffix: string) => `sandbox-kyc: individual suffix ${suffix} at creation`,
  kycSubmission: (suffix: string) => `sandbox-kyc: individual suffix ${suffix} on a complete submission`,
  kybSubmission: (suffix: string) => `sandbox-kyc: business suffix ${suffix} on a complete submission`,
  ownerSuffix: (suffix: string) => `sandbox-kyc: beneficial owner suffix ${suffix}`,
  kycState: (key: KycStateRow) => `sandbox-kyc: ${KYC_STATE_ROWS[key]}`,
  cardTransition: (from: string, to: string) => `cards: ${from} -> ${to} by PATCH`,
  cardRefusal: (code: string) => `cards: 409 ${code}`,
  cardCreated: () => "cards: POST /cards -> PROCESSING",
  cardProvisioned: () => "cards: PROCESSING -> ACTIVE with last4 and expiry",
  cardDescriptor: (suffix: string) => `cards: descriptor suffix ${suffix}`,
  cardDescriptorLength: () => "cards: a descriptor over 25 characters is 400 INVALID_INPUT",
  cardFunding: (suffix: string) => `cards: funding-source suffix ${suffix}`,
  cardVoid: () => "cards: clearing with amount 0 voids the authorization",
  cardRefund: () => "cards: a refund is its own CREDIT; the purchase stays SETTLED",
  payout: (suffix: string) => `sandbox-payouts: quote destination suffix ${suffix}`,
  umaReceiver: (name: string) => `sandbox-payouts: UMA receiver ${name}`,
  payment: (suffix: string) => `sandbox-external-accounts: payment suffix ${suffix}`,
  nameVerification: (suffix: string) => `sandbox-external-accounts: name verification suffix ${suffix}`,
  enablement: (from: string) => `stablecoins: enablement requested in ${from}`,
  ownership: (key: OwnershipRow) => `external account: ${OWNERSHIP_ROWS[key]}`,
  invitation: (key: string) => `invitations: ${key}`,
  signedRetry: (check: string) => `wallet-auth: signed retry ${check}`,
  credentialLimit: (type: string) => `wallet-auth: one ${type} credential`,
  webhookEvent: (type: string) => `webhooks: event ${type}`,
} as const;

/** The customer verification state table (sandbox-kyc.yaml `transitions`, the description's rows). */
const KYC_STATE_ROWS = {
  createdUnverified: "(created) -> UNVERIFIED on an unregulated platform, and every business",
  createdResolved: "(created) -> the suffix's status on a regulated platform",
  incomplete: "UNVERIFIED -> UNVERIFIED with RESOLVE_ERRORS on an incomplete submission",
  pending: "UNVERIFIED -> PENDING on a complete submission (CUSTOMER.*_PENDING)",
  approved: "PENDING -> APPROVED by decision (CUSTOMER.*_APPROVED)",
  rejected: "PENDING -> REJECTED by decision (CUSTOMER.*_REJECTED)",
  final: "APPROVED and REJECTED are final: a submission answers 400",
  contactVerified: "a contact channel PENDING -> VERIFIED when its confirm call succeeds",
  kycLink409: "a kyc-link while a present contact channel is not VERIFIED answers 409",
} as const;
export type KycStateRow = keyof typeof KYC_STATE_ROWS;

/** The external account state table (ownership verification). */
const OWNERSHIP_ROWS = {
  valid: "a valid WALLET_SIGNATURE before expiresAt -> ACTIVE (200)",
  invalid: "an invalid WALLET_SIGNATURE -> UNVERIFIED (400)",
  expired: "a WALLET_SIGNATURE after expiresAt -> UNVERIFIED (400)",
  noChallenge: "verify without an outstanding challenge -> 409",
  unknown: "verify on an unknown account -> 404",
  liveness: "a LIVENESS challenge is decided asynchronously: EXTERNAL_ACCOUNT.STATUS_UPDATED",
} as const;
export type OwnershipRow = keyof typeof OWNERSHIP_ROWS;

const row = (table: string, id: string, says: string, by: string[], needs?: RuleNeeds, source: RuleSource = "description"): TableRow => ({
  id,
  table,
  source,
  says,
  by,
  needs,
});

/** Every table row the verdict lists. `webhookTypes`: the event types the contract declares. */
export function tableRows(webhookTypes: string[]): TableRow[] {
  const rows: TableRow[] = [];
  const kyc = loadKycRules();
  const CUSTOMERS = ["model.customer-verification"];
  const suffixes = (o: Record<string, unknown>) => [...Object.keys(o), OTHER];
  for (const s of suffixes(kyc.individual.outcomes)) {
    const o = s === OTHER ? kyc.individual.default : kyc.individual.outcomes[s];
    rows.push(
      row(
        "sandbox-kyc.yaml",
        ROW.kycCreation(s),
        `an individual named ...${s} is created ${o.atCreation} on a regulated or skip-paperwork platform`,
        CUSTOMERS,
        {
          kind: "regulated",
        },
      ),
      row(
        "sandbox-kyc.yaml",
        ROW.kycSubmission(s),
        `a complete submission of an individual named ...${s}: ${o.onCompleteSubmission.verificationStatus}, ${o.onCompleteSubmission.status}`,
        CUSTOMERS,
        { kind: "unregulated" },
      ),
    );
  }
  for (const s of suffixes(kyc.business.outcomes)) {
    const o = s === OTHER ? kyc.business.default : kyc.business.outcomes[s];
    rows.push(
      row(
        "sandbox-kyc.yaml",
        ROW.kybSubmission(s),
        `a business whose registration number ends ${s}: ${o.onCompleteSubmission.status} on a complete submission`,
        CUSTOMERS,
      ),
    );
  }
  for (const s of suffixes(kyc.beneficialOwner.outcomes)) {
    const o = s === OTHER ? kyc.beneficialOwner.default : kyc.beneficialOwner.outcomes[s];
    rows.push(row("sandbox-kyc.yaml", ROW.ownerSuffix(s), `a beneficial owner whose last name ends ${s} resolves ${o} with its business`, CUSTOMERS));
  }
  for (const k of Object.keys(KYC_STATE_ROWS) as KycStateRow[])
    rows.push(
      row(
        "sandbox-kyc.yaml",
        ROW.kycState(k),
        KYC_STATE_ROWS[k],
        k === "contactVerified" || k === "kycLink409" ? CUSTOMERS : [...CUSTOMERS, "webhooks.delivery"],
        {
          kind: k === "createdResolved" ? "regulated" : k === "contactVerified" || k === "kycLink409" ? "contactEmailPhone" : undefined,
        },
      ),
    );

  const cards = cardRules();
  const CARDS = ["model.cards"];
  rows.push(row("cards.yaml", ROW.cardCreated(), `POST /cards answers the card ${cards.initialStatus}`, CARDS, { kind: "regulated" }));
  rows.push(
    row(
      "cards.yaml",
      ROW.cardProvisioned(),
      `the issuer provisions the card: ${cards.provisioning.from} -> ${cards.provisioning.to} with last4, expMonth, expYear`,
      CARDS,
      { kind: "regulated" },
    ),
  );
  for (const t of cards.transitions)
    rows.push(row("cards.yaml", ROW.cardTransition(t.from, t.to), `PATCH /cards/{id} status ${t.to} on a ${t.from} card`, CARDS, { kind: "regulated" }));
  for (const code of ["INVALID_STATE_TRANSITION", "CARD_ALREADY_CLOSED", "CARD_NOT_MUTABLE"])
    rows.push(row("cards.yaml", ROW.cardRefusal(code), `a transition the state table refuses answers 409 ${code}`, CARDS, { kind: "regulated" }));
  for (const s of [...Object.keys(cards.descriptorSuffixes), OTHER]) {
    const o = s === OTHER ? { outcome: cards.defaultOutcome } : cards.descriptorSuffixes[s];
    const wait = "confirmAfterMs" in o && typeof o.confirmAfterMs === "number" ? Math.ceil(o.confirmAfterMs / 1000) : undefined;
    rows.push(
      row(
        "cards.yaml",
        ROW.cardDescriptor(s),
        `an authorization at a descriptor ending ${s}: ${o.outcome}${"declinedReason" in o && o.declinedReason ? ` ${o.declinedReason}` : ""}${wait ? `, then CONFIRMED after about ${wait} s` : ""}`,
        CARDS,
        { kind: "regulated", waitSeconds: wait },
      ),
    );
  }
  rows.push(row("cards.yaml", ROW.cardDescriptorLength(), "merchant.descriptor is 1 to 25 characters, else 400 INVALID_INPUT", CARDS, { kind: "regulated" }));
  for (const [s, what] of Object.entries(cards.fundingSourceSuffixes))
    rows.push(
      row("cards.yaml", ROW.cardFunding(s), `a funding source whose id ends ${s} (${what}) answers FUNDING_SOURCE_INELIGIBLE`, CARDS, { kind: "regulated" }),
    );
  rows.push(row("cards.yaml", ROW.cardVoid(), "a clearing simulated with amount 0: the authorization expires, VOIDED", CARDS, { kind: "regulated" }));
  rows.push(
    row("cards.yaml", ROW.cardRefund(), "a refund simulated: the purchase stays SETTLED, the refund is its own CREDIT transaction", CARDS, {
      kind: "regulated",
    }),
  );

  const payouts = sandboxPayoutRules();
  for (const s of Object.keys(payouts.quoteDestinationOutcomes)) {
    const plan = payouts.quoteDestinationOutcomes[s];
    const last = plan[plan.length - 1];
    const key = s === "default" ? OTHER : s;
    rows.push(
      row(
        "sandbox-payouts.yaml",
        ROW.payout(key),
        `a quote to an external account ending ${key}: ${plan.map((p) => p.status).join(" then ")}`,
        ["model.money"],
        { kind: "regulated", waitSeconds: Math.ceil(last.atMs / 1000) },
      ),
    );
  }
  for (const [name, r] of Object.entries(payouts.umaReceivers)) {
    const last = r.outcome[r.outcome.length - 1];
    rows.push(
      row(
        "sandbox-payouts.yaml",
        ROW.umaReceiver(name),
        `a payment to the sandbox UMA receiver $${name}: ${r.outcome.map((o) => o.status).join(" then ")}`,
        ["money.uma-receivers"],
        { kind: "regulated", waitSeconds: Math.min(Math.ceil(last.atMs / 1000), Math.ceil(r.outcome[0].atMs / 1000) || 2) },
      ),
    );
  }

  const ext = loadSandboxExternalAccountRules();
  for (const [s, o] of Object.entries(ext.paymentOutcomes)) {
    const key = s === "default" ? OTHER : s;
    rows.push(
      row(
        "sandbox-external-accounts.yaml",
        ROW.payment(key),
        `a payout to (or pull from) an external account ending ${key}: ${o.description ?? o.result}`,
        ["money.external-account-outcomes"],
        { kind: "regulated", waitSeconds: o.pendingMs ? Math.ceil(o.pendingMs / 1000) + 2 : 3 },
      ),
    );
  }
  for (const s of Object.keys(ext.nameVerification)) {
    const key = s === "default" ? OTHER : s;
    const o = ext.nameVerification[s];
    rows.push(
      row(
        "sandbox-external-accounts.yaml",
        ROW.nameVerification(key),
        `a fiat account ending ${key}: ${o.reject ? `${o.reject.httpStatus} ${o.reject.code}` : `beneficiaryVerificationStatus ${o.beneficiaryVerificationStatus}`}`,
        ["model.external-accounts"],
      ),
    );
  }

  const coins = stablecoinRules();
  for (const [from, to] of Object.entries(coins.enablement.request))
    rows.push(row("stablecoins.yaml", ROW.enablement(from), `a request to enable in ${from} moves it to ${to}`, ["model.stablecoins"], { kind: "regulated" }));
  rows.push(
    row(
      "stablecoins.yaml",
      ROW.enablement(OTHER_STATE),
      "a request to enable in any other state answers 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE",
      ["model.stablecoins"],
      { kind: "regulated", control: true },
    ),
  );

  for (const k of Object.keys(OWNERSHIP_ROWS) as OwnershipRow[])
    rows.push(
      row("description: External account status", ROW.ownership(k), OWNERSHIP_ROWS[k], k === "liveness" ? ["webhooks.events"] : ["model.ownership"], {
        kind: "regulated",
        waitSeconds: k === "expired" ? 15 * 60 : undefined,
        webhooks: k === "liveness" || undefined,
      }),
    );

  const inv = invitationRules();
  for (const [action, to] of Object.entries(inv.actions))
    rows.push(
      row(
        "invitations.yaml",
        ROW.invitation(`${inv.initial} -> ${to}`),
        `${action}: ${inv.initial} -> ${to}`,
        ["model.invitations"],
        {
          kind: "regulated",
          waitSeconds: action === "expire" ? 60 : undefined,
        },
        "live",
      ),
    );
  for (const [status, code] of Object.entries(inv.refusals)) {
    if (isDesignedCode(code)) continue;
    rows.push(
      row(
        "invitations.yaml",
        ROW.invitation(`${status} refuses with ${code}`),
        `a claim or cancel of a ${status} invitation answers 400 ${code}`,
        ["model.invitations"],
        {
          kind: "regulated",
          waitSeconds: status === "EXPIRED" ? 60 : undefined,
        },
      ),
    );
  }

  const auth = walletAuthRules();
  for (const f of auth.signedRetryFailures) {
    if (f.designed) continue;
    rows.push(row("wallet-auth.yaml", ROW.signedRetry(f.check), `${f.when}: ${f.status} ${f.code}`, ["model.wallet-auth"], { kind: "regulated" }));
  }
  for (const [type, l] of Object.entries(auth.credentialLimits)) {
    if (type === "PASSKEY") continue; // a second passkey needs a WebAuthn authenticator the suite does not drive
    rows.push(
      row(
        "wallet-auth.yaml",
        ROW.credentialLimit(type),
        `one ${type} credential per ${l!.scope}: a second answers ${l!.status} ${l!.code}`,
        ["model.wallet-auth"],
        {
          kind: "regulated",
        },
      ),
    );
  }

  for (const type of webhookTypes)
    rows.push(
      row(
        "webhooks",
        ROW.webhookEvent(type),
        `a ${type} delivery: signed, its payload valid against the contract, reporting the change that sent it`,
        ["webhooks.events"],
        {
          webhooks: true,
          kind: type === "OUTGOING_PAYMENT.PENDING_AUTHORIZATION" ? "sca" : "regulated",
        },
      ),
    );
  return rows;
}
