/**
 * Coverage gathered during a run: operations x checks, statuses and error codes seen,
 * transitions, magic values (by area too). An operation counts as exercised by a check
 * only when one of its requests got past authentication and found what it named: a 401
 * (or no answer) is counted apart in `refused`, a 404 in `notFound`. An operation only ever
 * refused or not found is not covered.
 */
export interface CoverageData {
  operations: Record<string, { area?: string; checks: string[]; statuses: number[]; codes?: string[]; refused?: number; notFound?: number }>;
  transitions: Record<string, string[]>;
  magic: Record<string, string[]>;
  /** Magic-value tables exercised by each area's checks (table -> values). */
  magicByArea?: Record<string, Record<string, string[]>>;
}

/** Whether an answer shows the request got past authentication (a 401 or no answer does not). */
export const pastAuthentication = (status: number): boolean => status > 0 && status !== 401;

/** Whether an answer covers its operation: past authentication, and not a 404. */
export const covers = (status: number): boolean => pastAuthentication(status) && status !== 404;

export class Coverage {
  private ops = new Map<string, { checks: Set<string>; statuses: Set<number>; codes: Set<string>; refused: number; notFound: number }>();
  private magicArea = new Map<string, Map<string, Set<string>>>();
  private transitions = new Map<string, Set<string>>();
  private magicValues = new Map<string, Set<string>>();

  constructor(
    operationKeys: string[],
    private readonly areas: Record<string, string> = {},
  ) {
    for (const k of operationKeys) this.ops.set(k, { checks: new Set(), statuses: new Set(), codes: new Set(), refused: 0, notFound: 0 });
  }

  call(operationKey: string | undefined, checkId: string, status: number, code?: unknown): void {
    if (!operationKey) return;
    const o = this.ops.get(operationKey);
    if (!o) return;
    if (status) o.statuses.add(status);
    if (status >= 400 && typeof code === "string" && code.length <= 80) o.codes.add(code);
    if (!pastAuthentication(status)) {
      o.refused++;
      return;
    }
    if (status === 404) {
      o.notFound++;
      return;
    }
    o.checks.add(checkId);
  }

  transition(machine: string, from: string, to: string): void {
    const s = this.transitions.get(machine) ?? new Set<string>();
    s.add(`${from} -> ${to}`);
    this.transitions.set(machine, s);
  }

  magic(table: string, value: string, area?: string): void {
    const s = this.magicValues.get(table) ?? new Set<string>();
    s.add(value);
    this.magicValues.set(table, s);
    if (area === undefined) return;
    const byTable = this.magicArea.get(area) ?? new Map<string, Set<string>>();
    byTable.set(table, (byTable.get(table) ?? new Set<string>()).add(value));
    this.magicArea.set(area, byTable);
  }

  toJSON(): CoverageData {
    const sort = <T>(s: Set<T>) => [...s].sort();
    return {
      operations: Object.fromEntries(
        [...this.ops].map(([k, v]) => [
          k,
          {
            area: this.areas[k],
            checks: sort(v.checks),
            statuses: [...v.statuses].sort((a, b) => a - b),
            codes: sort(v.codes),
            refused: v.refused,
            notFound: v.notFound,
          },
        ]),
      ),
      transitions: Object.fromEntries([...this.transitions].map(([k, v]) => [k, sort(v)])),
      magic: Object.fromEntries([...this.magicValues].map(([k, v]) => [k, sort(v)])),
      magicByArea: Object.fromEntries([...this.magicArea].map(([a, t]) => [a, Object.fromEntries([...t].map(([k, v]) => [k, sort(v)]))])),
    };
  }
}
