/**
 * A deleted resource stays gone, for every resource the API deletes: after its DELETE
 * answers as documented, reading it answers 404 with its code, a second DELETE answers 404,
 * and its list no longer shows it (a customer may instead be answered marked `isDeleted`, as
 * the live service does, and a second delete 410). Customers also refuse a patch and a submission; a deleted
 * document no longer blocks a new upload of its type. (Embedded-wallet sessions, credentials
 * and delegated keys, and SCA factors, are followed in their models.)
 */
import type { ApiClient } from "../client/client.js";
import type { Json } from "../contract/json.js";
import type { CheckContext, CheckDefinition, PlatformHandle, Scenario } from "../runner/types.js";
import { answered } from "../client/answer.js";
import { describedRule, liveRule } from "../contract/rule-spec.js";
import { documentUpload, individual } from "../builders/bodies.js";
import { accountNumber, approvedCustomer, usdBankAccount } from "../builders/setup.js";
import { agentOf } from "../builders/agents.js";
import { expectedNotFoundCodes } from "./not-found.js";

interface Deletable {
  /** The DELETE operation. */
  op: string;
  /** Make one; its id, the path of the resource, its list (with a query that finds it) and the credentials to use. */
  make(client: ApiClient, s: Scenario): Promise<{ id: string; path: string; list?: { path: string; query?: Record<string, string> }; client?: ApiClient }>;
  /** Other calls on the deleted resource that must answer 404. */
  also?: (id: string) => [method: string, path: string, body?: unknown][];
  /**
   * The live service marks the resource instead (`isDeleted`): its GET may answer 200 with
   * `isDeleted: true` and a second DELETE 410, besides 404 (never stricter than the service).
   */
  marked?: boolean;
}

const enc = encodeURIComponent;

const DELETABLES: Deletable[] = [
  {
    op: "DELETE /customers/{customerId}",
    async make(client, s) {
      const c = await client.call("POST", "/customers", { body: individual() });
      s.expect(c.status === 201, "setup", `creating a customer answered ${answered(c)}`);
      return { id: c.body.id, path: `/customers/${enc(c.body.id)}`, list: { path: "/customers", query: { platformCustomerId: c.body.platformCustomerId } } };
    },
    also: (id) => [
      ["PATCH", `/customers/${enc(id)}`, { customerType: "INDIVIDUAL", fullName: "Ghost Doe" }],
      ["POST", "/verifications", { customerId: id }],
    ],
    marked: true,
  },
  {
    op: "DELETE /documents/{documentId}",
    async make(client, s) {
      const c = await client.call("POST", "/customers", { body: individual() });
      const d = await client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
      s.expect(d.status === 201, "setup", `uploading a document answered ${answered(d)}`);
      return { id: d.body.id, path: `/documents/${enc(d.body.id)}`, list: { path: "/documents", query: { documentHolder: c.body.id } } };
    },
  },
  {
    op: "DELETE /customers/external-accounts/{externalAccountId}",
    async make(client, s) {
      const c = await approvedCustomer(client, s);
      const id = await usdBankAccount(client, s, c.id, accountNumber());
      return { id, path: `/customers/external-accounts/${enc(id)}`, list: { path: "/customers/external-accounts", query: { customerId: c.id } } };
    },
  },
  {
    op: "DELETE /platform/external-accounts/{externalAccountId}",
    async make(client, s) {
      const id = await usdBankAccount(client, s, null, accountNumber());
      return { id, path: `/platform/external-accounts/${enc(id)}` };
    },
  },
  {
    op: "DELETE /tokens/{tokenId}",
    async make(client, s) {
      const name = `deleted-${Date.now().toString(36)}`;
      const t = await client.call("POST", "/tokens", { body: { name, permissions: ["VIEW"] } });
      s.expect(t.status === 201, "setup", `creating a token answered ${answered(t)}`);
      return { id: t.body.id, path: `/tokens/${enc(t.body.id)}`, list: { path: "/tokens", query: { name } } };
    },
  },
  {
    op: "DELETE /agents/{agentId}",
    async make(client, s) {
      const c = await approvedCustomer(client, s);
      const a = await agentOf(client, s, c.id);
      return { id: a.id, path: `/agents/${enc(a.id)}`, list: { path: "/agents", query: { customerId: c.id } } };
    },
  },
  {
    op: "DELETE /agents/me/external-accounts/{externalAccountId}",
    async make(client, s) {
      const c = await approvedCustomer(client, s);
      const a = await agentOf(client, s, c.id);
      const agent = client.withAuth({ bearer: a.token });
      const accountInfo = {
        accountType: "USD_ACCOUNT",
        accountNumber: accountNumber(),
        routingNumber: "021000021",
        bankAccountType: "CHECKING",
        beneficiary: {
          beneficiaryType: "INDIVIDUAL",
          fullName: "Jane Roe",
          address: { line1: "1 Main St", city: "Austin", postalCode: "78701", country: "US" },
        },
      };
      const r = await agent.call("POST", "/agents/me/external-accounts", { body: { currency: "USD", accountInfo } });
      s.expect(r.status === 201, "setup", `the agent creating an external account answered ${answered(r)}`);
      return { id: r.body.id, path: `/agents/me/external-accounts/${enc(r.body.id)}`, list: { path: "/agents/me/external-accounts" }, client: agent };
    },
  },
];

