/**
 * The API reference pages in generated/docs/ (spec/tools/api-reference.ts): the renderer
 * (Redocly build-docs) is reproducible, so rendering a page again gives the committed bytes;
 * `npm run gen:check` finds a page stale when its contract changes, without rendering; and
 * every page loads its script from the simulator, never from another origin.
 */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { renderReference, staleReferences } from "../../spec/tools/api-reference.js";
import { CONTRACT_REFERENCES, REFERENCE_DIR, REFERENCE_SCRIPT_PATH, readReferenceManifest } from "../../contract/references.js";
import { repoPath } from "../../contract/paths.js";

const sha256 = (b: string | Buffer) => createHash("sha256").update(b).digest("hex");

describe("API reference pages", () => {
  const m = readReferenceManifest()!;

  it("one page per listed contract, each recorded with the hash of its bytes", () => {
    expect(new Set(CONTRACT_REFERENCES.map((r) => r.name)).size).toBe(CONTRACT_REFERENCES.length);
    expect(m.references.map((r) => r.name)).toEqual(CONTRACT_REFERENCES.map((r) => r.name));
    for (const r of m.references) {
      expect(existsSync(repoPath(r.source)), r.source).toBe(true);
      expect(sha256(readFileSync(join(REFERENCE_DIR, r.file))), r.file).toBe(r.sha256);
      expect(r.operations).toBeGreaterThan(0);
    }
    expect(sha256(readFileSync(join(REFERENCE_DIR, m.script.file)))).toBe(m.script.sha256);
  });

  it("are current (what npm run gen:check checks) and go stale when a contract changes", () => {
    expect(staleReferences()).toEqual([]);
    const admin = CONTRACT_REFERENCES.find((r) => r.name === "admin")!;
    const text = readFileSync(repoPath(admin.source), "utf8");
    const changed = text.replace("summary: What the simulator serves", "summary: What the simulator serves now");
    expect(changed).not.toBe(text);
    expect(staleReferences({ [admin.source]: changed })).toEqual([`generated/docs/admin.html`]);
  });

  it("load nothing from another origin: the renderer's script comes from the simulator", () => {
    for (const r of m.references) {
      const html = readFileSync(join(REFERENCE_DIR, r.file), "utf8");
      expect(html).not.toContain("cdn.redocly.com");
      expect(html).toContain(`<link rel="modulepreload" href="${REFERENCE_SCRIPT_PATH}"`);
      expect(html).toContain(`import { hydrate } from "${REFERENCE_SCRIPT_PATH}"`);
      // Every script, stylesheet, image or frame the markup loads is the simulator's (links to read elsewhere are fine).
      const loads = [...html.matchAll(/<(script|link|img|iframe)\b[^>]*\b(src|href)="([^"]*)"/g)].map((x) => x[3]);
      expect(
        loads.filter((u) => /^(https?:)?\/\//.test(u)),
        r.file,
      ).toEqual([]);
      expect(html).toContain('"disableTelemetry":true');
      expect(html).toContain('"router":"hash"');
    }
  });

  it("render reproducibly: the admin contract rendered again gives the committed page, byte for byte", async () => {
    const admin = CONTRACT_REFERENCES.find((r) => r.name === "admin")!;
    const html = await renderReference(admin);
    expect(sha256(html)).toBe(m.references.find((r) => r.name === "admin")!.sha256);
  }, 120_000);
});
