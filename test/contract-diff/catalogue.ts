/**
 * The mutation catalogue: small changes to the fixture contract (and its rule tables),
 * each with the check ids expected when the fixture is BASE and the mutation REVISION
 * (forward) and the other way round (backward). Changes of form only (a reordered oneOf,
 * a renamed $ref, const as a one-value enum) expect nothing.
 */
type Doc = any;
type Rules = Record<string, any>;

export interface Mutation {
  name: string;
  apply(doc: Doc, rules: Rules): void;
  forward: string[];
  backward: string[];
}

const cc = (d: Doc) => d.components.schemas.CustomerCreate.properties;
const cust = (d: Doc) => d.components.schemas.Customer.properties;

function renameSchema(d: Doc, from: string, to: string): void {
  const s = d.components.schemas;
  s[to] = s[from];
  delete s[from];
  const text = JSON.stringify(d).split(`"#/components/schemas/${from}"`).join(`"#/components/schemas/${to}"`);
  Object.assign(d, JSON.parse(text));
}

export const MUTATIONS: Mutation[] = [
  {
    name: "enum value removed from a request field",
    apply: (d) => (cc(d).customerType.enum = ["INDIVIDUAL"]),
    forward: ["request-enum-value-removed"],
    backward: ["request-enum-value-added"],
  },
  {
    name: "maxLength narrowed",
    apply: (d) => (cc(d).fullName.maxLength = 20),
    forward: ["request-max-length-decreased"],
    backward: ["request-max-length-increased"],
  },
  {
    name: "minLength raised",
    apply: (d) => (cc(d).fullName.minLength = 3),
    forward: ["request-min-length-increased"],
    backward: ["request-min-length-decreased"],
  },
  { name: "maximum lowered", apply: (d) => (cc(d).age.maximum = 99), forward: ["request-maximum-decreased"], backward: ["request-maximum-increased"] },
  { name: "minimum raised", apply: (d) => (cc(d).age.minimum = 21), forward: ["request-minimum-increased"], backward: ["request-minimum-decreased"] },
  { name: "pattern added", apply: (d) => (cc(d).email.pattern = "^[^@]+@[^@]+$"), forward: ["request-pattern-added"], backward: ["request-pattern-removed"] },
  {
    name: "pattern changed",
    apply: (d) => (d.components.schemas.Address.properties.country.pattern = "^[A-Z]{3}$"),
    forward: ["request-pattern-changed", "response-pattern-changed", "webhook-pattern-changed"],
    backward: ["request-pattern-changed", "response-pattern-changed", "webhook-pattern-changed"],
  },
  { name: "format added", apply: (d) => (cc(d).email.format = "email"), forward: ["request-format-added"], backward: ["request-format-removed"] },
  { name: "format changed", apply: (d) => (cc(d).birthDate.format = "date-time"), forward: ["request-format-changed"], backward: ["request-format-changed"] },
  {
    name: "type changed",
    apply: (d) => (cc(d).amount = { type: "string" }),
    forward: ["request-type-narrowed", "request-type-widened"],
    backward: ["request-type-narrowed", "request-type-widened"],
  },
  { name: "integer widened to number", apply: (d) => (cc(d).age.type = "number"), forward: ["request-type-widened"], backward: ["request-type-narrowed"] },
  { name: "nullability removed", apply: (d) => (cc(d).nickname.type = "string"), forward: ["request-nullable-removed"], backward: ["request-nullable-added"] },
  {
    name: "property made required",
    apply: (d) => d.components.schemas.CustomerCreate.required.push("email"),
    forward: ["request-required-added"],
    backward: ["request-required-removed"],
  },
  {
    name: "property removed from a closed object",
    apply: (d) => delete cc(d).metadata.properties.ref,
    forward: ["request-property-removed-closed"],
    backward: ["request-property-added-closed"],
  },
  {
    name: "additionalProperties closed",
    apply: (d) => (d.components.schemas.Address.additionalProperties = false),
    forward: ["request-additional-properties-closed", "response-additional-properties-closed", "webhook-additional-properties-closed"],
    backward: ["request-additional-properties-opened", "response-additional-properties-opened", "webhook-additional-properties-opened"],
  },
  {
    name: "oneOf branch removed",
    apply: (d) => (cc(d).source.oneOf = [{ $ref: "#/components/schemas/AccountSource" }]),
    forward: ["request-variant-removed"],
    backward: ["request-variant-added"],
  },
  {
    name: "oneOf reordered and a $ref renamed (no change)",
    apply: (d) => {
      cc(d).source.oneOf.reverse();
      renameSchema(d, "AccountSource", "FundingAccountSource");
    },
    forward: [],
    backward: [],
  },
  { name: "maxItems lowered", apply: (d) => (cc(d).tags.maxItems = 2), forward: ["request-max-items-decreased"], backward: ["request-max-items-increased"] },
  { name: "minItems raised", apply: (d) => (cc(d).tags.minItems = 1), forward: ["request-min-items-increased"], backward: ["request-min-items-decreased"] },
  {
    name: "uniqueItems added",
    apply: (d) => (cc(d).tags.uniqueItems = true),
    forward: ["request-unique-items-added"],
    backward: ["request-unique-items-removed"],
  },
  {
    name: "array items narrowed",
    apply: (d) => (cc(d).tags.items.maxLength = 5),
    forward: ["request-max-length-decreased"],
    backward: ["request-max-length-increased"],
  },
  {
    name: "multipleOf added",
    apply: (d) => (cc(d).amount.multipleOf = 100),
    forward: ["request-multiple-of-narrowed"],
    backward: ["request-multiple-of-widened"],
  },
  {
    name: "discriminator property changed",
    apply: (d) => (cc(d).source.discriminator = { propertyName: "kind" }),
    forward: ["request-discriminator-changed"],
    backward: ["request-discriminator-changed"],
  },
  {
    name: "request property made readOnly",
    apply: (d) => (cc(d).fullName.readOnly = true),
    forward: ["request-read-only-added"],
    backward: ["request-read-only-removed"],
  },
  {
    name: "response property made writeOnly",
    apply: (d) => (cust(d).balance.writeOnly = true),
    forward: ["response-write-only-added", "webhook-write-only-added"],
    backward: ["response-write-only-removed", "webhook-write-only-removed"],
  },
  {
    name: "default changed",
    apply: (d) => (cc(d).customerType.default = "INDIVIDUAL"),
    forward: ["request-default-changed"],
    backward: ["request-default-changed"],
  },
  {
    name: "response enum value added",
    apply: (d) => cust(d).status.enum.push("FROZEN"),
    forward: ["response-enum-value-added", "webhook-enum-value-added"],
    backward: ["response-enum-value-removed", "webhook-enum-value-removed"],
  },
  {
    name: "response field no longer required",
    apply: (d) => (d.components.schemas.Customer.required = ["id", "customerType"]),
    forward: ["response-required-removed", "webhook-required-removed"],
    backward: ["response-required-added", "webhook-required-added"],
  },
  {
    name: "optional response property added",
    apply: (d) => (cust(d).nickname = { type: "string" }),
    forward: ["response-property-added", "webhook-property-added"],
    backward: ["response-property-removed", "webhook-property-removed"],
  },
  {
    name: "response field may be null",
    apply: (d) => (cust(d).fullName.type = ["string", "null"]),
    forward: ["response-nullable-added", "webhook-nullable-added"],
    backward: ["response-nullable-removed", "webhook-nullable-removed"],
  },
  {
    name: "response bound raised",
    apply: (d) => (cust(d).fullName.maxLength = 80),
    forward: ["response-max-length-increased", "webhook-max-length-increased"],
    backward: ["response-max-length-decreased", "webhook-max-length-decreased"],
  },
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
