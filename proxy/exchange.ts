/**
 * An exchange as the proxy saw it, built from the raw request and answer: JSON bodies parsed
 * (others kept as base64 or text), headers without the connection's own.
 */
import { forwardHeaders } from "./rewrite.js";
import type { Exchange, JsonValue } from "./types.js";

export function parseJson(buf: Buffer, contentType: string | undefined): { json?: JsonValue; ok: boolean } {
  if (buf.length === 0) return { ok: true };
  if (contentType !== undefined && !/json/i.test(contentType)) return { ok: false };
  try {
    return { json: JSON.parse(buf.toString("utf8")) as JsonValue, ok: true };
  } catch {
    return { ok: false };
  }
}

const headerText = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v.join(", ") : v);

export interface RawExchange {
  seq: number;
  at: string;
  method: string;
  path: string;
  control: boolean;
  requestHeaders: Record<string, string | string[] | undefined>;
  requestBody: Buffer;
  status: number;
  responseHeaders: Record<string, string | string[] | undefined>;
  responseBody: Buffer;
  proxyAnswer?: boolean;
  durationMs: number;
}

export function toExchange(r: RawExchange): Exchange {
  const req = parseJson(r.requestBody, headerText(r.requestHeaders["content-type"]));
  const res = parseJson(r.responseBody, headerText(r.responseHeaders["content-type"]));
  const contentType = headerText(r.responseHeaders["content-type"]);
  return {
    seq: r.seq,
    at: r.at,
    method: r.method,
    path: r.path,
    ...(r.control ? { control: true } : {}),
    requestHeaders: forwardHeaders(r.requestHeaders),
    ...(req.json !== undefined ? { requestBody: req.json } : r.requestBody.length ? { requestBase64: r.requestBody.toString("base64") } : {}),
    status: r.status,
    responseHeaders: contentType ? { "content-type": contentType } : {},
    ...(res.json !== undefined ? { responseBody: res.json } : r.responseBody.length ? { responseText: r.responseBody.toString("utf8") } : {}),
    ...(r.proxyAnswer ? { proxyAnswer: true } : {}),
    durationMs: r.durationMs,
  };
}
