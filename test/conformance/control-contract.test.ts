/**
 * The conformance control contract (spec/control/openapi.yaml): a subset of the simulator's
 * admin API with the same shapes, served as JSON at GET /_sim/contracts/control.json, and
 * every one of its operations served by the simulator with answers (successes and errors)
 * valid against the control document itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { controlRegistry, controlSpec } from "../../contract/control.js";
import { ADMIN_SPEC_PATH } from "../../contract/spec.js";
import { ptr } from "../../contract/schema-registry.js";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";

const METHODS = ["get", "post", "put", "patch", "delete"];
const doc = controlSpec() as any;
const admin = parse(readFileSync(ADMIN_SPEC_PATH, "utf8")) as any;

function operations(d: any): { path: string; method: string; op: any }[] {
  return Object.entries<any>(d.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method] })));
}

/** The answer must be a status the control document gives the operation, with a body valid against it. */
function expectValid(path: string, method: string, status: number, body: unknown): void {
  const responses = doc.paths[path][method].responses;
  expect(Object.keys(responses), `${method.toUpperCase()} ${path} answered ${status}`).toContain(String(status));
  const r = responses[String(status)];
  const pointer = r.$ref
    ? `${r.$ref}/content/application~1json/schema`
    : r.content
      ? ptr("paths", path, method, "responses", String(status), "content", "application/json", "schema")
      : undefined;
  if (!pointer) return expect(body, `${method.toUpperCase()} ${path} ${status} has no body`).toBeUndefined();
  expect(controlRegistry().check(pointer, body), `${method.toUpperCase()} ${path} ${status}: ${JSON.stringify(body)}`).toBeNull();
}

