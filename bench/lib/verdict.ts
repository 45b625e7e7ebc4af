/**
 * Verdicts that hold on a shared machine. A figure is measured in several short rounds,
 * interleaved with the figure it is compared with, so each round's ratio compares two
 * measurements taken seconds apart under the same load. The verdict reads the median of
 * the rounds; the spread (the interquartile range over the median) says whether the rounds
 * agree. When they do not (spread over MAX_SPREAD) and the quartiles fall on both sides of
 * the target (or of the floor's limit), the figure gets a warning, NOISY, instead of a
 * verdict: its PASS or MISS would only tell the neighbours' load. Rounds that disagree but
 * whose quartiles both pass (or both miss) still give their verdict. Quartiles, not the
 * extreme rounds: on this machine one round in seven or so meets a collection or a
 * neighbour's burst, and with the best and worst rounds only dropped, that one round turned
 * a steady figure NOISY in one run of two. The machine's load average is printed beside
 * every figure.
 *
 * Floors (bench/floors.json): a figure more than FLOOR_SLACK worse than its floor is a MISS
 * whatever its target says. What a run reached is what every round of a steady figure
 * reached (its worst round). A floor rises, when runs are told to (`--update-floors`), to
 * what two consecutive such runs both reached (the lesser of the two), never silently and
 * never down: on this machine one run's level moves by up to a fifth from run to run, so a
 * floor that one lucky run set would fail the next run by chance. The worst round, not the
 * worst middle round: over eleven runs of 2026-11-27 (bench/history), floors from the two
 * runs' worst middle rounds failed a later run 3 times in 431 checks, from their worst
 * rounds never (`npx tsx bench/floor-rules.ts`).
 */
import { loadavg } from "node:os";

export const MAX_SPREAD = Number(process.env.BENCH_MAX_SPREAD ?? 0.25);
export const FLOOR_SLACK = 0.1;

export interface Target {
  /** ">=": higher is better (a ratio of throughputs); "<=": lower is better (a latency, a cost). */
  op: ">=" | "<=";
  value: number;
  /** x: a ratio; %: a ratio shown in per cent; ms, s: times; k: thousands (of a unit the label names). */
  unit: "x" | "%" | "ms" | "s" | "k";
}

export interface Figure {
  /** Its key in bench/floors.json (no floor when `floor` is false). */
  key: string;
  label: string;
  /** One value per round. */
  rounds: number[];
  target: Target;
  floor?: boolean;
  /** The 1-minute load average while it was measured (default: now). */
  load?: number;
  /** Printed after the figure (e.g. the absolute rates the ratio came from). */
  note?: string;
}

export type Verdict = "PASS" | "MISS" | "NOISY";

export interface Judged {
  key: string;
  label: string;
  median: number;
  min: number;
  max: number;
  spread: number;
  rounds: number[];
  target: Target;
  verdict: Verdict;
  /** Why, when it is not a plain PASS. */
  why?: string;
  floor?: number;
  /** What this run reached (every round of a steady figure), kept by --update-floors for the next run to confirm. */
  reached?: number;
  /** The floor this run and the previous --update-floors run both reached, when better than `floor`: written by --update-floors. */
  raises?: number;
  load: number;
  note?: string;
}

export interface FloorEntry {
  value: number;
  op: ">=" | "<=";
  unit: Target["unit"];
  date: string;
  /** The 1-minute load average of the run that set it. */
  load?: number;
}
export type Floors = Record<string, FloorEntry>;

/** What the last `--update-floors` run reached, per figure (a floor rises when the next run reaches it too). */
export interface ReachedEntry {
  value: number;
  date: string;
  load?: number;
}
export type Reached = Record<string, ReachedEntry>;

export const median = (xs: number[]): number => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The p-quantile (0..1) of sorted values, interpolated between the two nearest. */
export function quantile(sorted: number[], p: number): number {
  const i = (sorted.length - 1) * p;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (i - lo);
}

/** The lower and upper quartiles of the finite rounds. */
export function quartilesOf(xs: number[]): [number, number] {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  return s.length ? [quantile(s, 0.25), quantile(s, 0.75)] : [NaN, NaN];
}

/** Relative spread of the rounds: the interquartile range over the median. */
export function spreadOf(xs: number[]): number {
  const s = [...xs].filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length < 2) return 0;
  const [q1, q3] = quartilesOf(s);
  const m = median(s);
  return m ? (q3 - q1) / Math.abs(m) : Infinity;
}

