/**
 * paysim's own spec/ layout (a root `openapi.yaml` with no paths of its own, `paths/*.yaml`,
 * `schemas/*.yaml`, `webhooks.yaml`, `rules/*.yaml`), bundled the way `npm run gen` does:
 * the same sources, the same bundler (spec/tools/bundle.ts). The limits the contract states
 * come from that folder's own rule tables, read as plain data.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { bundle, type JsonObject, type SpecSources } from "../../spec/tools/bundle.js";
import { isObj, obj, type Obj } from "../json.js";

function readYaml(path: string): unknown {
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
    .map((f) => ({ name: `${sub}/${f}`, data: obj(readYaml(join(dir, f))) as JsonObject }));
}

function limits(specDir: string): SpecSources["limits"] {
  const lp = join(specDir, "rules", "limits.yaml");
  const kp = join(specDir, "rules", "sandbox-kyc.yaml");
  if (!existsSync(lp) || !existsSync(kp)) return undefined;
  const l = obj(readYaml(lp));
  const fileMaxBytes = obj(obj(obj(readYaml(kp)).documents).upload).maxBytes;
  const v = {
    maxAmount: l.maxAmount,
    jsonMaxBytes: obj(l.body).jsonMaxBytes,
    multipartMaxBytes: obj(l.multipart).requestMaxBytes,
    fileMaxBytes,
    maxFiles: obj(l.multipart).maxFiles,
  };
  return Object.values(v).every((x) => typeof x === "number") ? (v as SpecSources["limits"]) : undefined;
}

/** Whether a root document and its folder's entries are the spec/ layout (the root names no paths itself). */
export function isSpecLayout(root: unknown, entries: string[]): boolean {
  return isObj(root) && entries.includes("paths/") && entries.includes("schemas/") && Object.keys(obj(root.paths)).length === 0;
}

/** Whether a folder on disk holds the spec/ layout. */
export function isSpecDir(dir: string): boolean {
  const root = join(dir, "openapi.yaml");
  if (!existsSync(root)) return false;
  const entries = readdirSync(dir).map((f) => (statSync(join(dir, f)).isDirectory() ? `${f}/` : f));
  if (!entries.includes("paths/") || !entries.includes("schemas/")) return false;
  try {
    return isSpecLayout(readYaml(root), entries);
  } catch {
    return false;
  }
}

/** The bundled document of a spec/ folder. Throws with the bundler's message. */
export function bundleSpecDir(specDir: string): Obj {
  const root = join(specDir, "openapi.yaml");
  if (!existsSync(root)) throw new Error(`${specDir} has no openapi.yaml`);
  const webhooksPath = join(specDir, "webhooks.yaml");
  const errorCodesPath = join(specDir, "rules", "error-codes.yaml");
  return bundle({
    root: obj(readYaml(root)) as JsonObject,
    paths: readDir(specDir, "paths"),
    components: readDir(specDir, "schemas"),
    webhooks: existsSync(webhooksPath) ? { name: "webhooks.yaml", data: obj(readYaml(webhooksPath)) as JsonObject } : undefined,
    errorCodes: existsSync(errorCodesPath) ? (obj(readYaml(errorCodesPath)) as SpecSources["errorCodes"]) : {},
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
