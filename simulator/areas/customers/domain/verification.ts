/**
 * A verification submission (POST /verifications, or the hosted KYC page): validates the
 * packet, applies the sandbox suffix tables and the state table, and returns the new
 * customer, verification, owners and the events to emit, in order. Pure.
 */
import { customerEventType } from "../../../../contract/rules/webhook-events.js";
import { ApiError } from "../../../errors/api-error.js";
import { completeIdentityTypes, packetErrors } from "./completeness.js";
import { requireContactVerified } from "./contact.js";
import {
  beneficialOwnerOutcome,
  businessOutcome,
  holdTriggered,
  individualOutcome,
  isFinal,
  type KycRules,
  type SubmissionOutcome,
} from "../../../../contract/rules/kyc.js";
import {
  statusOf,
  withStatus,
  type BeneficialOwner,
  type Customer,
  type DomainEvent,
  type KycSettings,
  type KycStatus,
  type SubmissionPacket,
  type Verification,
  type VerificationError,
} from "./types.js";

export interface SubmitCommand {
  packet: SubmissionPacket;
  settings: KycSettings;
  now: string;
  /** The customer's existing verification (re-evaluated in place), if any. */
  previous?: Verification;
  /** Id for a new verification when there is none. */
  newVerificationId: string;
}

export interface SubmitResult {
  customer: Customer;
  verification: Verification;
  /** Owners whose status changed (to persist). */
  owners: BeneficialOwner[];
  events: DomainEvent[];
}

/** 400 when the customer is final (APPROVED / REJECTED). */
export function assertSubmittable(rules: KycRules, c: Customer): void {
  const s = statusOf(c);
  if (isFinal(rules, s)) {
    throw ApiError.badRequest("INVALID_INPUT", `customer ${c.id} is ${s}; ${s} is final and cannot be submitted for verification again`, {
      errors: [
        {
          field: "customerId",
          in: "body",
          code: "INVALID_VALUE",
          reason: `the customer's ${c.customerType === "BUSINESS" ? "kybStatus" : "kycStatus"} is ${s}`,
        },
      ],
    });
  }
}

class Transition {
  events: DomainEvent[] = [];
  constructor(
    public customer: Customer,
    private now: string,
  ) {}
  /** Move the customer to `to`, emitting the event spec/rules/webhook-events.yaml names for it (CUSTOMER.KYC_/KYB_<to>), if any, when the status changes. */
  to(to: KycStatus): void {
    if (statusOf(this.customer) === to) return;
    this.customer = withStatus(this.customer, to, this.now);
    const type = customerEventType(this.customer.customerType, to);
    if (type) this.events.push({ type, data: this.customer });
  }
}

function resolveOwners(rules: KycRules, owners: BeneficialOwner[], now: string): BeneficialOwner[] {
  return owners.map((o) => ({ ...o, kycStatus: beneficialOwnerOutcome(rules, o), updatedAt: now }));
}

/** The outcome the tables give for a complete (or pre-validated) packet. */
function tableOutcome(rules: KycRules, c: Customer): SubmissionOutcome {
  return c.customerType === "BUSINESS" ? businessOutcome(rules, c).onCompleteSubmission : individualOutcome(rules, c).onCompleteSubmission;
}

function poorQualityError(rules: KycRules, packet: SubmissionPacket): VerificationError {
  const types = completeIdentityTypes(rules, packet.documents);
  const doc = packet.documents.find((d) => types.includes(d.documentType)) ?? packet.documents[0];
  return {
    resourceId: doc?.id ?? packet.customer.id,
    type: "POOR_QUALITY_DOCUMENT",
    acceptedDocumentTypes: Object.keys(rules.documents.identity),
    reason: "the identity document image is of poor quality (blurred, cut off or not in colour); upload a new image of one of the accepted types",
  };
}

export function submitVerification(rules: KycRules, cmd: SubmitCommand): SubmitResult {
  const { packet, now } = cmd;
  const start = packet.customer;
  assertSubmittable(rules, start);
  requireContactVerified(rules, start, "the customer is submitted for verification");
  const t = new Transition(start, now);
  let owners: BeneficialOwner[] = [];
  let verificationStatus: Verification["verificationStatus"];
  let errors: VerificationError[] = [];

  const isBusiness = start.customerType === "BUSINESS";
  const bOutcome = isBusiness ? businessOutcome(rules, start) : undefined;
  const skipsValidation =
    isBusiness &&
    bOutcome!.autoDecision &&
    rules.business.resolveBeforeValidationWhen.some((k) => (k === "regulated" ? cmd.settings.regulated : cmd.settings.skipVerificationPaperwork));

  if (!skipsValidation) errors = packetErrors(rules, packet);

  if (errors.length) {
    verificationStatus = "RESOLVE_ERRORS";
  } else if (!skipsValidation && holdTriggered(rules, start.customerType, start)) {
    verificationStatus = rules.hold.verificationStatus;
    t.to(rules.hold.status);
  } else {
    const outcome = tableOutcome(rules, start);
    verificationStatus = outcome.verificationStatus;
    if (outcome.errorType === "POOR_QUALITY_DOCUMENT") {
      errors = [poorQualityError(rules, packet)];
    } else {
      if (rules.decisionPassesThroughPending || outcome.status === "PENDING") t.to("PENDING");
      t.to(outcome.status);
      if (isBusiness && isFinal(rules, outcome.status)) owners = resolveOwners(rules, packet.owners, now);
    }
  }

  const verification: Verification = {
    id: cmd.previous?.id ?? cmd.newVerificationId,
    customerId: start.id,
    verificationStatus,
    errors,
    createdAt: cmd.previous?.createdAt ?? now,
    updatedAt: now,
  };
  const events = [...t.events];
  const vEvent = rules.verificationEvents[verificationStatus];
  if (vEvent) events.push({ type: vEvent, data: verification });
  return { customer: t.customer, verification, owners, events };
}
