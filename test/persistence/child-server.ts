/**
 * A simulator in its own process for the crash test: `node --import tsx child-server.ts DIR`
 * starts it on a free 127.0.0.1 port with the data directory DIR and prints one JSON line
 * {"rootUrl", "basePath"} once listening (or {"error"} and exit code 2 when refused).
 */
import { createSimulator } from "../../simulator/app.js";

const dir = process.argv[2];
try {
  const sim = createSimulator({
    dataDir: dir,
    defaultPlatform: { clientId: "crash_id", clientSecret: "crash_secret", settings: { regulated: true } },
    log: () => {},
  });
  const { rootUrl } = await sim.listen(0, "127.0.0.1");
  process.stdout.write(JSON.stringify({ rootUrl, basePath: sim.basePath }) + "\n");
} catch (e) {
  process.stdout.write(JSON.stringify({ error: (e as Error).message }) + "\n");
  process.exit(2);
}
