/** Shared fixtures of the stablecoin HTTP tests. */
import { randomUUID } from "node:crypto";
import type { TestPlatform } from "../support/simulator.js";

export const key = () => ({ "idempotency-key": randomUUID() });

export async function link(p: TestPlatform, apiClientId = `client_${randomUUID().slice(0, 8)}`, extra: Record<string, unknown> = {}) {
  return p.post("/stablecoin-provider-accounts", { provider: "BRALE", apiClientId, apiClientSecret: "secret", ...extra }, key());
}

export async function register(p: TestPlatform, token: string, extra: Record<string, unknown> = {}) {
  return p.post("/stablecoins", { providerTokenIdentifier: token, networkTokenIdentifier: `btkn1${token}`, network: "SPARK", ...extra }, key());
}

/** A PROVISIONED coin whose Service operations are ENABLED (request, then the operator). */
export async function enabledCoin(p: TestPlatform, token: string, admin: (m: string, path: string, body?: unknown) => Promise<any>) {
  const c = await register(p, token);
  if (c.status !== 201) throw new Error(`register: ${c.status} ${JSON.stringify(c.body)}`);
  await p.advanceClock(20);
  await p.post(`/stablecoins/${c.body.id}/service-operations/enable`);
  for (const status of ["ENABLING", "ENABLED"]) {
    const r = await admin("POST", `/_sim/stablecoins/${c.body.id}/service-operations`, { status });
    if (r.status !== 200) throw new Error(`operator ${status}: ${r.status} ${JSON.stringify(r.body)}`);
  }
  return (await p.get(`/stablecoins/${c.body.id}`)).body;
}
