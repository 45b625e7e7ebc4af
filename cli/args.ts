/**
 * The command line's argument parser: each subcommand declares its flags once (name,
 * kind, environment variable, default, one line of help), and the parser turns argv
 * into typed values or a UsageError naming the first thing that is wrong. The same
 * declaration prints the command's --help. node:util parseArgs tokenizes argv.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { nearNames } from "../contract/near-names.js";

export type FlagKind = "string" | "boolean" | "port" | "count" | "integer" | "list";

export interface FlagSpec {
  name: string;
  kind: FlagKind;
  help: string;
  /** Environment variable read when the flag is not given. */
  env?: string;
  /** Shown in --help; parsed like a given value. */
  default?: string;
  /** Placeholder for the value in --help (e.g. URL, DIR). */
  value?: string;
  /** Allowed values (string flags). */
  choices?: readonly string[];
  /** May be given more than once (string flags): the values in order, as a list. */
  repeatable?: boolean;
}

export interface CommandSpec {
  /** e.g. "paysim serve" */
  usage: string;
  summary: string;
  flags: FlagSpec[];
  /** Names of positional arguments, in order (none by default). */
  positional?: { name: string; help: string; required?: boolean }[];
}

/** Bad invocation: printed as one line, exit code 2. */
export class UsageError extends Error {}

export type FlagValue = string | number | boolean | string[];

export interface Parsed {
  help: boolean;
  values: Record<string, FlagValue | undefined>;
  positional: string[];
}

const HELP_FLAGS = new Set(["--help", "-h"]);

function convert(spec: FlagSpec, raw: string, source: string): FlagValue {
  switch (spec.kind) {
    case "port": {
      const n = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(n) || n < 0 || n > 65535) throw new UsageError(`${source} must be a port number 0-65535, got "${raw}"`);
      return n;
    }
    case "count":
    case "integer": {
      const n = /^-?\d+$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n) || (spec.kind === "count" && n < 0)) {
        throw new UsageError(`${source} must be ${spec.kind === "count" ? "a whole number ≥ 0" : "a whole number"}, got "${raw}"`);
      }
      return n;
    }
    case "list": {
      const items = raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
      if (!items.length) throw new UsageError(`${source} needs at least one value`);
      return items;
    }
    case "boolean": {
      if (["1", "true", "yes", "on"].includes(raw.toLowerCase())) return true;
      if (["0", "false", "no", "off", ""].includes(raw.toLowerCase())) return false;
      throw new UsageError(`${source} must be true or false, got "${raw}"`);
    }
    default:
      if (raw === "") throw new UsageError(`${source} needs a value`);
      if (spec.choices && !spec.choices.includes(raw)) throw new UsageError(`${source} must be one of ${spec.choices.join(", ")}, got "${raw}"`);
      return raw;
  }
}

/** node:util parseArgs' view of a declaration: every flag a long option (boolean or string), plus -h. */
function parseArgsOptions(cmd: CommandSpec): ParseArgsConfig["options"] {
  const options: NonNullable<ParseArgsConfig["options"]> = { help: { type: "boolean", short: "h" } };
  for (const f of cmd.flags) options[f.name] = { type: f.kind === "boolean" ? "boolean" : "string" };
  return options;
}

/**
 * Parse argv against a command's declaration; throws UsageError. `--help`/`-h` anywhere wins.
 * node:util parseArgs splits argv into tokens (`--name value`, `--name=value`, short groups,
 * the `--` terminator) without judging them; the declaration then judges each token, so
 * every mistake is one line naming it (an unknown flag with the near names, a flag given
 * twice, a flag without its value, a malformed value, an unexpected argument).
 */
