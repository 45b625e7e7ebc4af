/**
 * A scheduler over one platform clock. Tasks are kept in (due time, insertion) order in a
 * binary heap; one unref'd timer waits for the earliest. `runDue()` runs, in time order, every task
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

/** (due time, insertion) order: the order tasks run in. */
const before = (a: ScheduledTask, b: ScheduledTask): boolean => a.at < b.at || (a.at === b.at && a.seq < b.seq);

export class Scheduler {
  /**
   * A binary min-heap in (at, seq) order: adding a task and taking the earliest cost
   * O(log n) however many are pending (thousands while operations' lifecycles run). A
   * cancelled task stays in the heap, marked, until it reaches the top or the heap is
   * rebuilt without the cancelled ones (when they outnumber the live ones).
   */
  private heap: ScheduledTask[] = [];
  /** Tasks in the heap not cancelled. */
  private live = 0;
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
    const earliest = this.peek();
    this.push(task);
    this.live++;
    this.observer?.added(task);
    if (!earliest || before(task, earliest)) this.arm();
    return {
      cancel: () => {
        if (task.cancelled) return;
        task.cancelled = true;
        this.live--;
        this.observer?.removed(task);
        if (this.heap[0] === task) this.arm();
        else if (this.heap.length > 1024 && this.live < this.heap.length / 2) this.rebuild();
      },
    };
  }

  /** The pending tasks, in due order (export of a platform's state). */
  pending(): readonly ScheduledTask[] {
    return this.heap.filter((t) => !t.cancelled).sort((a, b) => (before(a, b) ? -1 : 1));
  }

  /** Pending task count (for tests and the health endpoint). */
  get size(): number {
    return this.live;
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
    for (;;) {
      if (this.closed) break;
      const task = this.peek();
      if (!task || task.at > (until ?? this.now())) break;
      this.pop();
      this.live--;
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
    const first = this.peek();
    if (this.closed || !first) return;
    const delay = Math.min(Math.max(0, first.at - this.now()), MAX_TIMER_MS);
    this.timer = setTimeout(() => void this.runDue(), delay);
    this.timer.unref();
  }

  /** Drop every task (reset). */
  clear(): void {
    for (const t of this.heap) {
      if (t.cancelled) continue;
      t.cancelled = true;
      this.observer?.removed(t);
    }
    this.heap = [];
    this.live = 0;
    this.arm();
  }

  /** Whether a task is due at the clock's current time (its timer may not have fired yet). */
  hasDue(): boolean {
    const first = this.peek();
    return !this.closed && first !== undefined && first.at <= this.now();
  }

  /** Stop the timer; pending tasks are dropped from memory (a data directory keeps them). */
  close(): void {
    this.closed = true;
    this.observer = undefined;
    this.clear();
  }

  // ---- the heap

  /** The earliest live task (cancelled ones at the top are dropped on the way). */
  private peek(): ScheduledTask | undefined {
    while (this.heap.length && this.heap[0].cancelled) this.pop();
    return this.heap[0];
  }

  private push(task: ScheduledTask): void {
    const h = this.heap;
    let i = h.length;
    h.push(task);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(task, h[parent])) break;
      h[i] = h[parent];
      i = parent;
    }
    h[i] = task;
  }

  private pop(): ScheduledTask | undefined {
    const h = this.heap;
    const top = h[0];
    const last = h.pop();
    if (h.length && last) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= h.length) break;
        const c = l + 1 < h.length && before(h[l + 1], h[l]) ? l + 1 : l;
        if (!before(h[c], last)) break;
        h[i] = h[c];
        i = c;
      }
      h[i] = last;
    }
    return top;
  }

  /** The heap again, without its cancelled tasks. */
  private rebuild(): void {
    const kept = this.heap.filter((t) => !t.cancelled);
    this.heap = [];
    for (const t of kept) this.push(t);
  }
}
