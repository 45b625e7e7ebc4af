/**
 * `paysim serve`: the stateful simulator on http://127.0.0.1:4010/2025-10-13 with a ready
 * sandbox platform whose credentials and webhook key it prints.
 */
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { type CommandSpec, type FlagSpec, type Parsed, str, num, bool } from "./args.js";
import { CliError } from "./errors.js";
import { loadStoreLimitRules, STORE_LIMIT_NAMES } from "../contract/rules/store-limits.js";

/** One flag per cap of spec/rules/store-limits.yaml (the table names the flag). */
function storeLimitFlags(): FlagSpec[] {
  const rules = loadStoreLimitRules();
  return STORE_LIMIT_NAMES.map((name) => ({
    name: rules.limits[name].flag.replace(/^--/, ""),
    kind: "count" as const,
    default: String(rules.limits[name].default),
    value: "N",
    help: rules.limits[name].description,
  }));
}

/** The HTTP layer's limits, each defaulting to its row of spec/rules/limits.yaml. */
const HTTP_LIMIT_FLAGS: FlagSpec[] = [
  { name: "max-body-bytes", value: "BYTES", help: "largest JSON request body; larger ones get 413" },
  { name: "headers-timeout-ms", value: "MS", help: "a client must send its headers within this time" },
  { name: "request-timeout-ms", value: "MS", help: "a client must send its whole request within this time" },
].map((f) => ({ ...f, kind: "count", help: `${f.help} (default from spec/rules/limits.yaml)` }));

/** The address a server command listens on: its port (default `port`, from env `env.port`) and host (127.0.0.1, from env `env.host`). */
export function listenFlags(env: { port: string; host: string }, port: string, portHelp: string): FlagSpec[] {
  return [
    { name: "port", kind: "port", env: env.port, default: port, help: portHelp },
    { name: "host", kind: "string", env: env.host, default: "127.0.0.1", value: "HOST", help: "address to listen on" },
  ];
}

function storeLimits(args: Parsed): Record<string, number> {
  const rules = loadStoreLimitRules();
  return Object.fromEntries(STORE_LIMIT_NAMES.map((name) => [name, num(args, rules.limits[name].flag.replace(/^--/, ""))!]));
}

export const serveCommand: CommandSpec = {
  usage: "paysim serve [options]",
  summary: "Start the stateful simulator with one ready sandbox platform (its credentials are printed).",
  flags: [
    ...listenFlags({ port: "PORT", host: "HOST" }, "4010", "port to listen on (0 picks a free one)"),
    { name: "client-id", kind: "string", env: "PAYSIM_CLIENT_ID", default: "sandbox_client_id", value: "ID", help: "the ready platform's client id" },
    {
      name: "client-secret",
      kind: "string",
      env: "PAYSIM_CLIENT_SECRET",
      default: "sandbox_client_secret",
      value: "SECRET",
      help: "the ready platform's client secret",
    },
    {
      name: "platform-kind",
      kind: "string",
      env: "PAYSIM_PLATFORM_KIND",
      default: "regulated",
      choices: ["regulated", "unregulated", "skipPaperwork"],
      value: "KIND",
      help: "the ready platform: regulated (customers APPROVED at creation, accounts at once), unregulated (KYC by the service), skipPaperwork",
    },
    { name: "strict", kind: "boolean", env: "PAYSIM_STRICT", help: "validate every response against the contract" },
    { name: "spec", kind: "string", value: "FILE", help: "serve another bundled contract instead of generated/openapi.json" },
    { name: "key-file", kind: "string", value: "FILE", help: "where to write the ready platform's webhook public key (PEM)" },
    {
      name: "data-dir",
      kind: "string",
      env: "PAYSIM_DATA_DIR",
      value: "DIR",
      help: "keep every platform's state in DIR (SQLite, WAL) and restore it on start",
    },
    {
      name: "seed",
      kind: "string",
      env: "PAYSIM_SEED",
      default: "paysim",
      value: "SEED",
      help: "the ready platform's id and webhook key pair derive from it: the same seed gives the same key on every start",
    },
    {
      name: "webhook-signature-header",
      kind: "string",
      env: "PAYSIM_WEBHOOK_SIGNATURE_HEADER",
      default: "description",
      choices: ["description", "live"],
      value: "NAME",
      help: "sign webhooks under the description's X-Service-Signature, or under the live service's name of the header (spec/rules/header-names.yaml)",
    },
    ...HTTP_LIMIT_FLAGS,
    ...storeLimitFlags(),
  ],
};