const meets = (v: number, t: { op: ">=" | "<="; value: number }) => (t.op === ">=" ? v >= t.value : v <= t.value);

export function judge(f: Figure, floors: Floors, previous: Reached = {}): Judged {
  const finite = f.rounds.filter(Number.isFinite);
  const m = median(finite);
  const spread = spreadOf(finite);
  const floor = f.floor === false ? undefined : floors[f.key]?.value;
  const base = {
    key: f.key,
    label: f.label,
    median: m,
    min: Math.min(...finite),
    max: Math.max(...finite),
    spread,
    rounds: f.rounds,
    target: f.target,
    floor,
    load: f.load ?? loadavg()[0],
    note: f.note,
  };
  if (!finite.length) return { ...base, verdict: "MISS", why: "no round measured" };
  const steady = spread <= MAX_SPREAD;
  const better = f.target.op === ">=" ? (a: number, b: number) => a > b : (a: number, b: number) => a < b;
  // What this run reached is what every round of a steady figure reached (the worst of
  // them), not its median: a figure of one or two rounds reaches nothing.
  const reached = f.floor === false || !steady || finite.length < 3 ? undefined : f.target.op === ">=" ? Math.min(...finite) : Math.max(...finite);
  // The floor rises to what this run and the previous --update-floors run both reached.
  const before = previous[f.key]?.value;
  const confirmed = reached === undefined || before === undefined ? undefined : better(reached, before) ? before : reached;
  const raises = confirmed !== undefined && (floor === undefined || better(confirmed, floor)) ? confirmed : undefined;
  const floorLimit = floor === undefined ? undefined : f.target.op === ">=" ? floor * (1 - FLOOR_SLACK) : floor * (1 + FLOOR_SLACK);
  // Rounds that disagree still give a verdict when both quartiles fall on the same side of
  // each threshold; when they straddle one, the verdict would only tell the load.
  const quartiles = quartilesOf(finite);
  const straddles = (t: number) =>
    quartiles.some((v) => meets(v, { op: f.target.op, value: t })) && quartiles.some((v) => !meets(v, { op: f.target.op, value: t }));
  if (!steady && (straddles(f.target.value) || (floorLimit !== undefined && straddles(floorLimit))))
    return { ...base, verdict: "NOISY", why: `rounds disagree by ${(spread * 100).toFixed(0)}% (over ${MAX_SPREAD * 100}%) across a threshold: no verdict` };
  if (!meets(m, f.target)) return { ...base, reached, raises, verdict: "MISS", why: "misses its target" };
  if (floorLimit !== undefined && !meets(m, { op: f.target.op, value: floorLimit }))
    return { ...base, reached, verdict: "MISS", why: `more than ${FLOOR_SLACK * 100}% worse than its floor` };
  return {
    ...base,
    reached,
    raises,
    verdict: "PASS",
    ...(steady ? {} : { why: `rounds disagree by ${(spread * 100).toFixed(0)}%, both quartiles on the same side` }),
  };
}

export function fmtValue(v: number, unit: Target["unit"]): string {
  if (!Number.isFinite(v)) return String(v);
  if (unit === "%") return `${(v * 100).toFixed(0)}%`;
  if (unit === "x") return `${v >= 10 ? v.toFixed(1) : v.toFixed(2)}x`;
  if (unit === "s") return `${v.toFixed(1)} s`;
  if (unit === "k") return `${v.toFixed(1)}k`;
  return `${v >= 10 ? v.toFixed(0) : v.toFixed(1)} ms`;
}

/** One line: verdict, label, median [min-max, rounds], target, floor, load. */
export function fmtJudged(j: Judged): string {
  const u = j.target.unit;
  const range = j.rounds.length > 1 ? ` [${fmtValue(j.min, u)}-${fmtValue(j.max, u)}, ${j.rounds.length} rounds]` : "";
  const floor = j.floor !== undefined ? `  floor ${fmtValue(j.floor, u)}` : j.raises !== undefined ? "  floor (none yet)" : "";
  const line =
    `${j.verdict.padEnd(5)} ${j.label.padEnd(46)} ${fmtValue(j.median, u).padStart(8)}${range.padEnd(26)}` +
    `  target ${j.target.op} ${fmtValue(j.target.value, u)}${floor}  load ${j.load.toFixed(2)}`;
  const why = j.why ? `\n        ${j.why}` : "";
  return line + why + (j.note ? `\n        ${j.note}` : "");
}
