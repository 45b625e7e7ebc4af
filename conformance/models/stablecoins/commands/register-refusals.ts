/**
 * The registration refusals, once per run: no stablecoinProviderAccountId while several links
 * are ACTIVE (400 STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED), an unknown link (404
 * STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND), its Idempotency-Key reused with another request
 * (409 CONFLICT), and the model coin's provider or network token identifier or symbol taken
 * again (409 STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS / STABLECOIN_SYMBOL_ALREADY_EXISTS).
 * Each refused request registers nothing the model uses.
 */
import type fc from "fast-check";
import { expectAnswer } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";
import type { StablecoinModel, StablecoinReal } from "../model.js";
import { register, unique, unknownId } from "../calls.js";

export class RegisterRefusals implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const { s } = r;
    const t = m.token;
    const links = await r.client.call("GET", "/stablecoin-provider-accounts", { query: { status: "ACTIVE", limit: 100 } });
    const active = ((links.body?.data ?? []) as Json[]).filter((l) => l.status === "ACTIVE").length;
    if (active >= 2)
      expectAnswer(
        s,
        await register(r, { token: `${t}s` }),
        "stablecoins.link-selection",
        `registering without stablecoinProviderAccountId while ${active} links are ACTIVE`,
        400,
        "STABLECOIN_PROVIDER_ACCOUNT_SELECTION_REQUIRED",
      );
    else s.skipStep("registering without a link id among several ACTIVE links", `the platform has ${active} ACTIVE provider links`);
    const key = `model-coin-${t}-${unique()}`;
    const unknown = unknownId("StablecoinProviderAccount");
    expectAnswer(
      s,
      await register(r, { token: `${t}u`, linkId: unknown }, key),
      "stablecoins.link-not-found",
      "registering through an unknown provider link",
      404,
      "STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND",
    );
    expectAnswer(
      s,
      await register(r, { token: `${t}k`, linkId: unknown }, key),
      "stablecoins.key-reuse",
      "registering another coin under the Idempotency-Key of an earlier registration",
      409,
      "CONFLICT",
    );
    const unique409 = "stablecoins.registration-unique";
    const taken = "STABLECOIN_TOKEN_IDENTIFIER_ALREADY_EXISTS";
    const provider = await register(r, { token: `${t}d`, provider: `${t}-1`, linkId: m.linkId });
    expectAnswer(s, provider, unique409, `registering the model coin's providerTokenIdentifier ${t}-1 again`, 409, taken);
    const network = await register(r, { token: `${t}n`, network: `btkn1${t}`, linkId: m.linkId });
    expectAnswer(s, network, unique409, `registering the model coin's networkTokenIdentifier btkn1${t} again`, 409, taken);
    const symbol = await register(r, { token: `${t}y`, provider: `${t}-2`, linkId: m.linkId });
    expectAnswer(s, symbol, "stablecoins.symbol-unique", `registering ${t}-2, whose symbol the model coin has`, 409, "STABLECOIN_SYMBOL_ALREADY_EXISTS");
  }
  toString() {
    return "registerRefusals()";
  }
}
