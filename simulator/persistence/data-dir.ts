/**
 * A simulator's data directory (`paysim serve --data-dir DIR`, `createSimulator({dataDir})`):
 * every platform's state on disk, restored on start. The hot path stays in memory; the
 * stores record what changed (store/tracked-store.ts, store/tracked-idempotency.ts, the scheduler's
 * observer, the clock's offset, webhook-changes.ts) and a commit writes those records in
 * one SQLite transaction, run by the writer thread (sqlite-writer.ts). Commits are
 * grouped: the requests that finish while a transaction is being written wait for the
 * next one (one fsync for all of them), then all are answered — so a 2xx answer means its
 * writes are on disk. Scheduled work that runs on its own (timers) is committed when its
 * run ends.
 *
 * A commit that fails (disk full, I/O error) is logged and the directory stops accepting
 * changes: every later request that changes something answers 500 until the simulator is
 * restarted (memory may hold what the disk does not). Reads keep being answered.
 */
import { join } from "node:path";
import type { PlatformRuntime } from "../platform/registry.js";
import type { ScheduledTask } from "../clock/scheduler.js";
import { WebhookChanges } from "./webhook-changes.js";
import { encode, NotPlainDataError } from "../store/codec.js";
import type { JobKinds } from "../clock/jobs.js";
import { TrackedTenantStore } from "../store/tracked-store.js";
import { TrackedIdempotencyCache } from "../store/tracked-idempotency.js";
import { reportUnsaved, stateProblems, type PlatformState } from "./platform-state.js";
import { DATA_FILE, DataDirError, openDataFile, readBearerTokens, readStates, type PlatformDoc } from "./sqlite-file.js";
import { SqliteWriter, type Op } from "./sqlite-writer.js";

type BearerEntry = { platformId: string; principal: unknown };

export class DataDir {
  private readonly runtimes = new Map<string, PlatformRuntime>();
  private readonly platformsDirty = new Set<string>();
  /** platform -> job seq -> task to write (null: delete). */
  private readonly jobs = new Map<string, Map<number, ScheduledTask | null>>();
  /** platform -> webhook delivery changes since the last commit. */
  private readonly hooks = new Map<string, WebhookChanges>();
  /** Platforms deleted since the last commit: every row of theirs goes. */
  private deleted = new Set<string>();
  /** Bearer tokens registered (entry) or revoked (null) since the last commit. */
  private bearer = new Map<string, BearerEntry | null>();
  /** Work scheduled as a closure is not saved: said once per kind of label. */
  private readonly closures = new Set<string>();
  private waiters: { resolve(): void; reject(e: unknown): void }[] = [];
  private scheduled = false;
  private writing = false;
  /** Something may have changed since the last collect (else a request has nothing to wait for). */
  private changed = false;
  private readonly markChanged = () => {
    this.changed = true;
  };
  private closed = false;
  private failed: Error | undefined;
  /** Transactions committed so far. */
  commits = 0;

  private constructor(
    readonly dir: string,
    private readonly writer: SqliteWriter,
    private readonly log: (msg: string, err?: unknown) => void,
  ) {}

  /**
   * Open (or create) the directory and read every saved platform. Throws DataDirError,
   * with a one-line message, for a damaged or locked file or a job kind nobody declares.
   */
  static open(
    dir: string,
    log: (msg: string, err?: unknown) => void,
    jobKinds: JobKinds,
  ): { dataDir: DataDir; states: PlatformState[]; bearer: ReturnType<typeof readBearerTokens> } {
    const db = openDataFile(dir);
    let states: PlatformState[];
    let bearer: ReturnType<typeof readBearerTokens>;
    try {
      states = readStates(db, dir);
      bearer = readBearerTokens(db, dir);
      const problems = states.flatMap((s) => stateProblems(s, jobKinds));
      if (problems.length)
        throw new DataDirError(`data directory ${dir}: ${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ""}; nothing was loaded`);
    } finally {
      db.close();
    }
    const writer = new SqliteWriter(join(dir, DATA_FILE), `data directory ${dir}: ${DATA_FILE}`);
    return { dataDir: new DataDir(dir, writer, log), states, bearer };
  }

