/** Advance the platform clock (past a challenge's expiresAt or not). */
import { AdvanceClock as ClockAdvance } from "../../../shared/clocked.js";
import type { OwnershipModel, OwnershipReal } from "../model.js";

export class AdvanceClock extends ClockAdvance<OwnershipModel, OwnershipReal> {}
