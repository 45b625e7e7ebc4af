/**
 * `model.agents`: fast-check model-based tests of agents on a fresh regulated platform:
 * agents of customer A with random approval thresholds and per-transaction limits, signed in
 * by device code; transfer-outs of random amounts judged by the policy; random approvals,
 * rejections and deletions; tokens, scope and the approvals list probed. A fixed walk first
 * touches every rule once. model.ts predicts from spec/rules/agents.yaml.
 */
import fc from "fast-check";
import type { CheckDefinition, PlatformHandle, Scenario } from "../../runner/types.js";
import { checkModel } from "../../runner/property.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { individual } from "../customers/bodies.js";
import { available, type AgentModel, type AgentReal } from "./model.js";
import { CreateAgent } from "./commands/create.js";
import { TransferOut } from "./commands/transfer.js";
import { Decide } from "./commands/decide.js";
import { DeleteAgent } from "./commands/delete.js";
import { Probe } from "./commands/probe.js";

type Cmd = fc.AsyncCommand<AgentModel, AgentReal>;
const FUNDS = 5_000_000;

export function agentCommands(): fc.Arbitrary<Cmd>[] {
  const idx = fc.nat({ max: 7 });
  const threshold = fc.integer({ min: 0, max: 200_000 });
  return [
    fc.tuple(threshold, fc.integer({ min: 0, max: 200_000 })).map(([t, extra]) => new CreateAgent(t, t + extra)),
    fc.tuple(idx, fc.integer({ min: 1, max: 450_000 })).map(([i, a]) => new TransferOut(i, a)),
    fc.tuple(idx, fc.integer({ min: 1, max: 450_000 })).map(([i, a]) => new TransferOut(i, a)),
    fc.tuple(idx, fc.boolean()).map(([i, ok]) => new Decide(i, ok)),
    idx.map((i) => new DeleteAgent(i)),
    idx.map((i) => new Probe(i)),
  ];
}

/** Every rule once: AUTO, held then approved, held then rejected, refused, a decided action, deletion with a pending action. */
const prefix = (): Cmd[] => [
  new CreateAgent(10_000, 100_000),
  new TransferOut(0, 5_000),
  new TransferOut(0, 50_000),
  new Probe(0),
  new Decide(1, true),
  new Decide(1, false),
  new TransferOut(0, 60_000),
  new Decide(2, false),
  new TransferOut(0, 150_000),
  new TransferOut(0, 20_000),
  new DeleteAgent(0),
  new Probe(0),
  new Decide(3, true),
];

async function setup(p: PlatformHandle, s: Scenario): Promise<{ model: AgentModel; real: AgentReal }> {
  const client = s.clientFor(p);
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const c = await client.call("POST", "/customers", { body: individual() });
    s.expect(
      c.status === 201 && c.body.kycStatus === "APPROVED",
      "setup",
      `an approved customer could not be created: ${c.status} ${c.body?.code ?? c.body?.kycStatus}`,
    );
    ids.push(c.body.id);
  }
  const accts = await client.call("GET", "/customers/internal-accounts", { query: { customerId: ids[0], currency: "USD" } });
  const usd = accts.body?.data?.[0]?.id;
  s.expect(usd, "setup", "customer A has no USD internal account");
  const f = await client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(usd)}/fund`, { body: { amount: FUNDS } });
  s.expect(f.status === 200, "setup", `funding answered ${f.status}`);
  const payee = async (customerId: string, n: string) => {
    const accountInfo = {
      accountType: "USD_ACCOUNT",
      accountNumber: `5${n}000789`,
      routingNumber: "021000021",
      bankAccountType: "CHECKING",
      beneficiary: { beneficiaryType: "INDIVIDUAL", fullName: "Jane Roe", address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" } },
    };
    const r = await client.call("POST", "/customers/external-accounts", { body: { currency: "USD", customerId, accountInfo } });
    s.expect(r.status === 201, "setup", `an external account answered ${r.status} ${r.body?.code ?? ""}`);
    return r.body.id as string;
  };
  const model: AgentModel = {
    customerId: ids[0],
    usd,
    payee: await payee(ids[0], "1"),
    otherPayee: await payee(ids[1], "2"),
    available: 0,
    agents: [],
    actions: [],
  };
  const real: AgentReal = { client, s };
  model.available = await available(model, real);
  return { model, real };
}

const NAME = "random agent create, transfer, approve, reject, delete and probe sequences";

export const agentModelCheck: CheckDefinition = {
  id: "model.agents",
  area: "Agent Management",
  kind: "state-machine",
  rule: "Agents: a device code redeems for a bearer token that works on /agents/me only while its agent exists; an agent sees only its customer's objects; a movement over the policy's hard limit is refused (403), over its approval threshold waits in PENDING_APPROVAL until the platform approves (money moves) or rejects (nothing moves); decided actions answer 409; deleting an agent rejects what it left pending.",
  needs: ["admin"],
  async run(ctx) {
    const probe = await ctx.platform("regulated");
    if (!(await skipUnlessImplemented(ctx, probe, { method: "GET", path: "/agents" }, [NAME], "agents"))) return;
    await ctx.runCase(NAME, async (s) => {
      await checkModel(s, {
        commands: agentCommands(),
        maxCommands: 10,
        setup: async () => setup(await ctx.platform("regulated", true), s),
        prefix,
        runs: Math.max(2, Math.ceil(s.runs / 4)),
        salt: "model.agents",
      });
    });
  },
};
