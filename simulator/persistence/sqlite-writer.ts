/**
 * Who runs the data directory's writes. Each commit is a list of operations (a statement
 * name and its arguments) run in one SQLite transaction, in order. The writer runs them
 * in a worker thread with its own connection (WAL, exclusive lock, synchronous=FULL), so
 * the fsync of a commit never blocks the event loop: requests keep being served while
 * the previous group is written, and each waits only for its own group. Commits are
 * applied in the order they were sent.
 */
import { Worker } from "node:worker_threads";
import { createRequire } from "node:module";
import { DataDirError } from "./sqlite-file.js";

/** Every statement a commit may run. */
export const SQL = {
  platform:
    "INSERT INTO platforms (id, seq, doc) VALUES (?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM platforms), ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc",
  item: "INSERT OR REPLACE INTO items (platform, coll, id, seq, doc) VALUES (?, ?, ?, ?, ?)",
  itemDel: "DELETE FROM items WHERE platform = ? AND coll = ? AND id = ?",
  itemsClear: "DELETE FROM items WHERE platform = ?",
  val: "INSERT OR REPLACE INTO vals (platform, key, doc) VALUES (?, ?, ?)",
  valDel: "DELETE FROM vals WHERE platform = ? AND key = ?",
  valsClear: "DELETE FROM vals WHERE platform = ?",
  job: "INSERT OR REPLACE INTO jobs (platform, seq, at, kind, label, payload) VALUES (?, ?, ?, ?, ?, ?)",
  jobDel: "DELETE FROM jobs WHERE platform = ? AND seq = ?",
  idem: "INSERT OR REPLACE INTO idem (platform, key, doc) VALUES (?, ?, ?)",
  idemDel: "DELETE FROM idem WHERE platform = ? AND key = ?",
  idemClear: "DELETE FROM idem WHERE platform = ?",
  event: "INSERT OR REPLACE INTO wevents (platform, id, doc) VALUES (?, ?, ?)",
  eventDel: "DELETE FROM wevents WHERE platform = ? AND id = ?",
  eventsClear: "DELETE FROM wevents WHERE platform = ?",
  attempt: "INSERT OR REPLACE INTO wlog (platform, seq, doc) VALUES (?, ?, ?)",
  attemptsUpTo: "DELETE FROM wlog WHERE platform = ? AND seq <= ?",
  bearer: "INSERT OR REPLACE INTO bearer (token, platform, doc) VALUES (?, ?, ?)",
  bearerDel: "DELETE FROM bearer WHERE token = ?",
  platformDel: "DELETE FROM platforms WHERE id = ?",
  jobsClear: "DELETE FROM jobs WHERE platform = ?",
  attemptsClear: "DELETE FROM wlog WHERE platform = ?",
  bearerClear: "DELETE FROM bearer WHERE platform = ?",
} as const;

export type Op = [keyof typeof SQL, ...(string | number | null)[]];

// The worker: plain CommonJS run from this text, so it loads the same way from the
// sources (tests) and from dist/. It signals readiness (1) or failure (2, with the error
// text after the flag) through shared memory, so the opening thread can wait for it
// synchronously.
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const flag = new Int32Array(workerData.flag);
let db, stmts, run;
try {
  const Database = require(workerData.module);
  db = new Database(workerData.file, { timeout: 0 });
  db.pragma("locking_mode = EXCLUSIVE");
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.exec("BEGIN IMMEDIATE; COMMIT"); // takes the lock, kept while the writer lives (exclusive mode)
  stmts = new Map(Object.entries(workerData.sql).map(([k, q]) => [k, db.prepare(q)]));
  run = db.transaction((ops) => { for (const [k, ...args] of ops) stmts.get(k).run(...args); });
  Atomics.store(flag, 0, 1);
} catch (e) {
  const text = (String((e && e.code) || "") + " " + String((e && e.message) || e)).trim();
  new Uint8Array(workerData.flag, 4).set(Buffer.from(text).subarray(0, 1000));
  Atomics.store(flag, 0, 2);
}
Atomics.notify(flag, 0);
parentPort.on("message", (m) => {
  if (m.close) { try { db && db.close(); } finally { parentPort.postMessage({ id: m.id }); } return; }
  try { run(m.ops); parentPort.postMessage({ id: m.id }); }
  catch (e) { parentPort.postMessage({ id: m.id, error: String((e && e.message) || e) }); }
});
`;

export class SqliteWriter {
  private readonly worker: Worker;
  private next = 0;
  private readonly pending = new Map<number, { resolve(): void; reject(e: Error): void }>();

  /** Start the writer on `file` (whose connection the caller has closed); waits until it holds the file. */
  constructor(file: string, where: string) {
    const flag = new SharedArrayBuffer(4 + 1024);
    this.worker = new Worker(WORKER, { eval: true, workerData: { file, sql: SQL, flag, module: createRequire(import.meta.url).resolve("better-sqlite3") } });
    this.worker.on("message", (m: { id?: number; error?: string }) => {
      if (m.id === undefined) return;
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (m.error) p?.reject(new Error(`${where}: ${m.error}`));
      else p?.resolve();
    });
    const fail = (e: Error) => {
      for (const p of this.pending.values()) p.reject(e);
      this.pending.clear();
    };
    this.worker.on("error", fail);
    this.worker.on("exit", (code) => fail(new Error(`${where}: the writer stopped (exit code ${code})`)));
    const state = new Int32Array(flag);
    Atomics.wait(state, 0, 0, 10_000);
    const ready = Atomics.load(state, 0);
    if (ready !== 1) {
      void this.worker.terminate();
      const text = Buffer.from(new Uint8Array(flag, 4).slice()).toString("utf8").replace(/\0+$/, "");
      if (/SQLITE_BUSY|SQLITE_LOCKED|locked/.test(text)) throw new DataDirError(`${where} is in use by another simulator (one process per data directory)`);
      throw new DataDirError(
        ready === 2 ? `${where} cannot be written (${text || "the writer failed to open it"})` : `${where}: the writer did not start within 10 s`,
      );
    }
    this.worker.unref();
  }

  private send(msg: { ops?: Op[]; close?: true }): Promise<void> {
    const id = ++this.next;
    this.worker.ref();
    return new Promise<void>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...msg, id });
    }).finally(() => {
      if (this.pending.size === 0) this.worker.unref();
    });
  }

  /** Run `ops` in one transaction; resolves once it is committed (on disk). */
  write(ops: Op[]): Promise<void> {
    return this.send({ ops });
  }

  /** Finish the writes sent so far, close the file and stop the thread. */
  async close(): Promise<void> {
    try {
      await this.send({ close: true });
    } finally {
      await this.worker.terminate();
    }
  }
}
