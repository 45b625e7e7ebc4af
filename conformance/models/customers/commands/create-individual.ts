/** POST /customers (INDIVIDUAL) with a sandbox suffix; predicts kycStatus at creation and the contact channels. */
import { Command } from "../../shared/command.js";
import { individual } from "../../../builders/bodies.js";
import { missingProviderFieldsAtCreation, statusAtCreation, suffixKey, type CustomerModel, type CustomerReal, type IndividualGap } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";
import { answered } from "../../../client/answer.js";

/** An individual's sandbox suffix (ending fullName), the fields left out, a one-word name, the HOLD trigger, a phone number. */
export interface IndividualParams {
  suffix: string;
  gaps: IndividualGap[];
  singleWordName: boolean;
  hold: boolean;
  withPhone: boolean;
  /** Name the platform's first supported currency in `currencies` (its provider's required fields then bind at creation). */
  useFirstCurrency?: boolean;
}

export class CreateIndividual extends Command<CustomerModel, CustomerReal, IndividualParams> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const over: Record<string, unknown> = {};
    if (this.params.singleWordName) over.fullName = `Jane${this.params.suffix}`;
    if (this.params.hold) over.identifier = `123-45-6${m.rules.hold.suffix}`;
    if (this.params.withPhone) over.phoneNumber = "+14155550123";
    const first = Object.keys(m.providerRequiredBy)[0];
    if (this.params.useFirstCurrency && first) over.currencies = [first];
    const body = individual(this.params.suffix, over);
    for (const g of this.params.gaps) delete body[g];
    const r = await client.call("POST", "/customers", { body });
    const expected = statusAtCreation(m, "INDIVIDUAL", this.params.suffix);
    s.magic("KYC fullName suffix", this.params.suffix);
    const missing = missingProviderFieldsAtCreation(m, "INDIVIDUAL", expected, body);
    if (missing.length) {
      s.expect(
        r.status === 400 && r.body?.code === "MISSING_MANDATORY_USER_INFO",
        "customers.provider-required",
        `creating an APPROVED individual without ${missing.join(", ")} (required by the provider) answered ${answered(r)}`,
        "400 MISSING_MANDATORY_USER_INFO",
        `${answered(r)}`,
      );
      const named = ((r.body?.details?.errors ?? []) as { field: string }[]).map((e) => e.field).sort();
      s.expect(
        JSON.stringify(named) === JSON.stringify([...missing].sort()),
        "customers.provider-required",
        "MISSING_MANDATORY_USER_INFO does not name exactly the missing fields",
        missing,
        named,
      );
      return;
    }
    s.expect(r.status === 201, "customers.create", `POST /customers answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    s.expect(
      r.body.kycStatus === expected,
      "kyc.status-at-creation",
      `a ${m.kind} individual with suffix ${this.params.suffix} was created ${r.body.kycStatus}, expected ${expected}`,
      expected,
      r.body.kycStatus,
    );
    s.transition("kycStatus", "(created)", expected);
    if (m.kind === "regulated" || m.kind === "skipPaperwork") {
      s.row(ROW.kycCreation(suffixKey(m.rules.individual.outcomes, this.params.suffix)));
      s.row(ROW.kycState("createdResolved"));
    } else s.row(ROW.kycState("createdUnverified"));
    const { contact } = m.kind === "contactEmailPhone" ? { contact: { email: "PENDING" as const, phone: "PENDING" as const } } : { contact: {} };
    if (m.kind === "contactEmailPhone") {
      s.expect(
        r.body.contactVerification?.email === "PENDING" && r.body.contactVerification?.phone === "PENDING",
        "contact.pending",
        "required contact channels are not listed PENDING",
        { email: "PENDING", phone: "PENDING" },
        r.body.contactVerification,
      );
    } else {
      s.expect(
        r.body.contactVerification === undefined,
        "contact.absent",
        "contactVerification is present though the provider requires no channel",
        undefined,
        r.body.contactVerification,
      );
    }
    m.customers.push({
      id: r.body.id,
      type: "INDIVIDUAL",
      suffix: this.params.suffix,
      status: expected,
      gaps: new Set(this.params.gaps),
      singleWordName: this.params.singleWordName,
      hold: this.params.hold,
      hasIdentityDocument: false,
      businessDocuments: false,
      owners: [],
      contact,
      hasPhone: this.params.withPhone,
      platformCustomerId: body.platformCustomerId as string,
    });
  }
  toString() {
    return `createIndividual(suffix=${this.params.suffix}${this.params.gaps.length ? `, missing=${this.params.gaps.join("+")}` : ""}${this.params.singleWordName ? ", singleWordName" : ""}${this.params.hold ? ", hold" : ""}${this.params.withPhone ? ", phone" : ""})`;
  }
}
