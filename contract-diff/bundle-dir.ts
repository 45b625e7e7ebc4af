/**
 * Bundle a spec/ folder (the work tree's, or one extracted from a git ref) the way
 * `npm run gen` does: the same sources, the same bundler (spec/tools/bundle.ts). The
 * limits the contract states come from that folder's own rule tables, read as plain data.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { bundle, type JsonObject, type SpecSources } from "../spec/tools/bundle.js";

function readYaml(path: string): any {
  try {
    return parse(readFileSync(path, "utf8"), { maxAliasCount: -1 });
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message.split("\n")[0]}`);
  }
}

function readDir(specDir: string, sub: string) {
  const dir = join(specDir, sub);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => ({ name: `${sub}/${f}`, data: (readYaml(join(dir, f)) ?? {}) as JsonObject }));
}

function limits(specDir: string): SpecSources["limits"] {
  const lp = join(specDir, "rules", "limits.yaml");
  const kp = join(specDir, "rules", "sandbox-kyc.yaml");
  if (!existsSync(lp) || !existsSync(kp)) return undefined;
  const l = readYaml(lp);
  const fileMaxBytes = readYaml(kp)?.documents?.upload?.maxBytes;
  const v = {
    maxAmount: l?.maxAmount,
    jsonMaxBytes: l?.body?.jsonMaxBytes,
    multipartMaxBytes: l?.multipart?.requestMaxBytes,
    fileMaxBytes,
    maxFiles: l?.multipart?.maxFiles,
  };
  return Object.values(v).every((x) => typeof x === "number") ? (v as SpecSources["limits"]) : undefined;
}

/** The bundled document of a spec/ folder. Throws with the bundler's message. */
export function bundleSpecDir(specDir: string): JsonObject {
  const root = join(specDir, "openapi.yaml");
  if (!existsSync(root)) throw new Error(`${specDir} has no openapi.yaml`);
  const webhooksPath = join(specDir, "webhooks.yaml");
  const errorCodesPath = join(specDir, "rules", "error-codes.yaml");
  return bundle({
    root: readYaml(root),
    paths: readDir(specDir, "paths"),
    components: readDir(specDir, "schemas"),
    webhooks: existsSync(webhooksPath) ? { name: "webhooks.yaml", data: readYaml(webhooksPath) } : undefined,
    errorCodes: existsSync(errorCodesPath) ? readYaml(errorCodesPath) : {},
    limits: limits(specDir),
  });
}

/** Every rule table of a spec/ folder, parsed (name -> data). */
export function readRuleTables(specDir: string): Record<string, unknown> {
  const dir = join(specDir, "rules");
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".yaml"))
      .sort()
      .map((f) => [f.slice(0, -5), readYaml(join(dir, f))]),
  );
}
