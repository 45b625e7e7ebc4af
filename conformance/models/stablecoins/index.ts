/**
 * `model.stablecoins`: fast-check model-based tests of one provisioned stablecoin on a fresh
 * regulated platform: the enablement request and the operator's moves, mints (representable
 * or not, default / `-fail` / `-expire` lifecycles) funded from an internal account, burns
 * from its holding, and clock advances through the lifecycles. A fixed walk first touches
 * every rule once (the platform's provider links read by id among them, the refusals of
 * links, registrations, mints and burns, the live sources and destinations (burns from a
 * deposit or the provider's balance, a mint into a Spark wallet), and with the control API the coins whose links the
 * provider revokes or invalidates later). model.ts predicts; rules.ts names the rules.
 */
import fc from "fast-check";
import type { ClockedReal } from "../shared/clocked.js";
import { modelCheck, type ModelSetupEnv } from "../shared/model-check.js";
import { StepSkipped } from "../../runner/time.js";
import type { Json } from "../../contract/json.js";
import { stablecoinRules, type EnablementStatus } from "../../../contract/rules/stablecoins.js";
import { approvedCustomer, fund, usdAccount, usdBankAccount } from "../../builders/setup.js";
import type { StablecoinModel, StablecoinReal } from "./model.js";
import { OperatorMove, RequestEnablement } from "./commands/enablement.js";
import { Mint } from "./commands/mint.js";
import { Burn } from "./commands/burn.js";
import { AdvanceClock } from "./commands/advance-clock.js";
import { ReadProviderAccounts } from "./commands/provider-accounts.js";
import { LinkRefusals } from "./commands/link-refusals.js";
import { RegisterRefusals } from "./commands/register-refusals.js";
import { OperationRefusals } from "./commands/operation-refusals.js";
import { LiveSources } from "./commands/live-sources.js";
import { DeadLinks } from "./commands/dead-links.js";
import { OperatorWalk } from "./commands/operator-walk.js";
import { STABLECOIN_RULES } from "./rules.js";
import { register, unique } from "./calls.js";
import { expectAnswer } from "../../runner/expect.js";

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
    fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.constantFrom(0, 0, 0, 1), suffix()).map(([c, o, d]) => new Burn({ cents: c, odd: o, description: d })),
    fc.constantFrom(2, 10, 1_800).map((s) => new AdvanceClock(s)),
  ];
}

const prefix = (): Cmd[] => [
  new ReadProviderAccounts(),
  new LinkRefusals(),
  new RegisterRefusals(),
  new Mint({ cents: 1_000, odd: 0, description: "top-up" }),
  new Burn({ cents: 1_000, odd: 0, description: "redeem" }),
  new RequestEnablement(),
  new RequestEnablement(),
  new OperatorMove("ENABLED"),
  new OperatorMove("ENABLING"),
  new OperatorMove("ENABLED"),
  new RequestEnablement(),
  new OperatorWalk(),
  new Mint({ cents: 1_000, odd: 1, description: "top-up" }),
  new Mint({ cents: FUNDS + 1, odd: 0, description: "top-up" }),
  new OperationRefusals(),
  new LiveSources(),
  new Mint({ cents: 10_000, odd: 0, description: "top-up" }),
  new Mint({ cents: 2_000, odd: 0, description: "top-up-fail" }),
  new Mint({ cents: 3_000, odd: 0, description: "top-up-expire" }),
  new Burn({ cents: 1_000, odd: 0, description: "redeem" }),
  new AdvanceClock(10),
  new Burn({ cents: 1_000, odd: 1, description: "redeem" }),
  new Burn({ cents: 4_000, odd: 0, description: "redeem" }),
  new Burn({ cents: 7_000, odd: 0, description: "redeem" }),
  new AdvanceClock(1_800),
  new DeadLinks(),
];

