/**
 * Handlers are typed from the contract, so a spec change that breaks a handler breaks the
 * typecheck. Proved with the TypeScript compiler on the real sources: the generated types
 * (generated/api.d.ts) are served with one response property removed, a field the cards
 * area renders (Card.last4), and the typecheck of the real render module, and of a small
 * typed handler over it, must fail naming that field; the unmodified types must pass.
 * The same holds for a stored record rendered field by field: the quote render module
 * (simulator/areas/money/domain/quote-render.ts, what every quote operation answers) must fail
 * when Quote.exchangeRate is dropped. A second fixture answers a status the operation
 * does not declare, which must fail too.
 */
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { repoPath } from "../../contract/paths.js";

const API_TYPES = repoPath("generated", "api.d.ts");
const RENDER = repoPath("simulator", "areas", "cards", "domain", "render.ts");
const QUOTE_RENDER = repoPath("simulator", "areas", "money", "domain", "quote-render.ts");
const FIXTURE = repoPath("test", "contract", "__typed-handler-fixture__.ts");

const handlerFixture = (status: number) => `
import { typedHandler } from "../../simulator/areas/types.js";
import { renderCard } from "../../simulator/areas/cards/domain/render.js";
import type { CardRecord } from "../../simulator/areas/cards/domain/types.js";
declare const card: CardRecord;
export const getCard = typedHandler<"getCard">((ctx) => ({ status: ${status}, body: renderCard({ ...card, id: ctx.params.id }) }));
`;

/** Remove one property from one schema of the generated types (the text openapi-typescript writes). */
function withoutProperty(source: string, schema: string, property: string): string {
  const start = source.indexOf(`\n        ${schema}: {\n`);
  if (start < 0) throw new Error(`schema ${schema} not found in generated/api.d.ts`);
  const end = source.indexOf("\n        };\n", start);
  const block = source.slice(start, end);
  const line = new RegExp(`\\n\\s*(readonly )?${property}\\??: [^\\n]*;`);
  if (!line.test(block)) throw new Error(`property ${schema}.${property} not found`);
  return source.slice(0, start) + block.replace(line, "") + source.slice(end);
}

let previous: ts.Program | undefined; // unchanged source files are reused between the checks

/** Type-check the roots against the given text of generated/api.d.ts and the fixture; the error messages. */
function typecheck(apiTypes: string, fixture: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(repoPath("tsconfig.json"), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error("tsconfig.json unreadable");
  const options: ts.CompilerOptions = { ...config.options, noEmit: true, incremental: false };
  const host = ts.createCompilerHost(options);
  const served = new Map([
    [API_TYPES, apiTypes],
    [FIXTURE, fixture],
  ]);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (f) => served.get(ts.sys.resolvePath(f)) ?? readFile(f);
  host.fileExists = (f) => served.has(ts.sys.resolvePath(f)) || fileExists(f);
  const program = ts.createProgram({ rootNames: [RENDER, QUOTE_RENDER, FIXTURE], options, host, oldProgram: previous });
  previous = program;
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  return diagnostics.map((d) => `${d.file ? d.file.fileName.slice(repoPath().length + 1) : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`);
}

describe("handlers typed from the spec", () => {
  const original = readFileSync(API_TYPES, "utf8");

  it("type-checks the cards and quote render modules and a typed handler against the generated types", () => {
    expect(typecheck(original, handlerFixture(200))).toEqual([]);
  });

  it("fails the typecheck, naming the field, when the spec drops a response field the handler returns", () => {
    const errors = typecheck(withoutProperty(original, "Card", "last4"), handlerFixture(200));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((e) => e.startsWith("simulator/areas/cards/domain/render.ts") && /'last4'/.test(e))).toBe(true);
  });

  it("fails the typecheck, naming the field, when the spec drops a field of a stored record the quote operations answer", () => {
    const errors = typecheck(withoutProperty(original, "Quote", "exchangeRate"), handlerFixture(200));
    expect(errors.some((e) => e.startsWith("simulator/areas/money/domain/quote-render.ts") && /'exchangeRate'/.test(e))).toBe(true);
  });

  it("fails the typecheck when a handler answers a status its operation does not declare", () => {
    const errors = typecheck(original, handlerFixture(201));
    expect(errors.some((e) => e.startsWith("test/contract/__typed-handler-fixture__.ts") && /201/.test(e))).toBe(true);
  });
});
