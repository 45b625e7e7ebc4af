/** GET /_sim/contracts/control.json: the conformance control contract (spec/control/openapi.yaml) as JSON. */
import { controlSpec } from "../../contract/control.js";
import type { AdminHandlerMap } from "./context.js";

export const controlContractAdmin: AdminHandlerMap = {
  simControlContract: () => ({ status: 200, body: controlSpec() }),
};
