/**
 * Making a data directory, judged one level at a time. A path that cannot hold one is
 * refused at once with one line (DataDirError) naming why: a file where a directory
 * should be, a parent that refuses new directories, a directory the process cannot write.
 * Node's recursive mkdirSync is not used: on a path such as /proc/nope it retries its
 * ENOENT forever, so the directory is created level by level with plain mkdirSync, whose
 * every failure is an answer.
 */
import { accessSync, closeSync, constants, mkdirSync, openSync, statSync, unlinkSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** A data directory that cannot be used; the message is one line, fit for the console. */
export class DataDirError extends Error {
  override name = "DataDirError";
}

const codeOf = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/** Whether `path` exists and is a directory (undefined: nothing there). Throws DataDirError when something else is in the way. */
function isDirectory(dir: string, path: string): boolean | undefined {
  let st;
  try {
    st = statSync(path, { throwIfNoEntry: false });
  } catch (e) {
    if (codeOf(e) === "ENOTDIR") return undefined; // a file further up: found on the way up
    throw new DataDirError(`data directory ${dir} cannot be used: ${path} cannot be read (${codeOf(e)})`);
  }
  return st === undefined ? undefined : st.isDirectory();
}

/**
 * Create `dir` (and its missing parents) unless it exists, then check the process can
 * make a file there. Returns the absolute path; throws DataDirError with a one-line reason.
 */
export function makeDataDir(dir: string): string {
  const abs = resolve(dir);
  // The missing levels, deepest first, down to the nearest one that exists.
  const missing: string[] = [];
  let at = abs;
  for (;;) {
    const found = isDirectory(dir, at);
    if (found === false)
      throw new DataDirError(
        at === abs ? `data directory ${dir} is not a directory (a file is there)` : `data directory ${dir} cannot be created: ${at} is not a directory`,
      );
    if (found) break;
    missing.unshift(at);
    const up = dirname(at);
    if (up === at) break;
    at = up;
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (e) {
      const code = codeOf(e);
      if (code === "EEXIST" && isDirectory(dir, level)) continue; // made meanwhile by another process
      const why =
        code === "ENOENT"
          ? `${dirname(level)} does not accept new directories (ENOENT)`
          : code === "EACCES" || code === "EPERM" || code === "EROFS"
            ? `no permission to create ${level} (${code})`
            : `${level}: ${code}`;
      throw new DataDirError(`data directory ${dir} cannot be created: ${why}`);
    }
  }
  // Permission bits do not tell everything (root passes them; /sys refuses files anyway): a file is made and removed.
  const probe = join(abs, `.paysim-probe-${process.pid}`);
  try {
    accessSync(abs, constants.W_OK | constants.X_OK);
    closeSync(openSync(probe, "wx"));
    unlinkSync(probe);
  } catch (e) {
    throw new DataDirError(`data directory ${dir} is not writable by this process (${codeOf(e)})`);
  }
  return abs;
}
