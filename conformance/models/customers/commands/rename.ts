/** PATCH fullName to another suffix: "renaming the customer does not re-derive the status". */
import { IndexedCommand } from "../../shared/command.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";

export class Rename extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer, { newSuffix: string }> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((x) => x.type === "INDIVIDUAL");
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const r = await client.call("PATCH", `/customers/${encodeURIComponent(c.id)}`, {
      body: { customerType: "INDIVIDUAL", fullName: `Jane Doe ${this.params.newSuffix}` },
    });
    s.expect(r.status === 200, "customers.patch", `PATCH fullName answered ${r.status}`, 200, r.status);
    s.expect(
      r.body.kycStatus === c.status,
      "kyc.rename-keeps-status",
      `renaming to suffix ${this.params.newSuffix} changed kycStatus ${c.status} -> ${r.body.kycStatus}`,
      c.status,
      r.body.kycStatus,
    );
    const wrongType = await client.call("PATCH", `/customers/${encodeURIComponent(c.id)}`, {
      body: { customerType: "BUSINESS", businessInfo: { legalName: "Nope Inc." } },
    });
    s.expect(
      wrongType.status === 400,
      "customers.patch-discriminator",
      `PATCH with the other customerType answered ${wrongType.status}`,
      400,
      wrongType.status,
    );
    // A customer not yet final now carries the new suffix.
    if (!m.rules.finalStatuses.includes(c.status)) {
      c.suffix = this.params.newSuffix;
      c.singleWordName = false;
    }
  }
  toString() {
    return `rename(#${this.index}, suffix=${this.params.newSuffix})`;
  }
}
