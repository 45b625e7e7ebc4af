/** Loads the bundled contract and the inventory fixture for the tests. */
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export function loadBundledSpec(): any {
  return JSON.parse(readFileSync(join(repoRoot, "generated", "openapi.json"), "utf8"));
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
