/** Mutations of request and response schemas: bounds, types, requiredness, composition. */
import { cc, cust, type Doc, type Mutation } from "./catalogue-base.js";

function renameSchema(d: Doc, from: string, to: string): void {
  const s = d.components.schemas;
  s[to] = s[from];
  delete s[from];
  const text = JSON.stringify(d).split(`"#/components/schemas/${from}"`).join(`"#/components/schemas/${to}"`);
  Object.assign(d, JSON.parse(text));
}

export const SCHEMA_MUTATIONS: Mutation[] = [
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
];
