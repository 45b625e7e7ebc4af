/**
 * A webhook receiver on 127.0.0.1 for the fidelity measure: it answers 200 to every
 * delivery and keeps each one's raw text and parsed JSON, to be checked against the live
 * payload schemas.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedDelivery {
  raw: string;
  /** The parsed JSON (undefined when the body is not JSON). */
  body: unknown;
}

export interface Receiver {
  url: string;
  deliveries: ReceivedDelivery[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: ReceivedDelivery[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      deliveries.push({ raw, body });
      res.statusCode = 200;
      res.end("ok");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    deliveries,
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