export const stablecoinModelCheck = modelCheck({
  id: "model.stablecoins",
  area: "Stablecoins",
  rule: "Stablecoins: the Service enablement table (request NOT_ENABLED -> PENDING_APPROVAL, repeat while PENDING_APPROVAL succeeds, else 409 STABLECOIN_SERVICE_ENABLEMENT_NOT_REQUESTABLE), mints and burns refused unless enabled, representable and funded, their lifecycles on the platform clock, and exact balances as funds are held, settled and released.",
  rules: STABLECOIN_RULES,
  name: "random enablement, mint, burn and clock sequences",
  probe: { method: "GET", path: "/stablecoins", area: "stablecoins" },
  platform: "regulated",
  setup,
  commands: stablecoinCommands,
  maxCommands: 10,
  prefix,
  runs: { min: 3, per: 4 },
});

async function setup(clocked: ClockedReal, env: ModelSetupEnv): Promise<{ model: StablecoinModel; real: StablecoinReal }> {
  const { control, platform } = env;
  const real: StablecoinReal = { ...clocked, operator: control && ((coinId, status) => control.stablecoinOperator(platform, coinId, status)) };
  const { client, s } = real;
  const step = (what: string, ok: boolean, detail: unknown) => s.expect(ok, "setup", `${what}: ${JSON.stringify(detail)?.slice(0, 300)}`);
  const customer = await approvedCustomer(client, s);
  const usd = await usdAccount(client, s, customer.id);
  const funded = await fund(client, s, usd.id, FUNDS);
  const externalAccountId = await usdBankAccount(client, s, customer.id, "40001789");
  // A link the platform already has (a given platform is reused across runs), else a new one.
  const links = await client.call("GET", "/stablecoin-provider-accounts", { query: { limit: 100 } });
  let linkId: string | undefined = (links.body?.data ?? []).find((l: Json) => l.status === "ACTIVE")?.id;
  // A coin asked for (no link named) while no link is ACTIVE, then a link of its own.
  const token = `m${unique()}`;
  if (!linkId) {
    const none = await register(real, { token: `${token}z` });
    expectAnswer(s, none, "stablecoins.link-none", "registering a coin with no ACTIVE provider link", 400, "STABLECOIN_PROVIDER_SOURCE_NOT_LINKED");
    const k = await client.call("POST", "/stablecoin-provider-accounts", {
      headers: { "idempotency-key": `model-link-${unique()}` },
      body: { provider: "BRALE", apiClientId: `model_client_${token}`, apiClientSecret: "model_secret" },
    });
    step("a provider link", k.status === 201, k.body);
    linkId = k.body.id;
  }
  // A coin of its own: a symbol (the leading letters and digits) and token identifiers no earlier run holds.
  const coin = await client.call("POST", "/stablecoins", {
    headers: { "idempotency-key": `model-coin-${token}` },
    body: { providerTokenIdentifier: `${token}-1`, networkTokenIdentifier: `btkn1${token}`, network: "SPARK", stablecoinProviderAccountId: linkId },
  });
  step("a stablecoin", coin.status === 201, coin.body);
  const lifecycle = stablecoinRules().issuance.lifecycles.default;
  let g = coin;
  let done = false;
  try {
    done = await real.time.until(
      async () => {
        g = await client.call("GET", `/stablecoins/${encodeURIComponent(coin.body.id)}`);
        return g.body?.issuanceStatus === "PROVISIONED";
      },
      lifecycle[lifecycle.length - 1].afterSeconds + 2,
      "the coin's provisioning",
    );
    step("the stablecoin provisioned", done, g.body);
  } catch (e) {
    // On the real clock the provisioning may take longer than a step may wait: the model goes on with the coin not provisioned.
    if (!(e instanceof StepSkipped)) throw e;
    s.skipStep("waiting for the coin's provisioning", e.reason);
  }
  const other = await client.call("GET", "/customers/internal-accounts", { query: { customerId: customer.id, limit: 100 } });
  const otherAccountId = ((other.body?.data ?? []) as Json[]).find((a) => a.currency !== stablecoinRules().token.baseCurrency)?.id;
  return {
    model: {
      coinId: coin.body.id,
      token,
      linkId: linkId!,
      customerId: customer.id,
      otherAccountId,
      accountId: usd.id,
      externalAccountId,
      funded,
      enablement: g.body.serviceOperationsStatus,
      provisioned: done,
      ops: [],
    },
    real,
  };
}
