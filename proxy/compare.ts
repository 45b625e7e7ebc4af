/**
 * Two answers to the same request, compared after normalising what must differ: the status,
 * then the error code (for a refusal), then the body field by field. Ids are read through the
 * map (and pairs learnt from successful answers), volatile values compared for presence and
 * type only, URLs without their host. Lists whose items carry ids are matched by id before
 * order. What remains is a difference with its pointer and both values.
 */
import { compilePointer } from "../contract/json-pointer.js";
import type { IdMap } from "./id-map.js";
import { rewritePath } from "./rewrite.js";
import type { Rules } from "./rules.js";
import { ABSENT, type DifferenceKind } from "./types.js";

/** A difference before it is tied to its exchange. */
export interface Found {
  kind: DifferenceKind;
  in: "status" | "body";
  pointer: string;
  reference: unknown;
  observed: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

export interface CompareContext {
  rules: Rules;
  map: IdMap;
  /** "POST /customers", for the rules scoped to operations. */
  operation?: string;
  /** The kind of a value difference the key alone does not name (an enum by the schema, else a value). */
  kindOf?: (tokens: string[], reference: unknown) => DifferenceKind;
  /** A reference value the other side cannot have (a list item made by a request it could not repeat): its absence there is no difference. */
  ignore?: (reference: unknown) => boolean;
}

/** At most this many differences per exchange (a wholly different body is one finding, many lines). */
export const MAX_PER_EXCHANGE = 50;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const codeOf = (body: unknown): unknown => (isObject(body) ? body.code : undefined);
const typePrefix = (v: string): string | undefined => /^([A-Za-z]+):/.exec(v)?.[1];

export function compareAnswers(ref: Answer, obs: Answer, ctx: CompareContext): Found[] {
  const out: Found[] = [];
  if (ref.status !== obs.status) {
    out.push({ kind: "status", in: "status", pointer: "", reference: ref.status, observed: obs.status });
    if (ref.status >= 400 && obs.status >= 400 && codeOf(ref.body) !== codeOf(obs.body))
      out.push({ kind: "error-code", in: "body", pointer: "/code", reference: codeOf(ref.body) ?? ABSENT, observed: codeOf(obs.body) ?? ABSENT });
    // Two successes with different statuses (200 and 201) still name the same resources: their bodies are compared too.
    if (ref.status < 300 && obs.status < 300) bodies(ref.body, obs.body, ctx, out);
    return out;
  }
  if (ref.status >= 400) {
    if (codeOf(ref.body) !== codeOf(obs.body))
      out.push({ kind: "error-code", in: "body", pointer: "/code", reference: codeOf(ref.body) ?? ABSENT, observed: codeOf(obs.body) ?? ABSENT });
    return out;
  }
  if (ref.status < 300) bodies(ref.body, obs.body, ctx, out);
  else new Walk(ctx, false, out).value(ref.body, obs.body, [], undefined);
  return out;
}

/** Two successful bodies: a first pass learns the pairs (a URL may name a token the body gives after it), the second compares. */
function bodies(r: unknown, o: unknown, ctx: CompareContext, out: Found[]): void {
  new Walk(ctx, true, []).value(r, o, [], undefined);
  new Walk(ctx, true, out).value(r, o, [], undefined);
}

class Walk {
  constructor(
    private readonly ctx: CompareContext,
    /** Pairs are learnt only from successful answers. */
    private readonly learn: boolean,
    private readonly out: Found[],
  ) {}

  private push(kind: DifferenceKind, tokens: string[], reference: unknown, observed: unknown): void {
    if (this.out.length < MAX_PER_EXCHANGE) this.out.push({ kind, in: "body", pointer: compilePointer(tokens), reference, observed });
  }

