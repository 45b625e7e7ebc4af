/**
 * `paysim listen --forward-to URL`: point the platform's webhook endpoint at a relay on
 * 127.0.0.1 and forward every delivery, byte for byte with its X-Service-Signature (as the
 * service signed it), to URL; one line per event with the receiver's status. The relay
 * answers the simulator with the receiver's status, so retries and dead-lettering follow
 * the receiver. On exit (Ctrl-C, or after --max-events) the previous endpoint is put back.
 */
import { bothNames, loadHeaderNames } from "../contract/rules/header-names.js";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { request } from "undici";
import { type CommandSpec, type Parsed, str, num } from "./args.js";
import { CliError } from "./errors.js";
import { call, errorText, must, targetOf } from "./toolbox-client.js";
import type { components } from "../generated/api.js";

type S = components["schemas"];

export const listenCommand: CommandSpec = {
  usage: "paysim listen --forward-to URL [--target URL] [--client-id ID --client-secret SECRET]",
  summary: "Forward a platform's webhook events, signed as the service signs them, to a local URL; one line per event.",
  flags: [
    { name: "forward-to", kind: "string", value: "URL", help: "where each event is POSTed (e.g. http://localhost:3000/webhooks)" },
    { name: "target", kind: "string", env: "PAYSIM_TARGET", default: "http://127.0.0.1:4010", value: "URL", help: "the simulator" },
    { name: "client-id", kind: "string", env: "PAYSIM_CLIENT_ID", default: "sandbox_client_id", value: "ID", help: "the platform's client id" },
    { name: "client-secret", kind: "string", env: "PAYSIM_CLIENT_SECRET", default: "sandbox_client_secret", value: "SECRET", help: "its secret" },
    { name: "port", kind: "port", default: "0", help: "port of the local relay the simulator delivers to (0 picks a free one)" },
    { name: "max-events", kind: "count", default: "0", value: "N", help: "stop after N events (0: run until interrupted)" },
    { name: "timeout", kind: "count", default: "10000", value: "MS", help: "how long the receiver has to answer" },
  ],
};

/** The signature header under either name (spec/rules/header-names.yaml), forwarded under the name it came with. */
const SIGNATURES = bothNames(loadHeaderNames().webhookSignature);
const MAX_BODY = 1024 * 1024;

function readAll(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let n = 0;
    req.on("data", (c: Buffer) => {
      n += c.length;
      if (n > MAX_BODY) req.destroy(new Error("body too large"));
      else chunks.push(c);
    });
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

export async function runListen(args: Parsed, out: (line: string) => void = (l) => process.stdout.write(l + "\n"), stop?: AbortSignal): Promise<number> {
  const forward = str(args, "forward-to");
  if (!forward) throw new CliError("--forward-to is required (the URL that receives the events)");
  try {
    new URL(forward);
  } catch {
    throw new CliError(`--forward-to must be a URL, got "${forward}"`);
  }
  const t = targetOf(str(args, "target")!, str(args, "client-id"), str(args, "client-secret"));
  const max = num(args, "max-events")!;
  const timeoutMs = num(args, "timeout")!;
  const previous = (await must<S["PlatformConfig"]>(t, "GET", "/config"))?.webhookEndpoint;
  let seen = 0;
  let finish!: () => void;
  const done = new Promise<void>((r) => (finish = r));
  const server = createServer(async (req, res) => {
    const raw = await readAll(req).catch(() => undefined);
    if (!raw) return void res.destroy();
    let type = "?";
    let id = "?";
    try {
      const env = JSON.parse(raw.toString("utf8"));
      type = env.type ?? "?";
      id = env.id ?? "?";
    } catch {
      /* forwarded as is */
    }
    let status: number;
    let note = "";
    const started = Date.now();
    try {
      const name = SIGNATURES.find((h) => typeof req.headers[h] === "string");
      const sig = name ? req.headers[name] : undefined;
      const r = await request(forward, {
        method: "POST",
        body: raw,
        headers: { "content-type": "application/json", ...(name && typeof sig === "string" ? { [name]: sig } : {}) },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      await r.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      status = r.statusCode;
    } catch (e) {
      const err = e as Error & { code?: string };
      status = 502;
      note = ` (${err.code ?? err.message})`;
    }
    out(`${new Date().toISOString()}  ${type.padEnd(36)} ${id}  -> ${status === 502 && note ? "no answer" : status}${note}  ${Date.now() - started} ms`);
    res.writeHead(status === 502 && note ? 502 : status).end();
    if (max > 0 && ++seen >= max) finish();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) => reject(new CliError(`cannot listen on 127.0.0.1:${num(args, "port")} (${e.code})`)));
    server.listen(num(args, "port")!, "127.0.0.1", () => resolve());
  });
  const relay = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const set = await call(t, "PATCH", "/config", { webhookEndpoint: relay });
  if (set.status >= 300) {
    server.close();
    throw new CliError(`could not point the platform's webhook endpoint at ${relay}: ${set.status} ${errorText(set.body)}`);
  }
  out(`Ready: events of ${t.root} are forwarded to ${forward} (relay ${relay}). Ctrl-C to stop.`);
  const onSignal = () => finish();
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  stop?.addEventListener("abort", onSignal);
  await done;
  process.off("SIGINT", onSignal);
  process.off("SIGTERM", onSignal);
  // Put the previous endpoint back (a platform without one keeps the relay's: the API cannot unset it).
  if (previous) await call(t, "PATCH", "/config", { webhookEndpoint: previous }).catch(() => undefined);
  await new Promise<void>((r) => {
    server.close(() => r());
    server.closeAllConnections();
  });
  out(`Stopped after ${seen} event${seen === 1 ? "" : "s"}${previous ? `; webhook endpoint restored to ${previous}` : ""}.`);
  return 0;
}
