/**
 * Runnable shell blocks of the documentation. The convention: an HTML comment on the line
 * before a ```sh (or ```bash) block marks it runnable —
 *
 *   <!-- runnable -->                 run alone
 *   <!-- runnable NAME -->            run alone, and named so another block can follow it
 *   <!-- runnable after=NAME -->      run in the same shell right after the block NAME
 *
 * A block runs with bash (errexit, pipefail) from the repository root against a simulator
 * the test starts (`paysim serve`, default credentials and key file); it reads BASE (the API
 * base URL), SIM (the simulator's root URL) and RX_PORT (a free port for a local receiver),
 * each with the default a reader gets from `npm start`. A command line ending in a comment
 * of one word (`... | pick status   # COMPLETED`) states its output: that line must appear
 * in the block's output, in order.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export interface RunnableBlock {
  /** Where it is: `README.md:23`. */
  at: string;
  name?: string;
  after?: string;
  script: string;
  /** The one-word outputs its lines state, in order. */
  expected: string[];
}

const MARKER = /^<!-- runnable(?:\s+(after=)?([\w.-]+))?\s*-->\s*\n```(?:sh|bash)\n([\s\S]*?)^```/gm;
const STATED = /^(?!\s*#).*\S\s+#\s+([\w.-]+)\s*$/;

/** The markdown files a reader meets: README.md and docs/**\/*.md. */
export function documentationFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = join(dir, f);
      return statSync(p).isDirectory() ? walk(p) : f.endsWith(".md") ? [p] : [];
    });
  return [join(root, "README.md"), ...walk(join(root, "docs"))];
}

export function runnableBlocks(root: string, files = documentationFiles(root)): RunnableBlock[] {
  const blocks: RunnableBlock[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(MARKER)) {
      const line = text.slice(0, m.index).split("\n").length;
      const script = m[3];
      blocks.push({
        at: `${relative(root, file)}:${line}`,
        ...(m[2] ? (m[1] ? { after: m[2] } : { name: m[2] }) : {}),
        script,
        expected: script.split("\n").flatMap((l) => STATED.exec(l)?.[1] ?? []),
      });
    }
  }
  return blocks;
}

/** The script a block runs: the chain of blocks it follows, then itself. */
export function scriptOf(block: RunnableBlock, all: RunnableBlock[]): string {
  const chain: RunnableBlock[] = [block];
  for (let b = block; b.after;) {
    const prev = all.find((x) => x.name === b.after);
    if (!prev) throw new Error(`${b.at}: runs after "${b.after}", which no runnable block is named`);
    if (chain.includes(prev)) throw new Error(`${b.at}: a cycle of runnable blocks`);
    chain.unshift(prev);
    b = prev;
  }
  return chain.map((b) => b.script).join("\n");
}

/** The stated outputs missing from `output`, in order (empty when every one appears after the previous). */
export function missingStated(expected: string[], output: string): string[] {
  const lines = output.split("\n").map((l) => l.trim());
  const missing: string[] = [];
  let from = 0;
  for (const e of expected) {
    const i = lines.indexOf(e, from);
    if (i < 0) missing.push(e);
    else from = i + 1;
  }
  return missing;
}
