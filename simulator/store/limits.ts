/**
 * The simulator's bounded stores and webhook pool (designed): every store that grows with
 * use has a cap, set by a `createSimulator` / `PlatformRegistry` option and by the
 * `paysim serve` flag named in spec/rules/store-limits.yaml (the one source of the
 * defaults and flags). Reaching a cap answers a clear error naming the limit and its flag,
 * never an out-of-memory; logs are rings that drop their oldest entries and count them.
 */
import { ApiError } from "../errors/api-error.js";
import { loadStoreLimitRules, type StoreLimitInfo, type StoreLimitName } from "../../contract/rules/store-limits.js";

/** The value in force of every cap (spec/rules/store-limits.yaml names them). */
export type SimulatorLimits = Record<StoreLimitName, number>;

export type LimitInfo = StoreLimitInfo;

/** Every limit: default, the `paysim serve` flag that sets it, and what it bounds (spec/rules/store-limits.yaml). */
export const LIMITS: Record<keyof SimulatorLimits, LimitInfo> = loadStoreLimitRules().limits;

export const DEFAULT_LIMITS: SimulatorLimits = Object.fromEntries(Object.entries(LIMITS).map(([k, v]) => [k, v.default])) as unknown as SimulatorLimits;

/** The limits with every option given applied over the defaults; a value that is not a positive integer is refused. */
export function resolveLimits(o: Partial<SimulatorLimits> = {}): SimulatorLimits {
  const out = { ...DEFAULT_LIMITS };
  for (const k of Object.keys(LIMITS) as (keyof SimulatorLimits)[]) {
    const v = o[k];
    if (v === undefined) continue;
    if (!Number.isSafeInteger(v) || v < 1) throw new RangeError(`${k} (${LIMITS[k].flag}) must be a positive integer, got ${String(v)}`);
    out[k] = v;
  }
  return out;
}

/** The sentence naming a limit, its value and its flag. */
export function limitText(name: keyof SimulatorLimits, value: number): string {
  return `limit ${name} = ${value} (set with ${LIMITS[name].flag})`;
}

/** details of a LIMIT_REACHED answer. */
export function limitDetails(name: keyof SimulatorLimits, value: number): { limit: string; value: number; flag: string } {
  return { limit: name, value, flag: LIMITS[name].flag };
}

/** 409 LIMIT_REACHED (admin API): `what` says what is full, `fix` what to do. */
export function limitReached(name: keyof SimulatorLimits, value: number, what: string, fix: string): ApiError {
  return new ApiError(409, "LIMIT_REACHED", `${what}: ${limitText(name, value)}. ${fix}`, limitDetails(name, value));
}
