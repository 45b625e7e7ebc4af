/**
 * The drift report as one self-contained HTML page (the conformance report's style): the
 * totals, the differences (operation, pointer, kind, both values, and the row each would add
 * to spec/fidelity/differences.yaml), the violations, what was not compared and why, and
 * every exchange in brief.
 */
import { stringify } from "yaml";
import { escapeHtml as esc } from "../../contract/html.js";
import type { Report } from "../session.js";
import { ABSENT } from "../types.js";

const STYLE = `
body{font:14px/1.45 system-ui,-apple-system,Segoe UI,sans-serif;margin:0;color:#1d2330;background:#f6f7f9}
header{background:#1d2330;color:#fff;padding:18px 28px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;color:#c9cfdb}
main{padding:18px 28px;max-width:1400px}section{background:#fff;border:1px solid #dde1e8;border-radius:8px;padding:14px 18px;margin:0 0 18px}
h2{font-size:16px;margin:0 0 10px}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #eceff3;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#f1f3f6;font-weight:600}.fail{color:#b3261e;font-weight:600}.pass{color:#11734b}
.tot{display:flex;gap:14px;flex-wrap:wrap}.tot div{padding:10px 16px;border-radius:8px;background:#f1f3f6;font-size:18px}.tot b{display:block;font-size:12px;color:#5b6475}
code{font-family:ui-monospace,monospace;font-size:12px}pre{background:#0f1420;color:#e6e9ef;padding:10px;border-radius:6px;overflow:auto;font-size:12px;margin:4px 0}
details summary{cursor:pointer}`;

const val = (v: unknown): string => (v === ABSENT ? `<i>${ABSENT}</i>` : `<code>${esc((JSON.stringify(v) ?? String(v)).slice(0, 400))}</code>`);

function tile(label: string, n: number | string, bad = false): string {
  return `<div><b>${esc(label)}</b><span class="${bad ? "fail" : "pass"}">${esc(n)}</span></div>`;
}

export function renderHtml(r: Report): string {
  const t = r.totals;
  const compared = r.observed !== undefined;
  const diffs = r.differences
    .map(
      (
        d,
      ) => `<tr><td>#${d.seq}</td><td><code>${esc(d.operation)}</code></td><td>${esc(d.kind)}</td><td><code>${esc(d.in === "status" ? "status" : d.pointer || "/")}</code></td>
<td>${val(d.reference)}</td><td>${val(d.observed)}</td><td>${d.row ? `<details><summary>row</summary><pre>${esc(stringify([d.row]))}</pre></details>` : ""}</td></tr>`,
    )
    .join("\n");
  const violations = r.violations
    .map(
      (v) =>
        `<tr><td>#${v.seq}</td><td><code>${esc(v.operation)}</code></td><td>${esc(v.side)}</td><td><code>${esc(v.rule)}</code></td><td><code>${esc(v.in === "status" ? "status" : `${v.in} ${v.pointer || "/"}`)}</code></td><td>${val(v.expected)}</td><td>${val(v.actual)}</td></tr>`,
    )
    .join("\n");
  const skipped = r.notCompared.map((n) => `<tr><td>#${n.seq}</td><td><code>${esc(n.operation)}</code></td><td>${esc(n.reason)}</td></tr>`).join("\n");
  const exchanges = r.exchanges
    .map(
      (e) =>
        `<tr><td>#${e.seq}</td><td><code>${esc(`${e.method} ${e.path}`.slice(0, 160))}</code></td><td>${esc(e.status)}${e.observedStatus !== undefined ? ` / ${esc(e.observedStatus)}` : ""}</td><td class="${e.violations ? "fail" : ""}">${e.violations || ""}</td><td class="${e.differences ? "fail" : ""}">${e.differences || ""}</td><td>${esc(e.notCompared ?? "")}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(r.tool)} report</title><style>${STYLE}</style></head><body>
<header><h1>${esc(r.tool)}: ${esc(r.reference)}${compared ? ` compared with ${esc(r.observed)}` : ""}</h1><p>${esc(r.startedAt)} &middot; ${(r.durationMs / 1000).toFixed(1)} s &middot; ${esc(r.names.reference)} versus ${esc(r.names.observed)}</p></header>
<main>
<section><h2>Totals</h2><div class="tot">${tile("exchanges", t.exchanges)}${tile("violations", t.violations, t.violations > 0)}${compared ? tile("differences", t.differences, t.differences > 0) + tile("not compared", t.notCompared) + tile("paired ids", t.pairedIds) : ""}</div>
${r.notes.length ? `<ul>${r.notes.map((n) => `<li>${esc(n)}</li>`).join("")}</ul>` : ""}</section>
${
  compared
    ? `<section><h2>Differences (${t.differences})</h2><p>Each one: the exchange, the operation, what kind of difference, where (a JSON pointer into the body, or the status), the ${esc(r.names.reference)}'s value and the ${esc(r.names.observed)}'s, and the row it would add to <code>spec/fidelity/differences.yaml</code>.</p>
<table><tr><th>#</th><th>operation</th><th>kind</th><th>where</th><th>${esc(r.names.reference)}</th><th>${esc(r.names.observed)}</th><th>proposed row</th></tr>${diffs}</table></section>`
    : ""
}
<section><h2>Contract violations (${t.violations})</h2><table><tr><th>#</th><th>operation</th><th>side</th><th>rule</th><th>where</th><th>expected</th><th>actual</th></tr>${violations}</table></section>
${compared ? `<section><h2>Not compared (${t.notCompared})</h2><table><tr><th>#</th><th>operation</th><th>why</th></tr>${skipped}</table></section>` : ""}
<section><h2>Exchanges (${t.exchanges})</h2><table><tr><th>#</th><th>request</th><th>status</th><th>violations</th><th>differences</th><th>not compared</th></tr>${exchanges}</table></section>
</main></body></html>
`;
}
