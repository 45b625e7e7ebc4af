/**
 * npx tsx scripts/conformance-no-control.ts [--port 4221] [--kinds regulated,unregulated,second,...] [--no-keys] [-- conformance flags...]
 *
 * The conformance suite as an implementer runs it against a server that has no control API:
 * starts `paysim serve` (default mode) on --port, makes one platform of each kind (every kind
 * the suite knows unless --kinds names some) through
 * POST /_sim/platforms, puts in front of it a proxy that answers 404 for everything under
 * /_sim (so the run sees no control API), and runs `paysim conformance --target <proxy>
 * --platform KIND=ID:SECRET ...` (with each platform's webhook public key through
 * --webhook-key unless --no-keys), as a user types it. Flags after `--` go to the
 * conformance command (--seed N, --only ...). Prints the run's output, the share of cases
 * that ran (not skipped) and the wall time; deletes the platforms and stops the simulator
 * at the end. Exits with the conformance command's exit code. Not part of `npm test`.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../contract/paths.js";
import { startServe } from "../test/support/serve.js";
import { hideControl, PLATFORM_KINDS as KINDS } from "../test/support/hide-control.js";

interface Made {
  kind: string;
  platformId: string;
  clientId: string;
  clientSecret: string;
  webhookPublicKeyPem: string;
}

function options(argv: string[]): { port: number; kinds: string[]; keys: boolean; rest: string[] } {
  const dash = argv.indexOf("--");
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const rest = dash < 0 ? [] : argv.slice(dash + 1);
  const value = (name: string) => {
    const i = own.indexOf(`--${name}`);
    return i < 0 ? undefined : own[i + 1];
  };
  const port = Number(value("port") ?? 4221);
  if (!Number.isSafeInteger(port) || port <= 0 || port > 65535) throw new Error(`--port takes a port number, not ${JSON.stringify(value("port"))}`);
  const kinds = (value("kinds") ?? Object.keys(KINDS).join(",")).split(",").filter(Boolean);
  for (const k of kinds) if (!Object.hasOwn(KINDS, k)) throw new Error(`--kinds: unknown kind ${k} (kinds: ${Object.keys(KINDS).join(", ")})`);
  return { port, kinds, keys: !own.includes("--no-keys"), rest };
}

const basic = (m: Made) => "Basic " + Buffer.from(`${m.clientId}:${m.clientSecret}`).toString("base64");

async function main(argv: string[]): Promise<number> {
  const { port, kinds, keys, rest } = options(argv);
  const serve = (await startServe([], 180_000, port)).child;
  const root = `http://127.0.0.1:${port}`;
  const made: Made[] = [];
  const proxy = await hideControl(root);
  try {
    for (const kind of kinds) {
      const res = await fetch(`${root}/_sim/platforms`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(KINDS[kind]) });
      if (res.status !== 201) throw new Error(`POST /_sim/platforms (${kind}) answered ${res.status}: ${await res.text()}`);
      made.push({ kind, ...((await res.json()) as Omit<Made, "kind">) });
    }
    const args = [join(repoRoot, "bin", "paysim.mjs"), "conformance", "--target", proxy.baseUrl];
    for (const m of made) args.push("--platform", `${m.kind}=${m.clientId}:${m.clientSecret}`);
    if (keys) for (const m of made) args.push("--webhook-key", `${m.kind}=${m.webhookPublicKeyPem}`);
    args.push("--out", join(repoRoot, "reports", "no-control"), ...rest);
    process.stdout.write(
      `paysim conformance --target ${proxy.baseUrl} ${made.map((m) => `--platform ${m.kind}=<id>:<secret>`).join(" ")}${keys ? ` ${made.map((m) => `--webhook-key ${m.kind}=<pem>`).join(" ")}` : ""} ${rest.join(" ")}\n`,
    );
    const t0 = performance.now();
    let out = "";
    const code = await new Promise<number>((resolve) => {
      const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, CI: "true" } });
      child.stdout.on("data", (d: Buffer) => {
        out += d.toString();
        process.stdout.write(d);
      });
      child.on("exit", (c) => resolve(c ?? 1));
    });
    const seconds = (performance.now() - t0) / 1000;
    const totals = /(\d+) passed, (\d+) failed, (\d+) skipped(?:, (\d+) warned)?/.exec(out);
    if (totals) {
      const [passed, failed, skipped, warned] = totals.slice(1).map((x) => Number(x ?? 0));
      const ran = passed + failed + warned;
      process.stdout.write(
        `\ncases run ${ran} of ${ran + skipped} (${((100 * ran) / (ran + skipped)).toFixed(1)}%), skipped ${skipped}; wall time ${seconds.toFixed(0)} s; exit ${code}\n`,
      );
    } else process.stdout.write(`\nno totals in the output; wall time ${seconds.toFixed(0)} s; exit ${code}\n`);
    return code;
  } finally {
    await proxy.close();
    for (const m of made)
      await fetch(`${root}/_sim/platforms/${encodeURIComponent(m.platformId)}`, { method: "DELETE", headers: { authorization: basic(m) } }).catch(
        () => undefined,
      );
    serve.kill("SIGTERM");
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`conformance-no-control: ${(e as Error).message}\n`);
    process.exit(2);
  },
);