const KIND_SETTINGS = {
  regulated: { regulated: true },
  unregulated: { regulated: false },
  skipPaperwork: { regulated: false, skipVerificationPaperwork: true },
} as const;

export async function runServe(args: Parsed): Promise<number> {
  const t0 = performance.now();
  const host = str(args, "host")!;
  const port = num(args, "port")!;
  const strict = bool(args, "strict");
  const kind = str(args, "platform-kind") as keyof typeof KIND_SETTINGS;
  const spec = str(args, "spec");
  if (spec !== undefined && !existsSync(spec)) throw new CliError(`--spec ${spec}: no such file`);
  const dataDir = str(args, "data-dir");
  if (dataDir !== undefined) {
    // Judged before the simulator loads: an unusable path is one line at once.
    const { makeDataDir } = await import("../simulator/persistence/data-dir-path.js");
    const { loadSqlite } = await import("../simulator/persistence/sqlite-file.js");
    try {
      loadSqlite();
      makeDataDir(dataDir);
    } catch (e) {
      throw new CliError((e as Error).message);
    }
  }
  const { createSimulator } = await import("../simulator/app.js");
  const { signatureHeaderOf } = await import("../simulator/webhooks/signer.js");
  const bodyBytes = num(args, "max-body-bytes");
  const headersMs = num(args, "headers-timeout-ms");
  const requestMs = num(args, "request-timeout-ms");
  const make = () =>
    createSimulator({
      strict,
      specPath: spec,
      dataDir,
      seed: str(args, "seed"),
      webhookSignatureHeader: str(args, "webhook-signature-header") as "description" | "live",
      limits: storeLimits(args),
      bodyLimits: bodyBytes !== undefined ? { jsonMaxBytes: bodyBytes } : undefined,
      timeouts:
        headersMs !== undefined || requestMs !== undefined
          ? { ...(headersMs !== undefined ? { headersMs } : {}), ...(requestMs !== undefined ? { requestMs } : {}) }
          : undefined,
      defaultPlatform: { clientId: str(args, "client-id"), clientSecret: str(args, "client-secret"), settings: { ...KIND_SETTINGS[kind] } },
    });
  let sim: ReturnType<typeof make>;
  try {
    sim = make();
  } catch (e) {
    // A damaged or locked data directory: one line, nothing loaded, exit 2.
    if ((e as Error).name === "DataDirError") throw new CliError((e as Error).message);
    throw e;
  }
  let listening: { baseUrl: string; rootUrl: string };
  try {
    listening = await sim.listen(port, host);
  } catch (e) {
    await sim.close();
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new CliError(`port ${port} on ${host} is in use (choose another with --port, or 0 for a free one)`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EINVAL") throw new CliError(`cannot listen on ${host}: ${code} (check --host)`);
    if (code === "EACCES") throw new CliError(`no permission to listen on ${host}:${port} (choose a port above 1023)`);
    throw e;
  }
  const { baseUrl, rootUrl } = listening;
  const ms = Math.round(performance.now() - t0);
  const p = sim.defaultPlatform!.platform;
  const keyFile = str(args, "key-file") ?? join(tmpdir(), `paysim-webhook-key-${p.clientId}.pem`);
  writeFileSync(keyFile, p.webhookPublicKeyPem);
  process.stdout.write(
    [
      `paysim simulator listening on ${baseUrl}  (ready in ${ms} ms${strict ? ", strict response validation" : ""})`,
      `  admin API:   ${rootUrl}/_sim  (health: ${rootUrl}/_sim/health, contracts: ${rootUrl}/_sim/contracts/api.json and ${rootUrl}/_sim/contracts/admin.json)`,
      `  browser:     ${rootUrl}/_sim/ui  (the resource browser; sign in with the client id and secret below)`,
      `  API docs:    ${rootUrl}/_sim/docs  (reference pages of the contracts; every link: ${rootUrl}/_sim)`,
      `  sandbox platform ${p.id} (${kind})`,
      `    client id:          ${p.clientId}`,
      `    client secret:      ${p.clientSecret}`,
      `    webhook public key: ${keyFile}  (P-256 SPKI PEM; verifies ${signatureHeaderOf(str(args, "webhook-signature-header") as "description" | "live")})`,
      `    curl -u ${p.clientId}:${p.clientSecret} ${baseUrl}/config`,
      "",
    ].join("\n"),
  );
  await new Promise<void>((resolve) => {
    const stop = () => void sim.close().then(resolve);
    process.once("SIGINT", stop);
    process.once("SIGTERM", stop);
  });
  return 0;
}
