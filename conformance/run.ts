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
  opts: { checks?: CheckDefinition[]; console?: boolean; write?: boolean; contract?: Contract } = {},
): Promise<SuiteRun> {
  const contract = opts.contract ?? Contract.load();
  const engine = new Engine(contract, opts.checks ?? ALL_CHECKS);
  if (opts.console !== false) attachConsole(engine, process.stdout, options.quiet);
  const result = await engine.run(options);
  const files = opts.write === false ? undefined : writeReports(result, options.out);
  return { result, files };
}
