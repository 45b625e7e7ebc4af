/**
 * Hostile requests across every route: each operation of generated/openapi.json, the
 * /_sim admin API (spec/admin/openapi.yaml) and the hosted pages. A seeded generator picks
 * a route and a way to break it: malformed percent-escapes and NULs in the path and query,
 * `__proto__` / `constructor` keys, invalid JSON, a wrong or missing content type, invalid
 * UTF-8, deep nesting, huge arrays and strings, duplicate keys, bodies over the limit
 * (declared or chunked), multipart with too many or too large parts, and amounts at and
 * far past the safe range written into the operation's own example body; and structured
 * bodies aimed at the fields the operation's schema declares (hostile-kinds.ts): cut-off
 * multipart, huge arrays of bad items, deep and wide JSON, overflowing number literals,
 * prototype-named keys, script URLs, hostile forms. The resource browser's pages
 * (/_sim/ui/...) are routes too, their segments named like built-in object properties.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { repoPath } from "../../contract/paths.js";
import { bodyFields, type BodyFields } from "./hostile-fields.js";
import { form, pick, STRUCTURED_KINDS, structuredBody, type StructuredKind } from "./hostile-kinds.js";

export interface HostileRequest {
  /** What the request tries (for reports). */
  kind: string;
  method: string;
  /** Path and query, from the server root, already encoded as sent. */
  url: string;
  headers: Record<string, string>;
  body?: Buffer | (() => AsyncIterable<Uint8Array>);
}

interface Route {
  method: string;
  path: string; // with {params}
  api: boolean;
  example?: unknown;
  multipart: boolean;
  queryNames: string[];
  /** Array, integer and URL fields of its JSON body. */
  fields: BodyFields;
  /** A page for people (browser, hosted): its POST takes a form. */
  page?: boolean;
}

const NO_FIELDS: BodyFields = { arrays: [], integers: [], urls: [] };
/** The resource browser's areas (simulator/ui/html.ts NAV) and actions. */
const UI_AREAS = [
  "customers",
  "verifications",
  "accounts",
  "external-accounts",
  "quotes",
  "transactions",
  "cards",
  "wallets",
  "agents",
  "webhooks",
  "journal",
  "faults",
];

/** A small seeded PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const METHODS = ["get", "put", "post", "patch", "delete"];

function exampleOf(op: any): unknown {
  const media = op.requestBody?.content?.["application/json"];
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = media.examples && Object.values<any>(media.examples)[0];
  return first?.value;
}

export function loadRoutes(): Route[] {
  const doc = JSON.parse(readFileSync(repoPath("generated", "openapi.json"), "utf8"));
  const base = `/${doc.info.version}`;
  const out: Route[] = [];
  for (const [p, item] of Object.entries<any>(doc.paths)) {
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      out.push({
        method: m.toUpperCase(),
        path: base + p,
        api: true,
        example: exampleOf(op),
        multipart: Boolean(op.requestBody?.content?.["multipart/form-data"]),
        queryNames: params.filter((x: any) => x.in === "query").map((x: any) => x.name),
        fields: bodyFields(doc, op.requestBody?.content?.["application/json"]?.schema),
      });
    }
  }
  const admin = parse(readFileSync(repoPath("spec", "admin", "openapi.yaml"), "utf8"));
  for (const [p, item] of Object.entries<any>(admin.paths)) {
    for (const m of METHODS)
      if (item[m])
        out.push({
          method: m.toUpperCase(),
          path: p,
          api: false,
          example: exampleOf(item[m]),
          multipart: false,
          queryNames: (item[m].parameters ?? []).filter((x: any) => x.in === "query").map((x: any) => x.name),
          fields: bodyFields(admin, item[m].requestBody?.content?.["application/json"]?.schema),
        });
  }
  const page = { api: false, multipart: false, queryNames: [], fields: NO_FIELDS, page: true };
  for (const hosted of ["kyc", "liveness", "card-reveal"]) {
    for (const m of ["GET", "POST"]) out.push({ ...page, method: m, path: `/_sim/hosted/${hosted}/{token}` });
  }
  for (const m of ["GET", "POST"]) {
    out.push(
      { ...page, method: m, path: "/_sim/ui/" },
      { ...page, method: m, path: "/_sim/ui/{area}" },
      { ...page, method: m, path: "/_sim/ui/{area}/{id}/{action}" },
    );
    for (const area of UI_AREAS) out.push({ ...page, method: m, path: `/_sim/ui/${area}` }, { ...page, method: m, path: `/_sim/ui/${area}/{id}` });
  }
  for (const action of ["login", "logout", "clock/advance", "faults/add"]) out.push({ ...page, method: "POST", path: `/_sim/ui/${action}` });
  return out;
}

/** Amounts at and far past the safe range (and a few that are not amounts at all). */
export const HOSTILE_AMOUNTS: unknown[] = [
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 1,
  2 ** 53 + 2,
  2 ** 63,
  1e17,
  1e21,
  1e300,
  -1,
  -(2 ** 53),
  0,
  1.5,
  "100",
  null,
  [],
  {},
];
/** Raw JSON spellings no JS number survives. */
const RAW_AMOUNTS = ["1e400", "-1e400", "1e309", "123456789012345678901234567890", "9007199254740993", "9007199254740992", "1.0", "-0"];

