/** Move the platform clock (past the session's end, or past the lockout). */
import { AdvanceClock as ClockAdvance } from "../../shared/clocked.js";
import type { ScaModel, ScaReal } from "../model.js";

export class AdvanceClock extends ClockAdvance<ScaModel, ScaReal> {}
