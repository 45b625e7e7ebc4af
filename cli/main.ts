/**
 * The `paysim` command line. Each subcommand declares its flags (cli/args.ts) and lives in
 * its own module; this file dispatches, prints --help, and turns usage mistakes and
 * user-fixable failures into one line on stderr with exit code 2 (never a stack trace).
 *
 * Exit codes: 0 success; 1 the command ran and found failures (conformance, proxy, replay); 2 bad
 * invocation or an environment problem (unknown flag, malformed value, port in use,
 * target not answering).
 */
import { type CommandSpec, type Parsed, UsageError, parseCommand, helpText } from "./args.js";
import { nearNames } from "../contract/near-names.js";
import { CliError } from "./errors.js";
import { contractVersion, packageVersion } from "../contract/versions.js";

interface Command {
  spec: CommandSpec;
  run(args: Parsed): Promise<number>;
}

const lazy =
  <M>(load: () => Promise<M>, pick: (m: M) => Command) =>
  async (): Promise<Command> =>
    pick(await load());

/** Each command's module is loaded only when that command runs (or shows its help): `paysim --version` loads none. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: lazy(
    () => import("./serve.js"),
    (m) => ({ spec: m.serveCommand, run: (a) => m.runServe(a) }),
  ),
  conformance: lazy(
    () => import("./conformance.js"),
    (m) => ({ spec: m.conformanceCommand, run: (a) => m.runConformance(a) }),
  ),
  mock: lazy(
    () => import("./mock.js"),
    (m) => ({ spec: m.mockCommand, run: (a) => m.runMock(a) }),
  ),
  diff: lazy(
    () => import("./diff.js"),
    (m) => ({ spec: m.diffCommand, run: (a) => m.runDiff(a) }),
  ),
  gate: lazy(
    () => import("./gate.js"),
    (m) => ({ spec: m.gateCommand, run: (a) => m.runGate(a) }),
  ),
  listen: lazy(
    () => import("./listen.js"),
    (m) => ({ spec: m.listenCommand, run: (a) => m.runListen(a) }),
  ),
  trigger: lazy(
    () => import("./trigger.js"),
    (m) => ({ spec: m.triggerCommand, run: (a) => m.runTrigger(a) }),
  ),
  proxy: lazy(
    () => import("./proxy.js"),
    (m) => ({ spec: m.proxyCommand, run: (a) => m.runProxy(a) }),
  ),
  replay: lazy(
    () => import("./replay.js"),
    (m) => ({ spec: m.replayCommand, run: (a) => m.runReplay(a) }),
  ),
  fidelity: lazy(
    () => import("./fidelity.js"),
    (m) => ({ spec: m.fidelityCommand, run: (a) => m.runFidelity(a) }),
  ),
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
  proxy         validate traffic to a real server against the contract (--upstream URL); --shadow compares it with the simulator
  replay        play a recording of paysim proxy --record against a server and compare the answers (FILE --target URL)
  fidelity      measure the simulator against a version of the live OpenAPI document (--live FILE)
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
    const topic = name === "help" && rest[0] && Object.hasOwn(COMMANDS, rest[0]) ? await COMMANDS[rest[0]]() : undefined;
    process.stdout.write(topic ? helpText(topic.spec) : USAGE);
    return 0;
  }
  if (!Object.hasOwn(COMMANDS, name)) {
    const near = nearNames(name, Object.keys(COMMANDS));
    process.stderr.write(
      `paysim: unknown command "${name}"${near.length ? ` (did you mean ${near.join(", ")}?)` : ""} (commands: ${Object.keys(COMMANDS).join(", ")}; see paysim --help)\n`,
    );
    return 2;
  }
  const cmd = await COMMANDS[name]();
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
