/**
 * `model.agents`: fast-check model-based tests of agents on a fresh regulated platform:
 * agents of customer A with random approval thresholds and per-transaction limits, signed in
 * by device code; transfer-outs and quote executions of random amounts judged by the policy;
 * random approvals (of actions, or of their held transactions), rejections, renames and
 * pauses, policy changes, new device codes, single-item reads and deletions; tokens, scope
 * and the approvals list probed. A fixed walk first touches every rule once. model.ts
 * predicts from spec/rules/agents.yaml; rules.ts lists the rules with their sources.
 */
import fc from "fast-check";
import { modelCheck } from "../shared/model-check.js";
import { approvedCustomer, fund, usdAccount, usdBankAccount } from "../../builders/setup.js";
import { individual } from "../../builders/bodies.js";
import { available, type AgentModel, type AgentReal } from "./model.js";
import { AGENT_RULES } from "./rules.js";
import { CreateAgent } from "./commands/create.js";
import { TransferOut } from "./commands/transfer.js";
import { TransferIn } from "./commands/transfer-in.js";
import { TransferInRefusals } from "./commands/transfer-in-refusals.js";
import { Decide } from "./commands/decide.js";
import { DeleteAgent } from "./commands/delete.js";
import { Probe } from "./commands/probe.js";
import { UpdateAgent } from "./commands/update.js";
import { ChangePolicy } from "./commands/policy.js";
import { NewDeviceCode } from "./commands/device-code.js";
import { AgentQuote } from "./commands/quote.js";
import { ApproveTransaction } from "./commands/approve-transaction.js";
import { AgentReads } from "./commands/reads.js";
import { AgentQuoteRefusals } from "./commands/quote-refusals.js";
import { AgentTransferRefusals } from "./commands/transfer-out-refusals.js";
import { AgentLiveWalk } from "./commands/live-walk.js";
import type { ClockedReal } from "../shared/clocked.js";

type Cmd = fc.AsyncCommand<AgentModel, AgentReal>;
const FUNDS = 5_000_000;

export function agentCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  const threshold = fc.integer({ min: 0, max: 200_000 });
  const policy = fc.tuple(threshold, fc.integer({ min: 0, max: 200_000 })).map(([t, extra]) => ({ threshold: t, perTransactionLimit: t + extra }));
  const amount = fc.integer({ min: 1, max: 450_000 });
  return [
    policy.map((p) => new CreateAgent(p)),
    fc.tuple(idx, amount).map(([i, a]) => new TransferOut(i, { amount: a })),
    fc.tuple(idx, amount).map(([i, a]) => new TransferOut(i, { amount: a })),
    fc.tuple(idx, fc.boolean()).map(([i, ok]) => new Decide(i, { approve: ok })),
    idx.map((i) => new DeleteAgent(i)),
    idx.map((i) => new Probe(i)),
    fc.tuple(idx, fc.boolean()).map(([i, pause]) => new UpdateAgent(i, { name: `renamed agent ${i}`, pause })),
    fc.tuple(idx, policy).map(([i, p]) => new ChangePolicy(i, p)),
    idx.map((i) => new NewDeviceCode(i)),
    fc.tuple(idx, fc.integer({ min: 100, max: 300_000 })).map(([i, a]) => new AgentQuote(i, { amount: a })),
    idx.map((i) => new ApproveTransaction(i)),
    idx.map((i) => new AgentReads(i)),
  ];
}

/**
 * Every rule once. Agent 0: AUTO, held; the live walk (inclusive list bounds, an idempotent
 * transfer-out); approved, held then rejected, refused, a decided action rejected and
 * approved again (409 CONFLICT), deletion with a pending action, and the management calls
 * of a deleted agent.
 * Agent 1: renamed and paused, its policy changed (the next transfer-out is judged by the
 * new threshold), a transfer-in credited, a quote held then approved through its
 * transaction, the approve of transactions not pending, a quote executed at once. Agent 2,
 * without VIEW_TRANSACTIONS: created unredeemed, signed in through a new device code, its
 * limits raised above the corridor's maximum for the transfer-in refusals, then the refusals
 * of its transfers out and external accounts and an approval that cannot be carried out. Then
 * the single-item reads of both, a new code for a connected agent (409), and agent 2's quote
 * and execution refusals (the last moves the platform clock past a quote's expiresAt, then
 * approves a held execution whose quote expired: FAILED). The fixed walks run in a case's
 * first run only.
 */
