/**
 * Body reading for the pipeline: JSON (limit 1 MB) and multipart/form-data through
 * busboy (files kept as Buffers; a file may be up to ~11 MB so a handler can answer
 * "file over 10 MB" itself). Bad bodies become 400 INVALID_INPUT with a FieldError.
 */
import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { ApiError } from "../errors/api-error.js";
import type { ParsedBody } from "../pipeline/pipeline.js";
import type { UploadedFile } from "../handlers/types.js";

export const JSON_LIMIT = 1024 * 1024;
export const FILE_LIMIT = 11 * 1024 * 1024;
export const MULTIPART_LIMIT = 12 * 1024 * 1024;

const bad = (reason: string, code = "MALFORMED_BODY") => ApiError.invalidInput([{ field: "", in: "body", code, reason }], reason);

function hasBody(req: IncomingMessage): boolean {
  const len = req.headers["content-length"];
  if (len !== undefined) return Number(len) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}

function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  const len = Number(req.headers["content-length"] ?? 0);
  if (len > limit) return Promise.reject(bad(`The request body is ${len} bytes; JSON bodies are limited to ${limit / 1024 / 1024} MB.`, "TOO_LONG"));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > limit) {
        done = true;
        reject(bad(`The request body exceeds ${limit / 1024 / 1024} MB; JSON bodies are limited to that.`, "TOO_LONG"));
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => {
      if (!done) resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
    });
    req.on("error", (e) => {
      if (!done) reject(e);
    });
  });
}

function readMultipart(req: IncomingMessage): Promise<ParsedBody> {
  const len = Number(req.headers["content-length"] ?? 0);
  if (len > MULTIPART_LIMIT) return Promise.reject(bad(`The request body is ${len} bytes; uploads are limited to 10 MB per file.`, "TOO_LONG"));
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: FILE_LIMIT, files: 10, fields: 100, fieldSize: 1024 * 1024 } });
    } catch (e) {
      reject(bad(`The multipart body cannot be parsed: ${(e as Error).message}.`));
      return;
    }
    const fields: Record<string, unknown> = {};
    const files: UploadedFile[] = [];
    let failed = false;
    const fail = (e: ApiError) => {
      if (failed) return;
      failed = true;
      req.unpipe(bb);
      req.resume();
      reject(e);
    };
    bb.on("field", (name, value) => {
      fields[name] = value;
    });
    bb.on("file", (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("limit", () => fail(ApiError.invalidInput([{ field: name, in: "body", code: "TOO_LONG", reason: "file is over 10 MB" }])));
      stream.on("close", () => {
        if (!failed) files.push({ field: name, filename: info.filename ?? "", mimeType: info.mimeType, data: Buffer.concat(chunks) });
      });
    });
    bb.on("error", (e: Error) => fail(bad(`The multipart body cannot be parsed: ${e.message}.`)));
    bb.on("close", () => {
      if (!failed) resolve({ kind: "multipart", fields, files });
    });
    req.pipe(bb);
  });
}

/** Read and parse the body of `req` as the operation accepts it (throws ApiError on bad bodies). */
export async function readBody(req: IncomingMessage, accept: { json: boolean; multipart: boolean }): Promise<ParsedBody> {
  if (!hasBody(req)) return { kind: "none" };
  const ct = String(req.headers["content-type"] ?? "").toLowerCase();
  if (ct.startsWith("multipart/form-data")) {
    if (!accept.multipart) throw bad("This operation takes an application/json body, not multipart/form-data.");
    return readMultipart(req);
  }
  if (accept.multipart && !accept.json) throw bad("This operation takes a multipart/form-data body.");
  if (ct && !ct.startsWith("application/json") && !ct.includes("+json")) throw bad(`Content-Type ${ct.split(";")[0]} is not accepted: send application/json.`);
  const raw = await readRaw(req, JSON_LIMIT);
  if (raw.length === 0) return { kind: "none" };
  try {
    return { kind: "json", json: JSON.parse(raw.toString("utf8")), raw };
  } catch (e) {
    throw bad(`The body is not valid JSON: ${(e as Error).message}.`);
  }
}

export function bodyReader(req: IncomingMessage) {
  return (accept: { json: boolean; multipart: boolean }): Promise<ParsedBody> => readBody(req, accept);
}

/** Small JSON body of an admin call. */
export async function readAdminJson(req: IncomingMessage): Promise<unknown> {
  if (!hasBody(req)) return undefined;
  const raw = await readRaw(req, 64 * 1024);
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch (e) {
    throw bad(`The body is not valid JSON: ${(e as Error).message}.`);
  }
}
