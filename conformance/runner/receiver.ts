/**
 * A webhook receiver on 127.0.0.1 for the webhook checks: records every delivery with
 * its raw body and headers, and answers 500 to the next `failNext` deliveries.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Json } from "../contract/json.js";

export interface Delivery {
  at: number;
  headers: Record<string, string>;
  raw: Buffer;
  body: Json;
  answered: number;
}

export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  failNext = 0;
  private server?: Server;
  private waiters: (() => void)[] = [];

  /** Listen on 127.0.0.1 (`port` 0: any free port, `host` to listen elsewhere); the local URL of the receiver. */
  async start(port = 0, host = "127.0.0.1"): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      req.on("data", (c: Buffer) => {
        size += c.length;
        if (size <= 5_000_000) chunks.push(c);
      });
      req.on("end", () => {
        const raw = Buffer.concat(chunks);
        let body: Json;
        try {
          body = JSON.parse(raw.toString("utf8"));
        } catch {
          body = undefined;
        }
        const answered = this.failNext > 0 ? 500 : 200;
        if (this.failNext > 0) this.failNext--;
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(", ") : String(v);
        this.deliveries.push({ at: Date.now(), headers, raw, body, answered });
        res.writeHead(answered, { "content-type": "application/json" }).end(answered === 200 ? '{"ok":true}' : '{"error":"simulated failure"}');
        const w = this.waiters;
        this.waiters = [];
        w.forEach((f) => f());
      });
    });
    await new Promise<void>((r, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(port, host, () => r());
    });
    return `http://${host}:${(this.server!.address() as AddressInfo).port}/webhooks`;
  }

  /** Wait until `predicate` holds over the deliveries, or `timeoutMs` passes. */
  async waitFor(predicate: (d: Delivery[]) => boolean, timeoutMs = 10_000): Promise<boolean> {
    const end = Date.now() + timeoutMs;
    while (!predicate(this.deliveries)) {
      const left = end - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((r) => {
        const t = setTimeout(r, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
    return true;
  }

  async stop(): Promise<void> {
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }
}
