/**
 * A simulator's data directory (`paysim serve --data-dir DIR`, `createSimulator({dataDir})`):
 * every platform's state on disk, restored on start. The hot path stays in memory; the
 * stores record what changed (tracked-store.ts, tracked-idempotency.ts, the scheduler's
 * observer, the clock's offset) and `commit()` writes those records in one SQLite
 * transaction. Commits are grouped: every request finishing in the same turn of the
 * event loop waits for one transaction (one fsync), then all are answered — so a 2xx
 * answer means its writes are on disk. Scheduled work that runs on its own (timers) is
 * committed when its run ends.
 */
import type Database from "better-sqlite3";
import type { PlatformRuntime } from "../platform/registry.js";
import type { ScheduledTask } from "../clock/scheduler.js";
import { WebhookChanges, webhookStatements, type WebhookStatements } from "./webhook-changes.js";
import { encode, NotPlainDataError } from "./codec.js";
import { isDerivedValue } from "./derived.js";
import { TrackedTenantStore, type StoreChanges } from "./tracked-store.js";
import { TrackedIdempotencyCache } from "./tracked-idempotency.js";
import { reportUnsaved, stateProblems, type PlatformState } from "./platform-state.js";
import { DataDirError, openDataFile, readBearerTokens, readStates, type PlatformDoc } from "./sqlite-file.js";

type Stmt = Database.Statement;


export class DataDir {
  private readonly s: Record<string, Stmt>;
  private readonly ws: WebhookStatements;
  private readonly runtimes = new Map<string, PlatformRuntime>();
  private readonly platformsDirty = new Set<string>();
  /** platform -> job seq -> task to write (null: delete). */
  private readonly jobs = new Map<string, Map<number, ScheduledTask | null>>();
  /** platform -> webhook delivery changes since the last commit. */
  private readonly hooks = new Map<string, WebhookChanges>();
  /** Bearer tokens registered (entry) or revoked (null) since the last commit. */
  private bearer = new Map<string, { platformId: string; principal: unknown } | null>();
  private waiters: { resolve(): void; reject(e: unknown): void }[] = [];
  private scheduled = false;
  private closed = false;
  /** Commits done and their time (the health endpoint and the bench may read them). */
  commits = 0;

