/**
 * Plays one exchange on another server and compares its answer with the reference answer:
 * the shadow plays each live exchange on the simulator (the reference being the real
 * server's answer), a replay plays each recorded exchange on its target (the reference being
 * the recording's). Both go through here, so both map ids, normalise and judge alike.
 *
 * Calls outside the contract that change later answers (a clock moved, a platform made) are
 * repeated by rule and not compared; exchanges the other side cannot repeat (a signature
 * made for the reference's own challenge) are sent, so later state follows, and not compared.
 */
import { request, type Dispatcher } from "undici";
import type { Contract } from "../contract/operations.js";
import { compareAnswers, type Found } from "./compare.js";
import type { IdMap } from "./id-map.js";
import { basicHeader, forwardHeaders, holdsUncomparable, readCredentials, rewriteBody, rewritePath } from "./rewrite.js";
import type { Rules } from "./rules.js";
import { enumClassifier } from "./schema-at.js";
import { ABSENT, type Difference, type Exchange, type JsonValue, type SideNames } from "./types.js";
import { Unmirrored } from "./unmirrored.js";

export interface Target {
  /** Base URL of the API (with the version). */
  base: string;
  /** Root URL (where a control API would be). */
  root: string;
}

/** What the other side should use for credentials the map does not know (make a platform, substitute given ones), or undefined to send them as they are. */
export type CredentialHook = (id: string, secret: string, ex: Exchange) => Promise<{ id: string; secret: string } | undefined>;

export interface PlayerOptions {
  target: Target;
  rules: Rules;
  map: IdMap;
  contract: Contract;
  dispatcher: Dispatcher;
  timeoutMs: number;
  /** Base URL of a local receiver that stands in for the client's webhook endpoints. */
  sinkUrl: string;
  names: SideNames;
  credential?: CredentialHook;
  /** Appended to every Idempotency-Key (a replay's own keys, so a second replay on the same server is not answered from its cache). */
  idempotencySuffix?: string;
}

export interface Played {
  seq: number;
  operation: string;
  /** The other side's status, when the exchange was sent. */
  status?: number;
  differences: Difference[];
  /** Why the answers were not compared. */
  notCompared?: string;
  /** The other side's answer (for its own contract check). */
  answer?: { status: number; contentType?: string; body: unknown };
}

const show = (v: unknown): string => (v === ABSENT ? ABSENT : (JSON.stringify(v)?.slice(0, 120) ?? String(v)));

export class Player {
  private sinks = 0;
  /** Client ids of platforms a mirrored control call made on the other side (with the same credentials). */
  private readonly made = new Set<string>();
  private readonly unmirrored: Unmirrored;

  constructor(readonly o: PlayerOptions) {
    this.unmirrored = new Unmirrored(o.rules.embedded, o.map);
  }

  private sink = (value: string): string => {
    const known = this.o.map.observedOf(value);
    if (known !== undefined) return known;
    const url = `${this.o.sinkUrl}/${++this.sinks}`;
    this.o.map.learn(value, url);
    return url;
  };

  private async headers(ex: Exchange): Promise<Record<string, string>> {
    const h = forwardHeaders(ex.requestHeaders);
    const creds = readCredentials(h.authorization);
    if (creds?.scheme === "basic") {
      let id = this.o.map.toObserved(creds.id);
      let secret = this.o.map.toObserved(creds.secret);
      const known = id !== creds.id || secret !== creds.secret || this.made.has(id);
      const swap = known ? undefined : await this.o.credential?.(id, secret, ex);
      if (swap) ({ id, secret } = swap);
      h.authorization = basicHeader(id, secret);
    } else if (creds?.scheme === "bearer") h.authorization = `Bearer ${this.o.map.toObserved(creds.token)}`;
    if (this.o.idempotencySuffix && h["idempotency-key"]) h["idempotency-key"] = `${h["idempotency-key"]}-${this.o.idempotencySuffix}`;
    return h;
  }

  private body(ex: Exchange, headers: Record<string, string>, extra?: Record<string, JsonValue>): Buffer | undefined {
    if (ex.requestBody !== undefined) {
      // A refused request keeps its webhook endpoint: the sink's address would be accepted where the client's was not.
      const sink = ex.status < 400 ? this.sink : (v: string) => v;
      let b = rewriteBody(ex.requestBody, (v) => this.o.map.toObserved(v), this.o.rules, sink);
      if (extra && b && typeof b === "object" && !Array.isArray(b)) b = { ...b, ...extra };
      else if (extra) b = extra;
      headers["content-type"] ??= "application/json";
      return Buffer.from(JSON.stringify(b));
    }
    if (extra) {
      headers["content-type"] = "application/json";
      return Buffer.from(JSON.stringify(extra));
    }
    if (ex.requestBase64 === undefined) return undefined;
    const raw = Buffer.from(ex.requestBase64, "base64");
    // A form (a multipart upload) names resources in its fields: the ids in its text are rewritten, its bytes kept otherwise.
    return /^multipart\//i.test(headers["content-type"] ?? "") ? Buffer.from(this.o.map.toObserved(raw.toString("latin1")), "latin1") : raw;
  }

