/**
 * The simulator in a process of its own for the robustness tests: listens on an ephemeral
 * 127.0.0.1 port and prints one JSON line {rootUrl, baseUrl, platforms: [{clientId, clientSecret}]}
 * (two sandbox platforms). A crash ends this process, which the parent sees.
 */
import { createSimulator } from "../../simulator/app.js";

const sim = createSimulator({ log: (msg, err) => console.error(`[paysim] ${msg}`, err instanceof Error ? err.stack : err ?? "") });
const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
const platforms = [];
for (let i = 0; i < 2; i++) {
  const r = await fetch(`${rootUrl}/_sim/platforms`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ regulated: true }) });
  const p = await r.json();
  platforms.push({ clientId: p.clientId, clientSecret: p.clientSecret });
}
process.stdout.write(JSON.stringify({ rootUrl, baseUrl, platforms }) + "\n");
