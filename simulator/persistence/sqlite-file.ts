/**
 * The data directory's database: one SQLite file (`paysim.db`) in WAL mode, opened with
 * an exclusive lock (a second simulator on the same directory is refused) and
 * `synchronous=FULL` (a commit is on disk when it returns). Tables, each row one record
 * as codec text:
 *
 *   meta(key, value)                         format version
 *   platforms(id, seq, doc)                  platform record + clock offset
 *   items(platform, coll, id, seq, doc)      every collection item of every tenant store
 *   vals(platform, key, doc)                 every tenant value
 *   jobs(platform, seq, at, kind, label, payload)   pending scheduled work
 *   idem(platform, key, doc)                 settled idempotency records
 *   wevents(platform, id, doc)               webhook events and their delivery state
 *   wlog(platform, seq, doc)                 webhook delivery attempts (the last maxDeliveryLog)
 *   bearer(token, platform, doc)             bearer tokens (AgentAuth) and their principals
 *
 * Opening checks the file (SQLite's quick_check, the format version, every record's text)
 * and refuses a damaged one with DataDirError: nothing is loaded, nothing is dropped.
 */
import type Database from "better-sqlite3";
import { createRequire } from "node:module";
import { join } from "node:path";
import { decode } from "../store/codec.js";
import type { Platform } from "../platform/platform.js";
import type { PlatformState, SavedJob } from "./platform-state.js";
import type { SavedIdempotency } from "../store/tracked-idempotency.js";
import type { SavedEvent } from "../webhooks/dispatcher.js";
import type { DeliveryAttempt } from "../webhooks/delivery-log.js";
import { DataDirError, makeDataDir } from "./data-dir-path.js";

export const DATA_FILE = "paysim.db";
const FORMAT = "paysim-data/1";