  private async send(
    url: string,
    method: string,
    headers: Record<string, string>,
    body?: Buffer,
  ): Promise<{ status: number; contentType?: string; body: unknown }> {
    const r = await request(url, {
      method: method as Dispatcher.HttpMethod,
      headers: { ...headers, "accept-encoding": "identity" },
      body,
      dispatcher: this.o.dispatcher,
      headersTimeout: this.o.timeoutMs,
      bodyTimeout: this.o.timeoutMs,
    });
    const text = await r.body.text();
    let parsed: unknown = text === "" ? undefined : text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* kept as text */
    }
    const type = r.headers["content-type"];
    return { status: r.statusCode, contentType: Array.isArray(type) ? type[0] : type, body: parsed };
  }

  /** Repeat a control call the rules name; learn the platform's id pair when it makes one. */
  async mirror(ex: Exchange): Promise<void> {
    const rule = this.o.rules.mirror(ex.method, ex.path);
    if (!rule || ex.status >= 400) return;
    const headers = await this.headers(ex);
    const ref = ex.responseBody as Record<string, JsonValue> | undefined;
    const extra = rule.platform && ref && typeof ref.clientId === "string" ? { clientId: ref.clientId, clientSecret: ref.clientSecret ?? null } : undefined;
    if (extra) this.made.add(extra.clientId);
    const body = this.body(ex, headers, extra);
    const path = rewritePath(ex.path, (v) => this.o.map.toObserved(v));
    try {
      const r = await this.send(this.o.target.root + path, ex.method, headers, body);
      const obs = r.body as Record<string, unknown> | undefined;
      if (rule.platform && typeof ref?.platformId === "string" && typeof obs?.platformId === "string") this.o.map.learn(ref.platformId, obs.platformId);
    } catch {
      /* a target without the control API: later answers may differ, and say so */
    }
  }

  async play(ex: Exchange): Promise<Played> {
    const [pathOnly] = ex.path.split("?");
    const op = this.o.contract.match(ex.method, pathOnly);
    const operation = op?.key ?? `${ex.method} ${pathOnly}`;
    const result: Played = { seq: ex.seq, operation, differences: [] };
    if (ex.proxyAnswer) return { ...result, notCompared: `the proxy answered ${ex.status} itself (the upstream gave no answer)` };
    if (ex.truncated) return { ...result, notCompared: "a body was cut to the recording's cap" };
    const headers = await this.headers(ex);
    const body = this.body(ex, headers);
    const path = rewritePath(ex.path, (v) => this.o.map.toObserved(v));
    let answer: { status: number; contentType?: string; body: unknown };
    try {
      answer = await this.send(this.o.target.base + path, ex.method, headers, body);
    } catch (e) {
      const err = e as Error & { code?: string };
      return { ...result, notCompared: `the ${this.o.names.observed} did not answer (${err.code ?? err.message})` };
    }
    result.status = answer.status;
    result.answer = answer;
    const why = this.uncomparable(ex, op?.key);
    if (why) {
      this.unmirrored.add(ex.responseBody, ex.seq);
      return { ...result, notCompared: why };
    }
    const reference = { status: ex.status, body: ex.responseBody ?? ex.responseText };
    const found = compareAnswers(reference, answer, {
      rules: this.o.rules,
      map: this.o.map,
      operation: op?.key,
      kindOf: enumClassifier(this.o.contract, op, ex.status, reference.body),
      ignore: (v) => this.unmirrored.holds(v),
    });
    result.differences = found.map((f) => this.difference(ex, operation, f));
    return result;
  }

  /** Why this exchange's answers cannot be compared, if they cannot. */
  private uncomparable(ex: Exchange, operation: string | undefined): string | undefined {
    const header = Object.keys(ex.requestHeaders).find((h) => this.o.rules.uncomparableHeaders.has(h.toLowerCase()));
    const key = holdsUncomparable(ex.requestBody, this.o.rules);
    if (header || key) return `the request carries ${header ? `the ${header} header` : key} made for the ${this.o.names.reference}'s own challenge or key`;
    const why = this.o.rules.uncomparableOperation(operation);
    if (why) return why;
    const named = this.unmirrored.named(ex);
    if (named) return `it names ${named.id}, made by exchange #${named.seq}, which the ${this.o.names.observed} could not repeat`;
    return undefined;
  }

  private difference(ex: Exchange, operation: string, f: Found): Difference {
    const where = f.in === "status" ? "status" : `body ${f.pointer || "/"}`;
    return {
      seq: ex.seq,
      operation,
      method: ex.method,
      path: ex.path,
      status: ex.status,
      ...f,
      message: `${operation}: ${f.kind} at ${where}: ${this.o.names.reference} ${show(f.reference)}, ${this.o.names.observed} ${show(f.observed)}`,
    };
  }
}
