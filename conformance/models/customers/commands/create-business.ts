/** POST /customers (BUSINESS): always created UNVERIFIED, whatever the platform. */
import { Command } from "../../shared/command.js";
import { business } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal } from "../model.js";
import { ROW } from "../../../runner/table-rules.js";

export class CreateBusiness extends Command<CustomerModel, CustomerReal, { suffix: string; withPhone: boolean }> {
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const body = business(this.params.suffix, this.params.withPhone ? { phoneNumber: "+14155550199" } : {});
    const r = await client.call("POST", "/customers", { body });
    s.expect(r.status === 201, "customers.create", `POST /customers (business) answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    s.magic("KYB registrationNumber suffix", this.params.suffix);
    s.expect(
      r.body.kybStatus === "UNVERIFIED",
      "kyb.status-at-creation",
      `a business was created ${r.body.kybStatus}; businesses are always created UNVERIFIED`,
      "UNVERIFIED",
      r.body.kybStatus,
    );
    s.expect(r.body.kycStatus === undefined, "kyb.no-kyc-status", "a business carries kycStatus", undefined, r.body.kycStatus);
    s.transition("kybStatus", "(created)", "UNVERIFIED");
    s.row(ROW.kycState("createdUnverified"));
    m.customers.push({
      id: r.body.id,
      type: "BUSINESS",
      suffix: this.params.suffix,
      status: "UNVERIFIED",
      gaps: new Set(),
      singleWordName: false,
      hold: false,
      hasIdentityDocument: false,
      businessDocuments: false,
      owners: [],
      contact: m.kind === "contactEmailPhone" ? { email: "PENDING", phone: "PENDING" } : {},
      hasPhone: this.params.withPhone,
      platformCustomerId: body.platformCustomerId as string,
    });
  }
  toString() {
    return `createBusiness(registrationSuffix=${this.params.suffix}${this.params.withPhone ? ", phone" : ""})`;
  }
}
