/**
 * Author's check: `npx tsx spec/tools/check.ts [filter]`. Bundles the spec leniently and
 * prints dangling refs, duplicate names and invalid examples (only those whose location
 * contains `filter`, when given), then counts. Exit 1 when anything is printed.
 */
import { bundle, unresolvedRefs, type JsonObject } from "./bundle.js";
import { loadSources } from "./gen.js";
import { collectExamples } from "./examples.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";

const filter = process.argv[2] ?? "";
const src = loadSources();
const doc: JsonObject = bundle(src, { lenientRefs: true });
let problems = 0;
for (const d of unresolvedRefs(doc))
  if (!filter || d.at.includes(filter)) {
    console.log(`dangling ${d.ref} at ${d.at}`);
    problems++;
  }
const reg = new SchemaRegistry(doc);
for (const ex of collectExamples(doc)) {
  if (filter && !ex.at.includes(filter)) continue;
  let errs;
  try {
    errs = reg.check(ex.schema, ex.value);
  } catch (e) {
    console.log(`schema error at ${ex.schema}: ${(e as Error).message}`);
    problems++;
    continue;
  }
  if (errs) {
    problems++;
    console.log(
      `invalid example ${ex.at}: ${errs
        .slice(0, 3)
        .map((e) => `${e.instancePath || "/"} ${e.message}`)
        .join("; ")}`,
    );
  }
}
const ops = Object.values(doc.paths as Record<string, JsonObject>).reduce(
  (n, it) => n + Object.keys(it).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k)).length,
  0,
);
const schemas = (doc.components as Record<string, JsonObject>).schemas;
console.log(`${ops} operations, ${Object.keys(schemas).length} schemas, ${problems} problems`);
process.exit(problems ? 1 : 0);
