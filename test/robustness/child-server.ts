/**
 * The simulator in a process of its own for the robustness tests: listens on an ephemeral
 * 127.0.0.1 port and prints one JSON line {rootUrl, baseUrl, platforms: [{clientId, clientSecret}]}
 * (two sandbox platforms). A crash ends this process, which the parent sees.
 * Optional argument: a JSON object of server timeouts (headersMs, requestMs, keepAliveMs).
 */
import { createSimulator } from "../../simulator/app.js";

const timeouts = process.argv[2] ? JSON.parse(process.argv[2]) : undefined;
// Validators compiled before listening, and one admin call made, so the runs measure the
// simulator under load rather than its first-use compilation.
// Webhook attempts give up after 1 s: hostile bodies set webhookEndpoint to URLs no one answers
// (reserved .example hosts), and POST /webhooks/test waits for its attempt before answering.
const sim = createSimulator({
  timeouts,
  warm: true,
  webhookTimeoutMs: 1000,
  log: (msg, err) => console.error("[paysim] %s", msg, err instanceof Error ? err.stack : (err ?? "")),
});
const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
const platforms = [];
for (let i = 0; i < 2; i++) {
  const r = await fetch(`${rootUrl}/_sim/platforms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ regulated: true }),
  });
  const p = await r.json();
  platforms.push({ clientId: p.clientId, clientSecret: p.clientSecret });
}
await (await fetch(`${rootUrl}/_sim/health`)).text();
process.stdout.write(JSON.stringify({ rootUrl, baseUrl, platforms }) + "\n");
