/** `paysim serve` as a child process (the built program, as a user starts it), resolved once it says it is listening. */
import { spawn, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../../contract/paths.js";

export const PAYSIM_BIN = join(repoRoot, "bin", "paysim.mjs");

export async function startServe(port: number, args: string[] = [], startMs = 150_000): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [PAYSIM_BIN, "serve", "--port", String(port), ...args], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), startMs);
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
  return { child, output: () => output };
}
