/**
 * Every operation of the contract is implemented: the pipeline answers 501 NOT_IMPLEMENTED
 * only when no handler is registered for an operationId, so (1) every operationId of
 * generated/openapi.json has a handler, and (2) a walk over every operation over HTTP (the
 * example body, required parameters filled, the credentials its security names) never
 * answers 501 nor any other 5xx (strict response validation is on, so an answer off the
 * contract would show as a 500).
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allHandlers } from "../../simulator/areas/index.js";
import { repoPath } from "../../contract/paths.js";
import { startSimulator, type StartedSimulator, type TestPlatform } from "../support/simulator.js";
import { customer } from "../money/helpers.js";
import { POLICY } from "../agents/helpers.js";

const doc = JSON.parse(readFileSync(repoPath("generated", "openapi.json"), "utf8"));
const METHODS = ["get", "post", "put", "patch", "delete"];
const ops: { method: string; path: string; op: any }[] = [];
for (const [path, item] of Object.entries<any>(doc.paths)) for (const m of METHODS) if (item[m]) ops.push({ method: m.toUpperCase(), path, op: item[m] });

const deref = (x: any): any =>
  x?.$ref
    ? x.$ref
        .split("/")
        .slice(1)
        .reduce((o: any, k: string) => o[k], doc)
    : x;
const exampleOf = (media: any): unknown => media?.example ?? (media?.examples ? deref(Object.values<any>(media.examples)[0]).value : undefined);

let s: StartedSimulator;
let p: TestPlatform;
let bearer: string;

beforeAll(async () => {
  s = await startSimulator();
  p = await s.createPlatform({ regulated: true });
  const created = await p.post("/agents", { name: "walker", customerId: await customer(p), policy: POLICY });
  bearer = (await s.request("POST", `/agents/device-codes/${created.body.deviceCode.code}/redeem`)).body.accessToken;
});
afterAll(() => s.close());

describe("no operation answers 501", () => {
  it("every operationId of the contract has a handler", () => {
    const handlers = allHandlers();
    const missing = ops.filter(({ op }) => !handlers[op.operationId]).map(({ method, path, op }) => `${method} ${path} (${op.operationId})`);
    expect(ops.length).toBeGreaterThanOrEqual(152);
    expect(missing).toEqual([]);
  });

  it("a walk over every operation over HTTP finds no 501 and no 5xx", async () => {
    const bad: string[] = [];
    for (const { method, path, op } of ops) {
      const params = (op.parameters ?? []).map(deref);
      const headers: Record<string, string> = {};
      let url = path;
      const query = new URLSearchParams();
      for (const prm of params) {
        const v = String(prm.example ?? prm.schema?.example ?? prm.schema?.enum?.[0] ?? prm.schema?.default ?? "x");
        if (prm.in === "path") url = url.replace(`{${prm.name}}`, encodeURIComponent(v));
        else if (prm.required && prm.in === "query") query.set(prm.name, v);
        else if (prm.required && prm.in === "header") headers[prm.name.toLowerCase()] = v;
      }
      const schemes = (op.security ?? doc.security).flatMap((x: object) => Object.keys(x));
      if (schemes.includes("AgentAuth")) headers.authorization = `Bearer ${bearer}`;
      else if (schemes.includes("BasicAuth")) headers.authorization = p.auth;
      const media = deref(op.requestBody)?.content?.["application/json"];
      const body = media ? (exampleOf(media) ?? {}) : undefined;
      const target = query.size ? `${url}?${query}` : url;
      const r = op.requestBody?.content?.["multipart/form-data"]
        ? await s.request(method, target, { headers })
        : await s.request(method, target, { body, headers });
      if (r.status === 501 || r.status >= 500) bad.push(`${method} ${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 200)}`);
    }
    expect(bad).toEqual([]);
  }, 60_000);
});
