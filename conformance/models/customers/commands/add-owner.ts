/**
 * The KYB packet, part 1: one control person who owns 30% (POST /beneficial-owners), with
 * a passport.
 */
import type fc from "fast-check";
import { documentUpload, ADDRESS } from "../bodies.js";
import { pick, type CustomerModel, type CustomerReal } from "../model.js";

export class AddOwner implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(
    readonly index: number,
    readonly lastSuffix: string,
  ) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.some((c) => c.type === "BUSINESS" && c.owners.length < 2);
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = pick(
      m.customers.filter((x) => x.type === "BUSINESS" && x.owners.length < 2),
      this.index,
    )!;
    const body = {
      customerId: c.id,
      roles: ["OWNER", "CONTROL_PERSON"],
      ownershipPercentage: 30,
      personalInfo: { firstName: "Olivia", lastName: `Owner${this.lastSuffix}`, birthDate: "1980-05-17", nationality: "US", address: { ...ADDRESS } },
    };
    const r = await client.call("POST", "/beneficial-owners", { body });
    s.expect(r.status === 201, "kyb.owner-create", `POST /beneficial-owners answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    const d = await client.call("POST", "/documents", { multipart: documentUpload(r.body.id, "PASSPORT") });
    s.expect(d.status === 201, "documents.upload", `uploading an owner's passport answered ${d.status}: ${JSON.stringify(d.body)}`, 201, d.status);
    c.owners.push({ id: r.body.id, lastSuffix: this.lastSuffix });
  }
  toString() {
    return `addOwner(business #${this.index}, lastNameSuffix=${this.lastSuffix})`;
  }
}
