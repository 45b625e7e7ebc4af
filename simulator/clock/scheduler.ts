/**
 * A scheduler over one platform clock. Tasks are kept sorted by (due time, insertion);
 * one unref'd timer waits for the earliest. `runDue()` runs, in time order, every task
 * due at the clock's current time, awaiting each (a task scheduled while running that
 * is already due runs in the same pass). Runs are serialised: a timer firing during an
 * `advance` waits for it.
 *
 * A task is either a closure (lives in memory only) or a job (clock/jobs.ts: a kind and
 * a plain-data payload), which an observer (the data directory) saves when it is added
 * and forgets when it has run or is cancelled.
 */
import type { Job } from "./jobs.js";

export interface ScheduledTask {
  at: number;
  seq: number;
  label?: string;
  run: () => void | Promise<void>;
  cancelled: boolean;
  /** Set for tasks scheduled as data (persisted with a data directory). */
  job?: Job;
}

/** Told about every task added and every task that ran, was cancelled or cleared. */
export interface SchedulerObserver {
  added(task: ScheduledTask): void;
  removed(task: ScheduledTask): void;
  /** A run of due tasks finished (their writes can be committed). */
  drained?(): void;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

export class Scheduler {
  private tasks: ScheduledTask[] = [];
  private seq = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private closed = false;
  observer?: SchedulerObserver;

  /** `now()` returns platform time in ms; `toRealDelay` maps a platform due time to a real delay. */
  constructor(
    private readonly now: () => number,
    private readonly onError: (e: unknown, label?: string) => void = (e, label) => console.error("[paysim] scheduled task %s failed:", label ?? "", e),
  ) {}

  schedule(at: number, run: () => void | Promise<void>, label?: string, job?: Job, seq?: number): { cancel(): void } {
    if (seq === undefined) seq = this.seq++;
    else this.seq = Math.max(this.seq, seq + 1);
    const task: ScheduledTask = { at, seq, label, run, cancelled: false };
    if (job) task.job = job;
    // Insert keeping (at, seq) order; most tasks are appended.
    let i = this.tasks.length;
    while (i > 0 && (this.tasks[i - 1].at > at || (this.tasks[i - 1].at === at && this.tasks[i - 1].seq > seq))) i--;
    this.tasks.splice(i, 0, task);
    this.observer?.added(task);
    if (i === 0) this.arm();
    return {
      cancel: () => {
        if (task.cancelled) return;
        task.cancelled = true;
        const j = this.tasks.indexOf(task);
        if (j >= 0) this.tasks.splice(j, 1);
        this.observer?.removed(task);
        if (j === 0) this.arm();
      },
    };
  }

  /** The pending tasks, in due order (export of a platform's state). */
  pending(): readonly ScheduledTask[] {
    return this.tasks;
  }

  /** Pending task count (for tests and the health endpoint). */
  get size(): number {
    return this.tasks.length;
  }

  /**
   * Run every task that is due now (or due by `until`, calling `stepTo(at)` before each
   * so the clock reads the task's own due time). Serialised with other runs.
   */
  runDue(until?: number, stepTo?: (at: number) => void): Promise<void> {
    const next = this.running.then(() => this.drain(until, stepTo));
    this.running = next.catch(() => undefined);
    return next;
  }

  private async drain(until?: number, stepTo?: (at: number) => void): Promise<void> {
    while (!this.closed && this.tasks.length && this.tasks[0].at <= (until ?? this.now())) {
      const task = this.tasks.shift()!;
      if (task.cancelled) continue;
      this.observer?.removed(task);
      if (stepTo && task.at > this.now()) stepTo(task.at);
      try {
        await task.run();
      } catch (e) {
        this.onError(e, task.label);
      }
    }
    this.observer?.drained?.();
    this.arm();
  }

  /** (Re)arm the single timer for the earliest task. */
  arm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.closed || this.tasks.length === 0) return;
    const delay = Math.min(Math.max(0, this.tasks[0].at - this.now()), MAX_TIMER_MS);
    this.timer = setTimeout(() => void this.runDue(), delay);
    this.timer.unref();
  }

  /** Drop every task (reset). */
  clear(): void {
    for (const t of this.tasks) {
      t.cancelled = true;
      this.observer?.removed(t);
    }
    this.tasks = [];
    this.arm();
  }

  /** Stop the timer; pending tasks are dropped from memory (a data directory keeps them). */
  close(): void {
    this.closed = true;
    this.observer = undefined;
    this.clear();
  }
}
