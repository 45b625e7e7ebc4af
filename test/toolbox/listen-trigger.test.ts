/**
 * `paysim listen` and `paysim trigger` against an in-process simulator and a local
 * receiver: listen points the platform's webhook endpoint at its relay and forwards every
 * delivery byte for byte with the service's signature (the receiver verifies it with the
 * platform's public key), printing one line per event with the receiver's status; trigger
 * makes each event type of the contract happen and names the event it fired.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { startReceiver, type Receiver } from "../support/receiver.js";
import { parseCommand } from "../../cli/args.js";
import { listenCommand, runListen } from "../../cli/listen.js";
import { contractEventTypes, runTrigger, triggerCommand } from "../../cli/trigger.js";
import { RECIPES, SCA_PLATFORM_EVENTS, duration } from "../../cli/trigger-recipes.js";
import { targetOf } from "../../cli/toolbox-client.js";

let s: StartedSimulator;
let p: TestPlatform;
let rx: Receiver;
let lines: string[];
let stop: AbortController;
let listening: Promise<number>;

const creds = () => ["--target", s.rootUrl, "--client-id", p.clientId, "--client-secret", p.clientSecret];

beforeAll(async () => {
  s = await startSimulator({ strict: false });
  p = await s.createPlatform({ regulated: false });
  rx = await startReceiver();
  rx.verifyWith(p.webhookPublicKeyPem);
  lines = [];
  stop = new AbortController();
  listening = runListen(parseCommand(listenCommand, ["--forward-to", rx.url, ...creds()]), (l) => lines.push(l), stop.signal);
  for (let i = 0; i < 100 && !lines.some((l) => l.startsWith("Ready")); i++) await new Promise((r) => setTimeout(r, 20));
}, 20_000);

afterAll(async () => {
  stop?.abort();
  await listening;
  await rx?.close();
  await s?.close();
});

async function trigger(type: string): Promise<{ code: number; out: string[] }> {
  const out: string[] = [];
  const code = await runTrigger(parseCommand(triggerCommand, [type, ...creds()]), (l) => out.push(l));
  return { code, out };
}

const UNIT_MS: Record<string, number> = { s: 1000, min: 60_000, h: 3_600_000 };
/** A clock move trigger says: "Moved the platform clock forward 1 h, to 2025-...Z." -> its length and the time it reached. */
function saidMove(line: string): { ms: number; to: number } | undefined {
  const m = /^Moved the platform clock forward (\d+) (s|min|h), to (\S+)\.$/.exec(line);
  return m ? { ms: Number(m[1]) * UNIT_MS[m[2]], to: Date.parse(m[3]) } : undefined;
}

const waitFor = async (pred: () => boolean, ms = 4000) => {
  for (let t = Date.now(); !pred() && Date.now() - t < ms;) await new Promise((r) => setTimeout(r, 20));
  return pred();
};

