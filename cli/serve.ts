/**
 * `paysim serve`: the stateful simulator on http://127.0.0.1:4010/2025-10-13 (PORT/HOST
 * env or --port/--host), with a ready sandbox platform whose credentials it prints
 * (--client-id/--client-secret or PAYSIM_CLIENT_ID/PAYSIM_CLIENT_SECRET; defaults
 * sandbox_client_id / sandbox_client_secret). --strict validates every response.
 */
import { parseArgs, flagString } from "./args.js";

export async function runServe(argv: string[]): Promise<number> {
  const t0 = performance.now();
  const args = parseArgs(argv);
  const host = flagString(args, "host", "HOST", "127.0.0.1")!;
  const port = Number(flagString(args, "port", "PORT", "4010"));
  const clientId = flagString(args, "client-id", "PAYSIM_CLIENT_ID", "sandbox_client_id")!;
  const clientSecret = flagString(args, "client-secret", "PAYSIM_CLIENT_SECRET", "sandbox_client_secret")!;
  const strict = args.flags.strict === true || process.env.PAYSIM_STRICT === "1";
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`paysim serve: invalid port ${port}\n`);
    return 2;
  }
  const { createSimulator } = await import("../simulator/app.js");
  const sim = createSimulator({ strict, specPath: flagString(args, "spec"), defaultPlatform: { clientId, clientSecret } });
  const { baseUrl, rootUrl } = await sim.listen(port, host);
  const ms = Math.round(performance.now() - t0);
  const p = sim.defaultPlatform!.platform;
  process.stdout.write(
    [
      `paysim simulator listening on ${baseUrl}  (ready in ${ms} ms${strict ? ", strict response validation" : ""})`,
      `  admin API:   ${rootUrl}/_sim  (health: ${rootUrl}/_sim/health, spec: ${rootUrl}/_sim/openapi.json)`,
      `  sandbox platform ${p.id}`,
      `    client id:     ${p.clientId}`,
      `    client secret: ${p.clientSecret}`,
      `    curl -u ${p.clientId}:${p.clientSecret} ${baseUrl}/config`,
      "",
    ].join("\n"),
  );
  await new Promise<void>((resolve) => {
    const stop = () => void sim.close().then(resolve);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
