/** The versions a user asks about: the package's own (package.json) and the bundled contract's (info.version of generated/openapi.json). */
import { readFileSync } from "node:fs";
import { repoPath } from "./paths.js";
import { bundledSpec } from "./spec.js";

let pkg: string | undefined;

/** The version of the paysim package (package.json). */
export function packageVersion(): string {
  pkg ??= String((JSON.parse(readFileSync(repoPath("package.json"), "utf8")) as { version?: unknown }).version ?? "unknown");
  return pkg;
}

/** The version of the Platform Payments API the bundled contract describes (its info.version, e.g. 2025-10-13). */
export const contractVersion = (): string => String(bundledSpec().info?.version ?? "unknown");
