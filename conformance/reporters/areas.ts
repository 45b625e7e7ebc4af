/** Per-area figures of a run: checks (rules) passed and failed, operations exercised past authentication, error codes and magic values seen. */
import type { RunResult } from "../runner/engine.js";

export interface AreaFigures {
  area: string;
  checks: number;
  passed: number;
  failed: number;
  skipped: number;
  operations: number;
  /** Operations with at least one request past authentication. */
  exercised: number;
  /** Operations whose requests were all refused for credentials (401) or unanswered. */
  refusedOnly: number;
  codes: string[];
  magic: Record<string, string[]>;
}

export function areaFigures(r: RunResult): AreaFigures[] {
  const by = new Map<string, AreaFigures>();
  const get = (area: string) => {
    let a = by.get(area);
    if (!a) by.set(area, (a = { area, checks: 0, passed: 0, failed: 0, skipped: 0, operations: 0, exercised: 0, refusedOnly: 0, codes: [], magic: {} }));
    return a;
  };
  for (const c of r.checks) {
    const a = get(c.area);
    a.checks++;
    a.passed += c.passed;
    a.failed += c.failed;
    a.skipped += c.skipped;
  }
  const codes = new Map<string, Set<string>>();
  for (const v of Object.values(r.coverage.operations)) {
    const a = get(v.area || "(untagged)");
    a.operations++;
    if (v.checks.length) a.exercised++;
    else if ((v.refused ?? 0) > 0) a.refusedOnly++;
    const set = codes.get(a.area) ?? new Set<string>();
    for (const c of v.codes ?? []) set.add(c);
    codes.set(a.area, set);
  }
  for (const [area, set] of codes) get(area).codes = [...set].sort();
  for (const [area, tables] of Object.entries(r.coverage.magicByArea ?? {})) get(area).magic = tables;
  return [...by.values()].sort((x, y) => x.area.localeCompare(y.area));
}
