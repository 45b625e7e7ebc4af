/**
 * `paysim mock`: Prism's stateless mock of generated/openapi.json on 127.0.0.1:4011.
 * A third-party consumer of the contract, and the baseline the conformance suite is
 * compared against.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer, request as httpRequest } from "node:http";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { type CommandSpec, type Parsed, str, num, bool } from "./args.js";
import { CliError } from "./errors.js";
import { listenFlags } from "./serve.js";
import { repoRoot } from "../contract/paths.js";
import { BUNDLED_SPEC_PATH } from "../contract/spec.js";

export const mockCommand: CommandSpec = {
  usage: "paysim mock [options]",
  summary: "Start Prism's stateless mock of the bundled contract, served under /2025-10-13 like the service.",
  flags: [
    ...listenFlags({ port: "MOCK_PORT", host: "MOCK_HOST" }, "4011", "port to listen on"),
    { name: "dynamic", kind: "boolean", help: "generate answers from the schemas instead of the examples" },
  ],
};

export function prismBin(): string {
  // Prism is an optional peer dependency: resolved from the package, else from the folder paysim runs in.
  for (const from of [join(repoRoot, "package.json"), join(process.cwd(), "package.json")]) {
    try {
      return join(dirname(createRequire(from).resolve("@stoplight/prism-cli/package.json")), "dist", "index.js");
    } catch {
      /* not there: the next place */
    }
  }
  throw new CliError("paysim mock runs Prism, which is not installed here: npm install @stoplight/prism-cli@5.14 (an optional peer dependency)");
}

export interface MockOptions {
  host?: string;
  port?: number;
  spec?: string;
  dynamic?: boolean;
  stdio?: "inherit" | "pipe" | "ignore";
}

export interface PrismHandle {
  child: ChildProcess;
  /** Base URL with the version segment, like the service's (served through a small path-stripping proxy). */
  url: string;
  /** Prism's own address: it serves the contract's paths at its root. */
  directUrl: string;
  close(): Promise<void>;
}

/**
 * Start Prism, and in front of it a proxy on `port` that serves it under
 * `/2025-10-13` like the service (Prism ignores the base path of the server URL in mock
 * mode and serves paths at its root). Resolves when both listen.
 */
export async function startPrism(opts: MockOptions = {}): Promise<PrismHandle> {
  const host = opts.host ?? "127.0.0.1";
  const port = opts.port ?? 4011;
  prismBin(); // refused at once, before any port, where Prism is not installed
  const prismPort = await freePort(host);
  const directUrl = `http://${host}:${prismPort}`;
  const proxy = createServer((req, res) => {
    const path = (req.url ?? "/").startsWith(VERSION_PREFIX) ? (req.url ?? "/").slice(VERSION_PREFIX.length) || "/" : (req.url ?? "/");
    const upstream = httpRequest({ host, port: prismPort, method: req.method, path, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    upstream.on("error", (e) => {
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ code: "INTERNAL_ERROR", reason: `prism: ${e.message}` }));
    });
    req.pipe(upstream);
  });
  // The proxy listens first: a port in use fails here, before any child process exists.
  await new Promise<void>((resolve, reject) => {
    proxy.once("error", (e: NodeJS.ErrnoException) =>
      reject(e.code === "EADDRINUSE" ? new CliError(`port ${port} on ${host} is in use (choose another with --port)`) : e),
    );
    proxy.listen(port, host, () => resolve());
  });
  let child: ChildProcess;
  try {
    child = await spawnPrism({ ...opts, host, port: prismPort });
  } catch (e) {
    await new Promise<void>((r) => proxy.close(() => r()));
    throw e;
  }
  // Prism never outlives this process, however it ends.
  const killChild = () => void child.kill("SIGTERM");
  process.once("exit", killChild);
  const close = async () => {
    process.removeListener("exit", killChild);
    child.kill("SIGTERM");
    await new Promise<void>((r) => proxy.close(() => r()));
  };
  return { child, url: `http://${host}:${(proxy.address() as AddressInfo).port}${VERSION_PREFIX}`, directUrl, close };
}

const VERSION_PREFIX = "/2025-10-13";

function freePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer();
    srv.on("error", reject);
    srv.listen(0, host, () => {
      const p = (srv.address() as AddressInfo).port;
      srv.close(() => resolve(p));
    });
  });
}

function spawnPrism(opts: MockOptions & { host: string; port: number }): Promise<ChildProcess> {
  const { host, port } = opts;
  const spec = opts.spec ?? BUNDLED_SPEC_PATH;
  const args = [prismBin(), "mock", spec, "-h", host, "-p", String(port), "--errors", "false"];
  if (opts.dynamic) args.push("--dynamic");
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    let listening = false;
    const onData = (d: Buffer) => {
      if (opts.stdio === "inherit") process.stdout.write(d);
      if (listening) return;
      out = (out + d.toString()).slice(-8000);
      if (/Prism is listening/.test(out)) {
        listening = true;
        resolve(child);
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => {
      if (!listening) reject(new Error(`prism exited (${code}) before listening:\n${out.slice(-2000)}`));
    });
  });
}

export async function runMock(args: Parsed): Promise<number> {
  const prism = await startPrism({ host: str(args, "host"), port: num(args, "port"), dynamic: bool(args, "dynamic"), stdio: "inherit" });
  process.stdout.write(`\nPrism mock of the contract: ${prism.url}\n`);
  await new Promise<void>((resolve) => {
    const stop = () => void prism.close();
    process.on("SIGINT", stop);
    process.on("SIGTERM", stop);
    prism.child.on("exit", () => resolve());
  });
  return 0;
}
