/** Admin calls of the cards area: read and change the platform's card program settings. */
import { cardSettings } from "./service.js";
import type { AreaAdminHandler } from "../manifest.js";
import type { PlatformRuntime } from "../../platform/registry.js";
import type { PlatformSettings } from "../../platform/platform.js";

const runtimeOf = (c: Parameters<AreaAdminHandler>[0]): PlatformRuntime => c.runtime!;

export const cardAdmin: Record<string, AreaAdminHandler> = {
  simGetCardSettings: (c) => {
    const rt = runtimeOf(c);
    return { status: 200, body: cardSettings(rt.store, rt.platform) };
  },
  simUpdateCardSettings: (c) => {
    const rt = runtimeOf(c);
    rt.platform.settings.cards = { ...rt.platform.settings.cards, ...(c.body as PlatformSettings["cards"]) };
    return { status: 200, body: cardSettings(rt.store, rt.platform) };
  },
};
