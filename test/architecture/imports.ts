/**
 * The project's own import graph, read from the sources: every relative import of every
 * TypeScript/JavaScript file under the given top-level folders, resolved to a repo path.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { repoRoot } from "../../contract/paths.js";

export interface ImportEdge {
  from: string; // repo-relative file
  to: string; // repo-relative target (".js" specifiers read as their ".ts" source)
  line: number;
}

const SOURCE = /\.(ts|mts|mjs|js)$/;
const IMPORT = /(?:^|[^\w.$])(?:import|export)\s*(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === "node_modules" || e.name === "dist" || e.name.startsWith(".")) continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...filesUnder(p));
    else if (SOURCE.test(e.name) && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/** Block and line comments blanked (imports in comments are not imports). */
function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, (m) => m.replace(/[^\n]/g, " ")).replace(/(^|[^:"'`\\])\/\/[^\n]*/g, "$1");
}

export function isTestFile(path: string): boolean {
  return /\.test\.[cm]?[jt]s$/.test(path);
}

/** Relative imports of every source file under `folders` (repo-relative folder names). */
export function importEdges(folders: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const folder of folders) {
    for (const file of filesUnder(join(repoRoot, folder))) {
      const src = stripComments(readFileSync(file, "utf8"));
      for (const m of src.matchAll(IMPORT)) {
        const spec = m[1] ?? m[2];
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(file), spec).replace(/\.js$/, ".ts");
        edges.push({ from: relative(repoRoot, file), to: relative(repoRoot, target), line: src.slice(0, m.index).split("\n").length });
      }
    }
  }
  return edges;
}
