/**
 * Rule tables: every spec/rules/<name>.yaml, read once and checked against its own JSON
 * Schema, spec/rules/schemas/<name>.schema.json. Any table loads by name through
 * `ruleTable(name)`; the typed accessors beside this file (kyc.ts, money.ts, ...) give a
 * table its TypeScript type and the checks a schema cannot express (cross references).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { parse } from "yaml";
import { repoPath } from "../paths.js";
import { createAjv, type ValidateFunction } from "../schema-registry.js";

export const RULES_DIR = repoPath("spec", "rules");

export const rulesFilePath = (name: string): string => repoPath("spec", "rules", `${name}.yaml`);
export const rulesSchemaPath = (name: string): string => repoPath("spec", "rules", "schemas", `${name}.schema.json`);

/** Names of every table under spec/rules/ (file names without `.yaml`), sorted. */
export function ruleTableNames(): string[] {
  return readdirSync(RULES_DIR)
    .filter((f) => f.endsWith(".yaml"))
    .map((f) => f.slice(0, -".yaml".length))
    .sort();
}

/** A malformed rule table: names the file and what is wrong (thrown at start, never later). */
export class RuleTableError extends Error {
  constructor(name: string, what: string) {
    super(`spec/rules/${name}.yaml: ${what}`);
  }
}

/** A check of one table: throws a RuleTableError naming the file when `cond` is falsy. */
export type Need = (cond: unknown, what: string) => void;

/** `need(cond, what)` for one table. */
export function checker(name: string): Need {
  return (cond, what) => {
    if (!cond) throw new RuleTableError(name, what);
  };
}

const ajv = createAjv();
const validators = new Map<string, ValidateFunction>();

function validatorOf(name: string): ValidateFunction {
  let v = validators.get(name);
  if (!v) {
    const path = rulesSchemaPath(name);
    if (!existsSync(path)) throw new RuleTableError(name, `has no schema (add spec/rules/schemas/${name}.schema.json)`);
    v = ajv.compile(JSON.parse(readFileSync(path, "utf8")));
    validators.set(name, v);
  }
  return v;
}

/** Errors of a parsed table against its schema, one line each ([] when valid). */
export function schemaErrors(name: string, table: unknown): string[] {
  const v = validatorOf(name);
  if (v(table)) return [];
  return (v.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}${e.params ? " " + JSON.stringify(e.params) : ""}`);
}

/** Parse a table's text, validate it against its schema, then run `check`. */
export function parseRuleTable<T>(name: string, text: string, check?: (table: T) => void): T {
  const table = parse(text, { maxAliasCount: -1 }) as T;
  if (table === null || typeof table !== "object") throw new RuleTableError(name, "is not a mapping");
  const errors = schemaErrors(name, table);
  if (errors.length) throw new RuleTableError(name, `does not match its schema: ${errors.slice(0, 5).join("; ")}`);
  check?.(table);
  return table;
}

const tables = new Map<string, unknown>();

/** The table spec/rules/<name>.yaml, read and validated once. */
export function ruleTable<T = unknown>(name: string, check?: (table: T) => void): T {
  if (!tables.has(name)) tables.set(name, parseRuleTable<T>(name, readFileSync(rulesFilePath(name), "utf8"), check));
  return tables.get(name) as T;
}

/** The `load` of every typed accessor defined so far (by the modules imported). */
const defined = new Map<string, () => unknown>();

/** A typed accessor for one table: `load()` (once) and `parse(text)` (tests, other files). */
export function defineRuleTable<T>(name: string, check?: (table: T) => void): { name: string; path: string; load(): T; parse(text: string): T } {
  const load = () => ruleTable<T>(name, check);
  defined.set(name, load);
  return { name, path: rulesFilePath(name), load, parse: (text) => parseRuleTable<T>(name, text, check) };
}

/** The `load` of every table a typed accessor was defined for (a server warming up reads them one by one). */
export function definedRuleTableLoads(): (() => unknown)[] {
  return [...defined.values()];
}

/** Read and check every table a typed accessor was defined for (a server warming up: no table is read while it answers). */
export function loadDefinedRuleTables(): void {
  for (const load of defined.values()) load();
}
