/**
 * For each list operation of the contract: what to put in the list first (at least three
 * items where the public API can make them) and the query that keeps the walk to them. The
 * world the seeds share (two approved customers, funds, an agent) is made once per run.
 */
import type { ApiClient } from "../client/client.js";
import type { AuthSpec } from "../client/types.js";
import type { Json } from "../contract/json.js";
import type { CheckContext, PlatformHandle, Scenario } from "../runner/types.js";
import { StepSkipped } from "../runner/time.js";
import { answered } from "../client/answer.js";
import { business, businessDocument, documentUpload, individual, ADDRESS } from "../builders/bodies.js";
import { accountNumber, approvedCustomer, fund, usdAccount, usdBankAccount } from "../builders/setup.js";
import { agentOf } from "../builders/agents.js";

/** A list to walk: its path, its query, the credentials to read it with. */
export interface ListTarget {
  path: string;
  query?: Record<string, string>;
  auth?: AuthSpec;
}

/** What the seeds share, made on first use. */
export interface SeedWorld {
  customerA: string;
  customerB: string;
  usdA: string;
  usdB: string;
  agent?: { id: string; token: string };
  /** A bank account of customer A (what its agent pays to). */
  payeeA?: string;
}

export interface SeedEnv {
  ctx: CheckContext;
  s: Scenario;
  client: ApiClient;
  platform: PlatformHandle;
  world: () => Promise<SeedWorld>;
}

const times = async (n: number, f: (i: number) => Promise<unknown>) => {
  for (let i = 0; i < n; i++) await f(i);
};
const ok = (s: Scenario, r: { status: number; body?: Json }, what: string) =>
  s.expect(r.status >= 200 && r.status < 300, "setup", `${what} answered ${answered(r)}`, "2xx", r.status);
const enc = encodeURIComponent;

export async function makeWorld(client: ApiClient, s: Scenario): Promise<SeedWorld> {
  const a = (await approvedCustomer(client, s)).id;
  const b = (await approvedCustomer(client, s)).id;
  const usdA = (await usdAccount(client, s, a)).id;
  const usdB = (await usdAccount(client, s, b)).id;
  await fund(client, s, usdA, 1_000_000);
  return { customerA: a, customerB: b, usdA, usdB };
}

async function agentWorld(e: SeedEnv): Promise<SeedWorld & { agent: { id: string; token: string }; payeeA: string }> {
  const w = await e.world();
  w.agent ??= await agentOf(e.client, e.s, w.customerA, "paging agent");
  w.payeeA ??= await usdBankAccount(e.client, e.s, w.customerA, accountNumber());
  return w as SeedWorld & { agent: { id: string; token: string }; payeeA: string };
}

/** A quote of `amount` cents from `from` to `to` (internal accounts), executed. */
async function pay(e: SeedEnv, from: string, to: string, amount: number, client = e.client): Promise<Json> {
  const base = client === e.client ? "" : "/agents/me";
  const q = await client.call("POST", `${base}/quotes`, {
    body: {
      source: { sourceType: "ACCOUNT", accountId: from },
      destination: { destinationType: "ACCOUNT", accountId: to },
      lockedCurrencySide: "SENDING",
      lockedCurrencyAmount: amount,
    },
  });
  ok(e.s, q, "a quote");
  const x = await client.call("POST", `${base}/quotes/${enc(q.body.id)}/execute`);
  ok(e.s, x, "executing a quote");
  return x.body;
}

