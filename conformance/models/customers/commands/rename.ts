/** PATCH fullName to another suffix: "renaming the customer does not re-derive the status". */
import type fc from "fast-check";
import { pick, type CustomerModel, type CustomerReal } from "../model.js";

export class Rename implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(
    readonly index: number,
    readonly newSuffix: string,
  ) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.some((c) => c.type === "INDIVIDUAL");
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = pick(
      m.customers.filter((x) => x.type === "INDIVIDUAL"),
      this.index,
    )!;
    const r = await client.call("PATCH", `/customers/${encodeURIComponent(c.id)}`, {
      body: { customerType: "INDIVIDUAL", fullName: `Jane Doe ${this.newSuffix}` },
    });
    s.expect(r.status === 200, "customers.patch", `PATCH fullName answered ${r.status}`, 200, r.status);
    s.expect(
      r.body.kycStatus === c.status,
      "kyc.rename-keeps-status",
      `renaming to suffix ${this.newSuffix} changed kycStatus ${c.status} -> ${r.body.kycStatus}`,
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
      c.suffix = this.newSuffix;
      c.singleWordName = false;
    }
  }
  toString() {
    return `rename(#${this.index}, suffix=${this.newSuffix})`;
  }
}
