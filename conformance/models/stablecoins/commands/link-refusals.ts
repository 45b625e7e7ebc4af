/**
 * The provider link refusals, once per run: an apiClientId the provider rejects (the
 * `_invalid` trigger: 400 STABLECOIN_PROVIDER_ACCOUNT_INVALID) and a second link of the same
 * provider account (409 CONFLICT). With the control API it also starts the coins the
 * provider's later link changes need: a link per later-status trigger (`_revoke`,
 * `_invalidate`), a coin registered through each with the sandbox approval suffix, refused
 * mints and burns while it is not provisioned, and its enablement requested (DeadLinks uses
 * them a minute of platform time later).
 */
import type fc from "fast-check";
import { stablecoinRules } from "../../../../contract/rules/stablecoins.js";
import { expectAnswer } from "../../../runner/expect.js";
import { answered } from "../../../client/answer.js";
import { operate, UNITS_PER_CENT, type StablecoinModel, type StablecoinReal } from "../model.js";
import { link, register, unique } from "../calls.js";

export class LinkRefusals implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    const rules = stablecoinRules().providerAccounts;
    const tag = unique();
    for (const [suffix, code] of Object.entries(rules.linkRefusals).filter(([, c]) => c === "STABLECOIN_PROVIDER_ACCOUNT_INVALID")) {
      r.s.magic("stablecoin provider link suffix", suffix);
      expectAnswer(r.s, await link(r, `model_${tag}${suffix}`), "stablecoins.link-triggers", `linking API client model_${tag}${suffix}`, 400, code);
    }
    const dup = `model_dup_${tag}`;
    const first = await link(r, dup);
    r.s.expect(first.status === 201, "setup", `linking API client ${dup} answered ${answered(first)}`, 201, first.status);
    expectAnswer(r.s, await link(r, dup, `model-link-${dup}-again`), "stablecoins.link-duplicate", `linking API client ${dup} a second time`, 409, "CONFLICT");
    if (r.time.controlled) await this.startSideCoins(m, r, tag);
  }

  /** A coin on each link the provider changes later, refused while not provisioned, its enablement requested. */
  private async startSideCoins(m: StablecoinModel, r: StablecoinReal, tag: string) {
    const approval = stablecoinRules().enablement.sandboxApproval.suffix;
    m.side = [];
    for (const [suffix, later] of Object.entries(stablecoinRules().providerAccounts.laterStatus)) {
      const l = await link(r, `model_${tag}${suffix}`);
      r.s.expect(l.status === 201, "setup", `linking API client model_${tag}${suffix} answered ${answered(l)}`, 201, l.status);
      const letter = later.status[0].toLowerCase();
      const c = await register(r, { token: `${m.token}${letter}`, provider: `${m.token}${letter}${approval}`, linkId: l.body?.id });
      r.s.expect(c.status === 201, "setup", `registering a coin through the ${suffix} link answered ${answered(c)}`, 201, c.status);
      if (l.status !== 201 || c.status !== 201) continue;
      const side = { ...m, coinId: c.body.id, ops: [], provisioned: false, enablement: c.body.serviceOperationsStatus };
      const ends = { fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId }, destination: { accountId: m.accountId } };
      const units = 1_000 * UNITS_PER_CENT;
      const refusal = () => ({ refusal: "STABLECOIN_NOT_PROVISIONED", what: `a mint of a coin ${c.body.issuanceStatus}`, tooClose: false });
      await operate(side, r, { type: "MINT", units, fiat: 1_000, description: "top-up", ends, track: false }, refusal);
      const burnEnds = {
        source: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId },
        destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: m.externalAccountId, rail: "ACH_CREDIT" },
      };
      await operate(side, r, { type: "BURN", units, fiat: 1_000, description: "redeem", ends: burnEnds, track: false }, () => ({
        ...refusal(),
        what: `a burn of a coin ${c.body.issuanceStatus}`,
      }));
      const e = await r.client.call("POST", `/stablecoins/${encodeURIComponent(c.body.id)}/service-operations/enable`);
      r.s.expect(
        e.status === 200 && e.body?.serviceOperationsStatus === "PENDING_APPROVAL",
        "stablecoins.enablement",
        `requesting enablement of a NOT_ENABLED coin answered ${answered(e)}; expected 200 PENDING_APPROVAL`,
        "PENDING_APPROVAL",
        e.body?.serviceOperationsStatus ?? e.body?.code,
      );
      m.side.push({ linkId: l.body.id, coinId: c.body.id, status: later.status, readyAtMs: Date.parse(l.body.createdAt) + later.afterSeconds * 1000 });
    }
  }

  toString() {
    return "linkRefusals()";
  }
}
