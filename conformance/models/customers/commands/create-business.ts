/** POST /customers (BUSINESS): always created UNVERIFIED, whatever the platform. */
import type fc from "fast-check";
import { business } from "../bodies.js";
import { type CustomerModel, type CustomerReal } from "../model.js";

export class CreateBusiness implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(
    readonly suffix: string,
    readonly withPhone: boolean,
  ) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.length < 6;
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const r = await client.call("POST", "/customers", { body: business(this.suffix, this.withPhone ? { phoneNumber: "+14155550199" } : {}) });
    s.expect(r.status === 201, "customers.create", `POST /customers (business) answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    s.magic("KYB registrationNumber suffix", this.suffix);
    s.expect(
      r.body.kybStatus === "UNVERIFIED",
      "kyb.status-at-creation",
      `a business was created ${r.body.kybStatus}; businesses are always created UNVERIFIED`,
      "UNVERIFIED",
      r.body.kybStatus,
    );
    s.expect(r.body.kycStatus === undefined, "kyb.no-kyc-status", "a business carries kycStatus", undefined, r.body.kycStatus);
    s.transition("kybStatus", "(created)", "UNVERIFIED");
    m.customers.push({
      id: r.body.id,
      type: "BUSINESS",
      suffix: this.suffix,
      status: "UNVERIFIED",
      gaps: new Set(),
      singleWordName: false,
      hold: false,
      hasIdentityDocument: false,
      businessDocuments: false,
      owners: [],
      contact: m.kind === "contactEmailPhone" ? { email: "PENDING", phone: "PENDING" } : {},
      hasPhone: this.withPhone,
    });
  }
  toString() {
    return `createBusiness(registrationSuffix=${this.suffix}${this.withPhone ? ", phone" : ""})`;
  }
}
