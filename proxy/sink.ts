/**
 * A receiver on 127.0.0.1 that takes the deliveries meant for the client's webhook endpoint
 * when the simulator (the shadow) or a replay target sends them: answered 200 and counted,
 * so the client's receiver never gets a delivery twice. Bodies are read up to a cap and dropped.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Sink {
  url: string;
  /** Deliveries received so far. */
  received(): number;
  close(): Promise<void>;
}

export async function startSink(maxBytes = 1024 * 1024): Promise<Sink> {
  let count = 0;
  const server: Server = createServer((req, res) => {
    let n = 0;
    req.on("data", (c: Buffer) => {
      n += c.length;
      if (n > maxBytes) req.destroy();
    });
    req.on("end", () => {
      count++;
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    req.on("error", () => res.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sink`,
    received: () => count,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
