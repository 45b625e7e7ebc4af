/**
 * The KYB packet, part 1: one control person who owns 30% (POST /beneficial-owners), with
 * a passport.
 */
import { IndexedCommand } from "../../shared/command.js";
import { documentUpload, ADDRESS } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";

export class AddOwner extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer, { lastSuffix: string }> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((x) => x.type === "BUSINESS" && x.owners.length < 2);
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const body = {
      customerId: c.id,
      roles: ["OWNER", "CONTROL_PERSON"],
      ownershipPercentage: 30,
      personalInfo: { firstName: "Olivia", lastName: `Owner${this.params.lastSuffix}`, birthDate: "1980-05-17", nationality: "US", address: { ...ADDRESS } },
    };
    const r = await client.call("POST", "/beneficial-owners", { body });
    s.expect(r.status === 201, "kyb.owner-create", `POST /beneficial-owners answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    const d = await client.call("POST", "/documents", { multipart: documentUpload(r.body.id, "PASSPORT") });
    s.expect(d.status === 201, "documents.upload", `uploading an owner's passport answered ${d.status}: ${JSON.stringify(d.body)}`, 201, d.status);
    c.owners.push({ id: r.body.id, lastSuffix: this.params.lastSuffix });
  }
  toString() {
    return `addOwner(business #${this.index}, lastNameSuffix=${this.params.lastSuffix})`;
  }
}
