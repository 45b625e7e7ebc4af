/**
 * Body reading with limits (spec/rules/limits.yaml). JSON bodies are read up to
 * `body.jsonMaxBytes` and parsed strictly (json-text.ts); multipart/form-data is streamed
 * through busboy with per-request, per-file, file-count and field limits, and no file is
 * buffered past the per-file limit. A body over a limit gets 413 PAYLOAD_TOO_LARGE as soon
 * as the limit is known (Content-Length, or the byte that passes it), never read whole:
 * the rest is dropped while the answer goes out (drain), and past `body.drainMaxBytes`
 * the connection is closed. A multipart part over its limit (a file past the per-file
 * size, a field past `multipart.fieldMaxBytes`) is 413 too, whether the request declared
 * its length or was sent chunked. Every error of the multipart parser (a part cut off
 * before its closing boundary, a missing or wrong boundary, a malformed part header) is
 * handled where it arises: 400 INVALID_INPUT with a FieldError, never an exception
 * outside the request. Other bad bodies get 400 INVALID_INPUT with a FieldError.
 */
import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { ApiError } from "../errors/api-error.js";
import { apiError } from "../errors/catalogue.js";
import type { ParsedBody } from "../pipeline/pipeline.js";
import type { UploadedFile } from "../areas/types.js";
import { loadLimitRules, maxFileBytes, type LimitRules } from "../../contract/rules/limits.js";
import { parseJsonStrict } from "./json-text.js";
import { UploadBudget } from "./upload-budget.js";

/**
 * The limits the HTTP layer enforces (defaults from the rules; createSimulator may override
 * some): the body limits of spec/rules/limits.yaml as they are (`jsonMaxValues` and
 * `jsonMaxItems` may be Infinity: no limit, the platform import), and the multipart ones
 * under the names the parser uses.
 */
export type BodyLimits = LimitRules["body"] & {
  multipartMaxBytes: number;
  fileMaxBytes: number;
  maxFiles: number;
  maxFields: number;
  fieldMaxBytes: number;
  /** Bytes of multipart uploads held at once over all requests (upload-budget.ts). */
  bufferedMaxBytes: number;
};

export function defaultBodyLimits(overrides: Partial<BodyLimits> = {}): BodyLimits {
  const r = loadLimitRules();
  return {
    ...r.body,
    multipartMaxBytes: r.multipart.requestMaxBytes,
    fileMaxBytes: maxFileBytes(),
    maxFiles: r.multipart.maxFiles,
    maxFields: r.multipart.maxFields,
    fieldMaxBytes: r.multipart.fieldMaxBytes,
    bufferedMaxBytes: r.multipart.bufferedMaxBytes,
    ...overrides,
  };
}

const mb = (n: number): string => (n % (1024 * 1024) === 0 ? `${n / 1024 / 1024} MB` : n % 1024 === 0 ? `${n / 1024} KB` : `${n} bytes`);

const bad = (reason: string, code = "MALFORMED_BODY", field = "") => ApiError.invalidInput([{ field, in: "body", code, reason }], reason);

export const tooLarge = (what: string, limit: number, seen?: number): ApiError =>
  apiError("PAYLOAD_TOO_LARGE", `${what} ${seen !== undefined ? `is ${seen} bytes; it is` : "is"} limited to ${mb(limit)}.`, { limit });

/** A part name as shown in a reason (a client chooses it: at most 100 characters). */
const partName = (name: string): string => JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name);

/** 413 for one multipart part past its limit, naming the part (`details.field`). */
const partTooLarge = (kind: "file" | "field", name: string, limit: number): ApiError =>
  apiError(
    "PAYLOAD_TOO_LARGE",
    `The ${kind} part ${partName(name)} is over ${mb(limit)} (${kind === "file" ? "uploads are limited to" : "a field holds at most"} ${mb(limit)}${kind === "file" ? " per file" : ""}); nothing of it was kept.`,
    { limit, field: name.slice(0, 1000) },
  );

