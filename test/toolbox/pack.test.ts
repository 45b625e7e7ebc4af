/**
 * Installable like its peers: `npm pack` gives a tarball whose `paysim` binary runs from
 * an empty folder, without the repository beside it. The tarball is installed with
 * `npm install --offline`; when the npm cache cannot serve the dependencies offline, it is
 * unpacked instead with the repository's node_modules as its dependencies (the package's
 * own files still come only from the tarball). The installed binary then serves the
 * simulator on 127.0.0.1: health, a platform request, the resource browser's sign-in page,
 * the index and the API reference pages, and `trigger --list` (the contract read from the
 * package).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, readdirSync, renameSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, isStale } from "../../bin/build.mjs";

const root = resolve(import.meta.dirname, "../..");
let dir: string;
let app: string;
let pkgDir: string;
let mode = "";
let server: ChildProcess | undefined;

const run = (cmd: string, args: string[], cwd: string, timeout = 60_000) =>
  execFileSync(cmd, args, { cwd, timeout, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
const paysim = (args: string[]) => run(process.execPath, [join(pkgDir, "bin", "paysim.mjs"), ...args], app, 30_000);

beforeAll(() => {
  // dist/ as bin/paysim.mjs builds it (tsc emits even while a type error elsewhere is being fixed).
  const entry = join(root, "dist", "cli", "main.js");
  if (isStale(root, entry)) build(root, { timeoutMs: 150_000 });
  if (isStale(root, entry)) throw new Error("dist/ could not be built (npm run build)");
  dir = mkdtempSync(join(tmpdir(), "paysim-pack-"));
  const out = JSON.parse(run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", dir], root));
  const tarball = join(dir, out[0].filename);
  app = join(dir, "app");
  mkdirSync(app);
  run("npm", ["init", "-y"], app);
  try {
    run("npm", ["install", "--offline", "--no-audit", "--no-fund", tarball], app, 60_000);
    mode = "npm install --offline";
  } catch {
    // The cache cannot serve the dependencies offline: unpack, and lend the repository's node_modules.
    const x = join(dir, "x");
    mkdirSync(x);
    run("tar", ["-xzf", tarball, "-C", x], dir);
    mkdirSync(join(app, "node_modules"), { recursive: true });
    renameSync(join(x, "package"), join(app, "node_modules", "paysim"));
    symlinkSync(join(root, "node_modules"), join(app, "node_modules", "paysim", "node_modules"), "dir");
    mode = "unpacked tarball + the repository's node_modules";
  }
  pkgDir = join(app, "node_modules", "paysim");
  console.info(`pack test: installed by ${mode}`);
}, 200_000);

afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("npm pack", () => {
  it("carries the build, the bundled contract, the rule tables and the examples, and no sources or tests", () => {
    const files = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) =>
        e.name === "node_modules" ? [] : e.isDirectory() ? files(join(d, e.name)).map((f) => `${e.name}/${f}`) : [e.name],
      );
    const all = files(pkgDir);
    for (const f of [
      "bin/paysim.mjs",
      "dist/cli/main.js",
      "generated/openapi.json",
      "generated/docs/manifest.json",
      "generated/docs/api.html",
      "generated/docs/redoc.standalone.js",
      "spec/admin/openapi.yaml",
      "spec/rules/sandbox-kyc.yaml",
      "package.json",
    ])
      expect(all, f).toContain(f);
    expect(all.some((f) => f.startsWith("examples/"))).toBe(true);
    expect(all.filter((f) => f.endsWith(".ts") && !f.endsWith(".d.ts"))).toEqual([]);
    expect(all.filter((f) => f.startsWith("test/") || f.includes(".test."))).toEqual([]);
    const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
    for (const dep of ["@noble/curves", "bitcoinjs-lib", "bitcoinjs-message", "undici", "yaml"]) expect(Object.keys(pkg.dependencies), dep).toContain(dep);
  });

  it("runs from an empty folder: --help, trigger --list from the packaged contract", () => {
    expect(existsSync(join(app, "spec"))).toBe(false);
    expect(paysim(["--help"])).toContain("listen");
    const types = paysim(["trigger", "--list"]).trim().split("\n");
    expect(types).toContain("CUSTOMER.KYC_APPROVED");
    expect(types.length).toBeGreaterThan(20);
  });

  it("serves the simulator: health, the ready platform's API, the resource browser, the API reference", async () => {
    server = spawn(process.execPath, [join(pkgDir, "bin", "paysim.mjs"), "serve", "--port", "0"], { cwd: app, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const base = await new Promise<string>((res, rej) => {
      const timer = setTimeout(() => rej(new Error(`serve did not start: ${out}`)), 30_000);
      server!.stdout!.on("data", (c) => {
        out += c;
        const m = /listening on (http:\/\/127\.0\.0\.1:\d+\/[\d-]+)/.exec(out);
        if (m) {
          clearTimeout(timer);
          res(m[1]);
        }
      });
      server!.on("exit", (code) => rej(new Error(`serve exited ${code}: ${out}`)));
    });
    const rootUrl = new URL(base).origin;
    expect((await fetch(`${rootUrl}/_sim/health`)).status).toBe(200);
    const auth = "Basic " + Buffer.from("sandbox_client_id:sandbox_client_secret").toString("base64");
    const customers = await fetch(`${base}/customers`, { headers: { authorization: auth } });
    expect(customers.status).toBe(200);
    const login = await fetch(`${rootUrl}/_sim/ui/login`);
    expect(login.headers.get("content-type")).toContain("text/html");
    expect(await login.text()).toContain("Client secret");
    // The index and the API reference pages, from the package's generated/docs/.
    expect((await (await fetch(`${rootUrl}/_sim`)).json()).contracts.map((c: { name: string }) => c.name)).toContain("api");
    const docs = await fetch(`${rootUrl}/_sim/docs/api`);
    expect([docs.status, docs.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    expect((await fetch(`${rootUrl}/_sim/docs/assets/redoc.standalone.js`)).status).toBe(200);
  }, 40_000);
});
