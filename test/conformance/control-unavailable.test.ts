/**
 * A run asked to use the control API stops, as the preflight does, when the control API does
 * not answer: it used to fall back to no platforms at all and report hundreds of 401 failures
 * (seen when GET /_sim/health failed once between the command line's own check and the run).
 */
import { expect, test } from "vitest";
import { startSimulator } from "../support/simulator.js";
import { hideControl } from "../support/hide-control.js";
import { runSuite } from "../../conformance/run.js";

test("a control API that does not answer GET /_sim/health stops the run with one message, no case run", async () => {
  const sim = await startSimulator({ log: () => undefined });
  const proxy = await hideControl(sim.rootUrl);
  try {
    const run = runSuite(
      { target: proxy.baseUrl, control: proxy.rootUrl, out: "", seed: 1, runs: 1, timeoutMs: 10_000, only: ["not-found.unknown-id"], quiet: true },
      { console: false, write: false },
    );
    await expect(run).rejects.toThrow(/the control API http:\/\/127\.0\.0\.1:\d+ does not answer GET \/_sim\/health with 200/);
  } finally {
    await proxy.close();
    await sim.close();
  }
}, 60_000);
