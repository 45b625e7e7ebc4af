/**
 * `model.stablecoins`: fast-check model-based tests of one provisioned stablecoin on a fresh
 * regulated platform: the enablement request and the operator's moves, mints (representable
 * or not, default / `-fail` / `-expire` lifecycles) funded from an internal account, burns
 * from its holding, and clock advances through the lifecycles. A fixed walk first touches
 * every rule once. model.ts predicts.
 */
import fc from "fast-check";
import type { CheckDefinition, PlatformHandle, Scenario } from "../../runner/types.js";
import { adminClient, clockedReal } from "../shared/clocked.js";
import { checkModel } from "../../runner/property.js";
import { skipUnlessImplemented } from "../../checks/implemented.js";
import { stablecoinRules, type EnablementStatus } from "../../../contract/rules/stablecoins.js";
import { individual } from "../customers/bodies.js";
import type { StablecoinModel, StablecoinReal } from "./model.js";
import { OperatorMove, RequestEnablement } from "./commands/enablement.js";
import { Mint } from "./commands/mint.js";
import { Burn } from "./commands/burn.js";
import { AdvanceClock } from "./commands/advance-clock.js";

type Cmd = fc.AsyncCommand<StablecoinModel, StablecoinReal>;
const FUNDS = 50_000;
const suffix = () =>
  fc.constantFrom(
    "top-up",
    "top-up",
    ...Object.keys(stablecoinRules().operations.lifecycles)
      .filter((k) => k !== "default")
      .map((k) => `top-up${k}`),
  );

export function stablecoinCommands(): fc.Arbitrary<Cmd>[] {
  return [
    fc.constant(new RequestEnablement()),
    fc.constantFrom<EnablementStatus>("ENABLING", "ENABLED", "DISABLED").map((s) => new OperatorMove(s)),
    fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(0, 0, 0, 1), suffix()).map(([c, o, d]) => new Mint(c, o, d)),
    fc.tuple(fc.integer({ min: 1, max: 20_000 }), suffix()).map(([c, d]) => new Burn(c, d)),
    fc.constantFrom(2, 10, 1_800).map((s) => new AdvanceClock(s)),
  ];
}

const prefix = (): Cmd[] => [
  new Mint(1_000, 0, "top-up"),
  new RequestEnablement(),
  new RequestEnablement(),
  new OperatorMove("ENABLED"),
  new OperatorMove("ENABLING"),
  new OperatorMove("ENABLED"),
  new RequestEnablement(),
  new Mint(1_000, 1, "top-up"),
  new Mint(FUNDS + 1, 0, "top-up"),
  new Mint(10_000, 0, "top-up"),
  new Mint(2_000, 0, "top-up-fail"),
  new Mint(3_000, 0, "top-up-expire"),
  new Burn(1_000, "redeem"),
  new AdvanceClock(10),
  new Burn(4_000, "redeem"),
  new Burn(7_000, "redeem"),
  new AdvanceClock(1_800),
];

const NAME = "random enablement, mint, burn and clock sequences";

export const stablecoinModelCheck: CheckDefinition = {
  id: "model.stablecoins",
  area: "Stablecoins",
  kind: "state-machine",
  rule: "Stablecoins: the Service enablement table (request NOT_ENABLED -> PENDING_APPROVAL, repeat while PENDING_APPROVAL succeeds, else 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE), mints and burns refused unless enabled, representable and funded, their lifecycles on the platform clock, and exact balances as funds are held, settled and released.",
  needs: ["admin", "clock"],
  async run(ctx) {
    const probe = await ctx.platform("regulated");
    if (!(await skipUnlessImplemented(ctx, probe, { method: "GET", path: "/stablecoins" }, [NAME], "stablecoins"))) return;
    await ctx.runCase(NAME, async (s) => {
      await checkModel(s, {
        commands: stablecoinCommands(),
        maxCommands: 10,
        setup: async () => setup(ctx.adminUrl!, await ctx.platform("regulated", true), s),
        prefix,
        runs: Math.max(3, Math.ceil(s.runs / 4)),
        salt: "model.stablecoins",
      });
    });
  },
};

async function setup(adminUrl: string, p: PlatformHandle, s: Scenario): Promise<{ model: StablecoinModel; real: StablecoinReal }> {
  const client = s.clientFor(p);
  const admin = adminClient(adminUrl, p);
  const real: StablecoinReal = { ...clockedReal(admin, client, s), admin };
  const step = (what: string, ok: boolean, detail: unknown) => s.expect(ok, "setup", `${what}: ${JSON.stringify(detail)?.slice(0, 300)}`);
  const c = await client.call("POST", "/customers", { body: individual() });
  step("an approved customer", c.status === 201 && c.body.kycStatus === "APPROVED", c.body);
  const l = await client.call("GET", "/customers/internal-accounts", { query: { customerId: c.body.id, currency: "USD" } });
  const usd = l.body?.data?.[0];
  step("a USD internal account", !!usd, l.body);
  const f = await client.call("POST", `/sandbox/internal-accounts/${encodeURIComponent(usd.id)}/fund`, { body: { amount: FUNDS } });
  step("funding", f.status === 200, f.body);
  const e = await client.call("POST", "/customers/external-accounts", {
    body: {
      currency: "USD",
      customerId: c.body.id,
      accountInfo: {
        accountType: "USD_ACCOUNT",
        accountNumber: "40001789",
        routingNumber: "021000021",
        bankAccountType: "CHECKING",
        beneficiary: {
          beneficiaryType: "INDIVIDUAL",
          fullName: "Jane Roe",
          address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" },
        },
      },
    },
  });
  step("a USD external account", e.status === 201, e.body);
  const k = await client.call("POST", "/stablecoin-provider-accounts", {
    headers: { "idempotency-key": "model-link" },
    body: { provider: "BRALE", apiClientId: "model_client", apiClientSecret: "model_secret" },
  });
  step("a provider link", k.status === 201, k.body);
  const coin = await client.call("POST", "/stablecoins", {
    headers: { "idempotency-key": "model-coin" },
    body: { providerTokenIdentifier: "modelusd-1", networkTokenIdentifier: "btkn1modelusd", network: "SPARK" },
  });
  step("a stablecoin", coin.status === 201, coin.body);
  const provisioned = stablecoinRules().issuance.lifecycles.default;
  await real.advance(provisioned[provisioned.length - 1].afterSeconds + 1);
  const g = await client.call("GET", `/stablecoins/${encodeURIComponent(coin.body.id)}`);
  step("the stablecoin provisioned", g.body?.issuanceStatus === "PROVISIONED", g.body);
  return {
    model: {
      coinId: coin.body.id,
      accountId: usd.id,
      externalAccountId: e.body.id,
      funded: f.body.balance.amount,
      enablement: g.body.serviceOperationsStatus,
      ops: [],
    },
    real,
  };
}
