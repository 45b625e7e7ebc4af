/**
 * Types of the live service's interface for the typed-client fidelity test: the published
 * shapes (`<repo>/../shared/live-shapes.json`, operations keyed `METHOD /path` with bare
 * schemas) rewritten as an OpenAPI 3.1 document and run through openapi-typescript, written to
 * `generated/live-api.d.ts`. The file is derived from a source outside the repository and is
 * not committed (the project keeps no copy of the live shapes): `npm run gen` and
 * `npm run gen:check` write it when the shapes are there. Where they are not (a clone on its
 * own), nothing is written and the typechecker falls back to the loose declaration in
 * `test/fidelity/typed-client/live-api-fallback.d.ts` (tsconfig `paths`); the test itself skips.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { repoPath, repoRoot } from "../../contract/paths.js";

export const LIVE_SHAPES_FILE = join(dirname(repoRoot), "shared", "live-shapes.json");
export const LIVE_TYPES_FILE = repoPath("generated", "live-api.d.ts");

type Json = Record<string, unknown>;
interface LiveOperation {
  operationId?: string;
  parameters?: Json[];
  requestBody?: { required?: boolean; content?: Record<string, Json> };
  responses?: Record<string, Record<string, Json>>;
}

const content = (byType: Record<string, Json> | undefined) => Object.fromEntries(Object.entries(byType ?? {}).map(([type, schema]) => [type, { schema }]));

/** The live shapes as an OpenAPI 3.1 document (operations under `paths`, schemas under `components`). */
export function liveDocument(raw: { operations: Record<string, LiveOperation>; schemas: Json }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [key, op] of Object.entries(raw.operations)) {
    const [method, path] = key.split(" ");
    (paths[path] ??= {})[method.toLowerCase()] = {
      operationId: op.operationId,
      parameters: op.parameters ?? [],
      ...(op.requestBody ? { requestBody: { required: op.requestBody.required ?? false, content: content(op.requestBody.content) } } : {}),
      responses: Object.fromEntries(Object.entries(op.responses ?? {}).map(([status, byType]) => [status, { description: status, content: content(byType) }])),
    };
  }
  return { openapi: "3.1.0", info: { title: "live service shapes", version: "2025-10-13" }, paths, components: { schemas: raw.schemas } };
}

/** The declaration text, or undefined when the shapes file is absent. */
export async function liveTypes(file = LIVE_SHAPES_FILE): Promise<string | undefined> {
  if (!existsSync(file)) return undefined;
  // defaultNonNullable off: a property with a default stays optional in requests, as the live service takes it
  const ast = await openapiTS(liveDocument(JSON.parse(readFileSync(file, "utf8"))) as never, { alphabetize: false, defaultNonNullable: false });
  return "// Generated from ../shared/live-shapes.json by `npm run gen` (openapi-typescript). Not committed; do not edit.\n" + astToString(ast);
}

/** Write generated/live-api.d.ts when the shapes are there; the line to print either way. */
export async function writeLiveTypes(): Promise<string> {
  const text = await liveTypes();
  if (text === undefined) return `${LIVE_SHAPES_FILE} is absent: generated/live-api.d.ts not written (the typed-client fidelity test skips)`;
  if (!existsSync(LIVE_TYPES_FILE) || readFileSync(LIVE_TYPES_FILE, "utf8") !== text) writeFileSync(LIVE_TYPES_FILE, text);
  return "wrote generated/live-api.d.ts from the live shapes (not committed)";
}
