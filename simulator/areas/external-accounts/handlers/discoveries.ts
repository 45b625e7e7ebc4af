/**
 * Discoveries: `GET /discoveries` (banks and wallets whose `bankName` external accounts
 * must use, spec/rules/discoveries.yaml; `{data}` only, not paged), `GET /uma-providers`
 * and `GET /vasps` (designed directory data, paged like every list).
 */
import { listDiscoveries } from "../domain/validation/index.js";
import { findUmaProviders, findVasps, pageOf } from "../domain/directory.js";
import { handlerMap } from "../../types.js";
import { currencyOf } from "../../../../contract/rules/currencies.js";
import { pageOpts } from "../service.js";

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);

export const discoveryHandlers = handlerMap({
  listDiscoveries: (ctx) => ({ status: 200, body: { data: listDiscoveries({ country: str(ctx.query.country), currency: str(ctx.query.currency) }) } }),
  listUmaProviders: (ctx) => {
    const p = pageOpts(ctx.query);
    const q = ctx.query;
    const given = (...vs: unknown[]) => vs.map(str).filter((v) => v !== undefined);
    const filter = {
      countries: given(q.country, q.countryCode),
      currencies: given(q.currency, q.currencyCode),
      hasBlockedProviders: q.hasBlockedProviders,
      sortOrder: q.sortOrder,
    };
    const page = pageOf(findUmaProviders(filter), p.limit, p.cursor);
    // The live shape: currencies as Currency objects, the countries also as supportedRegions.
    const data = page.data.map(({ supportedCurrencies, allowListed, ...x }) => ({
      ...x,
      allowListStatus: allowListed !== false,
      ...(x.countries ? { supportedRegions: x.countries } : {}),
      ...(supportedCurrencies ? { supportedCurrencies: supportedCurrencies.map((c: string) => currencyOf(c)) } : {}),
    }));
    return { status: 200, body: { ...page, data } };
  },
  listVasps: (ctx) => {
    const p = pageOpts(ctx.query);
    const page = pageOf(findVasps({ country: str(ctx.query.country) }), p.limit, p.cursor);
    // The live service's names beside the designed ones: `vaspName`, `url`.
    return { status: 200, body: { ...page, data: page.data.map((v) => ({ ...v, vaspName: v.name, ...(v.website ? { url: v.website } : {}) })) } };
  },
});
