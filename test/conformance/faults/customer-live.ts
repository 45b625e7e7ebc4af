/**
 * Faults of what the live documentation of the customers operations states and the
 * customers walks check (spread into customers.ts's list): list time bounds taken as
 * exclusive, a submission taken before contact verification, a kyc-link
 * Idempotency-Key ignored, a wrong method answered 404 ...
 */
import type { Fault } from "./types.js";
import { original, rewrite } from "./helpers.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import type { PipelineContext } from "../../../simulator/pipeline/pipeline.js";
import { idempotencyStage } from "../../../simulator/pipeline/idempotency.js";
import { customersOf, getCustomerOr404, submitAndPersist } from "../../../simulator/areas/customers/service.js";
import { renderVerification } from "../../../simulator/areas/customers/domain/render.js";

const ONLY = ["model.customer-verification"];

/** A time bound moved by `ms` (a bound that was inclusive becomes exclusive). */
const shifted = (v: unknown, ms: number) => (typeof v === "string" && !Number.isNaN(Date.parse(v)) ? new Date(Date.parse(v) + ms).toISOString() : v);

export const customerLiveFaults: Fault[] = [
  {
    name: "customer list time bounds exclusive",
    kind: "status",
    description:
      "GET /customers leaves out a customer created or updated exactly at createdAfter / createdBefore / updatedAfter / updatedBefore (the bounds are exclusive).",
    simulatorOptions: {
      handlers: {
        listCustomers(ctx: HandlerContext) {
          const q = ctx.query as Record<string, unknown>;
          ctx.query = {
            ...q,
            createdAfter: shifted(q.createdAfter, 1),
            updatedAfter: shifted(q.updatedAfter, 1),
            createdBefore: shifted(q.createdBefore, -1),
            updatedBefore: shifted(q.updatedBefore, -1),
          };
          for (const k of Object.keys(ctx.query)) if (ctx.query[k] === undefined) delete ctx.query[k];
          return original("listCustomers")(ctx);
        },
      },
    },
    only: ONLY,
    expectRules: ["customers.list-bounds-inclusive"],
  },
  {
    name: "submission before contact verification",
    kind: "state-transition",
    description:
      "POST /verifications evaluates a customer whose email / phone are still PENDING instead of refusing it 409 (contact verification comes before KYC).",
    simulatorOptions: {
      handlers: {
        createVerification(ctx: HandlerContext) {
          const c = getCustomerOr404(ctx.store, (ctx.body as { customerId: string }).customerId);
          const emit = (t: string, d: unknown) => ctx.emit(t, d);
          const { verification, customer } = submitAndPersist(ctx.store, ctx.clock, ctx.platform.settings, emit, { ...c, contactVerification: undefined });
          customersOf(ctx.store).put({ ...customer, contactVerification: c.contactVerification });
          return { status: 200, body: renderVerification(verification) };
        },
      },
    },
    only: ONLY,
    expectRules: ["verification.contact-first"],
  },
  {
    name: "kyc-link ignores its Idempotency-Key",
    kind: "state-transition",
    description: "POST /customers/{id}/kyc-link sent again with the same Idempotency-Key issues another link (live: the first answer is replayed).",
    simulatorOptions: {
      stages: {
        idempotency: (ctx: PipelineContext, next: () => HandlerResult | Promise<HandlerResult>) =>
          ctx.op.operationId === "createKycLink" ? next() : idempotencyStage(ctx, next),
      },
    },
    only: ONLY,
    expectRules: ["kyc-link.idempotent"],
  },
  {
    name: "wrong method on a known path answered 404",
    kind: "status",
    description: "PUT and DELETE /customers (a path serving GET and POST) answer 404 NOT_FOUND instead of 405 METHOD_NOT_ALLOWED.",
    simulatorOptions: rewrite([], (r) => (r.status === 405 ? { status: 404, body: { code: "NOT_FOUND", reason: "Nothing is served here." } } : r)),
    only: ONLY,
    expectRules: ["api.method-not-allowed"],
  },
];
