/** The upload budget: claims within the capacity are granted at once, others wait their turn, a lone claim is never refused. */
import { expect, test } from "vitest";
import { UploadBudget } from "../../simulator/http/upload-budget.js";

const settled = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setImmediate(r));
  return done;
};

test("claims wait first come, first served, and are granted as earlier ones are released", async () => {
  const b = new UploadBudget(100);
  const a = b.claim(60);
  const c = b.claim(60);
  const d = b.claim(10); // fits, but waits behind c: no overtaking
  expect(await settled(a.granted)).toBe(true);
  expect(await settled(c.granted)).toBe(false);
  expect(await settled(d.granted)).toBe(false);
  expect([b.held, b.queued]).toEqual([60, 2]);
  a.release();
  a.release(); // idempotent
  expect(await settled(c.granted)).toBe(true);
  expect(await settled(d.granted)).toBe(true);
  expect([b.held, b.queued]).toEqual([70, 0]);
  c.release();
  d.release();
  expect(b.held).toBe(0);
});

test("a claim larger than the budget is granted when nothing else is held; a waiting claim can be dropped", async () => {
  const b = new UploadBudget(100);
  const big = b.claim(500);
  expect(await settled(big.granted)).toBe(true);
  const waiting = b.claim(1);
  expect(await settled(waiting.granted)).toBe(false);
  waiting.release(); // the client went away while waiting
  expect(b.queued).toBe(0);
  big.release();
  expect([b.held, b.queued]).toEqual([0, 0]);
  expect(await settled(b.claim(50).granted)).toBe(true);
});
