/**
 * Tenancy: "A platform never sees another's objects (404 as if absent)". A customer
 * and a document of platform A are invisible to platform B on every kind of access:
 * list, get, patch, delete and actions; and B's attempts leave A's objects intact.
 */
import type { CheckDefinition, Scenario } from "../runner/types.js";
import { individual, documentUpload } from "../builders/bodies.js";
import type { Json } from "../contract/json.js";
import { answered } from "../client/answer.js";
import { describedRule, designedRule, liveRule } from "../contract/rule-spec.js";

function expect404(s: Scenario, status: number, what: string, code?: string, wanted?: string[]) {
  s.expect(status === 404, "tenancy.404", `${what}: platform B got ${status} for platform A's object (must be 404 as if absent)`, 404, status);
  if (wanted) s.expect(wanted.includes(code ?? ""), "tenancy.code", `${what}: code ${code}`, wanted, code);
}

export const tenancyCheck: CheckDefinition = {
  id: "tenancy.isolation",
  area: "Customers",
  kind: "tenancy",
  rule: "A resource of platform A is 404 for platform B on list, get, patch, delete and actions.",
  needs: ["secondPlatform"],
  rules: [
    describedRule("setup", "The calls a check needs to get going are answered (a customer and its document created)."),
    describedRule("tenancy.404", "A platform never sees another's objects: 404 as if absent (credentials select the platform and its data)."),
    describedRule("tenancy.code", "That 404 carries the area's *_NOT_FOUND code, as for an unknown id."),
    liveRule("tenancy.list", "Another platform's objects are in none of its lists."),
    describedRule("tenancy.intact", "Another platform's attempts leave the objects unchanged."),
  ],
  async run(ctx) {
    const a = ctx.control ? await ctx.platform("unregulated", true) : await ctx.platform("default");
    const b = await ctx.secondPlatform();
    await ctx.runCase(
      "customer of A is absent for B",
      async (s) => {
        const ca = s.clientFor(a);
        const cb = s.clientFor(b);
        const created = await ca.call("POST", "/customers", { body: individual() });
        s.expect(created.status === 201, "setup", `creating a customer answered ${created.status}`, 201, created.status);
        const id = created.body.id as string;
        const doc = await ca.call("POST", "/documents", { multipart: documentUpload(id) });
        s.expect(doc.status === 201, "setup", `uploading a document answered ${doc.status}`, 201, doc.status);
        const enc = encodeURIComponent(id);
        let r = await cb.call("GET", `/customers/${enc}`);
        expect404(s, r.status, "GET /customers/{id}", r.body?.code, ["CUSTOMER_NOT_FOUND"]);
        r = await cb.call("PATCH", `/customers/${enc}`, { body: { customerType: "INDIVIDUAL", fullName: "Mallory Doe" } });
        expect404(s, r.status, "PATCH /customers/{id}", r.body?.code, ["CUSTOMER_NOT_FOUND"]);
        r = await cb.call("DELETE", `/customers/${enc}`);
        expect404(s, r.status, "DELETE /customers/{id}", r.body?.code, ["CUSTOMER_NOT_FOUND"]);
        r = await cb.call("POST", "/verifications", { body: { customerId: id } });
        expect404(s, r.status, "POST /verifications", r.body?.code, ["CUSTOMER_NOT_FOUND"]);
        r = await cb.call("POST", `/customers/${enc}/kyc-link`, { body: { redirectUri: "https://example.com/done" } });
        expect404(s, r.status, "POST /customers/{id}/kyc-link", r.body?.code, ["CUSTOMER_NOT_FOUND"]);
        r = await cb.call("POST", "/documents", { multipart: documentUpload(id) });
        expect404(s, r.status, "POST /documents for A's customer", r.body?.code, ["DOCUMENT_HOLDER_NOT_FOUND"]);
        r = await cb.call("GET", `/documents/${encodeURIComponent(doc.body.id)}`);
        expect404(s, r.status, "GET /documents/{id}", r.body?.code);
        r = await cb.call("DELETE", `/documents/${encodeURIComponent(doc.body.id)}`);
        expect404(s, r.status, "DELETE /documents/{id}", r.body?.code);
        const list = await cb.call("GET", "/customers", { query: { platformCustomerId: created.body.platformCustomerId } });
        s.expect(list.status === 200, "tenancy.list", `GET /customers answered ${list.status}`, 200, list.status);
        s.expect(!list.body.data.some((c: Json) => c.id === id), "tenancy.list", "platform B's list shows platform A's customer");
        const docs = await cb.call("GET", "/documents");
        s.expect(
          docs.status === 200 && !docs.body.data.some((d: Json) => d.id === doc.body.id),
          "tenancy.list",
          "platform B's document list shows platform A's document",
        );
        const still = await ca.call("GET", `/customers/${enc}`);
        s.expect(
          still.status === 200 && still.body.fullName === created.body.fullName,
          "tenancy.intact",
          "platform B's attempts changed or removed platform A's customer",
        );
        const stillDoc = await ca.call("GET", `/documents/${encodeURIComponent(doc.body.id)}`);
        s.expect(stillDoc.status === 200, "tenancy.intact", "platform B's delete removed platform A's document", 200, stillDoc.status);
      },
      { platform: a },
    );
  },
};

export const productionSandboxCheck: CheckDefinition = {
  id: "environment.sandbox-paths",
  area: "Sandbox",
  kind: "status",
  rule: "Sandbox simulate paths return 404 in Production.",
  rules: [
    describedRule("environment.404", "Sandbox simulate paths return 404 in Production."),
    designedRule(
      "environment.code",
      "That 404 carries the generic NOT_FOUND code (the code is designed: the description says only that sandbox paths answer 404).",
    ),
  ],
  async run(ctx) {
    const ops = ctx.contract.operations.filter((o) => o.path.startsWith("/sandbox/"));
    if (!ctx.hasPlatform("production")) {
      for (const op of ops) ctx.skipCase(op.key, ctx.missingPlatform("production"), { operationKey: op.key });
      return;
    }
    const prod = await ctx.platform("production");
    const { fillPath } = await import("./scope.js");
    for (const op of ops) {
      await ctx.runCase(
        op.key,
        async (s) => {
          const r = await s.client.call(op.method, fillPath(op.path), { body: ctx.contract.requestExample(op) });
          s.expect(r.status === 404, "environment.404", `${op.key} with Production credentials answered ${r.status}`, 404, r.status);
          s.expect(r.body?.code === "NOT_FOUND", "environment.code", `${op.key} in Production: answered ${answered(r)}`, "NOT_FOUND", r.body?.code);
        },
        { operationKey: op.key, platform: prod },
      );
    }
  },
};
