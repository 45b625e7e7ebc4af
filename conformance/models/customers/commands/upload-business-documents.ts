/** The KYB packet, part 2: the business documents (formation, ownership structure, proof of address, tax id). */
import type fc from "fast-check";
import { businessDocument } from "../bodies.js";
import { pick, type CustomerModel, type CustomerReal } from "../model.js";

export class UploadBusinessDocuments implements fc.AsyncCommand<CustomerModel, CustomerReal> {
  constructor(readonly index: number) {}
  check(m: Readonly<CustomerModel>) {
    return m.customers.some((c) => c.type === "BUSINESS" && !c.businessDocuments);
  }
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = pick(
      m.customers.filter((x) => x.type === "BUSINESS" && !x.businessDocuments),
      this.index,
    )!;
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
