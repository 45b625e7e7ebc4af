/**
 * The `paysim` command line: `serve`, `conformance`, `mock`.
 * Each subcommand lives in its own module; this file only dispatches.
 */
import { runMock } from "./mock.js";

const USAGE = `paysim <command> [options]

Commands:
  serve         start the stateful simulator (default http://127.0.0.1:4010/2025-10-13)
  conformance   run the conformance suite against a target
  mock          start Prism's stateless mock of the bundled spec on 127.0.0.1:4011
  help          show this text
`;

export async function main(argv: string[]): Promise<number | void> {
  const [cmd, ...rest] = argv;
  switch (cmd) {
    case "serve": {
      const { runServe } = await import("./serve.js");
      return runServe(rest);
    }
    case "conformance": {
      const { runConformance } = await import("./conformance.js");
      return runConformance(rest);
    }
    case "mock":
      return runMock(rest);
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(USAGE);
      return 0;
    default:
      process.stderr.write(`paysim: unknown command "${cmd}"\n\n${USAGE}`);
      return 2;
  }
}
