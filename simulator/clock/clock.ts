import type { Job } from "./jobs.js";

/**
 * The clock interface. Each platform has one: wall time plus an offset that
 * `POST /_sim/clock/advance` increases. Timed behaviour is scheduled on it: a task fires
 * in real time when its moment comes, and at once when the clock is advanced past it.
 * Domain code never reads Date.now(); it asks the clock.
 */
export interface Clock {
  /** Current time of this platform. */
  now(): Date;
  /** Current time as an ISO 8601 string. */
  iso(): string;
  /**
   * Run `task` when the platform time reaches `at` (or after `delayMs` of platform time).
   * Returns a handle that can cancel it.
   */
  schedule(at: Date | { delayMs: number }, task: () => void | Promise<void>, label?: string): { cancel(): void };
  /**
   * Schedule work as data (clock/jobs.ts): a job of a defined kind with a plain-data
   * payload. Unlike a closure it is saved in the data directory and survives a restart,
   * so every timed behaviour of the API is scheduled this way.
   */
  scheduleJob(at: Date | { delayMs: number }, job: Job, label?: string): { cancel(): void };
  /** Move the platform time forward and run every task that became due, in order. */
  advance(seconds: number): Promise<Date>;
}
