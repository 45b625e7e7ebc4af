/**
 * The platform's stablecoin provider links read one by one: GET
 * /stablecoin-provider-accounts/{id} answers the link with that id as GET
 * /stablecoin-provider-accounts lists it. The platform gets a second link first when it has
 * fewer than two, so a read answering another link than the one asked shows.
 */
import type fc from "fast-check";
import type { StablecoinModel, StablecoinReal } from "../model.js";
import { answered } from "../../../client/answer.js";
import type { Json } from "../../../contract/json.js";

/** The fields a link is read by: what the listing shows of it (its timestamps may move, its identity does not). */
const FIELDS = ["id", "provider", "providerAccountId", "providerEnvironment", "status", "createdAt"] as const;
const view = (l: Json) => Object.fromEntries(FIELDS.map((k) => [k, l?.[k]]));
/** At most this many listed links are read. */
const READS = 3;

export class ReadProviderAccounts implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(_m: StablecoinModel, { client, s }: StablecoinReal) {
    const list = () => client.call("GET", "/stablecoin-provider-accounts", { query: { limit: 100 } });
    let l = await list();
    s.expect(l.status === 200, "setup", `GET /stablecoin-provider-accounts answered ${answered(l)}`, 200, l.status);
    if ((l.body?.data ?? []).length < 2) {
      const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
      const k = await client.call("POST", "/stablecoin-provider-accounts", {
        headers: { "idempotency-key": `model-link-${tag}` },
        body: { provider: "BRALE", apiClientId: `model_reader_${tag}`, apiClientSecret: "model_secret" },
      });
      s.expect(k.status === 201, "setup", `a second provider link answered ${answered(k)}`, 201, k.status);
      l = await list();
    }
    for (const listed of ((l.body?.data ?? []) as Json[]).slice(0, READS)) {
      const path = `/stablecoin-provider-accounts/${encodeURIComponent(listed.id)}`;
      const g = await client.call("GET", path);
      s.expect(
        g.status === 200 && JSON.stringify(view(g.body)) === JSON.stringify(view(listed)),
        "stablecoins.provider-account-read",
        `GET ${path} answered ${answered(g)}; expected the link as listed`,
        view(listed),
        view(g.body),
      );
    }
  }
  toString() {
    return "readProviderAccounts()";
  }
}
