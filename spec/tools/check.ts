/**
 * Author's check: `npx tsx spec/tools/check.ts [filter]`. Bundles the spec leniently and
 * prints dangling refs, duplicate names and invalid examples (only those whose location
 * contains `filter`, when given), then counts. Exit 1 when anything is printed.
 */
import { bundle, unresolvedRefs } from "./bundle.js";
import { loadSources } from "./gen.js";
import { collectExamples } from "./examples.js";
import { SchemaRegistry } from "../../contract/schema-registry.js";

const filter = process.argv[2] ?? "";
const src = loadSources();
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
const doc: any = bundle(src, { lenientRefs: true });
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
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
const ops = Object.values<any>(doc.paths).reduce((n, it) => n + Object.keys(it).filter((k) => ["get", "post", "put", "patch", "delete"].includes(k)).length, 0);
console.log(`${ops} operations, ${Object.keys(doc.components.schemas).length} schemas, ${problems} problems`);
process.exit(problems ? 1 : 0);
