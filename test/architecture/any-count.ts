/**
 * The explicit `any` left in the sources (tests aside): each one sits under an
 * `eslint-disable-next-line @typescript-eslint/no-explicit-any -- <reason>` (ESLint reports
 * any other, see eslint.config.js). Run directly (`npm run lint` does) it prints the count.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { repoRoot } from "../../contract/paths.js";

export const SOURCE_FOLDERS = ["simulator", "conformance", "contract", "contract-diff", "cli", "fidelity", "proxy", "spec/tools", "bench", "scripts"];

export interface AnyDirective {
  file: string;
  line: number;
  reason: string;
}

const DIRECTIVE = /eslint-disable-next-line\s+@typescript-eslint\/no-explicit-any(?:\s+--\s*(.*))?/;
const isTest = (p: string) => /\.test\.ts$/.test(p) || p.startsWith("test/");

function sources(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === "node_modules" ? [] : sources(p);
    return /\.(ts|mts|js|mjs)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

/** Every no-explicit-any directive in the non-test sources, with its reason ("" when none is given). */
export function anyDirectives(root = repoRoot): AnyDirective[] {
  const out: AnyDirective[] = [];
  for (const folder of SOURCE_FOLDERS) {
    for (const path of sources(join(root, folder))) {
      const file = relative(root, path);
      if (isTest(file)) continue;
      readFileSync(path, "utf8")
        .split("\n")
        .forEach((text, i) => {
          const m = DIRECTIVE.exec(text);
          if (m) out.push({ file, line: i + 1, reason: (m[1] ?? "").trim() });
        });
    }
  }
  return out;
}

/** Files that switch the rule off wholesale (`eslint-disable @typescript-eslint/no-explicit-any` for a block or file). */
export function blanketDisables(root = repoRoot): string[] {
  const out: string[] = [];
  for (const folder of SOURCE_FOLDERS) {
    for (const path of sources(join(root, folder))) {
      const file = relative(root, path);
      if (!isTest(file) && /eslint-disable(?!-next-line|-line)[^\n]*no-explicit-any/.test(readFileSync(path, "utf8"))) out.push(file);
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const all = anyDirectives();
  const byFolder = new Map<string, number>();
  for (const d of all) byFolder.set(d.file.split("/")[0], (byFolder.get(d.file.split("/")[0]) ?? 0) + 1);
  console.log(`explicit any outside tests: ${all.length} (${[...byFolder].map(([f, n]) => `${f} ${n}`).join(", ")}), each with its reason`);
}
