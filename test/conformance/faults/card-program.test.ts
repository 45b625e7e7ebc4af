/** The faults of card-program.ts: caught with and without the control API (run.ts). */
import { faultTests } from "./run.js";
import { FAULT_AREAS } from "./catalogue.js";

faultTests(FAULT_AREAS["card-program"]);
