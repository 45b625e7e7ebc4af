/**
 * Platforms for the run. With an admin API (`--admin`), a fresh platform of each kind
 * is created through `POST /_sim/platforms`; without one, only the given credentials
 * exist and checks needing other kinds are skipped.
 */
import { request } from "undici";
import type { Credentials } from "../client/types.js";
import type { PlatformHandle, PlatformKind } from "./types.js";
import type { Json } from "../client/json.js";

const SETTINGS: Record<Exclude<PlatformKind, "default">, Record<string, unknown>> = {
  unregulated: {},
  regulated: { regulated: true },
  skipPaperwork: { skipVerificationPaperwork: true },
  contactEmailPhone: { contactVerification: { email: true, phone: true } },
  production: { environment: "PRODUCTION" },
};

export class Platforms {
  private cache = new Map<PlatformKind, PlatformHandle>();

  constructor(
    readonly adminUrl: string | undefined,
    readonly given: Credentials | undefined,
    readonly givenKind: PlatformKind = "unregulated",
    readonly second?: Credentials,
  ) {}

  /** A platform of this kind is available: through the admin API, or as the given credentials. */
  has(kind: PlatformKind): boolean {
    return !!this.adminUrl || (!!this.given && (kind === "default" || kind === this.givenKind));
  }

  async secondPlatform(): Promise<PlatformHandle> {
    if (this.adminUrl) return this.get("unregulated", true);
    if (this.second) return { kind: this.givenKind, ...this.second };
    throw new Error("a second platform needs --admin or --second-client-id/--second-client-secret");
  }

  async get(kind: PlatformKind, fresh = false): Promise<PlatformHandle> {
    if (!fresh) {
      const c = this.cache.get(kind);
      if (c) return c;
    }
    let handle: PlatformHandle;
    if (this.given && (kind === "default" || (!this.adminUrl && kind === this.givenKind))) handle = { kind, ...this.given };
    else {
      if (!this.adminUrl) throw new Error(`a ${kind} platform needs the admin API (--admin)`);
      const settings = kind === "default" ? {} : SETTINGS[kind];
      const res = await request(`${this.adminUrl}/_sim/platforms`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(settings),
      });
      const body = (await res.body.json()) as Json;
      if (res.statusCode !== 201) throw new Error(`POST /_sim/platforms answered ${res.statusCode}: ${JSON.stringify(body)}`);
      handle = { kind, clientId: body.clientId, clientSecret: body.clientSecret, platformId: body.platformId, webhookPublicKeyPem: body.webhookPublicKeyPem };
    }
    if (!fresh) this.cache.set(kind, handle);
    return handle;
  }
}

/** Probe the admin API: `GET /_sim/health` answering 200. */
export async function probeAdmin(adminUrl: string | undefined): Promise<boolean> {
  if (!adminUrl) return false;
  try {
    const res = await request(`${adminUrl}/_sim/health`, { headersTimeout: 3000, bodyTimeout: 3000 });
    await res.body.dump();
    return res.statusCode === 200;
  } catch {
    return false;
  }
}
