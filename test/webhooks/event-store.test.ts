/**
 * The webhook event store makes room oldest-finished first: "Events that are finished
 * (delivered, not_sent) make room for new ones, oldest first; queued, retrying and
 * dead-lettered events are never dropped: when they alone fill the store, a new event is
 * refused." Checked against a model that keeps the finish order in a plain array.
 */
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { EVENT_STATES, EventStore, type EventRecord, type EventState } from "../../simulator/webhooks/event-store.js";

const finished = (s: EventState) => s === "delivered" || s === "not_sent";
const record = (id: string, state: EventState = "queued"): EventRecord => ({ id, type: "T", raw: "{}", state, createdAt: "t", attempts: 0, round: 1 });

/** The rule as a model: ids held, and finished ids in the order they (last) finished. */
class Model {
  held = new Map<string, EventState>();
  order: string[] = [];
  constructor(readonly max: number) {}
  add(id: string, state: EventState): boolean {
    while (this.held.size >= this.max) {
      const oldest = this.order.shift();
      if (oldest === undefined) return false;
      this.held.delete(oldest);
    }
    this.held.set(id, state);
    if (finished(state)) this.order.push(id);
    return true;
  }
  setState(id: string, s: EventState): void {
    const was = this.held.get(id)!;
    if (was === s) return;
    if (finished(was)) this.order = this.order.filter((x) => x !== id);
    this.held.set(id, s);
    if (finished(s)) this.order.push(id);
  }
}

describe("webhook event store", () => {
  it("makes room with the event that finished first, and a redelivered event finishes anew", () => {
    const s = new EventStore(3);
    const [a, b, c] = [record("a"), record("b"), record("c")];
    for (const e of [a, b, c]) expect(s.add(e)).toBe(true);
    s.setState(b, "delivered");
    s.setState(a, "not_sent");
    // b finished first: it makes room.
    expect(s.add(record("d"))).toBe(true);
    expect(s.get("b")).toBeUndefined();
    // a is redelivered and delivered again: now d's room goes to nobody finished but a.
    s.setState(a, "queued");
    expect(s.add(record("e"))).toBe(false); // a, c, d unfinished: refused
    expect(s.refused).toBe(1);
    s.setState(c, "delivered");
    s.setState(a, "delivered");
    expect(s.add(record("f"))).toBe(true);
    expect(s.get("c")).toBeUndefined();
    expect(s.get("a")).toBeDefined();
    expect(s.stateCounts().delivered).toBe(1);
  });

  it("keeps the order through long runs: thousands of events making room, one event redelivered thousands of times", () => {
    const s = new EventStore(10);
    for (let i = 0; i < 5000; i++) expect(s.add(record(`x${i}`, "not_sent"))).toBe(true);
    expect(s.size).toBe(10);
    expect(s.get("x4990")).toBeDefined();
    const kept = s.get("x4990")!;
    // Redelivered and finished again 3,000 times: it is now the last to have finished.
    for (let i = 0; i < 3000; i++) {
      s.setState(kept, "queued");
      s.setState(kept, "delivered");
    }
    for (let i = 0; i < 9; i++) s.add(record(`y${i}`, "not_sent"));
    expect(s.get("x4990")?.state).toBe("delivered");
    expect(s.get("x4999")).toBeUndefined();
    s.add(record("z", "queued"));
    expect(s.get("x4990")).toBeUndefined();
  });

  it("holds what the model holds under any sequence of adds and state changes (the rule above)", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), state: fc.constantFrom(...EVENT_STATES) }),
      fc.record({ kind: fc.constant("set" as const), pick: fc.nat(), state: fc.constantFrom(...EVENT_STATES) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), fc.array(op, { maxLength: 3000 }), (max, ops) => {
        const store = new EventStore(max);
        const model = new Model(max);
        let n = 0;
        for (const o of ops) {
          if (o.kind === "add") {
            const id = `e${n++}`;
            expect(store.add(record(id, o.state))).toBe(model.add(id, o.state));
          } else if (model.held.size) {
            const ids = [...model.held.keys()];
            const id = ids[o.pick % ids.length];
            store.setState(store.get(id)!, o.state);
            model.setState(id, o.state);
          }
          expect(store.size).toBe(model.held.size);
        }
        for (const [id, state] of model.held) expect(store.get(id)?.state).toBe(state);
      }),
      { numRuns: 200 },
    );
  });
});
