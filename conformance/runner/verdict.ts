/**
 * The rule-coverage verdict, the run's headline: every rule the suite knows, each listed as
 * verified (its expectations were evaluated and held), failed, warned (a designed rule the
 * target does otherwise) or not verified, with the reason (needs the control API, needs a
 * longer wait than the budget, no platform of a kind given, its check skipped, not exercised
 * by this run). The rules are the table rows of spec/rules (table-rules.ts) and the rules
 * each check's expectations name (CheckDefinition.rules). Operations only ever refused (401)
 * or not found (404) are not covered.
 */
import type { RuleNeeds, RuleSource } from "../contract/rule-spec.js";
import type { CoverageData } from "./coverage.js";
import type { TableRow } from "./table-rules.js";
import type { CaseResult, CheckDefinition } from "./types.js";

export type VerdictStatus = "verified" | "failed" | "warned" | "not verified";

export interface VerdictEntry {
  id: string;
  kind: "table" | "check";
  source: RuleSource;
  says: string;
  /** The spec/rules table (table rows), or the checks whose expectations name it. */
  table?: string;
  checks: string[];
  status: VerdictStatus;
  /** Why it is not verified, failed or warned. */
  reason?: string;
  /** How many expectations held (check rules) or cases exercised it (table rows). */
  evidence: number;
}

export interface Verdict {
  entries: VerdictEntry[];
  counts: Record<VerdictStatus, number>;
  /** Not verified, grouped by reason. */
  reasons: Record<string, number>;
  operations: { total: number; covered: number; refusedOnly: number; notFoundOnly: number; notCalled: number };
}

/** What the run could offer, for the reasons. */
export interface RunAbilities {
  control: boolean;
  webhooks: boolean;
  waitBudgetMs: number;
  hasPlatform(kind: string): boolean;
}

function reasonFromNeeds(needs: RuleNeeds | undefined, run: RunAbilities): string | undefined {
  if (!needs) return undefined;
  if (needs.control && !run.control) return "needs the control API (an operator's decision): give --control";
  if (needs.kind && !run.hasPlatform(needs.kind)) return `no ${needs.kind} platform given (--platform ${needs.kind}=ID:SECRET, or --control)`;
  if (needs.webhooks && !run.webhooks) return "needs a webhook receiver the target can reach (a target on this machine, or --receiver-url)";
  if (needs.waitSeconds && !run.control && needs.waitSeconds * 1000 > run.waitBudgetMs / 4)
    return `needs ${needs.waitSeconds} s of platform time, more than one step may wait of the ${Math.round(run.waitBudgetMs / 1000)} s wait budget (give --control, or a larger --wait-budget)`;
  return undefined;
}

/** Why nothing verified an entry: its needs, then the skip of its own case, its checks' skips and skipped steps. */
function whyNot(id: string, needs: RuleNeeds | undefined, checks: string[], cases: CaseResult[], run: RunAbilities): string {
  const own = reasonFromNeeds(needs, run);
  if (own) return own;
  const mine = cases.filter((c) => checks.includes(c.checkId));
  // A rule of one operation or event type: the case of that name.
  const named = mine.find((c) => c.status === "skipped" && c.name.length > 3 && id.endsWith(c.name));
  if (named) return `skipped: ${named.skipReason}`;
  if (checks.length && !mine.length) return `its check${checks.length > 1 ? "s" : ""} ${checks.join(", ")} did not run (--only)`;
  const skipped = mine.filter((c) => c.status === "skipped");
  if (mine.length && skipped.length === mine.length) return `skipped: ${skipped[0].skipReason}`;
  const steps = mine.flatMap((c) => c.skippedSteps ?? []);
  if (steps.length)
    return `not exercised; steps of its check were skipped on this target (first: ${steps[0]})${steps.length > 1 ? ` and ${steps.length - 1} more` : ""}`;
  if (mine.some((c) => c.status === "failed")) return "exercised only in cases that failed first on another rule";
  return "not exercised by this run (its checks draw it at random: more --runs, or another --seed)";
}

