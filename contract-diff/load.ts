/**
 * What BASE and REVISION name, in whatever repository the command runs in:
 * - `.` (or `WORKTREE`): the work tree's contract;
 * - a path on disk: a bundled file (JSON or YAML), a split root file whose `$ref`s reach
 *   other files, or a folder holding either (or paysim's own spec/ layout);
 * - `REF:PATH`: that path at a git ref (relative to the repository root, or to the current
 *   folder when it starts with ./ or ../), read with git without touching the work tree;
 * - `REF`: the contract at a ref, at `--path` or else at the first of the usual places.
 * Every source comes out as one self-contained document (sources/openapi.ts); paysim's own
 * spec/ layout brings its rule tables, which are part of the contract.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, resolve } from "node:path";
import { InputError } from "./errors.js";
import { type Obj } from "./json.js";
import { CommitFiles, kindAt, listFolder, resolveRef, withExtracted } from "./sources/git.js";
import { diskReader, inside, loadOpenApi, parseContractText, type Reader } from "./sources/openapi.js";
import { bundleSpecDir, isSpecDir, isSpecLayout, readRuleTables } from "./sources/spec-dir.js";

export { InputError, resolveRef };

export interface LoadedContract {
  label: string;
  how: string;
  doc: Obj;
  rules: Record<string, unknown>;
}

export interface LoadOptions {
  /** Where the contract lives in the repository (work tree and refs named without a path). */
  path?: string;
}

/** Where a contract is looked for when no path is named: paysim's spec/, then the usual root files. */
export const USUAL_PLACES = ["spec", "openapi.yaml", "openapi.yml", "openapi.json", "openapi/openapi.yaml", "openapi/openapi.yml", "openapi/openapi.json"];
const first = (e: unknown) => (e as Error).message.split("\n")[0];

export async function loadContract(arg: string, repo: string, opts: LoadOptions = {}): Promise<LoadedContract> {
  if (arg === "." || arg === "WORKTREE") return loadWorkTree(repo, opts.path);
  const local = resolve(arg);
  if (existsSync(local)) return loadLocal(local, arg);
  const colon = arg.indexOf(":");
  if (colon > 0) {
    const ref = arg.slice(0, colon);
    const sha = resolveRef(repo, ref);
    if (!sha) throw new InputError(`"${ref}" (in ${arg}) is not a git ref of ${repo}`);
    return loadAtCommit(repo, arg, ref, sha, repoRelative(repo, arg.slice(colon + 1)));
  }
  const sha = resolveRef(repo, arg);
  if (!sha) throw new InputError(`"${arg}" is neither a file nor a git ref of this repository (${repo})`);
  return loadAtCommit(repo, arg, arg, sha, opts.path === undefined ? undefined : repoRelative(repo, opts.path));
}

/** A path inside the repository, relative to its root (posix separators); "" is the root. */
function repoRelative(repo: string, path: string): string {
  const abs = /^\.\.?(\/|$)/.test(path) ? resolve(path) : resolve(repo, path);
  if (!inside(repo, abs)) throw new InputError(`${path} lies outside the repository ${repo}`);
  return relative(repo, abs).split("\\").join("/");
}

const readDisk = (abs: string): string | undefined => {
  try {
    return statSync(abs).isFile() ? readFileSync(abs, "utf8") : undefined;
  } catch {
    return undefined;
  }
};

function fromSpecDir(dir: string, label: string, how: string): LoadedContract {
  try {
    return { label, how, doc: bundleSpecDir(dir), rules: readRuleTables(dir) };
  } catch (e) {
    throw new InputError(`${label} does not bundle: ${first(e)}`);
  }
}

async function fromFile(abs: string, label: string, reader: Reader, where: string): Promise<LoadedContract> {
  const { doc, split } = await loadOpenApi(abs, reader);
  return { label, how: `${where}${split ? ", a split contract bundled by @redocly/openapi-core" : ""}`, doc, rules: {} };
}

async function loadLocal(abs: string, label: string): Promise<LoadedContract> {
  const reader = diskReader(readDisk);
  if (!statSync(abs).isDirectory()) return fromFile(abs, label, reader, `contract file ${reader.show(abs)}`);
  for (const place of [".", ...USUAL_PLACES]) {
    const p = join(abs, place);
    if ((place === "." || place === "spec") && existsSync(p) && statSync(p).isDirectory() && isSpecDir(p))
      return fromSpecDir(p, label, `spec folder ${reader.show(p)}, bundled like npm run gen`);
    if (place !== "." && place !== "spec" && readDisk(p) !== undefined) return fromFile(p, label, reader, `contract file ${reader.show(p)}`);
  }
  throw new InputError(`${label} is a folder without a contract (looked for ${USUAL_PLACES.join(", ")} in it)`);
}

