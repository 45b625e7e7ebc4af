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

  /** Free a slot and call waiting dispatchers in turn until the free slots are taken or none waits. */
  release(): void {
    this.active--;
    for (const pump of this.waiting) {
      if (this.active >= this.size) break;
      this.waiting.delete(pump);
      pump(); // takes slots while it has work; waits again (at the end of the line) when none is left
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
