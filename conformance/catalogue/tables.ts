/**
 * The catalogue's rows from spec/rules: every table is either read into rows here (the
 * description's suffix and state tables through runner/table-rules.ts; the corridor and
 * beneficiary-minimum tables; the designed state machines' transitions) or listed in
 * TABLES_WITHOUT_RULES with why it binds no other server. test/conformance/catalogue.test.ts
 * fails when a table is in neither list, so a new table cannot go unseen.
 */
import type { RuleSource } from "../contract/rule-spec.js";
import { tableRows, type TableRow } from "../runner/table-rules.js";
import type { TableWithoutRules } from "./types.js";
import { loadCorridorRules } from "../../contract/rules/corridors.js";
import { loadBeneficiaryMinimums } from "../../contract/rules/external-accounts.js";
import { quoteRules, transactionRules } from "../../contract/rules/money-states.js";
import { agentRules } from "../../contract/rules/agents.js";
import { unreachableReason } from "./corridor-reach.js";
import { stablecoinRules } from "../../contract/rules/stablecoins.js";

/** A row verified by a transition a check notes (`s.transition(machine, from, to)`) in a case that passed. */
export interface TransitionRow extends TableRow {
  transition?: { machine: string; from: string; to: string };
  /** Why no request through the API can exercise the row (listed, never verified). */
  unreachable?: string;
}

/** The state machines' names as the checks note their transitions. */
export const MACHINE = {
  quote: "quote",
  transaction: "transaction",
  agentAction: "agent action",
  stablecoinService: "stablecoin service",
  stablecoinOperation: "stablecoin operation",
} as const;

/** The id of a state table's transition row. */
export const transitionRowId = (table: string, machine: string, from: string, to: string): string => `${table}: ${machine} ${from} -> ${to}`;

/** The row ids the corridor and beneficiary checks note. */
export const TABLE_ROW = {
  corridor: (country: string) => `corridors: payouts to ${country}`,
  notYetLive: (country: string) => `corridors: ${country} is not yet live`,
  sanctioned: (country: string) => `corridors: no rail reaches ${country}`,
  minimum: (who: "individuals" | "businesses", currencies: string) => `beneficiary-minimums: ${who} paid in ${currencies}`,
  extra: (accountType: string) => `beneficiary-minimums: ${accountType} extra fields`,
} as const;

export const TABLES_WITHOUT_RULES: readonly TableWithoutRules[] = [
  { table: "api-tokens", why: "designed credential format and permission grouping; the rules model.api-tokens names are in the catalogue" },
  { table: "discoveries", why: "designed bank-name entries of the simulator's GET /discoveries; another server holds its own" },
  { table: "discovery-directory", why: "designed UMA providers and VASPs; another server knows its own" },
  {
    table: "error-codes",
    why: "read as the catalogue's code entries (every code of the description) and, per operation, as its error entries",
  },
  {
    table: "external-account-equivalence",
    why: "designed sameness of two accounts; the description's 409 DUPLICATE_EXTERNAL_ACCOUNT is an error entry of its operations",
  },
  { table: "fx-rates", why: "designed rates, fees and per-currency numbers; another server quotes its own" },
  {
    table: "header-names",
    why: "the live service's names of two headers, which the simulator accepts beside the description's; a server may accept either",
  },
  { table: "iban-bic", why: "designed derivation of a SWIFT/BIC from an IBAN" },
  { table: "limits", why: "designed request limits of the simulator's HTTP layer; their 413 and 400 answers are error entries" },
  { table: "sca", why: "designed regions, lifetimes and TOTP parameters; the rules model.sca names are in the catalogue" },
  { table: "store-limits", why: "designed caps of the simulator's own stores" },
  { table: "webhook-delivery", why: "designed retry schedule; the redelivery rules webhooks.retry names are in the catalogue" },
  {
    table: "webhook-events",
    why: "designed moments of the live event names; every event type is a row of its own (webhooks: event ...), verified by webhooks.events",
  },
];

const row = (table: string, id: string, says: string, by: string[], source: RuleSource, extra: Partial<TransitionRow> = {}): TransitionRow => ({
  id,
  table,
  source,
  says,
  by,
  ...extra,
});

/** The row's `unreachable` reason when no accountInfo variant reaches the country (corridor-reach.ts). */
const reach = (country: string, anyIban = false): Partial<TransitionRow> => {
  const why = unreachableReason(country, { anyIban });
  return why ? { unreachable: why } : {};
};

