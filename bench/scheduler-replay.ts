/**
 * The platform clock's scheduler under a stablecoin-mint-like load, in one process: mints
 * at a given rate of platform time, each scheduling four lifecycle steps (+1, +3, +5, +8 s),
 * due tasks run as the clock moves. Prints the cost per mint (its four tasks added and
 * run). With another scheduler module (e.g. an older one out of git), runs the two
 * alternately:
 *
 *   git show <ref>:simulator/clock/scheduler.ts > /tmp/old-scheduler.mts
 *   npx tsx bench/scheduler-replay.ts /tmp/old-scheduler.mts
 */
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { Scheduler } from "../simulator/clock/scheduler.js";

type SchedulerClass = typeof Scheduler;

async function replay(S: SchedulerClass, rate: number, seconds: number): Promise<number> {
  let now = 0;
  const s = new S(() => now);
  let ran = 0;
  const n = rate * seconds;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    now = Math.floor((i * 1000) / rate);
    for (const d of [1000, 3000, 5000, 8000]) s.schedule(now + d, () => void ran++);
    if (i % 50 === 0) await s.runDue();
  }
  const us = ((performance.now() - t0) * 1000) / n;
  s.close();
  return us;
}

const other = process.argv[2];
const Other = other ? ((await import(pathToFileURL(resolve(other)).href)) as { Scheduler: SchedulerClass }).Scheduler : undefined;
for (const rate of [300, 1500]) {
  for (let k = 0; k < 2; k++) {
    const line = [`${rate} mints/s:`];
    if (Other) line.push(`${other} ${(await replay(Other, rate, 20)).toFixed(1)} µs per mint,`);
    line.push(`this tree ${(await replay(Scheduler, rate, 20)).toFixed(1)} µs per mint`);
    console.log(line.join(" "));
  }
}
