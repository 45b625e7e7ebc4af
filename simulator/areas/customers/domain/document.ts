/**
 * Document uploads (POST /documents, PUT /documents/{id}): content-type by magic bytes,
 * size limit, sides of identity documents, the designed 422 DOCUMENT_REJECTED trigger and
 * the one-document-per-holder+type(+side) rule. Pure: the caller passes the holder's
 * existing documents.
 */
import { ApiError, type FieldError } from "../../../errors/api-error.js";
import type { KycRules } from "../../../../contract/rules/kyc.js";
import type { DocumentRecord } from "./types.js";

/** The fields sent with an uploaded file: the record's own, as the client gives them. */
export type UploadInput = Pick<DocumentRecord, "documentHolder" | "documentType" | "side" | "country" | "documentNumber" | "issuingAuthority"> & {
  [field: string]: unknown;
};

export interface UploadFile {
  filename: string;
  data: Buffer;
}

/** The content type the bytes show (PDF, JPEG, PNG), or undefined. */
export function sniffContentType(rules: KycRules, data: Buffer): string | undefined {
  for (const { mimeType, magicHex } of rules.documents.upload.contentTypes) {
    const magic = Buffer.from(magicHex, "hex");
    if (data.length >= magic.length && data.subarray(0, magic.length).equals(magic)) return mimeType;
  }
  return undefined;
}

/** True when the designed sandbox trigger rejects this upload as a poor photo. */
export function rejectTriggered(rules: KycRules, input: UploadInput, file: UploadFile): boolean {
  const t = rules.documents.rejectTrigger;
  const name = file.filename.toLowerCase();
  const stem = name.replace(/\.[^.]*$/, "");
  return (
    name.includes(t.fileNameContains.toLowerCase()) || stem.endsWith(t.fileNameStemSuffix) || (input.documentNumber ?? "").endsWith(t.documentNumberSuffix)
  );
}

function fieldError(field: string, code: string, reason: string): FieldError {
  return { field, in: "body", code, reason };
}

/** Field rules the schema cannot express: side required/forbidden, identity fields. */
export function validateUploadFields(rules: KycRules, input: UploadInput, file: UploadFile | undefined): void {
  const errors: FieldError[] = [];
  const identity = rules.documents.identity[input.documentType];
  if (!file) errors.push(fieldError("file", "REQUIRED", "a file (PDF, JPEG or PNG) is required"));
  if (identity) {
    if (identity.sides.length && !input.side) {
      errors.push(fieldError("side", "REQUIRED", `${input.documentType} needs separate FRONT and BACK images: side is required`));
    }
    if (!identity.sides.length && input.side && input.side !== "FRONT") {
      errors.push(fieldError("side", "INVALID_VALUE", `${input.documentType} is one image: send no side (or FRONT)`));
    }
    for (const f of rules.documents.identityRequiredFields) {
      if (!input[f]) errors.push(fieldError(f, "REQUIRED", `${f} is required for identity documents`));
    }
  }
  if (errors.length) throw ApiError.invalidInput(errors);
}

/** 400 for a file that is too large or not PDF / JPEG / PNG by its content. */
export function validateFileContent(rules: KycRules, file: UploadFile): string {
  const max = rules.documents.upload.maxBytes;
  if (file.data.length > max) {
    throw ApiError.invalidInput(
      [fieldError("file", "OUT_OF_RANGE", `the file is ${file.data.length} bytes; at most ${max} bytes (10 MB) are accepted`)],
      `the file is too large: ${file.data.length} bytes, the limit is ${max} bytes (10 MB)`,
    );
  }
  const type = sniffContentType(rules, file.data);
  if (!type) {
    throw ApiError.invalidInput(
      [fieldError("file", "INVALID_FORMAT", "the file content is not a PDF, JPEG or PNG (checked by content, not by name)")],
      "the file is not a PDF, JPEG or PNG: its content does not start with the signature of one of these types",
    );
  }
  return type;
}

/** Same holder + type (+ side for two-sided identity types) already uploaded? */
export function sameSlot(rules: KycRules, a: Pick<DocumentRecord, "documentType" | "side">, b: Pick<DocumentRecord, "documentType" | "side">): boolean {
  if (a.documentType !== b.documentType) return false;
  const twoSided = (rules.documents.identity[a.documentType]?.sides.length ?? 0) > 0;
  return !twoSided || (a.side ?? null) === (b.side ?? null);
}

export interface UploadCommand {
  id: string;
  now: string;
  input: UploadInput;
  file: UploadFile | undefined;
  /** Documents the holder already has. */
  existing: DocumentRecord[];
  /** For PUT: the document replaced (keeps id and createdAt). */
  replacing?: DocumentRecord;
}

/** Validate and build the stored document (the API's Document object). */
export function uploadDocument(rules: KycRules, cmd: UploadCommand): DocumentRecord {
  const { input, file } = cmd;
  validateUploadFields(rules, input, file);
  const contentType = validateFileContent(rules, file!);
  const clash = cmd.existing.find((d) => d.id !== cmd.replacing?.id && sameSlot(rules, d, input));
  if (clash) {
    throw ApiError.conflict(
      "DOCUMENT_ALREADY_EXISTS",
      `${input.documentHolder} already has a ${input.documentType}${input.side ? ` (${input.side})` : ""} document (${clash.id}); replace it with PUT /documents/${clash.id}`,
    );
  }
  if (rejectTriggered(rules, input, file!)) {
    throw new ApiError(422, "DOCUMENT_REJECTED", rules.documents.rejectTrigger.reason);
  }
  const doc: DocumentRecord = {
    id: cmd.replacing?.id ?? cmd.id,
    documentHolder: input.documentHolder,
    documentType: input.documentType,
    createdAt: cmd.replacing?.createdAt ?? cmd.now,
    updatedAt: cmd.now,
  };
  for (const f of ["side", "country", "documentNumber", "issuingAuthority"] as const) {
    if (input[f] !== undefined && input[f] !== "") (doc as Record<string, unknown>)[f] = input[f];
  }
  doc.fileName = file!.filename;
  doc.contentType = contentType;
  doc.size = file!.data.length;
  return doc;
}
