/** HTML building blocks of the resource browser: escaping, the page frame, tables, JSON with linked ids. No script, no CDN. */

import { escapeHtml as esc } from "../../contract/html.js";

export { esc };

/** Where the browser shows a resource, by the prefix of its id (`Customer:…`). */
const DETAIL: Record<string, string> = {
  Customer: "customers",
  InternalAccount: "accounts",
  ExternalAccount: "external-accounts",
  Verification: "verifications",
  Quote: "quotes",
  Transaction: "transactions",
  Card: "cards",
  Agent: "agents",
  Webhook: "webhooks",
};

export function linkFor(id: string): string | undefined {
  const i = id.indexOf(":");
  const prefix = id.slice(0, Math.max(i, 0));
  const area = i > 0 && Object.hasOwn(DETAIL, prefix) ? DETAIL[prefix] : undefined;
  return area ? `/_sim/ui/${area}/${encodeURIComponent(id)}` : undefined;
}

export const idLink = (id: unknown): string => {
  if (typeof id !== "string") return esc(id);
  const href = linkFor(id);
  return href ? `<a href="${esc(href)}">${esc(id)}</a>` : esc(id);
};

/** Pretty JSON whose string values that are resource ids link to their page. */
export function jsonHtml(v: unknown): string {
  const text = esc(JSON.stringify(v, null, 2) ?? "");
  return `<pre class="json">${text.replace(/&quot;([A-Z][A-Za-z]+:[A-Za-z0-9_.:-]+)&quot;/g, (m, id: string) => {
    const href = linkFor(id);
    return href ? `&quot;<a href="${esc(href)}">${id}</a>&quot;` : m;
  })}</pre>`;
}

export interface Column<T> {
  head: string;
  cell: (row: T) => string;
}

export function table<T>(rows: T[], cols: Column<T>[], empty = "Nothing here yet."): string {
  if (!rows.length) return `<p class="empty">${esc(empty)}</p>`;
  return `<table><thead><tr>${cols.map((c) => `<th>${esc(c.head)}</th>`).join("")}</tr></thead><tbody>${rows
    .map((r) => `<tr>${cols.map((c) => `<td>${c.cell(r)}</td>`).join("")}</tr>`)
    .join("")}</tbody></table>`;
}

export const NAV: [href: string, label: string][] = [
  ["", "Overview"],
  ["customers", "Customers"],
  ["verifications", "Verifications"],
  ["accounts", "Accounts"],
  ["external-accounts", "External accounts"],
  ["quotes", "Quotes"],
  ["transactions", "Transactions"],
  ["cards", "Cards"],
  ["wallets", "Wallets"],
  ["agents", "Agents"],
  ["webhooks", "Webhooks"],
  ["journal", "Journal"],
  ["faults", "Faults"],
];

const CSS = `body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1c2430;background:#f6f7f9}
header{background:#1d2b3a;color:#fff;padding:10px 20px;display:flex;gap:18px;align-items:center;flex-wrap:wrap}
header b{font-size:16px}header a{color:#fff}header .clock{margin-left:auto;display:flex;gap:8px;align-items:center}
header input{width:70px}nav{background:#fff;border-bottom:1px solid #dde;padding:6px 20px;display:flex;gap:14px;flex-wrap:wrap}
nav a{color:#2456a6;text-decoration:none}nav a.on{font-weight:600;color:#1c2430}main{padding:16px 20px}
table{border-collapse:collapse;background:#fff;width:100%;margin:8px 0 18px}th,td{border:1px solid #e1e4e8;padding:5px 8px;text-align:left;vertical-align:top}
th{background:#eef1f5}pre.json{background:#fff;border:1px solid #e1e4e8;padding:10px;overflow:auto;max-height:480px}
.empty{color:#667}.state{padding:1px 6px;border-radius:8px;background:#e7ecf3}.dead_lettered,.s5xx,.s4xx{background:#fde2e1}.delivered,.s2xx{background:#dff3e3}
button{cursor:pointer}form.inline{display:inline}.err{color:#a11}h2{margin:18px 0 6px;font-size:16px}
.hint{background:#fff;border:1px solid #e1e4e8;padding:8px 12px;margin-top:16px;max-width:720px}`;

export interface Frame {
  title: string;
  active?: string;
  platformId?: string;
  clock?: string;
}

export function page(f: Frame, body: string): string {
  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(f.title)} · paysim</title><style>${CSS}</style></head><body>`;
  const links = `<a href="/_sim">Index</a><a href="/_sim/docs">API reference</a>`;
  if (!f.platformId) return `${head}<header><b>paysim</b>${links}</header><main>${body}</main></body></html>`;
  const clock = `<form class="clock" method="post" action="/_sim/ui/clock/advance"><span>Platform clock <time id="clock">${esc(f.clock)}</time></span>
<input name="seconds" type="number" min="0" value="3600" aria-label="seconds"><button type="submit">Advance</button></form>`;
  const nav = NAV.map(([href, label]) => `<a href="/_sim/ui/${href}" class="${href === (f.active ?? "") ? "on" : ""}">${esc(label)}</a>`).join("");
  return `${head}<header><b>paysim</b><span>${esc(f.platformId)}</span>${links}${clock}<form class="inline" method="post" action="/_sim/ui/logout"><button>Sign out</button></form></header><nav>${nav}</nav><main><h1>${esc(f.title)}</h1>${body}</main></body></html>`;
}

export const loginPage = (error?: string): string =>
  page(
    { title: "Sign in" },
    `<h1>Sign in with a platform's credentials</h1>${error ? `<p class="err">${esc(error)}</p>` : ""}
<form method="post" action="/_sim/ui/login"><p><label>Client id<br><input name="clientId" autocomplete="username" size="44" required></label></p>
<p><label>Client secret<br><input name="clientSecret" type="password" autocomplete="current-password" size="44" required></label></p><button type="submit">Sign in</button></form>
<div class="hint" id="where-credentials"><p><b>Where are the credentials?</b> <code>paysim serve</code> (<code>npm start</code>) prints them when it starts,
under "sandbox platform": the ready platform's client id and secret, by default <code>sandbox_client_id</code> and
<code>sandbox_client_secret</code> unless it was started with <code>--client-id</code> / <code>--client-secret</code>
(or <code>PAYSIM_CLIENT_ID</code> / <code>PAYSIM_CLIENT_SECRET</code>).</p>
<p>A platform created with <code>POST /_sim/platforms</code> has its own, in that call's answer. Each platform sees only its own data.</p></div>`,
  );
