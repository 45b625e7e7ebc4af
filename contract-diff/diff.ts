/**
 * diffContracts(BASE, REVISION): every change between two bundled contracts and their
 * rule tables, classified per audience, grouped (one finding per change, with every
 * operation it reaches), severities overridden, and each proven by a witness when one
 * can be found.
 */
import { diffOperations, diffSecuritySchemes, diffWebhooks, type Ctx } from "./operations.js";
import { diffRules } from "./rules.js";
import { SchemaDoc } from "./schema/normalize.js";
import type { Pending } from "./pending.js";
import { prove } from "./witness.js";
import type { SeverityOverrides } from "./config.js";
import type { LoadedContract } from "./load.js";
import type { Obj } from "./json.js";
import type { Finding, Report, Severity } from "./types.js";

export interface DiffOptions {
  /** Severity per check id (the policy's and the config file's). */
  overrides?: SeverityOverrides;
  /** Search witnesses (default true). */
  witnesses?: boolean;
}

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export function diffDocs(docA: Obj, docB: Obj, rulesA: Record<string, unknown> = {}, rulesB: Record<string, unknown> = {}, opts: DiffOptions = {}): Finding[] {
  const ctx: Ctx = { A: new SchemaDoc(docA), B: new SchemaDoc(docB), out: [] };
  diffOperations(ctx);
  diffWebhooks(ctx);
  diffSecuritySchemes(ctx);
  diffRules(ctx, rulesA, rulesB);
  const groups = new Map<string, Pending & { ops: string[] }>();
  for (const p of ctx.out) {
    const key = `${p.finding.id}|${p.finding.path}`;
    const g = groups.get(key);
    if (g) {
      if (!g.ops.includes(p.finding.operation)) g.ops.push(p.finding.operation);
    } else groups.set(key, { ...p, ops: [p.finding.operation] });
  }
  const out: Finding[] = [];
  for (const g of groups.values()) {
    const f = g.finding;
    const level = opts.overrides?.[f.id];
    if (level === "off") continue;
    if (g.ops.length > 1) f.alsoIn = g.ops.slice(1);
    if (opts.witnesses !== false) prove(g, docA, docB);
    else f.noWitness = "no witness: the search was skipped (--skip-witnesses)";
    if (level) f.severity = level;
    out.push(f);
  }
  return out.sort(
    (x, y) => RANK[x.severity] - RANK[y.severity] || x.operation.localeCompare(y.operation) || x.id.localeCompare(y.id) || x.path.localeCompare(y.path),
  );
}

export function diffContracts(base: LoadedContract, revision: LoadedContract, opts: DiffOptions = {}): Report {
  return {
    base: base.label,
    revision: revision.label,
    baseHow: base.how,
    revisionHow: revision.how,
    findings: diffDocs(base.doc, revision.doc, base.rules, revision.rules, opts),
  };
}

export type FailOn = "breaking" | "warning" | "none";

/** Whether a finding fails a run at `failOn` (breaking = error; none: nothing fails). */
export function fails(f: Finding, failOn: FailOn): boolean {
  return failOn !== "none" && RANK[f.severity] <= (failOn === "breaking" ? 0 : 1);
}

/** Exit code of a report: 1 when a finding is at or above `failOn`, else 0. */
export function exitCodeOf(report: Report, failOn: FailOn): number {
  return report.findings.some((f) => fails(f, failOn)) ? 1 : 0;
}
