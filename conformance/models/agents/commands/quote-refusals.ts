/**
 * The refusals of an agent's quotes and their execution, once in the fixed walk, by an agent
 * whose policy lets every amount through. POST /agents/me/quotes answers as POST /quotes does
 * for the agent's customer: an unknown source account 404 ACCOUNT_NOT_FOUND; an amount that
 * does not cover the fees 400 AMOUNT_OUT_OF_RANGE; above the corridor's maximum 400
 * TRANSACTION_SIZE_LIMIT_EXCEEDED; an account to itself 400 SELF_PAYMENT; to a wallet awaiting
 * ownership verification above the threshold 400 EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED; an UMA
 * address that is not one 400 INVALID_UMA_ADDRESS, one no customer holds 404 UMA_NOT_FOUND,
 * customer B's in a currency the platform does not take 400 INVALID_CURRENCY, a customer's
 * without its currency's provider fields 400 MISSING_MANDATORY_USER_INFO; an account still
 * PENDING 409 CONFLICT. POST /agents/me/quotes/{quoteId}/execute: a quote from an empty account
 * 400 INSUFFICIENT_FUNDS; a quote executed (money moves) then again 409 CONFLICT; an unknown
 * quote 404 QUOTE_NOT_FOUND; a stray signed retry 404 REQUEST_NOT_FOUND; last, a quote past its
 * expiresAt 400 QUOTE_EXPIRED, and a quote execution held for approval (the agent set to
 * APPROVAL_REQUIRED for it) approved once its quote expired: FAILED, its money released (live)
 * (the platform clock moved, or the step named as skipped).
 */
import { randomBytes } from "node:crypto";
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { accountNumber } from "../../../builders/setup.js";
import { agentUsdAccount } from "../../../builders/agents.js";
import { fxRules } from "../../../../contract/rules/money.js";
import { individual } from "../../../builders/bodies.js";
import { markWalked, walkDue, strayRequestId, strayStamp } from "../../money/refusals.js";
import { EXPIRY_MARGIN_MS, asAgent, enc, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAction, type ModelAgent } from "../model.js";
import { Decide } from "./decide.js";

type Body = Record<string, unknown>;
const UNKNOWN_ACCOUNT = "InternalAccount:00000000-0000-4000-8000-000000000000";