const SEGMENTS = [
  "%ZZ",
  "%",
  "%E0%A4%A",
  "%00",
  "..",
  "%2e%2e%2f",
  "a".repeat(3000),
  "%C0%AF",
  "\u00e9",
  "Customer:%FF",
  "{}",
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "%c",
  "%s%s%s%n",
  "%25",
  "x%0Ay",
  "",
];
const QUERY_VALUES = ["%ZZ", "%", "-1", "1e400", "9999999999999999999", "abc", "", "%00", "a".repeat(5000), "[]", "true", "2025-13-45", "..%2F"];

function fillPath(r: () => number, path: string, hostile: boolean): string {
  return path.replace(/\{[^}]+\}/g, () =>
    (hostile ? pick(r, SEGMENTS) : `Thing:${Math.floor(r() * 1e6)}`).replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c)),
  );
}

/** Every number-valued field of `v` (deep) set from `amount`; returns a JSON text. */
function withAmounts(v: unknown, amount: unknown, r: () => number): string {
  const raw = typeof amount === "string" && RAW_AMOUNTS.includes(amount);
  const marker = "\u0001AMOUNT\u0001";
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === "object")
      return Object.fromEntries(
        Object.entries(x).map(([k, y]) => [
          k,
          typeof y === "number" && (/amount|fee|max|min|limit|spend|volume|seconds/i.test(k) || r() < 0.3) ? marker : walk(y),
        ]),
      );
    return x;
  };
  const text = JSON.stringify(walk(v));
  return text.split(JSON.stringify(marker)).join(raw ? (amount as string) : JSON.stringify(amount));
}

function deep(n: number): string {
  return "[".repeat(n) + "]".repeat(n);
}

async function* chunked(total: number, chunk = 64 * 1024): AsyncIterable<Uint8Array> {
  const c = Buffer.alloc(chunk, 0x61);
  for (let sent = 0; sent < total; sent += chunk) yield c;
}

function multipart(r: () => number, boundary: string): Buffer {
  const parts: string[] = [];
  const n = 1 + Math.floor(r() * 40);
  for (let i = 0; i < n; i++) {
    const file = r() < 0.3;
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${pick(r, ["file", "documentType", "__proto__", "documentHolder", "x"])}"${file ? '; filename="a.pdf"\r\nContent-Type: application/pdf' : ""}\r\n\r\n${file ? "%PDF-1.4 " + "x".repeat(Math.floor(r() * 2000)) : pick(r, ["PASSPORT", "", "%ZZ", "\u0000"])}\r\n`,
    );
  }
  const close = r() < 0.8 ? `--${boundary}--\r\n` : "";
  return Buffer.from(parts.join("") + close);
}

export interface Credentials {
  authorization: string;
}

