/**
 * Structured hostile bodies, aimed at what an operation takes (hostile-fields.ts): a
 * multipart upload cut off before its closing boundary (or under a missing or wrong
 * boundary), huge arrays of bad items in its array fields, deep and wide JSON, literals
 * no JSON number survives in its integer fields, keys named like built-in object
 * properties, script URLs in its URL fields, and hostile HTML forms for the browser and
 * the hosted pages.
 */
import { setPath, type BodyFields, type FieldPath } from "./hostile-fields.js";

export type Rng = () => number;
export const pick = <T>(r: Rng, xs: readonly T[]): T => xs[Math.floor(r() * xs.length)];

export const STRUCTURED_KINDS = [
  "cut-multipart",
  "bad-items",
  "bad-items",
  "wide",
  "deep-wide",
  "overflow",
  "overflow",
  "proto-keys",
  "script-url",
  "form",
] as const;
export type StructuredKind = (typeof STRUCTURED_KINDS)[number];

/** Literals JSON.parse turns into another number (Infinity, 2^53) or that are past the safe range. */
export const OVERFLOWING = [
  "1e400",
  "-1e400",
  "1e309",
  "9007199254740993",
  "-9007199254740993",
  "9007199254740992",
  "123456789012345678901234567890",
  "1e17",
  "-1e17",
];
/** Names every plain object inherits. */
export const PROTOTYPE_NAMES = [
  "toString",
  "hasOwnProperty",
  "valueOf",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toLocaleString",
  "__defineGetter__",
  "__lookupSetter__",
];
export const SCRIPT_URLS = [
  "javascript:alert(document.cookie)",
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "vbscript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "file:///etc/passwd",
  "//evil.example/x",
  'https://x.example/"><script>alert(1)</script>',
];
const BAD_ITEMS: unknown[] = [7, {}, "", null, [[]], { x: 1 }, true, -1.5];

export interface Built {
  body: Buffer;
  contentType: string;
}

interface Target {
  example?: unknown;
  fields: BodyFields;
  multipart: boolean;
}

const json = (v: unknown): Built => ({ body: Buffer.from(typeof v === "string" ? v : JSON.stringify(v)), contentType: "application/json" });
const anyPath = (r: Rng, paths: FieldPath[], fallback: FieldPath): FieldPath => (paths.length ? pick(r, paths) : fallback);

/** A multipart body the parser cannot finish. */
function cutMultipart(r: Rng): Built {
  const b = `b${Math.floor(r() * 1e9)}`;
  const file = Buffer.alloc(Math.floor(r() * 200_000), 0x41);
  const head = `--${b}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 `;
  const variant = r();
  if (variant < 0.15) return { body: Buffer.from(`--${b}\r\nContent-Disposition: form-da`), contentType: `multipart/form-data; boundary=${b}` };
  const body = Buffer.concat([Buffer.from(head), file.subarray(0, Math.floor(r() * file.length))]);
  const contentType = variant < 0.3 ? "multipart/form-data" : variant < 0.45 ? "multipart/form-data; boundary=other" : `multipart/form-data; boundary=${b}`;
  return { body, contentType };
}

/** The body for one structured kind aimed at `t`. */
export function structuredBody(kind: StructuredKind, r: Rng, t: Target): Built {
  const example = t.example ?? {};
  switch (kind) {
    case "cut-multipart":
      return cutMultipart(r);
    case "bad-items": {
      const n = pick(r, [500, 999, 999, 9_000, 100_000, 240_000]);
      return json(setPath(example, anyPath(r, t.fields.arrays, ["items"]), Array(n).fill(pick(r, BAD_ITEMS))));
    }
    case "wide": {
      const n = pick(r, [999, 2_000, 9_000, 60_000]);
      const wide = Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, i]));
      return json(r() < 0.5 ? { ...(example as object), ...wide } : setPath(example, anyPath(r, t.fields.arrays, ["items"]), Array(n).fill({})));
    }
    case "deep-wide": {
      // Up to the nesting limit and past it, each level holding a few hundred values beside the next.
      const depth = pick(r, [30, 31, 32, 33, 200]);
      const width = pick(r, [10, 300]);
      let v: unknown = 1;
      for (let i = 0; i < depth; i++)
        v = r() < 0.5 ? [v, ...Array(width).fill(i)] : { next: v, ...Object.fromEntries(Array.from({ length: width }, (_, k) => [`w${k}`, k])) };
      return json(v);
    }
    case "overflow": {
      const literal = pick(r, OVERFLOWING);
      const marker = "\u0001N\u0001";
      const text = JSON.stringify(setPath(example, anyPath(r, t.fields.integers, ["amount"]), marker));
      return json(text.split(JSON.stringify(marker)).join(literal));
    }
    case "proto-keys": {
      const at = anyPath(
        r,
        t.fields.arrays.concat(t.fields.integers).map((p) => p.slice(0, -1)),
        [],
      );
      const extra = Object.fromEntries(PROTOTYPE_NAMES.filter(() => r() < 0.5).map((k) => [k, pick<unknown>(r, [1, "x", {}, [], null, { toString: 1 }])]));
      return json(at.length ? setPath({ ...(example as object), ...extra }, [...at, pick(r, PROTOTYPE_NAMES)], extra) : { ...(example as object), ...extra });
    }
    case "script-url":
      return json(setPath(example, anyPath(r, t.fields.urls, ["redirectUri"]), pick(r, SCRIPT_URLS)));
    case "form":
      return form(r);
  }
}

/** An HTML form body for the browser's actions and the hosted pages. */
export function form(r: Rng): Built {
  const pairs: string[] = [];
  const n = 1 + Math.floor(r() * 12);
  for (let i = 0; i < n; i++) {
    const k = pick(r, [
      "seconds",
      "kind",
      "operation",
      "share",
      "status",
      "delayMs",
      "clientId",
      "clientSecret",
      "fullName",
      "birthDate",
      "address.country",
      ...PROTOTYPE_NAMES,
      "__proto__",
      "constructor",
      "%ZZ",
    ]);
    const v = pick(r, ["1", "-1", "1e400", "9007199254740993", "NaN", "%ZZ", "%", "x".repeat(5000), "javascript:alert(1)", "", "\u0000"]);
    pairs.push(`${encodeURIComponent(k).replace("%25ZZ", "%ZZ")}=${v === "%ZZ" || v === "%" ? v : encodeURIComponent(v)}`);
  }
  return { body: Buffer.from(pairs.join("&")), contentType: "application/x-www-form-urlencoded" };
}
