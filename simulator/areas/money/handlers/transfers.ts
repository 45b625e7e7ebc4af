/**
 * Deprecated same-currency transfers: POST /transfer-in (pull from an external account into
 * an internal account) and POST /transfer-out (internal account to an external account),
 * carried out by the money service (transaction-service.ts). Idempotency-Key replay is the pipeline's.
 */
import { handlerMap } from "../../types.js";
import { renderTransaction } from "../domain/render.js";
import { envOf } from "../books.js";
import { transfer } from "../transaction-service.js";

export const transferHandlers = handlerMap({
  transferIn: (ctx) => ({ status: 201, body: renderTransaction(transfer(envOf(ctx), "in", ctx.body)) }),
  transferOut: (ctx) => ({ status: 201, body: renderTransaction(transfer(envOf(ctx), "out", ctx.body)) }),
});