async function loadWorkTree(repo: string, path?: string): Promise<LoadedContract> {
  if (path !== undefined) {
    const abs = resolve(repo, repoRelative(repo, path));
    if (!existsSync(abs)) throw new InputError(`the work tree has no ${path}`);
    const c = await loadLocal(abs, "work tree");
    return { ...c, how: `${c.how} (work tree)` };
  }
  try {
    const c = await loadLocal(repo, "work tree");
    return { ...c, how: `${c.how} (work tree)` };
  } catch (e) {
    if (e instanceof InputError && e.message.includes("without a contract"))
      throw new InputError(`the work tree has no contract at the usual places (${USUAL_PLACES.join(", ")}): name it with --path`);
    throw e;
  }
}

/** A reader over one commit's files: absolute paths under the repository map to paths at the commit. */
function commitReader(repo: string, ref: string, files: CommitFiles): Reader {
  const rel = (abs: string) => relative(repo, abs).split("\\").join("/");
  return {
    read: (abs) => (inside(repo, abs) ? files.read(rel(abs)) : undefined),
    show: (abs) => (inside(repo, abs) ? `${ref}:${rel(abs)}` : `${abs} (outside the repository)`),
    prepare: (root) => {
      const folder = posix.dirname(rel(root));
      if (folder !== ".") files.prefetch(folder);
    },
  };
}

async function loadAtCommit(repo: string, label: string, ref: string, sha: string, path: string | undefined): Promise<LoadedContract> {
  const short = sha.slice(0, 9);
  const files = new CommitFiles(repo, sha);
  const at = (p: string) => `${p || "the root"} at ${ref} (${short})`;
  const specLayout = (p: string) => {
    const entries = listFolder(repo, sha, p);
    if (!entries.includes("openapi.yaml")) return false;
    const root = files.read(posix.join(p, "openapi.yaml"));
    try {
      return root !== undefined && isSpecLayout(parseContractText(root, p), entries);
    } catch {
      return false;
    }
  };
  const find = (folder: string): { path: string; folder: boolean } | undefined => {
    if (folder !== "" && specLayout(folder)) return { path: folder, folder: true };
    for (const place of USUAL_PLACES) {
      const p = folder ? posix.join(folder, place) : place;
      const kind = kindAt(repo, sha, p);
      if (place === "spec" ? kind === "folder" && specLayout(p) : kind === "file") return { path: p, folder: place === "spec" };
    }
    return undefined;
  };
  let target: { path: string; folder: boolean } | undefined;
  if (path === undefined) {
    target = find("");
    if (!target)
      throw new InputError(`${ref} (${short}) has no contract at the usual places (${USUAL_PLACES.join(", ")}): name it as ${ref}:PATH or with --path`);
  } else {
    const kind = kindAt(repo, sha, path);
    if (!kind) throw new InputError(`${ref} (${short}) has no ${path}`);
    target = kind === "file" ? { path, folder: false } : find(path);
    if (!target) throw new InputError(`${at(path)} is a folder without a contract (looked for ${USUAL_PLACES.join(", ")} in it)`);
  }
  if (!target.folder) return fromFile(join(repo, target.path), label, commitReader(repo, ref, files), `${at(target.path)}`);
  return withExtracted(repo, sha, target.path, (dir) => {
    try {
      return { label, how: `${at(`${target.path}/`)}, bundled like npm run gen`, doc: bundleSpecDir(dir), rules: readRuleTables(dir) };
    } catch (e) {
      // An old tree today's bundler refuses: the tree's own committed bundle, when it has one.
      const committed = files.read(posix.join(posix.dirname(target.path) === "." ? "" : posix.dirname(target.path), "generated/openapi.json"));
      if (committed === undefined) throw new InputError(`${at(`${target.path}/`)} does not bundle (${first(e)}) and the ref has no generated/openapi.json`);
      return {
        label,
        how: `generated/openapi.json at ${ref} (${short}); its ${target.path}/ does not bundle with today's bundler: ${first(e)}`,
        doc: JSON.parse(committed) as Obj,
        rules: readRuleTables(dir),
      };
    }
  });
}
