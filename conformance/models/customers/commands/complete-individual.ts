/** PATCH /customers/{id}: fill every gap (customerType required); the status never changes on a patch. */
import { IndexedCommand } from "../../shared/command.js";
import { ADDRESS } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";

export class CompleteIndividual extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((x) => x.type === "INDIVIDUAL");
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const body: Record<string, unknown> = {
      customerType: "INDIVIDUAL",
      fullName: `Jane Doe ${c.suffix}`,
      birthDate: "1990-02-28",
      nationality: "US",
      idType: "SSN",
      address: { ...ADDRESS },
      identifier: c.hold ? `123-45-6${m.rules.hold.suffix}` : "123-45-6789",
      phoneNumber: "+14155550123",
    };
    const r = await client.call("PATCH", `/customers/${encodeURIComponent(c.id)}`, { body });
    s.expect(r.status === 200, "customers.patch", `PATCH /customers/{id} answered ${r.status}: ${JSON.stringify(r.body)}`, 200, r.status);
    s.expect(
      r.body.kycStatus === c.status,
      "kyc.patch-keeps-status",
      `a patch changed kycStatus from ${c.status} to ${r.body.kycStatus}`,
      c.status,
      r.body.kycStatus,
    );
    c.gaps.clear();
    c.singleWordName = false;
    c.hasPhone = true;
  }
  toString() {
    return `completeIndividual(#${this.index})`;
  }
}
