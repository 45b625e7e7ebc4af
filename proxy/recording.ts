/**
 * Recordings: JSON lines, a header line (`{"paysim":"recording",...}`) then one exchange per
 * line, each as proxy/types.ts `Exchange` describes it. The recorder writes them as the
 * proxy forwards (redacted unless told otherwise), each body cut to a cap and the whole file
 * to another: past it recording stops with one line on the console, and the proxy goes on.
 * The reader takes a file back, naming the first malformed line.
 */
import { closeSync, openSync, readFileSync, writeSync } from "node:fs";
import { Redactor } from "./redact.js";
import type { Rules } from "./rules.js";
import type { Exchange } from "./types.js";

export interface RecordingHeader {
  paysim: "recording";
  version: 1;
  /** The server the exchanges were made with. */
  upstream: string;
  startedAt: string;
  /** Secrets were replaced (the default). */
  redacted: boolean;
}

export interface RecorderOptions {
  file: string;
  upstream: string;
  rules: Rules;
  /** Keep credentials and secrets as they were (`--record-secrets`). */
  secrets: boolean;
  maxBytes: number;
  maxBodyBytes: number;
  log: (line: string) => void;
}

export class Recorder {
  private fd: number | undefined;
  private written = 0;
  private readonly redactor: Redactor;
  /** Exchanges written. */
  count = 0;
  /** Why recording stopped early, if it did. */
  stopped?: string;

  constructor(private readonly o: RecorderOptions) {
    this.redactor = new Redactor(o.rules);
    this.fd = openSync(o.file, "w");
    const header: RecordingHeader = { paysim: "recording", version: 1, upstream: o.upstream, startedAt: new Date().toISOString(), redacted: !o.secrets };
    this.write(JSON.stringify(header));
  }

  private write(line: string): boolean {
    if (this.fd === undefined) return false;
    const bytes = Buffer.byteLength(line) + 1;
    if (this.written + bytes > this.o.maxBytes) {
      this.stop(`the recording reached ${this.o.maxBytes} bytes (--record-max-bytes); later exchanges are not recorded`);
      return false;
    }
    writeSync(this.fd, line + "\n");
    this.written += bytes;
    return true;
  }

  /** Cut a body over the cap (the exchange is marked truncated: a replay does not compare it). */
  private capped(ex: Exchange): Exchange {
    const size = (v: unknown) => (v === undefined ? 0 : typeof v === "string" ? v.length : JSON.stringify(v).length);
    const over = (v: unknown) => size(v) > this.o.maxBodyBytes;
    if (!over(ex.requestBody) && !over(ex.requestBase64) && !over(ex.responseBody) && !over(ex.responseText)) return ex;
    const cut = (v: unknown) => (over(v) ? undefined : v);
    return {
      ...ex,
      requestBody: cut(ex.requestBody) as Exchange["requestBody"],
      requestBase64: cut(ex.requestBase64) as string | undefined,
      responseBody: cut(ex.responseBody) as Exchange["responseBody"],
      responseText: cut(ex.responseText) as string | undefined,
      truncated: true,
    };
  }

  add(ex: Exchange, operation: string | undefined): void {
    if (this.fd === undefined) return;
    const kept = this.capped(this.o.secrets ? ex : this.redactor.exchange(ex, operation));
    if (this.write(JSON.stringify(kept))) this.count++;
  }

  private stop(why: string): void {
    if (this.fd === undefined) return;
    this.stopped = why;
    closeSync(this.fd);
    this.fd = undefined;
    this.o.log(`recording stopped: ${why}`);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/** A recording that cannot be read: one line naming the file, the line and what is wrong. */
export class RecordingError extends Error {}

export function readRecording(file: string, text: string = readFileSync(file, "utf8")): { header: RecordingHeader; exchanges: Exchange[] } {
  const lines = text.split("\n");
  let header: RecordingHeader | undefined;
  const exchanges: Exchange[] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    let v: unknown;
    try {
      v = JSON.parse(line);
    } catch {
      throw new RecordingError(`${file}:${i + 1}: not JSON`);
    }
    const o = v as Record<string, unknown>;
    if (!header) {
      if (o.paysim !== "recording" || o.version !== 1) throw new RecordingError(`${file}:${i + 1}: not a paysim recording (its first line names none)`);
      header = o as unknown as RecordingHeader;
      return;
    }
    const ok =
      typeof o.seq === "number" &&
      typeof o.method === "string" &&
      typeof o.path === "string" &&
      o.path.startsWith("/") &&
      typeof o.status === "number" &&
      typeof o.requestHeaders === "object" &&
      o.requestHeaders !== null;
    if (!ok) throw new RecordingError(`${file}:${i + 1}: not an exchange (seq, method, path, requestHeaders, status)`);
    exchanges.push({ responseHeaders: {}, ...o } as unknown as Exchange);
  });
  if (!header) throw new RecordingError(`${file}: empty (no recording header)`);
  return { header, exchanges };
}
