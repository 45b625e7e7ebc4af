/** The repository root, found from any module location (sources under tsx, or dist/). */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export function findRepoRoot(fromUrl: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const pkg = join(dir, "package.json");
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, "utf8")).name === "paysim") return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error("paysim: cannot find the repository root (package.json named paysim)");
    dir = up;
  }
}

export const repoRoot = findRepoRoot();
