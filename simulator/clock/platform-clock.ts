/**
 * The per-platform clock: wall time plus an offset that `advance` increases, with a
 * Scheduler for timed behaviour. `advance(seconds)` moves the offset and awaits every
 * task that became due, in time order.
 */
import type { Clock } from "./clock.js";
import { Scheduler } from "./scheduler.js";
import { JobKinds, type Job } from "./jobs.js";

export class PlatformClock implements Clock {
  private offsetMs = 0;
  /** Last iso() answer and its millisecond (many requests share one millisecond under load). */
  private isoMs = NaN;
  private isoText = "";
  readonly scheduler: Scheduler;
  /** What jobs scheduled on this clock run with (the platform's environment; set by its registry). */
  jobEnv: unknown;
  /** The kinds of job this clock can run (the simulator's declared kinds; set by its registry). */
  jobs = new JobKinds();
  /** Told when the offset moves (a data directory saves it). */
  onOffsetChange?: (offsetMs: number) => void;

  constructor(private readonly wallNow: () => number = Date.now) {
    this.scheduler = new Scheduler(() => this.nowMs());
  }

  nowMs(): number {
    return this.wallNow() + this.offsetMs;
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  iso(): string {
    const ms = this.nowMs();
    if (ms !== this.isoMs) {
      this.isoText = new Date(ms).toISOString();
      this.isoMs = ms;
    }
    return this.isoText;
  }

  schedule(at: Date | { delayMs: number }, task: () => void | Promise<void>, label?: string): { cancel(): void } {
    const when = at instanceof Date ? at.getTime() : this.nowMs() + Math.max(0, at.delayMs);
    return this.scheduler.schedule(when, task, label);
  }

  scheduleJob(at: Date | { delayMs: number }, job: Job, label?: string): { cancel(): void } {
    const when = at instanceof Date ? at.getTime() : this.nowMs() + Math.max(0, at.delayMs);
    return this.scheduler.schedule(when, () => this.jobs.run(this.jobEnv, job), label ?? job.kind, job);
  }

  /** Put back a saved job with its due time and sequence number (start with a data directory). */
  restoreJob(at: number, seq: number, job: Job, label?: string): void {
    this.scheduler.schedule(at, () => this.jobs.run(this.jobEnv, job), label ?? job.kind, job, seq);
  }

  /** The offset from wall time, in ms (saved with the platform). */
  get offset(): number {
    return this.offsetMs;
  }

  set offset(ms: number) {
    this.offsetMs = ms;
  }

  /**
   * The tasks already due run now (a timer late under load must not let a request read a
   * state its own clock has passed): a promise of that run, or undefined when nothing is due.
   */
  catchUp(): Promise<void> | undefined {
    return this.scheduler.hasDue() ? this.scheduler.runDue() : undefined;
  }

  async advance(seconds: number): Promise<Date> {
    if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError("seconds must be a non-negative number");
    // Step through the due tasks so each runs with the clock at its own due time (a
    // task scheduling a follow-up inside the window sees it run in the same advance).
    const target = this.nowMs() + Math.round(seconds * 1000);
    await this.scheduler.runDue(target, (at) => {
      this.offsetMs = at - this.wallNow();
      this.onOffsetChange?.(this.offsetMs);
    });
    if (this.nowMs() < target) this.offsetMs = target - this.wallNow();
    this.onOffsetChange?.(this.offsetMs);
    return this.now();
  }

  /** Cancel every scheduled task (reset); the offset is kept. */
  clearTasks(): void {
    this.scheduler.clear();
  }

  close(): void {
    this.scheduler.close();
  }
}
