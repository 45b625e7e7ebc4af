/** Programmatic entry: run the suite against a target and write the reports. */
import { Contract } from "../contract/operations.js";
import { Engine, type RunResult } from "./runner/engine.js";
import { ALL_CHECKS } from "./catalogue.js";
import { attachConsole } from "./reporters/console.js";
import { writeReports } from "./reporters/files.js";
import type { CheckDefinition, RunOptions } from "./runner/types.js";

export interface SuiteRun {
  result: RunResult;
  files?: { junit: string; json: string; html: string };
}

export async function runSuite(
  options: RunOptions,
  opts: {
    checks?: CheckDefinition[];
    console?: boolean;
    write?: boolean;
    contract?: Contract;
    /** On Ctrl-C or SIGTERM, delete the platforms the run created, then exit (130 / 143): the command line's behaviour. */
    signals?: boolean;
  } = {},
): Promise<SuiteRun> {
  const contract = opts.contract ?? Contract.load();
  const engine = new Engine(contract, opts.checks ?? ALL_CHECKS);
  if (opts.console !== false) attachConsole(engine, process.stdout, options.quiet);
  const onSignal = (signal: NodeJS.Signals) => {
    process.stderr.write(`\npaysim conformance: ${signal}: deleting the platforms this run created\n`);
    void engine.cleanup().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  if (opts.signals) for (const sig of ["SIGINT", "SIGTERM"] as const) process.once(sig, onSignal);
  try {
    const result = await engine.run(options);
    const files = opts.write === false ? undefined : writeReports(result, options.out);
    return { result, files };
  } finally {
    if (opts.signals) for (const sig of ["SIGINT", "SIGTERM"] as const) process.off(sig, onSignal);
  }
}
