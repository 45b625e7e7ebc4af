/**
 * The validating proxy: an HTTP server that forwards every request to the upstream and
 * judges both sides against the contract on the way (violations to the console, to the
 * `Paysim-Violations` header of the answer and to the report), optionally records the
 * exchanges, relays the upstream's webhooks, and hands each exchange to the shadow.
 *
 *   /<version>/...      the API: validated, forwarded, recorded, shadowed
 *   /_proxy/health      the proxy's own health; /_proxy/report the report so far (JSON)
 *   /_proxy/webhooks    the upstream's webhook deliveries, validated and relayed (--webhook-forward)
 *   anything else       forwarded to the upstream's root as is (a control API), recorded, and
 *                       repeated on the shadow where the rules say so; never judged
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Contract } from "../contract/operations.js";
import { RequestChecker } from "./check-request.js";
import { checkAnswer } from "./check-response.js";
import { toExchange, parseJson } from "./exchange.js";
import { Forwarder, proxyError, type Reply } from "./forward.js";
import { Recorder } from "./recording.js";
import { forwardHeaders } from "./rewrite.js";
import { loadRules, type Rules } from "./rules.js";
import { Session, type Report } from "./session.js";
import type { Shadow } from "./shadow.js";
import type { Violation } from "./types.js";
import { VIOLATIONS_HEADER, violationsHeader } from "./violations-header.js";
import { WebhookRelay } from "./webhook-relay.js";

export interface ProxyOptions {
  /** The upstream's base URL, with the version (`https://api.example.com/2025-10-13`). */
  upstream: string;
  port: number;
  host: string;
  /** Play every exchange on a simulator too (`kind`: a key of SHADOW_KINDS, the kind of platform it makes; `waitMs`: how long a request waits for it to catch up). */
  shadow?: { kind: string; waitMs?: number };
  record?: { file: string; secrets: boolean; maxBytes: number; maxBodyBytes: number };
  maxBodyBytes: number;
  timeoutMs: number;
  headerMaxBytes: number;
  webhookForward?: string;
  webhookKeyPem?: string;
  /** Print every exchange, not only findings. */
  verbose: boolean;
  log: (line: string) => void;
  rules?: Rules;
  contract?: Contract;
}

export interface RunningProxy {
  rootUrl: string;
  baseUrl: string;
  session: Session;
  shadow?: Shadow;
  recorder?: Recorder;
  /** Exchanges of the API forwarded so far (calls outside the contract not counted). */
  count(): number;
  /** Resolves once the shadow has played everything forwarded so far. */
  settled(): Promise<void>;
  /** Stop serving; the shadow finishes what it was given; the report. */
  close(): Promise<Report>;
}

