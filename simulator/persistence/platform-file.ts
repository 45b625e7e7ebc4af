/**
 * A platform's state as one JSON document (`GET /_sim/export`, `POST /_sim/platforms/import`),
 * so a team can share a fixture: the platform record (credentials and webhook key pair
 * included, so configured receivers keep verifying — treat the file as a secret), its
 * platform time, every collection item with its sequence number, every value, pending
 * jobs and live idempotency records. Non-JSON values are tagged as in codec.ts. On import
 * the platform's clock resumes at the exported platform time; jobs keep their due times.
 */
import { createPrivateKey, createPublicKey } from "node:crypto";
import type { Platform } from "../platform/platform.js";
import type { JobKinds } from "../clock/jobs.js";
import { fromStored, toStored } from "../store/codec.js";
import type { PlatformState, SavedJob } from "./platform-state.js";
import type { SavedIdempotency } from "../store/tracked-idempotency.js";

export const PLATFORM_FILE_FORMAT = "paysim-platform";
export const PLATFORM_FILE_VERSION = 1;
/** Where an import is posted, and how large its body may be (designed; stated in spec/admin/openapi.yaml). */
export const IMPORT_PATH = "/_sim/platforms/import";
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

export interface PlatformFile {
  format: typeof PLATFORM_FILE_FORMAT;
  version: number;
  /** Platform time at the export. */
  platformTime: string;
  platform: Platform;
  collections: Record<string, [number, unknown][]>;
  values: Record<string, unknown>;
  jobs: { seq: number; at: string; kind: string; label?: string; payload: unknown }[];
  idempotency: SavedIdempotency[];
}

/** The document of a state (JSON-ready: non-JSON values tagged). */
export function toPlatformFile(s: PlatformState, platformNowMs: number): PlatformFile {
  const collections: Record<string, [number, unknown][]> = {};
  for (const [name, entries] of s.collections) if (entries.length) collections[name] = entries.map(([seq, item]) => [seq, toStored(item)]);
  const values: Record<string, unknown> = {};
  for (const [k, v] of s.values) values[k] = toStored(v);
  return {
    format: PLATFORM_FILE_FORMAT,
    version: PLATFORM_FILE_VERSION,
    platformTime: new Date(platformNowMs).toISOString(),
    platform: s.platform,
    collections,
    values,
    jobs: s.jobs.map((j) => ({
      seq: j.seq,
      at: new Date(j.at).toISOString(),
      kind: j.kind,
      ...(j.label ? { label: j.label } : {}),
      payload: toStored(j.payload),
    })),
    idempotency: s.idempotency.map((r) => toStored(r) as SavedIdempotency),
  };
}

/** A problem of an import document: the field (JSON path) and why. */
export class PlatformFileError extends Error {
  constructor(
    readonly field: string,
    reason: string,
  ) {
    super(reason);
  }
}

/**
 * The state a document describes; its clock set so platform time resumes at the
 * exported moment. Throws PlatformFileError naming the first bad field.
 */
export function fromPlatformFile(doc: PlatformFile, wallNowMs: number, jobKinds: JobKinds): PlatformState {
  if (doc.format !== PLATFORM_FILE_FORMAT) throw new PlatformFileError("format", `must be "${PLATFORM_FILE_FORMAT}"`);
  if (doc.version !== PLATFORM_FILE_VERSION) throw new PlatformFileError("version", `this simulator reads version ${PLATFORM_FILE_VERSION}`);
  const t = Date.parse(doc.platformTime);
  if (!Number.isFinite(t)) throw new PlatformFileError("platformTime", "must be a date-time");
  const decodeAt = <T>(field: string, v: unknown): T => {
    try {
      return fromStored<T>(structuredClone(v));
    } catch (e) {
      throw new PlatformFileError(field, `does not decode: ${(e as Error).message}`);
    }
  };
  const collections = new Map<string, [number, { id: string }][]>();
  for (const [name, entries] of Object.entries(doc.collections)) {
    let last = 0;
    const list: [number, { id: string }][] = [];
    const ids = new Set<string>();
    entries.forEach(([seq, raw], i) => {
      const field = `collections.${name}[${i}]`;
      if (!Number.isSafeInteger(seq) || seq <= last)
        throw new PlatformFileError(`${field}[0]`, "sequence numbers must be positive integers in ascending order");
      last = seq;
      const item = decodeAt<{ id: string }>(`${field}[1]`, raw);
      if (!item || typeof item !== "object" || typeof item.id !== "string" || ids.has(item.id))
        throw new PlatformFileError(`${field}[1].id`, "every item needs a string id, unique in its collection");
      ids.add(item.id);
      list.push([seq, item]);
    });
    collections.set(name, list);
  }
  const values = new Map<string, unknown>();
  for (const [k, v] of Object.entries(doc.values)) values.set(k, decodeAt(`values.${k}`, v));
  const jobs: SavedJob[] = doc.jobs.map((j, i) => {
    if (!jobKinds.has(j.kind)) throw new PlatformFileError(`jobs[${i}].kind`, `"${j.kind}" is not a kind of scheduled work this simulator knows`);
    const at = Date.parse(j.at);
    if (!Number.isFinite(at)) throw new PlatformFileError(`jobs[${i}].at`, "must be a date-time");
    const job: SavedJob = { seq: j.seq, at, kind: j.kind, payload: decodeAt(`jobs[${i}].payload`, j.payload) };
    if (j.label) job.label = j.label;
    return job;
  });
  const idempotency = doc.idempotency.map((r, i) => decodeAt<SavedIdempotency>(`idempotency[${i}]`, r));
  const platform = structuredClone(doc.platform);
  // The key pair must be a P-256 private key; its public half is derived from it.
  try {
    const key = createPrivateKey(platform.webhookPrivateKeyPem);
    if (key.asymmetricKeyType !== "ec" || key.asymmetricKeyDetails?.namedCurve !== "prime256v1") throw new Error("not a P-256 key");
    platform.webhookPublicKeyPem = createPublicKey(key).export({ type: "spki", format: "pem" }).toString();
  } catch (e) {
    throw new PlatformFileError("platform.webhookPrivateKeyPem", `must be a PKCS#8 PEM P-256 private key (${(e as Error).message})`);
  }
  return { platform, clockOffsetMs: t - wallNowMs, collections, values, jobs, idempotency };
}
