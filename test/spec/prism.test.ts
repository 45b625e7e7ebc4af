/**
 * The contract is consumable by a third-party tool: Prism's stateless mock serves it,
 * and its answers to a few GET and POST operations are valid against the contract.
 */
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import type { ChildProcess } from "node:child_process";
import { startPrism } from "../../cli/mock.js";
import { freePort } from "../support/ports.js";
import { loadBundledSpec } from "../support/spec.js";
import { SchemaRegistry, ptr } from "../../simulator/contract/ajv.js";

const doc = loadBundledSpec();
const reg = new SchemaRegistry(doc);
let child: ChildProcess;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  ({ child, url: baseUrl } = await startPrism({ port }));
}, 60_000);

afterAll(() => {
  child?.kill("SIGTERM");
});

function requestExample(path: string, method: string): unknown {
  const media = doc.paths[path][method].requestBody.content["application/json"];
  return media.example ?? Object.values<any>(media.examples)[0].value;
}

async function call(method: string, path: string, concretePath: string) {
  const op = doc.paths[path][method];
  const init: RequestInit = { method: method.toUpperCase(), headers: { authorization: "Basic " + Buffer.from("id:secret").toString("base64") } };
  if (op.requestBody) {
    init.body = JSON.stringify(requestExample(path, method));
    (init.headers as Record<string, string>)["content-type"] = "application/json";
  }
  const res = await fetch(baseUrl + concretePath, init);
  const body = await res.json();
  const status = String(res.status);
  expect(Object.keys(op.responses), `${method} ${path} answered undocumented ${status}`).toContain(status);
  const errors = reg.check(ptr("paths", path, method, "responses", status, "content", "application/json", "schema"), body);
  return { status: res.status, body, errors };
}

describe("Prism mock of the bundled spec", () => {
  const cases: [string, string, string][] = [
    ["get", "/config", "/config"],
    ["get", "/customers/{customerId}", "/customers/Customer:0b7e2d1c-5a4f-4e3b-9c2d-1a2b3c4d5e6f"],
    ["get", "/customers", "/customers"],
    ["post", "/customers", "/customers"],
    ["post", "/quotes", "/quotes"],
    ["get", "/cards", "/cards"],
  ];
  for (const [method, path, concrete] of cases) {
    it(`answers ${method.toUpperCase()} ${path} with a schema-valid success body`, async () => {
      const r = await call(method, path, concrete);
      expect(r.status).toBeGreaterThanOrEqual(200);
      expect(r.status).toBeLessThan(300);
      expect(r.errors).toBeNull();
    });
  }
});
