/**
 * What the drift tests share: an upstream (a simulator in this process, with the ready sandbox
 * platform `paysim serve` makes), a "drifted upstream" (that simulator behind a small proxy that
 * rewrites one documented behaviour of its answers), the README's quickstart run as written
 * against any base URL, and a validating proxy started in this process.
 */
import { spawn } from "node:child_process";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createSimulator, type Simulator } from "../../simulator/app.js";
import { repoRoot } from "../../contract/paths.js";
import { runnableBlocks, scriptOf } from "../support/runnable.js";
import { freePort } from "../support/ports.js";
import { startProxy, type ProxyOptions, type RunningProxy } from "../../proxy/server.js";

export const AUTH = "Basic " + Buffer.from("sandbox_client_id:sandbox_client_secret").toString("base64");

export interface Upstream {
  sim: Simulator;
  rootUrl: string;
  baseUrl: string;
  keyFile: string;
  close(): Promise<void>;
}

/** A simulator as `paysim serve` starts it (regulated sandbox platform, default credentials), on an ephemeral port. */
export async function startUpstream(): Promise<Upstream> {
  const sim = createSimulator({
    seed: "paysim",
    defaultPlatform: { clientId: "sandbox_client_id", clientSecret: "sandbox_client_secret", settings: { regulated: true } },
    log: () => undefined,
  });
  const { rootUrl, baseUrl } = await sim.listen(0, "127.0.0.1");
  const keyFile = join(mkdtempSync(join(tmpdir(), "paysim-drift-")), "key.pem");
  writeFileSync(keyFile, sim.defaultPlatform!.platform.webhookPublicKeyPem);
  return { sim, rootUrl, baseUrl, keyFile, close: () => sim.close() };
}

/** One documented behaviour changed: given the request and the upstream's answer, the answer the drifted upstream gives (or undefined: unchanged). */
export type Drift = (method: string, path: string, status: number, body: any) => { status: number; body: any } | undefined;

export interface Drifted {
  rootUrl: string;
  baseUrl: string;
  close(): Promise<void>;
}

/** The upstream behind a proxy that applies `drift` to its JSON answers under the base path. */
export async function driftedUpstream(upstreamRoot: string, drift: Drift, version = "/2025-10-13"): Promise<Drifted> {
  const up = new URL(upstreamRoot);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const out = request({ host: up.hostname, port: up.port, method: req.method, path: req.url, headers: req.headers }, (ans) => {
        const got: Buffer[] = [];
        ans.on("data", (c) => got.push(c));
        ans.on("end", () => {
          const raw = Buffer.concat(got);
          const path = (req.url ?? "").startsWith(version) ? (req.url ?? "").slice(version.length) : undefined;
          let changed: { status: number; body: any } | undefined;
          if (path !== undefined && /json/.test(String(ans.headers["content-type"]))) {
            try {
              changed = drift(req.method ?? "GET", path, ans.statusCode ?? 500, JSON.parse(raw.toString("utf8")));
            } catch {
              changed = undefined;
            }
          }
          const body = changed ? Buffer.from(JSON.stringify(changed.body)) : raw;
          const headers = { ...ans.headers, "content-length": String(body.length) };
          delete headers["transfer-encoding"];
          res.writeHead(changed?.status ?? ans.statusCode ?? 502, headers).end(body);
        });
      });
      out.on("error", () => res.writeHead(502).end());
      out.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const rootUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    rootUrl,
    baseUrl: rootUrl + version,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The README's runnable quickstart, run as written (bash, curl, node) against `baseUrl`; never blocks this process's event loop. */
export async function runQuickstart(baseUrl: string, keyFile: string, timeoutMs = 60_000): Promise<{ code: number | null; out: string }> {
  const block = runnableBlocks(repoRoot).find((b) => b.name === "quickstart")!;
  const rx = await freePort();
  const root = baseUrl.replace(/\/2025-10-13$/, "");
  return new Promise((resolve) => {
    const child = spawn("bash", ["-eo", "pipefail", "-c", scriptOf(block, [block])], {
      cwd: repoRoot,
      env: { ...process.env, BASE: baseUrl, SIM: root, KEY: keyFile, RX_PORT: String(rx) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

/** The validating proxy in this process, in front of `upstream`, on an ephemeral port; its lines kept. */
export async function startTestProxy(upstream: string, o: Partial<ProxyOptions> = {}): Promise<RunningProxy & { lines: string[] }> {
  const lines: string[] = [];
  const proxy = await startProxy({
    upstream,
    port: 0,
    host: "127.0.0.1",
    maxBodyBytes: 16 * 1024 * 1024,
    timeoutMs: 10_000,
    headerMaxBytes: 4096,
    verbose: false,
    log: (l) => lines.push(l),
    ...o,
  });
  return Object.assign(proxy, { lines });
}
