/**
 * The rule-coverage verdict, the run's headline, read against the rule catalogue
 * (conformance/catalogue): every operation, every documented (operation, status, code),
 * every code of the description, every table row and every rule a check names, each
 * verified, failed, warned (a designed rule the target does otherwise) or not verified with
 * its reason: needs the control API, a platform kind not given, more platform time than
 * the wait budget, not triggerable by any documented input, skipped with its check, or no
 * check at all ("no check": the suite does not reach it yet, shown, never absent).
 */
import type { RuleNeeds, RuleSource } from "../contract/rule-spec.js";
import type { Catalogue, CatalogueEntry, EntryKind } from "../catalogue/index.js";
import { TABLES_WITHOUT_RULES } from "../catalogue/tables.js";
import type { TableWithoutRules } from "../catalogue/types.js";
import { transitionKey } from "./case.js";
import type { CaseResult } from "./types.js";

export type VerdictStatus = "verified" | "failed" | "warned" | "not verified";

/** Why an entry is not verified, as a kind the reports count. */
export type ReasonKind = "control" | "kind" | "wait" | "webhooks" | "not triggerable" | "skipped" | "not selected" | "not exercised" | "no check";

export interface VerdictEntry {
  id: string;
  kind: EntryKind;
  source: RuleSource;
  says: string;
  /** The spec/rules table (rows). */
  table?: string;
  /** The operation (operation and error entries). */
  operation?: string;
  /** The checks that verify it (rows and rules). */
  checks: string[];
  status: VerdictStatus;
  /** Why it is not verified, failed or warned. */
  reason?: string;
  reasonKind?: ReasonKind;
  /** How many expectations held (rules), cases exercised it (rows) or cases met it (operations, errors, codes). */
  evidence: number;
  safety?: boolean;
}

/** One operation's line of the coverage table. */
export interface OperationCoverage {
  operation: string;
  area?: string;
  /** Answered in its success path (a 2xx) in a case that did not fail. */
  success: boolean;
  /** Its documented errors: met, listed as not triggerable, and in all. */
  errors: { met: number; unreachable: number; documented: number };
  /** Distinct rules whose expectations held right after a call to it. */
  rules: number;
}

export interface Verdict {
  entries: VerdictEntry[];
  counts: Record<VerdictStatus, number>;
  /** Counts per kind of entry. */
  byKind: Record<EntryKind, Record<VerdictStatus, number>>;
  /** Not verified, grouped by reason. */
  reasons: Record<string, number>;
  /** Not verified, by kind of reason. */
  reasonKinds: Partial<Record<ReasonKind, number>>;
  operations: { total: number; covered: number; success: number; refusedOnly: number; notFoundOnly: number; notCalled: number };
  operationTable: OperationCoverage[];
  /** The spec/rules tables that bind no other server, and why. */
  tablesWithoutRules: readonly TableWithoutRules[];
}

/** What the run could offer, for the reasons. */
export interface RunAbilities {
  control: boolean;
  webhooks: boolean;
  waitBudgetMs: number;
  hasPlatform(kind: string): boolean;
  /** The checks the run selected (`--only`), when it selected some. */
  only?: string[];
}

const ok = (c: CaseResult) => c.status === "passed" || c.status === "warned";

function reasonFromNeeds(needs: RuleNeeds | undefined, run: RunAbilities): [ReasonKind, string] | undefined {
  if (!needs) return undefined;
  if (needs.control && !run.control) return ["control", "needs the control API (an operator's decision): give --control"];
  if (needs.kind && !run.hasPlatform(needs.kind)) return ["kind", `no ${needs.kind} platform given (--platform ${needs.kind}=ID:SECRET, or --control)`];
  if (needs.webhooks && !run.webhooks) return ["webhooks", "needs a webhook receiver the target can reach (a target on this machine, or --receiver-url)"];
  if (needs.waitSeconds && !run.control && needs.waitSeconds * 1000 > run.waitBudgetMs / 4)
    return [
      "wait",
      `needs ${needs.waitSeconds} s of platform time, more than one step may wait of the ${Math.round(run.waitBudgetMs / 1000)} s wait budget (give --control, or a larger --wait-budget)`,
    ];
  return undefined;
}