export function parseCommand(cmd: CommandSpec, argv: string[], env: NodeJS.ProcessEnv = process.env): Parsed {
  if (argv.some((a) => HELP_FLAGS.has(a))) return { help: true, values: {}, positional: [] };
  const byName = new Map(cmd.flags.map((f) => [f.name, f]));
  const { tokens } = parseArgs({ args: argv, options: parseArgsOptions(cmd), strict: false, allowPositionals: true, tokens: true });
  const given: Record<string, FlagValue> = {};
  const positional: string[] = [];
  for (const t of tokens) {
    if (t.kind === "positional") positional.push(t.value);
    if (t.kind !== "option") continue;
    if (!t.rawName.startsWith("--")) throw new UsageError(`unknown option ${t.rawName} (see --help)`);
    const spec = byName.get(t.name);
    if (!spec) {
      const near = nearNames(
        t.name,
        cmd.flags.map((f) => f.name),
      );
      throw new UsageError(`unknown flag --${t.name}${near.length ? ` (did you mean ${near.map((n) => "--" + n).join(", ")}?)` : ""} (see --help)`);
    }
    if (t.name in given && !spec.repeatable) throw new UsageError(`--${t.name} is given twice`);
    // A value is needed unless the flag is boolean; a next argument that is itself a flag is not one.
    if (spec.kind !== "boolean" && (t.value === undefined || (!t.inlineValue && t.value.startsWith("--") && t.value.length > 2)))
      throw new UsageError(`--${t.name} needs a value${spec.value ? ` (${spec.value})` : ""}`);
    const value = t.value === undefined ? true : convert(spec, t.value, `--${t.name}`);
    given[t.name] = spec.repeatable ? [...((given[t.name] as string[] | undefined) ?? []), String(value)] : value;
  }
  const expected = cmd.positional ?? [];
  if (positional.length > expected.length) throw new UsageError(`unexpected argument "${positional[expected.length]}" (see --help)`);
  for (let i = 0; i < expected.length; i++) {
    if (expected[i].required && positional[i] === undefined) throw new UsageError(`missing ${expected[i].name} (see --help)`);
  }
  const values: Record<string, FlagValue | undefined> = {};
  for (const f of cmd.flags) {
    if (f.name in given) values[f.name] = given[f.name];
    else if (f.env && env[f.env] !== undefined && env[f.env] !== "") {
      const v = convert(f, env[f.env]!, `${f.env}`);
      values[f.name] = f.repeatable ? [String(v)] : v;
    } else if (f.default !== undefined) values[f.name] = convert(f, f.default, `--${f.name}`);
  }
  return { help: false, values, positional };
}

/** The command's --help text. */
export function helpText(cmd: CommandSpec): string {
  const lines = [`usage: ${cmd.usage}`, "", cmd.summary, ""];
  if (cmd.positional?.length) {
    lines.push("arguments:");
    for (const p of cmd.positional) lines.push(`  ${p.name.padEnd(28)} ${p.help}`);
    lines.push("");
  }
  lines.push("options:");
  for (const f of cmd.flags) {
    const left = `--${f.name}${f.kind === "boolean" ? "" : ` ${f.value ?? f.kind.toUpperCase()}`}${f.repeatable ? " ..." : ""}`;
    const extra = [f.default !== undefined ? `default ${f.default}` : "", f.env ? `env ${f.env}` : "", f.choices ? `one of ${f.choices.join("|")}` : ""]
      .filter(Boolean)
      .join("; ");
    lines.push(`  ${left.padEnd(28)} ${f.help}${extra ? ` (${extra})` : ""}`);
  }
  lines.push(`  ${"--help, -h".padEnd(28)} this text`, "");
  return lines.join("\n");
}

/** Typed accessors over parsed values. */
export const str = (p: Parsed, name: string): string | undefined => p.values[name] as string | undefined;
export const num = (p: Parsed, name: string): number | undefined => p.values[name] as number | undefined;
export const bool = (p: Parsed, name: string): boolean => p.values[name] === true;
export const list = (p: Parsed, name: string): string[] | undefined => p.values[name] as string[] | undefined;
