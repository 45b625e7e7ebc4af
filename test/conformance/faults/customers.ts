/**
 * Faults in the customers area, each caught by model.customer-verification's walks under a
 * named rule: a second customer created with a platformCustomerId already in use, a bulk
 * import job that never finishes or counts a failed row as created, a document replacement
 * answered but not kept, a beneficial owner's patch answered but not kept; contact confirms
 * taken where they do not apply, an unknown end-user terms version accepted, PATCH refusals
 * answered as successes, a poor photo or a text file stored, lists naming no customer
 * answered as empty pages, a customer holding money deleted.
 */
import type { Fault } from "./types.js";
import type { HandlerContext, HandlerResult } from "../../../simulator/areas/types.js";
import { original, rewrite } from "./helpers.js";
import { ApiError } from "../../../simulator/errors/api-error.js";
import { customersOf, documentsOf, getCustomerOr404, ownersOf } from "../../../simulator/areas/customers/service.js";
import { renderCustomer } from "../../../simulator/areas/customers/domain/render.js";
import { customerHandlers } from "../../../simulator/areas/customers/handlers/customers.js";
import { loadKycRules } from "../../../contract/rules/kyc.js";
import { TINY_PNG } from "../../../conformance/builders/bodies.js";
import { customerLiveFaults } from "./customer-live.js";

const ONLY = ["model.customer-verification"];

type Body = Record<string, unknown> & { progress?: Record<string, number>; errors?: unknown[] };

const codeOf = (r: HandlerResult) => (r.body as { code?: string } | undefined)?.code;

/**
 * The simulator's handler for `op`, with the refusals `refused` picks (thrown as ApiError,
 * or answered) replaced by `instead`.
 */
export const refusalReplaced =
  (op: string, refused: (r: { status: number; code?: string }) => boolean, instead: (ctx: HandlerContext) => HandlerResult) =>
  async (ctx: HandlerContext): Promise<HandlerResult> => {
    try {
      const res = await original(op)(ctx);
      return refused({ status: res.status, code: codeOf(res) }) ? instead(ctx) : res;
    } catch (e) {
      if (e instanceof ApiError && refused(e)) return instead(ctx);
      throw e;
    }
  };

/** The customer as it is, answered 200 in place of a refusal. */
const answeredAnyway = (op: string, refused: (r: { status: number; code?: string }) => boolean) =>
  refusalReplaced(op, refused, (ctx) => ({ status: 200, body: renderCustomer(getCustomerOr404(ctx.store, ctx.params.customerId)) }));