export function hasBody(req: IncomingMessage): boolean {
  const len = req.headers["content-length"];
  if (len !== undefined) return len !== "0";
  return req.headers["transfer-encoding"] !== undefined;
}

const declaredLength = (req: IncomingMessage): number => {
  const n = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(n) ? n : 0;
};

type Refused = IncomingMessage & { __refused?: "draining" | "held" };

/**
 * Stop keeping the body of a refused request. Up to `maxBytes` of the rest is read and
 * dropped, so a client that reads only after writing still gets the answer; a body
 * declared (or found) larger is not read any further: the request is "held" (paused,
 * `isHeld`) and the server answers it at once and closes it shortly after. Idempotent.
 */
export function discardRest(req: IncomingMessage, maxBytes: number): void {
  const r = req as Refused;
  if (req.complete || r.__refused) return;
  req.removeAllListeners("data");
  req.on("error", () => {});
  const hold = () => {
    r.__refused = "held";
    req.removeAllListeners("data");
    req.pause();
    req.read(0); // marks the body as being consumed, so node does not drain it after the answer
    req.emit("paysim:held");
  };
  if (declaredLength(req) > maxBytes) return hold();
  r.__refused = "draining";
  let dropped = 0;
  req.on("data", (c: Buffer) => {
    dropped += c.length;
    if (dropped > maxBytes) hold();
  });
  req.resume();
}

export const isHeld = (req: IncomingMessage): boolean => (req as Refused).__refused === "held";

/** The whole body as bytes, at most `limit` of them (413 otherwise, read no further). */
export function readRaw(req: IncomingMessage, limit: number, what: string, drainMax: number): Promise<Buffer> {
  const declared = declaredLength(req);
  if (declared > limit) {
    discardRest(req, drainMax);
    return Promise.reject(tooLarge(what, limit, declared));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (e?: Error) => {
      if (done) return;
      done = true;
      if (e) reject(e);
      else resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, size));
    };
    req.on("data", (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > limit) {
        discardRest(req, drainMax);
        try {
          finish(tooLarge(what, limit));
        } catch (e) {
          finish(e as Error);
        }
        return;
      }
      chunks.push(c);
    });
    req.on("end", () => finish());
    // "close" follows every request, read or not: the error is built only when the body is still unread.
    req.on("error", () => done || finish(bad("The request body could not be read (the client aborted it).")));
    req.on("close", () => done || finish(bad("The client closed the connection before the body was complete.")));
  });
}

/**
 * multipart/form-data, streamed: fields as strings, files as Buffers of at most
 * `fileMaxBytes`. The body is read once the server's upload budget can hold it
 * (upload-budget.ts): its declared length, or the largest request when sent chunked.
 */
function readMultipart(req: IncomingMessage, l: BodyLimits, budget: UploadBudget): Promise<ParsedBody> {
  const declared = declaredLength(req);
  if (declared > l.multipartMaxBytes) {
    discardRest(req, l.drainMaxBytes);
    return Promise.reject(tooLarge("A multipart request", l.multipartMaxBytes, declared));
  }
  const claim = budget.claim(declared > 0 ? declared : l.multipartMaxBytes);
  return new Promise<ParsedBody>((resolve, reject) => {
    const gone = () => {
      claim.release();
      reject(bad("The client closed the connection before the body was complete."));
    };
    if (req.destroyed) return gone();
    req.once("close", gone);
    void claim.granted.then(() => {
      req.off("close", gone);
      parseMultipart(req, l).then(resolve, reject).finally(claim.release);
    });
  });
}