export class AgentQuoteRefusals extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (a.deleted || !a.connected || !walkDue(r.s, "agentQuoteRefusals")) return;
    await this.walk(m, r, a);
    markWalked(r.s, "agentQuoteRefusals");
  }

  private async walk(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    const quote = (source: string, destination: Body, amount: number, extra: Body = {}) =>
      client.call("POST", "/agents/me/quotes", {
        ...asAgent(a),
        body: { source: { sourceType: "ACCOUNT", accountId: source }, destination, lockedCurrencySide: "SENDING", lockedCurrencyAmount: amount, ...extra },
      });
    const to = (id: string) => ({ destinationType: "ACCOUNT", accountId: id });
    const uma = (umaAddress: string, currency = "USD") => ({ destinationType: "UMA_ADDRESS", umaAddress, currency });
    const refused = async (what: string, status: number, code: string, res: Promise<Parameters<typeof expectAnswer>[1]>) =>
      expectAnswer(s, await res, "agents.quote-refusal", what, status, code);
    const own = await this.ownAccounts(m, r);
    await refused("an agent's quote from an unknown account", 404, "ACCOUNT_NOT_FOUND", quote(UNKNOWN_ACCOUNT, to(m.payee), 5_000));
    if (own.MXN) await refused("an agent's quote of 1 cent, short of the fees", 400, "AMOUNT_OUT_OF_RANGE", quote(m.usd, to(own.MXN), 1));
    const cap = fxRules().limits.corridorMaxAmount.USD;
    if (cap !== undefined)
      await refused(`an agent's quote of ${cap + 1} USD (above ${cap})`, 400, "TRANSACTION_SIZE_LIMIT_EXCEEDED", quote(m.usd, to(m.payee), cap + 1));
    await refused("an agent's quote from an account to itself", 400, "SELF_PAYMENT", quote(m.usd, to(m.usd), 5_000));
    const wallet = await this.wallet(r, a);
    const threshold = fxRules().ownershipVerificationThreshold.USDC;
    if (wallet && threshold !== undefined)
      await refused(
        "an agent's quote to a wallet awaiting ownership verification, above the threshold",
        400,
        "EXTERNAL_ACCOUNT_VERIFICATION_REQUIRED",
        quote(m.usd, to(wallet), 2 * threshold, { lockedCurrencySide: "RECEIVING" }),
      );
    await refused("an agent's quote to an UMA address that is not one", 400, "INVALID_UMA_ADDRESS", quote(m.usd, uma("not-an-uma-address"), 5_000));
    if (m.umaDomain)
      await refused(
        "an agent's quote to an UMA address no customer holds",
        404,
        "UMA_NOT_FOUND",
        quote(m.usd, uma(`$nobody.${Date.now().toString(36)}@${m.umaDomain}`), 5_000),
      );
    if (m.umaB) await refused("an agent's quote to customer B's UMA address in HTG", 400, "INVALID_CURRENCY", quote(m.usd, uma(m.umaB, "HTG"), 5_000));
    const sparse = await this.sparseUma(m, r);
    if (sparse)
      await refused("an agent's quote to a customer without the USD provider's fields", 400, "MISSING_MANDATORY_USER_INFO", quote(m.usd, uma(sparse), 5_000));
    const pending = await agentUsdAccount(client, s, a.token, accountNumber("104"));
    await refused("an agent's quote to an account still PENDING", 409, "CONFLICT", quote(m.usd, to(pending), 5_000));
    await expectAvailable(m, r, "agents.quote-refusal", "refused agent quotes");
    await this.executions(m, r, a, own.EUR);
  }

  /** The execution refusals; the expiry last (it moves the platform clock). */
  private async executions(m: AgentModel, r: AgentReal, a: ModelAgent, eur: string | undefined) {
    const { s, client } = r;
    const create = async (source: string, destination: string, amount: number) =>
      (
        await client.call("POST", "/agents/me/quotes", {
          ...asAgent(a),
          body: {
            source: { sourceType: "ACCOUNT", accountId: source },
            destination: { destinationType: "ACCOUNT", accountId: destination },
            lockedCurrencySide: "SENDING",
            lockedCurrencyAmount: amount,
          },
        })
      ).body?.id as string | undefined;
    const execute = (id: string, headers?: Record<string, string>) => client.call("POST", `/agents/me/quotes/${enc(id)}/execute`, { ...asAgent(a), headers });
    const empty = eur ? await create(eur, m.usd, 5_000) : undefined;
    if (empty)
      expectAnswer(s, await execute(empty), "agents.execute-designed", "executing an agent's quote from an account holding nothing", 400, "INSUFFICIENT_FUNDS");
    const amount = 5_000;
    const once = predict(a, amount) === "proceed" ? await create(m.usd, m.payee, amount) : undefined;
    if (once) {
      const first = await execute(once);
      s.expect(
        first.status === 200 && first.body?.status === "APPROVED",
        "setup",
        `executing an agent's quote within its policy answered ${answered(first)} ${first.body?.status ?? ""}`,
      );
      if (first.status === 200 && typeof first.body?.id === "string") {
        m.actions.push({ id: first.body.id, agent: a, kind: "quote", amount, status: first.body.status, txId: first.body.transaction?.id, quoteId: once });
        if (first.body.status === "APPROVED") m.available -= amount;
      }
      expectAnswer(s, await execute(once), "agents.execute-refusal", "executing an agent's executed quote again", 409, "CONFLICT");
      expectAnswer(
        s,
        await execute(once, { "service-wallet-signature": strayStamp(), "request-id": strayRequestId() }),
        "agents.execute-designed",
        "a signed retry naming a Request-Id never issued",
        404,
        "REQUEST_NOT_FOUND",
      );
    }
    expectAnswer(
      s,
      await execute(`Quote:${randomBytes(4).toString("hex")}-0000-4000-8000-000000000000`),
      "agents.execute-refusal",
      "executing an unknown quote",
      404,
      "QUOTE_NOT_FOUND",
    );
    await expectAvailable(m, r, "agents.quote-refusal", "an agent's quote executed once, then refused");
    const held = await this.held(m, r, a, amount);
    const late = await create(m.usd, m.payee, amount);
    if (!late || predict(a, amount) !== "proceed") return;
    const q = await client.call("GET", `/agents/me/quotes/${enc(late)}`, asAgent(a));
    // Past the expiry by more than the margin within which an approval's outcome is not called.
    const wait = Math.max(1, Math.ceil((Date.parse(q.body?.expiresAt) - (await r.now()) + EXPIRY_MARGIN_MS) / 1000) + 1);
    await r.advance(wait);
    expectAnswer(s, await execute(late), "agents.execute-expired", "executing an agent's quote past its expiresAt", 400, "QUOTE_EXPIRED");
    await expectAvailable(m, r, "agents.quote-refusal", "an expired quote's execution");
    if (held) await new Decide(m.actions.indexOf(held), { approve: true }).run(m, r);
  }

  /**
   * A quote execution held for the platform's approval: the agent's policy set to
   * APPROVAL_REQUIRED (live: every action then waits) for this one execution, then back to
   * AUTO. The held action (its money held), for the approval once its quote expired.
   */
  private async held(m: AgentModel, r: AgentReal, a: ModelAgent, amount: number): Promise<ModelAction | undefined> {
    const { s, client } = r;
    const mode = (defaultExecutionMode: string) => client.call("PATCH", `/agents/${enc(a.id)}/policy`, { body: { defaultExecutionMode } });
    const q = await client.call("POST", "/agents/me/quotes", {
      ...asAgent(a),
      body: {
        source: { sourceType: "ACCOUNT", accountId: m.usd },
        destination: { destinationType: "ACCOUNT", accountId: m.payee },
        lockedCurrencySide: "SENDING",
        lockedCurrencyAmount: amount,
      },
    });
    if (q.status !== 201 || predict(a, q.body?.totalSendingAmount) === "refuse") return undefined;
    const set = await mode("APPROVAL_REQUIRED");
    s.expect(set.status === 200, "setup", `setting the agent's policy to APPROVAL_REQUIRED answered ${answered(set)}`, 200, set.status);
    let res;
    try {
      res = await client.call("POST", `/agents/me/quotes/${enc(q.body.id)}/execute`, asAgent(a));
    } finally {
      const back = await mode("AUTO");
      s.expect(back.status === 200, "setup", `setting the agent's policy back to AUTO answered ${answered(back)}`, 200, back.status);
    }
    s.expect(
      res.status === 200 && res.body?.status === "PENDING_APPROVAL",
      "agents.policy",
      `executing a quote under APPROVAL_REQUIRED answered ${answered(res)} ${res.body?.status ?? ""}`,
      "PENDING_APPROVAL",
      res.body?.status,
    );
    if (res.status !== 200 || typeof res.body?.id !== "string") return undefined;
    const total: number = q.body.totalSendingAmount;
    const action: ModelAction = {
      id: res.body.id,
      agent: a,
      kind: "quote",
      amount: total,
      status: res.body.status === "APPROVED" ? "APPROVED" : "PENDING_APPROVAL",
      txId: res.body.transaction?.id ?? q.body.transactionId,
      quoteId: q.body.id,
      expiresAtMs: Date.parse(q.body.expiresAt),
    };
    m.actions.push(action);
    m.available -= total;
    await expectAvailable(m, r, "agents.approval", "a quote execution held for approval");
    return action.status === "PENDING_APPROVAL" ? action : undefined;
  }

  /** Customer A's MXN and EUR internal accounts, as listed. */
  private async ownAccounts(m: AgentModel, r: AgentReal): Promise<Record<string, string>> {
    const l = await r.client.call("GET", "/customers/internal-accounts", { query: { customerId: m.customerId, limit: 100 } });
    const out: Record<string, string> = {};
    for (const x of l.body?.data ?? []) if (x?.type !== "EMBEDDED_WALLET") out[x.currency] ??= x.id;
    return out;
  }

  /** A self-custody USDC wallet the agent adds (FIRST_PARTY: awaiting ownership verification). */
  private async wallet(r: AgentReal, a: ModelAgent): Promise<string | undefined> {
    const res = await r.client.call("POST", "/agents/me/external-accounts", {
      ...asAgent(a),
      body: { currency: "USDC", ownershipType: "FIRST_PARTY", accountInfo: { accountType: "BASE_WALLET", address: `0x${randomBytes(20).toString("hex")}` } },
    });
    if (res.status === 201 && res.body?.status === "PENDING_OWNERSHIP_VERIFICATION") return res.body.id;
    r.s.skipStep("an agent's quote to a wallet awaiting ownership verification", `the agent's wallet answered ${answered(res)} ${res.body?.status ?? ""}`);
    return undefined;
  }

  /** A customer with an UMA address and no full name, birth date or address; that address. */
  private async sparseUma(m: AgentModel, r: AgentReal): Promise<string | undefined> {
    if (!m.umaDomain) return undefined;
    const rest: Record<string, unknown> = individual();
    for (const k of ["fullName", "birthDate", "address"]) delete rest[k];
    const umaAddress = `$sparse.${Date.now().toString(36)}${randomBytes(2).toString("hex")}@${m.umaDomain}`;
    const c = await r.client.call("POST", "/customers", { body: { ...rest, umaAddress } });
    if (c.status === 201 && c.body?.kycStatus === "APPROVED") return umaAddress;
    r.s.skipStep("an agent's quote to a customer missing its provider fields", `such a customer was created ${answered(c)} ${c.body?.kycStatus ?? ""}`);
    return undefined;
  }

  toString() {
    return `agentQuoteRefusals(${this.index})`;
  }
}
