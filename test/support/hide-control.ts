/**
 * A server without the control API: a proxy in front of a simulator that forwards every
 * request except those under /_sim, which it answers 404 as a server that has no such path
 * would. The platforms a run needs are made on the simulator beforehand and given by their
 * credentials (and webhook public keys), as an implementer gives those of their own server.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { StartedSimulator } from "./simulator.js";
import type { GivenPlatform } from "../../conformance/runner/types.js";

export interface HiddenControl {
  /** The proxy's base URL (root + version), to give as --target. */
  baseUrl: string;
  rootUrl: string;
  close(): Promise<void>;
}

export async function hideControl(rootUrl: string, version = "2025-10-13"): Promise<HiddenControl> {
  const upstream = new URL(rootUrl);
  const server: Server = createServer((req, res) => {
    if ((req.url ?? "").startsWith("/_sim")) {
      res.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ code: "NOT_FOUND", reason: `Nothing is served at ${req.url}.` }));
      return;
    }
    const out = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    out.on("error", (e) => {
      // An upstream gone mid-answer: the answer already begun is cut, never written twice.
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ code: "BAD_GATEWAY", reason: e.message }));
    });
    req.pipe(out);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const root = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    rootUrl: root,
    baseUrl: `${root}/${version}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** The settings of each platform kind the runner knows (as the control contract's PlatformKindRequest). */
export const PLATFORM_KINDS: Record<string, Record<string, unknown>> = {
  unregulated: {},
  regulated: { regulated: true },
  second: {},
  skipPaperwork: { skipVerificationPaperwork: true },
  contactEmailPhone: { contactVerification: { email: true, phone: true } },
  sca: { regulated: true, scaRequired: true },
  cardProgram: { regulated: true, cards: { oneCardPerCardholder: true, authorizationDecision: "ISSUER" } },
  production: { environment: "PRODUCTION" },
};

/** Platforms of these kinds made on the simulator (through its admin API), given by credentials; their webhook keys. */
export async function givenPlatforms(
  sim: StartedSimulator,
  kinds: string[] = Object.keys(PLATFORM_KINDS),
): Promise<{ platforms: GivenPlatform[]; webhookKeys: { kind: string; pem: string }[] }> {
  const platforms: GivenPlatform[] = [];
  const webhookKeys: { kind: string; pem: string }[] = [];
  for (const kind of kinds) {
    const p = await sim.createPlatform(PLATFORM_KINDS[kind] as never);
    platforms.push({ kind: kind as GivenPlatform["kind"], clientId: p.clientId, clientSecret: p.clientSecret });
    webhookKeys.push({ kind, pem: p.webhookPublicKeyPem });
  }
  return { platforms, webhookKeys };
}