export { DataDirError };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS platforms (id TEXT PRIMARY KEY, seq INTEGER NOT NULL, doc TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS items (platform TEXT NOT NULL, coll TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (platform, coll, id));
CREATE TABLE IF NOT EXISTS vals (platform TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (platform, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS jobs (platform TEXT NOT NULL, seq INTEGER NOT NULL, at INTEGER NOT NULL, kind TEXT NOT NULL, label TEXT, payload TEXT NOT NULL, PRIMARY KEY (platform, seq)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS idem (platform TEXT NOT NULL, key TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (platform, key)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS wevents (platform TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (platform, id)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS wlog (platform TEXT NOT NULL, seq INTEGER NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (platform, seq)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS bearer (token TEXT PRIMARY KEY, platform TEXT NOT NULL, doc TEXT NOT NULL);
`;

export interface PlatformDoc {
  platform: Platform;
  clockOffsetMs: number;
}

/**
 * better-sqlite3, loaded only when a data directory is opened: an install without it (it is
 * an optional peer dependency; Node 20 has no node:sqlite) serves in memory, and asking for
 * --data-dir there is refused with one line saying what to install.
 */
export function loadSqlite(): typeof Database {
  try {
    return createRequire(import.meta.url)("better-sqlite3") as typeof Database;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "MODULE_NOT_FOUND" || code === "ERR_MODULE_NOT_FOUND")
      throw new DataDirError("a data directory needs better-sqlite3, which is not installed here: npm install better-sqlite3@12 (or run without --data-dir)");
    throw new DataDirError(`a data directory needs better-sqlite3, which does not load here: ${(e as Error).message.split("\n")[0]}`);
  }
}

export function openDataFile(dir: string): Database.Database {
  const file = join(dir, DATA_FILE);
  const where = `data directory ${dir}: ${DATA_FILE}`;
  const Sqlite = loadSqlite();
  makeDataDir(dir);
  let db: Database.Database | undefined;
  try {
    db = new Sqlite(file, { timeout: 0 });
    db.pragma("locking_mode = EXCLUSIVE");
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = FULL");
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok")
      throw new DataDirError(
        `${where} is damaged (integrity check: ${String(check).split("\n")[0]}); nothing was loaded — restore a backup or move the file away`,
      );
    db.exec(SCHEMA);
    const row = db.prepare("SELECT value FROM meta WHERE key = 'format'").get() as { value: string } | undefined;
    if (!row) db.prepare("INSERT INTO meta (key, value) VALUES ('format', ?)").run(FORMAT);
    else if (row.value !== FORMAT) throw new DataDirError(`${where} has format "${row.value}", this simulator reads "${FORMAT}"; nothing was loaded`);
    return db;
  } catch (e) {
    db?.close();
    if (e instanceof DataDirError) throw e;
    const err = e as Error & { code?: string };
    if (err.code === "SQLITE_BUSY" || err.code === "SQLITE_LOCKED")
      throw new DataDirError(`${where} is in use by another simulator (one process per data directory)`);
    if (err.code === "SQLITE_NOTADB" || err.code === "SQLITE_CORRUPT")
      throw new DataDirError(`${where} is damaged (${err.message}); nothing was loaded — restore a backup or move the file away`);
    throw new DataDirError(`${where} cannot be opened (${err.code ?? "error"}: ${err.message})`);
  }
}

function parse<T>(text: string, what: string, dir: string): T {
  try {
    return decode<T>(text);
  } catch (e) {
    throw new DataDirError(`data directory ${dir}: ${DATA_FILE} is damaged (${what} does not decode: ${(e as Error).message}); nothing was loaded`);
  }
}

/** Every saved platform's state, in creation order. Throws DataDirError on a damaged record. */
export function readStates(db: Database.Database, dir: string): PlatformState[] {
  const states = new Map<string, PlatformState>();
  for (const r of db.prepare("SELECT id, doc FROM platforms ORDER BY seq").iterate() as Iterable<{ id: string; doc: string }>) {
    const d = parse<PlatformDoc>(r.doc, `platform ${r.id}`, dir);
    if (!d?.platform?.id || !d.platform.clientId || typeof d.platform.webhookPrivateKeyPem !== "string")
      throw new DataDirError(`data directory ${dir}: ${DATA_FILE} is damaged (platform ${r.id} lacks its id, credentials or key); nothing was loaded`);
    states.set(r.id, {
      platform: d.platform,
      clockOffsetMs: Number(d.clockOffsetMs) || 0,
      collections: new Map(),
      values: new Map(),
      jobs: [],
      idempotency: [],
    });
  }
  const of = (platform: string, what: string): PlatformState => {
    const s = states.get(platform);
    if (!s) throw new DataDirError(`data directory ${dir}: ${DATA_FILE} is damaged (${what} belongs to no saved platform); nothing was loaded`);
    return s;
  };
  for (const r of db.prepare("SELECT platform, coll, id, seq, doc FROM items ORDER BY platform, coll, seq").iterate() as Iterable<{
    platform: string;
    coll: string;
    id: string;
    seq: number;
    doc: string;
  }>) {
    const s = of(r.platform, `item ${r.coll}/${r.id}`);
    let list = s.collections.get(r.coll);
    if (!list) s.collections.set(r.coll, (list = []));
    const item = parse<{ id: string }>(r.doc, `item ${r.coll}/${r.id}`, dir);
    if (item?.id !== r.id)
      throw new DataDirError(`data directory ${dir}: ${DATA_FILE} is damaged (item ${r.coll}/${r.id} holds another id); nothing was loaded`);
    list.push([r.seq, item]);
  }
  for (const r of db.prepare("SELECT platform, key, doc FROM vals").iterate() as Iterable<{ platform: string; key: string; doc: string }>) {
    of(r.platform, `value ${r.key}`).values.set(r.key, parse(r.doc, `value ${r.key}`, dir));
  }
  for (const r of db.prepare("SELECT platform, seq, at, kind, label, payload FROM jobs ORDER BY platform, at, seq").iterate() as Iterable<{
    platform: string;
    seq: number;
    at: number;
    kind: string;
    label: string | null;
    payload: string;
  }>) {
    const j: SavedJob = { seq: r.seq, at: r.at, kind: r.kind, payload: parse(r.payload, `job ${r.seq} (${r.kind})`, dir) };
    if (r.label !== null) j.label = r.label;
    of(r.platform, `job ${r.seq}`).jobs.push(j);
  }
  for (const r of db.prepare("SELECT platform, key, doc FROM idem").iterate() as Iterable<{ platform: string; key: string; doc: string }>) {
    of(r.platform, "an idempotency record").idempotency.push(parse<SavedIdempotency>(r.doc, "an idempotency record", dir));
  }
  const hooks = (s: PlatformState) => (s.webhooks ??= { events: [], log: [], lastLogSeq: 0 });
  for (const r of db.prepare("SELECT platform, id, doc FROM wevents").iterate() as Iterable<{ platform: string; id: string; doc: string }>) {
    hooks(of(r.platform, `webhook event ${r.id}`)).events.push(parse<SavedEvent>(r.doc, `webhook event ${r.id}`, dir));
  }
  for (const s of states.values()) s.webhooks?.events.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  for (const r of db.prepare("SELECT platform, seq, doc FROM wlog ORDER BY platform, seq").iterate() as Iterable<{
    platform: string;
    seq: number;
    doc: string;
  }>) {
    const w = hooks(of(r.platform, `webhook delivery ${r.seq}`));
    w.log.push(parse<DeliveryAttempt>(r.doc, `webhook delivery ${r.seq}`, dir));
    w.lastLogSeq = r.seq;
  }
  return [...states.values()];
}

/** Every saved bearer token: token -> platform and principal. */
export function readBearerTokens(db: Database.Database, dir: string): { token: string; platformId: string; principal: unknown }[] {
  const rows = db.prepare("SELECT token, platform, doc FROM bearer").all() as { token: string; platform: string; doc: string }[];
  return rows.map((r) => ({ token: r.token, platformId: r.platform, principal: parse(r.doc, "a bearer token", dir) }));
}
