/** Documents: multipart upload, list, get, replace (PUT), delete. Rules in domain/documents. */
import { ApiError } from "../../../errors/api-error.js";
import { uploadDocument, type UploadInput } from "../domain/document.js";
import type { DocumentRecord } from "../domain/types.js";
import { handlerMap, type HandlerContext, type TypedContext, type TypedResult } from "../../types.js";
import { renderDocument } from "../domain/document-render.js";
import { customersOf, documentsOf, newId, ownersOf, pageOpts, rules } from "../service.js";

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

function upload(ctx: TypedContext<"uploadDocument">): TypedResult<"uploadDocument"> {
  const input = ctx.body as UploadInput;
  assertHolder(ctx, input.documentHolder);
  const doc = uploadDocument(rules(), {
    id: newId("Document"),
    now: ctx.clock.iso(),
    input,
    file: fileOf(ctx),
    existing: holderDocs(ctx, input.documentHolder),
  });
  documentsOf(ctx.store).put(doc);
  return { status: 201, body: renderDocument(doc) };
}

function replace(ctx: TypedContext<"replaceDocument">): TypedResult<"replaceDocument"> {
  const current = docOr404(ctx);
  const input = { ...(ctx.body as Omit<UploadInput, "documentHolder">), documentHolder: current.documentHolder } as UploadInput;
  const doc = uploadDocument(rules(), {
    id: current.id,
    now: ctx.clock.iso(),
    input,
    file: fileOf(ctx),
    existing: holderDocs(ctx, current.documentHolder),
    replacing: current,
  });
  documentsOf(ctx.store).put(doc);
  return { status: 200, body: renderDocument(doc) };
}

function list(ctx: TypedContext<"listDocuments">): TypedResult<"listDocuments"> {
  const holder = ctx.query.documentHolder as string | undefined;
  if (holder !== undefined) assertHolder(ctx, holder);
  const page = documentsOf(ctx.store).list({ ...pageOpts(ctx.query), where: { documentHolder: holder } });
  return { status: 200, body: { ...page, data: page.data.map(renderDocument) } };
}

function get(ctx: TypedContext<"getDocument">): TypedResult<"getDocument"> {
  return { status: 200, body: renderDocument(docOr404(ctx)) };
}

function remove(ctx: TypedContext<"deleteDocument">): TypedResult<"deleteDocument"> {
  documentsOf(ctx.store).delete(docOr404(ctx).id);
  return { status: 204 };
}

export const documentHandlers = handlerMap({
  uploadDocument: upload,
  listDocuments: list,
  getDocument: get,
  replaceDocument: replace,
  deleteDocument: remove,
});
