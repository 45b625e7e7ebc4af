/**
 * Deprecated same-currency transfers: POST /transfer-in (pull from an external account into
 * an internal account) and POST /transfer-out (internal account to an external account).
 * The decisions are the domain's (domain/money/transfer-flow.ts); outcomes follow the
 * external-account sandbox table (spec/rules/sandbox-external-accounts.yaml).
 * Idempotency-Key replay is the pipeline's.
 */
import { customersOf } from "../../customers/service.js";
import { handlerMap, type TypedContext, type TypedResult } from "../../types.js";
import { renderTransaction } from "../domain/render.js";
import { transfer, transferEnds, type TransferDirection } from "../domain/transfer-flow.js";
import { accountsOf, applyTransactionStep, customerFields, envOf, getExternalAccount, newId, runPlan, statusOfCustomer, transactionsOf } from "../service.js";

// transferIn and transferOut share their shapes: both are typed by transferIn.
function transferHandler(direction: TransferDirection) {
  return (ctx: TypedContext<"transferIn"> | TypedContext<"transferOut">): TypedResult<"transferIn"> => {
    const env = envOf(ctx);
    const { externalId, internalId } = transferEnds(ctx.body, direction);
    const external = getExternalAccount(env.store, externalId);
    const account = accountsOf(env.store).get(internalId);
    const customers = customersOf(env.store);
    const owners = [account?.customerId, external?.customerId]
      .map((id) => (id ? customers.get(id) : undefined))
      .filter((c) => c !== undefined)
      .map((c) => ({ id: c.id, status: statusOfCustomer(c) }));
    const step = transfer(
      {
        direction,
        request: ctx.body,
        external,
        account,
        owners,
        txId: newId("Transaction"),
        customer: customerFields(env.store, account?.customerId ?? external?.customerId),
      },
      env.clock.iso(),
    );
    const tx = step.transaction!;
    applyTransactionStep(env, step);
    runPlan(env, tx.id, step.plan);
    return { status: 201, body: renderTransaction(transactionsOf(env.store).get(tx.id) ?? tx) };
  };
}

export const transferHandlers = handlerMap({
  transferIn: transferHandler("in"),
  transferOut: transferHandler("out"),
});
