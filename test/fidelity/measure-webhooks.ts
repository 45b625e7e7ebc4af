/** Prints the webhook-side findings (a diagnostic run: `npx tsx test/fidelity/measure-webhooks.ts`). */
import { startSimulator } from "../support/simulator.js";
import { contractEventTypes } from "../../cli/trigger.js";
import { liveShapesOrExit } from "./live-shapes.js";
import { loadDifferences } from "./differences.js";
import { collectDeliveries, measureWebhooks } from "./webhook-side.js";

const live = liveShapesOrExit();
const s = await startSimulator({ strict: false, unknownProperties: "warn", log: () => {} });
try {
  const { deliveries, noRecipe } = await collectDeliveries(s, contractEventTypes());
  const res = measureWebhooks(live, loadDifferences(), deliveries);
  for (const f of res) console.log(`${f.verdict.padEnd(8)} ${f.type} (${f.deliveries})${f.problems.length ? "\n     " + f.problems.join("\n     ") : ""}`);
  const count = (v: string) => res.filter((f) => f.verdict === v).length;
  console.log(`fits ${count("fits")}, misfit ${count("misfit")}, not-live ${count("not-live")} of ${res.length}; no recipe: ${noRecipe.join(", ") || "none"}`);
} finally {
  await s.close();
}
