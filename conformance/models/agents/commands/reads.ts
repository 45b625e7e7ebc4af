/**
 * An agent's single-item reads against what its lists and the model hold: each of its
 * actions (GET /agents/me/actions/{actionId}) as listed; each action's transaction
 * (GET /agents/me/transactions/{transactionId}) as listed; each quote it executed; A's payee
 * (GET /agents/me/external-accounts/{externalAccountId}) as listed; what is not its own: a
 * quote of another agent (404 QUOTE_NOT_FOUND), customer B's transaction (404
 * TRANSACTION_NOT_FOUND). Then the designed rules: each action in the model's status,
 * another agent's action 404, a transaction read without VIEW_TRANSACTIONS 403.
 */
import { IndexedCommand } from "../../shared/command.js";
import { answered, expectAnswer } from "../../../runner/expect.js";
import type { Json } from "../../../contract/json.js";
import { asAgent, enc, type AgentModel, type AgentReal, type ModelAgent } from "../model.js";

/** The fields two reads of one item must agree on (statuses and times may move in between). */
const actionKey = (x: Json) => JSON.stringify([x?.id, x?.agentId, x?.type, x?.status, x?.transferDetails?.amount ?? null]);
const txKey = (x: Json) => JSON.stringify([x?.id, x?.type, x?.customerId, x?.sentAmount?.amount ?? null, x?.receivedAmount?.amount ?? null]);
const accountKey = (x: Json) => JSON.stringify([x?.id, x?.customerId, x?.currency, x?.accountInfo?.accountType, x?.accountInfo?.accountNumber ?? null]);

/** At most this many items of each kind are read one by one. */
const MAX_READS = 6;

export class AgentReads extends IndexedCommand<AgentModel, AgentReal, ModelAgent> {
  protected readonly items = (m: Readonly<AgentModel>) => m.agents.filter((a) => a.connected && !a.deleted);
  async run(m: AgentModel, r: AgentReal) {
    const a = this.item(m);
    const { s, client } = r;
    const get = (path: string) => client.call("GET", path, asAgent(a));
    const mine = m.actions.filter((x) => x.agent === a);
    const listed = await client.call("GET", "/agents/me/actions", { ...asAgent(a), query: { limit: 100 } });
    const byId = new Map<string, Json>((listed.body?.data ?? []).map((x: Json) => [x?.id, x]));
    s.expect(
      listed.status === 200 && mine.every((x) => byId.has(x.id)),
      "agents.reads",
      `GET /agents/me/actions answered ${answered(listed)} holding ${byId.size} actions, not all ${mine.length} of the agent's`,
    );
    const statuses: [string, string, string][] = [];
    for (const x of mine.slice(-MAX_READS)) {
      const one = await get(`/agents/me/actions/${enc(x.id)}`);
      const [got, want] = [actionKey(one.body), actionKey(byId.get(x.id))];
      s.expect(one.status === 200 && got === want, "agents.reads", `the agent's ${x.kind} action ${x.id} reads ${answered(one)} as ${got}, listed as ${want}`);
      statuses.push([x.id, x.status, one.body?.status]);
    }
    const withTx = mine.filter((x) => x.txId).slice(-MAX_READS);
    if (a.view && withTx.length) {
      const txs = await client.call("GET", "/agents/me/transactions", { ...asAgent(a), query: { limit: 100 } });
      const txById = new Map<string, Json>((txs.body?.data ?? []).map((x: Json) => [x?.id, x]));
      for (const x of withTx) {
        const one = await get(`/agents/me/transactions/${enc(x.txId!)}`);
        const [got, want] = [txKey(one.body), txKey(txById.get(x.txId!))];
        s.expect(
          one.status === 200 && txById.has(x.txId!) && got === want,
          "agents.reads",
          `transaction ${x.txId} reads ${answered(one)} as ${got}, listed as ${want}`,
        );
      }
    }
    for (const x of mine.filter((y) => y.quoteId).slice(-MAX_READS)) {
      const one = await get(`/agents/me/quotes/${enc(x.quoteId!)}`);
      s.expect(one.status === 200 && one.body?.id === x.quoteId, "agents.reads", `the agent's quote ${x.quoteId} reads ${answered(one)} as ${one.body?.id}`);
    }
    const accounts = await client.call("GET", "/agents/me/external-accounts", { ...asAgent(a), query: { limit: 100 } });
    const payee = (accounts.body?.data ?? []).find((x: Json) => x?.id === m.payee);
    const one = await get(`/agents/me/external-accounts/${enc(m.payee)}`);
    const [got, want] = [accountKey(one.body), accountKey(payee)];
    s.expect(one.status === 200 && payee && got === want, "agents.reads", `A's payee reads ${answered(one)} as ${got}, listed as ${want}`);
    await this.notMine(m, r, a);
    for (const [id, model, read] of statuses) s.expect(read === model, "agents.approval", `action ${id} reads ${read}; the model has ${model}`, model, read);
    await this.designed(m, r, a);
  }

  /** What belongs to another customer, or was created by another agent, reads as absent. */
  private async notMine(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    const quote = m.actions.filter((x) => x.agent !== a && x.quoteId).at(-1);
    if (quote) {
      const res = await client.call("GET", `/agents/me/quotes/${enc(quote.quoteId!)}`, asAgent(a));
      expectAnswer(s, res, "agents.reads", "a quote another agent created", 404, "QUOTE_NOT_FOUND");
    }
    if (m.otherTx && a.view) {
      const res = await client.call("GET", `/agents/me/transactions/${enc(m.otherTx)}`, asAgent(a));
      expectAnswer(s, res, "agents.reads", "a transaction of another customer", 404, "TRANSACTION_NOT_FOUND");
    }
  }

  /** Another agent's action reads 404; without VIEW_TRANSACTIONS a transaction of the customer 403. */
  private async designed(m: AgentModel, r: AgentReal, a: ModelAgent) {
    const { s, client } = r;
    const action = m.actions.filter((x) => x.agent !== a).at(-1);
    if (action) {
      const res = await client.call("GET", `/agents/me/actions/${enc(action.id)}`, asAgent(a));
      expectAnswer(s, res, "agents.scope", "another agent's action", 404, "NOT_FOUND");
    }
    // A transaction of the customer, whichever agent started it: the permission is judged first.
    const tx = m.actions.find((x) => x.txId)?.txId;
    if (!a.view && tx) {
      const refused = await client.call("GET", `/agents/me/transactions/${enc(tx)}`, asAgent(a));
      expectAnswer(s, refused, "agents.permissions", "a transaction read without VIEW_TRANSACTIONS", 403, "FORBIDDEN");
    }
  }

  toString() {
    return `agentReads(${this.index})`;
  }
}
