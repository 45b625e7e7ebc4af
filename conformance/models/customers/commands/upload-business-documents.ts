/** The KYB packet, part 2: the business documents (formation, ownership structure, proof of address, tax id). */
import { IndexedCommand } from "../../shared/command.js";
import { businessDocument } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";

export class UploadBusinessDocuments extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((x) => x.type === "BUSINESS" && !x.businessDocuments);
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    for (const req of m.rules.completeness.business.documents) {
      const r = await client.call("POST", "/documents", { multipart: businessDocument(c.id, req.acceptedDocumentTypes[0]) });
      s.expect(
        r.status === 201,
        "documents.upload",
        `uploading ${req.acceptedDocumentTypes[0]} answered ${r.status}: ${JSON.stringify(r.body)}`,
        201,
        r.status,
      );
    }
    c.businessDocuments = true;
  }
  toString() {
    return `uploadBusinessDocuments(business #${this.index})`;
  }
}
