/**
 * Files of a commit, read with git in whatever repository the command runs in: the kind of
 * a path (file or folder), one file's text, every contract file under a folder at once
 * (`git cat-file --batch`), and a folder extracted into a temporary one (`git archive`).
 * The work tree is never touched.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface GitResult {
  ok: boolean;
  out: Buffer;
  err: string;
}

export function git(repo: string, args: string[], input?: Buffer | string): GitResult {
  const r = spawnSync("git", args, { cwd: repo, input, maxBuffer: 1024 * 1024 * 1024 });
  return { ok: r.status === 0, out: r.stdout ?? Buffer.alloc(0), err: (r.stderr ?? "").toString().trim() || (r.error?.message ?? "") };
}

/** The full commit id of a ref, or undefined. */
export function resolveRef(repo: string, ref: string): string | undefined {
  if (!ref || ref.startsWith("-")) return undefined;
  const r = git(repo, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`]);
  return r.ok ? r.out.toString().trim() : undefined;
}

/** What `path` (relative to the repository root) is at a commit. */
export function kindAt(repo: string, sha: string, path: string): "file" | "folder" | undefined {
  const r = git(repo, ["cat-file", "-t", `${sha}:${path}`]);
  if (!r.ok) return undefined;
  const t = r.out.toString().trim();
  return t === "tree" ? "folder" : t === "blob" ? "file" : undefined;
}

/** The names directly inside a folder at a commit (folders end with "/"). */
export function listFolder(repo: string, sha: string, path: string): string[] {
  const r = git(repo, ["ls-tree", "-z", `${sha}:${path}`]);
  if (!r.ok) return [];
  return r.out
    .toString("utf8")
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const [meta, name] = line.split("\t");
      return meta.split(" ")[1] === "tree" ? `${name}/` : name;
    });
}

const CONTRACT_FILE = /\.(ya?ml|json)$/i;

/** One commit's files, read on demand and cached; a folder's contract files are read in one batch. */
export class CommitFiles {
  private cache = new Map<string, string | undefined>();
  private loaded = new Set<string>();

  constructor(
    readonly repo: string,
    readonly sha: string,
  ) {}

  /** The text of `path` (relative to the repository root), or undefined when the commit has no such file. */
  read(path: string): string | undefined {
    if (!this.cache.has(path)) {
      const r = git(this.repo, ["show", `${this.sha}:${path}`]);
      this.cache.set(path, r.ok ? r.out.toString("utf8") : undefined);
    }
    return this.cache.get(path);
  }

  /** Read every YAML and JSON file under `folder` in one git call (a split contract's sources). */
  prefetch(folder: string): void {
    if (this.loaded.has(folder)) return;
    this.loaded.add(folder);
    const ls = git(this.repo, ["ls-tree", "-r", "-z", this.sha, "--", folder || "."]);
    if (!ls.ok) return;
    const entries = ls.out
      .toString("utf8")
      .split("\0")
      .filter(Boolean)
      .map((line) => {
        const [meta, name] = line.split("\t");
        const [, type, id] = meta.split(" ");
        return { type, id, name };
      })
      .filter((e) => e.type === "blob" && CONTRACT_FILE.test(e.name) && !this.cache.has(e.name));
    if (!entries.length) return;
    const r = git(this.repo, ["cat-file", "--batch"], entries.map((e) => e.id).join("\n") + "\n");
    if (!r.ok) return;
    let at = 0;
    for (const e of entries) {
      const nl = r.out.indexOf(10, at);
      if (nl < 0) break;
      const header = r.out.subarray(at, nl).toString("utf8").split(" ");
      if (header[1] === "missing") {
        at = nl + 1;
        continue;
      }
      const size = Number(header[2]);
      this.cache.set(e.name, r.out.subarray(nl + 1, nl + 1 + size).toString("utf8"));
      at = nl + 1 + size + 1;
    }
  }
}

/** Extract `path` of a commit into a temporary folder, run `use` on it, remove it. */
export function withExtracted<T>(repo: string, sha: string, path: string, use: (dir: string) => T): T {
  const tmp = mkdtempSync(join(tmpdir(), "paysim-diff-"));
  try {
    const tar = git(repo, ["archive", "--format=tar", sha, "--", path]);
    if (!tar.ok) throw new Error(`git archive ${path}: ${tar.err.split("\n")[0]}`);
    const x = spawnSync("tar", ["-x", "-C", tmp], { input: tar.out, maxBuffer: 1024 * 1024 * 1024 });
    if (x.status !== 0) throw new Error(`could not extract ${path}: ${(x.stderr ?? "").toString().trim()}`);
    return use(join(tmp, path));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
