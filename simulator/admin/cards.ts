/** Admin calls of the cards area: read and change the platform's card program settings. */
import { cardSettings } from "../areas/cards/service.js";
import { runtimeOf, type AdminHandlerMap } from "./context.js";

export const cardAdmin: AdminHandlerMap = {
  simGetCardSettings: (c) => {
    const rt = runtimeOf(c);
    return { status: 200, body: cardSettings(rt.store, rt.platform) };
  },
  simUpdateCardSettings: (c) => {
    const rt = runtimeOf(c);
    rt.platform.settings.cards = { ...rt.platform.settings.cards, ...(c.body as object) };
    return { status: 200, body: cardSettings(rt.store, rt.platform) };
  },
};
