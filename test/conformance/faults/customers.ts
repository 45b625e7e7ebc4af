/**
 * Faults in the customers area, each caught by model.customer-verification's records walk
 * under a named rule: a second customer created with a platformCustomerId already in use, a
 * bulk import job that never finishes or counts a failed row as created, a document
 * replacement answered but not kept, and a beneficial owner's patch answered but not kept.
 */
import type { Fault } from "./types.js";
import type { HandlerContext } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { customersOf, documentsOf, ownersOf } from "../../../simulator/areas/customers/service.js";

const ONLY = ["model.customer-verification"];

type Body = Record<string, unknown> & { progress?: Record<string, number>; errors?: unknown[] };

export const customerFaults: Fault[] = [
  {
    name: "duplicate platformCustomerId creates a second customer",
    kind: "status",
    description: "POST /customers with the platformCustomerId of an active customer answers 201 with a second customer instead of 409 CONFLICT.",
    simulatorOptions: {
      handlers: {
        async createCustomer(ctx: HandlerContext) {
          const pid = ctx.body?.platformCustomerId;
          const customers = customersOf(ctx.store);
          const taken = typeof pid === "string" && customers.list({ where: { platformCustomerId: pid }, limit: 10 }).data.some((c) => c.isDeleted !== true);
          if (!taken) return original("createCustomer")(ctx);
          const { platformCustomerId: _taken, ...rest } = ctx.body;
          ctx.body = rest;
          const res = await original("createCustomer")(ctx);
          const id = (res.body as { id?: string } | undefined)?.id;
          const stored = id ? customers.get(id) : undefined;
          if (stored) customers.put({ ...stored, platformCustomerId: pid });
          return res.status === 201 ? { ...res, body: { ...(res.body as object), platformCustomerId: pid } } : res;
        },
      },
    },
    only: ONLY,
    expectRules: ["customers.duplicate-platform-id"],
  },
  {
    name: "bulk import job never finishes",
    kind: "state-transition",
    description: "GET /customers/bulk/jobs/{jobId} answers the job PROCESSING with nothing processed, however long after the upload.",
    simulatorOptions: rewrite(["getCustomersBulkJob"], (r) => {
      if (r.status !== 200) return r;
      const { completedAt: _done, ...b } = r.body as Body;
      return {
        ...r,
        body: {
          ...b,
          status: "PROCESSING",
          processedRows: 0,
          succeededRows: 0,
          failedRows: 0,
          progress: { ...b.progress, processed: 0, successful: 0, failed: 0 },
          errors: [],
        },
      };
    }),
    only: ONLY,
    expectRules: ["customers.bulk-job-finishes"],
  },
  {
    name: "bulk import job counts a failed row as created",
    kind: "magic-outcome",
    description: "A finished bulk import job reports every row created (failed 0, no error entries) though one row's birthDate is no date and created nothing.",
    simulatorOptions: rewrite(["getCustomersBulkJob"], (r) => {
      const b = r.body as Body;
      if (r.status !== 200 || !b.progress) return r;
      const p = b.progress;
      return { ...r, body: { ...b, errors: [], progress: { ...p, successful: p.successful + p.failed, failed: 0 } } };
    }),
    only: ONLY,
    expectRules: ["customers.bulk-job-results"],
  },
  {
    name: "document replacement not kept",
    kind: "status",
    description: "PUT /documents/{documentId} answers 200 with the replaced document but keeps the old one (GET answers the document as it was).",
    simulatorOptions: {
      handlers: {
        async replaceDocument(ctx: HandlerContext) {
          const before = documentsOf(ctx.store).get(ctx.params.documentId);
          const res = await original("replaceDocument")(ctx);
          if (before && res.status === 200) documentsOf(ctx.store).put(before);
          return res;
        },
      },
    },
    only: ONLY,
    expectRules: ["documents.replace-read"],
  },
  {
    name: "beneficial owner patch not kept",
    kind: "status",
    description: "PATCH /beneficial-owners/{id} answers 200 with the change but keeps the owner as it was (GET answers the old fields).",
    simulatorOptions: {
      handlers: {
        async updateBeneficialOwner(ctx: HandlerContext) {
          const before = ownersOf(ctx.store).get(ctx.params.beneficialOwnerId);
          const res = await original("updateBeneficialOwner")(ctx);
          if (before && res.status === 200) ownersOf(ctx.store).put(before);
          return res;
        },
      },
    },
    only: ONLY,
    expectRules: ["kyb.owner-patch-persisted"],
  },
];
