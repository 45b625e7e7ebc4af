/**
 * What `paysim fidelity --live` reports of a measure (measure.ts): one finding per thing
 * the simulator does otherwise than the live document says, each with its operation (or
 * webhook event type) and JSON pointer, then one summary line with the percentages; as
 * text, or as JSON for machines. Two versions of the live document compared: the figures
 * before and after, the findings that appeared and those that went away.
 */
import type { LiveSource } from "./live-source.js";
import { pct, type Measure } from "./measure.js";

export type FindingKind =
  "operation-not-served" | "request-refused" | "response-misfit" | "response-status" | "response-error" | "webhook-misfit" | "enum-unknown" | "enum-extra";

export interface Finding {
  kind: FindingKind;
  /** `METHOD /path` (the contract's path for a shared operation), or `webhook EVENT_TYPE`. */
  operation: string;
  /**
   * A JSON pointer: into the request (`/body/address/country`, `/query/limit`) for a refused
   * request, into the answer or delivery body for a misfit, into the live document for an
   * operation not served or an enum value.
   */
  pointer: string;
  message: string;
  /** The answer's status (responses). */
  status?: number;
  /** The live document's pointer of the rule broken, when it is known. */
  livePointer?: string;
  /** The rule broken: the refusal's code, the schema keyword (ajv's), or the enum's value. */
  rule?: string;
  /** The enum value (enum findings), or the value answered (misfits). */
  value?: unknown;
}

export interface Summary {
  operations: { live: number; served: number; percent: string };
  requests?: { operations: number; accepting: number; percent: string; apart: number; sent: number; excused: number };
  responses?: { measured: number; fits: number; percent: string; misfit: number; status: number; error: number; notImplemented: number };
  webhooks?: { measured: number; fits: number; percent: string; deliveries: number; notLive: string[]; noRecipe: string[] };
  enums?: { live: number; known: number; percent: string; excused: number; extra: number };
}

export interface FidelityReport {
  source: { label: string; how: string; format: "shapes" | "openapi"; version?: string };
  summary: Summary;
  /** The summary as one line. */
  line: string;
  findings: Finding[];
}

