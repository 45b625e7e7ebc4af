/**
 * The refusals of POST /transfer-out, once per run after the whole balance went out, nothing
 * moving (the observation after them sees anything that moved): more than the source's
 * available balance (400 INSUFFICIENT_FUNDS; above the corridor's single-transaction maximum
 * 400 TRANSACTION_SIZE_LIMIT_EXCEEDED comes first), to an external account in another currency
 * (400 INVALID_CURRENCY), to one still PENDING (409 CONFLICT), and the Idempotency-Key of the
 * transfer out just made on another request (409 DUPLICATE_PAY_REQUEST).
 */
import { Command } from "../../shared/command.js";
import { fxRules } from "../../../../contract/rules/money.js";
import { observe, type MoneyModel, type MoneyReal } from "../model.js";
import { destination } from "./create-quote.js";
import { expectRefused, pendingAccount, walkDue, markWalked } from "../refusals.js";

export class TransferRefusals extends Command<MoneyModel, MoneyReal> {
  async run(m: MoneyModel, r: MoneyReal) {
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (!walkDue(r.s, "transferRefusals")) return;
    await this.walk(m, r);
    markWalked(r.s, "transferRefusals");
  }

  private async walk(m: MoneyModel, r: MoneyReal) {
    const src = m.accounts.find((a) => a.owner === "A" && a.currency === "USD");
    if (!src) return;
    const payee = await destination(m, r, "USD", "789");
    const out = (destId: string, amount: number, key?: string) =>
      r.client.call("POST", "/transfer-out", {
        body: { source: { accountId: src.id }, destination: { accountId: destId }, amount },
        headers: key ? { "idempotency-key": key } : undefined,
      });
    const amount = src.available + 1_000;
    const cap = fxRules().limits.corridorMaxAmount.USD;
    // Above the corridor's maximum, whatever the balance: the size limit answers first.
    if (cap !== undefined)
      expectRefused(
        r,
        await out(payee, Math.max(amount, cap + 1)),
        "money.transfer-out-refusal",
        `a transfer out of ${Math.max(amount, cap + 1)} USD (above ${cap})`,
        400,
        "TRANSACTION_SIZE_LIMIT_EXCEEDED",
        true,
      );
    if (cap === undefined || amount <= cap)
      expectRefused(
        r,
        await out(payee, amount),
        "money.insufficient-funds",
        `a transfer out of ${amount} USD from an account holding ${src.available}`,
        400,
        "INSUFFICIENT_FUNDS",
        true,
      );
    const mxn = await destination(m, r, "MXN", "789");
    expectRefused(r, await out(mxn, 1_000), "money.transfer-out-refusal", "a transfer out of USD to an MXN account", 400, "INVALID_CURRENCY", true);
    const pending = await pendingAccount(m, r);
    if (pending) expectRefused(r, await out(pending, 1_000), "money.transfer-out-refusal", "a transfer out to an account still PENDING", 409, "CONFLICT", true);
    if (m.transferKey)
      expectRefused(
        r,
        await out(payee, 1_000, m.transferKey),
        "money.transfer-key-reuse",
        "a transfer out of another amount with the Idempotency-Key of the last one",
        409,
        "DUPLICATE_PAY_REQUEST",
        true,
      );
    await observe(m, r);
  }
  toString() {
    return "transferRefusals()";
  }
}
