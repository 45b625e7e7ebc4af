/**
 * Scheduled work as data. A job is a kind and a JSON payload, so a platform's pending work
 * can be saved in the data directory and restored on start. The area that schedules a
 * kind of work declares it (a value, nothing registered as the module loads), lists it in
 * its manifest, and the app passes every declared kind to the platforms' clocks:
 *
 *   export const expireQuote = jobType<PlatformJobEnv, { quoteId: string }>("quote.expire", (env, p) => ...);
 *   clock.scheduleJob(at, expireQuote({ quoteId }), `quote ${id} expiry`);
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

/** A declared kind of job: a maker of jobs of that kind, with its name and runner. */
export interface JobType<E, P> {
  (payload: P): Job;
  readonly kind: string;
  readonly run: JobRunner<E, P>;
}

/** Any declared kind, whatever its environment and payload (a runner of every env and payload fits). */
export type SomeJobType = JobType<never, never>;

/** Declare a kind of job; returns a maker of jobs of that kind (list it in the area's manifest). */
export function jobType<E, P>(kind: string, run: JobRunner<E, P>): JobType<E, P> {
  return Object.assign((payload: P): Job => ({ kind, payload }), { kind, run });
}

/** The kinds of job a simulator knows (the areas' and the shared machinery's), by name. */
export class JobKinds {
  private readonly runners = new Map<string, SomeJobType>();

  constructor(types: readonly SomeJobType[] = []) {
    for (const t of types) {
      if (this.runners.has(t.kind)) throw new Error(`job kind ${t.kind} is declared twice`);
      this.runners.set(t.kind, t);
    }
  }

  has(kind: string): boolean {
    return this.runners.has(kind);
  }

  kinds(): string[] {
    return [...this.runners.keys()].sort();
  }

  /** Run a job in an environment (throws for an unknown kind). */
  run(env: unknown, job: Job): void | Promise<void> {
    const t = this.runners.get(job.kind);
    if (!t) throw new Error(`no job kind ${job.kind} is declared`);
    return t.run(env as never, job.payload as never);
  }
}
