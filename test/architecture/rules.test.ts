/**
 * Every rule table once: each spec/rules/<name>.yaml has its own JSON Schema and passes it
 * (through the contract's loader, which validates at load), is listed in
 * spec/rules/README.md with its source, and no handler, domain or model file holds a
 * literal copy of a suffix table or a status/transition list of a table.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoPath, repoRoot } from "../../contract/paths.js";
import { parseRuleTable, ruleTable, ruleTableNames, rulesSchemaPath, schemaErrors } from "../../contract/rules/load.js";

const names = ruleTableNames();

/** Suffix keys of every table: 3-character keys of mappings whose keys are (mostly) suffixes. */
function suffixKeys(): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!v || typeof v !== "object") return;
    const keys = Object.keys(v);
    const suffixes = keys.filter((k) => /^\d{3}$/.test(k));
    if (suffixes.length >= 2) suffixes.forEach((k) => out.add(k));
    Object.values(v).forEach(walk);
  };
  for (const n of names) walk(ruleTable(n));
  return out;
}

/** Status vocabularies: each `statuses` list, and the from/to values of each `transitions` list. */
function statusSets(): { table: string; statuses: Set<string> }[] {
  const out: { table: string; statuses: Set<string> }[] = [];
  const walk = (table: string, v: unknown): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(table, x));
    if (!v || typeof v !== "object") return;
    for (const [k, x] of Object.entries(v)) {
      if (k === "statuses" && Array.isArray(x)) out.push({ table, statuses: new Set(x.filter((s) => typeof s === "string")) });
      if (k === "transitions" && Array.isArray(x)) {
        const s = new Set<string>();
        for (const t of x) for (const f of ["from", "to"]) if (typeof t?.[f] === "string") s.add(t[f]);
        if (s.size) out.push({ table, statuses: s });
      }
      walk(table, x);
    }
  };
  for (const n of names) walk(n, ruleTable(n));
  return out;
}

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...sources(p));
    else if (/\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name)) out.push(p);
  }
  return out;
}

const RULE_READERS = ["simulator/areas", "conformance/models", "conformance/arbitraries"];

/** Literal copies of rule tables in a source text (comments blanked). */
export function literalCopies(text: string, suffixes: Set<string>, sets: { table: string; statuses: Set<string> }[]): string[] {
  const src = text.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
  const found: string[] = [];
  const keyed = new Set([...src.matchAll(/["']?(\d{3})["']?\s*:/g)].map((m) => m[1]).filter((k) => suffixes.has(k)));
  if (keyed.size >= 2) found.push(`a suffix table (keys ${[...keyed].join(", ")})`);
  for (const m of src.matchAll(/\[\s*((?:["'][A-Z][A-Z0-9_]*["']\s*,\s*){2,}["'][A-Z][A-Z0-9_]*["'])\s*,?\s*\]/g)) {
    const items = [...m[1].matchAll(/["']([A-Z0-9_]+)["']/g)].map((x) => x[1]);
    const owner = sets.find((s) => items.every((i) => s.statuses.has(i)));
    if (owner) found.push(`a status list of ${owner.table}.yaml: [${items.join(", ")}]`);
  }
  for (const m of src.matchAll(/\{\s*from:\s*["']([A-Z_]+)["']\s*,\s*to:\s*["']([A-Z_]+)["']/g)) {
    const owner = sets.find((s) => s.statuses.has(m[1]) && s.statuses.has(m[2]));
    if (owner) found.push(`a transition of ${owner.table}.yaml: ${m[1]} -> ${m[2]}`);
  }
  return found;
}

describe("rule tables", () => {
  it("each file under spec/rules/ has its own schema and passes it", () => {
    expect(names.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const n of names) {
      try {
        readFileSync(rulesSchemaPath(n));
        ruleTable(n);
      } catch (e) {
        problems.push((e as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it("a table that breaks its schema is refused at load, naming the file", () => {
    const text = readFileSync(repoPath("spec", "rules", "transactions.yaml"), "utf8").replace("final: [REJECTED", "final: [SETTLED_ELSEWHERE");
    expect(() => parseRuleTable("transactions", text)).toThrow(/spec\/rules\/transactions\.yaml: does not match its schema/);
    expect(schemaErrors("quotes", { designed: true })).not.toEqual([]);
  });

  it("spec/rules/README.md lists every table, with its source, and nothing else", () => {
    const readme = readFileSync(repoPath("spec", "rules", "README.md"), "utf8");
    const rows = [...readme.matchAll(/^\|\s*`([a-z0-9-]+)\.yaml`\s*\|([^|]*)\|([^|]*)\|/gm)].map((m) => ({ name: m[1], source: m[3].trim() }));
    expect(rows.map((r) => r.name).sort()).toEqual(names);
    for (const r of rows) expect(r.source, `${r.name}.yaml: source`).toMatch(/\S{3,}/);
  });

  it("no handler, domain or model file restates a suffix table or a status/transition list", () => {
    const suffixes = suffixKeys();
    const sets = statusSets();
    expect(suffixes.has("002")).toBe(true);
    expect(sets.some((s) => s.table === "transactions" && s.statuses.has("PROCESSING"))).toBe(true);
    const copies: string[] = [];
    for (const dir of RULE_READERS) {
      for (const f of sources(join(repoRoot, dir))) {
        for (const c of literalCopies(readFileSync(f, "utf8"), suffixes, sets)) copies.push(`${relative(repoRoot, f)}: ${c}`);
      }
    }
    expect(copies).toEqual([]);
  });

  it("recognises a planted copy of each kind", () => {
    const suffixes = suffixKeys();
    const sets = statusSets();
    expect(literalCopies(`const T = { "002": "FAILED", "003": "COMPLETED" };`, suffixes, sets)).toHaveLength(1);
    expect(literalCopies(`const OPEN = ["CREATED", "PENDING", "PROCESSING"];`, suffixes, sets)[0]).toMatch(/status list/);
    expect(literalCopies(`const t = [{ from: "PENDING_AUTHORIZATION", to: "COMPLETED" }];`, suffixes, sets)[0]).toMatch(/transition of quotes\.yaml/);
    expect(literalCopies(`// { "002": x, "003": y }\nconst ok = ["USDC", "USDT", "BTC"];`, suffixes, sets)).toEqual([]);
  });
});
