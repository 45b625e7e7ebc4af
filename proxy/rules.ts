/**
 * The drift tools' rules (spec/fidelity/normalisation.yaml): read once, checked against their
 * JSON Schema, and compiled into the matchers the comparison, the rewriting and the
 * recording ask per value: is this value one to pair, a volatile one, a URL with a host, a
 * sink, a secret. A malformed file stops the command at start with one line naming it.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { repoPath } from "../contract/paths.js";
import { createAjv } from "../contract/schema-registry.js";

export const RULES_PATH = repoPath("spec", "fidelity", "normalisation.yaml");
export const RULES_SCHEMA_PATH = repoPath("spec", "fidelity", "normalisation.schema.json");

interface Scoped {
  operations: string;
  keys?: string[];
  values?: string[];
}

interface MatcherData {
  keys?: string[];
  values?: string[];
  scoped?: Scoped[];
}

export interface MirrorRule {
  method: string;
  path: string;
  platform?: boolean;
}

/** The file as written. */
export interface RulesData {
  pair: MatcherData & { keys: string[]; values: string[]; embedded: string; inside?: string[]; instants?: string[] };
  volatile: MatcherData;
  hosts: { values: string[] };
  sink: { keys: string[] };
  uncomparable: { headers: string[]; keys: string[]; operations?: { operations: string; why: string }[] };
  mirror: MirrorRule[];
  redact: MatcherData & { headers: string[]; keys: string[]; cardNumbers: boolean };
  classify: { state: string[]; amount: string[] };
}

/** A property-name matcher: exact names, `*suffix` and `prefix*`. */
export type KeyMatch = (key: string | undefined) => boolean;

export function keyMatcher(keys: readonly string[] = []): KeyMatch {
  const exact = new Set(keys.filter((k) => !k.includes("*")));
  const suffixes = keys.filter((k) => k.startsWith("*")).map((k) => k.slice(1));
  const prefixes = keys.filter((k) => k.endsWith("*") && !k.startsWith("*")).map((k) => k.slice(0, -1));
  return (key) => key !== undefined && (exact.has(key) || suffixes.some((s) => key.endsWith(s)) || prefixes.some((p) => key.startsWith(p)));
}

/** Whether a value at a property of an operation falls under a section of the rules. */
export type ValueMatch = (key: string | undefined, value: string, operation: string | undefined) => boolean;

function valueMatcher(data: MatcherData): ValueMatch {
  const keys = keyMatcher(data.keys);
  const values = (data.values ?? []).map((v) => new RegExp(v));
  const scoped = (data.scoped ?? []).map((s) => ({
    ops: new RegExp(s.operations),
    keys: keyMatcher(s.keys),
    values: (s.values ?? []).map((v) => new RegExp(v)),
  }));
  return (key, value, operation) => {
    if (keys(key) || values.some((re) => re.test(value))) return true;
    if (operation === undefined) return false;
    for (const s of scoped) if (s.ops.test(operation) && (s.keys(key) || s.values.some((re) => re.test(value)))) return true;
    return false;
  };
}

export interface Rules {
  data: RulesData;
  /** A value naming a resource: paired between the two sides, rewritten both ways. */
  pairs: ValueMatch;
  /** Ids inside longer strings (a global expression). */
  embedded: RegExp;
  /** Paired values also rewritten inside longer strings (a platform's UMA domain). */
  inside: KeyMatch;
  /** A resource's own instants: volatile, yet paired so that a query naming one (a time bound) reaches the other side as its own. */
  instant: KeyMatch;
  /** A value that differs on every run: presence and type only. */
  volatile: ValueMatch;
  /** The part of a URL that is the server's own (scheme, host, port), or undefined. */
  host: (value: string) => string | undefined;
  sink: KeyMatch;
  uncomparableHeaders: ReadonlySet<string>;
  uncomparableKey: KeyMatch;
  /** Why an operation's answers are not compared ("POST /webhooks/test": the receiver's), or undefined. */
  uncomparableOperation: (operation: string | undefined) => string | undefined;
  mirror: (method: string, path: string) => MirrorRule | undefined;
  redactHeader: (name: string) => boolean;
  redactValue: ValueMatch;
  cardNumbers: boolean;
  state: KeyMatch;
  amount: KeyMatch;
}

/** A malformed rules file: one line naming the file and what is wrong. */
export class RulesError extends Error {}

function templateRegExp(path: string): RegExp {
  const body = path
    .split("/")
    .map((seg) => (/^\{.+\}$/.test(seg) ? "[^/]+" : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${body}/?$`);
}

export function compileRules(data: RulesData): Rules {
  const hosts = data.hosts.values.map((v) => new RegExp(v));
  const mirrors = data.mirror.map((m) => ({ rule: m, re: templateRegExp(m.path) }));
  const redactHeaders = new Set(data.redact.headers);
  const uncomparableOps = (data.uncomparable.operations ?? []).map((o) => ({ re: new RegExp(o.operations), why: o.why }));
  return {
    data,
    pairs: valueMatcher(data.pair),
    embedded: new RegExp(data.pair.embedded, "g"),
    inside: keyMatcher(data.pair.inside),
    instant: keyMatcher(data.pair.instants),
    volatile: valueMatcher(data.volatile),
    host: (value) => {
      for (const re of hosts) {
        const m = re.exec(value);
        if (m && m.index === 0) return m[0];
      }
      return undefined;
    },
    sink: keyMatcher(data.sink.keys),
    uncomparableHeaders: new Set(data.uncomparable.headers),
    uncomparableKey: keyMatcher(data.uncomparable.keys),
    uncomparableOperation: (op) => (op === undefined ? undefined : uncomparableOps.find((u) => u.re.test(op))?.why),
    mirror: (method, path) => mirrors.find((m) => m.rule.method === method.toUpperCase() && m.re.test(path.split("?")[0]))?.rule,
    redactHeader: (name) => redactHeaders.has(name.toLowerCase()),
    redactValue: valueMatcher(data.redact),
    cardNumbers: data.redact.cardNumbers,
    state: keyMatcher(data.classify.state),
    amount: keyMatcher(data.classify.amount),
  };
}

/** Parse and check a rules text (`where` names it in errors). */
export function parseRules(text: string, where = "spec/fidelity/normalisation.yaml"): Rules {
  let data: unknown;
  try {
    data = parse(text);
  } catch (e) {
    throw new RulesError(`${where}: not YAML (${(e as Error).message.split("\n")[0]})`);
  }
  const validate = createAjv().compile(JSON.parse(readFileSync(RULES_SCHEMA_PATH, "utf8")));
  if (!validate(data)) {
    const e = validate.errors?.[0];
    throw new RulesError(`${where}: does not match its schema: ${e?.instancePath || "/"} ${e?.message ?? "is invalid"}`);
  }
  try {
    return compileRules(data as RulesData);
  } catch (e) {
    throw new RulesError(`${where}: ${(e as Error).message}`);
  }
}

let loaded: Rules | undefined;

/** The rules of spec/fidelity/normalisation.yaml, read and checked once. */
export function loadRules(): Rules {
  loaded ??= parseRules(readFileSync(RULES_PATH, "utf8"));
  return loaded;
}
