/**
 * What the models that drive a platform clock share: the real system they act on (an API
 * client, the scenario that records expectations, and the platform clock through the
 * admin API), the admin API client that builds it, and the plain clock-advance command.
 */
import type fc from "fast-check";
import { request } from "undici";
import { basicAuth, type ApiClient } from "../../client/client.js";
import type { PlatformHandle, Scenario } from "../../runner/types.js";
import type { Json } from "../../client/json.js";

export interface ClockedReal {
  client: ApiClient;
  s: Scenario;
  /** Advance the platform clock (admin API); returns the new time in ms. */
  advance(seconds: number): Promise<number>;
  /** The platform's clock now (ms). */
  now(): Promise<number>;
}

export interface AdminAnswer {
  status: number;
  body: Json;
}

/** A call of the target's admin API (`/_sim/...`), as platform `p` when given. */
export type AdminCall = (method: string, path: string, body?: unknown) => Promise<AdminAnswer>;

export function adminClient(adminUrl: string, p?: PlatformHandle): AdminCall {
  return async (method, path, body) => {
    const res = await request(`${adminUrl}${path}`, {
      method: method as "GET",
      headers: { ...(p ? { authorization: basicAuth(p) } : {}), "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    return { status: res.statusCode, body: text ? JSON.parse(text) : undefined };
  };
}

/** The real system of a model on platform `p`: its API client and its clock through the admin API. */
export function clockedReal(admin: AdminCall, client: ApiClient, s: Scenario): ClockedReal {
  return {
    client,
    s,
    advance: async (seconds) => Date.parse((await admin("POST", "/_sim/clock/advance", { seconds })).body.now),
    now: async () => Date.parse((await admin("GET", "/_sim/clock")).body.now),
  };
}

/** A move of the platform clock by `seconds`, runnable in any state; each model checks what the move changes. */
export abstract class ClockMove<M extends object, R extends ClockedReal> implements fc.AsyncCommand<M, R> {
  constructor(readonly seconds: number) {}
  check() {
    return true;
  }
  abstract run(m: M, r: R): Promise<void>;
  toString() {
    return `advanceClock(${this.seconds}s)`;
  }
}

/** Move the platform clock; the model keeps the new time in `nowMs`. */
export class AdvanceClock<M extends { nowMs: number }, R extends ClockedReal> extends ClockMove<M, R> {
  async run(m: M, r: R) {
    m.nowMs = await r.advance(this.seconds);
  }
}
