/** Faults in what a response looks like: schema, status, error codes, field errors. */
import type { Fault } from "./types.js";
import { customerBodies, rewrite } from "./helpers.js";

const fieldErrorsOf = (body: any): any[] => body?.details?.errors ?? [];
const isInvalidInput = (status: number, body: any) => status === 400 && body?.code === "INVALID_INPUT";

export const schemaFaults: Fault[] = [
  {
    name: "customer without createdAt",
    kind: "schema",
    description: "Every Customer body (single or in a list) lacks the required createdAt.",
    simulatorOptions: customerBodies(({ createdAt: _, ...c }) => c),
    only: ["not-found.after-delete"],
    expectRules: ["response.schema"],
  },
  {
    name: "customer fullName is a number",
    kind: "schema",
    description: "Every individual Customer body carries fullName as a number.",
    simulatorOptions: customerBodies((c) => (c.customerType === "INDIVIDUAL" ? { ...c, fullName: 42 } : c)),
    only: ["not-found.after-delete"],
    expectRules: ["response.schema"],
  },
  {
    name: "verification status outside its enum",
    kind: "schema",
    description: "POST /verifications answers verificationStatus IN_REVIEW, a value the schema does not list.",
    simulatorOptions: rewrite(["createVerification"], (r) =>
      r.status === 200 ? { ...r, body: { ...(r.body as object), verificationStatus: "IN_REVIEW" } } : r,
    ),
    only: ["data.positive"],
    expectRules: ["response.schema"],
  },
];

export const statusFaults: Fault[] = [
  {
    name: "create customer answers 200",
    kind: "status",
    description: "POST /customers answers 200 instead of 201.",
    simulatorOptions: rewrite(["createCustomer"], (r) => (r.status === 201 ? { ...r, status: 200 } : r)),
    only: ["data.positive"],
    expectRules: ["response.status-documented"],
  },
  {
    name: "delete customer answers 204 without the customer",
    kind: "status",
    description: "DELETE /customers/{id} answers 204 with no body instead of 200 with the deleted customer (the live status).",
    simulatorOptions: rewrite(["deleteCustomer"], (r) => (r.status === 200 ? { status: 204 } : r)),
    only: ["not-found.after-delete"],
    expectRules: ["delete.status", "response.status-documented"],
  },
  {
    name: "invalid input answers 422",
    kind: "status",
    description: "Validation failures answer 422 instead of 400 INVALID_INPUT.",
    simulatorOptions: rewrite([], (r) => (isInvalidInput(r.status, r.body) ? { ...r, status: 422 } : r)),
    only: ["data.negative"],
    expectRules: ["data.400", "response.status-documented"],
  },
];

export const errorCodeFaults: Fault[] = [
  {
    name: "CUSTOMER_NOT_FOUND answered as NOT_FOUND",
    kind: "error-code",
    description: "Every 404 CUSTOMER_NOT_FOUND is answered with the generic NOT_FOUND.",
    simulatorOptions: rewrite([], (r) => ((r.body as any)?.code === "CUSTOMER_NOT_FOUND" ? { ...r, body: { ...(r.body as object), code: "NOT_FOUND" } } : r)),
    only: ["not-found.unknown-id"],
    expectRules: ["not-found.code", "response.error-code", "response.operation-code"],
  },
  {
    name: "kyc-link 409 with an undocumented code",
    kind: "error-code",
    description: "POST /customers/{id}/kyc-link with an unverified contact channel answers 409 CONTACT_NOT_VERIFIED (the operation documents only CONFLICT).",
    simulatorOptions: rewrite(["createKycLink"], (r) => (r.status === 409 ? { ...r, body: { ...(r.body as object), code: "CONTACT_NOT_VERIFIED" } } : r)),
    only: ["model.customer-verification"],
    expectRules: ["response.error-code"],
  },
  {
    name: "401 with a 403 code",
    kind: "error-code",
    description: "Authentication failures answer 401 with code FORBIDDEN.",
    simulatorOptions: rewrite([], (r) => (r.status === 401 ? { ...r, body: { ...(r.body as object), code: "FORBIDDEN" } } : r)),
    only: ["auth.credentials"],
    expectRules: ["auth.code", "response.error-code"],
  },
];

export const fieldErrorFaults: Fault[] = [
  {
    name: "only the first invalid field",
    kind: "field-errors",
    description: "INVALID_INPUT names only the first invalid field in details.errors.",
    simulatorOptions: rewrite([], (r) => {
      if (!isInvalidInput(r.status, r.body)) return r;
      const b = r.body as any;
      return { ...r, body: { ...b, details: { ...b.details, errors: fieldErrorsOf(b).slice(0, 1) } } };
    }),
    only: ["data.negative"],
    expectRules: ["data.field-errors"],
  },
  {
    name: "a valid field named",
    kind: "field-errors",
    description: "INVALID_INPUT also names a top-level field of the request that is valid.",
    simulatorOptions: rewrite([], (r, ctx) => {
      if (!isInvalidInput(r.status, r.body)) return r;
      const b = r.body as any;
      const named = fieldErrorsOf(b).map((e) => String(e.field));
      const sent = ctx?.body.kind === "json" && ctx.body.json && typeof ctx.body.json === "object" ? Object.keys(ctx.body.json) : [];
      const valid = sent.find((k) => !named.some((n) => n === k || n.startsWith(`${k}.`) || n.startsWith(`${k}[`)));
      if (!valid) return r;
      const extra = { field: valid, in: "body", code: "INVALID_VALUE", reason: "is invalid" };
      return { ...r, body: { ...b, details: { ...b.details, errors: [...fieldErrorsOf(b), extra] } } };
    }),
    only: ["data.negative"],
    expectRules: ["data.field-errors"],
  },
  {
    name: "no details.errors",
    kind: "field-errors",
    description: "INVALID_INPUT carries no details at all, only a reason.",
    simulatorOptions: rewrite([], (r) => {
      if (!isInvalidInput(r.status, r.body)) return r;
      const { details: _, ...rest } = r.body as any;
      return { ...r, body: rest };
    }),
    only: ["data.negative"],
    expectRules: ["data.field-errors"],
  },
  {
    name: "a field named twice",
    kind: "field-errors",
    description: "INVALID_INPUT lists the first FieldError twice.",
    simulatorOptions: rewrite([], (r) => {
      if (!isInvalidInput(r.status, r.body)) return r;
      const b = r.body as any;
      const errors = fieldErrorsOf(b);
      return errors.length ? { ...r, body: { ...b, details: { ...b.details, errors: [...errors, errors[0]] } } } : r;
    }),
    only: ["data.negative"],
    expectRules: ["data.field-errors"],
  },
];