/** Why nothing verified an entry of some checks: its needs, then its own case's skip, its checks' skips and skipped steps. */
function whyNot(e: CatalogueEntry, cases: CaseResult[], run: RunAbilities): [ReasonKind, string] {
  if (e.unreachable) return ["not triggerable", `not triggerable by any documented input: ${e.unreachable}`];
  const own = reasonFromNeeds(e.needs, run);
  if (own) return own;
  const checks = e.checks;
  const mine = cases.filter((c) => checks.includes(c.checkId));
  const named = mine.find((c) => c.status === "skipped" && c.name.length > 3 && e.id.endsWith(c.name));
  if (named) return ["skipped", `skipped: ${named.skipReason}`];
  if (run.only?.length && (!checks.length || !mine.length)) return ["not selected", "its checks did not run (--only)"];
  if (!checks.length) return ["no check", "no check: no check of the suite meets it"];
  const skipped = mine.filter((c) => c.status === "skipped");
  if (mine.length && skipped.length === mine.length) return ["skipped", `skipped: ${skipped[0].skipReason}`];
  const steps = mine.flatMap((c) => c.skippedSteps ?? []);
  if (steps.length) {
    const kind: ReasonKind = /control API/.test(steps[0]) ? "control" : /wait|platform time|budget/.test(steps[0]) ? "wait" : "skipped";
    return [
      kind,
      `not exercised; steps of its check were skipped on this target (first: ${steps[0]})${steps.length > 1 ? ` and ${steps.length - 1} more` : ""}`,
    ];
  }
  if (mine.some((c) => c.status === "failed")) return ["not exercised", "exercised only in cases that failed first on another rule"];
  return ["not exercised", "not exercised by this run (its checks draw it at random: more --runs, or another --seed)"];
}

/** Evidence per met key, from cases that did not fail; and the keys met only in failed cases. */
function metIndex(cases: CaseResult[]) {
  const good = new Map<string, number>();
  const bad = new Set<string>();
  const byCode = new Map<string, number>();
  for (const c of cases)
    for (const k of c.met ?? []) {
      if (!ok(c)) {
        bad.add(k);
        continue;
      }
      good.set(k, (good.get(k) ?? 0) + 1);
      const code = k.split(" ")[3];
      if (code) byCode.set(code, (byCode.get(code) ?? 0) + 1);
    }
  return { good, bad, byCode };
}

export function computeVerdict(catalogue: Catalogue, cases: CaseResult[], run: RunAbilities): Verdict {
  const held = new Map<string, number>();
  for (const c of cases) for (const [rule, n] of Object.entries(c.held ?? {})) held.set(rule, (held.get(rule) ?? 0) + n);
  const failedBy = new Map<string, CaseResult>();
  for (const c of cases) if (c.failure && !failedBy.has(c.failure.rule)) failedBy.set(c.failure.rule, c);
  const warnedBy = new Map<string, CaseResult>();
  for (const c of cases) for (const w of c.warnings ?? []) if (!warnedBy.has(w.rule)) warnedBy.set(w.rule, c);
  const met = metIndex(cases);
  const rowsOk = new Map<string, number>();
  const rowFailed = new Map<string, CaseResult>();
  const rowsSeen = new Set<string>();
  for (const c of cases) {
    const rows = [...(c.rows ?? []), ...(c.transitions ?? [])];
    for (const r of rows) rowsSeen.add(r);
    if (ok(c)) for (const r of new Set(rows)) rowsOk.set(r, (rowsOk.get(r) ?? 0) + 1);
    const last = c.rows?.[c.rows.length - 1];
    if (c.status === "failed" && last && !rowFailed.has(last)) rowFailed.set(last, c);
  }
  // A failure whose last call is this operation's answer of this kind (a 2xx, or this status and code).
  const failedAt = (op: string, status?: number, code?: string) =>
    cases.find((c) => {
      const last = c.failure?.calls[c.failure.calls.length - 1];
      if (!last || last.operationKey !== op) return false;
      if (status === undefined) return last.status >= 200 && last.status < 300;
      return last.status === status && (last.responseBody as { code?: unknown } | undefined)?.code === code;
    });

  const entries: VerdictEntry[] = [];
  const declared = new Set(catalogue.entries.map((e) => e.id));
  // Rules a failure or an expectation names that the catalogue lacks: listed, so nothing broken goes unseen.
  const extra: CatalogueEntry[] = [...new Set([...held.keys(), ...failedBy.keys(), ...warnedBy.keys()])]
    .filter((r) => !declared.has(r))
    .map((id) => ({ id, kind: "rule", source: "description", says: "(a rule no check declares)", checks: [] }));
  for (const e of [...catalogue.entries, ...extra]) {
    let status: VerdictStatus = "not verified";
    let reason: string | undefined;
    let reasonKind: ReasonKind | undefined;
    let evidence = 0;
    if (e.kind === "rule") {
      const f = failedBy.get(e.id);
      const w = warnedBy.get(e.id);
      evidence = held.get(e.id) ?? 0;
      if (f) [status, reason] = ["failed", `${f.checkId} / ${f.name}: ${f.failure!.message.slice(0, 300)}`];
      else if (w) [status, reason] = ["warned", `${w.checkId} / ${w.name}: ${(w.warnings ?? []).find((x) => x.rule === e.id)!.message.slice(0, 300)}`];
      else if (evidence > 0) status = "verified";
    } else if (e.kind === "row") {
      const t = catalogue.transitions.get(e.id);
      const key = t ? transitionKey(t.machine, t.from, t.to) : e.id;
      evidence = (rowsOk.get(e.id) ?? 0) + (t ? (rowsOk.get(key) ?? 0) : 0);
      const f = rowFailed.get(e.id);
      if (evidence > 0) status = "verified";
      else if (f) [status, reason] = ["failed", `${f.checkId} / ${f.name}: ${f.failure!.rule}: ${f.failure!.message.slice(0, 300)}`];
      else if (rowsSeen.has(e.id) || rowsSeen.has(key)) [reasonKind, reason] = ["not exercised", "exercised only in cases that did not pass"];
    } else {
      const op = e.operation ?? "";
      const keys = e.kind === "operation" ? [...met.good.keys()].filter((k) => k.startsWith(op + " 2") && k.split(" ").length === 3) : [];
      evidence =
        e.kind === "operation"
          ? keys.reduce((n, k) => n + met.good.get(k)!, 0)
          : e.kind === "error"
            ? (met.good.get(`${op} ${e.status} ${e.code}`) ?? 0)
            : (met.byCode.get(e.code!) ?? 0);
      if (evidence > 0) status = "verified";
      else if (e.kind !== "code" && failedAt(op, e.status, e.code)) {
        const f = failedAt(op, e.status, e.code)!;
        [status, reason] = ["failed", `${f.checkId} / ${f.name}: ${f.failure!.rule}: ${f.failure!.message.slice(0, 300)}`];
      }
    }
    if (status === "not verified" && !reason) [reasonKind, reason] = whyNot(e, cases, run);
    entries.push({
      id: e.id,
      kind: e.kind,
      source: e.source,
      says: e.says,
      table: e.table,
      operation: e.operation,
      checks: e.checks,
      status,
      reason,
      reasonKind,
      evidence,
      ...(e.safety ? { safety: true } : {}),
    });
  }
  return summarise(entries, cases);
}

