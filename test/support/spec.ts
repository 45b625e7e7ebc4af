/** Loads the bundled contract and the inventory fixture for the tests. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { repoRoot } from "../../contract/paths.js";
import { bundledSpecText } from "../../contract/spec.js";

/** A fresh copy of the bundled spec (a test may change it). */
export function loadBundledSpec(): any {
  return JSON.parse(bundledSpecText());
}

export function loadInventory(): {
  seedOperations: string[];
  familyOperations: string[];
  operationIds: Record<string, string>;
  errorCodes: Record<string, string[]>;
  eventTypes: string[];
  eventFamilies: string[];
  areas: string[];
} {
  return parse(readFileSync(join(repoRoot, "test", "fixtures", "description-inventory.yaml"), "utf8"));
}

export const HTTP_METHODS = ["get", "put", "post", "delete", "patch"] as const;

export interface OperationRef {
  method: string;
  path: string;
  op: any;
  key: string;
}

export function operations(doc: any): OperationRef[] {
  const out: OperationRef[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const m of HTTP_METHODS) if (item[m]) out.push({ method: m.toUpperCase(), path, op: item[m], key: `${m.toUpperCase()} ${path}` });
  }
  return out;
}
