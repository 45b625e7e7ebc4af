/**
 * What the drift tools pass around: an exchange (one request and its answer, as recorded), a
 * violation of the contract by either side, and a difference between two answers to the same
 * request.
 */

/** JSON of either side, judged at run time (its shape is the thing under test). */
export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** How an absent value is shown in a difference (a field one side has and the other lacks). */
export const ABSENT = "(absent)";

/** One request and the answer it got, as a recording line holds it. */
export interface Exchange {
  seq: number;
  /** When the request arrived (ISO 8601). */
  at: string;
  method: string;
  /**
   * The request's path with its query: under the base path (e.g. `/customers?limit=2`), or
   * from the server's root for a call outside the contract (`control`, e.g. `/_sim/clock/advance`).
   */
  path: string;
  /** A call outside the base path (a control API's): forwarded, mirrored by rule, never compared. */
  control?: boolean;
  /** Request headers (lower-case names), without the connection's own. */
  requestHeaders: Record<string, string>;
  /** A JSON request body. */
  requestBody?: JsonValue;
  /** A request body that is not JSON, base64 (a multipart upload). */
  requestBase64?: string;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody?: JsonValue;
  /** An answer that is not JSON (text, cut to the recording's body cap). */
  responseText?: string;
  /** The answer did not come from the server: the proxy's own 502, 504 or 413. */
  proxyAnswer?: boolean;
  /** A body was cut to the recording's body cap (not replayed as it was). */
  truncated?: boolean;
  durationMs?: number;
}

export type Side = "request" | "response" | "webhook";
export type Place = "status" | "header" | "path" | "query" | "body";

/** One way a request or an answer breaks the contract. */
export interface Violation {
  seq: number;
  /** "POST /customers" (the contract's template), or the method and path as sent when no operation matches. */
  operation: string;
  side: Side;
  in: Place;
  /** JSON pointer inside `in` ("" for the status, the header or parameter name's pointer for the others). */
  pointer: string;
  rule: string;
  message: string;
  expected?: unknown;
  actual?: unknown;
}

export type DifferenceKind = "status" | "error-code" | "field" | "enum" | "state" | "amount" | "id" | "value";

/** Where two answers to the same request differ, after ids are mapped and volatile values normalised. */
export interface Difference {
  seq: number;
  operation: string;
  /** The request as the client sent it. */
  method: string;
  path: string;
  /** The reference's status (the real server's, or the recording's). */
  status: number;
  kind: DifferenceKind;
  in: "status" | "body";
  pointer: string;
  /** The reference's value (the real server's, or the recording's); ABSENT when it has none. */
  reference: unknown;
  /** The other side's value (the simulator's, or the replay target's); ABSENT when it has none. */
  observed: unknown;
  message: string;
}

/** An exchange the comparison left out, and why. */
export interface NotCompared {
  seq: number;
  operation: string;
  reason: string;
}

/** The names of the two sides in reports: ("upstream", "simulator") for the shadow, ("recorded", "target") for a replay. */
export interface SideNames {
  reference: string;
  observed: string;
}
