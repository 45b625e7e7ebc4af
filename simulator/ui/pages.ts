/**
 * The resource browser's pages. Each list or detail reads the API itself (an internal GET
 * through the pipeline, as the signed-in platform: the same shapes and balances an
 * integrator sees; such calls are neither journaled nor hit by faults); webhook events,
 * the journal and faults come from the platform's runtime.
 */
import type { HandlerResult } from "../areas/types.js";
import type { PlatformRuntime } from "../platform/registry.js";
import { journalOf } from "../pipeline/journal.js";
import { faultsOf } from "../pipeline/faults.js";
import { viewOf } from "../webhooks/event-store.js";
import { esc, idLink, jsonHtml, table, type Column } from "./html.js";

export type Api = (rt: PlatformRuntime, path: string) => Promise<HandlerResult>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers of every area, shown field by field
type Row = Record<string, any>;

export interface PageOut {
  title: string;
  active: string;
  body: string;
  status?: number;
}

const LIMIT = 100;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- API answers of every area, shown field by field
async function fetchJson(api: Api, rt: PlatformRuntime, path: string): Promise<{ ok: boolean; body: any; status: number }> {
  const r = await api(rt, path);
  return { ok: r.status < 300, body: r.body, status: r.status };
}

async function listOf(api: Api, rt: PlatformRuntime, path: string): Promise<{ rows: Row[]; error?: string }> {
  const r = await fetchJson(api, rt, path);
  if (r.status === 404 && r.body?.code === "NOT_FOUND" && /not served|Nothing is served|no operation/i.test(String(r.body?.reason)))
    return { rows: [], error: "This area is not served by this simulator." };
  if (!r.ok) return { rows: [], error: `${r.status} ${r.body?.code ?? ""}: ${r.body?.reason ?? ""}` };
  const data = Array.isArray(r.body) ? r.body : Array.isArray(r.body?.data) ? r.body.data : [];
  return { rows: data };
}

const errorLine = (e?: string) => (e ? `<p class="err">${esc(e)}</p>` : "");
/** An amount in minor units shown with its currency's decimals (12550 USD, 2 decimals -> 125.50 USD). */
export function money(m: unknown): string {
  if (!m || typeof m !== "object" || !("amount" in m)) return esc(m ?? "");
  const { amount, currency } = m as { amount: unknown; currency?: unknown };
  const c = currency !== null && typeof currency === "object" ? (currency as { code?: unknown; decimals?: unknown }) : undefined;
  const d = Number(c?.decimals);
  const text = Number.isInteger(d) && d > 0 && d < 20 && typeof amount === "number" ? (amount / 10 ** d).toFixed(d) : String(amount);
  return `${esc(text)} ${esc(c?.code ?? currency ?? "")}`;
}
const state = (s: unknown) => `<span class="state ${esc(s)}">${esc(s)}</span>`;
const col = <T extends Row>(head: string, cell: (r: T) => string): Column<T> => ({ head, cell });
/** A column showing one field as text. */
const text = <T extends Row>(head: string, field: keyof T & string): Column<T> => col(head, (r: T) => esc(r[field]));
const id = col("Id", (r) => idLink(r.id));
const created = col("Created", (r) => esc(r.createdAt ?? ""));
const customer = col("Customer", (r) => idLink(r.customerId));
const status = col("Status", (r) => state(r.status));

/** What each list shows: the API path and its columns. */
const LISTS: Record<string, { title: string; path: string; cols: Column<Row>[] }> = {
  customers: {
    title: "Customers",
    path: `/customers?limit=${LIMIT}`,
    cols: [
      id,
      text("Type", "customerType"),
      text("Platform id", "platformCustomerId"),
      col("KYC/KYB", (r) => state(r.kycStatus ?? r.kybStatus)),
      col("UMA", (r) => esc(r.umaAddress ?? "")),
      created,
    ],
  },
  verifications: {
    title: "Verifications",
    path: `/verifications?limit=${LIMIT}`,
    cols: [id, customer, col("Status", (r) => state(r.verificationStatus ?? r.status)), created],
  },
  "external-accounts": {
    title: "External accounts",
    path: `/customers/external-accounts?limit=${LIMIT}`,
    cols: [id, customer, text("Currency", "currency"), status, col("Type", (r) => esc(r.accountInfo?.accountType ?? ""))],
  },
  transactions: {
    title: "Transactions",
    path: `/transactions?limit=${LIMIT}`,
    cols: [
      id,
      status,
      text("Type", "type"),
      customer,
      col("Sent", (r) => money(r.sentAmount)),
      col("Received", (r) => money(r.receivedAmount)),
      col("Quote", (r) => idLink(r.quoteId)),
      created,
    ],
  },
  cards: {
    title: "Cards",
    path: `/cards?limit=${LIMIT}`,
    cols: [id, customer, status, col("Last four", (r) => esc(r.last4 ?? r.lastFour ?? "")), created],
  },
  agents: {
    title: "Agents",
    path: `/agents?limit=${LIMIT}`,
    cols: [id, col("Name", (r) => esc(r.name ?? "")), customer, status, created],
  },
};

