/**
 * An HTTP test environment: the simulator in-process plus a webhook receiver, and a
 * platform factory whose platforms deliver their webhooks to that receiver.
 */
import { startSimulator, type StartedSimulator, type TestPlatform } from "./simulator.js";
import { startReceiver, type Receiver } from "./receiver.js";
import type { PlatformSettings } from "../../simulator/platform/platform.js";

export const US_ADDRESS = { line1: "1 Market St", city: "San Francisco", state: "CA", postalCode: "94105", country: "US" };

export interface EventEnv {
  s: StartedSimulator;
  rx: Receiver;
  /** A fresh platform (the environment's default settings, overridden) with its webhook endpoint set to the receiver. */
  platform(settings?: Partial<PlatformSettings>): Promise<TestPlatform>;
  /** Envelopes received so far. */
  bodies(): any[];
  close(): Promise<void>;
}

export async function startEventEnv(defaults: Partial<PlatformSettings> = {}): Promise<EventEnv> {
  const s = await startSimulator();
  const rx = await startReceiver();
  return {
    s,
    rx,
    async platform(settings = {}) {
      const p = await s.createPlatform({ ...defaults, ...settings });
      const r = await p.setWebhookEndpoint(rx.url);
      if (r.status !== 200) throw new Error(`setWebhookEndpoint: ${r.status} ${JSON.stringify(r.body)}`);
      return p;
    },
    bodies: () => rx.deliveries.map((d) => d.body),
    async close() {
      await rx.close();
      await s.close();
    },
  };
}
