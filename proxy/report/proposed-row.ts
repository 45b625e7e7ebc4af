/**
 * The row a difference would add to spec/fidelity/differences.yaml (its shape:
 * differences.schema.json), proposed, never written: which side is right is the team's call
 * (docs/drift.md says how to decide). `choice: live` is proposed because the other side is
 * the real service; change it to `description` where the description states the rule.
 */
import { ABSENT, type Difference } from "../types.js";

export interface ProposedRow {
  id: string;
  operation: string;
  side: "response";
  status?: string;
  fields?: string[];
  description: string;
  live: string;
  choice: "live";
  why: string;
}

const OPERATION = /^(GET|POST|PUT|PATCH|DELETE) \//;
const show = (v: unknown): string => (v === ABSENT ? "no such field" : `\`${(JSON.stringify(v) ?? String(v)).slice(0, 80)}\``);
const slug = (s: string): string =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");

/** The row for one difference, or undefined when its request named no operation of the contract. */
export function proposedRow(d: Difference, tool: string, date = new Date().toISOString().slice(0, 10)): ProposedRow | undefined {
  if (!OPERATION.test(d.operation)) return undefined;
  const field = d.pointer
    .split("/")
    .slice(1)
    .filter((t) => !/^\d+$/.test(t))
    .pop();
  const where = d.in === "status" ? "the status" : `\`${d.pointer}\``;
  return {
    id: slug(`${d.operation.replace(/[{}]/g, "")} ${field ?? d.kind} ${d.kind}`) || "drift",
    operation: d.operation,
    side: "response",
    status: String(d.status),
    ...(field && d.in === "body" ? { fields: [field] } : {}),
    description: `The simulator answers ${show(d.observed)} at ${where} (${d.kind}).`,
    live: `The live service answers ${show(d.reference)} at ${where}.`,
    choice: "live",
    why: `Found by ${tool} on ${date} (exchange #${d.seq}, ${d.method} ${d.path.split("?")[0]}). Check the description first: where it states the rule, the choice is description.`,
  };
}
