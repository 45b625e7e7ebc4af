/**
 * Store access of the stablecoins area: collections, the lifecycles scheduled on the
 * platform clock (issuance, provider link status, operations) and the money effects of
 * operations — fiat through the money area's ledger (`post`), tokens in holdings per
 * (stablecoin, internal account).
 */
import type { TenantStore } from "../../store/store.js";
import { ApiError } from "../../errors/api-error.js";
import { jobType } from "../../clock/jobs.js";
import { post, type MoneyEnv } from "../money/service.js";
import { world, type Leg } from "../money/service.js";
import type { ProviderAccountRecord, StablecoinRecord } from "./domain/stablecoin.js";
import { issuanceLifecycle } from "./domain/stablecoin.js";
import { applyStep, lifecycleOf, type Effect, type OperationRecord } from "./domain/operation.js";
import { renderStablecoinOperation } from "./domain/render.js";
import { burnHeld, credit, emptyHolding, releaseHeld, type Holding } from "./domain/amounts.js";
import type { EnablementStatus, IssuanceStatus, LifecycleStep, OperationStatus, ProviderAccountStatus } from "../../../contract/rules/stablecoins.js";
import { operatorMayMove, sandboxApprovalSteps } from "./domain/enablement.js";
import { providerAccountsOf, stablecoinsOf, operationsOf, holdingsOf } from "./state.js";
export { providerAccountsOf, stablecoinsOf, operationsOf, holdingsOf };

export const RESERVE = "stablecoin-reserve";

/** The platform's stablecoin `id`, or 404 STABLECOIN_NOT_FOUND. */
export function getCoinOr404(store: TenantStore, id: string): StablecoinRecord {
  const c = stablecoinsOf(store).get(id);
  if (!c) throw ApiError.notFound("STABLECOIN_NOT_FOUND", `no stablecoin with id ${id}`);
  return c;
}

const at = (createdAt: string, seconds: number) => new Date(Date.parse(createdAt) + seconds * 1000);

type Env = Pick<MoneyEnv, "store" | "clock">;

export const issuanceStep = jobType<Env, { stablecoinId: string; status: IssuanceStatus }>("stablecoin.issuance-step", ({ store, clock }, p) => {
  const c = stablecoinsOf(store).get(p.stablecoinId);
  if (!c || c.issuanceStatus === "REJECTED" || c.issuanceStatus === "FAILED") return;
  stablecoinsOf(store).put({ ...c, issuanceStatus: p.status, updatedAt: clock.iso() });
});

/** Issuance steps of a newly registered coin, on the platform clock. */
export function scheduleIssuance(env: Env, coin: StablecoinRecord): void {
  for (const step of issuanceLifecycle(coin.providerTokenIdentifier)) {
    env.clock.scheduleJob(
      at(coin.createdAt, step.afterSeconds),
      issuanceStep({ stablecoinId: coin.id, status: step.status }),
      `stablecoin ${coin.id} -> ${step.status}`,
    );
  }
}

export const enablementStep = jobType<Env, { stablecoinId: string; from: EnablementStatus; to: EnablementStatus }>(
  "stablecoin.enablement-step",
  ({ store, clock }, p) => {
    const c = stablecoinsOf(store).get(p.stablecoinId);
    if (c && c.serviceOperationsStatus === p.from && operatorMayMove(p.from, p.to))
      stablecoinsOf(store).put({ ...c, serviceOperationsStatus: p.to, updatedAt: clock.iso() });
  },
);

/** The sandbox operator's approval of an enablement request (a coin with the approval suffix), on the platform clock. */
export function scheduleSandboxApproval(env: Env, coin: StablecoinRecord, requestedAt: string): void {
  for (const step of sandboxApprovalSteps(coin.providerTokenIdentifier)) {
    env.clock.scheduleJob(
      at(requestedAt, step.afterSeconds),
      enablementStep({ stablecoinId: coin.id, from: step.from, to: step.to }),
      `stablecoin ${coin.id} service operations -> ${step.to}`,
    );
  }
}

