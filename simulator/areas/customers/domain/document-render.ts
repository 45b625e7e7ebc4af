/**
 * The Document resource of a stored document: the stored object is the response body.
 * Its documentType and contentType are plain strings in the record (the kyc rules key
 * documents by name); both were checked against the contract's enums on upload.
 */
import type { Schema } from "../../response.js";
import type { DocumentRecord } from "./types.js";

export function renderDocument(d: DocumentRecord): Schema<"Document"> {
  const { documentType, contentType, ...rest } = d;
  return {
    ...rest,
    documentType: documentType as Schema<"DocumentType">,
    ...(contentType !== undefined ? { contentType: contentType as Schema<"DocumentFileType"> } : {}),
  };
}