/** Where one resource is read, by the browser's area name. */
const DETAIL_PATH: Record<string, (id: string) => string> = {
  customers: (i) => `/customers/${encodeURIComponent(i)}`,
  verifications: (i) => `/verifications/${encodeURIComponent(i)}`,
  accounts: (i) => `/internal-accounts/${encodeURIComponent(i)}`,
  "external-accounts": (i) => `/customers/external-accounts/${encodeURIComponent(i)}`,
  quotes: (i) => `/quotes/${encodeURIComponent(i)}`,
  transactions: (i) => `/transactions/${encodeURIComponent(i)}`,
  cards: (i) => `/cards/${encodeURIComponent(i)}`,
  agents: (i) => `/agents/${encodeURIComponent(i)}`,
};

const accountCols: Column<Row>[] = [
  id,
  col("Owner", (r) => idLink(r.customerId ?? "platform")),
  text("Type", "type"),
  col("Balance", (r) => money(r.balance)),
  col("Status", (r) => state(r.status ?? "")),
];

async function accounts(api: Api, rt: PlatformRuntime, customerId?: string): Promise<string> {
  const q = customerId ? `&customerId=${encodeURIComponent(customerId)}` : "";
  const [c, p] = await Promise.all([
    listOf(api, rt, `/customers/internal-accounts?limit=${LIMIT}${q}`),
    customerId ? Promise.resolve({ rows: [] as Row[] }) : listOf(api, rt, `/platform/internal-accounts?limit=${LIMIT}`),
  ]);
  return errorLine(c.error) + table([...p.rows, ...c.rows], accountCols, "No internal accounts.");
}

async function quotes(api: Api, rt: PlatformRuntime): Promise<string> {
  // The API has no list of quotes: the browser reads the ids it keeps and GETs each.
  const ids = [...rt.store.collection<{ id: string }>("quotes").list({ limit: LIMIT, order: "desc" }).data].map((q) => q.id);
  const rows = (await Promise.all(ids.map((i) => fetchJson(api, rt, `/quotes/${encodeURIComponent(i)}`)))).filter((r) => r.ok).map((r) => r.body as Row);
  return table(
    rows,
    [
      id,
      status,
      col("Sending", (r) => money(r.totalSendingAmount ?? r.sendingAmount)),
      col("Receiving", (r) => money(r.receivingAmount)),
      col("Expires", (r) => esc(r.expiresAt ?? "")),
      col("Transaction", (r) => idLink(r.transactionId)),
    ],
    "No quotes.",
  );
}

function wallets(rt: PlatformRuntime): string {
  const rows = [...rt.store.collection<Row & { id: string }>("embeddedWallets").list({ limit: LIMIT }).data];
  // Only what is safe to show: never the wallet's key.
  return table(
    rows,
    [
      col("Account", (r) => idLink(r.id)),
      customer,
      col("Private key export", (r) => esc(r.privateEnabled ? "enabled" : "disabled")),
      text("Credential set", "credentialSetVersion"),
      text("Provisioned", "provisionedAt"),
    ],
    "No embedded wallets.",
  );
}

function webhooks(rt: PlatformRuntime): string {
  const events = rt.webhooks.events.list({ limit: LIMIT }).map(viewOf).reverse();
  const counts = Object.entries(rt.webhooks.events.stateCounts())
    .map(([k, v]) => `${state(k)} ${v}`)
    .join(" · ");
  return (
    `<p>${counts}</p>` +
    table(
      events,
      [
        col("Event", (e) => idLink(e.eventId)),
        text("Type", "type"),
        col("State", (e) => state(e.state)),
        text("Attempts", "attempts"),
        col("Last", (e) => esc(e.lastStatus ?? e.lastError ?? "")),
        text("Created", "createdAt"),
      ],
      "No webhook events yet.",
    )
  );
}

