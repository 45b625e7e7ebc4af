/**
 * PUT /documents/{id} on an individual's identity document after a submission (a document
 * the verification may have flagged, the case the live service gives for a replacement):
 * 200 with the same document holding the new file and metadata, read back by GET and still
 * the holder's only document of that type; a replacement that is not a PDF, JPEG or PNG
 * answers 400 and changes nothing; changing its type to one the holder has in another
 * document answers 409 DOCUMENT_ALREADY_EXISTS.
 */
import { IndexedCommand } from "../../shared/command.js";
import { documentUpload } from "../../../builders/bodies.js";
import type { CustomerModel, CustomerReal, ModelCustomer } from "../model.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { MultipartBody } from "../../../client/types.js";
import type { Json } from "../../../contract/json.js";

/** A replacement: the upload's fields without the holder (it cannot change), with its own file (name). */
function replacement(
  holder: string,
  type: string,
  extra: Record<string, string>,
  file: { filename?: string; part?: MultipartBody["files"][number] } = {},
): MultipartBody {
  const up = documentUpload(holder, type, undefined, extra);
  const { documentHolder: _holder, ...fields } = up.fields;
  return { fields, files: file.part ? [file.part] : up.files.map((f) => ({ ...f, filename: file.filename ?? f.filename })) };
}

const FILE = "passport-retake.png";

export class ReplaceDocument extends IndexedCommand<CustomerModel, CustomerReal, ModelCustomer> {
  protected readonly items = (m: Readonly<CustomerModel>) => m.customers.filter((c) => c.documentId !== undefined);
  async run(m: CustomerModel, { client, s }: CustomerReal) {
    const c = this.item(m);
    const path = `/documents/${encodeURIComponent(c.documentId!)}`;
    const number = `R${Date.now().toString().slice(-7)}`;
    const put = await client.call("PUT", path, { multipart: replacement(c.id, "PASSPORT", { documentNumber: number }, { filename: FILE }) });
    const same = (b: Json) =>
      b?.id === c.documentId && b?.documentHolder === c.id && b?.documentType === "PASSPORT" && b?.documentNumber === number && b?.fileName === FILE;
    const seen = (b: Json) => ({
      id: b?.id,
      documentHolder: b?.documentHolder,
      documentType: b?.documentType,
      documentNumber: b?.documentNumber,
      fileName: b?.fileName,
    });
    const want = { id: c.documentId, documentHolder: c.id, documentType: "PASSPORT", documentNumber: number, fileName: FILE };
    s.expect(
      put.status === 200 && same(put.body),
      "documents.replace",
      `PUT ${path} answered ${answered(put)}; expected 200 with the replaced document`,
      want,
      seen(put.body),
    );
    const get = await client.call("GET", path);
    s.expect(
      get.status === 200 && same(get.body),
      "documents.replace-read",
      `GET ${path} after the PUT answered ${answered(get)} without the replacement`,
      want,
      seen(get.body),
    );
    const list = await client.call("GET", "/documents", { query: { documentHolder: c.id, limit: 100 } });
    const passports = ((list.body?.data ?? []) as Json[]).filter((d) => d.documentType === "PASSPORT").map((d) => d.id);
    s.expect(
      list.status === 200 && passports.length === 1 && passports[0] === c.documentId,
      "documents.replace-read",
      `the holder's PASSPORT documents after the PUT are ${JSON.stringify(passports)}; a replacement keeps the one document`,
      [c.documentId],
      passports,
    );
    // A file that is not a PDF, JPEG or PNG: refused, the document unchanged.
    const text = { field: "file", filename: "passport.txt", contentType: "text/plain", data: Buffer.from("not an image\n") };
    const bad = await client.call("PUT", path, { multipart: replacement(c.id, "PASSPORT", { documentNumber: "Z0000000" }, { part: text }) });
    s.expect(bad.status === 400, "documents.replace-invalid", `PUT ${path} with a text file answered ${answered(bad)}; expected 400`, 400, bad.status);
    const after = await client.call("GET", path);
    s.expect(
      after.body?.documentNumber === number,
      "documents.replace-invalid",
      "a refused replacement changed the document",
      number,
      after.body?.documentNumber,
    );
    // Another document of the holder turned into a second PASSPORT.
    const other = await client.call("POST", "/documents", { multipart: documentUpload(c.id, "DRIVERS_LICENSE", "FRONT", { documentNumber: `D${number}` }) });
    s.expect(other.status === 201, "documents.upload", `uploading a driver's license front answered ${answered(other)}`, 201, other.status);
    if (other.status !== 201) return;
    const clash = await client.call("PUT", `/documents/${encodeURIComponent(other.body.id)}`, { multipart: replacement(c.id, "PASSPORT", {}) });
    expectAnswer(s, clash, "documents.replace-clash", "PUT turning a document into a second PASSPORT of its holder", 409, "DOCUMENT_ALREADY_EXISTS");
  }
  toString() {
    return `replaceDocument(#${this.index})`;
  }
}
