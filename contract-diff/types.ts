/**
 * The vocabulary of a contract diff: who a change breaks, how loud it is, where it is,
 * and the request (or response) that proves it.
 */

/** Who a change breaks: integrators (clients), implementers (servers), or nobody. */
export type Audience = "integrators" | "implementers" | "compatible";

/** error = breaking, warning = may break, info = compatible. */
export type Severity = "error" | "warning" | "info";

/** Which side of an exchange a schema describes. */
export type Side = "request" | "response" | "webhook";

/** Proof that a change is real: a request BASE accepts and REVISION refuses, or a response the other way. */
export interface Witness {
  kind: "request" | "response";
  /** The side whose validators accept it (the other refuses). */
  validUnder: "BASE" | "REVISION";
  /** The request as a curl line (request witnesses). */
  curl?: string;
  /** HTTP status and body (response witnesses: valid under REVISION, rejected by BASE). */
  status?: string;
  body?: unknown;
  /** The schema roots (body or parameter) both sides judged, in BASE and in REVISION. */
  pointers?: { base: string; revision: string };
  /** What the refusing side's validator said (first error), or why the other side ignores what it accepts. */
  refusedBecause: string;
  /** "ignored": the other side accepts the request too but no longer reads the part that changed. */
  effect?: "refused" | "ignored";
}

export interface Finding {
  /** Stable check id, e.g. request-enum-value-removed. */
  id: string;
  audience: Audience;
  severity: Severity;
  /** "POST /customers", "webhook CUSTOMER.KYC_PENDING", "rules sandbox-kyc", "security". */
  operation: string;
  /** Further operations the same change reaches (a shared component). */
  alsoIn?: string[];
  /** JSON pointer in the document where the change is (REVISION's, or BASE's when removed). */
  path: string;
  /** One sentence. */
  message: string;
  witness?: Witness;
  /** Why there is no witness, when there is none. */
  noWitness?: string;
}

export interface Report {
  base: string;
  revision: string;
  /** How each side was obtained (bundled from spec/ at a ref, a file, ...). */
  baseHow: string;
  revisionHow: string;
  findings: Finding[];
}
