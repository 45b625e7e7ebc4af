/**
 * Uploads refused, nothing stored: a file that is not a PDF, JPEG or PNG (400), a poor photo
 * of an identity document (422 DOCUMENT_REJECTED, by the sandbox's poor-photo trigger: a file
 * name containing `blurry`), and a replacement of the holder's passport by such a photo
 * (422, the document kept as it was).
 */
import { IndexedCommand } from "../../shared/command.js";
import { documentUpload } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { MultipartBody } from "../../../client/types.js";
import type { Json } from "../../../contract/json.js";

/** A file name the sandbox's poor-photo trigger rejects (spec/rules/sandbox-kyc.yaml documents.rejectTrigger). */
const poorPhoto = (m: CustomerModel, stem: string) => `${stem}-${m.rules.documents.rejectTrigger.fileNameContains}.png`;

/** The upload with its file renamed, or replaced by a text file. */
function withFile(up: MultipartBody, file: { filename: string; text?: boolean }): MultipartBody {
  const part = up.files[0];
  return {
    ...up,
    files: [
      file.text
        ? { field: "file", filename: file.filename, contentType: "text/plain", data: Buffer.from("not an image\n") }
        : { ...part, filename: file.filename },
    ],
  };
}

export class DocumentRefusals extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((c) => c.documentId !== undefined);
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const holderDocs = async (type: string) => {
      const l = await client.call("GET", "/documents", { query: { documentHolder: c.id, limit: 100 } });
      return ((l.body?.data ?? []) as Json[]).filter((d) => d.documentType === type).map((d) => d.id);
    };

    const text = await client.call("POST", "/documents", { multipart: withFile(documentUpload(c.id, "UTILITY_BILL"), { filename: "bill.txt", text: true }) });
    s.expect(text.status === 400, "documents.upload-invalid", `POST /documents with a text file answered ${answered(text)}; expected 400`, 400, text.status);
    const bills = await holderDocs("UTILITY_BILL");
    s.expect(bills.length === 0, "documents.upload-invalid", `a refused upload stored ${JSON.stringify(bills)}`, [], bills);

    const photo = await client.call("POST", "/documents", {
      multipart: withFile(documentUpload(c.id, "NATIONAL_ID", "FRONT"), { filename: poorPhoto(m, "national-id") }),
    });
    expectAnswer(s, photo, "documents.rejected", "POST /documents with a poor photo of a national id", 422, "DOCUMENT_REJECTED");
    const ids = await holderDocs("NATIONAL_ID");
    s.expect(ids.length === 0, "documents.rejected", `a rejected photo was stored: ${JSON.stringify(ids)}`, [], ids);

    const path = `/documents/${encodeURIComponent(c.documentId!)}`;
    const before = await client.call("GET", path);
    const { documentHolder: _holder, ...fields } = documentUpload(c.id, "PASSPORT").fields;
    const up = withFile(documentUpload(c.id, "PASSPORT"), { filename: poorPhoto(m, "passport") });
    const put = await client.call("PUT", path, { multipart: { fields, files: up.files } });
    expectAnswer(s, put, "documents.rejected-replacement", `PUT ${path} with a poor photo`, 422, "DOCUMENT_REJECTED");
    const after = await client.call("GET", path);
    s.expect(
      after.status === 200 && after.body?.fileName === before.body?.fileName && after.body?.updatedAt === before.body?.updatedAt,
      "documents.rejected-replacement",
      `a rejected replacement changed the document: ${answered(after)}`,
      { fileName: before.body?.fileName, updatedAt: before.body?.updatedAt },
      { fileName: after.body?.fileName, updatedAt: after.body?.updatedAt },
    );
  }
  toString() {
    return `documentRefusals(#${this.index})`;
  }
}