export const linkStatus = jobType<Env, { accountId: string; status: ProviderAccountStatus }>("stablecoin.provider-account-status", ({ store, clock }, p) => {
  const cur = providerAccountsOf(store).get(p.accountId);
  if (cur && cur.status === "ACTIVE") providerAccountsOf(store).put({ ...cur, status: p.status, updatedAt: clock.iso() });
});

/** The provider changes a link's status later (sandbox trigger). */
export function scheduleLinkStatus(env: Env, a: ProviderAccountRecord, change: { afterSeconds: number; status: ProviderAccountStatus }): void {
  env.clock.scheduleJob(
    at(a.createdAt, change.afterSeconds),
    linkStatus({ accountId: a.id, status: change.status }),
    `stablecoin provider account ${a.id} -> ${change.status}`,
  );
}

export function holding(store: TenantStore, id: string): Holding {
  const h = holdingsOf(store).get(id);
  if (h) return h;
  const [stablecoinId, accountId] = id.split("|");
  return emptyHolding(stablecoinId, accountId);
}

const fiatLeg = (account: string, bucket: Leg["bucket"], currency: string, amount: number): Leg => ({ account, bucket, currency, amount });

/** The ledger postings and holding change of an operation's effect. */
function applyEffect(env: MoneyEnv, op: OperationRecord, effect: Effect): void {
  if (effect === "none") return;
  const m = op.money;
  const cur = m.fiatCurrency;
  const reserve = world(RESERVE, cur);
  const holdings = holdingsOf(env.store);
  if (op.operationType === "MINT") {
    if (m.funding === "internal") {
      const acct = m.fundingAccountId!;
      post(
        env,
        effect === "settle"
          ? [fiatLeg(acct, "held", cur, -m.fiat), fiatLeg(reserve, "available", cur, m.fiat)]
          : [fiatLeg(acct, "held", cur, -m.fiat), fiatLeg(acct, "available", cur, m.fiat)],
        `stablecoin-mint-${effect}`,
        op.id,
      );
    } else if (effect === "settle") {
      post(env, [fiatLeg(world(m.worldPurpose!, cur), "available", cur, -m.fiat), fiatLeg(reserve, "available", cur, m.fiat)], "stablecoin-mint-settle", op.id);
    }
    // Minted to an external wallet: the tokens leave the platform's books.
    if (effect === "settle" && m.holdingId) holdings.put(credit(holding(env.store, m.holdingId), op.amount));
    return;
  }
  // Tokens deposited from outside or spent from the provider's balance were never held here.
  const h = m.holdingId ? holding(env.store, m.holdingId) : undefined;
  if (effect === "settle") {
    if (h) holdings.put(burnHeld(h, op.amount));
    post(env, [fiatLeg(reserve, "available", cur, -m.fiat), fiatLeg(world(m.worldPurpose!, cur), "available", cur, m.fiat)], "stablecoin-burn-settle", op.id);
  } else if (h) holdings.put(releaseHeld(h, op.amount));
}

export const operationStep = jobType<MoneyEnv, { operationId: string; step: LifecycleStep<OperationStatus> }>("stablecoin.operation-step", (env, p) => {
  const cur = operationsOf(env.store).get(p.operationId);
  const r = cur && applyStep(cur, p.step, env.clock.iso());
  if (!r) return;
  applyEffect(env, r.next, r.effect);
  operationsOf(env.store).put(r.next);
  env.emit("STABLECOIN_OPERATION.STATUS_UPDATED", renderStablecoinOperation(r.next));
});

/** Save an operation and run its lifecycle on the platform clock (status webhooks at each change). */
export function startOperation(env: MoneyEnv, op: OperationRecord): void {
  operationsOf(env.store).put(op);
  for (const step of lifecycleOf(op.description)) {
    env.clock.scheduleJob(at(op.createdAt, step.afterSeconds), operationStep({ operationId: op.id, step }), `stablecoin operation ${op.id} -> ${step.status}`);
  }
}
