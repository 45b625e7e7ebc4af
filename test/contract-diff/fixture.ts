/**
 * A small contract in the shape of the bundled one (operations with parameters, bodies,
 * statuses and x-error-codes, a discriminated oneOf, nullable and closed objects, a
 * webhook, two security schemes) and two rule tables: the base of the mutation catalogue.
 */
export function fixtureDoc(): any {
  return structuredClone({
    openapi: "3.1.0",
    info: { title: "fixture", version: "1" },
    servers: [{ url: "http://127.0.0.1:4010/2025-10-13" }],
    security: [{ BasicAuth: [] }],
    paths: {
      "/customers": {
        post: {
          operationId: "createCustomer",
          parameters: [{ name: "Idempotency-Key", in: "header", required: false, schema: { type: "string", maxLength: 64 } }],
          requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/CustomerCreate" } } } },
          responses: {
            "201": { description: "created", content: { "application/json": { schema: { $ref: "#/components/schemas/Customer" } } } },
            "400": { $ref: "#/components/responses/BadRequest" },
          },
          "x-error-codes": { "400": ["INVALID_INPUT", "MISSING_MANDATORY_USER_INFO"] },
        },
        get: {
          operationId: "listCustomers",
          parameters: [
            { name: "limit", in: "query", required: false, schema: { type: "integer", minimum: 1, maximum: 100 } },
            { name: "status", in: "query", required: false, schema: { type: "string", enum: ["ACTIVE", "CLOSED"] } },
          ],
          responses: {
            "200": {
              description: "page",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["data", "hasMore"],
                    properties: { data: { type: "array", items: { $ref: "#/components/schemas/Customer" } }, hasMore: { type: "boolean" } },
                  },
                },
              },
            },
          },
        },
      },
      "/customers/{customerId}": {
        parameters: [{ name: "customerId", in: "path", required: true, schema: { type: "string", pattern: "^Customer:[a-z0-9]+$" } }],
        get: {
          operationId: "getCustomer",
          responses: {
            "200": { description: "one", content: { "application/json": { schema: { $ref: "#/components/schemas/Customer" } } } },
            "404": { $ref: "#/components/responses/NotFound" },
          },
          "x-error-codes": { "404": ["CUSTOMER_NOT_FOUND"] },
        },
        delete: { operationId: "deleteCustomer", responses: { "204": { description: "gone" } } },
      },
      "/agents/me": {
        get: {
          operationId: "getAgent",
          security: [{ AgentAuth: [] }],
          responses: { "200": { description: "me", content: { "application/json": { schema: { type: "object", properties: { id: { type: "string" } } } } } } },
        },
      },
    },
    webhooks: {
      "CUSTOMER.UPDATED": {
        post: {
          operationId: "customerUpdatedWebhook",
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["id", "type", "data"],
                  properties: { id: { type: "string" }, type: { const: "CUSTOMER.UPDATED" }, data: { $ref: "#/components/schemas/Customer" } },
                },
              },
            },
          },
          responses: { "200": { description: "ok" } },
        },
      },
    },
    components: {
      securitySchemes: { BasicAuth: { type: "http", scheme: "basic" }, AgentAuth: { type: "http", scheme: "bearer" } },
      responses: {
        BadRequest: { description: "bad", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        NotFound: { description: "missing", content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
      },
      schemas: {
        Address: {
          type: "object",
          required: ["line1", "country"],
          properties: {
            line1: { type: "string", minLength: 1, maxLength: 100 },
            postalCode: { type: "string", minLength: 3, maxLength: 10 },
            country: { type: "string", pattern: "^[A-Z]{2}$" },
          },
        },
        AccountSource: {
          type: "object",
          required: ["sourceType", "accountId"],
          properties: { sourceType: { type: "string", const: "ACCOUNT" }, accountId: { type: "string", minLength: 1 } },
        },
        CardSource: {
          type: "object",
          required: ["sourceType", "cardId"],
          properties: { sourceType: { type: "string", const: "CARD" }, cardId: { type: "string", pattern: "^card_[a-z0-9]+$" } },
        },
        CustomerCreate: {
          type: "object",
          required: ["customerType", "fullName"],
          properties: {
            customerType: { type: "string", enum: ["INDIVIDUAL", "BUSINESS"] },
            fullName: { type: "string", minLength: 1, maxLength: 50 },
            email: { type: "string" },
            birthDate: { type: "string", format: "date" },
            age: { type: "integer", minimum: 18, maximum: 120 },
            nickname: { type: ["string", "null"], maxLength: 20 },
            tags: { type: "array", items: { type: "string", maxLength: 10 }, minItems: 0, maxItems: 5 },
            address: { $ref: "#/components/schemas/Address" },
            source: {
              oneOf: [{ $ref: "#/components/schemas/AccountSource" }, { $ref: "#/components/schemas/CardSource" }],
              discriminator: { propertyName: "sourceType" },
            },
            metadata: { type: "object", additionalProperties: false, properties: { ref: { type: "string", maxLength: 20 } } },
            amount: { type: "integer", minimum: 0 },
            units: { type: "integer", minimum: 0, multipleOf: 4 },
            taxId: { type: "string", minLength: 4, maxLength: 32 },
            limits: {
              type: "array",
              uniqueItems: true,
              items: {
                type: "object",
                required: ["currency", "max"],
                properties: { currency: { type: "string", pattern: "^[A-Z]{3}$" }, max: { type: "integer", minimum: 1 } },
              },
            },
            password: { type: "string", writeOnly: true },
          },
        },
        Customer: {
          type: "object",
          required: ["id", "customerType", "status"],
          properties: {
            id: { type: "string", readOnly: true },
            customerType: { type: "string", enum: ["INDIVIDUAL", "BUSINESS"] },
            status: { type: "string", enum: ["ACTIVE", "CLOSED"] },
            fullName: { type: "string", maxLength: 50 },
            balance: { type: "integer", minimum: 0 },
            closedAt: { type: ["string", "null"], format: "date-time" },
            tier: { oneOf: [{ const: "BASIC" }, { const: "GOLD" }] },
            address: { $ref: "#/components/schemas/Address" },
          },
        },
        Error: {
          type: "object",
          required: ["code", "reason"],
          properties: {
            code: { type: "string", enum: ["INVALID_INPUT", "MISSING_MANDATORY_USER_INFO", "CUSTOMER_NOT_FOUND"] },
            reason: { type: "string" },
            details: { type: "object" },
          },
        },
      },
    },
  });
}

export function fixtureRules(): Record<string, any> {
  return structuredClone({
    "sandbox-kyc": {
      suffixLength: 3,
      individual: {
        suffixField: "fullName",
        default: "APPROVED",
        outcomes: { "001": { atCreation: "PENDING", note: "manual review" }, "002": { atCreation: "REJECTED" } },
      },
    },
    corridors: {
      corridors: [
        { country: "MX", currency: "MXN", rails: ["SPEI", "SWIFT"] },
        { country: "BR", currency: "BRL", rails: ["PIX"] },
      ],
    },
  });
}