/** The faults of the refusals the walks expect (contact confirms, terms, patches, documents, lists, deletion). */
function refusalFaults(): Fault[] {
  const versions = loadKycRules().endUserTerms.versions.map((v) => v.version);
  const anyVersion = (op: string) => (ctx: HandlerContext) => {
    const consent = ctx.body?.endUserTermsConsent;
    if (consent && !versions.includes(consent.termsVersion)) ctx.body = { ...ctx.body, endUserTermsConsent: { ...consent, termsVersion: versions[0] } };
    return original(op)(ctx);
  };
  const trigger = loadKycRules().documents.rejectTrigger.fileNameContains;
  const goodPhoto = (op: string) => (ctx: HandlerContext) => {
    ctx.files = ctx.files.map((f) => (f.filename.toLowerCase().includes(trigger) ? { ...f, filename: "photo.png" } : f));
    return original(op)(ctx);
  };
  const emptyPage = (r: HandlerResult) => (r.status === 404 ? { status: 200, body: { data: [], hasMore: false } } : r);
  /** The confirm taking the description's embedded-wallet OTP and refusing the live sandbox code. */
  const walletOtpCode = (op: string) => (ctx: HandlerContext) => {
    const code = ctx.body?.code;
    const live = loadKycRules().contact.sandboxCode;
    ctx.body = { ...ctx.body, code: code === "000000" ? live : code === live ? "000001" : code };
    return original(op)(ctx);
  };
  return [
    {
      name: "contact confirm wants the embedded-wallet OTP instead of the sandbox code",
      kind: "magic-outcome",
      description:
        "verify-email/confirm and verify-phone/confirm refuse the live sandbox code 123456 (400) and take 000000, the description's embedded-wallet OTP.",
      simulatorOptions: {
        handlers: {
          confirmCustomerEmailVerification: walletOtpCode("confirmCustomerEmailVerification"),
          confirmCustomerPhoneVerification: walletOtpCode("confirmCustomerPhoneVerification"),
        },
      },
      only: ONLY,
      expectRules: ["contact.confirm"],
    },
    {
      name: "contact confirm taken where it does not apply",
      kind: "status",
      description:
        "verify-email/confirm and verify-phone/confirm answer 200 with the customer for a channel the provider does not require or one already VERIFIED, instead of 409.",
      simulatorOptions: {
        handlers: {
          confirmCustomerEmailVerification: answeredAnyway("confirmCustomerEmailVerification", (r) => r.status === 409),
          confirmCustomerPhoneVerification: answeredAnyway("confirmCustomerPhoneVerification", (r) => r.status === 409),
        },
      },
      only: ONLY,
      expectRules: ["contact.confirm-409"],
    },
    {
      name: "unknown end-user terms version accepted",
      kind: "error-code",
      description:
        "POST and PATCH /customers take an endUserTermsConsent naming a version of the terms that does not exist (recorded as the current one) instead of 400 END_USER_TERMS_VERSION_NOT_FOUND.",
      simulatorOptions: { handlers: { createCustomer: anyVersion("createCustomer"), updateCustomer: anyVersion("updateCustomer") } },
      only: ONLY,
      expectRules: ["customers.terms-version"],
    },
    {
      name: "PATCH refusals answered as successes",
      kind: "status",
      description: "PATCH /customers/{id} answers 200 with the customer unchanged where it refuses (400 MISSING_MANDATORY_USER_INFO, 409 CONFLICT).",
      simulatorOptions: {
        handlers: {
          updateCustomer: answeredAnyway("updateCustomer", (r) => r.code === "MISSING_MANDATORY_USER_INFO" || (r.status === 409 && r.code === "CONFLICT")),
        },
      },
      only: ONLY,
      expectRules: ["customers.provider-required-patch", "customers.duplicate-platform-id-patch"],
    },
    {
      name: "poor photo stored",
      kind: "magic-outcome",
      description: "POST and PUT /documents store a photo the sandbox's poor-photo trigger rejects (201 / 200) instead of 422 DOCUMENT_REJECTED.",
      simulatorOptions: { handlers: { uploadDocument: goodPhoto("uploadDocument"), replaceDocument: goodPhoto("replaceDocument") } },
      only: ONLY,
      expectRules: ["documents.rejected", "documents.rejected-replacement"],
    },
    {
      name: "text file stored as a document",
      kind: "status",
      description: "POST /documents takes a file that is not a PDF, JPEG or PNG (stored as a PNG) instead of 400.",
      simulatorOptions: {
        handlers: {
          uploadDocument(ctx: HandlerContext) {
            ctx.files = ctx.files.map((f) => (f.filename.endsWith(".txt") ? { ...f, data: TINY_PNG } : f));
            return original("uploadDocument")(ctx);
          },
        },
      },
      only: ONLY,
      expectRules: ["documents.upload-invalid"],
    },
    {
      name: "lists naming no customer answered as empty pages",
      kind: "not-found",
      description:
        "GET /documents?documentHolder, GET /verifications?customerId and GET /beneficial-owners?customerId naming no customer answer an empty page instead of 404.",
      simulatorOptions: rewrite(["listDocuments", "getCustomerVerification", "listBeneficialOwners"], emptyPage),
      only: ONLY,
      expectRules: ["customers.unknown-filter"],
    },
    {
      name: "customer holding money deleted",
      kind: "state-transition",
      description: "DELETE /customers/{id} deletes a customer whose internal account holds a balance instead of 409 CONFLICT.",
      simulatorOptions: { handlers: { deleteCustomer: customerHandlers([]).deleteCustomer } },
      only: ONLY,
      expectRules: ["customers.delete-holding"],
    },
  ];
}

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
  ...refusalFaults(),
  ...customerLiveFaults,
];
