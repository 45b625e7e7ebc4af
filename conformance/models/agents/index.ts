/**
 * `model.agents`: fast-check model-based tests of agents on a fresh regulated platform:
 * agents of customer A with random approval thresholds and per-transaction limits, signed in
 * by device code; transfer-outs of random amounts judged by the policy; random approvals,
 * rejections and deletions; tokens, scope and the approvals list probed. A fixed walk first
 * touches every rule once. model.ts predicts from spec/rules/agents.yaml.
 */
import fc from "fast-check";
import { modelCheck } from "../shared/model-check.js";
import { approvedCustomer, fund, usdAccount, usdBankAccount } from "../../builders/setup.js";
import { available, type AgentModel, type AgentReal } from "./model.js";
import { CreateAgent } from "./commands/create.js";
import { TransferOut } from "./commands/transfer.js";
import { Decide } from "./commands/decide.js";
import { DeleteAgent } from "./commands/delete.js";
import { Probe } from "./commands/probe.js";
import { describedRule, designedRule } from "../../contract/rule-spec.js";

type Cmd = fc.AsyncCommand<AgentModel, AgentReal>;
const FUNDS = 5_000_000;

export function agentCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  const threshold = fc.integer({ min: 0, max: 200_000 });
  return [
    fc.tuple(threshold, fc.integer({ min: 0, max: 200_000 })).map(([t, extra]) => new CreateAgent({ threshold: t, perTransactionLimit: t + extra })),
    fc.tuple(idx, fc.integer({ min: 1, max: 450_000 })).map(([i, a]) => new TransferOut(i, { amount: a })),
    fc.tuple(idx, fc.integer({ min: 1, max: 450_000 })).map(([i, a]) => new TransferOut(i, { amount: a })),
    fc.tuple(idx, fc.boolean()).map(([i, ok]) => new Decide(i, { approve: ok })),
    idx.map((i) => new DeleteAgent(i)),
    idx.map((i) => new Probe(i)),
  ];
}

/** Every rule once: AUTO, held then approved, held then rejected, refused, a decided action, deletion with a pending action. */
const prefix = (): Cmd[] => [
  new CreateAgent({ threshold: 10_000, perTransactionLimit: 100_000 }),
  new TransferOut(0, { amount: 5_000 }),
  new TransferOut(0, { amount: 50_000 }),
  new Probe(0),
  new Decide(1, { approve: true }),
  new Decide(1, { approve: false }),
  new TransferOut(0, { amount: 60_000 }),
  new Decide(2, { approve: false }),
  new TransferOut(0, { amount: 150_000 }),
  new TransferOut(0, { amount: 20_000 }),
  new DeleteAgent(0),
  new Probe(0),
  new Decide(3, { approve: true }),
];

async function setup(real: AgentReal): Promise<{ model: AgentModel; real: AgentReal }> {
  const { client, s } = real;
  const ids: string[] = [(await approvedCustomer(client, s)).id, (await approvedCustomer(client, s)).id];
  const usd = (await usdAccount(client, s, ids[0])).id;
  await fund(client, s, usd, FUNDS);
  const model: AgentModel = {
    customerId: ids[0],
    usd,
    payee: await usdBankAccount(client, s, ids[0], "51000789"),
    otherPayee: await usdBankAccount(client, s, ids[1], "52000789"),
    available: 0,
    agents: [],
    actions: [],
  };
  model.available = await available(model, real);
  return { model, real };
}

export const agentModelCheck = modelCheck({
  id: "model.agents",
  area: "Agent Management",
  rule: "Agents: a device code redeems for a bearer token that works on /agents/me only while its agent exists; an agent sees only its customer's objects; a movement over the policy's hard limit is refused (403), over its approval threshold waits in PENDING_APPROVAL until the platform approves (money moves) or rejects (nothing moves); decided actions answer 409; deleting an agent rejects what it left pending.",
  rules: [
    describedRule("setup", "The calls the model needs to get going are answered (a funded customer, payees, an agent redeemed through its device code)."),
    designedRule(
      "agents.policy",
      "A movement above the agent's hard limit is refused (403), above its approval threshold it waits PENDING_APPROVAL, else it proceeds (Agent Management is experimental: the policy rules are designed).",
    ),
    designedRule("agents.approval", "The platform approves (the money moves) or rejects (nothing moves) a pending action; a decided action answers 409."),
    designedRule(
      "agents.revocation",
      "A device code redeems for a bearer token; a deleted agent's token is refused at once and what it left pending is rejected.",
    ),
    designedRule("agents.scope", "An agent sees only its customer's objects."),
  ],
  name: "random agent create, transfer, approve, reject, delete and probe sequences",
  probe: { method: "GET", path: "/agents", area: "agents" },
  platform: "regulated",
  setup,
  commands: agentCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 2, per: 4 },
});
