/**
 * `paysim conformance`: run the conformance suite against a target.
 *   --target <base URL including /2025-10-13>   (required)
 *   --client-id/--client-secret                 credentials of a platform on the target
 *   --admin <root URL>                          the target's simulator admin API (fresh platforms, clock)
 *   --platform-kind <kind>                      without --admin: the given platform's kind (unregulated | regulated | skipPaperwork | contactEmailPhone)
 *   --second-client-id/--second-client-secret   without --admin: a second platform, for the tenancy checks
 *   --out <dir> (reports/)  --seed <n>  --runs <n> (20)  --only <area|check,...>  --timeout <ms> (10000)
 *   --replay <path> --case <name>               re-run a failure's fast-check counterexample (with its --seed)
 * Exit code 0 only when every executed check passed.
 */
import { resolve } from "node:path";
import { parseArgs, flagString, type ParsedArgs } from "./args.js";
import type { RunOptions } from "../conformance/runner/types.js";

function second(args: ParsedArgs): RunOptions["secondCredentials"] {
  const clientId = flagString(args, "second-client-id");
  const clientSecret = flagString(args, "second-client-secret");
  return clientId && clientSecret ? { clientId, clientSecret } : undefined;
}

const HELP = `paysim conformance --target <base URL incl. /2025-10-13> [--admin <root URL>] [--client-id ID --client-secret SECRET]
                    [--platform-kind KIND] [--second-client-id ID --second-client-secret SECRET]
                    [--out reports/] [--seed N] [--runs N] [--only area|check[,..]] [--timeout ms] [--replay PATH --case NAME]
`;

export async function runConformance(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  if (args.flags.help) {
    process.stdout.write(HELP);
    return 0;
  }
  const target = flagString(args, "target", "PAYSIM_TARGET");
  if (!target) {
    process.stderr.write(`paysim conformance: --target is required\n\n${HELP}`);
    return 2;
  }
  const clientId = flagString(args, "client-id", "PAYSIM_CLIENT_ID");
  const clientSecret = flagString(args, "client-secret", "PAYSIM_CLIENT_SECRET");
  const admin = flagString(args, "admin", "PAYSIM_ADMIN");
  if (!admin && !(clientId && clientSecret)) {
    process.stderr.write("paysim conformance: give --admin <root URL> or --client-id and --client-secret\n");
    return 2;
  }
  const num = (name: string, fallback: number) => {
    const v = flagString(args, name);
    if (v === undefined) return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`--${name} must be a number`);
    return n;
  };
  const { runSuite } = await import("../conformance/run.js");
  const { result, files } = await runSuite({
    target: target.replace(/\/$/, ""),
    admin: admin?.replace(/\/$/, ""),
    credentials: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    platformKind: (flagString(args, "platform-kind") as RunOptions["platformKind"]) ?? "unregulated",
    secondCredentials: second(args),
    out: resolve(flagString(args, "out", undefined, "reports")!),
    seed: num("seed", Math.floor(Math.random() * 2 ** 31)),
    runs: num("runs", 20),
    only: flagString(args, "only")?.split(",").map((s) => s.trim()).filter(Boolean),
    timeoutMs: num("timeout", 10_000),
    replayPath: flagString(args, "replay"),
    caseFilter: flagString(args, "case"),
  });
  if (files) process.stdout.write(`reports: ${files.html}\n         ${files.junit}\n         ${files.json}\n`);
  return result.totals.failed === 0 ? 0 : 1;
}
