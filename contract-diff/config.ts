/**
 * `.paysim-diff.yaml` at the repository root: a severity per check id (error, warning,
 * info, or off to drop the check), e.g.
 *
 *   severity:
 *     response-status-added: error
 *     operation-added: off
 */
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { CHECKS } from "./checks.js";
import { InputError } from "./load.js";
import type { Severity } from "./types.js";

export type SeverityOverrides = Record<string, Severity | "off">;
export const CONFIG_FILE = ".paysim-diff.yaml";
const LEVELS = ["error", "warning", "info", "off"];

export function readConfig(path: string): SeverityOverrides {
  if (!existsSync(path)) return {};
  let data: any;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new InputError(`${path}: ${(e as Error).message.split("\n")[0]}`);
  }
  const sev = data?.severity ?? {};
  if (typeof sev !== "object" || Array.isArray(sev)) throw new InputError(`${path}: severity must map check ids to ${LEVELS.join("|")}`);
  for (const [id, level] of Object.entries(sev)) {
    if (!CHECKS.has(id)) throw new InputError(`${path}: unknown check id "${id}"`);
    if (!LEVELS.includes(String(level))) throw new InputError(`${path}: ${id} must be one of ${LEVELS.join(", ")}, got "${String(level)}"`);
  }
  return sev as SeverityOverrides;
}
