/**
 * npm run gen        : bundle spec/ into generated/openapi.json, write generated/api.d.ts, and
 *                      render the API reference pages into generated/docs/ (api-reference.ts)
 * npm run gen:check  : fail when any generated file is stale
 * Both also write generated/live-api.d.ts, the types of the live service's shapes when
 * ../shared/ is there (not committed, so never compared: see live-types.ts).
 */
import { readFileSync, readdirSync, writeFileSync, existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import openapiTS, { astToString } from "openapi-typescript";
import { bundle, type JsonObject, type SpecSources } from "./bundle.js";
import { typeInput } from "./type-input.js";
import { repoPath } from "../../contract/paths.js";
import { loadLimitRules, maxFileBytes } from "../../contract/rules/limits.js";
import { writeLiveTypes } from "./live-types.js";
import { staleReferences, updateReferences } from "./api-reference.js";

const specDir = repoPath("spec");
const outDir = repoPath("generated");

function readYaml(path: string): JsonObject {
  try {
    return parse(readFileSync(path, "utf8"), { maxAliasCount: -1 }) as JsonObject;
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message}`);
  }
}

function readDir(sub: string) {
  const dir = join(specDir, sub);
  return readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort()
    .map((f) => ({ name: `${sub}/${f}`, data: readYaml(join(dir, f)) ?? {} }));
}

/** The request limits the contract states (spec/rules/limits.yaml, the document size of sandbox-kyc.yaml). */
function contractLimits(): SpecSources["limits"] {
  const l = loadLimitRules();
  return {
    maxAmount: l.maxAmount,
    jsonMaxBytes: l.body.jsonMaxBytes,
    multipartMaxBytes: l.multipart.requestMaxBytes,
    fileMaxBytes: maxFileBytes(),
    maxFiles: l.multipart.maxFiles,
  };
}

export function loadSources(): SpecSources {
  const webhooksPath = join(specDir, "webhooks.yaml");
  return {
    root: readYaml(join(specDir, "openapi.yaml")),
    paths: readDir("paths"),
    components: readDir("schemas"),
    webhooks: existsSync(webhooksPath) ? { name: "webhooks.yaml", data: readYaml(webhooksPath) } : undefined,
    errorCodes: readYaml(join(specDir, "rules", "error-codes.yaml")) as unknown as SpecSources["errorCodes"],
    limits: contractLimits(),
  };
}

export async function generate(): Promise<Record<string, string>> {
  const doc = bundle(loadSources());
  const json = JSON.stringify(doc, null, 2) + "\n";
  // The types come from typeInput(doc), a rewritten copy (bare `required` branches as object types); openapi.json keeps doc as authored.
  const ast = await openapiTS(typeInput(doc) as never, { alphabetize: false });
  const header = "// Generated from spec/ by `npm run gen` (openapi-typescript). Do not edit.\n";
  return { "openapi.json": json, "api.d.ts": header + astToString(ast) };
}

async function main() {
  const check = process.argv.includes("--check");
  let files: Record<string, string>;
  try {
    files = await generate();
  } catch (e) {
    console.error(`spec build failed: ${(e as Error).message}`);
    process.exit(1);
  }
  if (check) {
    const stale = Object.keys(files).filter((f) => {
      const p = join(outDir, f);
      return !existsSync(p) || readFileSync(p, "utf8") !== files[f];
    });
    stale.push(...staleReferences({ "generated/openapi.json": files["openapi.json"] }).map((f) => f.replace(/^generated\//, "")));
    if (stale.length) {
      console.error(`generated/ is stale: ${stale.join(", ")}. Run \`npm run gen\` and commit the result.`);
      process.exit(1);
    }
    console.log("generated/ is up to date");
    console.log(await writeLiveTypes());
    return;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [f, content] of Object.entries(files)) writeFileSync(join(outDir, f), content);
  const doc = JSON.parse(files["openapi.json"]) as { paths: Record<string, Record<string, unknown>> };
  const ops = Object.values(doc.paths).reduce(
    (n, item) => n + Object.keys(item).filter((k) => ["get", "put", "post", "delete", "patch"].includes(k)).length,
    0,
  );
  console.log(`wrote generated/openapi.json (${ops} operations) and generated/api.d.ts`);
  console.log(await writeLiveTypes());
  for (const line of await updateReferences({ "generated/openapi.json": files["openapi.json"] })) console.log(line);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
