/**
 * The run's figures and the floors file: every figure is judged (lib/verdict.ts) against its
 * target and its floor as it is measured and printed at once; the summary at the end counts
 * the verdicts and names what this run reached and the floors it raised. With
 * --update-floors it writes both to bench/floors.json: what each figure reached (for the
 * next run to confirm) and the floors two consecutive runs both reached. A floor never moves
 * down, and a NOISY figure never moves one.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./processes.js";
import { fmtJudged, fmtValue, judge, type Figure, type Floors, type Judged, type Reached } from "./verdict.js";

export const FLOORS_PATH = join(root, "bench", "floors.json");

interface FloorsFile {
  about: string;
  floors: Floors;
  /** What the last `npm run bench -- --update-floors` reached, per figure it measured steadily. */
  reached?: Reached;
}

const ABOUT =
  "floors: the value each figure of `npm run bench` has reached in two consecutive `--update-floors` runs (the lesser of the two), each run's value being what every round of a steady run reached (its worst round; steady: the interquartile range within 25% of the median). A figure more than 10% worse than its floor is a MISS. reached: what the last `--update-floors` run reached, for the next one to confirm. Written only by `npm run bench -- --update-floors`; a floor never moves down.";

function readFile(path: string): FloorsFile {
  if (!existsSync(path)) return { about: ABOUT, floors: {} };
  const f = JSON.parse(readFileSync(path, "utf8")) as Partial<FloorsFile>;
  return { about: ABOUT, floors: f.floors ?? {}, reached: f.reached ?? {} };
}

export function readFloors(path = FLOORS_PATH): Floors {
  return readFile(path).floors;
}

export function readReached(path = FLOORS_PATH): Reached {
  return readFile(path).reached ?? {};
}

export class Figures {
  readonly judged: Judged[] = [];
  constructor(
    readonly floors: Floors = readFloors(),
    readonly previous: Reached = readReached(),
  ) {}

  /** Judge, print and keep one figure. */
  add(f: Figure): Judged {
    const j = judge(f, this.floors, this.previous);
    this.judged.push(j);
    console.log(fmtJudged(j));
    return j;
  }

  /** The closing summary; writes what this run reached and the raised floors when `update`. Returns the number of MISSes. */
  summary(update: boolean, path = FLOORS_PATH): number {
    const count = (v: string) => this.judged.filter((j) => j.verdict === v).length;
    const raised = this.judged.filter((j) => j.raises !== undefined && j.verdict !== "NOISY");
    console.log(`\nverdicts: ${count("PASS")} PASS, ${count("MISS")} MISS, ${count("NOISY")} NOISY (no verdict: rounds disagree)`);
    for (const j of this.judged.filter((x) => x.verdict !== "PASS")) console.log(`  ${j.verdict.padEnd(5)} ${j.label}: ${j.why ?? ""}`);
    if (raised.length) {
      console.log(
        `floors this run and the previous --update-floors run both beat${update ? " (written to bench/floors.json)" : " (run with --update-floors to raise them)"}:`,
      );
      for (const j of raised)
        console.log(`  ${j.label}: ${j.floor === undefined ? "none" : fmtValue(j.floor, j.target.unit)} -> ${fmtValue(j.raises!, j.target.unit)}`);
    }
    const steady = this.judged.filter((j) => j.reached !== undefined && j.verdict !== "NOISY");
    if (update) {
      const file = readFile(path);
      const date = new Date().toISOString().slice(0, 10);
      const load = (j: Judged) => Math.round(j.load * 100) / 100;
      for (const j of raised) file.floors[j.key] = { value: Number(j.raises!.toPrecision(4)), op: j.target.op, unit: j.target.unit, date, load: load(j) };
      // Consecutive runs: a figure this run measured without a steady value breaks its chain.
      const reached: Reached = { ...file.reached };
      for (const j of this.judged) {
        if (steady.includes(j)) reached[j.key] = { value: Number(j.reached!.toPrecision(4)), date, load: load(j) };
        else delete reached[j.key];
      }
      const sorted = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(path, JSON.stringify({ about: ABOUT, floors: sorted(file.floors), reached: sorted(reached) } satisfies FloorsFile, null, 2) + "\n");
      console.log(`what ${steady.length} steady figures reached is kept in bench/floors.json for the next --update-floors run to confirm`);
    }
    return count("MISS");
  }
}