function webhookEvent(rt: PlatformRuntime, eventId: string): PageOut {
  const ev = rt.webhooks.events.get(eventId);
  if (!ev)
    return { title: "Not found", active: "webhooks", status: 404, body: `<p class="err">No webhook event ${esc(eventId)} is kept for this platform.</p>` };
  const attempts = rt.webhooks.log.list({ eventId });
  let payload: unknown = ev.raw;
  try {
    payload = JSON.parse(ev.raw);
  } catch {
    /* shown as text */
  }
  const v = viewOf(ev);
  const body = `<p>Type <b>${esc(ev.type)}</b> · state ${state(ev.state)} · ${esc(ev.attempts)} attempts · round ${esc(ev.round)}${v.nextAttemptAt ? ` · next attempt ${esc(v.nextAttemptAt)}` : ""}</p>
<form method="post" action="/_sim/ui/webhooks/${esc(encodeURIComponent(eventId))}/redeliver"><button type="submit" id="redeliver">Redeliver</button></form>
<h2>Payload</h2>${jsonHtml(payload)}<h2>Signature (X-Service-Signature)</h2><pre class="json">${esc(ev.signature ?? "made at the first attempt")}</pre>
<h2>Attempts</h2>${table(attempts, [text("#", "attempt"), col("Round", (a) => esc(a.round ?? 1)), text("At", "at"), col("URL", (a) => esc(a.url ?? "")), col("Result", (a) => `<span class="state ${a.ok ? "delivered" : "dead_lettered"}">${esc(a.status ?? a.error ?? "")}</span>`), text("ms", "durationMs")], "Not attempted yet.")}`;
  return { title: `Webhook event ${eventId}`, active: "webhooks", body };
}

function journal(rt: PlatformRuntime): string {
  const rows = journalOf(rt).list(100);
  const band = (s: number) => `s${Math.floor(s / 100)}xx`;
  return table(
    rows,
    [
      col("#", (e) => `<a href="/_sim/ui/journal/${e.seq}">${e.seq}</a>`),
      text("At", "at"),
      col("Request", (e) => `${esc(e.method)} ${esc(e.path)}${e.query ? "?" + esc(e.query) : ""}`),
      col("Operation", (e) => esc(e.operationId ?? "")),
      col("Status", (e) => `<span class="state ${band(e.response.status)}">${esc(e.response.status)}</span>`),
      text("ms", "durationMs"),
      col("Fault", (e) => esc(e.fault ?? "")),
    ],
    "No requests yet.",
  );
}

function journalEntry(rt: PlatformRuntime, seq: number): PageOut {
  const e = journalOf(rt).get(seq);
  if (!e) return { title: "Not found", active: "journal", status: 404, body: `<p class="err">Request ${esc(seq)} is no longer in the journal.</p>` };
  return {
    title: `${e.method} ${e.path}`,
    active: "journal",
    body: `<p>${esc(e.at)} · ${esc(e.operationId ?? "")} · ${esc(e.durationMs)} ms${e.fault ? ` · fault ${esc(e.fault)}` : ""}</p><h2>Request</h2>${jsonHtml(e.request)}<h2>Response ${esc(e.response.status)}</h2>${jsonHtml(e.response)}`,
  };
}

export function faults(rt: PlatformRuntime, error?: string): string {
  const rows = faultsOf(rt).list();
  return (
    errorLine(error) +
    table(
      rows,
      [
        text("Id", "id"),
        text("Kind", "kind"),
        text("Operation", "operation"),
        text("Share", "share"),
        col("Detail", (f) =>
          esc([f.status, f.code, f.delayMs !== undefined ? `${f.delayMs} ms` : "", f.eventType].filter((x) => x !== undefined && x !== "").join(" ")),
        ),
        text("Fired", "fired"),
        col("", (f) => `<form class="inline" method="post" action="/_sim/ui/faults/${esc(encodeURIComponent(f.id))}/remove"><button>Remove</button></form>`),
      ],
      "No faults: every request is answered normally.",
    ) +
    `<h2>Add a fault</h2><form method="post" action="/_sim/ui/faults/add" id="add-fault">
<label>Kind <select name="kind">${["latency", "error", "drop", "timeout", "webhook"].map((k) => `<option>${k}</option>`).join("")}</select></label>
<label>Operation <input name="operation" value="*" size="24" aria-label="operation"></label>
<label>Share <input name="share" type="number" min="0" max="1" step="0.05" value="1"></label>
<label>Status <input name="status" type="number" min="100" max="599" placeholder="503"></label>
<label>Code <input name="code" size="20" placeholder="SERVICE_UNAVAILABLE"></label>
<label>Delay ms <input name="delayMs" type="number" min="0" max="120000" placeholder="800"></label>
<label>Event type <input name="eventType" size="22" placeholder="(webhook: all)"></label>
<button type="submit">Add</button></form><p>The same as <code>POST /_sim/faults</code> (see the README).</p>`
  );
}

