/**
 * Fault injection for integrators (`/_sim/faults`, per platform): a fault names an
 * operation (or every one), a share of requests, and what happens to them: added latency,
 * an error answer with a chosen status and code, a dropped connection, a timeout (held,
 * then dropped), or a failing webhook receiver. A fault that fires names itself in the
 * `Paysim-Fault` response header. Faults live with the platform's runtime (in memory,
 * gone on restart or reset of the process).
 */
import { randomUUID } from "node:crypto";
import type { HandlerResult } from "../areas/types.js";
import type { PlatformRuntime } from "../platform/registry.js";

export const FAULT_KINDS = ["latency", "error", "drop", "timeout", "webhook"] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export const FAULT_HEADER = "paysim-fault";
/** Upper bounds: a fault never holds a request longer than this. */
export const MAX_FAULT_DELAY_MS = 120_000;

export interface FaultSpec {
  kind: FaultKind;
  /** operationId of the main API, or "*" (default) for every operation. */
  operation?: string;
  /** Share of matching requests (0..1, default 1). */
  share?: number;
  /** Fire at most this many times, then stay listed with `remaining: 0` (default: unbounded). */
  times?: number;
  /** latency: added delay; timeout: how long the request is held before the connection is dropped. */
  delayMs?: number;
  /** error: the answer's status and code (and reason); webhook: the status the receiver "answers" (omit for a timeout). */
  status?: number;
  code?: string;
  reason?: string;
  /** webhook: only events of this type (default: every type). */
  eventType?: string;
}

export interface Fault extends Required<Pick<FaultSpec, "kind" | "operation" | "share">>, Omit<FaultSpec, "kind" | "operation" | "share"> {
  id: string;
  createdAt: string;
  fired: number;
  remaining?: number;
}

/** Whether a random draw in [0,1) hits a share (injectable for tests). */
export type Draw = () => number;

export class FaultSet {
  private faults: Fault[] = [];
  constructor(private readonly draw: Draw = Math.random) {}

  add(spec: FaultSpec, now: string): Fault {
    const f: Fault = { ...spec, id: `Fault:${randomUUID()}`, createdAt: now, fired: 0, operation: spec.operation ?? "*", share: spec.share ?? 1 };
    if (spec.times !== undefined) f.remaining = spec.times;
    this.faults.push(f);
    return f;
  }
  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }
  remove(id: string): boolean {
    const n = this.faults.length;
    this.faults = this.faults.filter((f) => f.id !== id);
    return this.faults.length < n;
  }
  clear(): number {
    const n = this.faults.length;
    this.faults = [];
    return n;
  }
  get size(): number {
    return this.faults.length;
  }

  /** The first fault of these kinds that matches and wins its draw (counted as fired). */
  pick(kinds: readonly FaultKind[], match: (f: Fault) => boolean): Fault | undefined {
    for (const f of this.faults) {
      if (!kinds.includes(f.kind) || f.remaining === 0 || !match(f)) continue;
      if (f.share < 1 && this.draw() >= f.share) continue;
      f.fired++;
      if (f.remaining !== undefined) f.remaining--;
      return f;
    }
    return undefined;
  }
}

const sets = new WeakMap<PlatformRuntime, FaultSet>();

/** The platform's fault set (created on first use; its webhook dispatcher consults it). */
export function faultsOf(rt: PlatformRuntime): FaultSet {
  let s = sets.get(rt);
  if (!s) {
    const set = (s = new FaultSet());
    sets.set(rt, set);
    rt.webhooks.receiverFault = (type) => {
      const f = set.pick(["webhook"], (x) => !x.eventType || x.eventType === type);
      if (!f) return undefined;
      return f.status !== undefined
        ? { ok: false, status: f.status, error: `receiver answered HTTP ${f.status} (simulated by ${f.id})` }
        : { ok: false, error: `no answer (timeout simulated by ${f.id})` };
    };
  }
  return s;
}

/** Results that close the connection without an answer (the HTTP layer destroys the socket). */
const dropped = new WeakSet<HandlerResult>();
export const isDropped = (r: HandlerResult): boolean => dropped.has(r);

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(Math.max(0, ms), MAX_FAULT_DELAY_MS)));
const headerOf = (f: Fault) => `${f.kind}; id=${f.id}`;

export interface FaultOutcome {
  /** Answer this instead of running the operation. */
  result?: HandlerResult;
  /** A latency fault fired: add this header to the real answer. */
  header?: string;
}

/** Whether the platform holds any fault (the pipeline skips its fault step when not). */
export function hasFaults(rt: PlatformRuntime): boolean {
  const set = sets.get(rt);
  return set !== undefined && set.size > 0;
}

/** The pipeline's fault step, after authentication: undefined when no fault fires. */
export async function applyFault(rt: PlatformRuntime, operationId: string): Promise<FaultOutcome | undefined> {
  const set = sets.get(rt);
  if (!set || set.size === 0) return undefined;
  const f = set.pick(["latency", "error", "drop", "timeout"], (x) => x.operation === "*" || x.operation === operationId);
  if (!f) return undefined;
  const header = headerOf(f);
  switch (f.kind) {
    case "latency":
      await sleep(f.delayMs ?? 1000);
      return { header };
    case "error":
      return {
        result: {
          status: f.status ?? 500,
          body: { code: f.code ?? "INTERNAL_ERROR", reason: f.reason ?? `Injected by fault ${f.id} (POST /_sim/faults).`, details: { faultId: f.id } },
          headers: { [FAULT_HEADER]: header },
        },
      };
    default: {
      if (f.kind === "timeout") await sleep(f.delayMs ?? 30_000);
      const r: HandlerResult = { status: 599, headers: { [FAULT_HEADER]: header } };
      dropped.add(r);
      return { result: r };
    }
  }
}
