/**
 * Prints the request-side findings per operation (a diagnostic run:
 * `npx tsx test/fidelity/measure-requests.ts`; RUNS=n requests per operation, OP=filter,
 * EX=n examples shown, V=1 to print the requests).
 */
import { SchemaRegistry } from "../../contract/schema-registry.js";
import { bundledSpec } from "../../contract/spec.js";
import { liveShapesOrExit } from "./live-shapes.js";
import { loadDifferences } from "./differences.js";
import { measureRequests } from "./request-side.js";

const live = liveShapesOrExit();
const res = measureRequests(live, new SchemaRegistry(bundledSpec()), loadDifferences(), Number(process.env.RUNS ?? 20));
let ok = 0;
const filt = process.env.OP;
for (const f of res.values()) {
  if (f.refused === 0) ok++;
  else if (!filt || f.op.includes(filt)) {
    console.log(`${f.op}: ${f.refused}/${f.sent}`);
    for (const e of f.examples.slice(0, Number(process.env.EX ?? 1)))
      console.log("   ", JSON.stringify(e.errors.map((x) => [x.in, x.field, x.code, x.reason])), process.env.V ? JSON.stringify(e.value) : "");
  }
}
console.log("ok", ok, "of", res.size);
