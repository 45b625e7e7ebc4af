/**
 * The README is a front door: short, opening with the two commands a newcomer runs, answering
 * the first questions under their own headings, and linking every page of docs/. Every relative
 * link of README.md and docs/**\/*.md points at a file that exists, and every #anchor at a heading
 * of its target (as GitHub makes a heading's anchor).
 */
import { describe, it, expect } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { repoRoot } from "../../contract/paths.js";
import { documentationFiles } from "../support/runnable.js";

/** A page another change is writing: a link to it is not reported while it does not exist yet. */
const PENDING_PAGES = new Set(["docs/fidelity.md"]);

/** Markdown without its fenced blocks. */
function withoutFences(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, "");
}

/** Markdown without its fenced blocks and inline code spans (their brackets are not links). */
function prose(text: string): string {
  return withoutFences(text).replace(/`[^`\n]*`/g, "");
}

/** The anchors GitHub gives a page's headings: lower case, punctuation dropped, spaces to dashes, repeats numbered. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const m of withoutFences(text).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = m[1]
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

interface BrokenLink {
  at: string;
  target: string;
  why: string;
}

/** Every relative link of the given markdown files that does not resolve. */
function brokenLinks(root: string, files: string[], pending = new Set<string>()): BrokenLink[] {
  const broken: BrokenLink[] = [];
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const at = relative(root, file);
    for (const m of prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = m[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, ...
      const [path, anchor] = target.split("#", 2);
      const dest = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
      if (!existsSync(dest)) {
        if (!pending.has(relative(root, dest))) broken.push({ at, target, why: "no such file" });
        continue;
      }
      if (!anchor || statSync(dest).isDirectory() || !dest.endsWith(".md")) continue;
      if (!anchorsOf(readFileSync(dest, "utf8")).has(decodeURIComponent(anchor).toLowerCase()))
        broken.push({ at, target, why: `no heading with the anchor #${anchor} in ${relative(root, dest)}` });
    }
  }
  return broken;
}

const readme = readFileSync(join(repoRoot, "README.md"), "utf8");

describe("the README as a front door", () => {
  it("stays under 250 lines (the benchmark table takes 21 of them)", () => {
    expect(readme.split("\n").length).toBeLessThan(250);
  });

  it("opens with the two commands a newcomer runs, npm install && npm start and npm test", () => {
    const first = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
    expect(first.split("\n").map((l) => l.replace(/\s+#.*$/, "").trim())).toEqual(["npm install && npm start", "npm test", ""]);
    const pkg = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(pkg.scripts.start).toMatch(/paysim\.mjs serve$/);
    expect(pkg.scripts.test).toContain("vitest run");
  });

  it("answers the first questions under their own headings", () => {
    const headings = anchorsOf(readme);
    for (const h of [
      "quickstart-a-first-flow-with-curl",
      "documentation",
      "run-the-conformance-suite-against-your-own-server",
      "magic-values",
      "the-clock",
      "verifying-a-webhook-signature",
      "ports-and-flags",
      "troubleshooting",
    ])
      expect(headings, h).toContain(h);
  });

  it("links every page of docs/ from its table of contents, and from docs/documentation.md", () => {
    const docs = readFileSync(join(repoRoot, "docs", "documentation.md"), "utf8");
    const pages = readdirSync(join(repoRoot, "docs")).filter((f) => f.endsWith(".md"));
    for (const page of [...pages, "fidelity.md"]) {
      expect(readme, page).toContain(`](docs/${page})`);
      if (page !== "documentation.md") expect(docs, page).toContain(`](${page})`);
    }
    expect(readme).toContain("](docs/simulator/README.md)");
  });
});

describe("links of the documentation", () => {
  it("every relative link of README.md and docs/ points at a file that exists, every #anchor at a heading", () => {
    expect(brokenLinks(repoRoot, documentationFiles(repoRoot), PENDING_PAGES)).toEqual([]);
  });

  it("the check finds a missing file, a missing anchor, and ignores code and other schemes", () => {
    const root = mkdtempSync(join(tmpdir(), "paysim-links-"));
    mkdirSync(join(root, "docs"));
    writeFileSync(join(root, "docs", "a.md"), "# A page\n\n## The `clock`, again\n\n## Same\n\n## Same\n");
    writeFileSync(
      join(root, "README.md"),
      [
        "[ok](docs/a.md) [ok](docs/a.md#a-page) [ok](docs/a.md#the-clock-again) [ok](docs/a.md#same-1) [ok](#top)",
        "# Top",
        "[gone](docs/b.md) [bad anchor](docs/a.md#nope) [web](https://example.com/x.md) [pending](docs/later.md)",
        "`[in code](docs/c.md)`",
        "```md\n[in a block](docs/d.md)\n```",
      ].join("\n"),
    );
    expect(brokenLinks(root, [join(root, "README.md")], new Set(["docs/later.md"]))).toEqual([
      { at: "README.md", target: "docs/b.md", why: "no such file" },
      { at: "README.md", target: "docs/a.md#nope", why: "no heading with the anchor #nope in docs/a.md" },
    ]);
  });
});
