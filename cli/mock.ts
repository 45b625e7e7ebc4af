/**
 * `paysim mock`: Prism's stateless mock of generated/openapi.json on 127.0.0.1:4011.
 * A third-party consumer of the contract, and the baseline the conformance suite is
 * compared against.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs, flagString } from "./args.js";

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

export function prismBin(): string {
  const require = createRequire(join(repoRoot, "package.json"));
  const pkgPath = require.resolve("@stoplight/prism-cli/package.json");
  return join(dirname(pkgPath), "dist", "index.js");
}

export interface MockOptions {
  host?: string;
  port?: number;
  spec?: string;
  dynamic?: boolean;
  stdio?: "inherit" | "pipe" | "ignore";
}

/** Start Prism; resolves when it prints that it is listening. */
export function startPrism(opts: MockOptions = {}): Promise<{ child: ChildProcess; url: string }> {
  const host = opts.host ?? "127.0.0.1";
  const port = opts.port ?? 4011;
  const spec = opts.spec ?? join(repoRoot, "generated", "openapi.json");
  const args = [prismBin(), "mock", spec, "-h", host, "-p", String(port), "--errors", "false"];
  if (opts.dynamic) args.push("--dynamic");
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      if (opts.stdio === "inherit") process.stdout.write(d);
      if (/Prism is listening/.test(out)) resolve({ child, url: `http://${host}:${port}/2025-10-13` });
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`prism exited (${code}) before listening:\n${out.slice(-2000)}`)));
  });
}

export async function runMock(argv: string[]): Promise<number> {
  const args = parseArgs(argv);
  const host = flagString(args, "host", "MOCK_HOST", "127.0.0.1")!;
  const port = Number(flagString(args, "port", "MOCK_PORT", "4011"));
  const { child, url } = await startPrism({ host, port, dynamic: args.flags.dynamic === true, stdio: "inherit" });
  process.stdout.write(`\nPrism mock of the contract: ${url}\n`);
  await new Promise<void>((resolve) => {
    process.on("SIGINT", () => child.kill("SIGINT"));
    process.on("SIGTERM", () => child.kill("SIGTERM"));
    child.on("exit", () => resolve());
  });
  return 0;
}
