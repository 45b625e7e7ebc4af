/** The overall delivery pool: never more than its size in flight, and a free slot always reaches a dispatcher that still has work. */
import { describe, expect, it } from "vitest";
import { DeliveryPool } from "../../simulator/webhooks/pool.js";

/** A stand-in dispatcher: `work` deliveries to make, each held until `finish()`. */
function dispatcher(pool: DeliveryPool, work: number) {
  const d = {
    work,
    inFlight: 0,
    pump: () => {
      while (d.work > 0) {
        if (!pool.tryAcquire()) return pool.wait(d.pump);
        d.work--;
        d.inFlight++;
      }
    },
    finish: () => {
      d.inFlight--;
      pool.release();
      d.pump();
    },
  };
  return d;
}

describe("DeliveryPool", () => {
  it("holds at most its size in flight, shared in turn between dispatchers", () => {
    const pool = new DeliveryPool(3);
    const a = dispatcher(pool, 5);
    const b = dispatcher(pool, 5);
    a.pump();
    b.pump();
    expect([a.inFlight, b.inFlight, pool.inFlight]).toEqual([3, 0, 3]);
    a.finish(); // a waited first: the free slot is a's, and a lines up again behind b
    expect([a.inFlight, b.inFlight, pool.inFlight]).toEqual([3, 0, 3]);
    a.finish(); // b's turn
    expect([a.inFlight, b.inFlight, pool.inFlight]).toEqual([2, 1, 3]);
    a.finish(); // a's turn again
    expect([a.inFlight, b.inFlight, pool.inFlight]).toEqual([2, 1, 3]);
    expect([a.work, b.work]).toEqual([0, 4]);
    for (let i = 0; i < 20 && pool.inFlight > 0; i++) (a.inFlight ? a : b).finish();
    expect([a.work, b.work, pool.inFlight]).toEqual([0, 0, 0]);
  });

  it("a woken dispatcher with nothing left to send passes the slot on", () => {
    const pool = new DeliveryPool(1);
    const a = dispatcher(pool, 1);
    const b = dispatcher(pool, 1);
    const c = dispatcher(pool, 1);
    a.pump();
    b.pump(); // waits
    c.pump(); // waits
    b.work = 0; // b's queue emptied meanwhile (a reset)
    a.finish();
    expect([b.inFlight, c.inFlight, pool.inFlight]).toEqual([0, 1, 1]);
  });
});