  /**
   * Follow a runtime's changes from now on. `fresh`: everything it holds is new to the
   * directory (a created or imported platform) and is written by the next commit.
   */
  attach(rt: PlatformRuntime, fresh: boolean, lastLogSeq = 0): void {
    const id = rt.platform.id;
    this.runtimes.set(id, rt);
    let w = this.hooks.get(id);
    if (!w) this.hooks.set(id, (w = new WebhookChanges(lastLogSeq, this.markChanged)));
    w.follow(rt.webhooks);
    if (rt.store instanceof TrackedTenantStore) rt.store.onChange = this.markChanged;
    if (rt.idempotency instanceof TrackedIdempotencyCache) {
      rt.idempotency.tracking = true;
      rt.idempotency.onChange = this.markChanged;
    }
    rt.clock.onOffsetChange = () => this.platformChanged(id);
    rt.clock.scheduler.observer = {
      added: (t) => {
        if (t.job) this.jobChanges(id).set(t.seq, t);
        else this.closureScheduled(t.label);
        this.changed = true;
      },
      removed: (t) => {
        if (t.job) this.jobChanges(id).set(t.seq, null);
        this.changed = true;
      },
      drained: () => this.commitSoon(),
    };
    if (fresh) {
      this.changed = true;
      this.platformsDirty.add(id);
      if (rt.store instanceof TrackedTenantStore) rt.store.markAll();
      if (rt.idempotency instanceof TrackedIdempotencyCache) rt.idempotency.markAll();
      for (const t of rt.clock.scheduler.pending()) if (t.job) this.jobChanges(id).set(t.seq, t);
    }
  }

  /** A bearer token was registered or revoked. */
  bearerChanged(token: string, entry: BearerEntry | null): void {
    this.bearer.set(token, entry);
    this.changed = true;
  }

  /** A platform was deleted: stop following it, and remove everything of it from the file at the next commit. */
  detach(id: string): void {
    const rt = this.runtimes.get(id);
    if (rt) rt.clock.scheduler.observer = undefined;
    this.runtimes.delete(id);
    this.jobs.delete(id);
    this.hooks.delete(id);
    this.platformsDirty.delete(id);
    this.deleted.add(id);
    this.changed = true;
  }

  /** The platform record changed (credentials, settings). */
  platformChanged(id: string): void {
    this.platformsDirty.add(id);
    this.changed = true;
  }

  private closureScheduled(label = "(unlabelled)"): void {
    const kind = label.split(" ")[0];
    if (this.closures.has(kind)) return;
    this.closures.add(kind);
    this.log(
      `scheduled work "${label}" is a closure and will not survive a restart (schedule it with clock.scheduleJob and a kind declared with jobType in its area's manifest)`,
    );
  }

  private jobChanges(id: string): Map<number, ScheduledTask | null> {
    let m = this.jobs.get(id);
    if (!m) this.jobs.set(id, (m = new Map()));
    return m;
  }

  /**
   * Resolves once every change made so far is on disk (grouped with concurrent callers);
   * undefined when nothing changed since the last commit began (nothing to wait for).
   */
  commit(): Promise<void> | undefined {
    if (!this.changed) return undefined;
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
    this.commit()?.catch(() => undefined);
  }

  /**
   * One transaction at a time: while one is being written, new changes and their waiters
   * gather, and go together in the next one (fewer, larger commits under load).
   */
  private runGroup(): void {
    this.scheduled = false;
    if (this.writing) return;
    const waiters = this.waiters;
    this.waiters = [];
    this.writing = true;
    this.flush()
      .then(
        () => {
          for (const w of waiters) w.resolve();
        },
        (e) => {
          for (const w of waiters) w.reject(e);
        },
      )
      .finally(() => {
        this.writing = false;
        if (this.waiters.length && !this.scheduled) this.runGroup();
      });
  }

