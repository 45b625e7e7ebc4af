/**
 * docs/simulator/ is rendered from the rule tables (`npm run docs`, scripts/docs/): a page
 * that no longer matches its table fails here, so the docs cannot drift from what the
 * simulator and the conformance models read. The rendering shows every row: each suffix of
 * the sandbox tables and each move of the state tables is on its page.
 */
import { describe, expect, it } from "vitest";
import { renderSimulatorDocs, staleSimulatorDocs } from "../../scripts/docs/render.js";
import { duration } from "../../scripts/docs/markdown.js";
import { loadKycRules } from "../../contract/rules/kyc.js";
import { loadSandboxExternalAccountRules } from "../../contract/rules/external-accounts.js";
import { sandboxPayoutRules } from "../../contract/rules/money.js";
import { cardRules } from "../../contract/rules/cards.js";
import { transactionRules } from "../../contract/rules/money-states.js";
import { errorCodeTable } from "../../contract/errors.js";

const docs = renderSimulatorDocs();

describe("docs/simulator", () => {
  it("matches its rendering from spec/rules (run `npm run docs` after changing a table)", () => {
    expect(staleSimulatorDocs(docs)).toEqual([]);
  });

  it("has an index linking every page", () => {
    for (const f of Object.keys(docs).filter((f) => f !== "README.md")) expect(docs["README.md"]).toContain(`](${f})`);
  });

  it("shows every sandbox suffix on its area's page", () => {
    const k = loadKycRules();
    for (const s of [...Object.keys(k.individual.outcomes), ...Object.keys(k.business.outcomes), k.hold.suffix])
      expect(docs["customers.md"]).toContain(`\`${s}\``);
    const x = loadSandboxExternalAccountRules();
    for (const s of [...Object.keys(x.paymentOutcomes), ...Object.keys(x.nameVerification), ...Object.keys(x.achValidation.outcomes)].filter(
      (s) => s !== "default",
    ))
      expect(docs["external-accounts.md"]).toContain(`| \`${s}\` |`);
    for (const s of Object.keys(sandboxPayoutRules().quoteDestinationOutcomes).filter((s) => s !== "default"))
      expect(docs["money.md"]).toContain(`| \`${s}\` |`);
    for (const s of Object.keys(cardRules().descriptorSuffixes)) expect(docs["cards.md"]).toContain(`| \`${s}\` |`);
  });

  it("shows every move of the transaction state table and every error code", () => {
    const section = docs["money.md"].split("## Transactions")[1].split("## Error rules")[0];
    const moves = section.split("\n").filter((l) => /^\| `(fund|fundMismatch|authorize|expire|approve|reject|cancel)` \|/.test(l));
    expect(moves).toHaveLength(transactionRules().transitions.length);
    for (const rows of Object.values(errorCodeTable())) for (const r of rows) expect(docs["errors.md"]).toContain(`| \`${r.code}\` |`);
  });

  it("says durations as people read them", () => {
    expect([duration(0), duration(2000), duration(360_000), duration(302_000), duration(86_400_000), duration(2_592_000_000), duration(1500)]).toEqual([
      "at once",
      "2 s",
      "6 min",
      "5 min 2 s",
      "24 h",
      "30 days",
      "1.5 s",
    ]);
  });
});
