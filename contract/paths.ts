/**
 * Files of the repository (spec/rules/*.yaml, generated/openapi.json) found from any
 * module location: the sources (run by tsx or vitest) or the build in dist/.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function findRepoRoot(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, "utf8")).name === "paysim") return dir;
      } catch {
        /* not ours */
      }
    }
    const up = dirname(dir);
    if (up === dir) throw new Error("paysim: cannot find the repository root (package.json named paysim)");
    dir = up;
  }
}

export const repoRoot = findRepoRoot();

/** An absolute path inside the repository, e.g. repoPath("spec", "rules", "corridors.yaml"). */
export function repoPath(...segments: string[]): string {
  return join(repoRoot, ...segments);
}
