/**
 * A self-contained HTML report: summary, failures with their minimal reproduction
 * (calls with bodies, expected versus actual, seed and replay, curl script), and the
 * coverage matrix (operations x checks, statuses seen, transitions, magic values).
 */
import type { RunResult } from "../runner/engine.js";
import type { VerdictStatus } from "../runner/verdict.js";
import type { CaseResult } from "../runner/types.js";
import { areaFigures } from "./areas.js";
import { operationsSection } from "./operations.js";

import { escapeHtml as esc } from "../../contract/html.js";

/** A value as the report shows it: absent values as "(none)", never the word undefined. */
function json(v: unknown): string {
  if (v === undefined || v === null || v === "") return "(none)";
  return text(typeof v === "string" ? v : JSON.stringify(v, null, 2));
}

/** Text of a check's message, escaped; a value a message left unset reads "(none)". */
function text(v: unknown): string {
  return esc(String(v ?? "(none)").replace(/\bundefined\b/g, "(none)"));
}

/** An answer's status as a call line shows it. */
const statusOf = (status: number, error?: string) => (status ? String(status) : `no answer${error ? ` (${error})` : ""}`);

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:18px 28px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;color:#c9cfdb}
main{padding:18px 28px;max-width:1400px}section{background:#fff;border:1px solid #dde1e8;border-radius:8px;padding:14px 18px;margin:0 0 18px}
h2{font-size:16px;margin:0 0 10px}h3{font-size:14px;margin:14px 0 4px}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #eceff3;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f1f3f6;font-weight:600;position:sticky;top:0}.pass{color:#11734b}.fail{color:#b3261e;font-weight:600}.skip{color:#8a6d00}
.tot{display:flex;gap:14px;flex-wrap:wrap}.tot a{padding:10px 16px;border-radius:8px;background:#f1f3f6;font-size:18px;color:inherit;text-decoration:none}.tot a:hover{background:#e3e7ee}.tot b{display:block;font-size:12px;color:#5b6475}
details{border:1px solid #eceff3;border-radius:6px;margin:8px 0;padding:6px 10px}summary{cursor:pointer;font-weight:600}
pre{background:#0f1420;color:#e6e9ef;padding:10px;border-radius:6px;overflow:auto;max-height:360px;font-size:12px}
.m td{font-size:11px;text-align:center;padding:2px}.m td.op{text-align:left;font-family:ui-monospace,monospace;white-space:nowrap}.m th{font-size:10px;writing-mode:vertical-rl;transform:rotate(180deg);height:150px}
.hit{background:#cdeedd}.miss{background:#fafafa;color:#bbb}.failcell{background:#f6c9c5}
.chip{display:inline-block;border-radius:10px;padding:0 7px;margin:1px;background:#eef1f6;font-size:12px;font-family:ui-monospace,monospace}
.matrix{overflow:auto;max-height:700px}`;

function failureBlock(c: CaseResult, open = true): string {
  const f = c.failure!;
  const calls = f.calls
    .map(
      (k) => `<details><summary>${k.seq}. ${esc(k.method)} ${esc(k.path)} &rarr; ${esc(statusOf(k.status, k.error))}</summary>
<b>request</b><pre>${json({ headers: k.requestHeaders, body: k.requestBody ?? k.multipart })}</pre>
<b>response</b><pre>${k.status ? json({ status: k.status, headers: k.responseHeaders, body: k.responseBody ?? "(no body)" }) : esc(statusOf(k.status, k.error))}</pre></details>`,
    )
    .join("");
  return `<details${open ? " open" : ""}><summary class="fail">${esc(c.checkId)} &mdash; ${esc(c.name)}</summary>
<p><b>rule broken:</b> <code>${esc(f.rule)}</code> &mdash; ${text(c.rule)}</p>
<p><b>what happened:</b> ${text(f.message)}</p>
<table><tr><th>expected</th><th>actual</th></tr><tr><td><pre>${json(f.expected ?? "")}</pre></td><td><pre>${json(f.actual ?? "")}</pre></td></tr></table>
<p><b>seed</b> ${json(f.seed)}${f.replayPath ? ` &middot; <b>replay path</b> <code>${esc(f.replayPath)}</code>` : ""}${f.counterexample ? `<br><b>minimal counterexample</b><pre>${text(f.counterexample)}</pre>` : ""}</p>
<p><b>replay:</b> <code>${esc(f.replay)}</code></p>
<p><b>calls (${f.calls.length})</b></p>${calls}
<details><summary>curl script</summary><pre>${esc(f.curl)}</pre></details></details>`;
}

/** Failures grouped by check and broken rule: the first of each group open, the rest folded. */
function failureGroups(failed: CaseResult[]): string {
  const groups = new Map<string, CaseResult[]>();
  for (const c of failed) {
    const k = `${c.checkId} / ${c.failure!.rule}`;
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  return [...groups]
    .map(
      ([k, cs]) =>
        `<h3>${esc(k)} <span class="chip">${cs.length} case${cs.length > 1 ? "s" : ""}</span></h3>${failureBlock(cs[0], true)}${
          cs.length > 1
            ? `<details><summary>${cs.length - 1} more: ${esc(
                cs
                  .slice(1, 6)
                  .map((c) => c.name)
                  .join(", "),
              )}${cs.length > 6 ? ", ..." : ""}</summary>${cs
                .slice(1, 51)
                .map((c) => failureBlock(c, false))
                .join("")}${cs.length > 51 ? `<p>${cs.length - 51} more in conformance.json</p>` : ""}</details>`
            : ""
        }`,
    )
    .join("");
}

const VERDICT_ORDER: VerdictStatus[] = ["failed", "warned", "not verified", "verified"];

/** The rule-coverage verdict: the counts, then every rule by status (failed first), with the reason. */
function verdictSection(r: RunResult): string {
  const v = r.verdict;
  if (!v) return "";
  const anchor = (st: VerdictStatus) => `verdict-${st.replace(" ", "-")}`;
  const cls: Record<VerdictStatus, string> = { failed: "fail", warned: "skip", "not verified": "skip", verified: "pass" };
  const tiles = VERDICT_ORDER.map((st) => `<a href="#${anchor(st)}"><b>${st}</b><span class="${v.counts[st] ? cls[st] : ""}">${v.counts[st]}</span></a>`).join(
    "",
  );
  const groups = VERDICT_ORDER.filter((st) => v.counts[st])
    .map((st) => {
      const rows = v.entries
        .filter((e) => e.status === st)
        .map(
          (e) =>
            `<tr><td><code>${esc(e.id)}</code></td><td>${esc(e.kind === "row" ? (e.table ?? "") : e.kind === "rule" ? e.checks.join(", ") : (e.operation ?? e.kind))}</td><td>${esc(e.source)}</td><td>${text(e.says)}</td><td>${e.reason ? text(e.reason) : `${e.evidence} held`}</td></tr>`,
        )
        .join("");
      const table = `<table><tr><th>entry</th><th>table / checks / operation</th><th>source</th><th>what it says</th><th>${st === "verified" ? "evidence" : "why"}</th></tr>${rows}</table>`;
      return `<h3 id="${anchor(st)}" class="${cls[st]}">${st} (${v.counts[st]})</h3>${st === "verified" ? `<details><summary>show the ${v.counts[st]} verified rules</summary>${table}</details>` : table}`;
    })
    .join("");
  const o = v.operations;
  return `<section id="verdict"><h2>Rule-coverage verdict</h2><p>Every entry of the rule catalogue, built from the contract and the description: each operation's success path, each documented (operation, status, code), each code of the description's error tables, each row of the tables in spec/rules and each rule a check names. Verified: met or its expectations held; not verified: the reason says what it needs, and &ldquo;no check&rdquo; says the suite does not reach it. Operations: ${o.success} of ${o.total} answered in a success path, ${o.covered} covered (an answer other than 401 and 404), ${o.refusedOnly} only refused (401), ${o.notFoundOnly} only not found (404), ${o.notCalled} not called.${v.tablesWithoutRules.length ? ` Tables holding no rule for other servers: ${v.tablesWithoutRules.map((t) => `${esc(t.table)} (${esc(t.why)})`).join("; ")}.` : ""}</p><div class="tot">${tiles}</div>${groups}</section>`;
}

export function renderHtml(r: RunResult): string {
  const failed = r.cases.filter((c) => c.status === "failed");
  const checkIds = r.checks.map((c) => c.id);
  const failedCells = new Set(failed.map((c) => `${c.operationKey ?? ""}|${c.checkId}`));
  const ops = Object.entries(r.coverage.operations);
  const exercised = ops.filter(([, v]) => v.checks.length).length;
  const refusedOnly = ops.filter(([, v]) => !v.checks.length && (v.refused ?? 0) > 0).length;
  const areaRows = areaFigures(r)
    .map((a) => {
      const pct = a.operations ? Math.round((100 * a.exercised) / a.operations) : 0;
      const magic = Object.entries(a.magic)
        .map(([t, vs]) => `<b>${esc(t)}</b> ${vs.map((v) => `<span class="chip">${esc(v)}</span>`).join("")}`)
        .join("<br>");
      return `<tr><td><b>${esc(a.area)}</b></td>${a.operations === 0 ? `<td>cross-cutting checks</td>` : `<td class="${pct === 100 ? "hit" : pct === 0 ? "failcell" : ""}">${a.exercised} / ${a.operations}${a.refusedOnly ? ` <span class="skip">(${a.refusedOnly} only refused 401)</span>` : ""}</td>`}<td>${a.checks} &middot; <span class="pass">${a.passed}</span> / <span class="${a.failed ? "fail" : ""}">${a.failed}</span> / <span class="skip">${a.skipped}</span></td><td>${a.codes.map((c) => `<span class="chip">${esc(c)}</span>`).join("") || "&mdash;"}</td><td>${magic || "&mdash;"}</td></tr>`;
    })
    .join("");
  const matrix = ops
    .map(
      ([op, v]) =>
        `<tr><td class="op">${esc(op)}</td>${checkIds
          .map((id) => {
            const cls = failedCells.has(`${op}|${id}`) ? "failcell" : v.checks.includes(id) ? "hit" : "miss";
            return `<td class="${cls}">${cls === "miss" ? "" : cls === "failcell" ? "✗" : "✓"}</td>`;
          })
          .join("")}<td>${v.statuses.map((s) => `<span class="chip">${s}</span>`).join("")}</td></tr>`,
    )
    .join("");
  const checksTable = r.checks
    .map(
      (c) =>
        `<tr><td><code>${esc(c.id)}</code></td><td>${esc(c.area)}</td><td>${esc(c.rule)}</td><td class="pass">${c.passed}</td><td class="${c.failed ? "fail" : ""}">${c.failed}</td><td class="skip">${c.skipped}</td></tr>`,
    )
    .join("");
  const skipped = r.cases
    .filter((c) => c.status === "skipped")
    .map((c) => `<tr><td><code>${esc(c.checkId)}</code></td><td>${esc(c.name)}</td><td>${esc(c.skipReason ?? "")}</td></tr>`)
    .join("");
  const chips = (o: Record<string, string[]>) =>
    Object.entries(o)
      .map(([k, vs]) => `<tr><td><b>${esc(k)}</b></td><td>${vs.map((v) => `<span class="chip">${esc(v)}</span>`).join("")}</td></tr>`)
      .join("") || `<tr><td>none exercised</td></tr>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>paysim conformance report</title><style>${STYLE}</style></head><body>
<header><h1>Conformance report ${failed.length ? "&mdash; FAILED" : "&mdash; passed"}</h1><p>target ${esc(r.target)}${r.control ? ` &middot; control API ${esc(r.control)}` : " &middot; no control API"} &middot; seed ${r.seed} &middot; runs ${r.runs} &middot; ${esc(r.startedAt)} &middot; ${(r.durationMs / 1000).toFixed(1)} s &middot; capabilities: ${esc(r.capabilities.join(", ") || "none")}</p></header>
<main>
<section><div class="tot"><a href="#cases-passed"><b>passed</b>${r.totals.passed}</a><a href="#failures"><b>failed</b><span class="${r.totals.failed ? "fail" : ""}">${r.totals.failed}</span></a>${r.totals.warned ? `<a href="#verdict-warned"><b>warned</b><span class="skip">${r.totals.warned}</span></a>` : ""}<a href="#skipped"><b>skipped</b>${r.totals.skipped}</a><a href="#coverage"><b>operations covered</b>${exercised} / ${ops.length}</a>${r.verdict ? `<a href="#verdict"><b>rules verified</b>${r.verdict.counts.verified} / ${r.verdict.entries.length}</a>` : ""}${refusedOnly ? `<a href="#coverage"><b>only refused for credentials</b>${refusedOnly}</a>` : ""}</div></section>
${verdictSection(r)}
${operationsSection(r)}
<section id="failures"><h2>Failures (${failed.length})</h2>${failureGroups(failed) || "<p class=pass>none</p>"}</section>
<section id="coverage"><h2>Coverage by area</h2><p>An operation counts as exercised only when one of its requests got past authentication (a 401 does not count). Rules: the area's checks, with cases passed / failed / skipped. Error codes: the codes of the area's error answers seen. Magic values: the sandbox values the area's checks drove.</p><table><tr><th>area</th><th>operations exercised</th><th>rules (checks): pass / fail / skip</th><th>error codes seen</th><th>magic values exercised</th></tr>${areaRows}</table></section>
<section id="cases-passed"><h2>Checks</h2><table><tr><th>check</th><th>area</th><th>rule of the description it enforces</th><th>pass</th><th>fail</th><th>skip</th></tr>${checksTable}</table></section>
<section><h2>Coverage: operations &times; checks, statuses seen</h2><div class="matrix"><table class="m"><tr><th>operation</th>${checkIds.map((id) => `<th>${esc(id)}</th>`).join("")}<th>statuses</th></tr>${matrix}</table></div></section>
<section><h2>State transitions exercised</h2><table>${chips(r.coverage.transitions)}</table></section>
<section><h2>Magic values exercised</h2><table>${chips(r.coverage.magic)}</table></section>
<section id="skipped"><h2>Skipped</h2><table><tr><th>check</th><th>case</th><th>why</th></tr>${skipped || "<tr><td>none</td></tr>"}</table></section>
</main></body></html>
`;
}
