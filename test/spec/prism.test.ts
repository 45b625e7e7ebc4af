/**
 * The contract is consumable by a third-party tool: Prism's stateless mock serves it
 * (through `paysim mock`), and its answers to a few GET and POST operations are
 * documented statuses with bodies valid against the contract.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { startPrism, type PrismHandle } from "../../cli/mock.js";
import { freePort } from "../support/ports.js";
import { Contract } from "../../contract/operations.js";
import { checkResponse } from "../../conformance/contract/response-conformance.js";

const contract = Contract.load();
let prism: PrismHandle;

beforeAll(async () => {
  prism = await startPrism({ port: await freePort() });
}, 60_000);

afterAll(async () => {
  await prism?.close();
});

async function call(key: string, concretePath: string) {
  const op = contract.byKey.get(key)!;
  const init: RequestInit = { method: op.method, headers: { authorization: "Basic " + Buffer.from("id:secret").toString("base64") } };
  if (op.op.requestBody?.content?.["application/json"]) {
    init.body = JSON.stringify(contract.requestExample(op));
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const res = await fetch(prism.url + concretePath, init);
  const body = await res.json();
  return { status: res.status, body, violations: checkResponse(contract, op, res.status, res.headers.get("content-type") ?? undefined, body) };
}

describe("paysim mock (Prism) serving the bundled spec under /2025-10-13", () => {
  const cases: [string, string][] = [
    ["GET /config", "/config"],
    ["GET /customers/{customerId}", "/customers/Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f"],
    ["GET /customers", "/customers"],
    ["POST /customers", "/customers"],
    ["POST /quotes", "/quotes"],
    ["GET /cards", "/cards"],
    ["POST /cards", "/cards"],
  ];
  for (const [key, concrete] of cases) {
    it(`answers ${key} with a documented success status and a schema-valid body`, async () => {
      const r = await call(key, concrete);
      expect(r.status, JSON.stringify(r.body)).toBeGreaterThanOrEqual(200);
      expect(r.status).toBeLessThan(300);
      expect(r.violations).toEqual([]);
    });
  }

  it("refuses a request without credentials on a secured operation (Prism checks the scheme's presence)", async () => {
    const res = await fetch(prism.url + "/config");
    expect([res.status, (await res.json()).code]).toEqual([401, "UNAUTHORIZED"]);
  });
});