export function computeVerdict(checks: CheckDefinition[], cases: CaseResult[], table: TableRow[], coverage: CoverageData, run: RunAbilities): Verdict {
  const entries: VerdictEntry[] = [];
  // Check rules, merged across checks declaring the same id.
  const declared = new Map<string, { source: RuleSource; says: string; needs?: RuleNeeds; checks: string[] }>();
  for (const c of checks)
    for (const r of c.rules ?? []) {
      const have = declared.get(r.id);
      if (have) have.checks.push(c.id);
      else declared.set(r.id, { source: r.source, says: r.says, needs: r.needs, checks: [c.id] });
    }
  const held = new Map<string, number>();
  for (const c of cases) for (const [rule, n] of Object.entries(c.held ?? {})) held.set(rule, (held.get(rule) ?? 0) + n);
  const failedBy = new Map<string, CaseResult>();
  for (const c of cases) if (c.failure && !failedBy.has(c.failure.rule)) failedBy.set(c.failure.rule, c);
  const warnedBy = new Map<string, CaseResult>();
  for (const c of cases) for (const w of c.warnings ?? []) if (!warnedBy.has(w.rule)) warnedBy.set(w.rule, c);
  // Rules a failure or an expectation names that no check declares: listed, so nothing broken goes unseen.
  const undeclared = new Set([...held.keys(), ...failedBy.keys(), ...warnedBy.keys()].filter((r) => !declared.has(r)));
  for (const r of undeclared) declared.set(r, { source: "description", says: "(a rule no check declares)", checks: [] });
  for (const [id, d] of declared) {
    const f = failedBy.get(id);
    const w = warnedBy.get(id);
    const n = held.get(id) ?? 0;
    const status: VerdictStatus = f ? "failed" : w ? "warned" : n > 0 ? "verified" : "not verified";
    const reason = f
      ? `${f.checkId} / ${f.name}: ${f.failure!.message.slice(0, 300)}`
      : w
        ? `${w.checkId} / ${w.name}: ${(w.warnings ?? []).find((x) => x.rule === id)!.message.slice(0, 300)}`
        : n > 0
          ? undefined
          : whyNot(id, d.needs, d.checks, cases, run);
    entries.push({ id, kind: "check", source: d.source, says: d.says, checks: d.checks, status, reason, evidence: n });
  }
  // Table rows: verified by a case that passed having exercised them; failed when a failing case exercised one last.
  const passedRows = new Map<string, number>();
  const failedRows = new Map<string, CaseResult>();
  const seenRows = new Set<string>();
  for (const c of cases) {
    for (const r of c.rows ?? []) seenRows.add(r);
    if (c.status === "passed") for (const r of new Set(c.rows ?? [])) passedRows.set(r, (passedRows.get(r) ?? 0) + 1);
    const last = c.rows?.[c.rows.length - 1];
    if (c.status === "failed" && last && !failedRows.has(last)) failedRows.set(last, c);
  }
  for (const t of table) {
    const n = passedRows.get(t.id) ?? 0;
    const f = failedRows.get(t.id);
    const status: VerdictStatus = n > 0 ? "verified" : f ? "failed" : "not verified";
    const reason =
      status === "failed"
        ? `${f!.checkId} / ${f!.name}: ${f!.failure!.rule}: ${f!.failure!.message.slice(0, 300)}`
        : status === "verified"
          ? undefined
          : seenRows.has(t.id)
            ? "exercised only in cases that did not pass"
            : whyNot(t.id, t.needs, t.by, cases, run);
    entries.push({ id: t.id, kind: "table", source: t.source, says: t.says, table: t.table, checks: t.by, status, reason, evidence: n });
  }
  const counts: Record<VerdictStatus, number> = { verified: 0, failed: 0, warned: 0, "not verified": 0 };
  const reasons: Record<string, number> = {};
  for (const e of entries) {
    counts[e.status]++;
    if (e.status === "not verified") {
      const key = (e.reason ?? "").replace(/\d+ more/, "n more").replace(/: .*$/, "");
      reasons[key] = (reasons[key] ?? 0) + 1;
    }
  }
  const ops = Object.values(coverage.operations);
  const operations = {
    total: ops.length,
    covered: ops.filter((o) => o.checks.length).length,
    refusedOnly: ops.filter((o) => !o.checks.length && (o.refused ?? 0) > 0 && !(o.notFound ?? 0)).length,
    notFoundOnly: ops.filter((o) => !o.checks.length && (o.notFound ?? 0) > 0).length,
    notCalled: ops.filter((o) => !o.checks.length && !(o.refused ?? 0) && !(o.notFound ?? 0)).length,
  };
  return { entries, counts, reasons, operations };
}
