/**
 * The README's quickstart runs as written: the block between the quickstart markers is
 * executed with bash (errexit, pipefail) against `paysim serve` started the way `npm start`
 * starts it (default credentials, default key file), and shows an APPROVED customer, the
 * funded balance, the transaction going from PROCESSING to COMPLETED, and every webhook
 * verified by the example receiver.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../support/ports.js";
import { repoRoot } from "../../contract/paths.js";

const bin = join(repoRoot, "bin", "paysim.mjs");
let child: ChildProcess;
let port: number;

function quickstartBlock(): string {
  const readme = readFileSync(join(repoRoot, "README.md"), "utf8");
  const m = /<!-- quickstart:begin -->\s*```sh\n([\s\S]*?)```\s*<!-- quickstart:end -->/.exec(readme);
  if (!m) throw new Error("README.md has no quickstart block between the markers");
  return m[1];
}

beforeAll(async () => {
  port = await freePort();
  child = spawn(process.execPath, [bin, "serve", "--port", String(port)], { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`serve did not start:\n${output}`)), 150_000);
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
  expect(output).toContain("webhook public key: /tmp/paysim-webhook-key-sandbox_client_id.pem");
}, 160_000);

afterAll(() => {
  child?.kill("SIGTERM");
});

describe("README quickstart", () => {
  it("runs as written and ends with verified webhooks", async () => {
    const rx = await freePort();
    const r = spawnSync("bash", ["-eo", "pipefail", "-c", quickstartBlock()], {
      cwd: repoRoot,
      encoding: "utf8",
      timeout: 60_000,
      env: { ...process.env, BASE: `http://127.0.0.1:${port}/2025-10-13`, RX_PORT: String(rx) },
    });
    expect(r.status, r.stdout + r.stderr).toBe(0);
    const lines = r.stdout.split("\n").filter(Boolean);
    expect(lines).toContain("APPROVED");
    expect(lines).toContain("100000");
    expect(lines.indexOf("PROCESSING")).toBeGreaterThanOrEqual(0);
    expect(lines.indexOf("COMPLETED")).toBeGreaterThan(lines.indexOf("PROCESSING"));
    const webhooks = lines.filter((l) => /^(verified|REJECTED) /.test(l));
    expect(webhooks.map((l) => l.split(" ").slice(0, 2).join(" "))).toEqual(["verified OUTGOING_PAYMENT.PROCESSING", "verified OUTGOING_PAYMENT.COMPLETED"]);
  }, 90_000);
});
