/**
 * POST /transfer-in: a pull from the customer's USD external account (suffix 789, the
 * description's "other -> success" of a pull source) into its USD internal account. 201 with
 * the (incoming) transaction of the amount; the amount is pending on the internal account
 * (in its totalBalance, "including pending") until the transfer completes, then available
 * (the external-account table's outcome plan, spec/rules/sandbox-external-accounts.yaml);
 * the observation that sees it complete (a later clock move) checks the credit under
 * `money.transfer-in`.
 *
 * With a key, the same request is sent again (the live operation's Idempotency-Key replays the
 * first answer and credits once) and the key is reused on another amount (409
 * DUPLICATE_PAY_REQUEST, the description's 409 table). With `refusals`, two pulls that must
 * move nothing: into the EUR account (400 INVALID_CURRENCY), above the corridor's
 * single-transaction maximum (400 TRANSACTION_SIZE_LIMIT_EXCEEDED), from an external account
 * still PENDING (suffix 104; 409 CONFLICT) and from an internal account (400 INVALID_INPUT);
 * the observation after the pull sees anything they moved.
 */
import { Command } from "../../shared/command.js";
import { addSum, applyDue, observe, type ModelQuote, type MoneyModel, type MoneyReal, type MoneyRule } from "../model.js";
import { destination } from "./create-quote.js";
import { usdInfo } from "../../external-accounts/lifecycle.js";
import { transferPlan } from "./transfer-all.js";
import { answered } from "../../../client/answer.js";
import { fxRules } from "../../../../contract/rules/money.js";

const SUFFIX = "789";

export class TransferIn extends Command<MoneyModel, MoneyReal, { at: number; keyed: boolean; refusals: boolean }> {
  check(m: Readonly<MoneyModel>) {
    return m.txs.length < 14;
  }
  async run(m: MoneyModel, r: MoneyReal) {
    const { s, client } = r;
    const dest = m.accounts.find((a) => a.owner === "A" && a.currency === "USD");
    if (!dest) return;
    const extId = await destination(m, r, "USD", SUFFIX);
    if (this.params.refusals) await this.refusals(m, r, extId);
    const amount = 1_000 + Math.floor(this.params.at * 49_000);
    const body = { source: { accountId: extId }, destination: { accountId: dest.id }, amount };
    const key = this.params.keyed ? `conf-in-${++m.keySeq}-${Date.now().toString(36)}` : undefined;
    const headers = key ? { "idempotency-key": key } : undefined;
    const res = await client.call("POST", "/transfer-in", { body, headers });
    const what = `a transfer-in of ${amount} USD from the customer's external account`;
    s.expect(res.status === 201, "money.transfer-in", `${what} answered ${answered(res)}`, 201, answered(res));
    s.expect(
      typeof res.body?.id === "string" && res.body?.receivedAmount?.amount === amount,
      "money.transfer-in",
      `${what} answered a transaction receiving ${res.body?.receivedAmount?.amount}`,
      amount,
      res.body?.receivedAmount?.amount,
    );
    const asQuote: ModelQuote = {
      id: `transfer-in ${res.body.id}`,
      sourceId: extId,
      destId: dest.id,
      destKind: "internal",
      origin: "pull",
      sending: "USD",
      receiving: "USD",
      total: amount,
      fees: 0,
      platformFees: 0,
      receivingAmount: amount,
      expiresAtMs: Number.POSITIVE_INFINITY,
    };
    // Pending on the destination until it completes.
    dest.total += amount;
    addSum(m, "USD", amount);
    const tx = {
      id: res.body.id as string,
      quote: asQuote,
      status: "PROCESSING",
      startMs: Date.parse(res.body.createdAt),
      steps: transferPlan(SUFFIX),
      applied: 0,
    };
    m.txs.push({ ...tx, phase: "PENDING_IN" });
    const touched = new Map<string, MoneyRule>([[dest.id, "money.transfer-in"]]);
    applyDue(m, tx.startMs, touched);
    if (key) await this.repeat(m, r, body, key, res.body.id);
    await observe(m, r, touched);
  }

  /** The same request again (the first answer, no second credit), then the key on another amount (409). */
  private async repeat(m: MoneyModel, r: MoneyReal, body: { amount: number }, key: string, firstId: string): Promise<void> {
    const { s, client } = r;
    const headers = { "idempotency-key": key };
    const again = await client.call("POST", "/transfer-in", { body, headers });
    s.expect(
      again.status === 201 && again.body?.id === firstId,
      "money.transfer-in-replay",
      `the same transfer-in with the same Idempotency-Key answered ${answered(again)} ${again.body?.id ?? ""}, not the first answer (${firstId})`,
      firstId,
      again.body?.id,
    );
    const other = await client.call("POST", "/transfer-in", { body: { ...body, amount: body.amount + 1 }, headers });
    s.expect(
      other.status === 409 && other.body?.code === "DUPLICATE_PAY_REQUEST",
      "money.transfer-in-key-reuse",
      `the same Idempotency-Key on a transfer-in of another amount answered ${answered(other)}`,
      "409 DUPLICATE_PAY_REQUEST",
      answered(other),
    );
  }

  /** Pulls that must be refused and move nothing. */
  private async refusals(m: MoneyModel, r: MoneyReal, extId: string): Promise<void> {
    const { s, client } = r;
    const eur = m.accounts.find((a) => a.owner === "A" && a.currency === "EUR");
    const usd = m.accounts.find((a) => a.owner === "A" && a.currency === "USD")!;
    const cap = fxRules().limits.corridorMaxAmount.USD;
    const pending = await client.call("POST", "/customers/external-accounts", {
      body: { currency: "USD", customerId: m.customers.A, accountInfo: { ...usdInfo("104") } },
    });
    const cases: [string, { source: string; destination: string; amount: number }, number, string][] = [];
    if (eur) cases.push(["into the EUR account", { source: extId, destination: eur.id, amount: 5_000 }, 400, "INVALID_CURRENCY"]);
    if (cap !== undefined)
      cases.push([
        `of ${cap + 1} USD (above the single-transaction maximum)`,
        { source: extId, destination: usd.id, amount: cap + 1 },
        400,
        "TRANSACTION_SIZE_LIMIT_EXCEEDED",
      ]);
    if (pending.status === 201 && pending.body?.status === "PENDING")
      cases.push(["from an account still PENDING (suffix 104)", { source: pending.body.id, destination: usd.id, amount: 5_000 }, 409, "CONFLICT"]);
    cases.push(["from an internal account", { source: usd.id, destination: usd.id, amount: 5_000 }, 400, "INVALID_INPUT"]);
    for (const [what, c, status, code] of cases) {
      const res = await client.call("POST", "/transfer-in", {
        body: { source: { accountId: c.source }, destination: { accountId: c.destination }, amount: c.amount },
      });
      s.expect(
        res.status === status && res.body?.code === code,
        "money.transfer-in-refusal",
        `a transfer-in ${what} answered ${answered(res)}`,
        `${status} ${code}`,
        answered(res),
      );
      // A refused pull that was taken anyway: the model cannot follow the money it moved.
      if (res.status < 300) throw new Error(`a transfer-in the model expected refused was taken (${answered(res)})`);
    }
  }

  toString() {
    return `transferIn(${(this.params.at * 100).toFixed(0)}%${this.params.keyed ? ", key" : ""}${this.params.refusals ? ", refusals" : ""})`;
  }
}
