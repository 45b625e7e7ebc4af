/**
 * The command-line parser (cli/args.ts, node:util parseArgs underneath) against one
 * declaration: values typed by kind, environment variables and defaults in that order,
 * `--name=value` and `--name value`, the `--` terminator, and every mistake refused as a
 * UsageError whose message names it.
 */
import { describe, expect, it } from "vitest";
import { type CommandSpec, UsageError, bool, helpText, list, num, parseCommand, str } from "../../cli/args.js";

const cmd: CommandSpec = {
  usage: "paysim demo [options] NAME",
  summary: "A declaration that uses every kind of flag.",
  positional: [{ name: "NAME", help: "a name", required: true }],
  flags: [
    { name: "port", kind: "port", env: "DEMO_PORT", default: "4010", help: "a port" },
    { name: "target", kind: "string", value: "URL", help: "a URL" },
    { name: "mode", kind: "string", choices: ["a", "b"], help: "a choice" },
    { name: "strict", kind: "boolean", env: "DEMO_STRICT", help: "a switch" },
    { name: "runs", kind: "count", help: "a count" },
    { name: "offset", kind: "integer", help: "an integer" },
    { name: "only", kind: "list", help: "a list" },
  ],
};

const parse = (argv: string[], env: NodeJS.ProcessEnv = {}) => parseCommand(cmd, argv, env);
const refused = (argv: string[], env: NodeJS.ProcessEnv = {}): string => {
  try {
    parse(argv, env);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`accepted: ${argv.join(" ")}`);
};

describe("parseCommand", () => {
  it("types each value by its kind, in either spelling, with the positional argument", () => {
    const p = parse(["x", "--port=0", "--target", "http://h", "--mode", "b", "--strict", "--runs", "3", "--offset", "-5", "--only", "a, b,,c"]);
    expect(p.help).toBe(false);
    expect(p.positional).toEqual(["x"]);
    expect([num(p, "port"), str(p, "target"), str(p, "mode"), bool(p, "strict"), num(p, "runs"), num(p, "offset")]).toEqual([0, "http://h", "b", true, 3, -5]);
    expect(list(p, "only")).toEqual(["a", "b", "c"]);
  });

  it("takes a flag's value from the command line, else its environment variable, else its default", () => {
    expect(num(parse(["x"]), "port")).toBe(4010);
    expect(num(parse(["x"], { DEMO_PORT: "5000" }), "port")).toBe(5000);
    expect(num(parse(["x", "--port", "6000"], { DEMO_PORT: "5000" }), "port")).toBe(6000);
    expect(bool(parse(["x"], { DEMO_STRICT: "yes" }), "strict")).toBe(true);
    expect(bool(parse(["x", "--strict=false"], { DEMO_STRICT: "yes" }), "strict")).toBe(false);
    expect(str(parse(["x"]), "target")).toBeUndefined();
  });

  it("treats everything after -- as positional", () => {
    expect(parse(["--", "--odd-name"]).positional).toEqual(["--odd-name"]);
  });

  it("lets --help or -h anywhere win, even beside mistakes", () => {
    expect(parse(["--nope", "-h"]).help).toBe(true);
    expect(parse(["--port", "abc", "--help"]).help).toBe(true);
  });

  it("names each mistake in one message", () => {
    expect(refused(["x", "--prot", "1"])).toBe("unknown flag --prot (did you mean --port?) (see --help)");
    expect(refused(["x", "--zzz"])).toBe("unknown flag --zzz (see --help)");
    expect(refused(["x", "-q"])).toBe("unknown option -q (see --help)");
    expect(refused(["x", "--runs", "1", "--runs", "2"])).toBe("--runs is given twice");
    expect(refused(["x", "--target"])).toBe("--target needs a value (URL)");
    expect(refused(["x", "--target", "--mode", "a"])).toBe("--target needs a value (URL)");
    expect(refused(["x", "--target="])).toBe("--target needs a value");
    expect(refused(["x", "--port", "99999"])).toBe('--port must be a port number 0-65535, got "99999"');
    expect(refused(["x", "--runs", "-1"])).toBe('--runs must be a whole number ≥ 0, got "-1"');
    expect(refused(["x", "--offset", "1.5"])).toBe('--offset must be a whole number, got "1.5"');
    expect(refused(["x", "--mode", "c"])).toBe('--mode must be one of a, b, got "c"');
    expect(refused(["x", "--strict=maybe"])).toBe('--strict must be true or false, got "maybe"');
    expect(refused(["x", "--only", ","])).toBe("--only needs at least one value");
    expect(refused(["x", "y"])).toBe('unexpected argument "y" (see --help)');
    expect(refused([])).toBe("missing NAME (see --help)");
    expect(refused(["x"], { DEMO_PORT: "http" })).toBe('DEMO_PORT must be a port number 0-65535, got "http"');
  });
});

describe("helpText", () => {
  it("lists every flag with its value, default, environment variable and choices", () => {
    const h = helpText(cmd);
    expect(h.startsWith("usage: paysim demo [options] NAME\n")).toBe(true);
    expect(h).toMatch(/--port PORT +a port \(default 4010; env DEMO_PORT\)/);
    expect(h).toMatch(/--mode STRING +a choice \(one of a\|b\)/);
    expect(h).toMatch(/--strict +a switch \(env DEMO_STRICT\)/);
    expect(h).toContain("--help, -h");
  });
});
