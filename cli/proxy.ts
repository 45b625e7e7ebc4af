/**
 * `paysim proxy --upstream URL`: the validating proxy (proxy/server.ts) in front of a real
 * server, with `--shadow` (each exchange also played on a simulator and compared), `--record
 * FILE` and `--webhook-forward URL`. Runs until Ctrl-C (or --max-exchanges, --max-seconds),
 * then writes the report (JSON, HTML, JUnit). Exit code 0 when nothing was found, 1 when a
 * violation or a difference was, 2 when it could not run.
 */
import { accessSync, constants, readFileSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { type CommandSpec, type Parsed, bool, num, str } from "./args.js";
import { listenFlags } from "./serve.js";
import { CliError } from "./errors.js";

export const proxyCommand: CommandSpec = {
  usage: "paysim proxy --upstream URL [--shadow] [--record FILE] [--webhook-forward URL --webhook-key FILE] [options]",
  summary:
    "Forward every request to a real server and validate both sides against the contract; with --shadow, also play each exchange on a simulator and report where the two answer differently.",
  flags: [
    {
      name: "upstream",
      kind: "string",
      env: "PAYSIM_UPSTREAM",
      value: "URL",
      help: "the real server's base URL, with the version (e.g. https://api.example.com/2025-10-13)",
    },
    ...listenFlags({ port: "PAYSIM_PROXY_PORT", host: "PAYSIM_PROXY_HOST" }, "4012", "port to listen on (0 picks a free one)"),
    { name: "shadow", kind: "boolean", help: "also play every exchange on an in-process simulator and compare the answers" },
    {
      name: "shadow-kind",
      kind: "string",
      default: "regulated",
      choices: ["regulated", "unregulated", "skipPaperwork"],
      value: "KIND",
      help: "the kind of platform the shadow makes for the upstream's credentials",
    },
    { name: "shadow-wait", kind: "count", default: "2000", value: "MS", help: "how long a request waits for the shadow to play the exchanges before it" },
    { name: "record", kind: "string", value: "FILE", help: "write every exchange to FILE (JSON lines), secrets redacted" },
    { name: "record-secrets", kind: "boolean", help: "keep credentials, signatures, OTPs, card numbers and secrets in the recording" },
    { name: "record-max-bytes", kind: "count", default: "104857600", value: "BYTES", help: "stop recording past this size" },
    { name: "record-body-bytes", kind: "count", default: "262144", value: "BYTES", help: "a body larger than this is left out of the recording" },
    { name: "webhook-forward", kind: "string", value: "URL", help: "relay the upstream's webhooks (sent to <proxy>/_proxy/webhooks) to this receiver" },
    { name: "webhook-key", kind: "string", value: "FILE|PEM", help: "the platform's webhook public key, to verify relayed deliveries" },
    { name: "max-body-bytes", kind: "count", default: "16777216", value: "BYTES", help: "largest request body forwarded (413 above)" },
    { name: "timeout", kind: "count", default: "30000", value: "MS", help: "how long the upstream has to answer (504 after)" },
    { name: "header-bytes", kind: "count", default: "4096", value: "BYTES", help: "largest Paysim-Violations header" },
    { name: "out", kind: "string", default: "reports", value: "DIR", help: "where drift.json, drift.html and drift.junit.xml go" },
    { name: "max-exchanges", kind: "count", default: "0", value: "N", help: "stop after N exchanges of the API (0: run until interrupted)" },
    { name: "max-seconds", kind: "count", default: "0", value: "S", help: "stop after S seconds (0: run until interrupted)" },
    { name: "verbose", kind: "boolean", help: "print every exchange, not only what is found" },
  ],
};

export function httpUrl(u: string, flag: string): string {
  try {
    const p = new URL(u);
    if (p.protocol !== "http:" && p.protocol !== "https:") throw new Error();
  } catch {
    throw new CliError(`--${flag} must be an http(s) URL, got "${u}"`);
  }
  return u.replace(/\/+$/, "");
}

function keyPem(text: string): string {
  let pem = text;
  if (!text.includes("-----BEGIN")) {
    try {
      pem = readFileSync(text, "utf8");
    } catch (e) {
      throw new CliError(`--webhook-key: cannot read ${text} (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
  }
  if (!pem.includes("-----BEGIN PUBLIC KEY-----")) throw new CliError(`--webhook-key: ${text.slice(0, 60)} holds no PEM public key`);
  return pem;
}

/** The recording's folder must exist and be writable, and the file not be a folder: judged before anything starts. */
function writable(file: string): void {
  try {
    accessSync(dirname(file), constants.W_OK);
    if (statSync(file, { throwIfNoEntry: false })?.isDirectory()) throw Object.assign(new Error(), { code: "EISDIR" });
  } catch (e) {
    throw new CliError(`--record ${file}: cannot write there (${(e as NodeJS.ErrnoException).code ?? "error"})`);
  }
}

export async function runProxy(args: Parsed, out: (line: string) => void = (l) => process.stdout.write(l + "\n"), stop?: AbortSignal): Promise<number> {
  const raw = str(args, "upstream");
  if (!raw) throw new CliError("--upstream is required (the real server's base URL, e.g. https://api.example.com/2025-10-13)");
  const upstream = httpUrl(raw, "upstream");
  const { contractVersion } = await import("../contract/versions.js");
  if (!upstream.endsWith(`/${contractVersion()}`)) throw new CliError(`--upstream must end with the API version /${contractVersion()}, got "${upstream}"`);
  const forward = str(args, "webhook-forward");
  const key = str(args, "webhook-key");
  const { startProxy } = await import("../proxy/server.js");
  const { RulesError } = await import("../proxy/rules.js");
  const port = num(args, "port")!;
  const host = str(args, "host")!;
  const record = str(args, "record");
  if (record) writable(resolve(record));
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  try {
    proxy = await startProxy({
      upstream,
      port,
      host,
      shadow: bool(args, "shadow") ? { kind: str(args, "shadow-kind")!, waitMs: num(args, "shadow-wait")! } : undefined,
      record: record
        ? {
            file: resolve(record),
            secrets: bool(args, "record-secrets"),
            maxBytes: num(args, "record-max-bytes")!,
            maxBodyBytes: num(args, "record-body-bytes")!,
          }
        : undefined,
      maxBodyBytes: num(args, "max-body-bytes")!,
      timeoutMs: num(args, "timeout")!,
      headerMaxBytes: num(args, "header-bytes")!,
      webhookForward: forward ? httpUrl(forward, "webhook-forward") : undefined,
      webhookKeyPem: key ? keyPem(key) : undefined,
      verbose: bool(args, "verbose"),
      log: out,
    });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new CliError(`port ${port} on ${host} is in use (choose another with --port, or 0 for a free one)`);
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND" || code === "EACCES") throw new CliError(`cannot listen on ${host}:${port} (${code})`);
    if (e instanceof RulesError) throw new CliError(e.message);
    throw e;
  }
  out(
    `paysim proxy listening on ${proxy.baseUrl} -> ${upstream}${proxy.shadow ? ` (shadow: a simulator on ${proxy.shadow.base})` : ""}${record ? `; recording to ${resolve(record)}` : ""}${forward ? `; webhooks at ${proxy.rootUrl}/_proxy/webhooks relayed to ${forward}` : ""}`,
  );
  const maxExchanges = num(args, "max-exchanges")!;
  const maxSeconds = num(args, "max-seconds")!;
  await new Promise<void>((done) => {
    const timers: NodeJS.Timeout[] = [];
    const finish = () => {
      process.off("SIGINT", finish);
      process.off("SIGTERM", finish);
      stop?.removeEventListener("abort", finish);
      for (const t of timers) clearTimeout(t);
      done();
    };
    process.once("SIGINT", finish);
    process.once("SIGTERM", finish);
    stop?.addEventListener("abort", finish);
    if (maxSeconds > 0) timers.push(setTimeout(finish, maxSeconds * 1000));
    if (maxExchanges > 0) timers.push(setInterval(() => proxy.count() >= maxExchanges && finish(), 50));
  });
  const report = await proxy.close();
  const { writeReports } = await import("../proxy/report/files.js");
  const files = writeReports(report, resolve(str(args, "out")!), "drift");
  out(proxy.session.summary());
  out(`reports: ${files.html}\n         ${files.junit}\n         ${files.json}`);
  return proxy.session.found() ? 1 : 0;
}