async function overview(api: Api, rt: PlatformRuntime): Promise<string> {
  const counts = await Promise.all(
    Object.entries(LISTS).map(async ([area, l]) => {
      const r = await listOf(api, rt, l.path);
      return `<tr><td><a href="/_sim/ui/${area}">${esc(l.title)}</a></td><td>${r.error ? esc("—") : r.rows.length >= LIMIT ? `${LIMIT}+` : r.rows.length}</td></tr>`;
    }),
  );
  const wh = rt.webhooks.events.stateCounts();
  return `<table><thead><tr><th>Area</th><th>Count</th></tr></thead><tbody>${counts.join("")}<tr><td><a href="/_sim/ui/webhooks">Webhook events</a></td><td>${Object.values(wh).reduce((a, b) => a + b, 0)}</td></tr><tr><td><a href="/_sim/ui/faults">Faults</a></td><td>${faultsOf(rt).size}</td></tr></tbody></table><h2>Latest requests</h2>${journal(rt)}`;
}

const NAMES: Record<string, string> = {
  accounts: "Accounts",
  quotes: "Quotes",
  wallets: "Wallets",
  webhooks: "Webhook events",
  journal: "Request journal",
  faults: "Faults",
};

/** The page at `/_sim/ui/<area>[/<id>]`, or undefined when there is none. */
export async function renderPage(api: Api, rt: PlatformRuntime, area: string, itemId?: string): Promise<PageOut | undefined> {
  if (area === "") return { title: "Overview", active: "", body: await overview(api, rt) };
  if (itemId !== undefined) {
    if (area === "webhooks") return webhookEvent(rt, itemId);
    if (area === "journal") return journalEntry(rt, Number(itemId));
    const path = DETAIL_PATH[area];
    if (!path) return undefined;
    const r = await fetchJson(api, rt, path(itemId));
    if (!r.ok)
      return { title: "Not found", active: area, status: r.status, body: `<p class="err">${esc(r.status)} ${esc(r.body?.code)}: ${esc(r.body?.reason)}</p>` };
    let related = "";
    if (area === "customers") {
      const q = `customerId=${encodeURIComponent(itemId)}&limit=${LIMIT}`;
      const [ext, tx, cards, ver] = await Promise.all([
        listOf(api, rt, `/customers/external-accounts?${q}`),
        listOf(api, rt, `/transactions?${q}`),
        listOf(api, rt, `/cards?${q}`),
        listOf(api, rt, `/verifications?${q}`),
      ]);
      related = `<h2>Internal accounts</h2>${await accounts(api, rt, itemId)}<h2>External accounts</h2>${table(ext.rows, LISTS["external-accounts"].cols)}<h2>Verifications</h2>${table(ver.rows, LISTS.verifications.cols)}<h2>Transactions</h2>${table(tx.rows, LISTS.transactions.cols)}<h2>Cards</h2>${table(cards.rows, LISTS.cards.cols)}`;
    }
    return { title: itemId, active: area, body: jsonHtml(r.body) + related };
  }
  const l = LISTS[area];
  if (l) {
    const r = await listOf(api, rt, l.path);
    return { title: l.title, active: area, body: errorLine(r.error) + table(r.rows, l.cols) };
  }
  const title = NAMES[area];
  if (!title) return undefined;
  const body =
    area === "accounts"
      ? await accounts(api, rt)
      : area === "quotes"
        ? await quotes(api, rt)
        : area === "wallets"
          ? wallets(rt)
          : area === "webhooks"
            ? webhooks(rt)
            : area === "journal"
              ? journal(rt)
              : faults(rt);
  return { title, active: area, body };
}
