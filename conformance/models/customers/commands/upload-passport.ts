/** POST /documents: a PASSPORT (one image) for an individual; a second one is 409 DOCUMENT_ALREADY_EXISTS. */
import { IndexedCommand } from "../../shared/command.js";
import { documentUpload } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered } from "../../../client/answer.js";

export class UploadPassport extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((x) => x.type === "INDIVIDUAL");
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const r = await client.call("POST", "/documents", { multipart: documentUpload(c.id, "PASSPORT") });
    if (c.hasIdentityDocument) {
      s.expect(
        r.status === 409 && r.body?.code === "DOCUMENT_ALREADY_EXISTS",
        "documents.duplicate",
        `a second PASSPORT answered ${answered(r)}`,
        "409 DOCUMENT_ALREADY_EXISTS",
        `${answered(r)}`,
      );
      return;
    }
    s.expect(r.status === 201, "documents.upload", `uploading a passport answered ${r.status}: ${JSON.stringify(r.body)}`, 201, r.status);
    s.expect(
      r.body.documentHolder === c.id && r.body.documentType === "PASSPORT",
      "documents.upload",
      "the document does not echo its holder and type",
      { documentHolder: c.id, documentType: "PASSPORT" },
      r.body,
    );
    c.hasIdentityDocument = true;
    c.documentId = r.body.id;
  }
  toString() {
    return `uploadPassport(individual #${this.index})`;
  }
}
