/**
 * The typed client of the live service and the judge of its answers. Requests go through
 * openapi-fetch over the openapi-typescript types of the live shapes (`live-api`: see
 * spec/tools/live-types.ts), so a body or parameter the live service does not declare fails
 * the typecheck. A middleware records every exchange by its live operation (openapi-fetch's
 * `schemaPath` is the live path template); each answer is judged:
 * - a success must have a status the live operation documents and a body that fits the live
 *   response schema for it, apart from the fields the difference table gives to the
 *   description or an interface fact (`excused`);
 * - a list answered to a query naming a filter the live operation declares (`type`, `currency`,
 *   `customerId`, ...) must carry only matching items;
 * - a refusal counts as a miss, unless it is 400 INVALID_INPUT whose every FieldError the table
 *   excuses (the description's rule refused it: `excused`);
 * - a scenario may state one more thing the live service does (`expect`), e.g. a deleted
 *   customer is still answered, marked `isDeleted`.
 */
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "live-api";
import type { LiveShapes } from "../../../fidelity/live-shapes.js";
import { errorField, shapeKey } from "../../../fidelity/live-shapes.js";
import type { DifferenceTable } from "../../../fidelity/differences.js";

export type LiveClient = Client<paths>;

export interface CallResult {
  area: string;
  op: string;
  variant: string;
  status: number;
  verdict: "fits" | "excused" | "misses";
  problems: string[];
  /** where the answer differs from the live one as the difference table allows (the description stands) */
  excused: string[];
}

/** A transaction end's account identifier: its account id, UMA address or real-time funding account identifier. */
const endId = (end: any): string | undefined => end?.accountId ?? end?.umaAddress ?? end?.accountIdentifier;

/** Query parameters whose value every listed item must carry, and where the item keeps it. */
const FILTERS: Record<string, (item: any, wanted: string) => boolean> = {
  senderAccountIdentifier: (i, v) => i.source === undefined || endId(i.source) === v,
  receiverAccountIdentifier: (i, v) => i.destination === undefined || endId(i.destination) === v,
  accountIdentifier: (i, v) => (i.source === undefined && i.destination === undefined) || endId(i.source) === v || endId(i.destination) === v,
  countryCode: (i, v) => i.supportedRegions === undefined || i.supportedRegions.includes(v),
  currencyCode: (i, v) => i.supportedCurrencies === undefined || i.supportedCurrencies.some((c: any) => (c?.code ?? c) === v),
  hasBlockedProviders: (i, v) => v !== "false" || i.allowListStatus !== false,
  type: (i, v) => i.type === undefined || i.type === v,
  customerType: (i, v) => i.customerType === undefined || i.customerType === v,
  customerId: (i, v) => i.customerId === undefined || i.customerId === v,
  cardholderId: (i, v) => i.cardholderId === undefined || i.cardholderId === v,
  platformCustomerId: (i, v) => i.platformCustomerId === undefined || i.platformCustomerId === v,
  umaAddress: (i, v) => i.umaAddress === undefined || i.umaAddress === v,
  state: (i, v) => i.state === undefined || i.state === v,
  status: (i, v) => i.status === undefined || i.status === v,
  name: (i, v) => i.name === undefined || i.name === v,
  currency: (i, v) => [i.currency?.code ?? i.currency, i.balance?.currency?.code].filter((x) => typeof x === "string").every((c) => c === v),
};

export class Session {
  readonly results: CallResult[] = [];
  private pending: { op: string; status: number; body: unknown; query: URLSearchParams }[] = [];
  private ourOps: Map<string, string>;

  constructor(
    readonly live: LiveShapes,
    readonly table: DifferenceTable,
    ourPaths: Record<string, Record<string, unknown>>,
  ) {
    this.ourOps = new Map();
    for (const [p, item] of Object.entries(ourPaths)) for (const m of Object.keys(item)) this.ourOps.set(shapeKey(m, p), `${m.toUpperCase()} ${p}`);
  }

  /** A typed client with the platform's credentials; `arrays` says how array query values go out. */
  client(baseUrl: string, auth: string, arrays: "repeated" | "joined" = "repeated"): LiveClient {
    const c = createClient<paths>({ baseUrl, headers: { authorization: auth }, querySerializer: { array: { style: "form", explode: arrays === "repeated" } } });
    c.use({
      onResponse: async ({ request, response, schemaPath }) => {
        const text = await response.clone().text();
        let body: unknown = text;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          /* kept as text */
        }
        this.pending.push({ op: `${request.method} ${schemaPath}`, status: response.status, body, query: new URL(request.url).searchParams });
      },
    });
    return c;
  }

  /** Run one client call (one or more requests) and judge what came back. */
  async call<T>(variant: string, fn: () => Promise<T>, expect?: (answer: T) => string | undefined): Promise<T> {
    this.pending = [];
    const answer = await fn();
    const exchanges = this.pending;
    this.pending = [];
    exchanges.forEach((x, i) => {
      const r = this.judge(x, variant);
      if (i === exchanges.length - 1 && expect) {
        const p = expect(answer);
        if (p) {
          r.problems.push(p);
          r.verdict = "misses";
        }
      }
      this.results.push(r);
    });
    return answer;
  }

  private judge(x: { op: string; status: number; body: unknown; query: URLSearchParams }, variant: string): CallResult {
    const lop = this.live.operations.find((o) => o.key === x.op);
    const base = { op: x.op, variant, status: x.status, area: lop?.tags[0] ?? "(not live)" };
    if (!lop) return { ...base, verdict: "misses", problems: ["not a live operation"], excused: [] };
    const ours = this.ourOps.get(shapeKey(lop.method, lop.path)) ?? x.op;
    const st = String(x.status);
    const body: any = x.body;
    if (x.status >= 400) {
      const errors: any[] = body?.details?.errors ?? [];
      if (x.status === 400 && errors.length && errors.every((e) => this.table.excusesRequest(ours, e.in, e.field, e.code)))
        return { ...base, verdict: "excused", problems: [], excused: errors.map((e) => `${e.field} ${e.code}`) };
      return { ...base, verdict: "misses", problems: [`answered ${x.status} ${body?.code ?? ""}: ${String(body?.reason ?? "").slice(0, 200)}`], excused: [] };
    }
    if (!lop.responses[st])
      return {
        ...base,
        verdict: "misses",
        problems: [`status ${st} is not one the live operation documents (${Object.keys(lop.responses).join(", ")})`],
        excused: [],
      };
    const schema = lop.responses[st]["application/json"];
    const problems: string[] = [];
    const excused: string[] = [];
    if (schema && body !== undefined) {
      for (const e of this.live.check(schema, body) ?? []) {
        if (e.keyword === "oneOf" || e.keyword === "anyOf") continue;
        const f = errorField(e);
        (this.table.excusesResponse(ours, st, f) ? excused : problems).push(`${f || "(body)"} ${e.message}`);
      }
    }
    const declared = new Set(lop.parameters.filter((p) => p.in === "query").map((p) => p.name));
    if (Array.isArray(body?.data))
      for (const [name, matches] of Object.entries(FILTERS)) {
        const wanted = x.query.get(name);
        if (wanted === null || !declared.has(name)) continue;
        const off = body.data.filter((item: any) => !matches(item, wanted));
        if (off.length) problems.push(`filter ${name}=${wanted} not applied: ${off.length} of ${body.data.length} items differ`);
      }
    return { ...base, verdict: problems.length ? "misses" : excused.length ? "excused" : "fits", problems, excused };
  }
}
