/** Admin calls of fault injection (`/_sim/faults`): list, add, remove one, remove all. */
import { ApiError } from "../errors/api-error.js";
import { faultsOf, type FaultSpec } from "../pipeline/faults.js";
import { runtimeOf, type AdminHandlerMap } from "./context.js";

export const faultAdmin: AdminHandlerMap = {
  simListFaults: (c) => ({ status: 200, body: { data: faultsOf(runtimeOf(c)).list() } }),

  simAddFault: (c) => {
    const spec = c.body as FaultSpec;
    if (spec.kind === "error" && (spec.status === undefined || spec.status < 400)) {
      throw ApiError.invalidInput([{ field: "status", in: "body", code: "INVALID_VALUE", reason: "an error fault needs a status of 400 or more" }]);
    }
    const rt = runtimeOf(c);
    return { status: 201, body: faultsOf(rt).add(spec, rt.clock.iso()) };
  },

  simRemoveFault: (c) => {
    if (!faultsOf(runtimeOf(c)).remove(c.params.faultId)) throw ApiError.notFound("NOT_FOUND", `No fault ${c.params.faultId} is set on this platform.`);
    return { status: 204 };
  },

  simClearFaults: (c) => {
    faultsOf(runtimeOf(c)).clear();
    return { status: 204 };
  },
};
