/**
 * A platform's configuration (GET/PATCH /config), kept in its tenant store under
 * "platformConfig" and created with defaults on first read (and again after a reset).
 * Other areas read it through `getPlatformConfig(store, clock)` (e.g. the customers area
 * for providerRequiredCustomerFields); the webhook dispatcher reads webhookEndpoint.
 */
import { randomUUID } from "node:crypto";
import type { TenantStore } from "../store/store.js";
import type { components } from "../../generated/api.js";
import type { Clock } from "../clock/clock.js";
import { DEFAULT_CURRENCIES, type SupportedCurrency } from "../data/default-currencies.js";

/** The platform's embedded-wallet settings (the live service's EmbeddedWalletConfig), kept as given. */
export type EmbeddedWalletConfig = components["schemas"]["EmbeddedWalletConfig"];

export interface PlatformConfig {
  id: string;
  umaDomain?: string;
  proxyUmaSubdomain?: string;
  webhookEndpoint?: string;
  supportedCurrencies: SupportedCurrency[];
  /** Set: each customer's wallet is provisioned as an EMBEDDED_WALLET internal account. */
  embeddedWalletConfig?: EmbeddedWalletConfig;
  createdAt: string;
  updatedAt: string;
}

const KEY = "platformConfig";

/** The tenant value naming the platform a store belongs to (set by the registry). */
export const PLATFORM_ID_KEY = "platformId";

export function getPlatformConfig(store: TenantStore, clock: Clock, platformId?: string): PlatformConfig {
  let cfg = store.getValue<PlatformConfig>(KEY);
  if (!cfg) {
    const now = clock.iso();
    const uuid = randomUUID();
    platformId ??= store.getValue<string>(PLATFORM_ID_KEY);
    cfg = {
      id: `PlatformConfig:${uuid}`,
      umaDomain: `sandbox-${(platformId ?? uuid).replace(/^Platform:/, "").slice(0, 8)}.paysim.local`,
      proxyUmaSubdomain: `${uuid.slice(0, 8)}.uma-proxy.paysim.local`,
      supportedCurrencies: structuredClone(DEFAULT_CURRENCIES) as SupportedCurrency[],
      createdAt: now,
      updatedAt: now,
    };
    store.setValue(KEY, cfg);
  }
  return cfg;
}

export function savePlatformConfig(store: TenantStore, cfg: PlatformConfig): void {
  store.setValue(KEY, cfg);
}

/** The platform's embedded-wallet settings, when it has them (without creating a config). */
export function embeddedWalletConfigOf(store: TenantStore): EmbeddedWalletConfig | undefined {
  return store.getValue<PlatformConfig>(KEY)?.embeddedWalletConfig;
}

/** The configured endpoint without creating a config. */
export function webhookEndpointOf(store: TenantStore): string | undefined {
  return store.getValue<PlatformConfig>(KEY)?.webhookEndpoint;
}