const prefix = (): Cmd[] => [
  new CreateAgent({ threshold: 10_000, perTransactionLimit: 100_000 }),
  new TransferOut(0, { amount: 5_000 }),
  new TransferOut(0, { amount: 50_000 }),
  new Probe(0),
  new AgentLiveWalk(0),
  new Decide(1, { approve: true }),
  new Decide(1, { approve: false }),
  new Decide(1, { approve: true }),
  new TransferOut(0, { amount: 60_000 }),
  new Decide(2, { approve: false }),
  new TransferOut(0, { amount: 150_000 }),
  new TransferOut(0, { amount: 20_000 }),
  new DeleteAgent(0),
  new Probe(0),
  new Decide(3, { approve: true }),
  new UpdateAgent(0, { name: "renamed", pause: true }),
  new ChangePolicy(0, { threshold: 1, perTransactionLimit: 2 }),
  new NewDeviceCode(0),
  new CreateAgent({ threshold: 20_000, perTransactionLimit: 200_000 }),
  new UpdateAgent(1, { name: "renamed agent", pause: true }),
  new ChangePolicy(1, { threshold: 40_000, perTransactionLimit: 120_000 }),
  new TransferOut(1, { amount: 30_000 }),
  new TransferIn(1, { amount: 7_000 }),
  new AgentQuote(1, { amount: 60_000 }),
  new ApproveTransaction(0),
  new ApproveTransaction(0),
  new ApproveTransaction(2),
  new AgentQuote(1, { amount: 8_000 }),
  new CreateAgent({ threshold: 50_000, perTransactionLimit: 250_000, redeem: false, view: false }),
  new NewDeviceCode(2),
  new ChangePolicy(2, { threshold: 6_000_000, perTransactionLimit: 6_000_000 }),
  new TransferInRefusals(2, { amount: 5_000 }),
  new AgentTransferRefusals(2),
  new AgentReads(0),
  new AgentReads(1),
  new NewDeviceCode(1),
  new AgentQuoteRefusals(2),
];

async function setup(real: ClockedReal): Promise<{ model: AgentModel; real: AgentReal }> {
  const { client, s } = real;
  const umaDomain: string | undefined = (await client.call("GET", "/config")).body?.umaDomain;
  // Customer B holds an UMA address (unique: a given platform is reused between runs).
  const umaB = umaDomain ? `$agentpayee.${Date.now().toString(36)}${Math.floor(Math.random() * 46656).toString(36)}@${umaDomain}` : undefined;
  const ids: string[] = [
    (await approvedCustomer(client, s)).id,
    (await approvedCustomer(client, s, umaB ? { ...individual(), umaAddress: umaB } : individual())).id,
  ];
  const usd = (await usdAccount(client, s, ids[0])).id;
  await fund(client, s, usd, FUNDS);
  const otherPayee = await usdBankAccount(client, s, ids[1], "52000789");
  // A transaction of customer B (a payout to its own account), for the agents to be refused.
  const otherUsd = (await usdAccount(client, s, ids[1])).id;
  await fund(client, s, otherUsd, 1_000);
  const payout = await client.call("POST", "/transfer-out", { body: { source: { accountId: otherUsd }, destination: { accountId: otherPayee }, amount: 500 } });
  const model: AgentModel = {
    customerId: ids[0],
    usd,
    payee: await usdBankAccount(client, s, ids[0], "51000789"),
    otherPayee,
    otherTx: payout.status === 201 ? payout.body?.id : undefined,
    available: 0,
    agents: [],
    actions: [],
    umaDomain,
    umaB,
  };
  model.available = await available(model, real);
  return { model, real };
}

export const agentModelCheck = modelCheck({
  id: "model.agents",
  area: "Agent Management",
  rule: "Agents: a device code redeems for a bearer token that works on /agents/me while its agent exists (a paused agent reads but starts no action); a new code replaces unredeemed ones, none for a connected agent (409); renames and policy changes read back; an agent sees only its customer's objects and reads its own one by one as listed; a movement over the policy's hard limit is refused (403), over its approval threshold waits in PENDING_APPROVAL until the platform approves (money moves; a held transaction through POST /transactions/{id}/approve, 409 for one not pending) or rejects (nothing moves); a transfer-in credits its amount; decided actions answer 409; deleting an agent rejects what it left pending.",
  rules: AGENT_RULES,
  name: "random agent create, transfer, quote, approve, reject, update, policy, device-code, read and delete sequences",
  probe: { method: "GET", path: "/agents", area: "agents" },
  platform: "regulated",
  setup,
  commands: agentCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 2, per: 4 },
});
