/**
 * `paysim conformance`: run the conformance suite against a target. Exit code 0 only when
 * every executed check passed, 1 when a check failed, 2 when the run could not start
 * (bad flag, unknown check in --only, target not answering).
 */
import { resolve } from "node:path";
import { request } from "undici";
import { type CommandSpec, type Parsed, str, num, list } from "./args.js";
import { CliError } from "./errors.js";
import type { RunOptions } from "../conformance/runner/types.js";

export const conformanceCommand: CommandSpec = {
  usage: "paysim conformance --target URL (--admin URL | --client-id ID --client-secret SECRET) [options]",
  summary: "Run the conformance suite (schemas, state machines, error rules, webhooks) against a server.",
  flags: [
    { name: "target", kind: "string", env: "PAYSIM_TARGET", value: "URL", help: "base URL of the server under test, including /2025-10-13" },
    { name: "admin", kind: "string", env: "PAYSIM_ADMIN", value: "URL", help: "root URL of the target's simulator admin API (fresh platforms, clock)" },
    { name: "client-id", kind: "string", env: "PAYSIM_CLIENT_ID", value: "ID", help: "credentials of a platform on the target (without --admin)" },
    { name: "client-secret", kind: "string", env: "PAYSIM_CLIENT_SECRET", value: "SECRET", help: "its secret" },
    {
      name: "platform-kind",
      kind: "string",
      default: "unregulated",
      choices: ["unregulated", "regulated", "skipPaperwork", "contactEmailPhone"],
      value: "KIND",
      help: "without --admin: the given platform's kind",
    },
    { name: "second-client-id", kind: "string", value: "ID", help: "without --admin: a second platform, for the tenancy checks" },
    { name: "second-client-secret", kind: "string", value: "SECRET", help: "its secret" },
    { name: "out", kind: "string", default: "reports", value: "DIR", help: "where the JUnit, JSON and HTML reports go" },
    { name: "seed", kind: "count", value: "N", help: "seed of every property (default: random, printed)" },
    { name: "runs", kind: "count", default: "20", value: "N", help: "fast-check runs per property" },
    { name: "only", kind: "list", value: "CHECK,...", help: "run only these checks, areas or kinds" },
    { name: "timeout", kind: "count", default: "10000", value: "MS", help: "per-request timeout" },
    { name: "replay", kind: "string", value: "PATH", help: "re-run a failure's fast-check counterexample (with its --seed)" },
    { name: "case", kind: "string", value: "NAME", help: "run only the cases whose name contains this text" },
  ],
};

/** Every --only entry must select at least one check; else exit 2 naming the known ones. */
async function checkOnly(only: string[] | undefined): Promise<void> {
  if (!only) return;
  const { ALL_CHECKS } = await import("../conformance/catalogue.js");
  const { selectsCheck } = await import("../conformance/runner/engine.js");
  const unknown = only.filter((o) => !ALL_CHECKS.some((c) => selectsCheck(c, [o])));
  if (unknown.length) {
    const ids = ALL_CHECKS.map((c) => c.id);
    const areas = [...new Set(ALL_CHECKS.map((c) => c.area.toLowerCase()))];
    throw new CliError(`--only: unknown check ${unknown.map((u) => `"${u}"`).join(", ")}; known checks: ${ids.join(", ")}; areas: ${areas.join(", ")}`);
  }
}

/** The target (and admin API) must answer HTTP at all before a run starts. */
async function checkReachable(url: string, what: string, timeoutMs: number): Promise<void> {
  try {
    const res = await request(url, { method: "GET", headersTimeout: Math.min(timeoutMs, 5000), bodyTimeout: Math.min(timeoutMs, 5000) });
    await res.body.dump();
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
    const code = err.code ?? err.cause?.code ?? err.name;
    throw new CliError(`the ${what} ${url} does not answer (${code}); start it first, or check the URL`);
  }
}

function validUrl(u: string, flag: string): string {
  try {
    const parsed = new URL(u);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw new Error();
  } catch {
    throw new CliError(`--${flag} must be an http(s) URL, got "${u}"`);
  }
  return u.replace(/\/$/, "");
}

export async function runConformance(args: Parsed): Promise<number> {
  const rawTarget = str(args, "target");
  if (!rawTarget) throw new CliError("--target is required (the base URL of the server under test, e.g. http://127.0.0.1:4010/2025-10-13)");
  const target = validUrl(rawTarget, "target");
  const admin = str(args, "admin") ? validUrl(str(args, "admin")!, "admin") : undefined;
  const clientId = str(args, "client-id");
  const clientSecret = str(args, "client-secret");
  if (!admin && !(clientId && clientSecret)) throw new CliError("give --admin <root URL> or --client-id and --client-secret");
  const secondId = str(args, "second-client-id");
  const secondSecret = str(args, "second-client-secret");
  const only = list(args, "only");
  const timeoutMs = num(args, "timeout")!;
  await checkOnly(only);
  await checkReachable(target, "target", timeoutMs);
  if (admin) await checkReachable(`${admin}/_sim/health`, "admin API", timeoutMs);
  const { runSuite } = await import("../conformance/run.js");
  const { result, files } = await runSuite({
    target,
    admin,
    credentials: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    platformKind: str(args, "platform-kind") as RunOptions["platformKind"],
    secondCredentials: secondId && secondSecret ? { clientId: secondId, clientSecret: secondSecret } : undefined,
    out: resolve(str(args, "out")!),
    seed: num(args, "seed") ?? Math.floor(Math.random() * 2 ** 31),
    runs: num(args, "runs")!,
    only,
    timeoutMs,
    replayPath: str(args, "replay"),
    caseFilter: str(args, "case"),
  });
  if (files) process.stdout.write(`reports: ${files.html}\n         ${files.junit}\n         ${files.json}\n`);
  return result.totals.failed === 0 ? 0 : 1;
}
