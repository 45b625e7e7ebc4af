/**
 * The request journal: the last N requests of each platform (method, path, operation,
 * redacted headers, query and bodies, status, timing, the fault that fired), newest
 * first, in memory. Nothing secret is shown (redact.ts). Requests refused before a platform
 * is known (no or wrong credentials) have no platform and are not journaled.
 */
import type { HandlerResult } from "../areas/types.js";
import type { PlatformRuntime } from "../platform/registry.js";
import { redactHeaders, redactQuery, redactValue } from "./redact.js";
import { sentBodyOf } from "./sent-body.js";

export const JOURNAL_SIZE = 200;

export interface JournalEntry {
  seq: number;
  /** Wall-clock time the request arrived, and the platform's clock then. */
  at: string;
  platformTime: string;
  method: string;
  path: string;
  query: string;
  operationId?: string;
  request: { headers: Record<string, string>; body?: unknown };
  response: { status: number; headers: Record<string, string>; body?: unknown };
  durationMs: number;
  fault?: string;
}

/**
 * What is kept of a request when it is answered: references and numbers only. The
 * redacted entry is built from it when the journal is read (then kept), so answering a
 * request costs no copy and no redaction. The request body is kept as the bytes the client
 * sent (a large one is redacted at once, so the ring never holds more than its caps).
 */
interface Pending {
  seq: number;
  input: JournalInput;
  /** A JSON body's text (a string: a Buffer could hold on to the whole socket read it came in). */
  requestText?: string;
  durationMs: number;
  entry?: JournalEntry;
}

/** Request bodies up to this size are kept as sent until read; larger ones are redacted (and cut) at once. */
const LAZY_BODY_BYTES = 16 * 1024;

export class Journal {
  /** A ring: the oldest entry at `start` once full (no entry moves when one is added). */
  private ring: Pending[] = [];
  private start = 0;
  private seq = 0;
  constructor(readonly max = JOURNAL_SIZE) {}

  add(input: JournalInput, durationMs: number): void {
    const p: Pending = { seq: ++this.seq, input, durationMs };
    const body = input.requestBody;
    if (typeof body === "string" || Buffer.isBuffer(body)) {
      if (body.length > LAZY_BODY_BYTES) entryOf(p);
      else p.requestText = typeof body === "string" ? body : body.toString("utf8");
    }
    if (this.ring.length < this.max) this.ring.push(p);
    else {
      this.ring[this.start] = p;
      this.start = (this.start + 1) % this.max;
    }
  }
  /** The i-th newest kept request (0: the newest). */
  private newest(i: number): Pending {
    const n = this.ring.length;
    return this.ring[(this.start + n - 1 - i) % n];
  }
  /** Newest first. */
  list(limit = this.max, filter?: { status?: number; operationId?: string }): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = 0; i < this.ring.length && out.length < limit; i++) {
      const p = this.newest(i);
      if (filter?.status !== undefined && p.input.result.status !== filter.status) continue;
      if (filter?.operationId && p.input.operationId !== filter.operationId) continue;
      out.push(entryOf(p));
    }
    return out;
  }
  get(seq: number): JournalEntry | undefined {
    const p = this.ring.find((e) => e.seq === seq);
    return p && entryOf(p);
  }
  clear(): void {
    this.ring = [];
    this.start = 0;
  }
}

const journals = new WeakMap<PlatformRuntime, Journal>();

export function journalOf(rt: PlatformRuntime): Journal {
  let j = journals.get(rt);
  if (!j) journals.set(rt, (j = new Journal()));
  return j;
}

const SKIP_RESPONSE_HEADERS = new Set(["content-length"]);

export interface JournalInput {
  runtime: PlatformRuntime;
  /** performance.now() and Date.now() when the request arrived. */
  startedAtMs: number;
  startedAtWallMs: number;
  platformTime: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  operationId?: string;
  /** The JSON body as sent (its text, or its bytes), or the fields of a multipart body. */
  requestBody?: unknown;
  result: HandlerResult;
}

/** The request body as the journal shows it: a JSON text parsed again (it parsed once already), redacted. */
function requestBodyOf(b: unknown): unknown {
  if (b === undefined) return undefined;
  if (typeof b !== "string" && !Buffer.isBuffer(b)) return redactValue(b);
  const text = typeof b === "string" ? b : b.toString("utf8");
  try {
    return redactValue(JSON.parse(text));
  } catch {
    return redactValue(text);
  }
}

/** The redacted entry of a kept request (built once). */
function entryOf(p: Pending): JournalEntry {
  if (p.entry) return p.entry;
  const i = p.input;
  const rh: Record<string, string> = {};
  for (const [k, v] of Object.entries(i.result.headers ?? {})) if (!SKIP_RESPONSE_HEADERS.has(k.toLowerCase())) rh[k] = v;
  const fault = i.result.headers?.["paysim-fault"];
  const requestBody = requestBodyOf(p.requestText ?? i.requestBody);
  const responseBody = sentBodyOf(i.result);
  p.entry = {
    seq: p.seq,
    at: new Date(i.startedAtWallMs).toISOString(),
    platformTime: i.platformTime,
    method: i.method,
    path: i.path,
    query: redactQuery(i.query),
    operationId: i.operationId,
    request: { headers: redactHeaders(i.headers), ...(requestBody !== undefined ? { body: requestBody } : {}) },
    response: { status: i.result.status, headers: redactHeaders(rh), ...(responseBody !== undefined ? { body: redactValue(responseBody) } : {}) },
    durationMs: p.durationMs,
    ...(fault ? { fault } : {}),
  };
  // Only the entry is needed from now on.
  p.input = { ...i, headers: {}, requestBody: undefined, result: { status: i.result.status } };
  p.requestText = undefined;
  return p.entry;
}

/** Record one finished request of a known platform (redacted when the journal is read). */
export function journalRecord(i: JournalInput): void {
  journalOf(i.runtime).add(i, Math.round((performance.now() - i.startedAtMs) * 10) / 10);
}
