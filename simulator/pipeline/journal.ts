/**
 * The request journal: the last N requests of each platform (method, path, operation,
 * redacted headers, query and bodies, status, timing, the fault that fired), newest
 * first, in memory. Nothing secret is kept (redact.ts). Requests refused before a platform
 * is known (no or wrong credentials) have no platform and are not journaled.
 */
import type { HandlerResult } from "../areas/types.js";
import type { PlatformRuntime } from "../platform/registry.js";
import { redactHeaders, redactQuery, redactValue } from "./redact.js";

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

export class Journal {
  private ring: JournalEntry[] = [];
  private seq = 0;
  constructor(readonly max = JOURNAL_SIZE) {}

  add(e: Omit<JournalEntry, "seq">): void {
    this.ring.push({ seq: ++this.seq, ...e });
    if (this.ring.length > this.max) this.ring.splice(0, this.ring.length - this.max);
  }
  /** Newest first. */
  list(limit = this.max, filter?: { status?: number; operationId?: string }): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = this.ring.length - 1; i >= 0 && out.length < limit; i--) {
      const e = this.ring[i];
      if (filter?.status !== undefined && e.response.status !== filter.status) continue;
      if (filter?.operationId && e.operationId !== filter.operationId) continue;
      out.push(e);
    }
    return out;
  }
  get(seq: number): JournalEntry | undefined {
    return this.ring.find((e) => e.seq === seq);
  }
  clear(): void {
    this.ring = [];
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
  startedAtMs: number;
  startedAt: Date;
  platformTime: string;
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  operationId?: string;
  requestBody?: unknown;
  result: HandlerResult;
}

/** Record one finished request of a known platform (redacted). */
export function journalRecord(i: JournalInput): void {
  const rh: Record<string, string> = {};
  for (const [k, v] of Object.entries(i.result.headers ?? {})) if (!SKIP_RESPONSE_HEADERS.has(k.toLowerCase())) rh[k] = v;
  const fault = i.result.headers?.["paysim-fault"];
  journalOf(i.runtime).add({
    at: i.startedAt.toISOString(),
    platformTime: i.platformTime,
    method: i.method,
    path: i.path,
    query: redactQuery(i.query),
    operationId: i.operationId,
    request: { headers: redactHeaders(i.headers), ...(i.requestBody !== undefined ? { body: redactValue(i.requestBody) } : {}) },
    response: { status: i.result.status, headers: redactHeaders(rh), ...(i.result.body !== undefined ? { body: redactValue(i.result.body) } : {}) },
    durationMs: Math.round((performance.now() - i.startedAtMs) * 10) / 10,
    ...(fault ? { fault } : {}),
  });
}
