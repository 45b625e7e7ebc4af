/** Prints the response-side findings (a diagnostic run: `npx tsx test/fidelity/measure-responses.ts`). */
import { bundledSpec } from "../../contract/spec.js";
import { startSimulator } from "../support/simulator.js";
import { liveShapesOrExit } from "./live-shapes.js";
import { loadDifferences } from "./differences.js";
import { buildScenario, measureResponses } from "./response-side.js";

const live = liveShapesOrExit();
const s = await startSimulator({ strict: false, unknownProperties: "warn", log: () => {} });
try {
  const p = await s.createPlatform({ skipVerificationPaperwork: true });
  const sc = await buildScenario(s, p);
  const res = await measureResponses(live, bundledSpec(), loadDifferences(), p, sc);
  const filt = process.env.OP;
  for (const f of res)
    if (f.verdict !== "fits" && (!filt || f.op.includes(filt)))
      console.log(`${f.verdict.padEnd(15)} ${f.status} ${f.op}\n     ${f.problems.join("\n     ").slice(0, Number(process.env.W ?? 600))}`);
  const count = (v: string) => res.filter((f) => f.verdict === v).length;
  console.log(
    `fits ${count("fits")}, misfit ${count("misfit")}, status ${count("status")}, error ${count("error")}, not implemented ${count("not-implemented")} of ${res.length}`,
  );
} finally {
  await s.close();
}
