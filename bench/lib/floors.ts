/**
 * The run's figures and the floors file: every figure is judged (lib/verdict.ts) against its
 * target and its floor as it is measured and printed at once; the summary at the end counts
 * the verdicts, names the floors this run beat, and writes them to bench/floors.json when
 * the run was started with --update-floors (a floor never moves down, and a NOISY figure
 * never moves one).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./processes.js";
import { fmtJudged, fmtValue, judge, type Figure, type Floors, type Judged } from "./verdict.js";

export const FLOORS_PATH = join(root, "bench", "floors.json");

interface FloorsFile {
  about: string;
  floors: Floors;
}

const ABOUT =
  "The best value each figure of `npm run bench` has reached in every middle round of a steady run (its rounds within 25%; the best and worst dropped from five on). A figure more than 10% worse than its floor is a MISS. Raised only by `npm run bench -- --update-floors`.";

export function readFloors(path = FLOORS_PATH): Floors {
  if (!existsSync(path)) return {};
  return (JSON.parse(readFileSync(path, "utf8")) as FloorsFile).floors ?? {};
}

export class Figures {
  readonly judged: Judged[] = [];
  constructor(readonly floors: Floors = readFloors()) {}

  /** Judge, print and keep one figure. */
  add(f: Figure): Judged {
    const j = judge(f, this.floors);
    this.judged.push(j);
    console.log(fmtJudged(j));
    return j;
  }

  /** The closing summary; writes the raised floors when `update`. Returns the number of MISSes. */
  summary(update: boolean, path = FLOORS_PATH): number {
    const count = (v: string) => this.judged.filter((j) => j.verdict === v).length;
    const raised = this.judged.filter((j) => j.raises !== undefined && j.verdict !== "NOISY");
    console.log(`\nverdicts: ${count("PASS")} PASS, ${count("MISS")} MISS, ${count("NOISY")} NOISY (no verdict: rounds disagree)`);
    for (const j of this.judged.filter((x) => x.verdict !== "PASS")) console.log(`  ${j.verdict.padEnd(5)} ${j.label}: ${j.why ?? ""}`);
    if (raised.length) {
      console.log(`floors this run beat${update ? " (written to bench/floors.json)" : " (run with --update-floors to raise them)"}:`);
      for (const j of raised)
        console.log(`  ${j.label}: ${j.floor === undefined ? "none" : fmtValue(j.floor, j.target.unit)} -> ${fmtValue(j.raises!, j.target.unit)}`);
    }
    if (update && raised.length) {
      const next: Floors = { ...readFloors(path) };
      const date = new Date().toISOString().slice(0, 10);
      for (const j of raised)
        next[j.key] = { value: Number(j.raises!.toPrecision(4)), op: j.target.op, unit: j.target.unit, date, load: Math.round(j.load * 100) / 100 };
      const sorted = Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(path, JSON.stringify({ about: ABOUT, floors: sorted } satisfies FloorsFile, null, 2) + "\n");
    }
    return count("MISS");
  }
}
