/**
 * Deleting or resetting a platform gives its memory back. A simulator in a child process
 * run with --expose-gc (memory-child.ts) fills platforms through their own API (webhook
 * events waiting on a refusing endpoint, customers, funds, journal entries, an idempotency
 * key, a fault, a browser session, an agent's bearer token), then deletes or resets them
 * all: after collection, no deleted platform's runtime is reachable, its journal and
 * browser sessions are gone, a reset platform's journal is empty, and the heap is back
 * near where it was (what stays is compiled code, not the platforms' data).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repoPath } from "../../contract/paths.js";

const COUNT = 150;

interface Sample {
  heapMb: number;
  rssMb: number;
}
interface Report {
  count: number;
  before: Sample;
  empty: Sample;
  filled: Sample;
  after: Sample;
  runtimesAlive?: number;
  journal: { before: number; after: number };
  sessions: { before: number; after: number };
}

function run(mode: "delete" | "reset", dataDir?: string): Report {
  const r = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", repoPath("test", "robustness", "memory-child.ts"), mode, String(COUNT), ...(dataDir ? [dataDir] : [])],
    { cwd: repoPath(), encoding: "utf8", timeout: 240_000 },
  );
  expect(r.status, r.stderr).toBe(0);
  const report = JSON.parse(r.stdout.trim().split("\n").pop()!) as Report;
  console.log(`${mode}${dataDir ? " (data directory)" : ""} of ${COUNT} platforms: ${JSON.stringify(report)}`);
  return report;
}

describe("platform memory", () => {
  test("deleted platforms (kept in a data directory too): no runtime reachable, journals and sessions gone, the heap back near its level before them", () => {
    const dir = mkdtempSync(join(tmpdir(), "paysim-memory-"));
    try {
      const r = run("delete", dir);
      expect(r.runtimesAlive).toBe(0);
      expect(r.journal.before).toBeGreaterThan(COUNT);
      expect(r.sessions.before).toBeGreaterThanOrEqual(COUNT);
      expect(r.sessions.after).toBe(0);
      const grown = r.filled.heapMb - r.before.heapMb;
      expect(grown).toBeGreaterThan(2);
      expect(r.after.heapMb - r.before.heapMb).toBeLessThan(grown * 0.3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);

  test("reset platforms: their journals emptied and their data's heap given back", () => {
    const r = run("reset");
    expect(r.journal.before).toBeGreaterThan(COUNT);
    expect(r.journal.after).toBe(0);
    const grown = r.filled.heapMb - r.empty.heapMb;
    expect(grown).toBeGreaterThan(2);
    expect(r.after.heapMb - r.empty.heapMb).toBeLessThan(grown * 0.3);
  }, 300_000);
});
