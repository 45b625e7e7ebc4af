/**
 * The error catalogue: spec/rules/error-codes.yaml read once, code -> {status, reason}.
 * `apiError(code)` builds an ApiError with the catalogue's default reason (a handler
 * passes its own, more specific reason whenever it knows more).
 */
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { ApiError } from "./api-error.js";

const here = dirname(fileURLToPath(import.meta.url));
// Works from the sources (simulator/errors) and from the build (dist/simulator/errors).
function findRulesFile(): string {
  for (const up of ["../..", "../../.."]) {
    const p = join(here, up, "spec", "rules", "error-codes.yaml");
    try {
      readFileSync(p);
      return p;
    } catch {
      /* try the next */
    }
  }
  throw new Error("spec/rules/error-codes.yaml not found");
}

export interface CatalogueEntry {
  status: number;
  code: string;
  reason: string;
}

let catalogue: Map<string, CatalogueEntry> | undefined;

export function errorCatalogue(): Map<string, CatalogueEntry> {
  if (catalogue) return catalogue;
  const raw = parse(readFileSync(findRulesFile(), "utf8")) as Record<string, { code: string; reason: string }[]>;
  catalogue = new Map();
  for (const [status, entries] of Object.entries(raw)) {
    for (const e of entries ?? []) if (!catalogue.has(e.code)) catalogue.set(e.code, { status: Number(status), code: e.code, reason: e.reason });
  }
  return catalogue;
}

/** An ApiError for a catalogued code; `reason` overrides the default reason. */
export function apiError(code: string, reason?: string, details?: Record<string, unknown>): ApiError {
  const e = errorCatalogue().get(code);
  if (!e) throw new Error(`unknown error code ${code}: add it to spec/rules/error-codes.yaml`);
  return new ApiError(e.status, code, reason ?? e.reason, details);
}
