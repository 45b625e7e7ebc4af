/**
 * Designed directory data of the Discoveries area (spec/rules/discovery-directory.yaml):
 * UMA providers and VASPs, filtered and paged (offset cursors) as pure functions.
 */
import { ApiError } from "../../../errors/api-error.js";
import { loadDirectory, type UmaProvider, type Vasp } from "../../../../contract/rules/directory.js";

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
    if (!m)
      throw ApiError.invalidInput([
        { field: "cursor", in: "query", code: "INVALID_VALUE", reason: "is not a cursor returned by this list (pass nextCursor unchanged)" },
      ]);
    offset = Number(m[1]);
  }
  const data = items.slice(offset, offset + limit);
  const hasMore = offset + limit < items.length;
  return { data, hasMore, ...(hasMore ? { nextCursor: Buffer.from(`o:${offset + limit}`).toString("base64url") } : {}), totalCount: items.length };
}

export interface UmaProviderFilter {
  /** Countries the provider must operate in (`country` and its live name `countryCode`; every one given must match). */
  countries: string[];
  /** Currencies its users must receive (`currency` and `currencyCode`). */
  currencies: string[];
  /** false: only the providers on the platform's allowlist (default: blocked ones too). */
  hasBlockedProviders?: boolean;
  /** By name: `asc` A to Z, `desc` (default, as the live service) Z to A. */
  sortOrder?: "asc" | "desc";
}

export function findUmaProviders(f: UmaProviderFilter, d = loadDirectory()): UmaProvider[] {
  const found = d.umaProviders.filter(
    (p) =>
      f.countries.every((c) => (p.countries ?? []).includes(c)) &&
      f.currencies.every((c) => (p.supportedCurrencies ?? []).includes(c)) &&
      (f.hasBlockedProviders !== false || p.allowListed !== false),
  );
  const sign = f.sortOrder === "asc" ? 1 : -1;
  return found.sort((a, b) => sign * (a.name < b.name ? -1 : a.name > b.name ? 1 : a.domain.localeCompare(b.domain)));
}

export function findVasps(f: { country?: string }, d = loadDirectory()): Vasp[] {
  return d.vasps.filter((v) => !f.country || v.country === f.country);
}
