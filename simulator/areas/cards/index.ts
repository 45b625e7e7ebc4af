/** The cards area (cards, card transactions, the hosted card reveal, sandbox card events, the card program settings of /_sim): its manifest. */
import type { AreaManifest } from "../manifest.js";
import type { SomeJobType } from "../../clock/jobs.js";
import { HOSTED_CARD_REVEAL_PATH, cardHandlers, provisionJob } from "./handlers.js";
import { confirmJob } from "./handlers/sandbox.js";
import { hostedCardRevealPage } from "./hosted/card-reveal-page.js";
import { cardAdmin } from "./admin.js";
import { cardSecrets, cardTxs, cards } from "./state.js";

export const cardsArea: AreaManifest = {
  name: "cards",
  handlers: cardHandlers,
  collections: [cards, cardSecrets, cardTxs],
  jobs: [provisionJob as SomeJobType, confirmJob as SomeJobType],
  hostedPages: [{ prefix: `${HOSTED_CARD_REVEAL_PATH}/`, page: hostedCardRevealPage }],
  admin: cardAdmin,
};