describe("control contract", () => {
  it("is a subset of the admin API: same paths, methods, operationIds, statuses and security; request fields the admin API takes", () => {
    const ops = operations(doc);
    expect(ops.map((o) => o.op.operationId).sort()).toEqual([
      "simAdvanceClock",
      "simCreatePlatform",
      "simDeletePlatform",
      "simGetClock",
      "simHealth",
      "simRemoveUmaDomain",
      "simSetStablecoinServiceOperations",
    ]);
    for (const { path, method, op } of ops) {
      const mine = admin.paths[path]?.[method];
      expect(mine, `${method} ${path} is in the admin API`).toBeDefined();
      expect(mine.operationId).toBe(op.operationId);
      expect(JSON.stringify(mine.security ?? [])).toBe(JSON.stringify(op.security ?? []));
      for (const status of Object.keys(op.responses)) expect(Object.keys(mine.responses), `${op.operationId} ${status}`).toContain(status);
    }
    const kind = Object.keys(doc.components.schemas.PlatformKindRequest.properties);
    const settings = Object.keys(admin.components.schemas.PlatformSettings.properties);
    expect(kind.filter((k) => !settings.includes(k))).toEqual([]);
    expect(doc.components.schemas.PlatformCreated.required).toEqual(admin.components.schemas.PlatformCreated.required);
  });

  describe("served by the simulator", () => {
    let sim: StartedSimulator;
    beforeAll(async () => {
      sim = await startSimulator();
    });
    afterAll(() => sim?.close());

    const authOf = (p: { clientId: string; clientSecret: string }) => ({
      authorization: "Basic " + Buffer.from(`${p.clientId}:${p.clientSecret}`).toString("base64"),
    });

    it("GET /_sim/contracts/control.json is the control contract", async () => {
      const r = await sim.admin("GET", "/_sim/contracts/control.json");
      expect(r.status).toBe(200);
      expect(r.body).toEqual(JSON.parse(JSON.stringify(doc)));
    });

    it("every operation answers as the control document says, errors included", async () => {
      const served = new Set<string>();
      const note = (path: string, method: string, status: number, body: unknown) => {
        expectValid(path, method, status, body);
        served.add(`${method} ${path}`);
      };
      const h = await sim.admin("GET", "/_sim/health");
      note("/_sim/health", "get", h.status, h.body);
      const kinds = [
        {},
        { regulated: true },
        { skipVerificationPaperwork: true },
        { contactVerification: { email: true, phone: true } },
        { regulated: true, scaRequired: true },
        { environment: "PRODUCTION" },
      ];
      const created: any[] = [];
      for (const k of kinds) {
        const r = await sim.admin<any>("POST", "/_sim/platforms", { body: k });
        note("/_sim/platforms", "post", r.status, r.body);
        expect(r.status).toBe(201);
        created.push(r.body);
      }
      const bad = await sim.admin("POST", "/_sim/platforms", { body: { regulated: "yes" } });
      note("/_sim/platforms", "post", bad.status, bad.body);
      expect(bad.status).toBe(400);

      const p = created[1];
      const c = await sim.admin("GET", "/_sim/clock", { headers: authOf(p) });
      note("/_sim/clock", "get", c.status, c.body);
      const noAuth = await sim.admin("GET", "/_sim/clock");
      note("/_sim/clock", "get", noAuth.status, noAuth.body);
      expect(noAuth.status).toBe(401);
      const a = await sim.admin<any>("POST", "/_sim/clock/advance", { body: { seconds: 60 }, headers: authOf(p) });
      note("/_sim/clock/advance", "post", a.status, a.body);
      expect(Date.parse(a.body.now) - Date.parse((c.body as any).now)).toBeGreaterThanOrEqual(60_000);
      const a400 = await sim.admin("POST", "/_sim/clock/advance", { body: { seconds: -1 }, headers: authOf(p) });
      note("/_sim/clock/advance", "post", a400.status, a400.body);
      expect(a400.status).toBe(400);

      // The operator's decision on a stablecoin whose enablement was requested.
      const tp: TestPlatform = await sim.createPlatform({ regulated: true });
      const link = await tp.post(
        "/stablecoin-provider-accounts",
        { provider: "BRALE", apiClientId: "ctl_client", apiClientSecret: "ctl_secret" },
        { "idempotency-key": "ctl-link" },
      );
      expect(link.status).toBe(201);
      const coin = await tp.post(
        "/stablecoins",
        { providerTokenIdentifier: "ctlusd-1", networkTokenIdentifier: "btkn1ctlusd", network: "SPARK" },
        { "idempotency-key": "ctl-coin" },
      );
      expect(coin.status).toBe(201);
      await tp.advanceClock(30);
      const path = "/_sim/stablecoins/{stablecoinId}/service-operations";
      const early = await sim.admin("POST", `/_sim/stablecoins/${encodeURIComponent(coin.body.id)}/service-operations`, {
        body: { status: "ENABLED" },
        headers: authOf(tp),
      });
      note(path, "post", early.status, early.body);
      expect(early.status).toBe(409);
      const req = await tp.post(`/stablecoins/${encodeURIComponent(coin.body.id)}/service-operations/enable`);
      expect(req.body.serviceOperationsStatus).toBe("PENDING_APPROVAL");
      const moved = await sim.admin<any>("POST", `/_sim/stablecoins/${encodeURIComponent(coin.body.id)}/service-operations`, {
        body: { status: "ENABLING" },
        headers: authOf(tp),
      });
      note(path, "post", moved.status, moved.body);
      expect(moved.body.serviceOperationsStatus).toBe("ENABLING");
      const unknown = await sim.admin("POST", `/_sim/stablecoins/${encodeURIComponent("Stablecoin:00000000-0000-4000-8000-0000000000ff")}/service-operations`, {
        body: { status: "ENABLING" },
        headers: authOf(tp),
      });
      note(path, "post", unknown.status, unknown.body);
      expect(unknown.status).toBe(404);

      // Leaving a platform without an UMA domain: invitations are then not configured.
      const uma = await sim.admin("DELETE", "/_sim/config/uma-domain", { headers: authOf(tp) });
      note("/_sim/config/uma-domain", "delete", uma.status, uma.body);
      expect(uma.status).toBe(204);
      const inv = await tp.post("/invitations", { inviterUma: "$someone@example.com" });
      expect([inv.status, inv.body.code]).toEqual([400, "INVITATIONS_NOT_CONFIGURED"]);
      const umaNoAuth = await sim.admin("DELETE", "/_sim/config/uma-domain");
      note("/_sim/config/uma-domain", "delete", umaNoAuth.status, umaNoAuth.body);
      expect(umaNoAuth.status).toBe(401);

      // Deleting: another platform's id is 404; its own is 204, after which its credentials are refused.
      const other = await sim.admin("DELETE", `/_sim/platforms/${encodeURIComponent(created[0].platformId)}`, { headers: authOf(p) });
      note("/_sim/platforms/{platformId}", "delete", other.status, other.body);
      expect(other.status).toBe(404);
      for (const x of created) {
        const d = await sim.admin("DELETE", `/_sim/platforms/${encodeURIComponent(x.platformId)}`, { headers: authOf(x) });
        note("/_sim/platforms/{platformId}", "delete", d.status, d.body);
        expect(d.status).toBe(204);
      }
      const gone = await sim.request("GET", "/config", { headers: authOf(p) });
      expect(gone.status).toBe(401);
      const again = await sim.admin("DELETE", `/_sim/platforms/${encodeURIComponent(p.platformId)}`, { headers: authOf(p) });
      note("/_sim/platforms/{platformId}", "delete", again.status, again.body);
      expect(again.status).toBe(401);

      expect([...served].sort()).toEqual(
        operations(doc)
          .map((o) => `${o.method} ${o.path}`)
          .sort(),
      );
    });
  });
});