  value(r: unknown, o: unknown, tokens: string[], key: string | undefined): void {
    if (this.out.length >= MAX_PER_EXCHANGE || (r === undefined && o === undefined)) return;
    if (o === undefined && this.ctx.ignore?.(r)) return;
    if (r === undefined || o === undefined) return this.push("field", tokens, r === undefined ? ABSENT : r, o === undefined ? ABSENT : this.readBack(o));
    if (typeof r === "string" && typeof o === "string") return this.strings(r, o, tokens, key);
    if (Array.isArray(r) && Array.isArray(o)) return this.arrays(r, o, tokens, key);
    if (isObject(r) && isObject(o)) {
      for (const k of Object.keys(r)) this.value(r[k], o[k], [...tokens, k], k);
      for (const k of Object.keys(o)) if (!(k in r)) this.value(undefined, o[k], [...tokens, k], k);
      return;
    }
    if (r === o) return;
    const { rules, operation } = this.ctx;
    if (typeof r === "number" && typeof o === "number" && rules.volatile(key, String(r), operation) && rules.volatile(key, String(o), operation)) return;
    this.push(this.kind(tokens, key, r), tokens, r, this.readBack(o));
  }

  /** An observed value as the reference names it (ids mapped back), for the report. */
  private readBack(o: unknown): unknown {
    return typeof o === "string" ? this.ctx.map.toReference(o) : o;
  }

  private kind(tokens: string[], key: string | undefined, r: unknown): DifferenceKind {
    const { rules } = this.ctx;
    if (typeof r === "string" && rules.state(key)) return "state";
    if (typeof r === "number" && (rules.amount(key) || rules.amount(tokens[tokens.length - 2]))) return "amount";
    return this.ctx.kindOf?.(tokens, r) ?? "value";
  }

  private strings(r: string, o: string, tokens: string[], key: string | undefined): void {
    if (r === o) return;
    const { rules, map, operation } = this.ctx;
    const back = map.toReference(o);
    if (back === r) return;
    if (rules.pairs(key, r, operation) || rules.pairs(key, o, operation)) {
      if (this.learn && !map.hasReference(r) && !map.hasObserved(o) && typePrefix(r) === typePrefix(o) && map.learn(r, o, rules.inside(key))) return;
      return this.push("id", tokens, r, back);
    }
    if (rules.volatile(key, r, operation) && rules.volatile(key, o, operation)) {
      // A resource's instant, learnt (never a difference): a later time bound equal to it is sent as the other side's.
      if (this.learn && rules.instant(key) && !map.hasReference(r) && !map.hasObserved(o)) map.learn(r, o);
      return;
    }
    const hr = rules.host(r);
    const ho = rules.host(back);
    if (hr !== undefined && ho !== undefined && r.slice(hr.length) === rewritePath(back.slice(ho.length), (v) => map.toReference(v))) return;
    this.push(this.kind(tokens, key, r), tokens, r, back);
  }

  private arrays(r: unknown[], o: unknown[], tokens: string[], key: string | undefined): void {
    const order = this.matchById(r, o);
    for (const [ri, oi] of order) this.value(r[ri], o[oi], [...tokens, String(ri)], key);
    const usedR = new Set(order.map(([ri]) => ri));
    const usedO = new Set(order.map(([, oi]) => oi));
    r.forEach((item, i) => usedR.has(i) || this.value(item, undefined, [...tokens, String(i)], key));
    let extra = r.length;
    o.forEach((item, i) => usedO.has(i) || this.value(undefined, item, [...tokens, String(extra++)], key));
  }

  /** Index pairs: items with ids matched by their mapped ids first, the rest in order. */
  private matchById(r: unknown[], o: unknown[]): [number, number][] {
    const idOf = (x: unknown) => (isObject(x) && typeof x.id === "string" ? x.id : undefined);
    const pairs: [number, number][] = [];
    const taken = new Set<number>();
    const left: number[] = [];
    if (r.every((x) => idOf(x) !== undefined) && o.every((x) => idOf(x) !== undefined)) {
      const byId = new Map(o.map((x, i) => [idOf(x)!, i]));
      r.forEach((x, i) => {
        const want = this.ctx.map.observedOf(idOf(x)!);
        const j = want === undefined ? undefined : byId.get(want);
        if (j !== undefined && !taken.has(j)) {
          pairs.push([i, j]);
          taken.add(j);
        } else left.push(i);
      });
    } else r.forEach((_, i) => left.push(i));
    const rest = o.map((_, j) => j).filter((j) => !taken.has(j));
    for (let k = 0; k < Math.min(left.length, rest.length); k++) pairs.push([left[k], rest[k]]);
    return pairs;
  }
}
