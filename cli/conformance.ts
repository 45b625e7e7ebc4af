/**
 * `paysim conformance`: run the conformance suite against a target. Exit code 0 only when
 * every executed check passed (warnings about designed rules do not fail a run), 1 when a
 * check failed, 2 when the run could not start (bad flag, unknown check in --only, a target
 * not answering, a target URL without the version path, credentials that do not
 * authenticate), always as one line.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { request } from "undici";
import { type CommandSpec, type Parsed, str, num, list } from "./args.js";
import { CliError } from "./errors.js";
import type { GivenPlatform, RunOptions } from "../conformance/runner/types.js";

const KINDS = ["unregulated", "regulated", "skipPaperwork", "contactEmailPhone", "sca", "cardProgram", "production"];

export const conformanceCommand: CommandSpec = {
  usage: "paysim conformance --target URL (--control URL | --platform KIND=ID:SECRET ... | --client-id ID --client-secret SECRET) [options]",
  summary: "Run the conformance suite (schemas, state machines, error rules, webhooks) against a server; the report's headline is the rule-coverage verdict.",
  flags: [
    { name: "target", kind: "string", env: "PAYSIM_TARGET", value: "URL", help: "base URL of the server under test, including /2025-10-13" },
    {
      name: "control",
      kind: "string",
      env: "PAYSIM_CONTROL",
      value: "URL",
      help: "root URL of the target's control API (spec/control/openapi.yaml: fresh platforms, their clock); optional",
    },
    { name: "admin", kind: "string", env: "PAYSIM_ADMIN", value: "URL", help: "the same as --control" },
    {
      name: "platform",
      kind: "string",
      repeatable: true,
      value: "KIND=ID:SECRET",
      help: `credentials of a platform of a kind (${KINDS.join(", ")}, or second: another platform for the tenancy checks); repeat for each`,
    },
    { name: "client-id", kind: "string", env: "PAYSIM_CLIENT_ID", value: "ID", help: "credentials of a platform on the target (its kind: --platform-kind)" },
    { name: "client-secret", kind: "string", env: "PAYSIM_CLIENT_SECRET", value: "SECRET", help: "its secret" },
    {
      name: "platform-kind",
      kind: "string",
      default: "unregulated",
      choices: KINDS,
      value: "KIND",
      help: "the kind of the --client-id platform",
    },
    { name: "second-client-id", kind: "string", value: "ID", help: "a second platform, for the tenancy checks (or --platform second=ID:SECRET)" },
    { name: "second-client-secret", kind: "string", value: "SECRET", help: "its secret" },
    {
      name: "webhook-key",
      kind: "string",
      repeatable: true,
      value: "[KIND=]FILE|PEM",
      help: "public key verifying the platforms' webhook signatures (a PEM file or text), for a kind or for all; without --control",
    },
    {
      name: "receiver-url",
      kind: "string",
      value: "URL",
      help: "public URL the target posts webhooks to, forwarded to the suite's receiver (give --receiver-port)",
    },
    { name: "receiver-port", kind: "port", value: "PORT", help: "local port of the suite's webhook receiver (default: any free port)" },
    { name: "wait-budget", kind: "count", default: "60", value: "SECONDS", help: "real time the run may wait for platform time without --control" },
    {
      name: "designed",
      kind: "string",
      default: "warn",
      choices: ["warn", "fail"],
      value: "warn|fail",
      help: "a broken rule our simulator designed: a warning, or a failure",
    },
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

/** The control API must answer GET /_sim/health with 200 when it is named. */
async function checkControl(url: string, timeoutMs: number): Promise<void> {
  let status: number;
  try {
    const res = await request(`${url}/_sim/health`, { method: "GET", headersTimeout: Math.min(timeoutMs, 5000), bodyTimeout: Math.min(timeoutMs, 5000) });
    await res.body.dump();
    status = res.statusCode;
  } catch (e) {
    const err = e as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
    throw new CliError(`the control API ${url} does not answer (${err.code ?? err.cause?.code ?? err.name}); start it first, or check the URL`);
  }
  if (status !== 200)
    throw new CliError(`the control API ${url} answers GET /_sim/health with ${status}: no control API there (leave out --control to run on given platforms)`);
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

/** `--platform KIND=ID:SECRET` (the secret may hold colons). */
export function parsePlatform(text: string): GivenPlatform {
  const eq = text.indexOf("=");
  const kind = eq > 0 ? text.slice(0, eq) : "";
  const creds = eq > 0 ? text.slice(eq + 1) : "";
  const colon = creds.indexOf(":");
  if (![...KINDS, "second"].includes(kind) || colon <= 0 || colon === creds.length - 1)
    throw new CliError(`--platform takes KIND=ID:SECRET with KIND one of ${[...KINDS, "second"].join(", ")}, got "${text.replace(/:.*/, ":***")}"`);
  return { kind: kind as GivenPlatform["kind"], clientId: creds.slice(0, colon), clientSecret: creds.slice(colon + 1) };
}

/** `--webhook-key [KIND=]FILE|PEM`: a PEM text, or a file holding one. */
export function parseWebhookKey(text: string): { kind?: string; pem: string } {
  const eq = text.indexOf("=");
  const kind = eq > 0 && [...KINDS, "second"].includes(text.slice(0, eq)) ? text.slice(0, eq) : undefined;
  const value = kind ? text.slice(eq + 1) : text;
  let pem = value;
  if (!value.includes("-----BEGIN")) {
    try {
      pem = readFileSync(value, "utf8");
    } catch (e) {
      throw new CliError(`--webhook-key: cannot read ${value} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message}); give a PEM file or the PEM text`);
    }
  }
  if (!/-----BEGIN PUBLIC KEY-----/.test(pem)) throw new CliError(`--webhook-key: ${kind ? `${kind}=` : ""}${value.slice(0, 60)} holds no PEM public key`);
  return { kind, pem };
}

export async function runConformance(args: Parsed): Promise<number> {
  const rawTarget = str(args, "target");
  if (!rawTarget) throw new CliError("--target is required (the base URL of the server under test, e.g. http://127.0.0.1:4010/2025-10-13)");
  const target = validUrl(rawTarget, "target");
  const controlFlag = str(args, "control") ?? str(args, "admin");
  const control = controlFlag ? validUrl(controlFlag, str(args, "control") ? "control" : "admin") : undefined;
  const platforms = (list(args, "platform") ?? []).map(parsePlatform);
  const clientId = str(args, "client-id");
  const clientSecret = str(args, "client-secret");
  if ((clientId && !clientSecret) || (!clientId && clientSecret)) throw new CliError("give both --client-id and --client-secret");
  if (!control && !platforms.length && !clientId)
    throw new CliError("give --control URL, or the credentials of a platform (--platform KIND=ID:SECRET, or --client-id and --client-secret)");
  const secondId = str(args, "second-client-id");
  const secondSecret = str(args, "second-client-secret");
  const webhookKeys = (list(args, "webhook-key") ?? []).map(parseWebhookKey);
  const receiverUrl = str(args, "receiver-url") ? validUrl(str(args, "receiver-url")!, "receiver-url") : undefined;
  if (receiverUrl && num(args, "receiver-port") === undefined)
    throw new CliError("--receiver-url needs --receiver-port: the local port its traffic is forwarded to");
  const only = list(args, "only");
  const timeoutMs = num(args, "timeout")!;
  await checkOnly(only);
  if (control) await checkControl(control, timeoutMs);
  const { runSuite } = await import("../conformance/run.js");
  const { PreflightError } = await import("../conformance/runner/preflight.js");
  const options: RunOptions = {
    target,
    control,
    platforms,
    credentials: clientId && clientSecret ? { clientId, clientSecret } : undefined,
    platformKind: str(args, "platform-kind") as RunOptions["platformKind"],
    secondCredentials: secondId && secondSecret ? { clientId: secondId, clientSecret: secondSecret } : undefined,
    webhookKeys,
    receiverUrl,
    receiverPort: num(args, "receiver-port"),
    waitBudgetMs: num(args, "wait-budget")! * 1000,
    designed: str(args, "designed") as RunOptions["designed"],
    out: resolve(str(args, "out")!),
    seed: num(args, "seed") ?? Math.floor(Math.random() * 2 ** 31),
    runs: num(args, "runs")!,
    only,
    timeoutMs,
    replayPath: str(args, "replay"),
    caseFilter: str(args, "case"),
  };
  try {
    const { result, files } = await runSuite(options, { signals: true });
    if (files) process.stdout.write(`reports: ${files.html}\n         ${files.junit}\n         ${files.json}\n`);
    return result.totals.failed === 0 ? 0 : 1;
  } catch (e) {
    if (e instanceof PreflightError) throw new CliError(e.message);
    throw e;
  }
}
