/**
 * The rule catalogue, the verdict's denominator: built from the contract (its operations,
 * each operation's documented statuses and codes, its webhook event types), the
 * description's error tables (spec/rules/error-codes.yaml) and the rule tables
 * (catalogue/tables.ts), then the rules the checks name. Nothing is left out because no
 * check knows it: such an entry is listed "not verified: no check".
 */
import type { Contract, Operation } from "../../contract/operations.js";
import { errorCodeTable } from "../../contract/errors.js";
import type { RuleNeeds, RuleSpec } from "../contract/rule-spec.js";
import type { CheckDefinition } from "../runner/types.js";
import { catalogueRows, type TransitionRow } from "./tables.js";
import { needsOf } from "./needs.js";
import { NO_OPERATION, UNREACHABLE_CODES } from "./unreachable.js";
import type { CatalogueEntry } from "./types.js";

export type { CatalogueEntry, EntryKind } from "./types.js";

export const entryId = {
  operation: (key: string) => `operation ${key}`,
  error: (key: string, status: number | string, code: string) => `error ${key} ${status} ${code}`,
  code: (code: string) => `code ${code}`,
};

/** The codes an operation documents, per status: its `x-error-codes`, else the codes of each documented error status. */
export function documentedErrors(contract: Contract, op: Operation): { status: number; code: string }[] {
  const out: { status: number; code: string }[] = [];
  const listed = op.op["x-error-codes"] as Record<string, string[]> | undefined;
  for (const status of Object.keys(op.op.responses ?? {})) {
    const n = Number(status);
    if (!(n >= 400)) continue;
    for (const code of listed?.[status] ?? contract.codesOfStatus(status)) out.push({ status: n, code });
  }
  return out;
}

/** The description's error codes (spec/rules/error-codes.yaml, less the designed ones), with their status. */
export function describedCodes(): { status: number; code: string }[] {
  const out: { status: number; code: string }[] = [];
  for (const [status, entries] of Object.entries(errorCodeTable()))
    for (const e of (entries ?? []) as { code: string; designed?: boolean }[]) if (!e.designed) out.push({ status: Number(status), code: e.code });
  return out;
}

const designedCodes = (): Set<string> => {
  const s = new Set<string>();
  for (const entries of Object.values(errorCodeTable()))
    for (const e of (entries ?? []) as { code: string; designed?: boolean }[]) if (e.designed) s.add(e.code);
  return s;
};

function operationEntries(contract: Contract): CatalogueEntry[] {
  const out: CatalogueEntry[] = [];
  const designed = designedCodes();
  for (const op of contract.operations) {
    const success = Object.keys(op.op.responses ?? {}).filter((s) => s.startsWith("2"));
    out.push({
      id: entryId.operation(op.key),
      kind: "operation",
      source: op.op["x-designed"] ? "designed" : "live",
      says: `${op.key} answers ${success.join(" or ")} to a request it should serve, its body valid against the contract`,
      operation: op.key,
      checks: [],
      needs: needsOf(op.key),
    });
    for (const { status, code } of documentedErrors(contract, op)) {
      const needs: RuleNeeds | undefined = needsOf(op.key) || needsOf(op.key, code) ? { ...needsOf(op.key), ...needsOf(op.key, code) } : undefined;
      out.push({
        id: entryId.error(op.key, status, code),
        kind: "error",
        source: designed.has(code) || op.op["x-designed"] ? "designed" : "description",
        says: `${op.key} answers ${status} ${code} when its condition holds`,
        operation: op.key,
        status,
        code,
        checks: [],
        needs,
        unreachable: UNREACHABLE_CODES[code],
      });
    }
  }
  return out;
}

function codeEntries(errors: CatalogueEntry[]): CatalogueEntry[] {
  const byCode = new Map<string, CatalogueEntry[]>();
  for (const e of errors) byCode.set(e.code!, [...(byCode.get(e.code!) ?? []), e]);
  return describedCodes().map(({ status, code }) => {
    const on = byCode.get(code) ?? [];
    // Needs of the code: those every operation documenting it shares (none when one can be met plainly).
    const needs = on.length && on.every((e) => e.needs) ? on[0].needs : undefined;
    return {
      id: entryId.code(code),
      kind: "code" as const,
      source: "description" as const,
      says: `${status} ${code}, a code of the description's error tables, is answered where its condition holds (documented on ${on.length} operation${on.length === 1 ? "" : "s"})`,
      status,
      code,
      checks: [],
      needs,
      unreachable: UNREACHABLE_CODES[code] ?? (on.length ? undefined : NO_OPERATION),
    };
  });
}

function rowEntries(rows: TransitionRow[]): CatalogueEntry[] {
  return rows.map((r) => ({ id: r.id, kind: "row", source: r.source, says: r.says, table: r.table, checks: r.by, needs: r.needs, unreachable: r.unreachable }));
}

/** Rules the checks name, merged by id (the first declaration's source and words; every check naming it). */
function ruleEntries(checks: { id: string; rules?: RuleSpec[] }[]): CatalogueEntry[] {
  const byId = new Map<string, CatalogueEntry>();
  for (const c of checks)
    for (const r of c.rules ?? []) {
      const have = byId.get(r.id);
      if (have) {
        if (!have.checks.includes(c.id)) have.checks.push(c.id);
        continue;
      }
      byId.set(r.id, { id: r.id, kind: "rule", source: r.source, says: r.says, checks: [c.id], needs: r.needs, safety: r.safety });
    }
  return [...byId.values()];
}

export interface Catalogue {
  entries: CatalogueEntry[];
  /** Table rows that a noted transition verifies: row id -> the transition. */
  transitions: Map<string, { machine: string; from: string; to: string }>;
}

/** The whole catalogue: operations, their documented errors, the description's codes, table rows, then the checks' rules. */
export function buildCatalogue(contract: Contract, checks: Pick<CheckDefinition, "id" | "rules">[]): Catalogue {
  const ops = operationEntries(contract);
  const rows = catalogueRows(Object.keys(contract.doc?.webhooks ?? {}));
  const entries = [...ops, ...codeEntries(ops.filter((e) => e.kind === "error")), ...rowEntries(rows), ...ruleEntries(checks)];
  const transitions = new Map(rows.filter((r) => r.transition).map((r) => [r.id, r.transition!]));
  return { entries, transitions };
}