  private constructor(
    readonly dir: string,
    private readonly db: Database.Database,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {
    const p = (sql: string) => db.prepare(sql);
    this.s = {
      platform: p("INSERT INTO platforms (id, seq, doc) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM platforms), ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc"),
      item: p("INSERT OR REPLACE INTO items (platform, coll, id, seq, doc) VALUES (?, ?, ?, ?, ?)"),
      itemDel: p("DELETE FROM items WHERE platform = ? AND coll = ? AND id = ?"),
      itemsClear: p("DELETE FROM items WHERE platform = ?"),
      val: p("INSERT OR REPLACE INTO vals (platform, key, doc) VALUES (?, ?, ?)"),
      valDel: p("DELETE FROM vals WHERE platform = ? AND key = ?"),
      valsClear: p("DELETE FROM vals WHERE platform = ?"),
      job: p("INSERT OR REPLACE INTO jobs (platform, seq, at, kind, label, payload) VALUES (?, ?, ?, ?, ?, ?)"),
      jobDel: p("DELETE FROM jobs WHERE platform = ? AND seq = ?"),
      idem: p("INSERT OR REPLACE INTO idem (platform, key, doc) VALUES (?, ?, ?)"),
      idemDel: p("DELETE FROM idem WHERE platform = ? AND key = ?"),
      idemClear: p("DELETE FROM idem WHERE platform = ?"),
      bearer: p("INSERT OR REPLACE INTO bearer (token, platform, doc) VALUES (?, ?, ?)"),
      bearerDel: p("DELETE FROM bearer WHERE token = ?"),
    };
    this.ws = webhookStatements(db);
  }

  /**
   * Open (or create) the directory and read every saved platform. Throws DataDirError,
   * with a one-line message, for a damaged or locked file or a job kind nobody defines.
   */
  static open(dir: string, log: (msg: string, err?: unknown) => void): { dataDir: DataDir; states: PlatformState[]; bearer: ReturnType<typeof readBearerTokens> } {
    const db = openDataFile(dir);
    try {
      const states = readStates(db, dir);
      const bearer = readBearerTokens(db, dir);
      const problems = states.flatMap(stateProblems);
      if (problems.length) throw new DataDirError(`data directory ${dir}: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ""}; nothing was loaded`);
      return { dataDir: new DataDir(dir, db, log), states, bearer };
    } catch (e) {
      db.close();
      throw e;
    }
  }

  /**
   * Follow a runtime's changes from now on. `fresh`: everything it holds is new to the
   * directory (a created or imported platform) and is written by the next commit.
   */
  attach(rt: PlatformRuntime, fresh: boolean, lastLogSeq = 0): void {
    const id = rt.platform.id;
    this.runtimes.set(id, rt);
    let w = this.hooks.get(id);
    if (!w) this.hooks.set(id, (w = new WebhookChanges(lastLogSeq)));
    w.follow(rt.webhooks);
    if (rt.idempotency instanceof TrackedIdempotencyCache) rt.idempotency.tracking = true;
    rt.clock.onOffsetChange = () => this.platformsDirty.add(id);
    rt.clock.scheduler.observer = {
      added: (t) => {
        if (t.job) this.jobChanges(id).set(t.seq, t);
        else this.closureScheduled(t.label);
      },
      removed: (t) => {
        if (t.job) this.jobChanges(id).set(t.seq, null);
      },
      drained: () => this.commitSoon(),
    };
    if (fresh) {
      this.platformsDirty.add(id);
      if (rt.store instanceof TrackedTenantStore) rt.store.markAll();
      if (rt.idempotency instanceof TrackedIdempotencyCache) rt.idempotency.markAll();
      for (const t of rt.clock.scheduler.pending()) if (t.job) this.jobChanges(id).set(t.seq, t);
    }
  }

  /** A bearer token was registered or revoked. */
  bearerChanged(token: string, entry: { platformId: string; principal: unknown } | null): void {
    this.bearer.set(token, entry);
  }

  /** Work scheduled as a closure is not saved: said once per kind of label. */
  private readonly closures = new Set<string>();
  private closureScheduled(label = "(unlabelled)"): void {
    const kind = label.split(" ")[0];
    if (this.closures.has(kind)) return;
    this.closures.add(kind);
    this.log(`scheduled work "${label}" is a closure and will not survive a restart (schedule it with clock.scheduleJob and a kind from defineJob)`);
  }

  /** The platform record changed (credentials, settings). */
  platformChanged(id: string): void {
    this.platformsDirty.add(id);
  }

  private jobChanges(id: string): Map<number, ScheduledTask | null> {
    let m = this.jobs.get(id);
    if (!m) this.jobs.set(id, (m = new Map()));
    return m;
  }

  /** Resolves once every change made so far is on disk (grouped with concurrent callers). */
  commit(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiters.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.runGroup());
      }
    });
  }

  /** Commit in the background (work that ran on its own); failures are logged. */
  commitSoon(): void {
    this.commit().catch(() => undefined);
  }

  private runGroup(): void {
    this.scheduled = false;
    const waiters = this.waiters;
    this.waiters = [];
    try {
      this.flush();
      for (const w of waiters) w.resolve();
    } catch (e) {
      this.log(`data directory ${this.dir}: commit failed`, e);
      for (const w of waiters) w.reject(e);
    }
  }

  /** Write every recorded change now, in one transaction. */
  flush(): void {
    if (this.closed) return;
    const ops: (() => void)[] = [];
    const taken: (() => void)[] = [];
    const written: [TrackedTenantStore, string, string][] = [];
    const undo: (() => void)[] = [];
    const s = this.s;
    const unsaved = (key: string, e: unknown) => {
      if (e instanceof NotPlainDataError) reportUnsaved(key, e, (m) => this.log(m));
      else throw e;
    };
    for (const [id, rt] of this.runtimes) {
      if (this.platformsDirty.has(id)) {
        const doc: PlatformDoc = { platform: rt.platform, clockOffsetMs: rt.clock.offset };
        const text = encode(doc);
        ops.push(() => s.platform.run(id, text));
      }
      const store = rt.store;
      if (store instanceof TrackedTenantStore && store.dirty) {
        const c: StoreChanges = store.takeChanges();
        taken.push(() => store.putBack(c));
        if (c.cleared) ops.push(() => (s.itemsClear.run(id), s.valsClear.run(id)));
        for (const [coll, ids] of c.items) {
          const mc = store.memoryCollection(coll);
          for (const itemId of ids) {
            const item = mc?.get(itemId);
            if (!item) {
              ops.push(() => s.itemDel.run(id, coll, itemId));
              continue;
            }
            try {
              const text = encode(item);
              const seq = mc!.seqOf(itemId)!;
              ops.push(() => s.item.run(id, coll, itemId, seq, text));
            } catch (e) {
              unsaved(`${coll}/${itemId}`, e);
            }
          }
        }
        for (const key of c.values) {
          if (isDerivedValue(key)) continue;
          const v = store.peekValue(key);
          if (v === undefined) {
            if (store.written.delete(key)) ops.push(() => s.valDel.run(id, key));
            continue;
          }
          try {
            const text = encode(v);
            if (store.written.get(key) === text) continue;
            written.push([store, key, text]);
            ops.push(() => s.val.run(id, key, text));
          } catch (e) {
            unsaved(key, e);
          }
        }
      }
      const jobs = this.jobs.get(id);
      if (jobs?.size) {
        this.jobs.delete(id);
        taken.push(() => {
          const now = this.jobChanges(id);
          for (const [seq, t] of jobs) if (!now.has(seq)) now.set(seq, t);
        });
        for (const [seq, t] of jobs) {
          if (!t) ops.push(() => s.jobDel.run(id, seq));
          else {
            try {
              const payload = encode(t.job!.payload);
              ops.push(() => s.job.run(id, seq, t.at, t.job!.kind, t.label ?? null, payload));
            } catch (e) {
              unsaved(`job ${t.job!.kind}`, e);
            }
          }
        }
      }
      const idem = rt.idempotency;
      if (idem instanceof TrackedIdempotencyCache && idem.dirty) {
        const c = idem.takeChanges();
        taken.push(() => idem.putBack(c));
        if (c.cleared) ops.push(() => s.idemClear.run(id));
        for (const [key, r] of c.records) {
          if (!r) ops.push(() => s.idemDel.run(id, key));
          else {
            const text = encode(r);
            ops.push(() => s.idem.run(id, key, text));
          }
        }
      }
    }
    for (const [id, w] of this.hooks) {
      const rt = this.runtimes.get(id);
      if (rt) w.collect(id, rt.webhooks, this.ws, ops, undo);
    }
    const bearer = this.bearer;
    this.bearer = new Map();
    undo.push(() => {
      for (const [t, e] of bearer) if (!this.bearer.has(t)) this.bearer.set(t, e);
    });
    for (const [token, e] of bearer) {
      if (!e) ops.push(() => s.bearerDel.run(token));
      else {
        try {
          const text = encode(e.principal);
          ops.push(() => s.bearer.run(token, e.platformId, text));
        } catch (err) {
          unsaved("a bearer token's principal", err);
        }
      }
    }
    const platforms = [...this.platformsDirty];
    this.platformsDirty.clear();
    if (ops.length === 0) return;
    try {
      this.db.transaction(() => {
        for (const op of ops) op();
      })();
      this.commits++;
    } catch (e) {
      for (const p of platforms) this.platformsDirty.add(p);
      for (const t of taken) t();
      for (const u of undo) u();
      throw e;
    }
    for (const [store, key, text] of written) store.written.set(key, text);
  }

  /** Write what is left and close the file. */
  close(): void {
    if (this.closed) return;
    try {
      this.flush();
    } finally {
      this.closed = true;
      this.db.close();
    }
  }
}