function parseMultipart(req: IncomingMessage, l: BodyLimits): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { fileSize: l.fileMaxBytes, files: l.maxFiles, fields: l.maxFields, fieldSize: l.fieldMaxBytes, parts: l.maxFiles + l.maxFields },
      });
    } catch (e) {
      discardRest(req, l.drainMaxBytes);
      reject(bad(`The multipart body cannot be parsed: ${(e as Error).message}.`));
      return;
    }
    const fields: Record<string, unknown> = Object.create(null);
    const files: UploadedFile[] = [];
    /** The bytes of the file parts still being read (dropped at once when the request is refused). */
    const buffered = new Set<Buffer[]>();
    let settled = false;
    let open = 0;
    let parsed = false;
    const fail = (e: unknown) => {
      if (settled) return;
      settled = true;
      for (const chunks of buffered) chunks.length = 0;
      buffered.clear();
      files.length = 0;
      req.unpipe(bb);
      // The parser gets no more input; its own late errors (the form never ends) are expected.
      bb.removeAllListeners("error");
      bb.on("error", () => {});
      discardRest(req, l.drainMaxBytes);
      reject(e);
    };
    /** A parser error, where it arises: 400 naming the problem (413 when a part is over its limit). */
    const parseError = (e: unknown) =>
      fail(e instanceof ApiError ? e : bad(`The multipart body cannot be parsed: ${String((e as Error)?.message ?? e).slice(0, 200)}.`));
    // Event callbacks run outside any promise: an exception there would end the process.
    const guard = (f: () => void) => {
      try {
        f();
      } catch (e) {
        fail(e);
      }
    };
    const maybeDone = () => {
      if (!settled && parsed && open === 0) {
        settled = true;
        resolve({ kind: "multipart", fields: { ...fields }, files });
      }
    };
    let size = 0;
    req.on("data", (c: Buffer) => {
      size += c.length;
      if (size > l.multipartMaxBytes) guard(() => fail(tooLarge("A multipart request", l.multipartMaxBytes)));
    });
    bb.on("field", (name, value, info) =>
      guard(() => {
        if (info.valueTruncated) return fail(partTooLarge("field", name, l.fieldMaxBytes));
        if (name === "__proto__" || name === "constructor" || name === "prototype")
          return fail(bad(`the part name "${name}" is not accepted`, "FORBIDDEN_KEY", name));
        fields[name] = value;
      }),
    );
    bb.on("file", (name, stream, info) => {
      open++;
      const chunks: Buffer[] = [];
      buffered.add(chunks);
      let bytes = 0;
      // A part cut off before its closing boundary errors on its own stream as well as on the parser.
      stream.on("error", parseError);
      stream.on("data", (c: Buffer) => {
        bytes += c.length;
        if (!settled) chunks.push(c);
      });
      stream.on("limit", () =>
        guard(() => {
          chunks.length = 0;
          stream.resume();
          fail(partTooLarge("file", name, l.fileMaxBytes));
        }),
      );
      stream.on("close", () =>
        guard(() => {
          open--;
          buffered.delete(chunks);
          if (!settled) files.push({ field: name, filename: info.filename ?? "", mimeType: info.mimeType, data: Buffer.concat(chunks, bytes) });
          chunks.length = 0;
          maybeDone();
        }),
      );
    });
    bb.on("filesLimit", () => fail(bad(`at most ${l.maxFiles} file part(s) are accepted per request`, "TOO_MANY_PARTS")));
    bb.on("fieldsLimit", () => fail(bad(`at most ${l.maxFields} fields are accepted per request`, "TOO_MANY_PARTS")));
    bb.on("partsLimit", () => fail(bad(`at most ${l.maxFiles + l.maxFields} parts are accepted per request`, "TOO_MANY_PARTS")));
    bb.on("error", parseError);
    bb.on("close", () => {
      parsed = true;
      maybeDone();
    });
    req.on("error", () => fail(bad("The request body could not be read.")));
    req.on("close", () => {
      if (!req.readableEnded) fail(bad("The client closed the connection before the body was complete."));
    });
    req.pipe(bb);
  });
}

