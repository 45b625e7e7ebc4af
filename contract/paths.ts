/**
 * The one way to find the package's files on disk (spec/, generated/, bin/): walk up
 * from this module to the package.json named "paysim". Works from the sources (run by
 * tsx or vitest), from the build in dist/, and from an installed package.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function findPackageRoot(fromUrl: string = import.meta.url): string {
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
    if (up === dir) throw new Error("paysim: cannot find the package root (package.json named paysim)");
    dir = up;
  }
}

/** The package root (the repository in a checkout). */
export const repoRoot = findPackageRoot();

/** An absolute path inside the package, e.g. repoPath("spec", "rules", "corridors.yaml"). */
export function repoPath(...segments: string[]): string {
  return join(repoRoot, ...segments);
}