/** Seeds by list operation key; a list without one is walked as it is. */
export const SEEDS: Record<string, (e: SeedEnv) => Promise<ListTarget>> = {
  "GET /customers": async ({ client, s }) => {
    const made: string[] = [];
    await times(3, async () => made.push((await approvedCustomer(client, s)).createdAt));
    return { path: "/customers", query: { createdAfter: new Date(Date.parse(made[0]) - 1000).toISOString() } };
  },
  "GET /documents": async ({ client, s }) => {
    const c = await client.call("POST", "/customers", { body: individual() });
    ok(s, c, "a customer");
    ok(s, await client.call("POST", "/documents", { multipart: documentUpload(c.body.id) }), "a passport");
    for (const type of ["UTILITY_BILL", "BANK_STATEMENT"])
      ok(s, await client.call("POST", "/documents", { multipart: businessDocument(c.body.id, type) }), type);
    return { path: "/documents", query: { documentHolder: c.body.id } };
  },
  "GET /customers/external-accounts": async (e) => {
    const w = await e.world();
    await times(3, () => usdBankAccount(e.client, e.s, w.customerA, accountNumber()));
    return { path: "/customers/external-accounts", query: { customerId: w.customerA } };
  },
  "GET /platform/external-accounts": async ({ client, s }) => {
    await times(3, () => usdBankAccount(client, s, null, accountNumber()));
    return { path: "/platform/external-accounts" };
  },
  "GET /customers/internal-accounts": async (e) => ({ path: "/customers/internal-accounts", query: { customerId: (await e.world()).customerA } }),
  "GET /transactions": async (e) => {
    const w = await e.world();
    await times(3, (i) => pay(e, w.usdA, w.usdB, 1_000 + i));
    return { path: "/transactions", query: { customerId: w.customerA } };
  },
  "GET /verifications": async ({ client, s }) => {
    // On a regulated platform only a 001 (PENDING) or 003 customer can still be submitted.
    await times(3, async () => {
      const c = await client.call("POST", "/customers", { body: individual("001") });
      ok(s, c, "a customer");
      await client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
      ok(s, await client.call("POST", "/verifications", { body: { customerId: c.body.id } }), "a submission");
    });
    return { path: "/verifications" };
  },
  "GET /beneficial-owners": async ({ client, s }) => {
    const b = await client.call("POST", "/customers", { body: business("001") });
    ok(s, b, "a business");
    await times(3, (i) =>
      client
        .call("POST", "/beneficial-owners", {
          body: {
            customerId: b.body.id,
            roles: ["OWNER"],
            ownershipPercentage: 30,
            personalInfo: { firstName: `Owner${i}`, lastName: "Smith", birthDate: "1975-06-15", nationality: "US", address: { ...ADDRESS } },
          },
        })
        .then((r) => ok(s, r, "a beneficial owner")),
    );
    return { path: "/beneficial-owners", query: { customerId: b.body.id } };
  },
  "GET /cards": async (e) => {
    const w = await e.world();
    await times(3, async () =>
      ok(e.s, await e.client.call("POST", "/cards", { body: { customerId: w.customerB, form: "VIRTUAL", fundingSource: w.usdB } }), "a card"),
    );
    return { path: "/cards", query: { customerId: w.customerB } };
  },
  "GET /cards/{id}/transactions": async (e) => {
    const w = await e.world();
    const c = await e.client.call("POST", "/cards", { body: { customerId: w.customerA, form: "VIRTUAL", fundingSource: w.usdA } });
    ok(e.s, c, "a card");
    const time = e.ctx.timeFor(e.platform);
    const active = await time.until(
      async () => (await e.client.call("GET", `/cards/${enc(c.body.id)}`)).body?.status === "ACTIVE",
      10,
      "a card's provisioning",
    );
    e.s.expect(active, "setup", "the card was not provisioned");
    await times(3, async (i) =>
      ok(
        e.s,
        await e.client.call("POST", `/sandbox/cards/${enc(c.body.id)}/simulate/authorization`, {
          body: { amount: 500 + i, currency: { code: "USD" }, merchant: { descriptor: `PAGING SHOP ${i}`, mcc: "5812", country: "US" } },
        }),
        "an authorization",
      ),
    );
    return { path: `/cards/${enc(c.body.id)}/transactions` };
  },
  "GET /tokens": async ({ client, s }) => {
    const name = `paging-${Date.now().toString(36)}`;
    await times(3, async () => ok(s, await client.call("POST", "/tokens", { body: { name, permissions: ["VIEW"] } }), "a token"));
    return { path: "/tokens", query: { name } };
  },
  "GET /invitations": async ({ client, s }) => {
    const cfg = await client.call("GET", "/config");
    const inviterUma = `$pager.${Date.now().toString(36)}@${cfg.body?.umaDomain ?? "uma.example.com"}`;
    await approvedCustomer(client, s, { ...individual(), umaAddress: inviterUma });
    await times(3, async () => ok(s, await client.call("POST", "/invitations", { body: { inviterUma } }), "an invitation"));
    return { path: "/invitations", query: { status: "PENDING" } };
  },
  "GET /agents": async (e) => {
    const w = await e.world();
    await times(3, (i) => agentOf(e.client, e.s, w.customerB, `paging agent ${i}`));
    return { path: "/agents", query: { customerId: w.customerB } };
  },
  "GET /agents/approvals": async (e) => {
    const w = await agentWorld(e);
    const agent = e.client.withAuth({ bearer: w.agent.token });
    // Above the agent's approval threshold: each payment waits for the platform.
    await times(3, (i) => pay(e, w.usdA, w.payeeA, 150_000 + i, agent));
    return { path: "/agents/approvals", query: { agentId: w.agent.id } };
  },
  "GET /agents/me/transactions": async (e) => {
    const w = await agentWorld(e);
    await times(3, (i) => pay(e, w.usdA, w.usdB, 2_000 + i));
    return { path: "/agents/me/transactions", auth: { bearer: w.agent.token } };
  },
  "GET /agents/me/actions": async (e) => {
    const w = await agentWorld(e);
    const agent = e.client.withAuth({ bearer: w.agent.token });
    await times(3, (i) => pay(e, w.usdA, w.payeeA, 3_000 + i, agent));
    return { path: "/agents/me/actions", auth: { bearer: w.agent.token } };
  },
  "GET /agents/me/internal-accounts": async (e) => ({ path: "/agents/me/internal-accounts", auth: { bearer: (await agentWorld(e)).agent.token } }),
  "GET /agents/me/external-accounts": async (e) => {
    const w = await agentWorld(e);
    await times(3, () => usdBankAccount(e.client, e.s, w.customerA, accountNumber()));
    return { path: "/agents/me/external-accounts", auth: { bearer: w.agent.token } };
  },
  "GET /stablecoin-provider-accounts": async ({ client, s }) => {
    await times(2, async (i) =>
      ok(
        s,
        await client.call("POST", "/stablecoin-provider-accounts", {
          headers: { "idempotency-key": `paging-link-${Date.now()}-${i}` },
          body: { provider: "BRALE", apiClientId: `paging_${Date.now().toString(36)}_${i}`, apiClientSecret: "paging_secret" },
        }),
        "a provider link",
      ),
    );
    return { path: "/stablecoin-provider-accounts" };
  },
  "GET /stablecoins": async ({ client, s }) => {
    const links = await client.call("GET", "/stablecoin-provider-accounts", { query: { limit: 100 } });
    let link: string | undefined = (links.body?.data ?? []).find((l: Json) => l.status === "ACTIVE")?.id;
    if (!link) {
      const k = await client.call("POST", "/stablecoin-provider-accounts", {
        headers: { "idempotency-key": `paging-link-${Date.now()}` },
        body: { provider: "BRALE", apiClientId: "paging_client", apiClientSecret: "paging_secret" },
      });
      ok(s, k, "a provider link");
      link = k.body.id;
    }
    await times(3, async (i) => {
      const token = `p${Date.now().toString(36).slice(-6)}${i}`;
      ok(
        s,
        await client.call("POST", "/stablecoins", {
          headers: { "idempotency-key": `paging-coin-${token}` },
          body: { providerTokenIdentifier: `${token}-1`, networkTokenIdentifier: `btkn1${token}`, network: "SPARK", stablecoinProviderAccountId: link },
        }),
        "a stablecoin",
      );
    });
    return { path: "/stablecoins" };
  },
  "GET /stablecoins/{stablecoinId}/operations": async (e) => {
    const { ctx, client, s, platform } = e;
    if (!ctx.control) throw new StepSkipped("a coin's operations need the Service enabled: an operator's decision (the control API)", "control");
    const target = await SEEDS["GET /stablecoins"](e);
    const coins = await client.call("GET", target.path, { query: { limit: 1 } });
    const coin = coins.body?.data?.[0]?.id as string;
    await ctx.timeFor(platform).advance(30);
    ok(s, await client.call("POST", `/stablecoins/${enc(coin)}/service-operations/enable`), "an enablement request");
    for (const status of ["ENABLING", "ENABLED"]) ok(s, await ctx.control.stablecoinOperator(platform, coin, status), `the operator's move to ${status}`);
    const w = await e.world();
    await times(3, async (i) =>
      ok(
        s,
        await client.call("POST", `/stablecoins/${enc(coin)}/mints`, {
          headers: { "idempotency-key": `paging-mint-${coin}-${i}` },
          body: {
            amount: String(1_000_000 * (i + 1)),
            description: "top-up",
            fundingSource: { type: "SERVICE_INTERNAL_ACCOUNT", accountId: w.usdA },
            destination: { accountId: w.usdA },
          },
        }),
        "a mint",
      ),
    );
    return { path: `/stablecoins/${enc(coin)}/operations` };
  },
};
