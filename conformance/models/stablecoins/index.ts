/**
 * `model.stablecoins`: fast-check model-based tests of one provisioned stablecoin on a fresh
 * regulated platform: the enablement request and the operator's moves, mints (representable
 * or not, default / `-fail` / `-expire` lifecycles) funded from an internal account, burns
 * from its holding, and clock advances through the lifecycles. A fixed walk first touches
 * every rule once. model.ts predicts.
 */
import fc from "fast-check";
import type { AdminCall, ClockedReal } from "../shared/clocked.js";
import { modelCheck } from "../shared/model-check.js";
import { stablecoinRules, type EnablementStatus } from "../../../contract/rules/stablecoins.js";
import { approvedCustomer, fund, usdAccount, usdBankAccount } from "../../fixtures/setup.js";
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
    fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(0, 0, 0, 1), suffix()).map(([c, o, d]) => new Mint({ cents: c, odd: o, description: d })),
    fc.tuple(fc.integer({ min: 1, max: 20_000 }), suffix()).map(([c, d]) => new Burn({ cents: c, description: d })),
    fc.constantFrom(2, 10, 1_800).map((s) => new AdvanceClock(s)),
  ];
}

const prefix = (): Cmd[] => [
  new Mint({ cents: 1_000, odd: 0, description: "top-up" }),
  new RequestEnablement(),
  new RequestEnablement(),
  new OperatorMove("ENABLED"),
  new OperatorMove("ENABLING"),
  new OperatorMove("ENABLED"),
  new RequestEnablement(),
  new Mint({ cents: 1_000, odd: 1, description: "top-up" }),
  new Mint({ cents: FUNDS + 1, odd: 0, description: "top-up" }),
  new Mint({ cents: 10_000, odd: 0, description: "top-up" }),
  new Mint({ cents: 2_000, odd: 0, description: "top-up-fail" }),
  new Mint({ cents: 3_000, odd: 0, description: "top-up-expire" }),
  new Burn({ cents: 1_000, description: "redeem" }),
  new AdvanceClock(10),
  new Burn({ cents: 4_000, description: "redeem" }),
  new Burn({ cents: 7_000, description: "redeem" }),
  new AdvanceClock(1_800),
];

export const stablecoinModelCheck = modelCheck({
  id: "model.stablecoins",
  area: "Stablecoins",
  rule: "Stablecoins: the Service enablement table (request NOT_ENABLED -> PENDING_APPROVAL, repeat while PENDING_APPROVAL succeeds, else 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE), mints and burns refused unless enabled, representable and funded, their lifecycles on the platform clock, and exact balances as funds are held, settled and released.",
  needs: ["admin", "clock"],
  name: "random enablement, mint, burn and clock sequences",
  probe: { method: "GET", path: "/stablecoins", area: "stablecoins" },
  platform: "regulated",
  setup,
  commands: stablecoinCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 3, per: 4 },
});

async function setup(clocked: ClockedReal, admin: AdminCall): Promise<{ model: StablecoinModel; real: StablecoinReal }> {
  const real: StablecoinReal = { ...clocked, admin };
  const { client, s } = real;
  const step = (what: string, ok: boolean, detail: unknown) => s.expect(ok, "setup", `${what}: ${JSON.stringify(detail)?.slice(0, 300)}`);
  const customer = await approvedCustomer(client, s);
  const usd = await usdAccount(client, s, customer.id);
  const funded = await fund(client, s, usd.id, FUNDS);
  const externalAccountId = await usdBankAccount(client, s, customer.id, "40001789");
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
      externalAccountId,
      funded,
      enablement: g.body.serviceOperationsStatus,
      ops: [],
    },
    real,
  };
}
