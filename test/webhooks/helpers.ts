/**
 * Helpers of the webhook delivery tests: a receiver on 127.0.0.1 whose behaviour can be
 * switched (answer a status, answer after a delay, never answer), a simulator whose
 * `GET /config` also emits N events about N distinct objects (a cheap, countable event
 * source), and bounded polling.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { verifyWebhookSignature } from "../../simulator/webhooks/signer.js";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import type { SimulatorOptions } from "../../simulator/app.js";
import { configHandlers } from "../../simulator/areas/config-and-webhooks/handlers.js";

export interface Got {
  id: string;
  type: string;
  data: any;
  signatureValid: boolean;
  at: number;
}

export interface ControlledReceiver {
  url: string;
  port: number;
  got: Got[];
  /** In flight right now (request received, not answered). */
  open: number;
  mode: { status: number; delayMs: number } | "hang";
  verifyWith(pem: string): void;
  close(): Promise<void>;
}

export async function controlledReceiver(port = 0): Promise<ControlledReceiver> {
  let pem = "";
  const r: ControlledReceiver = {
    url: "",
    port: 0,
    got: [],
    open: 0,
    mode: { status: 200, delayMs: 0 },
    verifyWith: (p) => void (pem = p),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const body = JSON.parse(raw);
      const sig = req.headers["x-service-signature"];
      r.got.push({
        id: body.id,
        type: body.type,
        data: body.data,
        at: Date.now(),
        signatureValid: !!pem && typeof sig === "string" && verifyWebhookSignature(raw, sig, pem),
      });
      const mode = r.mode;
      if (mode === "hang") return;
      r.open++;
      setTimeout(() => {
        r.open--;
        res.statusCode = mode.status;
        res.end();
      }, mode.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  r.port = (server.address() as AddressInfo).port;
  r.url = `http://127.0.0.1:${r.port}/hooks`;
  return r;
}

/**
 * A simulator whose `GET /config` also emits the TEST events asked for with `emit(p, n)`:
 * n events about n distinct objects (so nothing orders them against each other). Its
 * `PATCH /config` sets the endpoint without the TEST webhook a new endpoint gets, so the
 * delivery tests count their own events only.
 */
export async function emittingSimulator(opts: SimulatorOptions = {}): Promise<{ s: StartedSimulator; emit(p: TestPlatform, n: number): Promise<void> }> {
  let pending = 0;
  let seq = 0;
  const s = await startSimulator({
    ...opts,
    handlers: {
      updatePlatformConfig: (ctx) =>
        configHandlers.updatePlatformConfig({ ...ctx, emit: (type, data) => (type === "TEST" ? undefined : ctx.emit(type, data)) }),
      getPlatformConfig: (ctx) => {
        for (; pending > 0; pending--) ctx.emit("TEST", { id: `Object:${seq++}`, test: true, timestamp: ctx.clock.iso(), type: "TEST" });
        const now = ctx.clock.iso();
        return { status: 200, body: { id: "PlatformConfig:00000000-0000-4000-8000-000000000000", supportedCurrencies: [], createdAt: now, updatedAt: now } };
      },
    },
  });
  return {
    s,
    async emit(p, n) {
      pending = n;
      const r = await p.get("/config");
      if (r.status !== 200) throw new Error(`GET /config answered ${r.status} ${JSON.stringify(r.body)}`);
    },
  };
}

/** Poll `f` every 20 ms until it returns true (at most `ms`); returns whether it did. */
export async function until(f: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await f()) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}