/** `count` hostile requests of a seeded run, made one at a time (bodies are built when asked for). */
export function* generate(routes: Route[], seed: number, count: number, auth: Credentials): Generator<HostileRequest> {
  const r = rng(seed);
  for (let i = 0; i < count; i++) {
    const route = routes[Math.floor(r() * routes.length)];
    const headers: Record<string, string> = {};
    const authRoll = r();
    if (authRoll < 0.85) headers.authorization = auth.authorization;
    else if (authRoll < 0.92)
      headers.authorization = pick(r, [
        "Basic %ZZ",
        "Basic " + Buffer.from("\u0000:\u0000").toString("base64"),
        "Bearer x",
        "Basic " + "A".repeat(4000),
        "Basic Og==",
      ]);
    const hostilePath = r() < 0.35;
    let url = fillPath(r, route.path, hostilePath);
    if (route.queryNames.length || r() < 0.3) {
      const n = Math.floor(r() * 4);
      const q: string[] = [];
      for (let k = 0; k < n; k++) {
        const name = r() < 0.7 && route.queryNames.length ? pick(r, route.queryNames) : pick(r, ["__proto__", "constructor", "limit", "cursor", "%ZZ", "a[b]"]);
        q.push(`${name}=${pick(r, QUERY_VALUES)}`);
      }
      if (q.length) url += "?" + q.join("&");
    }
    const kind = pick(r, [
      "none",
      "json",
      "amounts",
      "amounts",
      "amounts",
      "invalid-json",
      "wrong-type",
      "no-type",
      "utf8",
      "nul",
      "deep",
      "huge-array",
      "huge-string",
      "dup-keys",
      "proto",
      "oversized",
      "chunked-oversized",
      "multipart",
      ...STRUCTURED_KINDS,
    ] as const);
    let body: HostileRequest["body"];
    const json = (text: string | Buffer) => {
      headers["content-type"] = "application/json";
      body = Buffer.isBuffer(text) ? text : Buffer.from(text);
    };
    const example = route.example ?? { amount: 1, name: "x" };
    switch (kind) {
      case "none":
        break;
      case "json":
        json(JSON.stringify(example));
        break;
      case "amounts":
        json(withAmounts(example, r() < 0.3 ? pick(r, RAW_AMOUNTS) : pick(r, HOSTILE_AMOUNTS), r));
        break;
      case "invalid-json":
        json(pick(r, ["{", '{"a":}', "nul", "[1,]", "{'a':1}", '"unterminated', "{} {}", '{"a":1}garbage']));
        break;
      case "wrong-type":
        headers["content-type"] = pick(r, [
          "text/plain",
          "application/xml",
          "application/x-www-form-urlencoded",
          "multipart/form-data",
          "multipart/form-data; boundary=",
          "application/json; charset=utf-16",
          "image/png",
        ]);
        body = Buffer.from(JSON.stringify(example));
        break;
      case "no-type":
        body = Buffer.from(JSON.stringify(example));
        break;
      case "utf8":
        json(Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')]));
        break;
      case "nul":
        json(r() < 0.5 ? '{"fullName":"a\\u0000b","x\\u0000":1}' : Buffer.from('{"fullName":"a\u0000b"}'));
        break;
      case "deep":
        json(r() < 0.5 ? deep(50 + Math.floor(r() * 100_000)) : '{"a":'.repeat(5000) + "1" + "}".repeat(5000));
        break;
      case "huge-array":
        json(`{"data":[${Array.from({ length: 200_000 }, () => "0").join(",")}]}`);
        break;
      case "huge-string":
        json(JSON.stringify({ ...(example as object), fullName: "x".repeat(900_000) }));
        break;
      case "dup-keys":
        json(JSON.stringify(example).replace(/^\{/, '{"amount":1,"amount":2,'));
        break;
      case "proto":
        json(pick(r, ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{"a":{"__proto__":null}}', `{"__proto__":[]}`]));
        break;
      case "oversized":
        json(Buffer.alloc(1024 * 1024 + 1 + Math.floor(r() * 2 * 1024 * 1024), 0x20));
        break;
      case "chunked-oversized":
        headers["content-type"] = route.multipart ? "multipart/form-data; boundary=zzz" : "application/json";
        {
          // Drawn now, not when the body is sent, so a seed gives the same requests whatever the timing.
          const size = 2 * 1024 * 1024 + Math.floor(r() * 4 * 1024 * 1024);
          body = () => chunked(size);
        }
        break;
      case "multipart": {
        const b = "b" + Math.floor(r() * 1e9);
        headers["content-type"] = `multipart/form-data; boundary=${b}`;
        body = multipart(r, b);
        break;
      }
      default: {
        const built = kind === "form" || (route.page && r() < 0.7) ? form(r) : structuredBody(kind as StructuredKind, r, route);
        headers["content-type"] = built.contentType;
        body = built.body;
      }
    }
    const method = r() < 0.05 ? pick(r, ["PUT", "PATCH", "DELETE", "OPTIONS", "HEAD", "TRACE"]) : route.method;
    yield { kind: `${kind}${hostilePath ? "+path" : ""}`, method, url, headers, body };
  }
}
