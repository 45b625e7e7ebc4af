/**
 * The refusals of an agent's transfers out and external accounts, once in the fixed walk, by
 * an agent whose policy lets every amount through, nothing moving: more than the source holds
 * (400 INSUFFICIENT_FUNDS; above the corridor's maximum 400 TRANSACTION_SIZE_LIMIT_EXCEEDED
 * first), to an external account in another currency (400 INVALID_CURRENCY), to an unknown
 * account (404 ACCOUNT_NOT_FOUND), to one still PENDING (409 CONFLICT). POST
 * /agents/me/external-accounts: an account number ending 105 (400 INVALID_BANK_ACCOUNT), 201
 * (409 BANK_ACCOUNT_VALIDATION_PENDING), the customer's payee again (409
 * DUPLICATE_EXTERNAL_ACCOUNT). Then a movement the platform approves but that cannot be carried
 * out: a transfer out of the customer's empty EUR account, held for approval (the limits are in
 * USD), approved, ends FAILED and moves nothing.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import { accountNumber } from "../../../builders/setup.js";
import { agentEurAccount, agentUsdAccount } from "../../../builders/agents.js";
import { fxRules } from "../../../../contract/rules/money.js";
import { MACHINE } from "../../../catalogue/tables.js";
import { markWalked, walkDue } from "../../money/refusals.js";
import { asAgent, enc, expectAvailable, predict, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

const UNKNOWN_ACCOUNT = "ExternalAccount:00000000-0000-4000-8000-000000000000";
const BENEFICIARY = {
  beneficiaryType: "INDIVIDUAL",
  fullName: "Jane Roe",
  address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" },
};

export class AgentTransferRefusals extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents;
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    // A fixed walk, the same in every run: once it went through in a case it is not walked again.
    if (a.deleted || !a.connected || !walkDue(r.s, "agentTransferRefusals")) return;
    await this.walk(m, r, a);
    markWalked(r.s, "agentTransferRefusals");
  }

  private async walk(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    const out = (source: string, destination: string, amount: number) =>
      client.call("POST", "/agents/me/transfer-out", {
        ...asAgent(a),
        body: { source: { accountId: source }, destination: { accountId: destination }, amount },
      });
    const refused = async (what: string, rule: string, status: number, code: string, res: ReturnType<typeof out>) =>
      expectAnswer(s, await res, rule, what, status, code);
    const cap = fxRules().limits.corridorMaxAmount.USD;
    const beyond = m.available + 1;
    if (predict(a, beyond) === "proceed") {
      if (cap !== undefined && beyond > cap)
        await refused(
          `an agent's transfer out of ${beyond} USD (above ${cap})`,
          "agents.transfer-refusals",
          400,
          "TRANSACTION_SIZE_LIMIT_EXCEEDED",
          out(m.usd, m.payee, beyond),
        );
      else
        await refused(
          `an agent's transfer out of ${beyond} USD, one more than the source holds`,
          "agents.transfer-refusals",
          400,
          "INSUFFICIENT_FUNDS",
          out(m.usd, m.payee, beyond),
        );
    }
    if (cap !== undefined && predict(a, cap + 1) === "proceed")
      await refused(
        `an agent's transfer out of ${cap + 1} USD (above ${cap})`,
        "agents.transfer-refusals",
        400,
        "TRANSACTION_SIZE_LIMIT_EXCEEDED",
        out(m.usd, m.payee, cap + 1),
      );
    const eur = await agentEurAccount(client, s, a.token);
    await refused("an agent's transfer out of USD to a EUR account", "agents.transfer-refusals", 400, "INVALID_CURRENCY", out(m.usd, eur, 1_000));
    await refused("an agent's transfer out to an unknown account", "agents.transfer-not-found", 404, "ACCOUNT_NOT_FOUND", out(m.usd, UNKNOWN_ACCOUNT, 1_000));
    const pending = await agentUsdAccount(client, s, a.token, accountNumber("104"));
    await refused("an agent's transfer out to an account still PENDING", "agents.transfer-refusals", 409, "CONFLICT", out(m.usd, pending, 1_000));
    await expectAvailable(m, r, "agents.transfer-refusals", "refused agent transfers out");
    await this.accounts(r, a);
    await this.failedApproval(m, r, a, eur);
  }

  /** External accounts the agent cannot add. */
  private async accounts(r: AgentReal, a: ModelAgent) {
    const add = (number: string) =>
      r.client.call("POST", "/agents/me/external-accounts", {
        ...asAgent(a),
        body: {
          currency: "USD",
          accountInfo: { accountType: "USD_ACCOUNT", accountNumber: number, routingNumber: "021000021", bankAccountType: "CHECKING", beneficiary: BENEFICIARY },
        },
      });
    expectAnswer(r.s, await add(accountNumber("105")), "agents.external-account-refusal", "an agent adding an account ending 105", 400, "INVALID_BANK_ACCOUNT");
    expectAnswer(
      r.s,
      await add(accountNumber("201")),
      "agents.ach-validation",
      "an agent adding a US account ending 201 (still validating)",
      409,
      "BANK_ACCOUNT_VALIDATION_PENDING",
    );
    expectAnswer(
      r.s,
      await add("51000789"),
      "agents.external-account-refusal",
      "an agent adding its customer's payee again",
      409,
      "DUPLICATE_EXTERNAL_ACCOUNT",
    );
  }

  /** A transfer out of the empty EUR account: held (another currency than the limits'), approved, FAILED; nothing moves. */
  private async failedApproval(m: AgentModel, r: AgentReal, a: ModelAgent, eurPayee: string) {
    const { s, client } = r;
    const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId: m.customerId, currency: "EUR" } });
    const source = l.body?.data?.[0];
    if (!source || source.balance?.amount !== 0) return s.skipStep(`${this}: an approval that cannot be carried out`, "customer A's EUR account is not empty");
    const held = await client.call("POST", "/agents/me/transfer-out", {
      ...asAgent(a),
      body: { source: { accountId: source.id }, destination: { accountId: eurPayee }, amount: 1_000 },
    });
    s.expect(
      held.status === 201 && held.body?.status === "PENDING_APPROVAL",
      "agents.policy",
      `a EUR transfer out under USD limits answered ${answered(held)} ${held.body?.status ?? ""}`,
      "PENDING_APPROVAL",
      held.body?.status,
    );
    if (held.status !== 201 || held.body?.status !== "PENDING_APPROVAL") return;
    const res = await client.call("POST", `/agents/${enc(a.id)}/actions/${enc(held.body.id)}/approve`);
    s.expect(
      res.status === 200 && res.body?.status === "FAILED",
      "agents.failed-approval",
      `approving a transfer out of an empty account answered ${answered(res)} ${res.body?.status ?? ""}`,
      "FAILED",
      res.body?.status,
    );
    m.actions.push({ id: held.body.id, agent: a, kind: "out", amount: 1_000, status: res.body?.status === "FAILED" ? "FAILED" : "APPROVED" });
    if (res.body?.status === "FAILED") s.transition(MACHINE.agentAction, "PENDING_APPROVAL", "FAILED");
    await expectAvailable(m, r, "agents.failed-approval", "an approved transfer out of an empty account");
  }

  toString() {
    return `agentTransferRefusals(${this.index})`;
  }
}
