/**
 * Numbers a client sets are integers within ±(2^53-1) where the contract says integer, and
 * no number changes on its way in: `1e400` (Infinity to JSON.parse, written back as null)
 * and `9007199254740993` (read as 2^53) are a 400 naming the field, never a stored null or
 * a rounded value, in the API (an agent's spending limits), the admin API (maxLiveCards)
 * and free-form fields alike; every integer of both contracts states that range.
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { signedInAgent, POLICY } from "../agents/helpers.js";
import { parseJsonStrict } from "../../simulator/http/json-text.js";
import { bundledSpec } from "../../contract/spec.js";
import { adminContract } from "../../simulator/admin/spec.js";

const MAX = Number.MAX_SAFE_INTEGER;

describe("number literals", () => {
  test.each(["1e400", "-1e400", "1E309", "9007199254740993", "-9007199254740993", "9007199254740992", "123456789012345678901234567890"])(
    "%s is refused as the body is read, naming where it is",
    (literal) => {
      const r = parseJsonStrict(Buffer.from(`{"limits":{"daily":${literal}}}`), 32);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.problem).toMatchObject({ field: "limits.daily", code: "OUT_OF_RANGE" });
    },
  );
  test.each(["9007199254740991", "-9007199254740991", "1e300", "0.1", "-0", "1.0", "12.5e-3", "0"])("%s is read as written", (literal) => {
    const r = parseJsonStrict(Buffer.from(`[${literal}]`), 32);
    expect(r).toEqual({ ok: true, value: [Number(literal)], text: `[${literal}]` });
  });
  test("an array holds at most maxItems items, named by its path", () => {
    expect(parseJsonStrict(Buffer.from(JSON.stringify({ a: { b: [1, 2, 3] } })), 32, Infinity, 3).ok).toBe(true);
    const r = parseJsonStrict(Buffer.from(JSON.stringify({ a: { b: [1, 2, 3, 4] } })), 32, Infinity, 3);
    expect(!r.ok && r.problem).toMatchObject({ code: "TOO_LONG", field: "a.b" });
  });
  test("a body holds at most maxValues values", () => {
    expect(parseJsonStrict(Buffer.from(JSON.stringify({ a: [1, 2, "x", null] })), 32, 6).ok).toBe(true);
    const r = parseJsonStrict(Buffer.from(JSON.stringify({ a: [1, 2, "x", null, true] })), 32, 6);
    expect(!r.ok && r.problem).toMatchObject({ code: "TOO_MANY_VALUES", field: "a[4]" });
  });
});

describe("every integer of both contracts is bounded to the safe range", () => {
  const unbounded = (doc: unknown): string[] => {
    const out: string[] = [];
    const walk = (n: unknown, path: string, names: boolean) => {
      if (Array.isArray(n)) return n.forEach((x, i) => walk(x, `${path}/${i}`, false));
      if (!n || typeof n !== "object") return;
      const o = n as Record<string, unknown>;
      const t = o.type;
      if (!names && (t === "integer" || (Array.isArray(t) && t.includes("integer")))) {
        if (!(typeof o.maximum === "number" && o.maximum <= MAX && typeof o.minimum === "number" && o.minimum >= -MAX)) out.push(path);
      }
      for (const [k, v] of Object.entries(o)) if (names || (k !== "example" && k !== "examples")) walk(v, `${path}/${k}`, !names && k === "properties");
    };
    walk(doc, "#", false);
    return out;
  };
  test("the API contract (generated/openapi.json)", () => expect(unbounded(bundledSpec())).toEqual([]));
  test("the admin contract as served", () => expect(unbounded(JSON.parse(adminContract().json))).toEqual([]));
});

describe("against the simulator", () => {
  let s: StartedSimulator;
  let p: TestPlatform;
  beforeAll(async () => {
    s = await startSimulator();
    p = await s.createPlatform({ regulated: true });
  });
  afterAll(async () => s?.close());

  const raw = (method: string, path: string, text: string) =>
    s.request(method, path, { raw: text, headers: { authorization: p.auth, "content-type": "application/json" } });

  test("an agent's daily limit of 1e400, 2^53+1 or 2^53 is refused and the limit stays; 2^53-1 is kept exactly", async () => {
    const agent = await signedInAgent(s, p);
    const policyOf = async () => (await p.get(`/agents/${agent.agentId}`)).body.policy.spendingLimits;
    for (const literal of ["1e400", "9007199254740993", "9007199254740992", "1e17"]) {
      const r = await raw("PATCH", `/agents/${agent.agentId}/policy`, `{"spendingLimits":{"dailyLimit":${literal}}}`);
      expect(r.status, `${literal}: ${JSON.stringify(r.body)}`).toBe(400);
      expect(r.body.code).toBe("INVALID_INPUT");
      expect(r.body.details.errors[0].field).toBe("spendingLimits.dailyLimit");
      expect(await policyOf()).toMatchObject({ dailyLimit: POLICY.spendingLimits.dailyLimit });
    }
    const ok = await raw("PATCH", `/agents/${agent.agentId}/policy`, `{"spendingLimits":{"dailyLimit":9007199254740991}}`);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await policyOf()).dailyLimit).toBe(MAX);
  });

  test("maxLiveCards of 1e309 or 2^53 is refused and the setting stays", async () => {
    const admin = (body: string) =>
      fetch(`${s.rootUrl}/_sim/cards/settings`, { method: "PATCH", headers: { authorization: p.auth, "content-type": "application/json" }, body });
    const before = await (await fetch(`${s.rootUrl}/_sim/cards/settings`, { headers: { authorization: p.auth } })).json();
    for (const literal of ["1e309", "9007199254740992", "-1"]) {
      const r = await admin(`{"maxLiveCards":${literal}}`);
      expect(r.status, literal).toBe(400);
      expect((await r.json()).details.errors[0].field).toBe("maxLiveCards");
    }
    expect(await (await fetch(`${s.rootUrl}/_sim/cards/settings`, { headers: { authorization: p.auth } })).json()).toEqual(before);
  });

  test("a query integer of 1e400 is a 400, and so is a huge number in a field the schema does not type", async () => {
    const q = await s.request("GET", "/customers?limit=1e400", { headers: { authorization: p.auth } });
    expect(q.status).toBe(400);
    expect(q.body.details.errors[0]).toMatchObject({ field: "limit", in: "query" });
    const free = await raw("POST", "/customers", `{"customerType":"INDIVIDUAL","fullName":"Ann Lee","extra":{"n":9007199254740993}}`);
    expect(free.status).toBe(400);
    expect(free.body.details.errors[0]).toMatchObject({ field: "extra.n", code: "OUT_OF_RANGE" });
  });
});
