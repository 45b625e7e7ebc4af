/**
 * Idempotency stage, for operations that declare the `Idempotency-Key` header:
 * same platform + operation + key -> the first stored answer (status, body) is replayed;
 * concurrent duplicates await the first and get the same answer; the same key with a
 * different request (body, path parameters or query) -> 409 CONFLICT, or
 * DUPLICATE_PAY_REQUEST where the operation lists it in x-error-codes. 5xx answers are
 * not kept (a retry runs again). Keys live 24 h of platform time; a platform holds at
 * most maxIdempotencyKeys live keys (`--max-idempotency-keys`): a new key past that is
 * refused with 400 INVALID_INPUT naming the header, the limit and its flag.
 */
import { createHash } from "node:crypto";
import type { HandlerResult } from "../areas/types.js";
import type { PipelineContext } from "./pipeline.js";
import { ApiError } from "../errors/api-error.js";
import { limitDetails, limitText } from "../store/limits.js";

function fingerprint(ctx: PipelineContext): string {
  const h = createHash("sha256");
  h.update(JSON.stringify(ctx.params));
  h.update("\0" + ctx.raw.query.toString() + "\0");
  if (ctx.body.raw) h.update(ctx.body.raw);
  else if (ctx.body.kind === "multipart") {
    h.update(JSON.stringify(ctx.body.fields ?? {}));
    for (const f of ctx.body.files ?? []) h.update(f.field + "\0").update(f.data);
  }
  return h.digest("base64");
}

/** The stage: a request without a key runs at once (no promise made); one with a key is kept or replayed. */
export function idempotencyStage(ctx: PipelineContext, next: () => HandlerResult | Promise<HandlerResult>): HandlerResult | Promise<HandlerResult> {
  const key = ctx.op.idempotent ? ctx.raw.headers["idempotency-key"] : undefined;
  if (typeof key !== "string" || key === "") return next();
  return keyed(ctx, key, next);
}

async function keyed(ctx: PipelineContext, key: string, next: () => HandlerResult | Promise<HandlerResult>): Promise<HandlerResult> {
  const cache = ctx.runtime.idempotency;
  // The operation and the key, apart by a space (no operationId holds one): the record's key
  // is written to data directories and export files, whose JSON refuses a NUL character.
  const k = `${ctx.op.operationId} ${key}`;
  const now = ctx.runtime.clock.nowMs();
  const fp = fingerprint(ctx);
  const existing = cache.get(k, now);
  if (existing) {
    if (existing.fingerprint !== fp) {
      const code = (ctx.op.errorCodes["409"] ?? []).includes("DUPLICATE_PAY_REQUEST") ? "DUPLICATE_PAY_REQUEST" : "CONFLICT";
      throw ApiError.conflict(
        code,
        `Idempotency-Key "${key}" was already used with a different request for ${ctx.op.operationId}; use a new key for a new request.`,
      );
    }
    const a = await existing.answer;
    return { status: a.status, body: structuredClone(a.body), headers: { ...a.headers, "idempotent-replayed": "true" } };
  }
  if (!cache.hasRoom(now)) {
    throw ApiError.invalidInput([
      {
        field: "Idempotency-Key",
        in: "header",
        code: "INVALID_VALUE",
        reason: `cannot be kept: this platform holds ${cache.max} live idempotency keys (${limitText("maxIdempotencyKeys", cache.max)}); a key expires 24 h of platform time after its first use`,
        expected: limitDetails("maxIdempotencyKeys", cache.max),
      },
    ]);
  }
  const run = (async (): Promise<HandlerResult> => {
    try {
      return await next();
    } catch (e) {
      if (e instanceof ApiError) return { status: e.status, body: e.toBody() };
      throw e;
    }
  })();
  cache.set(k, fp, now, run);
  try {
    const result = await run;
    // The first leg of a wallet-signed flow (202 payloadToSign) is not an answer to keep:
    // the signed retry with the same key must run.
    if (result.status >= 500 || (result.status === 202 && typeof (result.body as { payloadToSign?: unknown } | undefined)?.payloadToSign === "string"))
      cache.delete(k);
    return result;
  } catch (e) {
    cache.delete(k);
    throw e;
  }
}
