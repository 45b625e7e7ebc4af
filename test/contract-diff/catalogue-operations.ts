/**
 * Mutations of operations, parameters, security, webhooks, deprecations, the subtler schema
 * cases (renames, equivalent rewrites) and the rule tables.
 */
import { cc, cust, type Mutation } from "./catalogue-base.js";

export const OPERATION_AND_RULE_MUTATIONS: Mutation[] = [
  { name: "operation removed", apply: (d) => delete d.paths["/customers/{customerId}"].delete, forward: ["operation-removed"], backward: ["operation-added"] },
  {
    name: "path parameter renamed (no change)",
    apply: (d) => {
      const item = d.paths["/customers/{customerId}"];
      item.parameters[0].name = "id";
      d.paths["/customers/{id}"] = item;
      delete d.paths["/customers/{customerId}"];
    },
    forward: [],
    backward: [],
  },
  {
    name: "query parameter made required",
    apply: (d) => (d.paths["/customers"].get.parameters[0].required = true),
    forward: ["parameter-required-added"],
    backward: ["parameter-required-removed"],
  },
  {
    name: "required query parameter added",
    apply: (d) => d.paths["/customers"].get.parameters.push({ name: "region", in: "query", required: true, schema: { type: "string" } }),
    forward: ["parameter-added-required"],
    backward: ["parameter-removed"],
  },
  {
    name: "optional query parameter added",
    apply: (d) => d.paths["/customers"].get.parameters.push({ name: "q", in: "query", schema: { type: "string" } }),
    forward: ["parameter-added"],
    backward: ["parameter-removed"],
  },
  {
    name: "query parameter maximum lowered",
    apply: (d) => (d.paths["/customers"].get.parameters[0].schema.maximum = 50),
    forward: ["request-maximum-decreased"],
    backward: ["request-maximum-increased"],
  },
  {
    name: "query parameter enum value removed",
    apply: (d) => (d.paths["/customers"].get.parameters[1].schema.enum = ["ACTIVE"]),
    forward: ["request-enum-value-removed"],
    backward: ["request-enum-value-added"],
  },
  {
    name: "path parameter pattern changed",
    apply: (d) => (d.paths["/customers/{customerId}"].parameters[0].schema.pattern = "^Customer:[0-9]+$"),
    forward: ["request-pattern-changed"],
    backward: ["request-pattern-relaxed"],
  },
  {
    name: "header maxLength lowered",
    apply: (d) => (d.paths["/customers"].post.parameters[0].schema.maxLength = 32),
    forward: ["request-max-length-decreased"],
    backward: ["request-max-length-increased"],
  },
  {
    name: "response status added",
    apply: (d) => (d.paths["/customers"].post.responses["409"] = { $ref: "#/components/responses/BadRequest" }),
    forward: ["response-status-added"],
    backward: ["response-status-removed"],
  },
  {
    name: "x-error-codes entry added",
    apply: (d) => d.paths["/customers"].post["x-error-codes"]["400"].push("CUSTOMER_NOT_FOUND"),
    forward: ["error-code-added"],
    backward: ["error-code-removed"],
  },
  {
    name: "error code enum value added",
    apply: (d) => d.components.schemas.Error.properties.code.enum.push("CONFLICT"),
    forward: ["response-enum-value-added"],
    backward: ["response-enum-value-removed"],
  },
  {
    name: "request body no longer required",
    apply: (d) => (d.paths["/customers"].post.requestBody.required = false),
    forward: ["request-body-required-removed"],
    backward: ["request-body-required-added"],
  },
  {
    name: "request media type replaced",
    apply: (d) => {
      const c = d.paths["/customers"].post.requestBody.content;
      c["application/merge-patch+json"] = c["application/json"];
      delete c["application/json"];
    },
    forward: ["request-media-type-removed", "request-media-type-added"],
    backward: ["request-media-type-removed", "request-media-type-added"],
  },
  {
    name: "operation security switched",
    apply: (d) => (d.paths["/agents/me"].get.security = [{ BasicAuth: [] }]),
    forward: ["operation-security-removed", "operation-security-added"],
    backward: ["operation-security-removed", "operation-security-added"],
  },
  {
    name: "security scheme changed",
    apply: (d) => (d.components.securitySchemes.AgentAuth = { type: "apiKey", in: "header", name: "X-Agent-Key" }),
    forward: ["security-scheme-changed"],
    backward: ["security-scheme-changed"],
  },
  {
    name: "security scheme added",
    apply: (d) => (d.components.securitySchemes.ApiKey = { type: "apiKey", in: "header", name: "X-Key" }),
    forward: ["security-scheme-added"],
    backward: ["security-scheme-removed"],
  },
  { name: "webhook event removed", apply: (d) => delete d.webhooks["CUSTOMER.UPDATED"], forward: ["webhook-removed"], backward: ["webhook-added"] },
  {
    name: "webhook payload field gains a format",
    apply: (d) => (d.webhooks["CUSTOMER.UPDATED"].post.requestBody.content["application/json"].schema.properties.id.format = "uuid"),
    forward: ["webhook-format-added"],
    backward: ["webhook-format-removed"],
  },
  {
    name: "operation deprecated",
    apply: (d) => (d.paths["/customers/{customerId}"].get.deprecated = true),
    forward: ["operation-deprecated"],
    backward: ["operation-deprecation-removed"],
  },
  {
    name: "query parameter deprecated",
    apply: (d) => (d.paths["/customers"].get.parameters[1].deprecated = true),
    forward: ["parameter-deprecated"],
    backward: ["parameter-deprecation-removed"],
  },
  {
    name: "request property deprecated",
    apply: (d) => (cc(d).nickname.deprecated = true),
    forward: ["request-deprecated"],
    backward: ["request-deprecation-removed"],
  },
  {
    name: "response property deprecated beside its $ref",
    apply: (d) => (cust(d).address = { $ref: "#/components/schemas/Address", deprecated: true }),
    forward: ["response-deprecated", "webhook-deprecated"],
    backward: ["response-deprecation-removed", "webhook-deprecation-removed"],
  },
  {
    name: "enum value deprecated (a const branch)",
    apply: (d) => (cust(d).tier.oneOf[0].deprecated = true),
    forward: ["response-enum-value-deprecated", "webhook-enum-value-deprecated"],
    backward: ["response-enum-value-deprecation-removed", "webhook-enum-value-deprecation-removed"],
  },
  {
    name: "webhook event deprecated",
    apply: (d) => (d.webhooks["CUSTOMER.UPDATED"].post.deprecated = true),
    forward: ["webhook-event-deprecated"],
    backward: ["webhook-event-deprecation-removed"],
  },
  {
    name: "request property removed from an open object",
    apply: (d) => delete cc(d).taxId,
    forward: ["request-property-removed"],
    backward: ["request-property-added"],
  },
  {
    name: "request property removed: an array of unique objects",
    apply: (d) => delete cc(d).limits,
    forward: ["request-property-removed"],
    backward: ["request-property-added"],
  },
  {
    name: "request property renamed",
    apply: (d) => {
      cc(d).taxIdentifier = cc(d).taxId;
      delete cc(d).taxId;
    },
    forward: ["request-property-renamed"],
    backward: ["request-property-renamed"],
  },
  {
    name: "response property renamed",
    apply: (d) => {
      cust(d).closedOn = cust(d).closedAt;
      delete cust(d).closedAt;
    },
    forward: ["response-property-renamed", "webhook-property-renamed"],
    backward: ["response-property-renamed", "webhook-property-renamed"],
  },
  {
    name: "multipleOf loosened (4 to 2)",
    apply: (d) => (cc(d).units.multipleOf = 2),
    forward: ["request-multiple-of-widened"],
    backward: ["request-multiple-of-narrowed"],
  },
  {
    name: "multipleOf changed to a step neither divides (4 to 6)",
    apply: (d) => (cc(d).units.multipleOf = 6),
    forward: ["request-multiple-of-narrowed"],
    backward: ["request-multiple-of-narrowed"],
  },
  {
    name: "pattern relaxed",
    apply: (d) => (d.components.schemas.Address.properties.country.pattern = "^[A-Z]{2,3}$"),
    forward: ["request-pattern-relaxed", "response-pattern-relaxed", "webhook-pattern-relaxed"],
    backward: ["request-pattern-changed", "response-pattern-changed", "webhook-pattern-changed"],
  },
  {
    name: "pattern rewritten to an equivalent one",
    apply: (d) => (d.components.schemas.Address.properties.country.pattern = "^[A-Z][A-Z]$"),
    forward: ["request-pattern-equivalent", "response-pattern-equivalent", "webhook-pattern-equivalent"],
    backward: ["request-pattern-equivalent", "response-pattern-equivalent", "webhook-pattern-equivalent"],
  },
  {
    name: "a writeOnly property added to a shared schema is no response change",
    apply: (d) => (d.components.schemas.Address.properties.pin = { type: "string", writeOnly: true }),
    forward: ["request-property-added"],
    backward: ["request-property-removed"],
  },
  {
    name: "a readOnly property added to a shared schema is no request change",
    apply: (d) => (d.components.schemas.Address.properties.verifiedAt = { type: "string", readOnly: true }),
    forward: ["response-property-added", "webhook-property-added"],
    backward: ["response-property-removed", "webhook-property-removed"],
  },
  {
    name: "const written as a one-value enum (no change)",
    apply: (d) => (d.components.schemas.AccountSource.properties.sourceType = { type: "string", enum: ["ACCOUNT"] }),
    forward: [],
    backward: [],
  },
  {
    name: "a $ref wrapped in a one-entry allOf (no change)",
    apply: (d) => (cc(d).address = { allOf: [{ $ref: "#/components/schemas/Address" }], description: "where they live" }),
    forward: [],
    backward: [],
  },
  {
    name: "minimum written as exclusiveMinimum (no change)",
    apply: (d) => {
      delete cust(d).balance.minimum;
      cust(d).balance.exclusiveMinimum = -1;
    },
    forward: [],
    backward: [],
  },
  { name: "description edited (no change)", apply: (d) => (cc(d).fullName.description = "The customer's legal name."), forward: [], backward: [] },
  {
    name: "suffix outcome changed",
    apply: (_d, r) => (r["sandbox-kyc"].individual.outcomes["002"].atCreation = "APPROVED"),
    forward: ["rules-value-changed"],
    backward: ["rules-value-changed"],
  },
  {
    name: "suffix removed",
    apply: (_d, r) => delete r["sandbox-kyc"].individual.outcomes["001"],
    forward: ["rules-entry-removed"],
    backward: ["rules-entry-added"],
  },
  {
    name: "default outcome changed",
    apply: (_d, r) => (r["sandbox-kyc"].individual.default = "PENDING"),
    forward: ["rules-value-changed"],
    backward: ["rules-value-changed"],
  },
  {
    name: "rule note edited (no change)",
    apply: (_d, r) => (r["sandbox-kyc"].individual.outcomes["001"].note = "reviewed by hand"),
    forward: [],
    backward: [],
  },
  {
    name: "corridor rail removed",
    apply: (_d, r) => (r.corridors.corridors[0].rails = ["SPEI"]),
    forward: ["rules-entry-removed"],
    backward: ["rules-entry-added"],
  },
  { name: "corridor removed", apply: (_d, r) => r.corridors.corridors.splice(1, 1), forward: ["rules-entry-removed"], backward: ["rules-entry-added"] },
  { name: "rule table removed", apply: (_d, r) => delete r.corridors, forward: ["rules-table-removed"], backward: ["rules-table-added"] },
];
