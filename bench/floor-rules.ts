/**
 * `npx tsx bench/floor-rules.ts [--replay <floors.json>]`: what a floor rule would have done
 * to the runs in bench/history (the rounds of full `npm run bench` runs on this machine, in
 * the order they ran).
 *
 * For each rule of what a run reaches (its worst middle round, its lower quartile, its worst
 * round), every two consecutive runs set a floor (the lesser of what each reached, when both
 * were steady), and each run after them is checked against it: a median more than 10% worse
 * is a MISS that no slower code caused, since the runs of one commit share their code. The
 * bench uses the rule with no such MISS (lib/verdict.ts). Then every run of the history is
 * judged against bench/floors.json as it stands.
 *
 * `--replay <file>`: writes the floors file the history's `--update-floors` runs would have
 * written, one after another, under the bench's own rule (lib/floors.ts, lib/verdict.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib/processes.js";
import { FLOOR_SLACK, MAX_SPREAD, judge, median, quantile, spreadOf, type Target } from "./lib/verdict.js";
import { Figures, readFloors, readReached } from "./lib/floors.js";

interface HistoryFigure {
  label: string;
  op: Target["op"];
  target: number;
  unit: Target["unit"];
  floor: boolean;
  /** The 1-minute load average while it was measured. */
  load: number;
  rounds: (number | null)[];
}
interface HistoryRun {
  date: string;
  commit: string;
  updateFloors: boolean;
  figures: Record<string, HistoryFigure>;
}

const dir = join(root, "bench", "history");
const runs: HistoryRun[] = readdirSync(dir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .flatMap((f) => (JSON.parse(readFileSync(join(dir, f), "utf8")) as { runs: HistoryRun[] }).runs);

const finite = (f: HistoryFigure) => f.rounds.filter((x): x is number => x !== null && Number.isFinite(x)).sort((a, b) => a - b);

/** What a steady figure of three rounds or more reached, by each rule (sorted rounds, higher is better when `ge`). */
const RULES: Record<string, (s: number[], ge: boolean) => number> = {
  "worst middle round": (s, ge) => (s.length >= 5 ? (ge ? s[1] : s[s.length - 2]) : ge ? s[0] : s[s.length - 1]),
  "lower quartile": (s, ge) => quantile(s, ge ? 0.25 : 0.75),
  "worst round": (s, ge) => (ge ? s[0] : s[s.length - 1]),
};

function check(): void {
  console.log(`${runs.length} runs in bench/history, from ${runs[0]?.date} to ${runs[runs.length - 1]?.date}`);
  for (const [name, rule] of Object.entries(RULES)) {
    let checks = 0;
    const misses: string[] = [];
    for (let i = 0; i + 2 < runs.length; i++) {
      for (const [key, a] of Object.entries(runs[i].figures)) {
        const b = runs[i + 1].figures[key];
        if (!a.floor || !b) continue;
        const [sa, sb] = [finite(a), finite(b)];
        if (sa.length < 3 || sb.length < 3 || spreadOf(sa) > MAX_SPREAD || spreadOf(sb) > MAX_SPREAD) continue;
        const ge = a.op === ">=";
        const floor = ge ? Math.min(rule(sa, ge), rule(sb, ge)) : Math.max(rule(sa, ge), rule(sb, ge));
        for (let j = i + 2; j < runs.length; j++) {
          const c = runs[j].figures[key];
          if (!c) continue;
          checks++;
          const m = median(finite(c));
          if (ge ? m < floor * (1 - FLOOR_SLACK) : m > floor * (1 + FLOOR_SLACK)) misses.push(`${key} (floor from runs ${i + 1}-${i + 2}, run ${j + 1})`);
        }
      }
    }
    console.log(`  ${name.padEnd(20)} ${misses.length} MISS in ${checks} checks${misses.length ? `: ${misses.join(", ")}` : ""}`);
  }
}

/** Every run of the history judged against bench/floors.json as it stands. */
function judgeHistory(): void {
  const floors = readFloors();
  console.log("the runs judged against bench/floors.json:");
  for (const [i, run] of runs.entries()) {
    const off: string[] = [];
    for (const [key, f] of Object.entries(run.figures)) {
      const j = judge(
        { key, label: f.label, rounds: f.rounds.map((x) => x ?? NaN), target: { op: f.op, value: f.target, unit: f.unit }, floor: f.floor, load: f.load },
        floors,
      );
      if (j.verdict !== "PASS") off.push(`${key} ${j.verdict}`);
    }
    console.log(`  run ${i + 1} (${run.commit}, ${run.date}): ${off.length ? off.join(", ") : `all ${Object.keys(run.figures).length} PASS`}`);
  }
}

function replay(out: string): void {
  writeFileSync(out, JSON.stringify({ about: "", floors: {} }));
  const log = console.log;
  for (const run of runs.filter((r) => r.updateFloors)) {
    const figures = new Figures(readFloors(out), readReached(out));
    console.log = () => {};
    try {
      for (const [key, f] of Object.entries(run.figures))
        figures.add({
          key,
          label: f.label,
          rounds: f.rounds.map((x) => x ?? NaN),
          target: { op: f.op, value: f.target, unit: f.unit },
          floor: f.floor,
          load: f.load,
        });
      figures.summary(true, out);
    } finally {
      console.log = log;
    }
  }
  console.log(`floors the ${runs.filter((r) => r.updateFloors).length} --update-floors runs would have written: ${out}`);
}

const at = process.argv.indexOf("--replay");
if (at >= 0) replay(process.argv[at + 1] ?? "floors.replayed.json");
else {
  check();
  judgeHistory();
}
