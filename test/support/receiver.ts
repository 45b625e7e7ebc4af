/**
 * A tiny webhook receiver on 127.0.0.1 for tests: records every delivery (raw body,
 * headers, parsed JSON, whether the signature verifies when a key is given) and can be
 * told to answer another status (e.g. 500) or to hang (timeouts).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhookSignature } from "../../simulator/webhooks/signer.js";

export interface ReceivedDelivery {
  raw: string;
  headers: Record<string, string | string[] | undefined>;
  body: any;
  signatureValid?: boolean;
  at: number;
}

export interface Receiver {
  url: string;
  deliveries: ReceivedDelivery[];
  /** Status answered from now on (default 200); "hang" never answers. */
  respondWith(status: number | "hang"): void;
  /** Verify signatures with this SPKI PEM from now on. */
  verifyWith(publicKeyPem: string): void;
  /** Resolves once `n` deliveries have arrived (or rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const deliveries: ReceivedDelivery[] = [];
  let status: number | "hang" = 200;
  let pem: string | undefined;
  const waiters: { n: number; resolve: () => void }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        body = undefined;
      }
      const sig = req.headers["x-service-signature"];
      deliveries.push({
        raw,
        headers: req.headers,
        body,
        at: Date.now(),
        signatureValid: pem && typeof sig === "string" ? verifyWebhookSignature(raw, sig, pem) : undefined,
      });
      for (const w of waiters.filter((w) => deliveries.length >= w.n)) w.resolve();
      if (status === "hang") return;
      res.statusCode = status;
      res.end(status >= 200 && status < 300 ? "ok" : "fail");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    deliveries,
    respondWith(s) {
      status = s;
    },
    verifyWith(p) {
      pem = p;
    },
    waitFor(n, timeoutMs = 5000) {
      if (deliveries.length >= n) return Promise.resolve(deliveries);
      return new Promise((resolve, reject) => {
        const t = setTimeout(() => reject(new Error(`receiver: ${deliveries.length}/${n} deliveries after ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ n, resolve: () => (clearTimeout(t), resolve(deliveries)) });
      });
    },
    close() {
      return new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
    },
  };
}
