/**
 * The collection after warming up (simulator/http/warm-heap.ts) is a real full collection,
 * run without `--expose-gc`: an object only a WeakRef points to is gone after it.
 */
import { expect, test } from "vitest";
import { collectWarmGarbage } from "../../simulator/http/warm-heap.js";

test("collectWarmGarbage collects what nothing holds, and can run again", async () => {
  let ref: WeakRef<object> | undefined;
  (() => {
    ref = new WeakRef({ payload: new Array(1000).fill("x") });
  })();
  // A WeakRef's target is kept until the job that made (or last read) it ends.
  await new Promise((r) => setImmediate(r));
  collectWarmGarbage();
  expect(ref!.deref()).toBeUndefined();
  const kept = { still: "here" };
  const second = new WeakRef(kept);
  await new Promise((r) => setImmediate(r));
  collectWarmGarbage();
  expect(second.deref()).toBe(kept);
});
