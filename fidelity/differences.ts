/**
 * The difference table (`spec/fidelity/differences.yaml`): every place where the
 * description (or an interface fact) and the live service differ, with the choice made.
 * Rows whose choice is `description` or `interface-facts` excuse the fidelity measure for
 * the fields they name (`operation: "*"` for every operation; a field matches itself, what
 * lies under it, and the same name nested anywhere: `country` covers
 * `address.country`); `codes` narrows a row to those FieldError codes. Rows whose choice is
 * `live` record what was aligned and excuse nothing; rows whose choice is `removed` name what the
 * live service no longer has (an operation, or with `fields` a part of one) and is not served,
 * and excuse nothing either. Webhook rows name an `event` (or "*")
 * instead of an operation (`operation: "*"`); `liveEvent` pairs an event the description
 * names differently with the live one it is measured against.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { repoPath } from "../contract/paths.js";

export interface DifferenceRow {
  id: string;
  operation: string;
  side: "request" | "response" | "webhook";
  /** Webhook rows: the contract's event type ("*" for every one). */
  event?: string;
  /** Webhook rows: the live event type the contract's event is measured against (its name differs). */
  liveEvent?: string;
  in?: "body" | "query" | "path" | "header";
  status?: string;
  fields?: string[];
  codes?: string[];
  description: string;
  live: string;
  choice: "description" | "interface-facts" | "live" | "removed";
  why: string;
  /** The official clients' calls that meet the difference. */
  clientCalls?: string[];
}

export interface DifferenceTable {
  rows: DifferenceRow[];
  excusesRequest(op: string, loc: string, field: string, code?: string): boolean;
  excusesResponse(op: string, status: string, field: string): boolean;
  /** A webhook delivery of `event` may differ from the live payload at `field`. */
  excusesWebhook(event: string, field: string): boolean;
  /** The row that pairs `event` with a live event of another name, if any. */
  webhookPairing(event: string): { liveEvent: string } | undefined;
}

export const DIFFERENCES_PATH = repoPath("spec", "fidelity", "differences.yaml");

/** A row's `event`: "*" (every event), `FAMILY.*` (every event of the family) or one event type. */
const eventMatch = (pattern: string | undefined, event: string) =>
  pattern === "*" || pattern === event || (!!pattern?.endsWith(".*") && event.startsWith(pattern.slice(0, -1)));

const under = (f: string, name: string) => f === name || f.startsWith(name + ".") || f.startsWith(name + "[");

/** `field` is `name`, lies under it, or is `name` (or under it) nested anywhere. */
export function fieldCovered(field: string, names: string[] | undefined): boolean {
  if (!names || !names.length) return true;
  return names.some((n) => {
    if (under(field, n)) return true;
    for (let i = field.indexOf("."); i >= 0; i = field.indexOf(".", i + 1)) if (under(field.slice(i + 1), n)) return true;
    return (
      /\]\./.test(field) &&
      field
        .split(/\]\./)
        .slice(1)
        .some((tail) => under(tail, n))
    );
  });
}

export function loadDifferences(file = DIFFERENCES_PATH): DifferenceTable {
  const rows = (parse(readFileSync(file, "utf8")) as { differences: DifferenceRow[] }).differences;
  const excusing = rows.filter((r) => r.choice === "description" || r.choice === "interface-facts");
  const opMatch = (r: DifferenceRow, op: string) => r.operation === "*" || r.operation === op;
  return {
    rows,
    excusesRequest: (op, loc, field, code) =>
      excusing.some(
        (r) =>
          r.side === "request" &&
          opMatch(r, op) &&
          (r.in ?? "body") === loc &&
          fieldCovered(field, r.fields) &&
          (!r.codes || (code !== undefined && r.codes.includes(code))),
      ),
    excusesResponse: (op, status, field) =>
      excusing.some(
        (r) =>
          r.side === "response" &&
          opMatch(r, op) &&
          (r.status === undefined || r.status === status || (r.status === "4XX" && status.startsWith("4"))) &&
          fieldCovered(field, r.fields),
      ),
    excusesWebhook: (event, field) =>
      excusing.some((r) => r.side === "webhook" && eventMatch(r.event, event) && r.fields !== undefined && fieldCovered(field, r.fields)),
    webhookPairing: (event) => {
      const r = rows.find((x) => x.side === "webhook" && x.event === event && x.liveEvent);
      return r ? { liveEvent: r.liveEvent! } : undefined;
    },
  };
}
