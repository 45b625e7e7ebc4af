/**
 * The lint rules keep the same layering as layers.test.ts: ESLint (eslint.config.js) refuses
 * an import from conformance/ into simulator/ or cli/, from simulator/ into conformance/, and
 * from contract/ into either tool, while the imports the layering allows pass.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { repoPath } from "../../contract/paths.js";

const eslint = new ESLint({ cwd: repoPath() });

async function restricted(file: string, specifier: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import { x } from "${specifier}";\nexport const y = x;\n`, { filePath: repoPath(file) });
  return result.messages.some((m) => m.ruleId === "no-restricted-imports");
}

describe("lint layering", () => {
  it("refuses the imports the layering forbids", async () => {
    expect(await restricted("conformance/checks/planted.ts", "../../simulator/areas/money/domain/ledger.js")).toBe(true);
    expect(await restricted("conformance/checks/planted.ts", "../../cli/args.js")).toBe(true);
    expect(await restricted("simulator/areas/cards/planted.ts", "../../../conformance/runner/engine.js")).toBe(true);
    expect(await restricted("contract/rules/planted.ts", "../../simulator/errors/api-error.js")).toBe(true);
    expect(await restricted("contract/planted.ts", "../conformance/runner/engine.js")).toBe(true);
    expect(await restricted("contract-diff/planted.ts", "../simulator/app.js")).toBe(true);
    expect(await restricted("contract-diff/planted.ts", "../conformance/run.js")).toBe(true);
  });

  it("lets the allowed ones through", async () => {
    expect(await restricted("conformance/checks/planted.ts", "../../contract/rules/cards.js")).toBe(false);
    expect(await restricted("simulator/areas/cards/planted.ts", "../../../contract/rules/cards.js")).toBe(false);
    expect(await restricted("simulator/areas/cards/planted.ts", "./domain/render.js")).toBe(false);
    expect(await restricted("test/cards/planted.test.ts", "../../simulator/areas/cards/handlers.js")).toBe(false);
  });
});
