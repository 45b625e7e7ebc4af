/**
 * Any OpenAPI 3 source as one self-contained document: a bundled file is read as it is; a
 * root file whose `$ref`s reach other files (a split contract) is bundled by Redocly's
 * bundler (@redocly/openapi-core), which follows external references into the same
 * components a hand-bundled file holds. Files come from a reader (the disk, or a commit),
 * so a split contract at a git ref bundles without being checked out. A reference that
 * does not resolve, to a file or inside one, is refused with the reference named in full:
 * never a document with holes that would diff as "no changes".
 */
import { isAbsolute, relative, sep } from "node:path";
import { BaseResolver, ResolveError, Source, bundle, createConfig, parseYaml, type Config, type Document } from "@redocly/openapi-core";
import { isObj, pointerGet, refsOf, type Obj } from "../json.js";
import { InputError } from "../errors.js";

/** Where a contract's files come from. */
export interface Reader {
  /** The text of an absolute path, or undefined when there is none. */
  read(abs: string): string | undefined;
  /** The path as the user knows it (relative to a repository, with the ref). */
  show(abs: string): string;
  /** Called once before a split contract is bundled from `root` (a reader may read ahead). */
  prepare?(root: string): void;
}

/** JSON or YAML text as data (YAML without timestamps: dates stay strings, as in JSON). */
export function parseContractText(text: string, shown: string): unknown {
  try {
    return /^\s*[{[]/.test(text) ? JSON.parse(text) : parseYaml(text);
  } catch (e) {
    throw new InputError(`${shown} is not JSON or YAML: ${(e as Error).message.split("\n")[0]}`);
  }
}

function checkOpenApi(doc: unknown, shown: string): Obj {
  if (isObj(doc) && typeof doc.swagger === "string")
    throw new InputError(`${shown} is a Swagger ${doc.swagger} document: only OpenAPI 3 contracts are compared (convert it first)`);
  if (!isObj(doc) || typeof doc.openapi !== "string" || !/^3\./.test(doc.openapi))
    throw new InputError(`${shown} is not an OpenAPI 3 document (no "openapi: 3.x" field)`);
  if (!isObj(doc.paths) && !isObj(doc.webhooks)) throw new InputError(`${shown} is not an OpenAPI document (neither paths nor webhooks)`);
  return doc;
}

function danglingLocalRefs(doc: Obj): { ref: string; at: string }[] {
  return refsOf(doc).filter((r) => r.ref.startsWith("#") && pointerGet(doc, r.ref) === undefined);
}

function refuseDangling(dangling: { ref: string; at: string }[], where: string): void {
  if (!dangling.length) return;
  const more = dangling.length > 1 ? ` (and ${dangling.length - 1} more)` : "";
  throw new InputError(`${where} does not resolve: unresolved reference "${dangling[0].ref}" at #${dangling[0].at}${more}`);
}

/** A resolver that reads through a Reader and never goes to the network. */
class ReaderResolver extends BaseResolver {
  readonly parsed = new Map<string, unknown>();
  constructor(private readonly reader: Reader) {
    super();
  }

  override async loadExternalRef(absoluteRef: string): Promise<Source> {
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(absoluteRef)) throw new ResolveError(new Error("remote references are not followed"));
    const text = this.reader.read(absoluteRef);
    if (text === undefined) throw new ResolveError(new Error(`${this.reader.show(absoluteRef)} does not exist`));
    return new Source(absoluteRef, text.replace(/\r\n/g, "\n"));
  }

  override parseDocument(source: Source, isRoot = false): Document {
    const d = super.parseDocument(source, isRoot);
    this.parsed.set(source.absoluteRef, d.parsed);
    return d;
  }
}

let config: Promise<Config> | undefined;

async function bundleSplit(root: string, reader: Reader): Promise<Obj> {
  reader.prepare?.(root);
  config ??= createConfig({});
  const resolver = new ReaderResolver(reader);
  const r = await bundle({ ref: root, config: await config, externalRefResolver: resolver, dereference: false, removeUnusedComponents: false });
  const errors = r.problems.filter((p) => p.severity === "error");
  if (errors.length) {
    const p = errors[0];
    const loc = p.location[0];
    const file = loc?.source?.absoluteRef ?? root;
    const pointer = loc?.pointer ?? "#";
    const node = pointerGet(resolver.parsed.get(file), pointer);
    const ref = isObj(node) && typeof node.$ref === "string" ? node.$ref : undefined;
    const reason = p.message.replace(/^Can't resolve \$ref:?\s*/, "").replace(/^ENOENT: no such file or directory,? ?/, "no such file ");
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    throw new InputError(
      ref !== undefined
        ? `${reader.show(root)} does not bundle: unresolved reference "${ref}" at ${reader.show(file)}${pointer}${reason && !reason.startsWith("Can't") ? `: ${reason}` : ""}${more}`
        : `${reader.show(root)} does not bundle: ${p.message} at ${reader.show(file)}${pointer}${more}`,
    );
  }
  const doc = checkOpenApi(r.bundle.parsed, reader.show(root));
  refuseDangling(danglingLocalRefs(doc), `${reader.show(root)} bundled`);
  return doc;
}

/** The self-contained document of an OpenAPI root file (bundled when it refers to other files). */
export async function loadOpenApi(root: string, reader: Reader): Promise<{ doc: Obj; split: boolean }> {
  const shown = reader.show(root);
  const text = reader.read(root);
  if (text === undefined) throw new InputError(`${shown} cannot be read`);
  const doc = checkOpenApi(parseContractText(text, shown), shown);
  const refs = refsOf(doc);
  if (refs.every((r) => r.ref.startsWith("#"))) {
    refuseDangling(danglingLocalRefs(doc), shown);
    return { doc, split: false };
  }
  return { doc: await bundleSplit(root, reader), split: true };
}

/** True when `abs` lies inside `folder` (or is it). */
export function inside(folder: string, abs: string): boolean {
  const rel = relative(folder, abs);
  return rel === "" || (!rel.startsWith(`..${sep}`) && rel !== ".." && !isAbsolute(rel));
}

/** A reader over the disk. */
export function diskReader(read: (abs: string) => string | undefined, base = process.cwd()): Reader {
  return { read, show: (abs) => (inside(base, abs) ? relative(base, abs) || "." : abs) };
}