describe("paysim listen", () => {
  it("points the webhook endpoint at its relay and forwards a signed event, one line with the receiver's status", async () => {
    expect(lines[0]).toMatch(/^Ready: events of .* are forwarded to /);
    expect((await p.get("/config")).body.webhookEndpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const n = rx.deliveries.length;
    await p.post("/webhooks/test", {});
    expect(await waitFor(() => rx.deliveries.length > n)).toBe(true);
    const d = rx.deliveries[n];
    expect(d.body.type).toBe("TEST");
    expect(d.signatureValid).toBe(true);
    expect(await waitFor(() => lines.some((l) => l.includes(d.body.id)))).toBe(true);
    expect(lines.find((l) => l.includes(d.body.id))).toMatch(/TEST\s+Webhook:\S+\s+-> 200/);
  });

  it("answers the simulator with the receiver's status, so a failing receiver is retried", async () => {
    rx.respondWith(503);
    const n = lines.length;
    await p.post("/webhooks/test", {});
    expect(await waitFor(() => lines.slice(n).some((l) => l.includes("-> 503")))).toBe(true);
    const attempts = await p.deliveries({ type: "TEST" });
    expect(attempts.some((a) => a.status === 503)).toBe(true);
    rx.respondWith(200);
  });

  it("is a paysim command: --help exits 0, an unknown flag exits 2", async () => {
    const { main } = await import("../../cli/main.js");
    const write = process.stdout.write.bind(process.stdout);
    const errWrite = process.stderr.write.bind(process.stderr);
    let text = "";
    process.stdout.write = ((c: string) => ((text += c), true)) as typeof process.stdout.write;
    process.stderr.write = ((c: string) => ((text += c), true)) as typeof process.stderr.write;
    try {
      expect(await main(["listen", "--help"])).toBe(0);
      expect(await main(["trigger", "--help"])).toBe(0);
      expect(await main(["listen", "--forward-to", "http://127.0.0.1:9/", "--bogus"])).toBe(2);
      expect(await main(["trigger", "TEST", "--bogus"])).toBe(2);
    } finally {
      process.stdout.write = write;
      process.stderr.write = errWrite;
    }
    expect(text).toContain("usage: paysim listen --forward-to URL");
    expect(text).toContain("usage: paysim trigger EVENT_TYPE");
    expect(text).toContain("unknown flag --bogus");
  });

  it("refuses a missing --forward-to and bad flags", async () => {
    await expect(runListen(parseCommand(listenCommand, creds()))).rejects.toThrow(/--forward-to is required/);
    expect(() => parseCommand(listenCommand, ["--forward-to", "x", "--nope"])).toThrow(/unknown flag --nope/);
  });
});

describe("paysim trigger", () => {
  it("says the clock move of a payout, which completes an hour of platform time later", async () => {
    const { code, out } = await trigger("OUTGOING_PAYMENT.COMPLETED");
    expect(code, out.join("\n")).toBe(0);
    expect(out[0]).toMatch(/^Moved the platform clock forward 1 h, to \d{4}-\d\d-\d\dT[\d:.]+Z\.$/);
    expect(out.filter((l) => l.startsWith("Moved"))).toHaveLength(1);
    expect(duration(3600)).toBe("1 h");
    expect([duration(60), duration(90), duration(86400)]).toEqual(["1 min", "90 s", "24 h"]);
  });

  it("says so when the target would not move its clock", async () => {
    const said: string[] = [];
    const ok = { ...targetOf(s.rootUrl, p.clientId, p.clientSecret), root: `${s.rootUrl}/nothing-here`, say: (l: string) => said.push(l) };
    await RECIPES["OUTGOING_PAYMENT.COMPLETED"](ok);
    expect(said).toEqual([expect.stringMatching(/^Could not move the platform clock forward 1 h \(POST \/_sim\/clock\/advance answered 404\)/)]);
  });

  it("refuses an event type the contract does not have", async () => {
    await expect(trigger("CUSTOMER.NOPE")).rejects.toThrow(/not an event type of the contract/);
  });

  const types = contractEventTypes();
  it("knows the contract's event types", () => expect(types.length).toBeGreaterThan(20));

  // Payments wait for authorization only where customers are in an SCA region: that event is fired on such a platform below.
  const SCA_ONLY = [...SCA_PLATFORM_EVENTS][0];
  it(`${SCA_ONLY}: on a platform outside SCA regions it does not fire and says why; on an SCA platform it fires, signed`, async () => {
    const plain = await trigger(SCA_ONLY);
    expect(plain.code).toBe(1);
    expect(plain.out.join("\n")).toMatch(/did not fire.*SCA region/);
    const sca = await s.createPlatform({ scaRequired: true });
    const r2 = await startReceiver();
    try {
      r2.verifyWith(sca.webhookPublicKeyPem);
      await sca.setWebhookEndpoint(r2.url);
      const out: string[] = [];
      const code = await runTrigger(
        parseCommand(triggerCommand, [SCA_ONLY, "--target", s.rootUrl, "--client-id", sca.clientId, "--client-secret", sca.clientSecret]),
        (l) => out.push(l),
      );
      expect(code, out.join("\n")).toBe(0);
      const fired = out.find((l) => l.startsWith(`Fired ${SCA_ONLY} `))!.split(" ")[2];
      expect(await waitFor(() => r2.deliveries.some((d) => d.body?.id === fired), 6000), `${fired} delivered`).toBe(true);
      const d = r2.deliveries.find((x) => x.body?.id === fired)!;
      expect([d.signatureValid, d.body.type, d.body.data.status]).toEqual([true, SCA_ONLY, "PENDING_AUTHORIZATION"]);
    } finally {
      await r2.close();
    }
  }, 30_000);

  for (const type of types.filter((t) => !SCA_PLATFORM_EVENTS.has(t))) {
    const test = RECIPES[type] ? it : it.todo;
    test(`${type}: fires, says every clock move it makes, and listen forwards it signed`, async () => {
      const [before, t0] = [Date.parse(await p.now()), Date.now()];
      const { code, out } = await trigger(type);
      const [after, wall] = [Date.parse(await p.now()), Date.now() - t0];
      expect(code, out.join("\n")).toBe(0);
      // The platform clock runs with real time plus the moves: what it gained beyond the wall time is what trigger said it moved.
      const said = out.map((l) => saidMove(l)).filter((m) => m !== undefined);
      const gained = after - before - said.reduce((a, m) => a + m.ms, 0);
      expect(gained, out.join("\n")).toBeGreaterThanOrEqual(0);
      expect(gained, out.join("\n")).toBeLessThanOrEqual(wall + 1000);
      for (const m of said) expect(m.to).toBeLessThanOrEqual(after);
      const fired = out.find((l) => l.startsWith(`Fired ${type} `))!.split(" ")[2];
      expect(await waitFor(() => rx.deliveries.some((d) => d.body?.id === fired), 6000), `${fired} delivered`).toBe(true);
      expect(rx.deliveries.find((d) => d.body?.id === fired)!.signatureValid).toBe(true);
      expect(await waitFor(() => lines.some((l) => l.includes(fired) && / -> 200 /.test(l)))).toBe(true);
    }, 20_000);
  }
});