/** The rule a deletable resource's expectations name. */
const ruleOf = (op: string) => `deleted ${op}`;

async function deleteThenGone(ctx: CheckContext, s: Scenario, platform: PlatformHandle, d: Deletable): Promise<void> {
  const base = s.clientFor(platform);
  const made = await d.make(base, s);
  const client = made.client ?? base;
  const rule = ruleOf(d.op);
  const op = ctx.contract.byKey.get(d.op)!;
  const success = Object.keys(op.op.responses ?? {})
    .filter((k) => k.startsWith("2"))
    .map(Number);
  const del = await client.call("DELETE", made.path);
  s.expect(success.includes(del.status), "delete.status", `${d.op} answered ${answered(del)}`, success, del.status);
  const getOp = ctx.contract.match("GET", made.path);
  const codes = getOp ? expectedNotFoundCodes(getOp.path, ctx.contract.operationCodes(getOp, 404) ?? []) : [];
  const reads: [string, string, unknown?][] = [...(getOp ? [["GET", made.path] as [string, string]] : []), ["DELETE", made.path], ...(d.also?.(made.id) ?? [])];
  for (const [method, path, body] of reads) {
    const r = await client.call(method, path, { body });
    const markedAnswer =
      d.marked === true &&
      path === made.path &&
      ((method === "GET" && r.status === 200 && r.body?.isDeleted === true) || (method === "DELETE" && r.status === 410));
    if (markedAnswer) continue;
    s.expect(r.status === 404, rule, `${method} ${path} after the delete answered ${answered(r)}`, 404, r.status);
    if (method === "GET" && codes.length)
      s.expect(codes.includes(r.body?.code), "not-found.code", `${method} ${path} after the delete: ${answered(r)}`, codes, r.body?.code);
  }
  if (made.list) {
    const l = await client.call("GET", made.list.path, { query: { ...made.list.query, limit: 100 } });
    s.expect(l.status === 200 && !(l.body?.data ?? []).some((x: Json) => x.id === made.id), rule, `${made.list.path} still lists the deleted ${made.id}`);
  }
}

export const useAfterDeleteCheck: CheckDefinition = {
  id: "not-found.after-delete",
  area: "areas under test",
  kind: "not-found",
  rule: "A deleted resource stays gone: reading it, deleting it again and acting on it answer 404; its list no longer shows it.",
  rules: [
    describedRule("setup", "The calls that make the resource first are answered."),
    liveRule("delete.status", "A DELETE answers the status the operation documents (204, or 200 with the deleted customer)."),
    describedRule("not-found.code", "A read of a deleted resource answers the code of an unknown one."),
    describedRule(
      "after-delete.reupload",
      "A deleted document no longer blocks a new upload of its type (409 DOCUMENT_ALREADY_EXISTS is for a document that exists).",
    ),
    ...DELETABLES.map((d) =>
      describedRule(ruleOf(d.op), `After ${d.op}, the resource is gone: 404 as an unknown one (GET ... 404 when unknown), and out of its list.`),
    ),
  ],
  async run(ctx) {
    if (!ctx.hasPlatform("regulated")) {
      for (const d of DELETABLES) ctx.skipCase(d.op, ctx.missingPlatform("regulated"), { operationKey: d.op });
      return;
    }
    const platform = await ctx.platform("regulated");
    for (const d of DELETABLES) await ctx.runCase(d.op, (s) => deleteThenGone(ctx, s, platform, d), { operationKey: d.op, platform });
    await ctx.runCase(
      "a deleted document no longer blocks its type",
      async (s) => {
        const c = await s.client.call("POST", "/customers", { body: individual() });
        const doc = await s.client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
        s.expect(doc.status === 201, "setup", `uploading a document answered ${answered(doc)}`);
        await s.client.call("DELETE", `/documents/${enc(doc.body.id)}`);
        const again = await s.client.call("POST", "/documents", { multipart: documentUpload(c.body.id) });
        s.expect(again.status === 201, "after-delete.reupload", `re-uploading after the delete answered ${answered(again)}`, 201, again.status);
      },
      { operationKey: "POST /documents", platform },
    );
  },
};
