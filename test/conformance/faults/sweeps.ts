/**
 * Faults the sweeps over every operation catch: a token's missing permission not enforced
 * (access.forbidden), oversize bodies read (limits.payload), a body without its required
 * fields refused without naming them (data.required).
 */
import type { Fault } from "./types.js";
import { rewrite } from "./helpers.js";

export const sweepFaults: Fault[] = [
  {
    name: "token permissions not enforced",
    kind: "authentication",
    description:
      "An API token without the permission an operation needs is served as the platform: the request runs (an unknown id answers 404) instead of 403 FORBIDDEN.",
    simulatorOptions: rewrite([], (r) =>
      r.status === 403 ? { ...r, status: 404, body: { code: "NOT_FOUND", reason: "Nothing is served at this path, or no object with this id." } } : r,
    ),
    only: ["access.forbidden"],
    expectRules: ["access.forbidden"],
  },
  {
    name: "oversize JSON bodies read",
    kind: "status",
    description:
      "The JSON body limit is four times the contract's: a body just over the limit is read and judged as a request instead of 413 PAYLOAD_TOO_LARGE.",
    simulatorOptions: { bodyLimits: { jsonMaxBytes: 4 * 1024 * 1024 } },
    only: ["limits.payload"],
    expectRules: ["limits.payload-too-large"],
  },
  {
    name: "missing required fields refused without naming them",
    kind: "field-errors",
    description: "A body without its required fields answers 400 INVALID_INPUT with no details.errors[]: the caller cannot tell which fields to add.",
    simulatorOptions: rewrite([], (r) => {
      const b = r.body as { code?: string; details?: unknown } | undefined;
      if (r.status !== 400 || b?.code !== "INVALID_INPUT") return r;
      const { details: _, ...rest } = b;
      return { ...r, body: rest };
    }),
    only: ["data.required"],
    expectRules: ["data.required"],
  },
  {
    name: "query errors name no parameter",
    kind: "field-errors",
    description: "A query parameter that breaks its schema answers 400 INVALID_INPUT whose field errors name no parameter.",
    simulatorOptions: rewrite([], (r) => {
      const b = r.body as { code?: string; details?: { errors?: { in?: string; field?: string }[] } } | undefined;
      const errors = b?.details?.errors;
      if (r.status !== 400 || !errors?.some((e) => e.in === "query")) return r;
      return { ...r, body: { ...b, details: { ...b!.details, errors: errors.map((e) => (e.in === "query" ? { ...e, field: "" } : e)) } } };
    }),
    only: ["data.query"],
    expectRules: ["data.query"],
  },
  {
    name: "malformed JSON answered 500",
    kind: "status",
    description: "A request body that does not parse reaches the handler and fails there: 500 INTERNAL_ERROR instead of 400 INVALID_INPUT.",
    simulatorOptions: rewrite([], (r) => {
      const b = r.body as { code?: string; details?: { errors?: { code?: string }[] } } | undefined;
      if (r.status !== 400 || !b?.details?.errors?.some((e) => e.code === "MALFORMED_BODY")) return r;
      return { ...r, status: 500, body: { code: "INTERNAL_ERROR", reason: "Internal server error." } };
    }),
    only: ["data.malformed"],
    expectRules: ["data.malformed", "response.no-5xx"],
  },
];
