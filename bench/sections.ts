/** What the bench's sections share: the note of a skipped section, and a fresh regulated platform made through /_sim. */
import { VERSION, basic } from "./lib/processes.js";
import { json, why } from "./lib/load.js";

/** A section's skip: says why on the console and in the report under `key`. */
export function skipper(report: Record<string, unknown>, key: string): (reason: string) => void {
  return (reason) => {
    console.log(`  skipped: ${reason}`);
    report[key] = { skipped: reason };
  };
}

/** A fresh regulated platform with credentials `clientId`:bench: its Authorization header and the simulator's root URL, or why it could not be made. */
export async function regulatedPlatform(simBase: string, clientId: string): Promise<{ auth: string; root: string } | { failed: string }> {
  const root = simBase.slice(0, -VERSION.length);
  const made = await json(root + "/_sim/platforms", { method: "POST", body: JSON.stringify({ regulated: true, clientId, clientSecret: "bench" }) });
  if (made.status !== 201) return { failed: why("POST /_sim/platforms", made) };
  return { auth: basic(clientId, "bench"), root };
}