function summarise(entries: VerdictEntry[], cases: CaseResult[]): Verdict {
  const blank = (): Record<VerdictStatus, number> => ({ verified: 0, failed: 0, warned: 0, "not verified": 0 });
  const counts = blank();
  const byKind = { operation: blank(), error: blank(), code: blank(), row: blank(), rule: blank() };
  const reasons: Record<string, number> = {};
  const reasonKinds: Partial<Record<ReasonKind, number>> = {};
  for (const e of entries) {
    counts[e.status]++;
    byKind[e.kind][e.status]++;
    if (e.status === "not verified") {
      const key = (e.reason ?? "").replace(/\d+ more/, "n more").replace(/: .*$/, "");
      reasons[key] = (reasons[key] ?? 0) + 1;
      if (e.reasonKind) reasonKinds[e.reasonKind] = (reasonKinds[e.reasonKind] ?? 0) + 1;
    }
  }
  const rulesAt = new Map<string, Set<string>>();
  for (const c of cases)
    if (c.status !== "failed")
      for (const [op, rules] of Object.entries(c.rulesAt ?? {})) for (const r of rules) (rulesAt.get(op) ?? rulesAt.set(op, new Set()).get(op)!).add(r);
  const operationTable: OperationCoverage[] = entries
    .filter((e) => e.kind === "operation")
    .map((e) => {
      const errs = entries.filter((x) => x.kind === "error" && x.operation === e.operation);
      return {
        operation: e.operation!,
        success: e.status === "verified",
        errors: {
          met: errs.filter((x) => x.status === "verified").length,
          unreachable: errs.filter((x) => x.reasonKind === "not triggerable").length,
          documented: errs.length,
        },
        rules: rulesAt.get(e.operation!)?.size ?? 0,
      };
    });
  const all = new Map<string, Set<number>>();
  for (const c of cases)
    for (const k of c.met ?? []) {
      const [m, p, s] = k.split(" ");
      (all.get(`${m} ${p}`) ?? all.set(`${m} ${p}`, new Set()).get(`${m} ${p}`)!).add(Number(s));
    }
  const covered = (op: string) => [...(all.get(op) ?? [])].some((s) => s !== 401 && s !== 404);
  const ops = operationTable.map((o) => o.operation);
  const operations = {
    total: ops.length,
    covered: ops.filter(covered).length,
    success: operationTable.filter((o) => o.success).length,
    refusedOnly: ops.filter((o) => !covered(o) && all.get(o)?.has(401) && !all.get(o)?.has(404)).length,
    notFoundOnly: ops.filter((o) => !covered(o) && all.get(o)?.has(404)).length,
    notCalled: ops.filter((o) => !all.get(o)?.size).length,
  };
  return { entries, counts, byKind, reasons, reasonKinds, operations, operationTable, tablesWithoutRules: TABLES_WITHOUT_RULES };
}
