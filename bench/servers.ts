/**
 * Child-process entry of the benchmark: `sim <port>` starts the simulator (not strict,
 * default sandbox credentials bench/bench), `bare <port>` a bare Express 5 route
 * returning a fixed body. Prints "ready" once listening.
 */
import express from "express";
import { createSimulator } from "../simulator/app.js";

const [kind, portArg] = process.argv.slice(2);
const port = Number(portArg);
if (kind === "sim") {
  const sim = createSimulator({ warm: true, defaultPlatform: { clientId: "bench", clientSecret: "bench" } });
  await sim.listen(port, "127.0.0.1");
} else {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  const body = JSON.stringify({ id: "Customer:0b0e6a52-3f1c-4d2e-9a8b-1c2d3e4f5a6b", customerType: "INDIVIDUAL", fullName: "Ada Lovelace" });
  app.get("/fixed", (_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(body);
  });
  app.listen(port, "127.0.0.1");
}
process.stdout.write("ready\n");
