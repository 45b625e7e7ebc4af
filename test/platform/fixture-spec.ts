/** A small OpenAPI document owned by the platform tests (independent of the areas' spec work). */
const err = (codes: string[]) => ({
  description: "error",
  content: {
    "application/json": {
      schema: { type: "object", required: ["code", "reason"], properties: { code: { enum: codes }, reason: { type: "string" }, details: { type: "object" } } },
    },
  },
});
const E400 = err(["INVALID_INPUT"]);
const E401 = err(["UNAUTHORIZED"]);
const E404 = err(["NOT_FOUND"]);
const E413 = err(["PAYLOAD_TOO_LARGE"]);
const ok = (schema: object) => ({ description: "ok", content: { "application/json": { schema } } });
const Widget = { $ref: "#/components/schemas/Widget" };

export const fixtureDoc = {
  openapi: "3.1.0",
  info: { title: "fixture", version: "2025-10-13" },
  security: [{ BasicAuth: [] }],
  paths: {
    "/widgets": {
      post: {
        operationId: "createWidget",
        requestBody: { required: true, content: { "application/json": { schema: { $ref: "#/components/schemas/WidgetCreate" } } } },
        responses: { "201": ok(Widget), "400": E400, "401": E401, "413": E413 },
      },
      get: {
        operationId: "listWidgets",
        parameters: [
          { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100 } },
          { name: "cursor", in: "query", schema: { type: "string" } },
          { name: "active", in: "query", schema: { type: "boolean" } },
          { name: "kind", in: "query", schema: { type: "string", enum: ["ROUND", "SQUARE"] } },
          { name: "X-Trace", in: "header", schema: { type: "string", pattern: "^t-" } },
        ],
        responses: {
          "200": ok({
            type: "object",
            required: ["data", "hasMore"],
            properties: {
              data: { type: "array", items: Widget },
              hasMore: { type: "boolean" },
              nextCursor: { type: "string" },
              totalCount: { type: "integer" },
            },
          }),
          "400": E400,
          "401": E401,
        },
      },
    },
    "/widgets/special": { get: { operationId: "getSpecialWidget", responses: { "200": ok({ type: "object" }), "401": E401 } } },
    "/widgets/{widgetId}": {
      get: {
        operationId: "getWidget",
        parameters: [{ name: "widgetId", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": ok(Widget), "401": E401, "404": E404 },
      },
    },
    "/sandbox/poke": { post: { operationId: "sandboxPoke", responses: { "200": ok({ type: "object" }), "401": E401, "404": E404 } } },
    "/pay": {
      post: {
        operationId: "pay",
        parameters: [{ name: "Idempotency-Key", in: "header", schema: { type: "string", minLength: 1 } }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { type: "object", required: ["amount"], properties: { amount: { type: "integer", minimum: 1 } } } } },
        },
        responses: { "201": ok({ type: "object" }), "400": E400, "401": E401, "409": err(["CONFLICT", "DUPLICATE_PAY_REQUEST"]) },
        "x-error-codes": { "409": ["DUPLICATE_PAY_REQUEST"] },
      },
    },
    "/upload": {
      post: {
        operationId: "upload",
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file", "documentType"],
                properties: {
                  file: { type: "string", format: "binary" },
                  documentType: { type: "string", enum: ["PASSPORT", "ID_CARD"] },
                  pages: { type: "integer", minimum: 1 },
                },
              },
            },
          },
        },
        responses: { "201": ok({ type: "object" }), "400": E400, "401": E401, "413": E413 },
      },
    },
    "/unimplemented": { get: { operationId: "notYet", responses: { "200": ok({ type: "object" }), "401": E401 } } },
    "/broken": { get: { operationId: "broken", responses: { "200": ok(Widget), "401": E401 } } },
  },
  components: {
    securitySchemes: { BasicAuth: { type: "http", scheme: "basic" } },
    schemas: {
      Address: {
        type: "object",
        required: ["line1", "postalCode"],
        properties: { line1: { type: "string", minLength: 1 }, postalCode: { type: "string", maxLength: 10 } },
      },
      Round: {
        type: "object",
        additionalProperties: false,
        required: ["kind", "radius"],
        properties: {
          kind: { const: "ROUND" },
          radius: { type: "integer", minimum: 1 },
          madeOn: { type: "string", format: "date" },
          address: { $ref: "#/components/schemas/Address" },
          tags: { type: "array", items: { type: "string", maxLength: 3 } },
        },
      },
      Square: {
        type: "object",
        additionalProperties: false,
        required: ["kind", "side"],
        properties: { kind: { const: "SQUARE" }, side: { type: "integer" }, address: { $ref: "#/components/schemas/Address" } },
      },
      WidgetCreate: { oneOf: [{ $ref: "#/components/schemas/Round" }, { $ref: "#/components/schemas/Square" }], discriminator: { propertyName: "kind" } },
      Widget: { type: "object", required: ["id", "kind"], properties: { id: { type: "string" }, kind: { type: "string" } } },
    },
  },
};