function readBody(req: IncomingMessage, max: number): Promise<Buffer | "too large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let n = 0;
    let over = false;
    req.on("data", (c: Buffer) => {
      n += c.length;
      if (n > max) over = true;
      else chunks.push(c);
    });
    req.on("end", () => resolve(over ? "too large" : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, reply: Reply, extra: Record<string, string> = {}): void {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(reply.status, { ...reply.headers, ...extra, "content-length": String(reply.body.length) });
  res.end(reply.body);
}

export async function startProxy(o: ProxyOptions): Promise<RunningProxy> {
  const contract = o.contract ?? Contract.load();
  const rules = o.rules ?? loadRules();
  const version = `/${contract.doc.info?.version ?? "2025-10-13"}`;
  const upstream = o.upstream.replace(/\/+$/, "");
  const upstreamRoot = upstream.endsWith(version) ? upstream.slice(0, -version.length) : upstream;
  const checker = new RequestChecker(contract);
  const forwarder = new Forwarder(upstream, { timeoutMs: o.timeoutMs, maxResponseBytes: Math.max(o.maxBodyBytes, 32 * 1024 * 1024) });
  let shadow: Shadow | undefined;
  if (o.shadow) {
    const { Shadow } = await import("./shadow.js");
    shadow = await Shadow.start({ rules, contract, kind: o.shadow.kind, timeoutMs: o.timeoutMs, log: o.log });
  }
  const session = new Session(
    "paysim proxy",
    upstream,
    { reference: "upstream", observed: "simulator" },
    o.log,
    shadow ? `simulator (shadow) ${shadow.base}` : undefined,
  );
  if (shadow) session.pairedIds = () => shadow!.map.size;
  const recorder = o.record
    ? new Recorder({
        file: o.record.file,
        upstream,
        rules,
        secrets: o.record.secrets,
        maxBytes: o.record.maxBytes,
        maxBodyBytes: o.record.maxBodyBytes,
        log: o.log,
      })
    : undefined;
  const relay = new WebhookRelay({ contract, forward: o.webhookForward, keyPem: o.webhookKeyPem, dispatcher: forwarder.dispatcher, timeoutMs: o.timeoutMs });
  let seq = 0;

  async function exchange(req: IncomingMessage, res: ServerResponse, control: boolean): Promise<void> {
    const started = performance.now();
    const at = new Date().toISOString();
    const n = ++seq;
    const method = req.method ?? "GET";
    const url = req.url ?? "/";
    const path = control ? url : url.slice(version.length) || "/";
    const raw = await readBody(req, o.maxBodyBytes);
    if (shadow) await shadow.caughtUp(o.shadow?.waitMs ?? 2000);
    const violations: Omit<Violation, "seq">[] = [];
    let reply: Reply;
    let opKey: string | undefined;
    if (raw === "too large") {
      reply = proxyError(
        413,
        "PAYLOAD_TOO_LARGE",
        `paysim proxy: the request body is larger than ${o.maxBodyBytes} bytes (--max-body-bytes); not forwarded to ${upstream}`,
        upstream,
      );
    } else {
      const verdict = control ? undefined : checker.check({ method, path, headers: req.headers, body: raw });
      opKey = verdict?.op?.key;
      if (verdict) violations.push(...verdict.violations);
      reply = await forwarder.send((control ? upstreamRoot : upstream) + path, method, forwardHeaders(req.headers), raw);
      if (verdict?.op && !reply.proxyAnswer) {
        const contentType = reply.headers["content-type"] as string | undefined;
        const parsed = parseJson(reply.body, contentType);
        if (!parsed.ok && reply.body.length && /json/i.test(contentType ?? ""))
          violations.push({
            operation: verdict.op.key,
            side: "response",
            in: "body",
            pointer: "",
            rule: "response.json",
            message: "the answer is not JSON",
            expected: "JSON",
            actual: reply.body.subarray(0, 80).toString("utf8"),
          });
        else violations.push(...checkAnswer(contract, verdict.op, reply.status, contentType, parsed.json));
      }
    }
    send(res, reply, violations.length ? { [VIOLATIONS_HEADER]: violationsHeader(violations, o.headerMaxBytes) } : {});
    const durationMs = Math.round((performance.now() - started) * 100) / 100;
    const operation = opKey ?? `${method} ${path.split("?")[0]}`;
    if (o.verbose) o.log(`#${n} ${method} ${path.slice(0, 120)} -> ${reply.status} (${durationMs} ms)${control ? " [outside the contract]" : ""}`);
    if (!control) {
      session.exchange({ seq: n, at, method, path, operation, status: reply.status, durationMs, violations: 0, differences: 0 });
      session.addViolations(violations.map((v) => ({ ...v, seq: n })));
    }
    // The exchange as data is made only for whoever keeps or replays it.
    if (!recorder && !shadow) return;
    const ex = toExchange({
      seq: n,
      at,
      method,
      path,
      control,
      requestHeaders: req.headers,
      requestBody: raw === "too large" ? Buffer.alloc(0) : raw,
      status: reply.status,
      responseHeaders: reply.headers,
      responseBody: reply.body,
      proxyAnswer: reply.proxyAnswer,
      durationMs,
    });
    recorder?.add(ex, opKey);
    shadow?.enqueue(ex, (p) => session.played(p.seq, p.status, p.differences, p.notCompared ? { operation: p.operation, reason: p.notCompared } : undefined));
  }

  async function webhook(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req, o.maxBodyBytes);
    if (raw === "too large") return send(res, proxyError(413, "PAYLOAD_TOO_LARGE", "paysim proxy: the delivery is too large", upstream));
    const r = await relay.handle(raw, req.headers);
    const n = ++seq;
    session.addViolations(r.violations.map((v) => ({ ...v, seq: n })));
    if (o.verbose) o.log(`#${n} ${r.operation} relayed -> ${r.status}`);
    res.writeHead(r.status).end();
  }

  const server: Server = createServer((req, res) => {
    const url = req.url ?? "/";
    const route =
      url === "/_proxy/health"
        ? () =>
            send(res, {
              status: 200,
              headers: { "content-type": "application/json" },
              body: Buffer.from(JSON.stringify({ status: "ok", upstream, shadow: !!shadow })),
            })
        : url === "/_proxy/report"
          ? () => send(res, { status: 200, headers: { "content-type": "application/json" }, body: Buffer.from(JSON.stringify(session.report())) })
          : url.startsWith("/_proxy/webhooks") && req.method === "POST"
            ? () => webhook(req, res)
            : () => exchange(req, res, !(url === version || url.startsWith(`${version}/`) || url.startsWith(`${version}?`)));
    Promise.resolve(route()).catch((e: Error) => {
      o.log(`paysim proxy: ${req.method} ${url}: ${e.message}`);
      send(res, proxyError(502, "PROXY_ERROR", `paysim proxy: ${e.message}`, upstream));
    });
  });
  server.keepAliveTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(o.port, o.host, () => resolve());
  });
  const a = server.address() as AddressInfo;
  const host = a.family === "IPv6" ? `[${a.address}]` : a.address;
  const rootUrl = `http://${host}:${a.port}`;
  return {
    rootUrl,
    baseUrl: rootUrl + version,
    session,
    shadow,
    recorder,
    count: () => session.exchanges(),
    settled: () => shadow?.settled() ?? Promise.resolve(),
    async close() {
      await new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      });
      if (shadow) {
        await Promise.race([shadow.settled(), new Promise((r) => setTimeout(r, 30_000).unref())]);
        if (shadow.dropped) session.notes.push(`${shadow.dropped} exchanges were not played on the shadow (its queue was full)`);
        if (shadow.map.refused) session.notes.push(`${shadow.map.refused} id pairs were not kept (the id map was full)`);
        await shadow.close();
      }
      recorder?.close();
      if (recorder?.stopped) session.notes.push(`recording stopped: ${recorder.stopped}`);
      await forwarder.close();
      return session.report();
    },
  };
}
