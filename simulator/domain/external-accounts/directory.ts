/**
 * Designed directory data of the Discoveries area (spec/rules/discovery-directory.yaml):
 * UMA providers and VASPs, filtered and paged (offset cursors) as pure functions.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { ApiError } from "../../errors/api-error.js";
import { repoPath } from "../../contract/repo-root.js";

export interface UmaProvider {
  name: string;
  domain: string;
  logoUrl?: string;
  countries?: string[];
  supportedCurrencies?: string[];
}

export interface Vasp {
  id: string;
  name: string;
  legalName?: string;
  country: string;
  website?: string;
  lei?: string;
}

export interface Directory {
  umaProviders: UmaProvider[];
  vasps: Vasp[];
}

let cached: Directory | undefined;
export function loadDirectory(): Directory {
  if (cached) return cached;
  const d = parse(readFileSync(repoPath("spec", "rules", "discovery-directory.yaml"), "utf8")) as Directory;
  if (!Array.isArray(d?.umaProviders) || !Array.isArray(d?.vasps)) throw new Error("spec/rules/discovery-directory.yaml: umaProviders and vasps must be lists");
  return (cached = d);
}

export interface StaticPage<T> {
  data: T[];
  hasMore: boolean;
  nextCursor?: string;
  totalCount: number;
}

/** One page of a static list; the cursor is the opaque offset of the next item. */
export function pageOf<T>(items: T[], limit: number, cursor?: string): StaticPage<T> {
  let offset = 0;
  if (cursor !== undefined) {
    const m = /^o:(\d+)$/.exec(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!m) throw ApiError.invalidInput([{ field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list (pass nextCursor unchanged)" }]);
    offset = Number(m[1]);
  }
  const data = items.slice(offset, offset + limit);
  const hasMore = offset + limit < items.length;
  return { data, hasMore, ...(hasMore ? { nextCursor: Buffer.from(`o:${offset + limit}`).toString("base64url") } : {}), totalCount: items.length };
}

export function findUmaProviders(f: { country?: string; currency?: string }, d = loadDirectory()): UmaProvider[] {
  return d.umaProviders.filter((p) => (!f.country || (p.countries ?? []).includes(f.country)) && (!f.currency || (p.supportedCurrencies ?? []).includes(f.currency)));
}

export function findVasps(f: { country?: string }, d = loadDirectory()): Vasp[] {
  return d.vasps.filter((v) => !f.country || v.country === f.country);
}
