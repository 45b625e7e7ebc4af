/** How failure messages show an answer: its status and what the body says, never a missing value. */
import type { Json } from "../contract/json.js";

/** An answer as the client returns it (or any object with its status and body). */
export interface Answer {
  status: number;
  body?: Json;
  call?: { error?: string };
}

/** `400 INVALID_INPUT`, `201 PROCESSING` (the resource's status), `200`, or `no answer (reason)`. */
export function answered(res: Answer): string {
  if (!res.status) return `no answer${res.call?.error ? ` (${res.call.error})` : ""}`;
  const b = res.body;
  const what = b && typeof b === "object" ? (typeof b.code === "string" ? b.code : typeof b.status === "string" ? b.status : "") : "";
  return what ? `${res.status} ${what}` : String(res.status);
}

/** The `status` a resource reads as, or how the read was answered when it carries none. */
export function statusRead(res: Answer): string {
  const s = res.body && typeof res.body === "object" ? res.body.status : undefined;
  return typeof s === "string" ? s : `(no status: ${answered(res)})`;
}

/** A value for a message: `(none)` for absent ones. */
export const shown = (v: unknown): string => (v === undefined || v === null ? "(none)" : typeof v === "string" ? v : JSON.stringify(v));
