/**
 * The `paysim` command line. Each subcommand declares its flags (cli/args.ts) and lives in
 * its own module; this file dispatches, prints --help, and turns usage mistakes and
 * user-fixable failures into one line on stderr with exit code 2 (never a stack trace).
 *
 * Exit codes: 0 success; 1 the command ran and found failures (conformance); 2 bad
 * invocation or an environment problem (unknown flag, malformed value, port in use,
 * target not answering).
 */
import { type CommandSpec, type Parsed, UsageError, parseCommand, helpText, nearNames } from "./args.js";
import { CliError } from "./errors.js";
import { serveCommand } from "./serve.js";
import { conformanceCommand } from "./conformance.js";
import { mockCommand } from "./mock.js";
import { diffCommand } from "./diff.js";
import { gateCommand } from "./gate.js";
import { listenCommand } from "./listen.js";
import { triggerCommand } from "./trigger.js";
import { contractVersion, packageVersion } from "../contract/versions.js";

interface Command {
  spec: CommandSpec;
  run(args: Parsed): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  serve: { spec: serveCommand, run: async (a) => (await import("./serve.js")).runServe(a) },
  conformance: { spec: conformanceCommand, run: async (a) => (await import("./conformance.js")).runConformance(a) },
  mock: { spec: mockCommand, run: async (a) => (await import("./mock.js")).runMock(a) },
  diff: { spec: diffCommand, run: async (a) => (await import("./diff.js")).runDiff(a) },
  gate: { spec: gateCommand, run: async (a) => (await import("./gate.js")).runGate(a) },
  listen: { spec: listenCommand, run: async (a) => (await import("./listen.js")).runListen(a) },
  trigger: { spec: triggerCommand, run: async (a) => (await import("./trigger.js")).runTrigger(a) },
};

const USAGE = `usage: paysim <command> [options]

Commands:
  serve         start the stateful simulator (default http://127.0.0.1:4010/2025-10-13)
  conformance   run the conformance suite against a target
  mock          start Prism's stateless mock of the bundled spec on 127.0.0.1:4011
  diff          what a contract change breaks, for whom, proven by a request (BASE REVISION)
  gate          diff against the base ref, then the conformance run against the simulator
  listen        forward a platform's webhook events, signed, to a local URL (--forward-to URL)
  trigger       make a webhook event happen (EVENT_TYPE; --list shows them)
  help          show this text

Run "paysim <command> --help" for a command's options; "paysim --version" for the versions.
Exit codes: 0 success, 1 failures found, 2 bad invocation or environment (one line on stderr).
`;

/** `paysim --version`: the package's version and the version of the API its contract describes. */
export const versionLine = (): string => `paysim ${packageVersion()} (Platform Payments API contract ${contractVersion()})`;

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined) {
    // No command: the usage on stderr, and a failing exit code for scripts that forgot one.
    process.stderr.write(USAGE);
    return 2;
  }
  if (name === "--version" || name === "-v") {
    process.stdout.write(versionLine() + "\n");
    return 0;
  }
  if (name === "help" || name === "--help" || name === "-h") {
    const topic = name === "help" && rest[0] ? COMMANDS[rest[0]] : undefined;
    process.stdout.write(topic ? helpText(topic.spec) : USAGE);
    return 0;
  }
  const cmd = COMMANDS[name];
  if (!cmd) {
    const near = nearNames(name, Object.keys(COMMANDS));
    process.stderr.write(
      `paysim: unknown command "${name}"${near.length ? ` (did you mean ${near.join(", ")}?)` : ""} (commands: ${Object.keys(COMMANDS).join(", ")}; see paysim --help)\n`,
    );
    return 2;
  }
  try {
    const args = parseCommand(cmd.spec, rest);
    if (args.help) {
      process.stdout.write(helpText(cmd.spec));
      return 0;
    }
    return await cmd.run(args);
  } catch (e) {
    if (e instanceof UsageError || e instanceof CliError) {
      process.stderr.write(`paysim ${name}: ${e.message}\n`);
      return e instanceof CliError ? e.exitCode : 2;
    }
    throw e;
  }
}
