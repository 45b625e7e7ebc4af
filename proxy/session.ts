/**
 * What one proxy run (or one replay) found: every exchange in brief, the violations of the
 * contract, the differences between the two sides and the exchanges left uncompared, each
 * list bounded (what is left out is counted). Findings are printed as they come, one line
 * each, and the whole is the report the files are written from.
 */
import { proposedRow, type ProposedRow } from "./report/proposed-row.js";
import { ABSENT, type Difference, type NotCompared, type SideNames, type Violation } from "./types.js";

export interface ExchangeBrief {
  seq: number;
  at: string;
  method: string;
  path: string;
  operation: string;
  status: number;
  /** The other side's status, when it was played there. */
  observedStatus?: number;
  durationMs?: number;
  violations: number;
  differences: number;
  notCompared?: string;
}

export interface Report {
  tool: "paysim proxy" | "paysim replay";
  /** The real server (its base URL) or the recording's file. */
  reference: string;
  /** The other side: "simulator (shadow)" or the replay's target; none for a proxy without --shadow. */
  observed?: string;
  names: SideNames;
  startedAt: string;
  durationMs: number;
  totals: {
    exchanges: number;
    violations: number;
    differences: number;
    notCompared: number;
    exchangesWithViolations: number;
    exchangesWithDifferences: number;
    pairedIds: number;
  };
  violations: Violation[];
  differences: (Difference & { row?: ProposedRow })[];
  notCompared: NotCompared[];
  exchanges: ExchangeBrief[];
  /** What the lists leave out, the caps reached, recording stops. */
  notes: string[];
}

export const MAX_LISTED = 10_000;

const show = (v: unknown): string => (v === ABSENT ? ABSENT : (JSON.stringify(v) ?? String(v)).slice(0, 160));

export function violationLine(v: Violation): string {
  const where = v.in === "status" ? "status" : `${v.in} ${v.pointer || "/"}`;
  return `#${v.seq} ${v.operation}: ${v.side} violates ${v.rule} at ${where}: expected ${show(v.expected)}, got ${show(v.actual)}`;
}

export class Session {
  private readonly started = Date.now();
  private readonly briefs = new Map<number, ExchangeBrief>();
  private readonly violations: Violation[] = [];
  private readonly differences: (Difference & { row?: ProposedRow })[] = [];
  private readonly notCompared: NotCompared[] = [];
  private readonly counts = { exchanges: 0, violations: 0, differences: 0, notCompared: 0 };
  /** Exchanges with a finding: each exchange's findings of a kind arrive together, so the last one counted is enough to count each once. */
  private readonly withViolations = { count: 0, last: -1 };
  private readonly withDifferences = { count: 0, last: -1 };
  readonly notes: string[] = [];
  pairedIds = () => 0;

  constructor(
    readonly tool: Report["tool"],
    readonly reference: string,
    readonly names: SideNames,
    private readonly print: (line: string) => void,
    readonly observed?: string,
  ) {}

  exchange(b: ExchangeBrief): void {
    this.counts.exchanges++;
    if (this.briefs.size < MAX_LISTED) this.briefs.set(b.seq, b);
  }

  private static mark(m: { count: number; last: number }, seq: number): void {
    if (m.last !== seq) {
      m.count++;
      m.last = seq;
    }
  }

  addViolations(vs: Violation[]): void {
    for (const v of vs) {
      this.counts.violations++;
      Session.mark(this.withViolations, v.seq);
      const b = this.briefs.get(v.seq);
      if (b) b.violations++;
      if (this.violations.length < MAX_LISTED) this.violations.push(v);
      this.print(violationLine(v));
    }
  }

  played(seq: number, observedStatus: number | undefined, differences: Difference[], notCompared?: { operation: string; reason: string }): void {
    const b = this.briefs.get(seq);
    if (b) {
      b.observedStatus = observedStatus;
      b.differences += differences.length;
      if (notCompared) b.notCompared = notCompared.reason;
    }
    if (notCompared) {
      this.counts.notCompared++;
      if (this.notCompared.length < MAX_LISTED) this.notCompared.push({ seq, ...notCompared });
    }
    for (const d of differences) {
      this.counts.differences++;
      Session.mark(this.withDifferences, d.seq);
      if (this.differences.length < MAX_LISTED) this.differences.push({ ...d, row: proposedRow(d, this.tool) });
      this.print(`#${d.seq} DRIFT ${d.message}`);
    }
  }

  /** Exchanges of the API seen so far. */
  exchanges(): number {
    return this.counts.exchanges;
  }

  /** Whether anything was found (the command's exit code 1). */
  found(): boolean {
    return this.counts.violations > 0 || this.counts.differences > 0;
  }

  report(): Report {
    const listed = (n: number, shown: number, what: string) => (n > shown ? [`${n - shown} ${what} not listed (the report lists ${shown})`] : []);
    return {
      tool: this.tool,
      reference: this.reference,
      observed: this.observed,
      names: this.names,
      startedAt: new Date(this.started).toISOString(),
      durationMs: Date.now() - this.started,
      totals: {
        ...this.counts,
        exchangesWithViolations: this.withViolations.count,
        exchangesWithDifferences: this.withDifferences.count,
        pairedIds: this.pairedIds(),
      },
      violations: this.violations,
      differences: this.differences,
      notCompared: this.notCompared,
      exchanges: [...this.briefs.values()].sort((a, b) => a.seq - b.seq),
      notes: [
        ...this.notes,
        ...listed(this.counts.exchanges, this.briefs.size, "exchanges"),
        ...listed(this.counts.violations, this.violations.length, "violations"),
        ...listed(this.counts.differences, this.differences.length, "differences"),
      ],
    };
  }

  /** One closing line. */
  summary(): string {
    const c = this.counts;
    const cmp = this.observed !== undefined ? `, ${c.differences} difference${c.differences === 1 ? "" : "s"} (${c.notCompared} not compared)` : "";
    return `${this.tool}: ${c.exchanges} exchange${c.exchanges === 1 ? "" : "s"}, ${c.violations} violation${c.violations === 1 ? "" : "s"}${cmp}`;
  }
}
