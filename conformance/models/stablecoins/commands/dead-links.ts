/**
 * The coins LinkRefusals started, once their links have the status the provider gives them
 * later (REVOKED, INVALID): each link and coin read (the sandbox triggers), then a mint and a
 * burn of the coin refused with the link's code, and a registration through the link refused
 * alike. Without the control API the minute this takes is beyond what one step may wait.
 */
import type fc from "fast-check";
import { stablecoinRules } from "../../../../contract/rules/stablecoins.js";
import { StepSkipped } from "../../../runner/time.js";
import { expectAnswer } from "../../../runner/expect.js";
import { answered } from "../../../client/answer.js";
import { operate, UNITS_PER_CENT, type SideCoin, type StablecoinModel, type StablecoinReal } from "../model.js";
import { register } from "../calls.js";
import { laterStatusSeconds } from "../rules.js";

const LINK_USABLE = "stablecoins.link-usable";

export class DeadLinks implements fc.AsyncCommand<StablecoinModel, StablecoinReal> {
  check() {
    return true;
  }
  async run(m: StablecoinModel, r: StablecoinReal) {
    if (!m.side)
      throw new StepSkipped(
        `a provider link's later status needs ${laterStatusSeconds()} s of platform time, beyond what one step may wait (give --control to move the platform clock)`,
        "wait",
      );
    const ready = Math.max(...m.side.map((c) => c.readyAtMs)) + 2_000;
    const now = await r.now();
    if (now < ready) await r.advance(Math.ceil((ready - now) / 1000));
    for (const side of m.side) await this.use(m, r, side);
  }

  private async use(m: StablecoinModel, r: StablecoinReal, side: SideCoin) {
    const code = stablecoinRules().providerAccounts.unusable[side.status]!;
    const l = await r.client.call("GET", `/stablecoin-provider-accounts/${encodeURIComponent(side.linkId)}`);
    const c = await r.client.call("GET", `/stablecoins/${encodeURIComponent(side.coinId)}`);
    const linkRead = l.body?.status === side.status;
    const coinUsable = c.body?.issuanceStatus === "PROVISIONED" && c.body?.serviceOperationsStatus === "ENABLED";
    r.s.expect(
      linkRead,
      "stablecoins.later-triggers",
      `the link ${side.linkId} reads ${answered(l)} ${l.body?.status ?? ""}; expected ${side.status}`,
      side.status,
      l.body?.status,
    );
    r.s.expect(
      coinUsable,
      "stablecoins.later-triggers",
      `the coin ${side.coinId} reads ${c.body?.issuanceStatus} / ${c.body?.serviceOperationsStatus}; expected PROVISIONED / ENABLED`,
      "PROVISIONED / ENABLED",
      `${c.body?.issuanceStatus} / ${c.body?.serviceOperationsStatus}`,
    );
    if (!linkRead) return;
    if (coinUsable) {
      const coin = { ...m, coinId: side.coinId, ops: [], enablement: c.body.serviceOperationsStatus };
      const units = 1_000 * UNITS_PER_CENT;
      const refusal = (what: string) => () => ({
        refusal: code,
        rule: LINK_USABLE,
        what: `${what} of a coin whose link reads ${side.status}`,
        tooClose: false,
      });
      const mintEnds = { fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId }, destination: { accountId: m.accountId } };
      await operate(coin, r, { type: "MINT", units, fiat: 1_000, description: "top-up", ends: mintEnds, track: false }, refusal("a mint"));
      const burnEnds = {
        source: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: m.accountId },
        destination: { type: "EXTERNAL_ACCOUNT", externalAccountId: m.externalAccountId, rail: "ACH_CREDIT" },
      };
      await operate(coin, r, { type: "BURN", units, fiat: 1_000, description: "redeem", ends: burnEnds, track: false }, refusal("a burn"));
    }
    const letter = side.status[0].toLowerCase();
    const reg = await register(r, { token: `${m.token}${letter}x`, linkId: side.linkId });
    expectAnswer(r.s, reg, LINK_USABLE, `registering a coin through a link reading ${side.status}`, 400, code);
  }

  toString() {
    return "deadLinks()";
  }
}
