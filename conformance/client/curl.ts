/** Renders recorded calls as a runnable shell script of curl commands. */
import type { RecordedCall } from "./types.js";

function q(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

export function toCurl(call: RecordedCall): string {
  const parts = ["curl", "-sS", "-i", "-X", call.method, q(call.url)];
  for (const [k, v] of Object.entries(call.requestHeaders)) {
    if (k.toLowerCase() === "content-length") continue;
    if (call.multipart && k.toLowerCase() === "content-type") continue;
    parts.push("-H", q(`${k}: ${v}`));
  }
  if (call.multipart) {
    for (const [k, v] of Object.entries(call.multipart.fields)) parts.push("-F", q(`${k}=${v}`));
    for (const f of call.multipart.files) parts.push("-F", q(`${f.field}=@${f.filename};type=${f.contentType}`));
  } else if (call.requestBody !== undefined) {
    parts.push("--data-raw", q(typeof call.requestBody === "string" ? call.requestBody : JSON.stringify(call.requestBody)));
  }
  return parts.join(" ");
}

export function toCurlScript(calls: RecordedCall[], header = ""): string {
  const lines = ["#!/usr/bin/env bash", "# Reproduction: the HTTP calls of the failing case, in order.", header ? `# ${header}` : "", "set -u", ""];
  for (const c of calls) {
    lines.push(`# ${c.seq}. ${c.method} ${c.path} -> ${c.status}`);
    lines.push(toCurl(c));
    lines.push("echo");
  }
  return lines.filter((l, i) => l !== "" || i > 3).join("\n") + "\n";
}