/** `address.country` / `items[0].id` as a JSON pointer under `/<in>`. */
function fieldPointer(loc: string, field: string): string {
  const tokens = field
    .replace(/\[(\d+)\]/g, ".$1")
    .split(".")
    .filter(Boolean)
    .map((t) => t.replace(/~/g, "~0").replace(/\//g, "~1"));
  return `/${loc}${tokens.length ? "/" + tokens.join("/") : ""}`;
}

const opPointer = (key: string) => `/operations/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;

export function buildReport(src: LiveSource, m: Measure): FidelityReport {
  const findings: Finding[] = [];
  const live = (p: string | undefined) => (p && p.startsWith("#/components/") ? `#${src.pointerIn(p.slice(1))}` : undefined);
  for (const key of m.operations.notServed)
    findings.push({ kind: "operation-not-served", operation: key, pointer: `#${src.pointerIn(opPointer(key))}`, message: "the simulator does not serve it" });
  for (const f of m.requests?.findings ?? []) {
    if (!f.refused) continue;
    const seen = new Map<string, Finding>();
    for (const ex of f.examples)
      for (const e of ex.errors) {
        const pointer = fieldPointer(e.in, e.field);
        if (!seen.has(`${pointer} ${e.code}`))
          seen.set(`${pointer} ${e.code}`, {
            kind: "request-refused",
            operation: f.op,
            pointer,
            rule: e.code,
            message: `${f.refused} of ${f.sent} live-valid requests refused: ${e.code} ${e.reason}`,
          });
      }
    findings.push(...seen.values());
  }
  for (const f of m.responses?.findings ?? []) {
    if (f.verdict === "misfit")
      for (const i of f.issues)
        findings.push({
          kind: "response-misfit",
          operation: f.op,
          status: f.status,
          pointer: i.pointer,
          rule: i.keyword,
          message: `${i.message}${i.actual !== undefined ? ` (answered ${JSON.stringify(i.actual)})` : ""}`,
          livePointer: live(i.schemaPath),
          value: i.actual,
        });
    else if (f.verdict === "status" || f.verdict === "error")
      findings.push({ kind: `response-${f.verdict}`, operation: f.op, status: f.status, pointer: "", message: f.problems.join("; ") });
  }
  for (const f of m.webhooks?.findings ?? [])
    for (const i of f.issues)
      findings.push({
        kind: "webhook-misfit",
        operation: `webhook ${f.type}`,
        pointer: i.pointer,
        rule: i.keyword,
        message: i.message,
        livePointer: live(i.schemaPath),
      });
  for (const f of m.enums?.findings ?? []) {
    if (f.excused) continue;
    const more = f.operations.length > 1 ? `; also in ${f.operations.length - 1} more operations` : "";
    findings.push({
      kind: f.kind === "unknown" ? "enum-unknown" : "enum-extra",
      operation: f.op,
      pointer: `#${src.pointerIn(f.pointer)}`,
      rule: "enum",
      value: f.value,
      message:
        f.kind === "unknown"
          ? `the live value ${JSON.stringify(f.value)} of ${f.field || "the value"} (${f.where}) is unknown to the simulator${more}`
          : `the simulator may answer ${JSON.stringify(f.value)} at ${f.field || "the value"} (${f.where}); the live document does not list it${more}`,
    });
  }
  const summary: Summary = { operations: { live: m.operations.live, served: m.operations.served, percent: pct(m.operations.served, m.operations.live) } };
  if (m.requests) {
    const r = m.requests.figures;
    summary.requests = {
      operations: r.operations,
      accepting: r.accepting,
      percent: pct(r.accepting, r.operations),
      apart: r.apart.length,
      sent: r.sent,
      excused: r.excused,
    };
  }
  if (m.responses) {
    const r = m.responses.figures;
    summary.responses = {
      measured: r.measured,
      fits: r.fits,
      percent: pct(r.fits, r.measured),
      misfit: r.misfit,
      status: r.status,
      error: r.error,
      notImplemented: r.notImplemented.length,
    };
  }
  if (m.webhooks) {
    const w = m.webhooks.figures;
    summary.webhooks = {
      measured: w.measured,
      fits: w.fits,
      percent: pct(w.fits, w.measured),
      deliveries: w.deliveries,
      notLive: w.notLive,
      noRecipe: w.noRecipe,
    };
  }
  if (m.enums) {
    const e = m.enums;
    summary.enums = {
      live: e.live,
      known: e.known,
      percent: pct(e.known + e.excused, e.live),
      excused: e.excused,
      extra: e.findings.filter((f) => f.kind === "extra" && !f.excused).length,
    };
  }
  // A misfit reported by several branches of a oneOf at the same place and rule is listed once.
  const seen = new Set<string>();
  const unique = findings.filter((f) => {
    const k = `${identity(f)} ${f.livePointer ?? ""}`;
    return !seen.has(k) && !!seen.add(k);
  });
  return {
    source: { label: src.label, how: src.how, format: src.format, version: src.version },
    summary,
    line: summaryLine(src.label, summary),
    findings: unique,
  };
}

export function summaryLine(label: string, s: Summary): string {
  const parts = [`operations: ${s.operations.served} of ${s.operations.live} live operations served (${s.operations.percent}%)`];
  if (s.requests)
    parts.push(`requests: ${s.requests.accepting} of ${s.requests.operations} shared operations accept every live-valid request (${s.requests.percent}%)`);
  if (s.responses) parts.push(`responses: ${s.responses.fits} of ${s.responses.measured} answer in the live shape (${s.responses.percent}%)`);
  if (s.webhooks)
    parts.push(`webhooks: ${s.webhooks.fits} of ${s.webhooks.measured} event types fit (${s.webhooks.percent}%, ${s.webhooks.deliveries} deliveries)`);
  if (s.enums) parts.push(`enums: ${s.enums.known + s.enums.excused} of ${s.enums.live} live enum values known (${s.enums.percent}%)`);
  return `fidelity ${label}: ${parts.join("; ")}`;
}

const findingLine = (f: Finding) =>
  `${f.kind.padEnd(20)} ${f.operation}${f.status ? ` ${f.status}` : ""}  ${f.pointer || "(body)"}  ${f.message}${f.livePointer ? `  [live ${f.livePointer}]` : ""}`;

export function reportText(r: FidelityReport): string {
  const head = `paysim fidelity: ${r.source.label}: ${r.source.how}${r.source.version ? `, version ${r.source.version}` : ""}`;
  const s = r.summary;
  const apart = [
    s.requests?.apart
      ? `requests: ${s.requests.apart} operations refuse some live-valid requests only where the description states the rule (${s.requests.excused} of ${s.requests.sent} requests)`
      : "",
    s.responses?.notImplemented ? `responses: ${s.responses.notImplemented} operations answer 501 (areas being built)` : "",
    s.webhooks?.notLive.length ? `webhooks: designed, not named by the live document: ${s.webhooks.notLive.join(", ")}` : "",
    s.enums?.excused ? `enums: ${s.enums.excused} live values unknown where the description states the field` : "",
    s.enums?.extra ? `enums: ${s.enums.extra} values the simulator may answer that the live document does not list (enum-extra)` : "",
  ].filter(Boolean);
  return [head, ...r.findings.map(findingLine), ...(apart.length ? ["counted apart:", ...apart.map((a) => `  ${a}`)] : []), r.line, ""].join("\n");
}

/** A finding across versions: an enum value by its pointer and value (the first operation reaching it may change); the others by operation, status, pointer and rule. */
const identity = (f: Finding) =>
  f.kind.startsWith("enum-") ? `${f.kind} ${f.pointer} ${JSON.stringify(f.value)}` : `${f.kind} ${f.operation} ${f.status ?? ""} ${f.pointer} ${f.rule ?? ""}`;

export interface Change {
  from: string;
  to: string;
  /** Summary lines before and after. */
  before: string;
  after: string;
  appeared: Finding[];
  gone: Finding[];
}

/** What changed for the simulator from one version of the live document to another. */
export function compareReports(a: FidelityReport, b: FidelityReport): Change {
  const ka = new Set(a.findings.map(identity));
  const kb = new Set(b.findings.map(identity));
  return {
    from: a.source.label,
    to: b.source.label,
    before: a.line,
    after: b.line,
    appeared: b.findings.filter((f) => !ka.has(identity(f))),
    gone: a.findings.filter((f) => !kb.has(identity(f))),
  };
}

export function changeText(c: Change): string {
  return [
    `changes from ${c.from} to ${c.to}: ${c.appeared.length} findings appeared, ${c.gone.length} went away`,
    ...c.appeared.map((f) => `+ ${findingLine(f)}`),
    ...c.gone.map((f) => `- ${findingLine(f)}`),
    `  before: ${c.before}`,
    `  after:  ${c.after}`,
    "",
  ].join("\n");
}
