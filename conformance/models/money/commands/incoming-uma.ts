/**
 * Incoming UMA payments to customer B (POST /sandbox/uma/receive, by `customerId`), once per
 * run. Refused, nothing moving: a sender that is not an UMA address (400
 * INVALID_UMA_ADDRESS), a currency the platform does not support (400 INVALID_CURRENCY), an
 * amount above the currency's maxAmount (400 AMOUNT_OUT_OF_RANGE), a customer that does not
 * exist (404 CUSTOMER_NOT_FOUND). Then two payments: a currency whose requiredCounterpartyFields
 * ask for the sender's data holds them PENDING for screening, the amount pending on B's
 * account (its totalBalance includes pending); the platform rejects one (live: reject a
 * pending incoming payment; it reads REJECTED and never reaches the account) and approves
 * the other (it reads PROCESSING, then settles into B's available balance); a decision on the
 * rejected one answers 409. A payment not held for screening settles as the server says.
 */
import { Command } from "../../shared/command.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { sandboxPayoutRules } from "../../../../contract/rules/money.js";
import type { CallResult } from "../../../client/client.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { addSum, applyDue, applyMoney, enc, observe, type ModelTx, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { expectRefused, walkDue, markWalked } from "../refusals.js";

const SENDER = "$carol.smith@wallet.example.org";
const AMOUNT = 4_000;

export class IncomingUma extends Command<MoneyModel, MoneyReal> {
  async run(m: MoneyModel, r: MoneyReal) {
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (!walkDue(r.s, "incomingUma")) return;
    await this.walk(m, r);
    markWalked(r.s, "incomingUma");
  }

  private async walk(m: MoneyModel, r: MoneyReal) {
    const dest = m.accounts.find((a) => a.owner === "B" && a.currency === "USD");
    if (!dest) return;
    await this.refusals(m, r);
    const touched = new Map<string, MoneyRule>();
    const first = await this.receive(m, r, touched);
    const second = await this.receive(m, r, touched);
    if (first?.status === "PENDING") await this.decide(m, r, first, "reject", touched);
    if (second?.status === "PENDING") await this.decide(m, r, second, "approve", touched);
    if (first?.status === "REJECTED") {
      const again = await r.client.call("POST", `/transactions/${enc(first.id)}/approve`, { body: {} });
      expectRefused(r, again, "transactions.approve", "approving a rejected incoming payment", 409, "TRANSACTION_NOT_PENDING_PLATFORM_APPROVAL", true);
    }
    await observe(m, r, touched);
  }

  private async refusals(m: MoneyModel, r: MoneyReal) {
    const receive = (over: Record<string, unknown>) =>
      r.client.call("POST", "/sandbox/uma/receive", {
        body: { senderUmaAddress: SENDER, customerId: m.customers.B, receivingCurrencyCode: "USD", receivingCurrencyAmount: AMOUNT, ...over },
      });
    const refuse = (res: CallResult, rule: string, what: string, status: number, code: string) => expectRefused(r, res, rule, what, status, code, true);
    refuse(
      await receive({ senderUmaAddress: "not-an-uma-address" }),
      "money.uma-receive-refusal",
      "an incoming payment from a sender that is not an UMA address",
      400,
      "INVALID_UMA_ADDRESS",
    );
    refuse(
      await receive({ receivingCurrencyCode: "HTG" }),
      "money.uma-receive-refusal",
      "an incoming payment in HTG, a currency the platform does not support",
      400,
      "INVALID_CURRENCY",
    );
    const max = m.bounds.get("USD")?.max;
    if (max !== undefined)
      refuse(
        await receive({ receivingCurrencyAmount: max + 1 }),
        "money.uma-receive-bounds",
        `an incoming payment of ${max + 1} USD (maxAmount ${max})`,
        400,
        "AMOUNT_OUT_OF_RANGE",
      );
    refuse(
      await receive({ customerId: "Customer:00000000-0000-4000-8000-000000000000" }),
      "money.uma-receive-refusal",
      "an incoming payment to a customer that does not exist",
      404,
      "CUSTOMER_NOT_FOUND",
    );
  }

  /** One payment of AMOUNT USD to B: the model's transaction (pending, or settled as answered). */
  private async receive(m: MoneyModel, r: MoneyReal, touched: Map<string, MoneyRule>): Promise<ModelTx | undefined> {
    const dest = m.accounts.find((a) => a.owner === "B" && a.currency === "USD")!;
    const res = await r.client.call("POST", "/sandbox/uma/receive", {
      body: { senderUmaAddress: SENDER, customerId: m.customers.B, receivingCurrencyCode: "USD", receivingCurrencyAmount: AMOUNT },
    });
    expectAnswer(r.s, res, "money.uma-receive", `an incoming UMA payment of ${AMOUNT} USD`, 200);
    if (res.status !== 200 || typeof res.body?.id !== "string") return undefined;
    const q = {
      id: `incoming ${res.body.id}`,
      sourceId: "uma",
      destId: dest.id,
      destKind: "internal" as const,
      origin: "incoming" as const,
      sending: "USD",
      receiving: "USD",
      total: AMOUNT,
      fees: 0,
      platformFees: 0,
      receivingAmount: AMOUNT,
      expiresAtMs: Number.POSITIVE_INFINITY,
    };
    const status: string = res.body.status;
    // Held for screening, or settling: pending on B's account until it settles.
    dest.total += AMOUNT;
    addSum(m, "USD", AMOUNT);
    touched.set(dest.id, "money.incoming");
    const startMs = Date.parse(res.body.createdAt);
    const steps =
      status === "PENDING" ? [] : [{ atMs: status === "COMPLETED" ? 0 : sandboxPayoutRules().processingMs, status: "COMPLETED", money: "settle" as const }];
    const tx: ModelTx = { id: res.body.id, quote: q, status, startMs, steps, applied: 0, phase: "PENDING_IN" };
    m.txs.push(tx);
    applyDue(m, startMs, touched);
    if (status !== "PENDING") r.s.skipStep(`${this}: the screening of an incoming payment`, `the payment was not held for screening (${status})`);
    return tx;
  }

  /** The platform's decision on a payment held for screening: rejected (nothing reaches B) or approved (it settles). */
  private async decide(m: MoneyModel, r: MoneyReal, tx: ModelTx, verb: "reject" | "approve", touched: Map<string, MoneyRule>) {
    const { s, client } = r;
    const res = await client.call("POST", `/transactions/${enc(tx.id)}/${verb}`, { body: {} });
    expectAnswer(s, res, "money.incoming-decision", `${verb === "reject" ? "rejecting" : "approving"} an incoming payment held for screening`, 200);
    if (res.status !== 200) throw new Error(`the ${verb} of a payment held for screening was refused (${answered(res)}): the model cannot follow it`);
    const want = verb === "reject" ? "REJECTED" : "PROCESSING";
    s.expect(res.body?.status === want, "money.incoming-status", `the ${verb}ed payment reads ${res.body?.status}`, want, res.body?.status);
    if (res.body?.status === want) s.transition(MACHINE.transaction, "PENDING", want);
    if (verb === "reject") {
      applyMoney(m, tx, "refund", touched);
      tx.status = res.body?.status;
      return;
    }
    // Approved: it settles after processing, counted from the decision.
    tx.status = res.body?.status;
    tx.startMs = Date.parse(res.body?.updatedAt) || (await r.now());
    tx.steps = [{ atMs: sandboxPayoutRules().processingMs, status: "COMPLETED", money: "settle" }];
    tx.applied = 0;
  }

  toString() {
    return "incomingUma()";
  }
}
