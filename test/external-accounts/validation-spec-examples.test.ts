import { readFileSync } from "node:fs";
import { repoPath } from "../../contract/paths.js";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import {
  creationOutcome,
  validateExternalAccountRules,
  validateWalletAddress,
  withDerivedSwiftCode,
} from "../../simulator/areas/external-accounts/domain/validation/index.js";

// The spec author's examples (spec/paths/external-accounts.yaml) must pass these rules.
const paths = parse(readFileSync(repoPath("spec", "paths", "external-accounts.yaml"), "utf8"));

function requestExamples(): { name: string; senderType?: "BUSINESS"; body: any }[] {
  const out: { name: string; senderType?: "BUSINESS"; body: any }[] = [];
  for (const [path, item] of Object.entries<any>(paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const examples = op?.requestBody?.content?.["application/json"]?.examples ?? {};
      for (const [name, ex] of Object.entries<any>(examples)) {
        if (ex?.value?.accountInfo && ex.value.currency)
          out.push({ name: `${method} ${path} ${name}`, senderType: path.startsWith("/platform") ? "BUSINESS" : undefined, body: ex.value });
      }
    }
  }
  return out;
}

describe("spec examples", () => {
  const examples = requestExamples();
  it("finds the create examples", () => expect(examples.length).toBeGreaterThanOrEqual(8));

  for (const ex of requestExamples()) {
    it(`${ex.name} passes the data rules and is created`, () => {
      expect(validateExternalAccountRules({ currency: ex.body.currency, accountInfo: ex.body.accountInfo, senderType: ex.senderType })).toEqual([]);
      expect(creationOutcome(ex.body.accountInfo, { ownershipType: ex.body.ownershipType })).not.toHaveProperty("reject");
    });
  }

  it("the platform EUR example derives the BIC shown in its response", () => {
    const info = paths["/platform/external-accounts"].post.requestBody.content["application/json"].examples.eurAccount.value.accountInfo;
    const shown = paths["/platform/external-accounts"].post.responses["201"].content["application/json"].example.accountInfo.swiftCode;
    expect(withDerivedSwiftCode(info).swiftCode).toBe(shown);
  });

  it("wallet address checks", () => {
    expect(validateWalletAddress({ accountType: "BASE_WALLET", address: "0x52908400098527886e0F7030069857D2E4169EE7" })).toMatchObject([
      { field: "accountInfo.address", code: "INVALID_FORMAT" },
    ]);
    expect(validateWalletAddress({ accountType: "BITCOIN_WALLET", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4" })).toEqual([]);
    expect(validateWalletAddress({ accountType: "BITCOIN_WALLET", address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5" })).toHaveLength(1);
    expect(validateWalletAddress({ accountType: "SOLANA_WALLET", address: "9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin" })).toEqual([]);
    expect(validateWalletAddress({ accountType: "SOLANA_WALLET", address: "1111111111111111111111111111111" })).toHaveLength(1);
  });
});
