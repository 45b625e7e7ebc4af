/**
 * `.paysim-diff.yaml` at the repository root: the policy, where the contract lives, and a
 * severity per check id (error, warning, info, or off to drop the check), e.g.
 *
 *   policy: strict                  # new response/webhook enum values and oneOf branches fail
 *   path: openapi/openapi.yaml      # the contract in this repository (refs and work tree)
 *   severity:
 *     response-status-added: error
 *     operation-added: off
 *
 * The default file is read when it exists; a file named with --config must exist.
 */
import { existsSync, readFileSync } from "node:fs";
import { parse } from "yaml";
import { CHECKS, STRICT_ERRORS } from "./checks.js";
import { InputError } from "./errors.js";
import { isObj } from "./json.js";
import type { Severity } from "./types.js";

export type SeverityOverrides = Record<string, Severity | "off">;
export type Policy = "default" | "strict";

export interface DiffConfig {
  policy: Policy;
  /** The file's own severity per check id. */
  severity: SeverityOverrides;
  /** Where the contract lives in the repository, when the file says. */
  path?: string;
}

export const CONFIG_FILE = ".paysim-diff.yaml";
const LEVELS = ["error", "warning", "info", "off"];
const POLICIES: Policy[] = ["default", "strict"];
const KEYS = ["policy", "path", "severity"];

/** The severity per check id a run uses: the policy's, then the file's own on top. */
export function overridesOf(policy: Policy, severity: SeverityOverrides = {}): SeverityOverrides {
  return { ...(policy === "strict" ? Object.fromEntries(STRICT_ERRORS.map((id) => [id, "error" as const])) : {}), ...severity };
}

/** Read a config file; `required` (named by the user): a missing file is refused instead of ignored. */
export function readConfig(path: string, required = false): DiffConfig {
  if (!existsSync(path)) {
    if (required) throw new InputError(`--config ${path}: no such file`);
    return { policy: "default", severity: {} };
  }
  let data: unknown;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (e) {
    throw new InputError(`${path}: ${(e as Error).message.split("\n")[0]}`);
  }
  if (data === null || data === undefined) return { policy: "default", severity: {} };
  if (!isObj(data)) throw new InputError(`${path}: expected a mapping with ${KEYS.join(", ")}`);
  for (const k of Object.keys(data)) if (!KEYS.includes(k)) throw new InputError(`${path}: unknown key "${k}" (known: ${KEYS.join(", ")})`);
  const policy = (data.policy ?? "default") as Policy;
  if (!POLICIES.includes(policy)) throw new InputError(`${path}: policy must be one of ${POLICIES.join(", ")}, got "${String(data.policy)}"`);
  if (data.path !== undefined && (typeof data.path !== "string" || !data.path)) throw new InputError(`${path}: path must be a path in the repository`);
  const sev = data.severity ?? {};
  if (!isObj(sev)) throw new InputError(`${path}: severity must map check ids to ${LEVELS.join("|")}`);
  for (const [id, level] of Object.entries(sev)) {
    if (!CHECKS.has(id)) throw new InputError(`${path}: unknown check id "${id}"`);
    if (!LEVELS.includes(String(level))) throw new InputError(`${path}: ${id} must be one of ${LEVELS.join(", ")}, got "${String(level)}"`);
  }
  return { policy, severity: sev as SeverityOverrides, path: data.path as string | undefined };
}
