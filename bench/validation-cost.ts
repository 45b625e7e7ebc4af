/**
 * `npx tsx bench/validation-cost.ts [n=40000] [reps=5]`: the cost of validating one external
 * account body, over the areas bench's mix (the contract's examples of POST
 * /customers/external-accounts, in turn), three ways: the full validator (every accountInfo
 * variant tried, every error gathered), the quick check alone (the one variant the
 * discriminator names, first error only) and the registry's `check`, which the simulator
 * calls (the quick check, then the full validator only on a refusal). All three are warmed
 * first and measured in turn, `reps` times; prints the median microseconds per body.
 */
import { SchemaRegistry } from "../contract/schema-registry.js";
import { bundledSpec } from "../contract/spec.js";
import { requestExamples, type OpenApiDoc } from "./lib/spec.js";
import { median } from "./lib/verdict.js";

const n = Number(process.argv[2] ?? 40000);
const reps = Number(process.argv[3] ?? 5);
const doc = bundledSpec() as OpenApiDoc;
const reg = new SchemaRegistry(doc as Record<string, unknown>);
const pointer = "#/components/schemas/ExternalAccountCreateRequest";
const full = reg.validatorFor(pointer);
const quick = reg.quickValidatorFor(pointer);
if (!quick) throw new Error(`no quick check at ${pointer}`);
const bodies = Object.values(requestExamples(doc, "/customers/external-accounts", "post"));
for (const b of bodies) if (!full(b)) throw new Error(`an example is not valid: ${JSON.stringify(b).slice(0, 200)}`);
const ways: [string, (b: unknown) => unknown][] = [
  ["full validator", full],
  ["quick check", quick],
  ["check()", (b) => reg.check(pointer, b)],
];
const run = (f: (b: unknown) => unknown, count: number) => {
  const t0 = performance.now();
  for (let i = 0; i < count; i++) f(bodies[i % bodies.length]);
  return ((performance.now() - t0) / count) * 1000;
};
for (const [, f] of ways) run(f, 5000);
const times = ways.map(() => [] as number[]);
for (let r = 0; r < reps; r++) ways.forEach(([, f], i) => times[i].push(run(f, n)));
console.log(`µs per body, ${bodies.length} example variants in turn (${reps} x ${n}, median):`);
ways.forEach(([name], i) => console.log(`  ${name.padEnd(16)} ${median(times[i]).toFixed(1).padStart(6)}`));
