#!/usr/bin/env node
// A webhook receiver written with nothing but node:http and node:crypto, as an integrator's
// would be: it verifies X-Service-Signature ({"v":"1","s":"<base64 DER ECDSA P-256/SHA-256>"})
// over the exact raw body with the platform's webhook public key (SPKI PEM), answers 200
// to a verified delivery and 401 otherwise, and prints one line per delivery.
//
//   node examples/webhook-receiver.mjs --key /tmp/paysim-webhook-key-sandbox_client_id.pem [--port 4020] [--max-seconds 600]
import { createServer } from "node:http";
import { createVerify } from "node:crypto";
import { readFileSync } from "node:fs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const keyFile = arg("key");
if (!keyFile) {
  process.stderr.write("usage: webhook-receiver.mjs --key FILE.pem [--port 4020] [--max-seconds 600]\n");
  process.exit(2);
}
const publicKey = readFileSync(keyFile, "utf8");
const port = Number(arg("port", "4020"));
const maxSeconds = Number(arg("max-seconds", "600"));

function verified(raw, header) {
  try {
    const { v, s } = JSON.parse(header ?? "");
    return v === "1" && createVerify("SHA256").update(raw).verify(publicKey, Buffer.from(s, "base64"));
  } catch {
    return false;
  }
}

const server = createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const raw = Buffer.concat(chunks);
    const ok = verified(raw, req.headers["x-service-signature"]);
    let event = {};
    try {
      event = JSON.parse(raw.toString("utf8"));
    } catch {
      /* not JSON: reported as unverified */
    }
    process.stdout.write(`${ok ? "verified" : "REJECTED"} ${event.type ?? "?"} ${event.id ?? "?"}\n`);
    res.writeHead(ok ? 200 : 401).end();
  });
});
server.listen(port, "127.0.0.1", () => process.stderr.write(`webhook receiver on http://127.0.0.1:${port}/webhooks\n`));
// Bounded: it stops by itself.
setTimeout(() => server.close(() => process.exit(0)), maxSeconds * 1000).unref();
process.on("SIGTERM", () => server.close(() => process.exit(0)));
