/**
 * The rule catalogue is complete by construction and stays so: every operation of the
 * contract, every (operation, status, code) it documents, every code of the description's
 * error tables and every spec/rules table is in it (or, for a table, listed with why it
 * binds no other server); every row names checks that exist; every code listed as not
 * triggerable is one no operation of the simulator answers in a full run (the run test in
 * against-simulator.test.ts); and the labels of the checks' rules hold against the texts.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Contract } from "../../contract/operations.js";
import { ruleTableNames } from "../../contract/rules/load.js";
import { ALL_CHECKS } from "../../conformance/catalogue.js";
import { RESPONSE_RULE_SPECS } from "../../conformance/contract/response-conformance.js";
import { buildCatalogue, describedCodes, documentedErrors, entryId } from "../../conformance/catalogue/index.js";
import { TABLES_WITHOUT_RULES, tablesWithRows } from "../../conformance/catalogue/tables.js";
import { UNREACHABLE_CODES } from "../../conformance/catalogue/unreachable.js";
import { errorCodeTable } from "../../contract/errors.js";
import { repoPath } from "../../contract/paths.js";

const contract = Contract.load();

/** Statements of the description (quoted as it words them) and the rules that check them. */
const DESCRIBED: { quote: string; rules: string[] }[] = [
  {
    quote: "each gap returns one `errors` entry (`MISSING_FIELD` with `field`, `MISSING_IDENTITY_DOCUMENT` with `acceptedDocumentTypes`)",
    rules: ["verification.errors"],
  },
  { quote: "409 `TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL` otherwise", rules: ["transactions.approve"] },
  { quote: "generic state conflict, e.g. duplicate `platformCustomerId`", rules: ["customers.duplicate-platform-id"] },
  { quote: "`CARDHOLDER_KYC_NOT_APPROVED`", rules: ["cards.cardholder-kyc"] },
  { quote: "once the customer is `APPROVED` or `REJECTED` it returns 400", rules: ["verification.final-400"] },
  { quote: "`BENEFICIARY_TRUSTED` | trusted beneficiary cannot be deleted", rules: [] },
];

/** Statements of the live contract (in our words, with where they stand) and the rules that check them. */
const LIVE: { where: string; statement: string; rules: string[] }[] = [
  {
    where: "execute operation",
    statement: "re-calling execute on an executed quote answers 409; 409 means the quote is already confirmed, expired or in an invalid state",
    rules: ["money.execute-once", "idempotency.concurrent-no-key"],
  },
];
const checks = [{ id: "every response", rules: RESPONSE_RULE_SPECS }, ...ALL_CHECKS];
const { entries } = buildCatalogue(contract, checks);
const ids = new Set(entries.map((e) => e.id));

describe("the rule catalogue", () => {
  it("holds every operation of the contract and every error it documents", () => {
    expect(contract.operations.length).toBeGreaterThan(100);
    for (const op of contract.operations) {
      expect(ids.has(entryId.operation(op.key)), op.key).toBe(true);
      for (const { status, code } of documentedErrors(contract, op))
        expect(ids.has(entryId.error(op.key, status, code)), `${op.key} ${status} ${code}`).toBe(true);
    }
    // Every documented 4xx/5xx status of an operation carries at least one error entry.
    for (const op of contract.operations)
      for (const status of Object.keys(op.op.responses ?? {}).filter((s) => Number(s) >= 400))
        expect(
          entries.some((e) => e.kind === "error" && e.operation === op.key && e.status === Number(status)),
          `${op.key} ${status}`,
        ).toBe(true);
  });

  it("holds every code of the description's error tables", () => {
    const codes = describedCodes();
    expect(codes.length).toBeGreaterThan(100);
    for (const { code } of codes) expect(ids.has(entryId.code(code)), code).toBe(true);
  });

  it("reads every spec/rules table into rows, or says why the table binds no other server", () => {
    const withRows = tablesWithRows(Object.keys(contract.doc.webhooks ?? {}));
    const without = new Set(TABLES_WITHOUT_RULES.map((t) => t.table));
    const unaccounted = ruleTableNames().filter((n) => !withRows.has(n) && !without.has(n));
    expect(unaccounted, "tables neither read into rows nor listed in TABLES_WITHOUT_RULES").toEqual([]);
    expect(
      [...without].filter((n) => withRows.has(n)),
      "a table both read and listed as without rules",
    ).toEqual([]);
    for (const t of TABLES_WITHOUT_RULES) expect(t.why.length, t.table).toBeGreaterThan(20);
  });

  it("names only checks that exist, and every row has one", () => {
    const known = new Set(checks.map((c) => c.id));
    for (const e of entries.filter((x) => x.kind === "row" || x.kind === "rule")) {
      expect(e.checks.length, e.id).toBeGreaterThan(0);
      for (const c of e.checks) expect(known.has(c), `${e.id}: unknown check ${c}`).toBe(true);
    }
  });

  it("lists as not triggerable only codes of the description, each with its reason", () => {
    const all = new Set(Object.values(errorCodeTable()).flatMap((l) => (l ?? []).map((e) => e.code)));
    for (const [code, why] of Object.entries(UNREACHABLE_CODES)) {
      expect(all.has(code), code).toBe(true);
      expect(why.length, code).toBeGreaterThan(30);
    }
  });
});

describe("the sources of the checks' rules", () => {
  const description = readFileSync(repoPath("..", "shared", "payments-api.md"), "utf8");
  const rules = checks.flatMap((c) => (c.rules ?? []).map((r) => ({ ...r, check: c.id })));

  it("a designed rule says what in it is designed", () => {
    const bad = rules
      .filter((r) => r.source === "designed" && !/designed|not shown|this contract|our contract|ours\b|not (which|when|where)/i.test(r.says))
      .map((r) => `${r.check}: ${r.id}: ${r.says}`);
    expect(bad).toEqual([]);
  });

  it("the description's statements rest on rules that are not designed", () => {
    for (const st of DESCRIBED) {
      expect(description.includes(st.quote), `not in the description: ${st.quote}`).toBe(true);
      for (const id of st.rules) {
        const found = rules.filter((r) => r.id === id);
        expect(found.length, `${id} (resting on "${st.quote}") is named by no check`).toBeGreaterThan(0);
        for (const r of found) expect(r.source, `${r.check}: ${id} rests on "${st.quote}"`).toBe("description");
      }
    }
  });

  it("the live contract's statements rest on rules that are not designed", () => {
    for (const st of LIVE)
      for (const id of st.rules) {
        const found = rules.filter((r) => r.id === id);
        expect(found.length, `${id} (live: ${st.statement}) is named by no check`).toBeGreaterThan(0);
        for (const r of found) expect(r.source, `${r.check}: ${id} rests on the live ${st.where}: ${st.statement}`).not.toBe("designed");
      }
  });

  it("a rule that keeps money right fails whatever its source", () => {
    const money = ["money.execute-once", "idempotency.concurrent-no-key", "idempotency.held-once", "money.conservation", "money.available-non-negative"];
    for (const id of money) {
      const found = rules.filter((r) => r.id === id);
      expect(found.length, id).toBeGreaterThan(0);
      for (const r of found) {
        expect(r.safety, `${r.check}: ${id} is not marked as keeping money right`).toBe(true);
        expect(r.source, `${r.check}: ${id}`).not.toBe("designed");
      }
    }
  });
});
