/**
 * The error catalogue: spec/rules/error-codes.yaml (status -> [{code, reason}]) read once,
 * as code -> {status, code, reason}. The first status listing a code owns it.
 */
import { ruleTable } from "./rules/load.js";

export type ErrorCodeTable = Record<string, { code: string; reason: string }[]>;

export interface CatalogueEntry {
  status: number;
  code: string;
  reason: string;
}

/** spec/rules/error-codes.yaml as written: status -> its codes (read once). */
export const errorCodeTable = (): ErrorCodeTable => ruleTable<ErrorCodeTable>("error-codes");

let catalogue: Map<string, CatalogueEntry> | undefined;

export function errorCatalogue(): Map<string, CatalogueEntry> {
  if (catalogue) return catalogue;
  // Built aside and kept only once complete: a table that fails to load is not cached empty.
  const built = new Map<string, CatalogueEntry>();
  for (const [status, entries] of Object.entries(errorCodeTable())) {
    for (const e of entries ?? []) if (!built.has(e.code)) built.set(e.code, { status: Number(status), code: e.code, reason: e.reason });
  }
  catalogue = built;
  return catalogue;
}
