/**
 * `--shadow`: a simulator in this process, on 127.0.0.1, that plays every exchange the proxy
 * forwarded, in the order they arrived, after the client has its answer. It keeps pace: a
 * request waits (at most `--shadow-wait` ms) until the shadow has played the exchanges
 * before it, so both sides see the same sequence at nearly the same time (what the upstream
 * does in real time, a payout landing after two seconds, the shadow does too). Its platforms mirror the upstream's: one with the same credentials
 * is made the first time the upstream accepts them (or when the upstream's control API makes
 * one), and the ids the two sides give the same resource are paired as answers come in.
 * Bounded: past `maxQueue` exchanges waiting, later ones are not compared (and counted).
 */
import { Agent } from "undici";
import type { Contract } from "../contract/operations.js";
import { createSimulator, type Simulator } from "../simulator/app.js";
import type { PlatformSettings } from "../simulator/platform/platform.js";
import { IdMap } from "./id-map.js";
import { Player, type Played } from "./player.js";
import type { Rules } from "./rules.js";
import { startSink, type Sink } from "./sink.js";
import type { Exchange } from "./types.js";

/** The kinds of platform the shadow makes for credentials it meets (as `paysim serve --platform-kind`). */
export const SHADOW_KINDS: Record<string, Partial<PlatformSettings>> = {
  regulated: { regulated: true },
  unregulated: { regulated: false },
  skipPaperwork: { regulated: false, skipVerificationPaperwork: true },
};

export interface ShadowOptions {
  rules: Rules;
  contract: Contract;
  /** A key of SHADOW_KINDS. */
  kind: string;
  timeoutMs: number;
  maxQueue?: number;
  log?: (line: string) => void;
}

export class Shadow {
  readonly map: IdMap;
  private queue: { ex: Exchange; done: (p: Played) => void }[] = [];
  private running?: Promise<void>;
  private idle: (() => void)[] = [];
  /** Exchanges not played because the queue was full. */
  dropped = 0;

  private constructor(
    readonly sim: Simulator,
    readonly base: string,
    private readonly sink: Sink,
    private readonly dispatcher: Agent,
    private readonly player: Player,
    map: IdMap,
    private readonly maxQueue: number,
  ) {
    this.map = map;
  }

  static async start(o: ShadowOptions): Promise<Shadow> {
    const settings = SHADOW_KINDS[o.kind];
    if (!settings) throw new Error(`unknown shadow platform kind ${o.kind}`);
    const sim = createSimulator({ log: (msg) => o.log?.(`shadow: ${msg}`) });
    const { baseUrl, rootUrl } = await sim.listen(0, "127.0.0.1");
    const sink = await startSink();
    const dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 8 });
    const map = new IdMap(o.rules.embedded);
    const player = new Player({
      target: { base: baseUrl, root: rootUrl },
      rules: o.rules,
      map,
      contract: o.contract,
      dispatcher,
      timeoutMs: o.timeoutMs,
      sinkUrl: sink.url,
      names: { reference: "upstream", observed: "simulator" },
      // Credentials the upstream accepted and the shadow does not know: a platform of the kind, with the same credentials.
      credential: async (id, secret, ex) => {
        if (ex.status !== 401 && ex.status < 500 && !sim.platforms.byClientId(id))
          sim.platforms.create({ clientId: id, clientSecret: secret, settings: { ...settings } });
        return undefined;
      },
    });
    return new Shadow(sim, baseUrl, sink, dispatcher, player, map, o.maxQueue ?? 10_000);
  }

  /** Play an exchange after those before it; `done` gets the comparison (or why there is none). */
  enqueue(ex: Exchange, done: (p: Played) => void): void {
    if (this.queue.length >= this.maxQueue) {
      this.dropped++;
      done({
        seq: ex.seq,
        operation: `${ex.method} ${ex.path.split("?")[0]}`,
        differences: [],
        notCompared: "the shadow was too far behind (its queue was full)",
      });
      return;
    }
    this.queue.push({ ex, done });
    this.running ??= this.drain();
  }

  private async drain(): Promise<void> {
    for (let next = this.queue.shift(); next; next = this.queue.shift()) {
      const { ex, done } = next;
      try {
        if (ex.control) await this.player.mirror(ex);
        else done(await this.player.play(ex));
      } catch (e) {
        done({ seq: ex.seq, operation: `${ex.method} ${ex.path.split("?")[0]}`, differences: [], notCompared: `the shadow failed: ${(e as Error).message}` });
      }
    }
    this.running = undefined;
    for (const r of this.idle.splice(0)) r();
  }

  /** Resolves once every exchange handed over so far has been played. */
  settled(): Promise<void> {
    return this.running ? new Promise((r) => this.idle.push(r)) : Promise.resolve();
  }

  /** Resolves once the shadow has caught up, or after `maxMs`, whichever comes first. */
  caughtUp(maxMs: number): Promise<void> {
    if (!this.running) return Promise.resolve();
    return new Promise((resolve) => {
      const t = setTimeout(resolve, maxMs);
      this.idle.push(() => {
        clearTimeout(t);
        resolve();
      });
    });
  }

  /** Webhook deliveries the shadow's platforms sent (to the sink, never to the client). */
  deliveries(): number {
    return this.sink.received();
  }

  async close(): Promise<void> {
    await this.sim.close();
    await this.sink.close();
    await this.dispatcher.close();
  }
}