function corridorRows(): TransitionRow[] {
  const r = loadCorridorRules();
  const out: TransitionRow[] = [];
  for (const c of r.corridors)
    out.push(
      row(
        "corridors.yaml",
        TABLE_ROW.corridor(c.country),
        `an account in ${c.country} is accepted (its paymentRails, when given, among ${c.rails.join(", ")}) and a payout to it, in a currency one of these rails carries, is quoted`,
        ["corridors"],
        c.designed ? "designed" : "description",
        { needs: { kind: "regulated" }, ...reach(c.country) },
      ),
    );
  for (const c of r.designedCorridors ?? [])
    out.push(
      row("corridors.yaml", TABLE_ROW.corridor(c.country), `a payout to ${c.country} in ${c.currency} (a designed corridor)`, ["corridors"], "designed", {
        needs: { kind: "regulated" },
        ...reach(c.country),
      }),
    );
  for (const c of r.notYetLive)
    out.push(
      row("corridors.yaml", TABLE_ROW.notYetLive(c), `${c} is announced, not yet live: no payout is quoted to it`, ["corridors"], "description", {
        needs: { kind: "regulated" },
        ...reach(c, true),
      }),
    );
  for (const c of r.sanctioned.countries)
    out.push(
      row("corridors.yaml", TABLE_ROW.sanctioned(c), `no rail, local or SWIFT, reaches ${c} (the sanctioned list is designed)`, ["corridors"], "designed", {
        needs: { kind: "regulated" },
        ...reach(c, true),
      }),
    );
  return out;
}

function minimumRows(): TransitionRow[] {
  const m = loadBeneficiaryMinimums();
  const out: TransitionRow[] = [];
  for (const who of ["individuals", "businesses"] as const)
    for (const r of m[who]) {
      const key = r.default ? "other currencies" : (r.currencies ?? []).join(", ");
      out.push(
        row(
          "beneficiary-minimums.yaml",
          TABLE_ROW.minimum(who, key),
          `${who} paid in ${key} need ${r.required.join(", ")}: without one of them the account is refused naming it`,
          ["beneficiary-minimums"],
          r.default ? "designed" : "description",
        ),
      );
    }
  for (const [type, extra] of Object.entries(m.accountTypeExtras ?? {}))
    out.push(
      row(
        "beneficiary-minimums.yaml",
        TABLE_ROW.extra(type),
        `${type} needs ${Object.entries(extra)
          .map(([k, v]) => `${(v as string[]).join(", ")} (${k === "all" ? "every beneficiary" : k})`)
          .join("; ")}`,
        ["beneficiary-minimums"],
        "description",
      ),
    );
  return out;
}

/** One row per distinct move of a designed state table, verified by the transition a check notes. */
function transitionRows(): TransitionRow[] {
  const out: TransitionRow[] = [];
  const seen = new Set<string>();
  const add = (table: string, machine: string, from: string, to: string, says: string, by: string[], needs?: TransitionRow["needs"]) => {
    const id = transitionRowId(table, machine, from, to);
    if (seen.has(id)) return;
    seen.add(id);
    out.push(row(`${table}.yaml`, id, says, by, "designed", { transition: { machine, from, to }, needs }));
  };
  for (const t of quoteRules().transitions)
    add("quotes", MACHINE.quote, t.from, t.to, `a quote moves ${t.from} -> ${t.to} on ${t.on} (designed: "not shown")`, ["model.money", "model.sca"]);
  for (const t of transactionRules().transitions)
    add("transactions", MACHINE.transaction, t.from, t.to, `a transaction moves ${t.from} -> ${t.to} on ${t.on} (designed: "not shown")`, [
      "model.money",
      "model.agents",
      "model.sca",
      "webhooks.events",
    ]);
  for (const t of agentRules().actions.transitions)
    add("agents", MACHINE.agentAction, t.from, t.to, `an agent action moves ${t.from} -> ${t.to} on ${t.on}`, ["model.agents"]);
  const coins = stablecoinRules();
  for (const t of coins.enablement.operator)
    add("stablecoins", MACHINE.stablecoinService, t.from, t.to, `the operator moves the Stablecoin Service ${t.from} -> ${t.to}`, ["model.stablecoins"], {
      control: true,
    });
  // A lifecycle's steps are designed timings on the platform clock; what a client meets is where it ends.
  for (const [name, steps] of Object.entries(coins.operations.lifecycles)) {
    const last = steps[steps.length - 1];
    add(
      "stablecoins",
      MACHINE.stablecoinOperation,
      coins.operations.initial,
      last.status,
      `a stablecoin operation ends ${last.status} (the ${name} lifecycle: ${steps.map((s) => s.status).join(" -> ")}, designed)`,
      ["model.stablecoins"],
      last.afterSeconds > 60 ? { waitSeconds: last.afterSeconds } : undefined,
    );
  }
  return out;
}

/** Every row the catalogue reads from spec/rules and the contract's webhooks. */
export function catalogueRows(webhookTypes: string[]): TransitionRow[] {
  return [...tableRows(webhookTypes), ...corridorRows(), ...minimumRows(), ...transitionRows()];
}

/** The spec/rules tables read into rows (by file name without `.yaml`). */
export function tablesWithRows(webhookTypes: string[]): Set<string> {
  return new Set(catalogueRows(webhookTypes).map((r) => r.table.replace(/\.yaml$/, "")));
}
