/** Coverage gathered during a run: operations x checks, statuses seen, transitions, magic values. */
export interface CoverageData {
  operations: Record<string, { checks: string[]; statuses: number[] }>;
  transitions: Record<string, string[]>;
  magic: Record<string, string[]>;
}

export class Coverage {
  private ops = new Map<string, { checks: Set<string>; statuses: Set<number> }>();
  private transitions = new Map<string, Set<string>>();
  private magicValues = new Map<string, Set<string>>();

  constructor(operationKeys: string[]) {
    for (const k of operationKeys) this.ops.set(k, { checks: new Set(), statuses: new Set() });
  }

  call(operationKey: string | undefined, checkId: string, status: number): void {
    if (!operationKey) return;
    const o = this.ops.get(operationKey);
    if (!o) return;
    o.checks.add(checkId);
    if (status) o.statuses.add(status);
  }

  transition(machine: string, from: string, to: string): void {
    const s = this.transitions.get(machine) ?? new Set<string>();
    s.add(`${from} -> ${to}`);
    this.transitions.set(machine, s);
  }

  magic(table: string, value: string): void {
    const s = this.magicValues.get(table) ?? new Set<string>();
    s.add(value);
    this.magicValues.set(table, s);
  }

  toJSON(): CoverageData {
    const sort = <T>(s: Set<T>) => [...s].sort();
    return {
      operations: Object.fromEntries([...this.ops].map(([k, v]) => [k, { checks: sort(v.checks), statuses: [...v.statuses].sort((a, b) => a - b) }])),
      transitions: Object.fromEntries([...this.transitions].map(([k, v]) => [k, sort(v)])),
      magic: Object.fromEntries([...this.magicValues].map(([k, v]) => [k, sort(v)])),
    };
  }
}
