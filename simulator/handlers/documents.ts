/** Documents: multipart upload, list, get, replace (PUT), delete. Rules in domain/documents. */
import { ApiError } from "../errors/api-error.js";
import { uploadDocument, type UploadInput } from "../domain/documents/document.js";
import type { DocumentRecord } from "../domain/customers/types.js";
import type { HandlerContext, HandlerMap } from "./types.js";
import { customersOf, documentsOf, newId, ownersOf, pageOpts, rules } from "./kyc-repo.js";

function holderExists(ctx: HandlerContext, holder: string): boolean {
  return Boolean(customersOf(ctx.store).get(holder) ?? ownersOf(ctx.store).get(holder));
}

function assertHolder(ctx: HandlerContext, holder: string): void {
  if (!holderExists(ctx, holder)) throw ApiError.notFound("DOCUMENT_HOLDER_NOT_FOUND", `no customer or beneficial owner with id ${holder}`);
}

function docOr404(ctx: HandlerContext): DocumentRecord {
  const d = documentsOf(ctx.store).get(ctx.params.documentId);
  if (!d) throw ApiError.notFound("NOT_FOUND", `no document with id ${ctx.params.documentId}`);
  return d;
}

function fileOf(ctx: HandlerContext) {
  const f = ctx.files.find((x) => x.field === "file");
  return f ? { filename: f.filename, data: f.data } : undefined;
}

function holderDocs(ctx: HandlerContext, holder: string): DocumentRecord[] {
  return documentsOf(ctx.store).list({ where: { documentHolder: holder }, limit: 1000 }).data;
}

function upload(ctx: HandlerContext) {
  const input = ctx.body as UploadInput;
  assertHolder(ctx, input.documentHolder);
  const doc = uploadDocument(rules(), { id: newId("Document"), now: ctx.clock.iso(), input, file: fileOf(ctx), existing: holderDocs(ctx, input.documentHolder) });
  documentsOf(ctx.store).put(doc);
  return { status: 201, body: doc };
}

function replace(ctx: HandlerContext) {
  const current = docOr404(ctx);
  const input = { ...(ctx.body as Omit<UploadInput, "documentHolder">), documentHolder: current.documentHolder } as UploadInput;
  const doc = uploadDocument(rules(), { id: current.id, now: ctx.clock.iso(), input, file: fileOf(ctx), existing: holderDocs(ctx, current.documentHolder), replacing: current });
  documentsOf(ctx.store).put(doc);
  return { status: 200, body: doc };
}

function list(ctx: HandlerContext) {
  const holder = ctx.query.documentHolder as string | undefined;
  if (holder !== undefined) assertHolder(ctx, holder);
  return { status: 200, body: documentsOf(ctx.store).list({ ...pageOpts(ctx.query), where: { documentHolder: holder } }) };
}

function get(ctx: HandlerContext) {
  return { status: 200, body: docOr404(ctx) };
}

function remove(ctx: HandlerContext) {
  documentsOf(ctx.store).delete(docOr404(ctx).id);
  return { status: 204 };
}

export const documentHandlers: HandlerMap = {
  uploadDocument: upload,
  listDocuments: list,
  getDocument: get,
  replaceDocument: replace,
  deleteDocument: remove,
};
