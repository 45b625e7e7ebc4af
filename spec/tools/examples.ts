/**
 * Finds every example in an OpenAPI document, with the schema it must satisfy.
 * Pure: walks the document, returns pointers.
 */
import { ptr } from "../../contract/schema-registry.js";

export interface ExampleSite {
  /** Where the example is (JSON pointer, for messages). */
  at: string;
  /** Pointer to the schema it must validate against. */
  schema: string;
  value: unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an OpenAPI / JSON Schema document walked generically: its nodes have no static type
type Obj = Record<string, any>;
const METHODS = ["get", "put", "post", "delete", "patch", "options", "head", "trace"];

function mediaExamples(media: Obj, base: (string | number)[], out: ExampleSite[]) {
  if (!media?.schema) return;
  const schema = ptr(...base, "schema");
  if ("example" in media) out.push({ at: ptr(...base, "example"), schema, value: media.example });
  for (const [name, ex] of Object.entries<Obj>(media.examples ?? {})) {
    if (ex && "value" in ex) out.push({ at: ptr(...base, "examples", name), schema, value: ex.value });
  }
}

function operationExamples(item: Obj, base: (string | number)[], out: ExampleSite[]) {
  for (const m of METHODS) {
    const op = item[m];
    if (!op) continue;
    for (const [ct, media] of Object.entries<Obj>(op.requestBody?.content ?? {})) mediaExamples(media, [...base, m, "requestBody", "content", ct], out);
    for (const [status, resp] of Object.entries<Obj>(op.responses ?? {})) {
      for (const [ct, media] of Object.entries<Obj>(resp?.content ?? {})) mediaExamples(media, [...base, m, "responses", status, "content", ct], out);
    }
    (op.parameters ?? []).forEach((p: Obj, i: number) => {
      if (p?.schema && "example" in p)
        out.push({ at: ptr(...base, m, "parameters", i, "example"), schema: ptr(...base, m, "parameters", i, "schema"), value: p.example });
    });
  }
}

/** Every example of the document: media-type examples, component examples, schema `example`s. */
export function collectExamples(doc: Obj): ExampleSite[] {
  const out: ExampleSite[] = [];
  for (const [p, item] of Object.entries<Obj>(doc.paths ?? {})) operationExamples(item, ["paths", p], out);
  for (const [w, item] of Object.entries<Obj>(doc.webhooks ?? {})) operationExamples(item, ["webhooks", w], out);
  const c = doc.components ?? {};
  for (const [name, resp] of Object.entries<Obj>(c.responses ?? {})) {
    for (const [ct, media] of Object.entries<Obj>(resp?.content ?? {})) mediaExamples(media, ["components", "responses", name, "content", ct], out);
  }
  for (const [name, body] of Object.entries<Obj>(c.requestBodies ?? {})) {
    for (const [ct, media] of Object.entries<Obj>(body?.content ?? {})) mediaExamples(media, ["components", "requestBodies", name, "content", ct], out);
  }
  for (const [name, schema] of Object.entries<Obj>(c.schemas ?? {})) {
    if (schema && "example" in schema)
      out.push({ at: ptr("components", "schemas", name, "example"), schema: ptr("components", "schemas", name), value: schema.example });
  }
  return out;
}
