/**
 * What BASE and REVISION name: a contract file (bundled JSON or YAML), a spec/ folder,
 * the work tree (`.`, `WORKTREE`), or a git ref of the repository. A ref's spec/ is
 * extracted with `git archive` into a temporary folder (the work tree is never touched)
 * and bundled like `npm run gen`; when today's bundler cannot bundle an old tree, the
 * ref's own committed generated/openapi.json is used and the report says so.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { bundleSpecDir, readRuleTables } from "./bundle-dir.js";

export interface LoadedContract {
  label: string;
  how: string;
  doc: any;
  rules: Record<string, unknown>;
}

/** BASE or REVISION cannot be read: printed as one line, exit code 2. */
export class InputError extends Error {}

function git(repo: string, args: string[], input?: Buffer): { ok: boolean; out: Buffer; err: string } {
  const r = spawnSync("git", args, { cwd: repo, input, maxBuffer: 512 * 1024 * 1024 });
  return { ok: r.status === 0, out: r.stdout ?? Buffer.alloc(0), err: (r.stderr ?? "").toString().trim() || (r.error?.message ?? "") };
}

/** The full commit id of a ref, or undefined. */
export function resolveRef(repo: string, ref: string): string | undefined {
  const r = git(repo, ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  return r.ok ? r.out.toString().trim() : undefined;
}

function fromSpecDir(specDir: string, label: string, how: string): LoadedContract {
  return { label, how, doc: bundleSpecDir(specDir), rules: readRuleTables(specDir) };
}

export function loadContract(arg: string, repo: string): LoadedContract {
  if (arg === "." || arg === "WORKTREE") {
    try {
      return fromSpecDir(join(repo, "spec"), "work tree", "spec/ of the work tree, bundled");
    } catch (e) {
      throw new InputError(`the work tree's spec/ does not bundle: ${(e as Error).message.split("\n")[0]}`);
    }
  }
  const path = resolve(arg);
  if (existsSync(path)) {
    if (statSync(path).isDirectory()) {
      const specDir = existsSync(join(path, "openapi.yaml")) ? path : join(path, "spec");
      try {
        return fromSpecDir(specDir, arg, `spec folder ${specDir}, bundled`);
      } catch (e) {
        throw new InputError(`${arg} does not bundle: ${(e as Error).message.split("\n")[0]}`);
      }
    }
    let doc: any;
    try {
      const text = readFileSync(path, "utf8");
      doc = /\.json$/i.test(path) ? JSON.parse(text) : parse(text, { maxAliasCount: -1 });
    } catch (e) {
      throw new InputError(`${arg} is not JSON or YAML: ${(e as Error).message.split("\n")[0]}`);
    }
    if (!doc || typeof doc !== "object" || typeof doc.openapi !== "string" || typeof doc.paths !== "object")
      throw new InputError(`${arg} is not an OpenAPI document (no openapi and paths)`);
    return { label: arg, how: `contract file ${arg}`, doc, rules: {} };
  }
  const sha = resolveRef(repo, arg);
  if (!sha) throw new InputError(`"${arg}" is neither a file nor a git ref of this repository`);
  return loadRef(repo, arg, sha);
}

function loadRef(repo: string, ref: string, sha: string): LoadedContract {
  const short = sha.slice(0, 9);
  const tmp = mkdtempSync(join(tmpdir(), "paysim-diff-"));
  try {
    const tar = git(repo, ["archive", "--format=tar", sha, "spec"]);
    if (!tar.ok) throw new InputError(`${ref} (${short}) has no spec/ folder: ${tar.err.split("\n")[0]}`);
    const x = spawnSync("tar", ["-x", "-C", tmp], { input: tar.out, maxBuffer: 64 * 1024 * 1024 });
    if (x.status !== 0) throw new InputError(`could not extract spec/ of ${ref}: ${(x.stderr ?? "").toString().trim()}`);
    const specDir = join(tmp, "spec");
    const rules = readRuleTables(specDir);
    try {
      return { label: ref, how: `spec/ at ${ref} (${short}), bundled`, doc: bundleSpecDir(specDir), rules };
    } catch (e) {
      const committed = git(repo, ["show", `${sha}:generated/openapi.json`]);
      if (!committed.ok)
        throw new InputError(`spec/ at ${ref} (${short}) does not bundle (${(e as Error).message.split("\n")[0]}) and the ref has no generated/openapi.json`);
      return {
        label: ref,
        how: `generated/openapi.json at ${ref} (${short}); its spec/ does not bundle with today's bundler: ${(e as Error).message.split("\n")[0]}`,
        doc: JSON.parse(committed.out.toString("utf8")),
        rules,
      };
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
