/**
 * Admin calls of the stablecoins and invitations areas: the operator's enablement
 * transitions of a stablecoin's Service operations, and removing the platform's UMA
 * domain (to reach INVITATIONS_NOT_CONFIGURED).
 */
import { ApiError } from "../../errors/api-error.js";
import { getPlatformConfig, savePlatformConfig } from "../../platform/config-state.js";
import { operatorMayMove, operatorTargets } from "./domain/enablement.js";
import { stablecoinsOf } from "./service.js";
import type { EnablementStatus } from "../../../contract/rules/stablecoins.js";
import type { AreaAdminHandler } from "../manifest.js";
import type { PlatformRuntime } from "../../platform/registry.js";

const runtimeOf = (c: Parameters<AreaAdminHandler>[0]): PlatformRuntime => c.runtime!;

export const stablecoinAdmin: Record<string, AreaAdminHandler> = {
  simSetStablecoinServiceOperations: (c) => {
    const rt = runtimeOf(c);
    const coins = stablecoinsOf(rt.store);
    const coin = coins.get(c.params.stablecoinId);
    if (!coin) throw ApiError.notFound("STABLECOIN_NOT_FOUND", `no stablecoin with id ${c.params.stablecoinId}`);
    const to = (c.body as { status: EnablementStatus }).status;
    if (!operatorMayMove(coin.serviceOperationsStatus, to)) {
      const allowed = operatorTargets(coin.serviceOperationsStatus);
      throw ApiError.conflict(
        "CONFLICT",
        `the operator cannot move ${coin.serviceOperationsStatus} to ${to}${allowed.length ? `; from ${coin.serviceOperationsStatus}: ${allowed.join(", ")}` : ""}`,
      );
    }
    const next = { ...coin, serviceOperationsStatus: to, updatedAt: rt.clock.iso() };
    coins.put(next);
    return { status: 200, body: next };
  },

  simRemoveUmaDomain: (c) => {
    const rt = runtimeOf(c);
    const cfg = getPlatformConfig(rt.store, rt.clock, rt.platform.id);
    const { umaDomain: _gone, ...rest } = cfg;
    savePlatformConfig(rt.store, { ...rest, updatedAt: rt.clock.iso() });
    return { status: 204 };
  },
};
