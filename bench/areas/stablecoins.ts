/**
 * Stablecoin mint: POST /stablecoins/{id}/mints (Idempotency-Key) funded from a
 * SERVICE_INTERNAL_ACCOUNT, each holding 0.01 USD on it at once. Setup: a BRALE provider
 * link, a stablecoin PROVISIONED (platform clock advanced past its issuance) and its
 * Service operations ENABLED (requested, then the operator's moves through /_sim), a
 * customer's funded USD account.
 */
import { randomUUID } from "node:crypto";
import { reasonOf } from "../lib/flows.js";
import { fundedCustomer, type AreaBench } from "../lib/area.js";

export const stablecoins: AreaBench = {
  key: "stablecoinMint",
  label: "stablecoin mints (funded from an internal account)",
  unit: "mints",
  // Each mint's four lifecycle steps (and their events) are charged to it since the windows
  // settle the platform clock (lib/area.ts): 0.39x-0.40x where 0.76x-0.85x was measured while
  // those steps ran in the comparator's windows.
  target: 0.3,
  async setup(ctx) {
    const c = ctx.client;
    const key = () => ({ "idempotency-key": randomUUID() });
    const tag = randomUUID().slice(0, 8);
    const link = await c.call("POST", "/stablecoin-provider-accounts", { provider: "BRALE", apiClientId: `client_${tag}`, apiClientSecret: "secret" }, key());
    if (link.status !== 201) return { skip: `linking a provider answered ${reasonOf(link, [201])}` };
    const coin = await c.call(
      "POST",
      "/stablecoins",
      { providerTokenIdentifier: `bench${tag}`, networkTokenIdentifier: `btkn1bench${tag}`, network: "SPARK" },
      key(),
    );
    if (coin.status !== 201) return { skip: `registering a stablecoin answered ${reasonOf(coin, [201])}` };
    const id = encodeURIComponent(coin.body.id);
    await c.call("POST", "/_sim/clock/advance", { seconds: 20 });
    await c.call("POST", `/stablecoins/${id}/service-operations/enable`);
    for (const status of ["ENABLING", "ENABLED"]) {
      const r = await c.call("POST", `/_sim/stablecoins/${id}/service-operations`, { status });
      if (r.status !== 200) return { skip: `the operator's ${status} answered ${reasonOf(r, [200])}` };
    }
    const owner = await fundedCustomer(ctx);
    if ("skip" in owner) return owner;
    const { accountId } = owner;
    const body = JSON.stringify({ amount: "10000", fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId }, destination: { accountId } });
    return {
      explain: {
        "400 INVALID_INPUT": "the platform's live Idempotency-Key cap (maxIdempotencyKeys) was reached: each key is kept 24 h of platform time",
      },
      async flow() {
        return reasonOf(await c.call("POST", `/stablecoins/${id}/mints`, body, key()), [201]);
      },
    };
  },
};
