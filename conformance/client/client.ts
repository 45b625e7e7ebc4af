/**
 * The suite's HTTP client (undici). Every call is recorded in the current scenario and
 * its response is checked against the contract (checks/response-conformance.ts), so
 * every check also exercises check 1 on every response it sees.
 */
import { request, FormData } from "undici";
import type { Contract } from "../../contract/operations.js";
import { checkResponse, type Violation } from "../contract/response-conformance.js";
import type { AuthSpec, Credentials, MultipartBody, RecordedCall } from "./types.js";
import type { Json } from "../contract/json.js";

export interface CallOptions {
  body?: unknown;
  /** A raw string body (e.g. malformed JSON), sent as application/json. */
  rawBody?: string;
  multipart?: MultipartBody;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  /** Credentials for this call; defaults to the client's; null sends none. */
  auth?: AuthSpec;
  /** Skip the response-conformance check (for calls that probe undocumented ground). */
  unchecked?: boolean;
  /** What the report records as the request body instead of the body itself (an oversize body). */
  recordAs?: string;
}

export interface CallResult {
  status: number;
  body: Json;
  headers: Record<string, string>;
  call: RecordedCall;
}

export interface CallSink {
  /** `checked`: the answer was judged against the contract (a call of a known operation, answered, not `unchecked`). */
  record(call: RecordedCall, violations: Violation[], checked?: boolean): void;
}

let seqCounter = 0;

export function basicAuth(c: Credentials): string {
  return "Basic " + Buffer.from(`${c.clientId}:${c.clientSecret}`).toString("base64");
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    readonly contract: Contract,
    readonly sink: CallSink,
    readonly auth: AuthSpec,
    readonly timeoutMs = 10_000,
  ) {}

  withAuth(auth: AuthSpec): ApiClient {
    return new ApiClient(this.baseUrl, this.contract, this.sink, auth, this.timeoutMs);
  }

  withSink(sink: CallSink): ApiClient {
    return new ApiClient(this.baseUrl, this.contract, sink, this.auth, this.timeoutMs);
  }

  async call(method: string, path: string, opts: CallOptions = {}): Promise<CallResult> {
    const qs = opts.query
      ? Object.entries(opts.query)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
          .join("&")
      : "";
    const url = this.baseUrl + path + (qs ? `?${qs}` : "");
    const headers: Record<string, string> = { accept: "application/json", ...(opts.headers ?? {}) };
    const auth = opts.auth === undefined ? this.auth : opts.auth;
    if (auth && "clientId" in auth) headers.authorization = basicAuth(auth);
    else if (auth && "bearer" in auth) headers.authorization = `Bearer ${auth.bearer}`;
    else if (auth && "raw" in auth) headers.authorization = auth.raw;
    let body: string | FormData | undefined;
    let recordedBody: unknown;
    let multipart: RecordedCall["multipart"];
    if (opts.multipart) {
      const fd = new FormData();
      for (const [k, v] of Object.entries(opts.multipart.fields)) fd.append(k, v);
      for (const f of opts.multipart.files) fd.append(f.field, new Blob([new Uint8Array(f.data)], { type: f.contentType }), f.filename);
      body = fd;
      multipart = {
        fields: opts.multipart.fields,
        files: opts.multipart.files.map((f) => ({ field: f.field, filename: f.filename, contentType: f.contentType, size: f.data.length })),
      };
    } else if (opts.rawBody !== undefined) {
      body = opts.rawBody;
      recordedBody = opts.recordAs ?? opts.rawBody;
      headers["content-type"] ??= "application/json";
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      recordedBody = opts.body;
      headers["content-type"] ??= "application/json";
    }
    const started = performance.now();
    const call: RecordedCall = {
      seq: ++seqCounter,
      method,
      url,
      path: path + (qs ? `?${qs}` : ""),
      requestHeaders: headers,
      requestBody: recordedBody,
      multipart,
      status: 0,
      responseHeaders: {},
      responseBody: undefined,
      durationMs: 0,
    };
    const op = this.contract.match(method, path);
    if (op) call.operationKey = op.key;
    try {
      const res = await request(url, { method: method as never, headers, body, headersTimeout: this.timeoutMs, bodyTimeout: this.timeoutMs });
      const text = await res.body.text();
      call.status = res.statusCode;
      for (const [k, v] of Object.entries(res.headers)) call.responseHeaders[k] = Array.isArray(v) ? v.join(", ") : String(v);
      try {
        call.responseBody = text ? JSON.parse(text) : undefined;
      } catch {
        call.responseBody = text;
      }
    } catch (e) {
      call.error = (e as Error).message;
    }
    call.durationMs = Math.round((performance.now() - started) * 10) / 10;
    const violations: Violation[] = [];
    if (call.error) violations.push({ rule: "transport", message: `${method} ${path}: ${call.error}` });
    else if (op && !opts.unchecked) violations.push(...checkResponse(this.contract, op, call.status, call.responseHeaders["content-type"], call.responseBody));
    this.sink.record(call, violations, !!op && !opts.unchecked && !call.error);
    return { status: call.status, body: call.responseBody, headers: call.responseHeaders, call };
  }
}
