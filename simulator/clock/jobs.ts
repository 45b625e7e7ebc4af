/**
 * Scheduled work as data. A job is a kind (a registered name) and a JSON payload, so a
 * platform's pending work can be saved in the data directory and restored on start. The
 * area that schedules a kind of work defines it once, at module load:
 *
 *   const expire = defineJob<PlatformJobEnv, { quoteId: string }>("quote.expire", (env, p) => ...);
 *   clock.scheduleJob(at, expire({ quoteId }), `quote ${id} expiry`);
 *
 * The runner receives the environment of the platform whose clock runs the job (for
 * platforms: `PlatformJobEnv` in platform/job-env.ts — store, clock, platform, emit,
 * webhooks) and the payload exactly as it was scheduled (after a restart: as decoded from
 * the data directory, so payloads hold plain data only — ids, numbers, strings, objects).
 */

export interface Job {
  kind: string;
  payload: unknown;
}

export type JobRunner<E = unknown, P = unknown> = (env: E, payload: P) => void | Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one container for items of every collection's (or job's) own type; fields are read by name
const runners = new Map<string, JobRunner<any, any>>();

/** Register a kind of job (one module defines each kind); returns a maker of jobs of that kind. */
export function defineJob<E, P>(kind: string, run: JobRunner<E, P>): (payload: P) => Job {
  runners.set(kind, run);
  return (payload: P) => ({ kind, payload });
}

export function isKnownJobKind(kind: string): boolean {
  return runners.has(kind);
}

export function knownJobKinds(): string[] {
  return [...runners.keys()].sort();
}

/** Run a job in an environment (throws for an unknown kind). */
export function runJob(env: unknown, job: Job): void | Promise<void> {
  const run = runners.get(job.kind);
  if (!run) throw new Error(`no job kind ${job.kind} is defined`);
  return run(env, job.payload);
}
