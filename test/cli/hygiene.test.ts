/**
 * The command line as a careless or hurried user meets it: --help on every command prints
 * usage and exits 0 without starting anything; unknown flags, malformed values, a port in
 * use, an unknown check and a target that is down each exit 2 with one line naming the
 * problem (no stack trace) and leave no child process behind.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { spawnSync, execFileSync } from "node:child_process";
import { createServer, type Server } from "node:net";
import { join } from "node:path";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { freePort } from "../support/ports.js";
import { repoRoot } from "../../contract/paths.js";

const bin = join(repoRoot, "bin", "paysim.mjs");
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });

/** One line on stderr, no stack trace, exit 2. */
function expectUsageFailure(r: ReturnType<typeof run>, pattern: RegExp) {
  expect(r.status, r.stdout + r.stderr).toBe(2);
  const lines = r.stderr.split("\n").filter((l) => l.trim() && !l.startsWith("paysim: building"));
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
  expect(r.stderr).not.toMatch(/\n\s+at /);
}

function prismProcesses(): string[] {
  try {
    return execFileSync("pgrep", ["-af", "prism-cli"], { encoding: "utf8" }).split("\n").filter(Boolean);
  } catch {
    return [];
  }
}

let busy: Server;
let busyPort: number;

beforeAll(async () => {
  // Build once (the first run of bin/paysim.mjs compiles when sources are newer).
  run("--help");
  busyPort = await freePort();
  busy = createServer();
  await new Promise<void>((r) => busy.listen(busyPort, "127.0.0.1", () => r()));
}, 180_000);

afterAll(() => new Promise<void>((r) => busy.close(() => r())));

describe("paysim --help", () => {
  for (const cmd of ["serve", "conformance", "mock"]) {
    it(`${cmd} --help prints usage and exits 0 without starting anything`, () => {
      const before = prismProcesses().length;
      const r = run(cmd, "--help", "--port", String(busyPort));
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toMatch(new RegExp(`^usage: paysim ${cmd}`));
      expect(r.stdout).toContain("--help, -h");
      expect(r.stdout).not.toContain("listening");
      expect(prismProcesses().length).toBe(before);
    });
  }

  it("paysim alone prints the usage on stderr and exits 2, starting nothing", () => {
    const r = run();
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^usage: paysim <command> \[options\]/m);
    for (const c of ["serve", "conformance", "trigger"]) expect(r.stderr).toContain(c);
  });

  for (const flag of ["--version", "-v"]) {
    it(`${flag} prints the package version and the contract version`, () => {
      const r = run(flag);
      expect(r.status, r.stderr).toBe(0);
      const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).version;
      const contract = JSON.parse(readFileSync(join(repoRoot, "generated", "openapi.json"), "utf8")).info.version;
      expect(r.stdout).toBe(`paysim ${pkg} (Platform Payments API contract ${contract})\n`);
    });
  }

  it("the top-level help names every command and the exit codes", () => {
    const r = run("--help");
    expect(r.status).toBe(0);
    for (const c of ["serve", "conformance", "mock"]) expect(r.stdout).toContain(c);
    expect(r.stdout).toMatch(/Exit codes: 0 .*1 .*2 /);
  });
});

describe("paysim refuses bad invocations with one line and exit 2", () => {
  it("an unknown flag", () => expectUsageFailure(run("serve", "--prot", "4010"), /unknown flag --prot/));
  it("a malformed seed", () =>
    expectUsageFailure(run("conformance", "--seed", "abc", "--target", "http://127.0.0.1:1/2025-10-13"), /--seed must be a whole number/));
  it("a malformed serve port", () => expectUsageFailure(run("serve", "--port", "99999"), /--port must be a port number/));
  it("a malformed mock port, starting no Prism", () => {
    const before = prismProcesses().length;
    expectUsageFailure(run("mock", "--port", "abc"), /--port must be a port number/);
    expect(prismProcesses().length).toBe(before);
  });
  it("a choice outside the list", () => expectUsageFailure(run("serve", "--platform-kind", "banana"), /must be one of regulated, unregulated, skipPaperwork/));
  it("a flag without its value", () => expectUsageFailure(run("conformance", "--target"), /--target needs a value/));
  it("an unknown command", () => expectUsageFailure(run("frobnicate"), /unknown command "frobnicate" \(commands: /));
  it("a mistyped command, naming the near one", () => expectUsageFailure(run("serv"), /unknown command "serv" \(did you mean serve\?\)/));
  it("a missing --spec file", () => expectUsageFailure(run("serve", "--port", "0", "--spec", "/nonexistent/openapi.json"), /no such file/));

  it("a damaged data directory, loading nothing and leaving the file as it was", () => {
    const dir = mkdtempSync(join(tmpdir(), "paysim-cli-data-"));
    writeFileSync(join(dir, "paysim.db"), "not a database");
    expectUsageFailure(run("serve", "--port", "0", "--data-dir", dir), /data directory .*damaged.*nothing was loaded/);
    expect(readFileSync(join(dir, "paysim.db"), "utf8")).toBe("not a database");
  });

  describe("an unusable --data-dir, judged before anything loads (never a hang)", () => {
    const dir = mkdtempSync(join(tmpdir(), "paysim-cli-unusable-"));
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    // As root every directory is writable: /sys refuses new files even to root.
    const readOnly = process.getuid?.() === 0 ? "/sys" : join(dir, "read-only");
    if (readOnly !== "/sys") mkdirSync(readOnly, { mode: 0o555 });
    const cases: [path: string, pattern: RegExp][] = [
      ["/proc/nope", /data directory \/proc\/nope cannot be created: \/proc does not accept new directories/],
      ["/dev/null/x", /data directory \/dev\/null\/x cannot be created: \/dev\/null is not a directory/],
      [file, /data directory .*a-file is not a directory \(a file is there\)/],
      [join(file, "sub"), /data directory .*a-file\/sub cannot be created: .*a-file is not a directory/],
      [readOnly, /data directory .* is not writable by this process \((EACCES|EPERM|EROFS)\)/],
    ];
    for (const [path, pattern] of cases) it(path.replace(dir, "$TMP"), () => expectUsageFailure(run("serve", "--port", "0", "--data-dir", path), pattern));
  });

  it("a malformed store cap", () => expectUsageFailure(run("serve", "--max-platforms", "many"), /--max-platforms must be a whole number/));

  it("serve on a port in use", () => expectUsageFailure(run("serve", "--port", String(busyPort)), new RegExp(`port ${busyPort} on 127.0.0.1 is in use`)));

  it("mock on a port in use, leaving no Prism process behind", async () => {
    const before = prismProcesses().length;
    expectUsageFailure(run("mock", "--port", String(busyPort)), new RegExp(`port ${busyPort} on 127.0.0.1 is in use`));
    await new Promise((r) => setTimeout(r, 300));
    expect(prismProcesses().length).toBe(before);
  });

  it("conformance --only with an unknown check names the known ones", () => {
    const r = run("conformance", "--target", "http://127.0.0.1:1/2025-10-13", "--admin", "http://127.0.0.1:1", "--only", "auth,nonsense");
    expectUsageFailure(r, /unknown check "nonsense"; known checks: .*auth\.credentials/);
  });

  it("conformance against a target that is down says so in one line", async () => {
    const down = await freePort();
    const r = run("conformance", "--target", `http://127.0.0.1:${down}/2025-10-13`, "--admin", `http://127.0.0.1:${down}`);
    expectUsageFailure(r, /does not answer \(ECONNREFUSED\)/);
  });
});
