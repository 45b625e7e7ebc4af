/** The strong customer authentication area (factors, enrollment, challenges, login sessions, resets): its manifest. */
import type { AreaManifest } from "../manifest.js";
import { scaHandlers } from "./handlers.js";
import { scaChallenges, scaEnrollments, scaFactors, scaResets, scaSecurity, scaSessions } from "./state.js";

export const scaArea: AreaManifest = {
  name: "sca",
  handlers: scaHandlers,
  collections: [scaFactors, scaEnrollments, scaChallenges, scaSessions, scaSecurity, scaResets],
};