/** The body's value and its text (decoded once: the request journal keeps the text). */
function parseJson(raw: Buffer, l: BodyLimits): { value: unknown; text: string } {
  const r = parseJsonStrict(raw, l.jsonMaxDepth, l.jsonMaxValues, l.jsonMaxItems);
  if (!r.ok) throw bad(`The body is refused: ${r.problem.field ? `${r.problem.field}: ` : ""}${r.problem.reason}.`, r.problem.code, r.problem.field);
  return r;
}

const isJsonType = (ct: string): boolean => ct.startsWith("application/json") || /^[a-z0-9.+-]+\/[a-z0-9.+-]*\+json\b/.test(ct);

/** Read and parse the body of `req` as the operation accepts it (throws ApiError on bad bodies). */
/** The budget of callers that bring none (one per set of limits' size). */
const defaultBudgets = new Map<number, UploadBudget>();
export function uploadBudgetFor(l: BodyLimits): UploadBudget {
  let b = defaultBudgets.get(l.bufferedMaxBytes);
  if (!b) defaultBudgets.set(l.bufferedMaxBytes, (b = new UploadBudget(l.bufferedMaxBytes)));
  return b;
}

export async function readBody(
  req: IncomingMessage,
  accept: { json: boolean; multipart: boolean },
  l: BodyLimits = defaultBodyLimits(),
  budget: UploadBudget = uploadBudgetFor(l),
): Promise<ParsedBody> {
  if (!hasBody(req)) return { kind: "none" };
  const ct = String(req.headers["content-type"] ?? "").toLowerCase();
  if (ct.startsWith("multipart/form-data")) {
    if (!accept.multipart) {
      discardRest(req, l.drainMaxBytes);
      throw bad("This operation takes an application/json body, not multipart/form-data.");
    }
    return readMultipart(req, l, budget);
  }
  if ((accept.multipart && !accept.json) || (ct && !isJsonType(ct))) {
    discardRest(req, l.drainMaxBytes);
    if (accept.multipart && !accept.json) throw bad("This operation takes a multipart/form-data body.");
    throw bad(`Content-Type ${ct.split(";")[0]} is not accepted: send application/json.`);
  }
  const raw = await readRaw(req, l.jsonMaxBytes, "A JSON request body", l.drainMaxBytes);
  if (raw.length === 0) return { kind: "none" };
  const { value, text } = parseJson(raw, l);
  return { kind: "json", json: value, raw, text };
}

/** Small JSON body of an admin call. */
export async function readAdminJson(req: IncomingMessage, l: BodyLimits = defaultBodyLimits()): Promise<unknown> {
  if (!hasBody(req)) return undefined;
  const ct = String(req.headers["content-type"] ?? "").toLowerCase();
  if (ct && !isJsonType(ct)) {
    discardRest(req, l.drainMaxBytes);
    throw bad(`Content-Type ${ct.split(";")[0]} is not accepted: send application/json.`);
  }
  const raw = await readRaw(req, l.adminMaxBytes, "An admin request body", l.drainMaxBytes);
  return raw.length === 0 ? undefined : parseJson(raw, l).value;
}

/** An application/x-www-form-urlencoded body (the hosted pages' forms). */
export async function readForm(req: IncomingMessage, l: BodyLimits = defaultBodyLimits()): Promise<Record<string, string>> {
  if (!hasBody(req)) return {};
  const ct = String(req.headers["content-type"] ?? "").toLowerCase();
  if (ct && !ct.startsWith("application/x-www-form-urlencoded")) {
    discardRest(req, l.drainMaxBytes);
    throw bad(`Content-Type ${ct.split(";")[0]} is not accepted: send application/x-www-form-urlencoded.`);
  }
  const raw = await readRaw(req, l.formMaxBytes, "A form body", l.drainMaxBytes);
  const out: Record<string, string> = Object.create(null);
  for (const [k, v] of new URLSearchParams(raw.toString("utf8"))) out[k] = v;
  return { ...out };
}