  /** Send every recorded change to the writer as one transaction; resolves once it is committed. */
  flush(): Promise<void> {
    if (this.closed) return Promise.resolve();
    const ops = this.collect();
    if (ops.length === 0) return Promise.resolve();
    if (this.failed) return Promise.reject(this.failed);
    return this.writer.write(ops).then(
      () => void this.commits++,
      (e: Error) => {
        if (!this.failed) this.log(`data directory ${this.dir}: a commit failed; changes are refused until the simulator is restarted`, e);
        this.failed ??= e;
        throw e;
      },
    );
  }

  /** The writes of every change recorded since the last call. */
  private collect(): Op[] {
    this.changed = false;
    const ops: Op[] = [];
    const unsaved = (key: string, e: unknown) => {
      if (e instanceof NotPlainDataError) reportUnsaved(key, e, (m) => this.log(m));
      else throw e;
    };
    for (const [id, rt] of this.runtimes) {
      if (this.platformsDirty.has(id)) {
        const doc: PlatformDoc = { platform: rt.platform, clockOffsetMs: rt.clock.offset };
        ops.push(["platform", id, encode(doc)]);
      }
      const store = rt.store;
      if (store instanceof TrackedTenantStore && store.dirty) {
        const c = store.takeChanges();
        if (c.cleared) ops.push(["itemsClear", id], ["valsClear", id]);
        for (const [coll, ids] of c.items) {
          const mc = store.memoryCollection(coll);
          for (const itemId of ids) {
            const item = mc?.get(itemId);
            if (!item) ops.push(["itemDel", id, coll, itemId]);
            else {
              try {
                ops.push(["item", id, coll, itemId, mc!.seqOf(itemId)!, encode(item)]);
              } catch (e) {
                unsaved(`${coll}/${itemId}`, e);
              }
            }
          }
        }
        for (const key of c.values) {
          if (store.schema.isDerived(key)) continue;
          const v = store.peekValue(key);
          if (v === undefined) {
            if (store.written.delete(key)) ops.push(["valDel", id, key]);
            continue;
          }
          try {
            const text = encode(v);
            if (store.written.get(key) === text) continue;
            store.written.set(key, text);
            ops.push(["val", id, key, text]);
          } catch (e) {
            unsaved(key, e);
          }
        }
      }
      const jobs = this.jobs.get(id);
      if (jobs?.size) {
        this.jobs.delete(id);
        for (const [seq, t] of jobs) {
          if (!t) ops.push(["jobDel", id, seq]);
          else {
            try {
              ops.push(["job", id, seq, t.at, t.job!.kind, t.label ?? null, encode(t.job!.payload)]);
            } catch (e) {
              unsaved(`job ${t.job!.kind}`, e);
            }
          }
        }
      }
      const idem = rt.idempotency;
      if (idem instanceof TrackedIdempotencyCache && idem.dirty) {
        const c = idem.takeChanges();
        if (c.cleared) ops.push(["idemClear", id]);
        for (const [key, r] of c.records) ops.push(r ? ["idem", id, key, encode(r)] : ["idemDel", id, key]);
      }
      this.hooks.get(id)?.collect(id, rt.webhooks, ops);
    }
    this.platformsDirty.clear();
    for (const id of this.deleted)
      ops.push(
        ["platformDel", id],
        ["itemsClear", id],
        ["valsClear", id],
        ["jobsClear", id],
        ["idemClear", id],
        ["eventsClear", id],
        ["attemptsClear", id],
        ["bearerClear", id],
      );
    this.deleted = new Set();
    for (const [token, e] of this.bearer) {
      if (!e) ops.push(["bearerDel", token]);
      else {
        try {
          ops.push(["bearer", token, e.platformId, encode(e.principal)]);
        } catch (err) {
          unsaved("a bearer token's principal", err);
        }
      }
    }
    this.bearer = new Map();
    return ops;
  }

  /** Write what is left, then close the file and stop the writer. */
  async close(): Promise<void> {
    if (this.closed) return;
    try {
      await this.flush();
    } catch {
      /* logged */
    } finally {
      this.closed = true;
      await this.writer.close();
    }
  }
}
