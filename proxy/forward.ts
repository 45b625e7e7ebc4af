/**
 * Forwarding to the upstream with undici (a keep-alive pool per origin): the request's method,
 * headers (without the hop's own) and body, the answer read whole up to a cap. An upstream
 * that does not answer in time is a 504, one that cannot be reached (or answers more than the
 * cap) a 502, each a JSON error body naming the upstream, so the client sees what happened
 * and the proxy keeps serving.
 */
import { Agent, request, type Dispatcher } from "undici";
import { HOP_HEADERS } from "./rewrite.js";

export interface Reply {
  status: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
  /** The proxy's own answer (the upstream gave none). */
  proxyAnswer?: boolean;
}

export interface ForwardOptions {
  timeoutMs: number;
  maxResponseBytes: number;
}

/** A JSON error answered by the proxy itself, in the contract's error shape. */
export function proxyError(status: number, code: string, reason: string, upstream: string): Reply {
  return {
    status,
    headers: { "content-type": "application/json" },
    body: Buffer.from(JSON.stringify({ code, reason, details: { upstream } })),
    proxyAnswer: true,
  };
}

const TIMEOUTS = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT", "UND_ERR_CONNECT_TIMEOUT"]);

export class Forwarder {
  readonly dispatcher: Dispatcher;

  constructor(
    /** The upstream's name in error bodies (its base URL). */
    readonly upstream: string,
    readonly o: ForwardOptions,
  ) {
    this.dispatcher = new Agent({ keepAliveTimeout: 10_000, connections: 128, connectTimeout: Math.min(o.timeoutMs, 10_000) });
  }

  async send(url: string, method: string, headers: Record<string, string>, body: Buffer | undefined): Promise<Reply> {
    let res: Dispatcher.ResponseData;
    try {
      res = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers: { ...headers, "accept-encoding": "identity" },
        body: body && body.length ? body : undefined,
        dispatcher: this.dispatcher,
        headersTimeout: this.o.timeoutMs,
        bodyTimeout: this.o.timeoutMs,
      });
    } catch (e) {
      return this.failure(e);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of res.body) {
        size += (chunk as Buffer).length;
        if (size > this.o.maxResponseBytes) {
          res.body.destroy();
          return proxyError(
            502,
            "UPSTREAM_ANSWER_TOO_LARGE",
            `paysim proxy: the upstream ${this.upstream} answered more than ${this.o.maxResponseBytes} bytes (--max-body-bytes)`,
            this.upstream,
          );
        }
        chunks.push(chunk as Buffer);
      }
    } catch (e) {
      return this.failure(e);
    }
    const out: Record<string, string | string[]> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_HEADERS.has(k) && k !== "content-encoding") out[k] = v;
    return { status: res.statusCode, headers: out, body: Buffer.concat(chunks) };
  }

  private failure(e: unknown): Reply {
    const err = e as Error & { code?: string; cause?: { code?: string } };
    const code = err.code ?? err.cause?.code ?? err.name;
    if (TIMEOUTS.has(code))
      return proxyError(
        504,
        "UPSTREAM_TIMEOUT",
        `paysim proxy: the upstream ${this.upstream} did not answer within ${this.o.timeoutMs} ms (--timeout)`,
        this.upstream,
      );
    return proxyError(502, "UPSTREAM_UNREACHABLE", `paysim proxy: the upstream ${this.upstream} could not be reached (${code})`, this.upstream);
  }

  close(): Promise<void> {
    return this.dispatcher.close();
  }
}
