/**
 * The overall cap on webhook deliveries in flight, shared by every platform's dispatcher.
 * A dispatcher takes a slot per attempt; when none is free it waits in line and is
 * called back (in turn, round robin) as slots come free, so one platform's backlog never
 * starves the others.
 */
export class DeliveryPool {
  private active = 0;
  private readonly waiting = new Set<() => void>();

  constructor(readonly size: number) {}

  get inFlight(): number {
    return this.active;
  }

  tryAcquire(): boolean {
    if (this.active >= this.size) return false;
    this.active++;
    return true;
  }

  release(): void {
    this.active--;
    const next = this.waiting.values().next();
    if (!next.done) {
      this.waiting.delete(next.value);
      next.value();
    }
  }

  /** Call `pump` when a slot comes free (once; a pump that still has work asks again). */
  wait(pump: () => void): void {
    this.waiting.add(pump);
  }

  forget(pump: () => void): void {
    this.waiting.delete(pump);
  }
}
