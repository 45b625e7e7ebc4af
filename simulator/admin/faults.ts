/** Admin calls of fault injection (`/_sim/faults`): list, add, remove one, remove all. */
import { ApiError } from "../errors/api-error.js";
import { faultsOf, type FaultSpec } from "../pipeline/faults.js";
import { runtimeOf, type AdminDeps, type AdminHandlerMap } from "./context.js";
import { nearNames } from "../../contract/near-names.js";

/** The operationIds of the contract the simulator serves, read once per simulator. */
const operationIdsOf = new WeakMap<AdminDeps, Set<string>>();
function operationIds(d: AdminDeps): Set<string> {
  let ids = operationIdsOf.get(d);
  if (!ids) {
    ids = new Set();
    const doc = JSON.parse(d.openapiJson) as { paths?: Record<string, Record<string, { operationId?: unknown }>> };
    for (const item of Object.values(doc.paths ?? {}))
      for (const op of Object.values(item)) if (op && typeof op === "object" && typeof op.operationId === "string") ids.add(op.operationId);
    operationIdsOf.set(d, ids);
  }
  return ids;
}

export const faultAdmin: AdminHandlerMap = {
  simListFaults: (c) => ({ status: 200, body: { data: faultsOf(runtimeOf(c)).list() } }),

  simAddFault: (c) => {
    const spec = c.body as FaultSpec;
    if (spec.kind === "error" && (spec.status === undefined || spec.status < 400)) {
      throw ApiError.invalidInput([{ field: "status", in: "body", code: "INVALID_VALUE", reason: "an error fault needs a status of 400 or more" }]);
    }
    // A fault on an operation the contract does not have would never fire: refused, naming the near ones.
    const ids = operationIds(c.deps);
    if (spec.operation !== undefined && spec.operation !== "*" && !ids.has(spec.operation)) {
      const near = nearNames(spec.operation, ids).slice(0, 3);
      throw ApiError.invalidInput([
        {
          field: "operation",
          in: "body",
          code: "INVALID_VALUE",
          reason: `names no operation of the API (an operationId, or * for all)${near.length ? `; did you mean ${near.join(", ")}?` : ""}`,
        },
      ]);
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
