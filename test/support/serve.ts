/** `paysim serve` as a user starts it (bin/paysim.mjs, its own process, an ephemeral port), ready once it prints its banner. */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { freePort } from "./ports.js";
import { repoRoot } from "../../contract/paths.js";

export const PAYSIM_BIN = join(repoRoot, "bin", "paysim.mjs");

export interface Served {
  child: ChildProcess;
  port: number;
  /** What it printed up to its banner. */
  output: string;
  /** Everything it has printed so far. */
  printed: () => string;
}

/** Start `paysim serve --port <port, or a free one> ...args` and wait for "listening on" (it may build dist/ first). */
export async function startServe(args: string[] = [], timeoutMs = 150_000, fixedPort?: number): Promise<Served> {
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, [PAYSIM_BIN, "serve", "--port", String(port), ...args], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), timeoutMs);
    const on = (d: Buffer) => {
      output += d.toString();
      if (output.includes("listening on")) {
        clearTimeout(t);
        resolve();
      }
    };
    child.stdout!.on("data", on);
    child.stderr!.on("data", on);
    child.on("exit", (code) => reject(new Error(`serve exited ${code}:\n${output}`)));
  });
  return { child, port, output, printed: () => output };
}
